#!/usr/bin/env bash
# stubs.sh INCLUDE OUT: link-time stand-ins for libcuda.so.1 and
# libnvidia-ml.so.1, made from the headers in INCLUDE (cuda.h; nvml.h when
# there), so that a peer's build configures and links with CUDA on a
# machine without NVIDIA's driver. Each stub exports every function its
# header declares, under its name and the symbol the header maps it to
# (cuMemAlloc and cuMemAlloc_v2), and does nothing: the programs built against them run
# with the real driver, which has the same sonames.
set -euo pipefail
include="$1" out="$2"
mkdir -p "$out"
stub() { # HEADER PREFIX SONAME
  local header="$include/$1"
  [ -f "$header" ] || return 0
  # The versioned names (after the header's macros) and the plain ones
  # (a configure check's own prototype), as the real library has both.
  { cc -E -P -I"$include" "$header"; cat "$header"; } |
    grep -oE "\b$2[A-Za-z0-9_]*[[:space:]]*\(" | tr -d ' (' | sort -u |
    sed 's/.*/void &(void) {}/' > "$out/${3%%.so*}.c"
  cc -shared -fPIC -o "$out/$3" -Wl,-soname,"$3" "$out/${3%%.so*}.c"
  ln -sf "$3" "$out/${3%.1}"
}
stub cuda.h cu libcuda.so.1
stub nvml.h nvml libnvidia-ml.so.1
