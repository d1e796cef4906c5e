#!/usr/bin/env python3
"""Observed mode beside PyTorch's profiler and the injected CUDA tools.

Each case runs in a process of its own (PyTorch's profiler sets CUPTI up
once per process): an observer asked for before a profile, while one runs,
and released before one, under `CUDA_MEM_OBSERVE=auto` (the default) and
`on`; and, with `--tools`, the process run under compute-sanitizer and
Nsight Compute (their injected clients mapped), each with a profile and no
observer beside it, and an observer in a process without PyTorch. Each
row says what observed mode answered and how many GPU events each profile
recorded.

    profiler.py --capi DIR/libcuda_mem.so [--tools] [--markdown FILE]
"""

import argparse
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

CASES = {
    "profile, no observer": ["profile"],
    "observe, then profile": ["observe", "profile"],
    "profile with an observer asked for inside": ["profile+observe"],
    "observe, release, then profile": ["observe", "release", "profile"],
    "observe, profile, release, profile": ["observe", "profile", "release", "profile"],
}


def gpu_events(torch, work):
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        work()
    return sum(1 for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA)


def run_case(steps, capi_path):
    from frameworks import Capi

    if steps == ["observe"]:
        # No PyTorch in the process: what observed mode sees of a tool alone.
        return "observer: " + Capi(capi_path, None).observe()
    import torch

    capi = Capi(capi_path, None)
    x = torch.ones(1 << 20, device="cuda")

    def work():
        for _ in range(10):
            x.mul_(1.0001)
        torch.cuda.synchronize()

    said = []
    for step in steps:
        if step == "observe":
            said.append("observer: " + capi.observe())
        elif step == "release":
            capi.stop_observing()
            said.append("released")
        elif step == "profile":
            said.append(f"profile: {gpu_events(torch, work)} GPU events")
        elif step == "profile+observe":
            from torch.profiler import ProfilerActivity, profile

            with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
                work()
                said.append("observer: " + capi.observe())
                work()
            n = sum(1 for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA)
            said.append(f"profile: {n} GPU events")
    return "; ".join(said)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--capi", required=True)
    ap.add_argument("--tools", action="store_true")
    ap.add_argument("--markdown", default=None)
    ap.add_argument("--case", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.case:
        try:
            print("RESULT " + run_case(json.loads(args.case), args.capi))
        except Exception as e:
            print(f"RESULT failed: {type(e).__name__}: {e}")
        return 0
    rows = []
    runs = [
        (name, steps, setting, None)
        for name, steps in CASES.items()
        for setting in (("auto",) if steps == ["profile"] else ("auto", "on"))
    ]
    if args.tools:
        for tool, cmd in (
            ("compute-sanitizer", ["compute-sanitizer", "--tool", "memcheck"]),
            ("ncu", ["ncu", "--target-processes", "all"]),
        ):
            if shutil.which(cmd[0]):
                for name, steps in (
                    ("observe, no PyTorch", ["observe"]),
                    ("profile, no observer", ["profile"]),
                    ("observe, then profile", ["observe", "profile"]),
                ):
                    runs.append((f"under {tool}: {name}", steps, "auto", cmd))
    for name, steps, setting, wrapper in runs:
        env = dict(os.environ, CUDA_MEM_OBSERVE=setting)
        cmd = (wrapper or []) + [sys.executable, __file__, "--capi", args.capi, "--case", json.dumps(steps)]
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)
        line = next((l[7:] for l in p.stdout.splitlines() if l.startswith("RESULT ")), None)
        rows.append((name, setting, line or f"exit {p.returncode}: {(p.stdout + p.stderr)[-300:]!r}"))
        print(f"{name} (CUDA_MEM_OBSERVE={setting}): {rows[-1][2]}", flush=True)
    table = "| case | CUDA_MEM_OBSERVE | what happened |\n|---|---|---|\n" + "".join(
        f"| {n} | {s} | {w} |\n" for n, s, w in rows
    )
    print(table)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
