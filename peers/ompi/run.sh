#!/usr/bin/env bash
# run.sh: on a GPU machine, Open MPI 5.0.10 with its stock CUDA accelerator
# component beside the one with cuda-mem (build.sh's bundle), and below
# them the floor: the same install with the CUDA component left out, which
# is what an Open MPI built without CUDA runs for host buffers (the null
# accelerator, the sm BTL). The OSU benchmarks, two ranks on the one GPU,
# pml ob1.
#
#   BUNDLE=ompi-bundle.tar.xz CUDA_MEM_LIB=/path/libcuda_mem.so OUT=dir \
#     peers/ompi/run.sh [validate|latency]...   (both by default)
#
# validate: osu_latency, osu_bw, osu_bibw and osu_allreduce, 1 B to 4 MiB,
#   with OMB's validation (-c), every kind and build: validate.md.
# latency:  osu_latency 1 B and 8 KiB, the builds alternating in ROUNDS
#   rounds, host and device buffers, cuda-mem's build with observed mode
#   as the component asks for it (CUDA_MEM_OBSERVE unset: auto), forced on,
#   and off (the MCA parameter): latency.md, and what auto decided.
# KINDS (separated by spaces) chooses fewer kinds, ROUNDS the latency's
# rounds (3). Needs gcc, the CUDA toolkit's headers and runtime
# (/usr/local/cuda) and the driver.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
: "${BUNDLE:?the bundle build.sh made}" "${CUDA_MEM_LIB:?libcuda_mem.so}"
out="${OUT:-.}"
work="${OMPI_WORK:-/tmp/ompi}"
cuda="${CUDA_HOME:-/usr/local/cuda}"
rounds="${ROUNDS:-3}"
steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(validate latency)
mkdir -p "$work" "$out"
[ -x "$work/stock/bin/mpirun" ] || tar -xJf "$BUNDLE" -C "$work"
export PATH="$work/stock/bin:$PATH"
export LD_LIBRARY_PATH="$work/stock/lib:$cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
cc -O2 -shared -fPIC -o "$work/libcuda_mem_shim.so" "$here/../alloc_shim.c" -I"$cuda/include" \
  -L"$cuda/lib64/stubs" -L"$cuda/lib64" -lcuda -ldl -lpthread || exit 1
osu="$work/osu/libexec/osu-micro-benchmarks/mpi"

# The builds, as mpirun arguments. The CUDA builds keep Open MPI's
# shared-memory BTLs, sm and smcuda (CUDA IPC), and ob1 picks between them.
build_args() {
  local cuda_btls=(--mca pml ob1 --mca btl self,sm,smcuda --mca accelerator cuda)
  case $1 in
    floor) echo --mca pml ob1 --mca btl self,sm --mca accelerator null ;;
    stock) echo "${cuda_btls[@]}" ;;
    cuda-mem*)
      echo "${cuda_btls[@]}" --mca mca_base_component_path "$work/patched-components" \
        --mca accelerator_cuda_cuda_mem_lib "$CUDA_MEM_LIB" --mca accelerator_base_verbose 5
      case $1 in
        cuda-mem-on) echo -x CUDA_MEM_OBSERVE=on ;;
        cuda-mem-off) echo --mca accelerator_cuda_cuda_mem_observe 0 ;;
      esac ;;
  esac
}

# The kinds, as an OSU accelerator option and buffer letters, and the
# shim's kind where the benchmark's allocator lacks it.
kinds=(host cuda managed default_pool own_pool managed_pool vmm_device vmm_host_numa)
[ -n "${KINDS:-}" ] && read -r -a kinds <<<"$KINDS"
kind_args() {
  case $1 in
    host) echo "" ;;
    cuda) echo "-d cuda D D" ;;
    managed) echo "-d managed M M" ;;
    *) echo "-d cuda D D" ;;
  esac
}
shim_args() {
  case $1 in
    host|cuda|managed) ;;
    *) echo -x LD_PRELOAD="$work/libcuda_mem_shim.so" -x CUDA_MEM_SHIM_KIND="$1" ;;
  esac
}

