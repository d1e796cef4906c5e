#!/usr/bin/env bash
# run.sh: on a GPU machine, stock UCX 1.22.0 beside UCX with cuda-mem
# (build.sh's bundle): UCX's own gtest cases of the CUDA transports and
# memory detection, a byte-checked UCP transfer of every memory kind, and
# ucx_perftest's latency and bandwidth of every kind, stock and patched in
# alternating rounds, with UCX's memtype cache on and off and, patched,
# with cuda-mem's observed mode on and off.
#
#   BUNDLE=ucx-bundle.tar.xz CUDA_MEM_LIB=/path/libcuda_mem.so OUT=dir \
#     peers/ucx/run.sh [gtest|kinds|perf]...   (all three by default)
#
# Needs gcc, the CUDA toolkit's headers and runtime (/usr/local/cuda) and
# the driver; writes gtest-list.txt, gtest-{stock,patched}.log,
# kinds.md and perf.md (the tables BENCHMARKS.md quotes) into OUT.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
: "${BUNDLE:?the bundle build.sh made}" "${CUDA_MEM_LIB:?libcuda_mem.so}"
out="${OUT:-.}"
work="${UCX_WORK:-/tmp/ucx}"
cuda="${CUDA_HOME:-/usr/local/cuda}"
rounds="${ROUNDS:-3}"
steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(gtest kinds perf)
mkdir -p "$work" "$out"
[ -x "$work/stock/bin/ucx_perftest" ] || tar -xJf "$BUNDLE" -C "$work"
export LD_LIBRARY_PATH="$cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export UCX_CUDA_COPY_CUDA_MEM_LIB="$CUDA_MEM_LIB"
cc -O2 -shared -fPIC -o "$work/libcuda_mem_shim.so" "$here/../alloc_shim.c" -I"$cuda/include" \
  -L"$cuda/lib64/stubs" -lcuda -ldl -lpthread || exit 1
cc -O2 -o "$work/ucx_kinds" "$here/ucx_kinds.c" "$here/../alloc_shim.c" -I"$work/stock/include" \
  -I"$cuda/include" -L"$work/stock/lib" -lucp -lucs -L"$cuda/lib64/stubs" -lcuda -ldl -lpthread \
  -Wl,-rpath,"$work/stock/lib" || exit 1

# use_build NAME: puts NAME's cuda module (stock or patched) where every
# program here loads it from: UCX looks for modules beside libucs first,
# so UCX_MODULE_DIR cannot choose between two installs, and the gtest
# binary links the build tree's copy (gtest_modules). The two builds
# differ in that file alone; the stock one is kept in stock-cuda.so.
use_build() {
  local so
  so=$(cd "$work/stock/lib/ucx" && ls libuct_cuda.so.0.*.* | head -1)
  [ -f "$work/stock-cuda.so" ] || cp "$work/stock/lib/ucx/$so" "$work/stock-cuda.so"
  local from="$work/stock-cuda.so"
  [ "$1" = patched ] && from="$work/patched/lib/ucx/$so"
  cp "$from" "$work/stock/lib/ucx/$so"
  cp "$from" "$work/build-stock/src/uct/cuda/.libs/$so"
}

# The kinds: ucx_perftest's own (-m cuda, -m cuda-managed) and the shim's.
kinds=(cuda cuda_managed default_pool own_pool managed_pool vmm_device vmm_host_numa pinned)
# The settings: build, memtype cache, observed mode (SETTINGS, separated
# by ';', chooses fewer).
settings=("stock cache=y" "stock cache=n" "patched cache=y observe=on" "patched cache=n observe=on"
          "patched cache=y observe=off" "patched cache=n observe=off")
[ -n "${SETTINGS:-}" ] && IFS=';' read -r -a settings <<<"$SETTINGS"
# tag_bw's sizes (BW_SIZES chooses others).
read -r -a bw_sizes <<<"${BW_SIZES:-8 65536 4194304}"
# setting_env SETTING: selects SETTING's build (use_build) and prints the
# environment of its other choices.
setting_env() {
  local cache observe
  use_build "${1%% *}"
  cache=$(sed -n 's/.*cache=\([yn]\).*/\1/p' <<<"$1")
  observe=$(sed -n 's/.*observe=\([a-z]*\).*/\1/p' <<<"$1")
  echo "UCX_MEMTYPE_CACHE=$cache CUDA_MEM_OBSERVE=${observe:-off}"
}

