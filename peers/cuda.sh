#!/usr/bin/env bash
# cuda.sh WORK: prints a CUDA root a peer's build can configure and link
# against. CUDA_HOME when it has lib64/libcudart.so (a toolkit); else
# WORK/cuda, made once from NVIDIA's wheels (the headers `cargo xtask
# setup` unpacks, crt/ and NVML's header, libcudart) with link-time stubs
# of libcuda and NVML (stubs.sh): what is built runs with the real driver.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/.." && pwd)"
work="$1"
if [ -n "${CUDA_HOME:-}" ] && [ -e "$CUDA_HOME/lib64/libcudart.so" ]; then
  echo "$CUDA_HOME"; exit 0
fi
root="$work/cuda" headers="$repo/target/cuda-headers"
[ -f "$headers/13.0/include/cuda.h" ] || (cd "$repo" && cargo xtask setup --cuda 13.0 >&2)
if [ ! -f "$root/include/nvml.h" ]; then
  rm -rf "$root" && mkdir -p "$root/lib64" "$root/wheels"
  cp -r "$headers/13.0/include" "$root/include"
  # cuda_runtime.h needs crt/ (the nvcc wheel's); the peers' CUDA support NVML.
  python3 -m pip download -q --no-deps "nvidia-cuda-crt==13.0.*" "nvidia-nvml-dev==13.*" \
    -d "$root/wheels" >&2
  for w in "$root"/wheels/*.whl; do python3 -m zipfile -e "$w" "$root/wheels/x" >&2; done
  cp -r "$root"/wheels/x/nvidia/cu13/include/* "$root/include/"
  cp "$headers"/wheels/13.0/runtime/unpacked/nvidia/cu13/lib/libcudart.so.13 "$root/lib64/"
  ln -sf libcudart.so.13 "$root/lib64/libcudart.so"
  "$here/stubs.sh" "$root/include" "$root/lib64" >&2
fi
echo "$root"