# osu BUILD KIND BENCH ARGS...: one two-rank run; its output goes to the log.
osu_run() {
  local build=$1 kind=$2 bench=$3 k
  shift 3
  k=$(kind_args "$kind")
  # Allreduce of MPI_INT: OMB 7.4 validates a sum of MPI_CHAR that
  # overflows, and fails from 16 B on, with host buffers and no CUDA.
  [ "$bench" = osu_allreduce ] && k="${k% [DM] [DM]} -T mpi_int"
  # shellcheck disable=SC2046
  timeout -s KILL 120 mpirun -np 2 --bind-to core $(build_args "$build") $(shim_args "$kind") \
    "$osu/$([ "$bench" = osu_allreduce ] && echo collective || echo pt2pt)/$bench" \
    "$@" $k
}

validate_step() {
  local builds=(floor stock cuda-mem)
  local benches=(osu_latency osu_bw osu_bibw osu_allreduce)
  : > "$out/validate.log"
  {
    echo "OMB 7.4, -c (validation) -m 1:4194304 -i 20 -x 5, two ranks, pml ob1."
    echo "Each cell: the four benchmarks' outcome (latency, bw, bibw, allreduce)."
    echo
    echo "| kind | $(printf '%s | ' "${builds[@]}")"
    echo "|---|$(printf -- '---|%.0s' "${builds[@]}")"
  } > "$out/validate.md"
  for kind in "${kinds[@]}"; do
    row="| $kind |"
    for b in "${builds[@]}"; do
      if [ "$b" = floor ] && [ "$kind" != host ]; then row="$row (host only) |"; continue; fi
      cell=""
      for bench in "${benches[@]}"; do
        log=$(mktemp)
        osu_run "$b" "$kind" "$bench" -c -m 1:4194304 -i 20 -x 5 > "$log" 2>&1
        rc=$?
        { echo "== $kind $b $bench rc=$rc"; cat "$log"; } >> "$out/validate.log"
        if [ $rc -ne 0 ]; then r="crashed ($rc)"
        elif grep -q "Fail" "$log"; then r="validation failed"
        elif grep -q "Pass" "$log"; then r="ran"
        else r="no result"; fi
        cell="$cell${cell:+, }$r"
        rm -f "$log"
      done
      row="$row $cell |"
    done
    echo "$row" >> "$out/validate.md"
  done
}

# latency_of LOG SIZE: the latency osu_latency printed for SIZE.
latency_of() { awk -v s="$2" '$1 == s {print $2; exit}' "$1"; }
median() { tr ' ' '\n' | grep -v '^$' | sort -g | sed -n "$(( (rounds + 1) / 2 ))p"; }

latency_step() {
  local -A l1 l8 decided
  : > "$out/latency.log"
  local grid=("host floor" "host stock" "host cuda-mem" "host cuda-mem-on" "host cuda-mem-off"
              "cuda stock" "cuda cuda-mem" "cuda cuda-mem-on" "cuda cuda-mem-off")
  for r in $(seq "$rounds"); do
    for g in "${grid[@]}"; do
      set -- $g
      log=$(mktemp)
      osu_run "$2" "$1" osu_latency -m 1:8192 -i 20000 -x 2000 > "$log" 2>&1
      { echo "== round $r: $g"; cat "$log"; } >> "$out/latency.log"
      l1[$g]="${l1[$g]:-} $(latency_of "$log" 1)"
      l8[$g]="${l8[$g]:-} $(latency_of "$log" 8192)"
      decided[$g]=$(grep -o "observed mode [a-z]*" "$log" | sort -u | tr '\n' ' ')
      rm -f "$log"
    done
  done
  {
    echo "osu_latency (us), the median of $rounds rounds, each round every build in turn;"
    echo "-m 1:8192 -i 20000 -x 2000, two ranks on one GPU, pml ob1."
    echo
    echo "| buffers | build | 1 B | 8 KiB | the component said (accelerator_base_verbose 5) |"
    echo "|---|---|---|---|---|"
    for g in "${grid[@]}"; do
      echo "| ${g%% *} | ${g#* } | $(median <<<"${l1[$g]}") | $(median <<<"${l8[$g]}") | ${decided[$g]:-} |"
    done
  } > "$out/latency.md"
}

for step in "${steps[@]}"; do "${step}_step"; done