# gtest_modules: the module folder the gtest binary is given, as UCX's
# own `make test` gives it the build tree's: the install's modules, but
# the cuda module as the very file the binary links, so that loading the
# module finds the copy already mapped rather than a second one.
gtest_modules() {
  local dir="$work/gtest-modules" f
  rm -rf "$dir" && mkdir -p "$dir"
  for f in "$work"/stock/lib/ucx/*.so*; do ln -s "$f" "$dir/"; done
  for f in "$work"/build-stock/src/uct/cuda/.libs/libuct_cuda.so*; do ln -sf "$f" "$dir/"; done
  echo "$dir"
}

gtest_step() {
  local g="$work/build-stock/test/gtest/gtest"
  export UCX_MODULE_DIR
  UCX_MODULE_DIR=$(gtest_modules)
  # cuda_cpy's md tests (test_md, another thread, the device switch, no
  # current context), cuda_ipc's md, cuda_copy's context-less and
  # context-destroying cases, the memtype cache, the CUDA hooks and NVML.
  local filter="${GTEST_FILTER:-cuda_cpy/*:cuda_ipc/test_md.*:cuda_ipc/test_cuda_ipc_md.*}"
  filter+=":cuda_copy/test_p2p_no_current_cuda_ctx.*:cuda_copy/test_p2p_create_destroy_ctx.*"
  filter+=":*test_memtype_cache*:test_cuda_ctx_cleanup.*:cuda_hooks.*:test_cuda_nvml.*"
  timeout -s KILL 60 stdbuf -oL "$g" --gtest_list_tests --gtest_filter="$filter" \
    > "$out/gtest-list.txt" 2>&1
  if ! grep -q "^  [a-z]" "$out/gtest-list.txt"; then
    echo "gtest: the binary listed no test within 60 s; not run" | tee -a "$out/gtest-summary.txt"
    return
  fi
  for b in stock patched; do
    use_build "$b"
    timeout -s KILL "${GTEST_SECS:-200}" stdbuf -oL "$g" --gtest_filter="$filter" > "$out/gtest-$b.log" 2>&1
    echo "gtest $b rc=$?" | tee -a "$out/gtest-summary.txt"
    grep -E "^\[  (PASSED|FAILED|SKIPPED) |^\[  FAILED  \]" "$out/gtest-$b.log" | sort -u \
      >> "$out/gtest-summary.txt"
  done
  use_build stock
}

kinds_step() {
  {
    echo "| kind | $(printf '%s | ' "${settings[@]}")"
    echo "|---|$(printf -- '---|%.0s' "${settings[@]}")"
  } > "$out/kinds.md"
  for k in "${kinds[@]}"; do
    row="| $k |"
    for s in "${settings[@]}"; do
      log="$out/kinds.log"
      echo "== $k, $s" >> "$log"
      env $(setting_env "$s") timeout 60 "$work/ucx_kinds" "$k" >> "$log" 2>&1
      rc=$?
      case $rc in
        0) row="$row ran, bytes right |" ;;
        100) row="$row allocation failed |" ;;
        124) row="$row hung |" ;;
        1|2|3|4) row="$row wrong data or error ($rc sizes) |" ;;
        *) row="$row crashed (status $rc) |" ;;
      esac
    done
    echo "$row" >> "$out/kinds.md"
  done
}

# perftest SETTING KIND TEST SIZE: one ucx_perftest over loopback; prints
# the typical latency (us) for tag_lat, the average bandwidth (MB/s) for
# tag_bw, or "fail".
perftest() {
  local m=cuda shim=()
  case $2 in
    cuda) ;;
    cuda_managed) m=cuda-managed ;;
    *) shim=(LD_PRELOAD="$work/libcuda_mem_shim.so" CUDA_MEM_SHIM_KIND="$2") ;;
  esac
  local n=20000
  [ "$4" -gt 65536 ] && n=2000
  { echo "== $*"; env $(setting_env "$1") "${shim[@]}" timeout 60 "$work/stock/bin/ucx_perftest" \
      -l -t "$3" -m "$m" -s "$4" -n "$n" -w 1000 -f -v 2>&1; } | tee -a "$out/perf.log" |
    awk -F, -v t="$3" '/^[0-9.]+,/ {v = (t == "tag_lat") ? $2 : $6} END {print (v == "" ? "fail" : v)}'
}

perf_step() {
  : > "$out/perf.log"
  {
    echo "8 B tag_lat: typical latency in us, the median of $rounds rounds, each round every"
    echo "setting in turn; tag_bw: average MB/s. ucx_perftest -l (loopback), one process."
    echo
    echo "| kind | setting | lat 8 B | $(printf 'bw %s B | ' "${bw_sizes[@]}")"
    echo "|---|---|---|$(printf -- '---|%.0s' "${bw_sizes[@]}")"
  } > "$out/perf.md"
  for k in "${kinds[@]}"; do
    local -a lats=()
    for r in $(seq "$rounds"); do
      for i in "${!settings[@]}"; do
        lats[$i]="${lats[$i]:-} $(perftest "${settings[$i]}" "$k" tag_lat 8)"
      done
    done
    for i in "${!settings[@]}"; do
      lat=$(tr ' ' '\n' <<<"${lats[$i]}" | grep -v '^$' | sort -g | sed -n "$(( (rounds + 1) / 2 ))p")
      row="| $k | ${settings[$i]} | $lat |"
      for size in "${bw_sizes[@]}"; do row="$row $(perftest "${settings[$i]}" "$k" tag_bw "$size") |"; done
      echo "$row" >> "$out/perf.md"
    done
  done
}

for step in "${steps[@]}"; do "${step}_step"; done
use_build stock
