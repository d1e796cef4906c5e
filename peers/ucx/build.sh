#!/usr/bin/env bash
# build.sh: UCX 1.22.0 twice from one checkout, stock and with cuda-mem as
# cuda_copy's memory detection (cuda-mem.patch), with UCX's gtest and
# ucx_perftest, on a machine with or without a GPU.
#
#   UCX_SRC=/path/to/ucx peers/ucx/build.sh [--stock-only]
#
# UCX_SRC is a checkout of https://github.com/openucx/ucx at tag v1.22.0
# (`git clone --branch v1.22.0 https://github.com/openucx/ucx`); it is
# copied, never changed. CUDA as ../cuda.sh finds it. Everything goes under
# UCX_WORK (default /tmp/ucx, the same path on the machine that runs it):
#   stock/, patched/   two installs that differ only in lib/ucx/libuct_cuda.so*
#   build-stock/       the stock tree, with test/gtest/gtest built
#   ucx-bundle.tar.xz  stock/, patched/ and the gtest binary with the build
#                      tree's libraries it loads, for a GPU machine (run.sh)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
: "${UCX_SRC:?set UCX_SRC to a checkout of openucx/ucx at v1.22.0}"
work="${UCX_WORK:-/tmp/ucx}"
jobs="${JOBS:-$(nproc)}"
mkdir -p "$work"

configure() { # TREE PREFIX [CPPFLAGS]
  (cd "$1" && ./configure --prefix="$2" --with-cuda="$cuda" --enable-gtest CPPFLAGS="${3:-}" \
     --disable-logging --disable-debug --disable-assertions --disable-params-check \
     --without-java --without-go --disable-doxygen-doc --without-verbs \
     --without-rdmacm --without-knem --without-xpmem --without-ugni --without-rocm \
     CFLAGS="-O2 -g0" CXXFLAGS="-O2 -g0" > "$1/configure.out" 2>&1) ||
    { tail -40 "$1/configure.out"; exit 1; }
  grep -q "cuda_copy" "$1/configure.out" || grep -i "cuda" "$1/configure.out" | tail -5
}

fresh_tree() { # NAME
  rm -rf "$work/$1"
  mkdir -p "$work/$1"
  (cd "$UCX_SRC" && tar -c --exclude=.git .) | tar -x -C "$work/$1"
  (cd "$work/$1" && ./autogen.sh > autogen.out 2>&1) || { tail -20 "$work/$1/autogen.out"; exit 1; }
}

cuda="$("$here/../cuda.sh" "$work")"
echo "build.sh: CUDA from $cuda"

if [ ! -x "$work/stock/bin/ucx_info" ]; then
  echo "build.sh: stock UCX and its gtest in $work/build-stock"
  fresh_tree build-stock
  configure "$work/build-stock" "$work/stock"
  make -C "$work/build-stock" -j"$jobs" install > "$work/build-stock/make.out" 2>&1 ||
    { tail -40 "$work/build-stock/make.out"; exit 1; }
fi
if [ ! -x "$work/build-stock/test/gtest/gtest" ]; then
  make -C "$work/build-stock/test/gtest" -j"$jobs" gtest > "$work/build-stock/gtest.out" 2>&1 ||
    { tail -40 "$work/build-stock/gtest.out"; exit 1; }
fi

[ "${1:-}" = --stock-only ] && exit 0

echo "build.sh: UCX with cuda-mem.patch in $work/build-patched"
rm -rf "$work/patched"
fresh_tree build-patched
(cd "$work/build-patched" && patch -p1 < "$here/cuda-mem.patch")
configure "$work/build-patched" "$work/patched" "-I$repo/cuda-mem-capi/include"
for d in src/ucm src/ucs src/uct; do
  make -C "$work/build-patched/$d" -j"$jobs" > "$work/build-patched/make.out" 2>&1 ||
    { tail -40 "$work/build-patched/make.out"; exit 1; }
done
cp -a "$work/stock" "$work/patched"
rm -f "$work"/patched/lib/ucx/libuct_cuda.so*
cp -a "$work"/build-patched/src/uct/cuda/.libs/libuct_cuda.so* "$work/patched/lib/ucx/"

echo "build.sh: the bundle"
# What the GPU machine needs, at the same paths under UCX_WORK: both
# installs, the gtest binary and the build tree's libraries its RPATH
# names, the patched cuda module beside the stock one for the gtest run.
(cd "$work" && tar -cJf ucx-bundle.tar.xz stock patched build-stock/test/gtest/gtest \
   build-stock/src/ucs/.libs/libucs.so* build-stock/src/uct/.libs/libuct.so* \
   build-stock/src/ucm/.libs/libucm.so* build-stock/src/ucp/.libs/libucp.so* \
   build-stock/src/uct/cuda/.libs/libuct_cuda.so*)
ls -la "$work/ucx-bundle.tar.xz"
