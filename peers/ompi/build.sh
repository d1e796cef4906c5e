#!/usr/bin/env bash
# build.sh: Open MPI 5.0.10 with CUDA, its CUDA accelerator component twice
# (stock, and with cuda-mem as check_addr: cuda-mem.patch), and the OSU
# Micro-Benchmarks built against it, on a machine with or without a GPU.
#
#   OMPI_SRC=/path/to/ompi OSU_SRC=/path/to/osu peers/ompi/build.sh
#
# OMPI_SRC is a checkout of https://github.com/open-mpi/ompi at tag
# v5.0.10 with its submodules (3rd-party/openpmix, 3rd-party/prrte,
# config/oac, and openpmix's and prrte's config/oac); the bundled hwloc
# tarball is not needed: the system's hwloc is used (Debian's
# libhwloc-dev). OSU_SRC is OSU Micro-Benchmarks 7.4 (the release tarball
# of https://mvapich.cse.ohio-state.edu/benchmarks/, configure included).
# Both are copied, never changed. Needs autoconf, automake, libtool, flex,
# perl and libhwloc-dev (autogen and flex are what a GPU machine without
# them cannot do); CUDA as ../cuda.sh finds it. Everything goes under
# OMPI_WORK (default /tmp/ompi, the same path on the machine that runs it):
#   stock/              the install (prefix), with the stock component
#   patched-components/ the component folder that selects the patched one
#                       (--mca mca_base_component_path, run.sh)
#   osu/                the benchmarks, CUDA-aware
#   ompi-bundle.tar.xz  all three and the hwloc library, for a GPU machine
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
: "${OMPI_SRC:?set OMPI_SRC to a checkout of open-mpi/ompi at v5.0.10 with submodules}"
: "${OSU_SRC:?set OSU_SRC to OSU Micro-Benchmarks 7.4}"
work="${OMPI_WORK:-/tmp/ompi}"
jobs="${JOBS:-$(nproc)}"
mkdir -p "$work"
cuda="$("$here/../cuda.sh" "$work")"
echo "build.sh: CUDA from $cuda"
tree="$work/build"

# step NAME LOG COMMAND...: runs COMMAND quietly into LOG, says how long
# it took, and shows LOG's tail if it fails.
step() {
  local name="$1" log="$2" start=$SECONDS
  shift 2
  echo "build.sh: $name (log: $log)"
  "$@" > "$log" 2>&1 || { tail -40 "$log"; exit 1; }
  echo "build.sh: $name took $((SECONDS - start)) s"
}

if [ ! -x "$work/stock/bin/mpicc" ]; then
  rm -rf "$tree" && mkdir -p "$tree"
  (cd "$OMPI_SRC" && tar -c --exclude=.git .) | tar -x -C "$tree"
  [ -x "$tree/configure" ] || step autogen "$tree/autogen.out" \
    sh -c "cd '$tree' && ./autogen.pl --no-3rdparty hwloc"
  # The CUDA components are DSOs by default (accelerator, smcuda, gpusm,
  # rgpusm), which lets a component folder choose between the two.
  step configure "$tree/configure.out" sh -c "cd '$tree' && ./configure --prefix='$work/stock' \
    --with-cuda='$cuda' --with-cuda-libdir='$cuda/lib64' \
    --with-libevent=internal --with-pmix=internal --with-prrte=internal \
    --disable-mpi-fortran --disable-oshmem --disable-io-romio --without-ucx --without-ofi \
    --disable-man-pages CPPFLAGS='-I$repo/cuda-mem-capi/include' CFLAGS='-O2 -g0'"
  grep -E "^CUDA support|accelerator" "$tree/configure.out" | tail -3 || true
  step "make install" "$tree/make.out" make -C "$tree" -j"$jobs" install
fi

echo "build.sh: the component with cuda-mem.patch"
comp="$tree/opal/mca/accelerator/cuda"
(cd "$tree" && git apply --check -R "$here/cuda-mem.patch" 2>/dev/null) ||
  (cd "$tree" && patch -p1 < "$here/cuda-mem.patch")
step "make (patched component)" "$comp/make-patched.out" make -C "$comp" -j"$jobs"
# The folder holds every DSO the install has, the accelerator's patched.
rm -rf "$work/patched-components" && mkdir -p "$work/patched-components"
cp -a "$work"/stock/lib/openmpi/*.so "$work/patched-components/"
cp "$comp/.libs/mca_accelerator_cuda.so" "$work/patched-components/"
cmp -s "$work/stock/lib/openmpi/mca_accelerator_cuda.so" \
  "$work/patched-components/mca_accelerator_cuda.so" && { echo "patched component = stock"; exit 1; }

if [ ! -x "$work/osu/libexec/osu-micro-benchmarks/mpi/pt2pt/osu_latency" ]; then
  rm -rf "$work/osu-build" && mkdir -p "$work/osu-build"
  (cd "$OSU_SRC" && tar -c --exclude=.git .) | tar -x -C "$work/osu-build"
  step "OSU configure" "$work/osu-build/configure.out" sh -c "cd '$work/osu-build' && \
    ./configure --prefix='$work/osu' CC='$work/stock/bin/mpicc' CXX='$work/stock/bin/mpicxx' \
    --enable-cuda=basic --with-cuda-include='$cuda/include' --with-cuda-libpath='$cuda/lib64'"
  step "OSU make install" "$work/osu-build/make.out" make -C "$work/osu-build" -j"$jobs" install
fi

echo "build.sh: the bundle"
# What the GPU machine needs, at the same paths: the install, the patched
# component folder, the benchmarks, and hwloc (a GPU machine may not have
# it) in stock/lib.
cp -L /usr/lib/x86_64-linux-gnu/libhwloc.so.15 "$work/stock/lib/"
(cd "$work" && tar -cJf ompi-bundle.tar.xz --exclude=stock/share/doc --exclude=stock/include \
   stock patched-components osu)
ls -la "$work/ompi-bundle.tar.xz"
