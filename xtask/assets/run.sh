#!/usr/bin/env bash
# Runs every test, the survey and (with --bench) the benches and the
# classify_parts, ucx_detect, alloc_free, capi_vs_rust and hit_timeline
# programs against the machine's real CUDA
# driver. Writes
# everything to ${OUT:-.}/gpu-run.log. --summary, --frameworks and --ab
# (below) are the shorter runs.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:-$here}"
mkdir -p "$out"
log="$out/gpu-run.log"
# runtime: the CUDA runtime library the plugin host test frees through.
runtime() {
  ls /usr/local/cuda/lib64/libcudart.so.1* /usr/local/cuda/lib64/libcudart.so 2>/dev/null | head -1
}
export CUDA_SIM_LIBRARY="$here/libcuda_sim.so"
export CUDA_MEM_TEST_REAL_DRIVER=1
# UCX for the benches' real-peer columns, when the bundle carries it.
[ -f "$here/ucx/libucs.so.0" ] && export CUDA_MEM_BENCH_UCX="$here/ucx"
# MPICH from its PyPI wheel for the two-rank test. The program was linked
# against Debian's MPICH (libmpich.so.12); the wheel's libmpi.so.12 is the
# same MPICH ABI under its other name.
mpi_note="no MPI in the bundle: the two-rank test is skipped"
if [ -f "$here/mpich.tar.xz" ]; then
  data="$here/mpich"
  if python3 -m tarfile -e "$here/mpich.tar.xz" "$data" 2>/dev/null; then
    chmod +x "$data"/bin/*
    ln -sf "$data/lib/libmpi.so.12" "$data/lib/libmpich.so.12"
    export LD_LIBRARY_PATH="$data/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    export MPIEXEC="$data/bin/mpiexec"
    export CUDA_MEM_MPI_PINGPONG="$here/mpi-pingpong"
    mpi_note="MPI: $("$data/bin/mpichversion" 2>&1 | head -1)"
  else
    mpi_note="python3 could not unpack mpich.tar.xz: the two-rank test is skipped"
  fi
fi
# --ab [CRITERION ARGS]: only the benches, this build's and each earlier
# one in ab/ (cargo xtask gpu-bundle --ab REV), in turn, AB_ROUNDS times
# (2; AB_BUILDS="rev rev" runs only those earlier ones); every summary in
# ${OUT}/ab-summary.md, which `cargo xtask ab-report` reads.
if [ "${1:-}" = "--ab" ]; then
  shift
  status=0
  builds=("$here"/ab/bench-*)
  if [ -n "${AB_BUILDS:-}" ]; then
    builds=()
    for rev in $AB_BUILDS; do builds+=("$here/ab/bench-$rev"); done
  fi
  : > "$out/ab-summary.md"
  for round in $(seq 1 "${AB_ROUNDS:-2}"); do
    for b in "${builds[@]}" "$here/bench"; do
      name="$(basename "$b")-$round"
      echo "== A/B: $name" | tee -a "$log"
      ( cd "$out" && CUDA_MEM_BENCH_OUT="$out/ab/$name" "$b" --bench --noplot "$@" ) >> "$log" 2>&1 || status=1
      { echo "# $name"; cat "$out/ab/$name/summary.md" 2>/dev/null; echo; } >> "$out/ab-summary.md"
    done
  done
  exit $status
fi
# --summary [CRITERION FILTER]: what one call of a GPU machine that allows
# 10 minutes a command can run, each result a short file in ${OUT}: every
# test (six processes at a time, cudarc's alone) and the C programs, with
# their exit statuses and the lines that report results in summary.txt and
# what failed in log-tests.txt (SKIP_TESTS=1 leaves them out); with a
# filter, the benches it names (bench-summary.md; criterion's files stay in
# ${WORK:-/tmp/cuda-mem-run}), capi_bench, capi-vs-rust, alloc-free and
# hit-timeline (TIMELINE_SECS seconds, 20 by default).
# CUDA_MEM_BENCH_ROUNDS is 31 unless set (capi-vs-rust's, 101). The exit
# status is 1 when any step's was not 0.
# frameworks WORK: the frameworks' differential (frameworks.md) and the
# profiler cases (profiler.md) in ${OUT}, their logs in WORK; prints each
# one's exit status.
frameworks() {
  timeout 500 python3 "$here/frameworks/frameworks.py" --capi "$here/libcuda_mem.so" \
    --markdown "$out/frameworks.md" --json "$1/frameworks.json" > "$1/frameworks.log" 2>&1
  echo "frameworks rc=$?"
  timeout 300 python3 "$here/frameworks/profiler.py" --capi "$here/libcuda_mem.so" --tools \
    --markdown "$out/profiler.md" > "$1/profiler.log" 2>&1
  echo "profiler rc=$?"
}
# --frameworks: only the frameworks' differential and the profiler cases.
if [ "${1:-}" = "--frameworks" ]; then
  work="${WORK:-/tmp/cuda-mem-run}"
  mkdir -p "$work"
  frameworks "$work"
  exit 0
fi
if [ "${1:-}" = "--summary" ]; then
  shift
  work="${WORK:-/tmp/cuda-mem-run}"
  mkdir -p "$work"
  s="$out/summary.txt"
  { echo "== $(date -u) $(uname -n), build $(cat "$here/BUILD" 2>/dev/null || echo unknown)"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1
    lscpu | grep -i "model name\|thread(s) per core\|core(s) per socket"; } > "$s"
  if [ "${SKIP_TESTS:-0}" != 1 ]; then
    t0=$(date +%s)
    : > "$work/rc.txt"
    # Each test executable in a process of its own, six at a time; the
    # cudarc tests alone (they share the device's primary context with
    # cudarc's own state).
    ls "$here/tests" | grep -v '^two_ranks' | grep -v '^cudarc' |
      xargs -P 6 -I{} sh -c "timeout 400 '$here/tests/{}' --include-ignored --test-threads=1 --nocapture > '$work/t-{}.log' 2>&1; echo \"{} rc=\$?\" >> '$work/rc.txt'"
    for t in "$here"/tests/cudarc*; do
      timeout 300 "$t" --include-ignored --test-threads=1 --nocapture > "$work/t-$(basename "$t").log" 2>&1
      echo "$(basename "$t") rc=$?" >> "$work/rc.txt"
    done
    timeout 120 "$here/capi_test" libcuda.so.1 > "$work/capi_test.log" 2>&1; echo "capi_test rc=$?" >> "$work/rc.txt"
    timeout 120 "$here/plugin_host_test" libcuda.so.1 "$here/libcuda_mem.so" "$(runtime)" > "$work/plugin_host_test.log" 2>&1; echo "plugin_host_test rc=$?" >> "$work/rc.txt"
    for p in with_cudarc survey downstream; do
      timeout 120 "$here/$p" > "$work/$p.log" 2>&1; echo "$p rc=$?" >> "$work/rc.txt"
    done
    frameworks "$work" >> "$work/rc.txt"
    { echo "tests took $(( $(date +%s) - t0 )) s"; sort "$work/rc.txt"
      grep -h "test result\|disagreement\|hung\|checks passed\|cases passed\|SKIP\|skipped\|plugin_host_test:" "$work"/*.log | sort | uniq -c | sort -rn | head -40; } >> "$s"
    for f in "$work"/t-*.log; do
      # A should_panic test prints "panicked" and passes: only a failure
      # marks a log.
      grep -q "FAILED" "$f" && { echo "=== $f"; grep -B5 -A30 "panicked\|FAILED" "$f" | head -80; }
    done > "$out/log-tests.txt" 2>&1
  fi
  if [ -n "${1:-}" ]; then
    export CUDA_MEM_BENCH_ROUNDS="${CUDA_MEM_BENCH_ROUNDS:-31}"
    t0=$(date +%s)
    ( cd "$work" && CUDA_MEM_BENCH_OUT="$work/criterion" "$here/bench" --bench --noplot "$@" > "$work/bench.log" 2>&1 )
    echo "bench rc=$? took $(( $(date +%s) - t0 )) s" >> "$s"
    cp "$work/criterion/summary.md" "$out/bench-summary.md" 2>/dev/null || tail -50 "$work/bench.log" > "$out/bench-summary.md"
    timeout 150 "$here/capi_bench" libcuda.so.1 "$here/ucx" > "$out/capi-bench.md" 2>&1; echo "capi_bench rc=$?" >> "$s"
    # 101 pairs: each of its 32 stack depths about three times.
    CUDA_MEM_BENCH_ROUNDS=101 timeout 100 "$here/capi-vs-rust" "$here/libcuda_mem.so" > "$out/capi-vs-rust.md" 2>&1; echo "capi-vs-rust rc=$?" >> "$s"
    CUDA_MEM_BENCH_ROUNDS=41 timeout 100 "$here/alloc-free" > "$out/alloc-free.md" 2>&1; echo "alloc-free rc=$?" >> "$s"
    CUDA_MEM_TIMELINE_SECS="${TIMELINE_SECS:-20}" timeout 100 "$here/hit-timeline" > "$out/hit-timeline.md" 2>&1; echo "hit-timeline rc=$?" >> "$s"
  fi
  echo "== done $(date -u)" >> "$s"
  # Non-zero when any step was.
  ! grep -E ' rc=[0-9]+' "$s" | grep -qv ' rc=0'
  exit $?
fi
# probe NAME OUTPUT: compiles probes/NAME.c against the machine's cuda.h and
# runs it, its output also in ${OUT}/OUTPUT.
probe() {
  gcc -O2 -o "$here/$1" "$here/probes/$1.c" -I/usr/local/cuda/include \
    -L/usr/local/cuda/lib64/stubs -lcuda || { echo "the probe did not compile"; return 1; }
  "$here/$1" | tee "$out/$2"
}
status=0
{
  echo "== host: $(uname -a)"
  nvidia-smi --query-gpu=name,driver_version --format=csv 2>&1 || true
  echo "CUPTI: $(ls /usr/local/cuda/lib64/libcupti.so* /usr/local/cuda/extras/CUPTI/lib64/libcupti.so* 2>/dev/null | tr '\n' ' ')"
  echo "$mpi_note"
  for t in "$here"/tests/*; do
    case "$(basename "$t")" in
      two_ranks-*) [ -n "${MPIEXEC:-}" ] || { echo "== $(basename "$t"): SKIPPED ($mpi_note)"; continue; } ;;
    esac
    echo "== $(basename "$t")"
    "$t" --include-ignored --test-threads=1 --nocapture || status=1
  done
  echo "== probe: altered pool exports (also in $out/pool-export-bytes.txt)"
  probe pool_export_bytes pool-export-bytes.txt || status=1
  echo "== probe: an address that becomes driver memory with no driver call (also in $out/graph-maps-later.txt)"
  probe graph_maps_later graph-maps-later.txt || status=1
  echo "== probe: what about its call site moves the driver's cost (also in $out/call-site.txt)"
  probe call_site call-site.txt || status=1
  echo "== probe: what each kind allows, CUDA 13's pools included (also in $out/pool-kinds.txt)"
  probe pool_kinds pool-kinds.txt || status=1
  echo "== probe: the driver's edge answers the simulator must match (also in $out/edges.txt)"
  probe edges edges.txt || status=1
  echo "== probe: graph memory before, during and after its graphs (also in $out/graph-memory.txt)"
  probe graph_memory graph-memory.txt || status=1
  echo "== the C API's test in C"
  "$here/capi_test" libcuda.so.1 || status=1
  echo "== the C library opened, used and closed by a host that goes on freeing through the runtime"
  "$here/plugin_host_test" libcuda.so.1 "$here/libcuda_mem.so" "$(runtime)" || status=1
  echo "== with_cudarc example"
  "$here/with_cudarc" || status=1
  echo "== survey"
  "$here/survey" || status=1
  echo "== downstream (a crate outside the workspace, built without cuda.h)"
  "$here/downstream" || status=1
  echo "== frameworks' allocators and PyTorch's profiler (also in $out/frameworks.md, $out/profiler.md)"
  frameworks "$out" | grep -v "rc=0" && status=1
  if [ "${1:-}" = "--bench" ]; then
    shift
    echo "== benches"
    ( cd "$out" && CUDA_MEM_BENCH_OUT="$out/criterion" "$here/bench" --bench "$@" ) || status=1
    echo "== classify parts (also in $out/classify-parts.md)"
    "$here/classify-parts" | tee "$out/classify-parts.md" || status=1
    echo "== UCX without its cache (also in $out/ucx-detect.md)"
    "$here/ucx-detect" | tee "$out/ucx-detect.md" || status=1
    echo "== the C API in one C process (also in $out/capi-bench.md)"
    "$here/capi_bench" libcuda.so.1 "$here/ucx" | tee "$out/capi-bench.md" || status=1
    echo "== the C API against the Rust call in one process (also in $out/capi-vs-rust.md)"
    "$here/capi-vs-rust" "$here/libcuda_mem.so" | tee "$out/capi-vs-rust.md" || status=1
    echo "== allocation and free with observed mode on (also in $out/alloc-free.md)"
    "$here/alloc-free" | tee "$out/alloc-free.md" || status=1
    echo "== a kept answer's cost over time, beside fixed loops (also in $out/hit-timeline.md)"
    "$here/hit-timeline" | tee "$out/hit-timeline.md" || status=1
  fi
  echo "== exit status $status"
} 2>&1 | tee "$log"
exit $status
