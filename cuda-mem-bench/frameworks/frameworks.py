#!/usr/bin/env python3
"""Observed mode on the frameworks' own allocators, through the C library.

Each allocator runs in a process of its own (its settings are read at
start-up). At every step of a random walk of allocations and frees, every
live buffer (its first, a middle and its last byte) and the last freed ones
are classified twice by a handle that observes (the second answer may come
from the cache) and once by `cuda_mem_classify_by_driver` of a second
handle; any difference is a disagreement. Observing starts half-way, so
memory made before it is covered. Then the live buffers' classification is
timed in C (`timer.c`), direct and observed, paired; and the allocator's
alloc/free pair with and without an observer (timed from Python: the
figure includes the interpreter).

    frameworks.py --capi DIR/libcuda_mem.so [--driver LIB] [--steps N]
                  [--allocators a,b,...] [--json FILE] [--markdown FILE]

`--allocators` defaults to every one whose framework imports; `driver`
(the driver's own allocation calls, through ctypes) runs anywhere,
the simulated driver included. Exit status: 0 when there is no
disagreement and every allocator asked for ran, 1 otherwise.
"""

import argparse
import ctypes as C
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

KINDS = ["pageable", "pinned host", "device", "managed", "stream-ordered", "VMM"]
LOCATIONS = ["host", "device", "host NUMA"]


class Info(C.Structure):
    """`cuda_mem_pointer_info`."""

    _fields_ = [
        ("address", C.c_uint64),
        ("kind", C.c_uint32),
        ("device", C.c_int32),
        ("location", C.c_uint16),
        ("permits", C.c_uint16),
        ("location_id", C.c_int32),
        ("context", C.c_void_p),
        ("pool", C.c_void_p),
    ]

    def key(self):
        return (self.kind, self.device, self.location, self.permits,
                self.location_id, self.context or 0, self.pool or 0)

    def kind_name(self):
        return KINDS[self.kind] if self.kind < len(KINDS) else f"kind {self.kind}"


class Capi:
    """The C library, two handles: `observing` and `direct`."""

    def __init__(self, path, driver):
        lib = C.CDLL(path)
        self.lib = lib
        lib.cuda_mem_load.argtypes = [C.c_char_p, C.POINTER(C.c_void_p)]
        for name in ("cuda_mem_classify", "cuda_mem_classify_by_driver"):
            f = getattr(lib, name)
            f.argtypes = [C.c_void_p, C.c_void_p, C.POINTER(Info)]
            f.restype = C.c_int32
        lib.cuda_mem_observe_frees.argtypes = [C.c_void_p, C.POINTER(C.c_void_p)]
        lib.cuda_mem_observer_release.argtypes = [C.c_void_p]
        lib.cuda_mem_get_foreign_mode.argtypes = [C.c_void_p, C.POINTER(C.c_uint32)]
        lib.cuda_mem_last_error.restype = C.c_char_p
        self.observing = self._load(driver)
        self.direct = self._load(driver)
        self.observer = None

    def _load(self, driver):
        h = C.c_void_p()
        arg = driver.encode() if driver else None
        s = self.lib.cuda_mem_load(arg, C.byref(h))
        if s != 0:
            raise RuntimeError(f"cuda_mem_load({driver}): {s} {self.lib.cuda_mem_last_error()}")
        return h

    def classify(self, handle, addr, by_driver=False):
        info = Info()
        f = self.lib.cuda_mem_classify_by_driver if by_driver else self.lib.cuda_mem_classify
        s = f(handle, C.c_void_p(addr), C.byref(info))
        return s, info

    def observe(self):
        o = C.c_void_p()
        self.lib.cuda_mem_observe_frees(self.observing, C.byref(o))
        self.observer = o
        return self.mode()

    def stop_observing(self):
        if self.observer is not None:
            self.lib.cuda_mem_observer_release(self.observer)
            self.observer = None

    def mode(self):
        m = C.c_uint32()
        self.lib.cuda_mem_get_foreign_mode(self.observing, C.byref(m))
        names = {0: "direct", 1: "observed", 2: "fallback"}
        text = names.get(m.value, str(m.value))
        if m.value == 2:
            text += f" ({(self.lib.cuda_mem_last_error() or b'').decode()})"
        return text


# ---------------------------------------------------------------- allocators
#
# Each allocator: `alloc(size) -> (token, ptr, size, label)`, `free(token)`,
# and `step(n)`, called at every step for what the allocator does besides
# (emptying a cache, replaying a graph). A token keeps the memory alive.

SIZES = [512, 4096, 1 << 16, 1 << 20, 3 << 20, 1 << 22]


class AllocProp(C.Structure):
    """`CUmemAllocationProp` (device memory, pinned, no handle type)."""

    _fields_ = [
        ("type", C.c_uint32),
        ("requestedHandleTypes", C.c_uint32),
        ("location_type", C.c_uint32),
        ("location_id", C.c_int32),
        ("win32HandleMetaData", C.c_void_p),
        ("compressionType", C.c_uint8),
        ("gpuDirectRDMACapable", C.c_uint8),
        ("usage", C.c_uint16),
        ("reserved", C.c_uint8 * 4),
    ]


class AccessDesc(C.Structure):
    """`CUmemAccessDesc`."""

    _fields_ = [("location_type", C.c_uint32), ("location_id", C.c_int32), ("flags", C.c_uint32)]

VMM_GRANULE = 2 << 20


class Driver:
    """The driver's allocation calls through ctypes (the simulator too)."""

    name = "driver"

    def __init__(self, path):
        d = C.CDLL(path or "libcuda.so.1")
        self.d = d
        ok = self.ok
        ok(d.cuInit(0))
        self.ctx = C.c_void_p()
        ok(d.cuDevicePrimaryCtxRetain(C.byref(self.ctx), 0))
        ok(d.cuCtxSetCurrent(self.ctx))
        self.host = {}

    @staticmethod
    def ok(r):
        if r != 0:
            raise RuntimeError(f"driver call failed: CUresult {r}")

    def alloc(self, size):
        d, ok = self.d, self.ok
        p = C.c_uint64()
        kind = random.choice(["device", "managed", "pinned", "async", "registered", "vmm"])
        if kind == "device":
            ok(d.cuMemAlloc_v2(C.byref(p), C.c_size_t(size)))
        elif kind == "managed":
            ok(d.cuMemAllocManaged(C.byref(p), C.c_size_t(size), 1))
        elif kind == "pinned":
            hp = C.c_void_p()
            ok(d.cuMemHostAlloc(C.byref(hp), C.c_size_t(size), 0))
            p.value = hp.value
        elif kind == "async":
            ok(d.cuMemAllocAsync(C.byref(p), C.c_size_t(size), None))
        elif kind == "vmm":
            size = (size + VMM_GRANULE - 1) // VMM_GRANULE * VMM_GRANULE
            prop = AllocProp(type=1, location_type=1, location_id=0)
            h = C.c_uint64()
            ok(d.cuMemCreate(C.byref(h), C.c_size_t(size), C.byref(prop), C.c_uint64(0)))
            ok(d.cuMemAddressReserve(C.byref(p), C.c_size_t(size), C.c_size_t(0), C.c_uint64(0), C.c_uint64(0)))
            ok(d.cuMemMap(p, C.c_size_t(size), C.c_size_t(0), h, C.c_uint64(0)))
            access = AccessDesc(location_type=1, location_id=0, flags=3)
            ok(d.cuMemSetAccess(p, C.c_size_t(size), C.byref(access), C.c_size_t(1)))
            return (kind, (p.value, size, h.value)), p.value, size, f"cu {kind}"
        else:
            buf = C.create_string_buffer(size + 4096)
            addr = (C.addressof(buf) + 4095) & ~4095
            ok(d.cuMemHostRegister_v2(C.c_void_p(addr), C.c_size_t(size), 0))
            self.host[addr] = buf
            p.value = addr
        return (kind, p.value), p.value, size, f"cu {kind}"

    def free(self, token):
        kind, p = token
        d, ok = self.d, self.ok
        if kind in ("device", "managed"):
            ok(d.cuMemFree_v2(C.c_uint64(p)))
        elif kind == "pinned":
            ok(d.cuMemFreeHost(C.c_void_p(p)))
        elif kind == "async":
            ok(d.cuMemFreeAsync(C.c_uint64(p), None))
            ok(d.cuCtxSynchronize())
        elif kind == "vmm":
            p, size, h = p
            ok(d.cuMemUnmap(C.c_uint64(p), C.c_size_t(size)))
            ok(d.cuMemRelease(C.c_uint64(h)))
            ok(d.cuMemAddressFree(C.c_uint64(p), C.c_size_t(size)))
        else:
            ok(d.cuMemHostUnregister(C.c_void_p(p)))
            del self.host[p]

    def step(self, n):
        pass


class Torch:
    """PyTorch's allocators; `variant` picks PYTORCH_CUDA_ALLOC_CONF."""

    ENV = {
        "torch": {},
        "torch-expandable": {"PYTORCH_CUDA_ALLOC_CONF": "expandable_segments:True"},
        "torch-async": {"PYTORCH_CUDA_ALLOC_CONF": "backend:cudaMallocAsync"},
        "torch-pinned": {},
    }

    def __init__(self, variant):
        import torch

        self.torch = torch
        self.name = variant
        torch.cuda.init()
        self.graphs = []

    def alloc(self, size):
        t = self.torch
        n = max(1, size // 4)
        if self.name == "torch-pinned":
            x = t.empty(n, dtype=t.float32, pin_memory=True)
        else:
            x = t.empty(n, dtype=t.float32, device="cuda")
        return x, x.data_ptr(), x.numel() * x.element_size(), self.name

    def free(self, token):
        del token

    def step(self, n):
        t = self.torch
        if self.name == "torch-expandable" and n % 7 == 6:
            t.cuda.empty_cache()  # unmaps what is unused
        if self.name == "torch-async" and n % 10 == 5:
            # A graph that allocates inside the capture, replayed.
            g = t.cuda.CUDAGraph()
            s = t.cuda.Stream()
            with t.cuda.stream(s):
                with t.cuda.graph(g):
                    y = t.ones(1 << 18, device="cuda") * 2
            g.replay()
            t.cuda.synchronize()
            self.graphs.append((g, y))
            if len(self.graphs) > 3:
                self.graphs.pop(0)

    def graph_buffers(self):
        return [(y.data_ptr(), y.numel() * y.element_size()) for _, y in self.graphs]


class Cupy:
    """CuPy's pools, pinned memory and host registration."""

    def __init__(self, variant):
        import cupy
        import numpy

        self.cp, self.np, self.name = cupy, numpy, variant
        if variant == "cupy-managed":
            cupy.cuda.set_allocator(cupy.cuda.MemoryPool(cupy.cuda.malloc_managed).malloc)
        elif variant == "cupy-async":
            cupy.cuda.set_allocator(cupy.cuda.MemoryAsyncPool().malloc)

    def alloc(self, size):
        cp = self.cp
        if self.name == "cupy-pinned":
            m = cp.cuda.alloc_pinned_memory(size)
            return m, m.ptr, size, self.name
        if self.name == "cupy-register":
            a = self.np.empty(size + 4096, dtype=self.np.uint8)
            addr = (a.ctypes.data + 4095) & ~4095
            cp.cuda.runtime.hostRegister(addr, size, 0)
            return (a, addr), addr, size, self.name
        x = cp.empty(size, dtype=cp.uint8)
        return x, x.data.ptr, size, self.name

    def free(self, token):
        if self.name == "cupy-register":
            self.cp.cuda.runtime.hostUnregister(token[1])
        del token

    def step(self, n):
        if n % 9 == 8 and self.name in ("cupy", "cupy-managed"):
            self.cp.get_default_memory_pool().free_all_blocks()


class Jax:
    """JAX's allocator (BFC by default, `platform`: the driver's)."""

    ENV = {
        "jax": {"XLA_PYTHON_CLIENT_PREALLOCATE": "false"},
        "jax-platform": {"XLA_PYTHON_CLIENT_ALLOCATOR": "platform"},
    }

    def __init__(self, variant):
        import jax
        import jax.numpy as jnp

        self.jax, self.jnp, self.name = jax, jnp, variant

    def alloc(self, size):
        x = self.jnp.zeros(max(1, size // 4), dtype=self.jnp.float32)
        x.block_until_ready()
        return x, x.unsafe_buffer_pointer(), x.size * 4, self.name

    def free(self, token):
        token.delete()

    def step(self, n):
        pass


class Nccl:
    """`ncclMemAlloc` / `ncclMemFree` (NCCL's own VMM allocations)."""

    name = "nccl"

    def __init__(self, _variant):
        import nvidia.nccl

        # A namespace package: no __file__, its folders in __path__.
        found = [
            os.path.join(d, sub, "libnccl.so.2")
            for d in nvidia.nccl.__path__
            for sub in ("lib", ".")
        ]
        self.nccl = C.CDLL(next((p for p in found if os.path.exists(p)), "libnccl.so.2"))
        self.nccl.ncclMemAlloc.argtypes = [C.POINTER(C.c_void_p), C.c_size_t]
        self.nccl.ncclMemFree.argtypes = [C.c_void_p]
        self.driver = Driver(None)  # a current context

    def alloc(self, size):
        p = C.c_void_p()
        r = self.nccl.ncclMemAlloc(C.byref(p), size)
        if r != 0:
            raise RuntimeError(f"ncclMemAlloc: {r}")
        return p.value, p.value, size, "ncclMemAlloc"

    def free(self, token):
        self.nccl.ncclMemFree(C.c_void_p(token))

    def step(self, n):
        pass


ALLOCATORS = {
    "driver": (Driver, {}),
    **{v: (Torch, e) for v, e in Torch.ENV.items()},
    **{v: (Cupy, {}) for v in ("cupy", "cupy-managed", "cupy-pinned", "cupy-async", "cupy-register")},
    **{v: (Jax, e) for v, e in Jax.ENV.items()},
    "nccl": (Nccl, {}),
}

FRAMEWORK_MODULE = {"torch": "torch", "cupy": "cupy", "jax": "jax", "nccl": "nvidia.nccl"}


def available(name):
    module = FRAMEWORK_MODULE.get(name.split("-")[0])
    if module is None:
        return True
    try:
        __import__(module)
        return True
    except Exception:
        return False


# ---------------------------------------------------------------- one process


def addresses(ptr, size):
    return sorted({ptr, ptr + size // 2, ptr + size - 1})


def compare(capi, addr):
    """Observed (twice) against the driver; a difference, or None."""
    s0, direct = capi.classify(capi.direct, addr, by_driver=True)
    answers = [capi.classify(capi.observing, addr) for _ in range(2)]
    for s, info in answers:
        if s != s0 or (s == 0 and info.key() != direct.key()):
            return {"address": hex(addr), "driver": [s0, direct.key()], "observed": [s, info.key()]}
    return None


def timed_ns(timer, fn, handle, ptrs, reps):
    arr = (C.c_uint64 * len(ptrs))(*ptrs)
    return timer.cm_time_classify(fn, handle, arr, len(ptrs), reps)


def load_timer():
    src = os.path.join(HERE, "timer.c")
    include = next(
        d for d in (HERE, os.path.join(HERE, "../../cuda-mem-capi/include"))
        if os.path.exists(os.path.join(d, "cuda_mem.h"))
    )
    out = os.path.join(tempfile.gettempdir(), f"cuda-mem-timer-{os.getpid()}.so")
    subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-I", include, "-o", out, src], check=True)
    t = C.CDLL(out)
    os.unlink(out)
    t.cm_time_classify.argtypes = [C.c_void_p, C.c_void_p, C.POINTER(C.c_uint64), C.c_size_t, C.c_size_t]
    t.cm_time_classify.restype = C.c_double
    return t


def run_one(name, args):
    random.seed(1234)
    os.environ.setdefault("CUDA_MEM_OBSERVE", "on")  # frameworks load libcupti
    cls, _ = ALLOCATORS[name]
    alloc = cls(args.driver) if cls is Driver else cls(name)
    capi = Capi(args.capi, args.driver)
    live, freed, kinds = [], [], {}
    disagreements, checks, mode = [], 0, "direct"
    for step in range(args.steps):
        if step == args.steps // 2:
            mode = capi.observe()
        if live and (len(live) > 12 or random.random() < 0.4):
            token, ptr, size, label = live.pop(random.randrange(len(live)))
            alloc.free(token)
            freed.append(ptr)
            freed = freed[-16:]
        else:
            live.append(alloc.alloc(random.choice(SIZES)))
        alloc.step(step)
        targets = [a for _, p, s, _ in live for a in addresses(p, s)] + freed
        if hasattr(alloc, "graph_buffers"):
            targets += [a for p, s in alloc.graph_buffers() for a in addresses(p, s)]
        for addr in targets:
            checks += 1
            d = compare(capi, addr)
            if d:
                d["step"] = step
                disagreements.append(d)
        for _, p, _, label in live:
            s, info = capi.classify(capi.direct, p, by_driver=True)
            kinds.setdefault(label, set()).add(info.kind_name() if s == 0 else f"error {s}")
    result = {
        "allocator": name,
        "steps": args.steps,
        "checks": checks,
        "disagreements": len(disagreements),
        "examples": disagreements[:5],
        "mode": mode,
        "kinds": {k: sorted(v) for k, v in kinds.items()},
    }
    result.update(costs(capi, alloc, live))
    capi.stop_observing()
    return result


def costs(capi, alloc, live):
    """ns per classification of the live buffers, direct and observed,
    paired rounds; ns per alloc/free pair with and without an observer."""
    out = {}
    ptrs = [p for _, p, _, _ in live]
    if ptrs:
        try:
            timer = load_timer()
        except Exception as e:  # no C compiler
            out["timing"] = f"not timed: {e}"
            timer = None
        if timer:
            fn = C.cast(capi.lib.cuda_mem_classify, C.c_void_p)
            for p in ptrs:
                capi.classify(capi.observing, p)
                capi.classify(capi.observing, p)
            direct, observed = [], []
            for _ in range(15):
                direct.append(timed_ns(timer, fn, capi.direct, ptrs, 2000))
                observed.append(timed_ns(timer, fn, capi.observing, ptrs, 2000))
            out["classify_ns"] = {
                "direct": round(statistics.median(direct), 1),
                "observed": round(statistics.median(observed), 1),
            }
    pair = []
    for observing in (True, False, True, False):
        if observing:
            capi.observe()
        else:
            capi.stop_observing()
        n = 200
        t0 = time.perf_counter_ns()
        for _ in range(n):
            token, *_ = alloc.alloc(1 << 20)
            alloc.free(token)
        pair.append((observing, (time.perf_counter_ns() - t0) / n))
    out["alloc_free_ns"] = {
        "observed": round(statistics.median([t for o, t in pair if o])),
        "direct": round(statistics.median([t for o, t in pair if not o])),
    }
    return out


# ---------------------------------------------------------------- driver


def markdown(results):
    lines = [
        "| allocator | steps | checks | disagreements | kinds of its memory | classify direct / observed (ns) | alloc+free without / with observer (ns, from Python) | mode |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        if "error" in r:
            lines.append(f"| {r['allocator']} | | | | did not run: {r['error']} | | | |")
            continue
        kinds = "; ".join(f"{k}: {', '.join(v)}" for k, v in r["kinds"].items())
        c = r.get("classify_ns", {})
        a = r.get("alloc_free_ns", {})
        lines.append(
            f"| {r['allocator']} | {r['steps']} | {r['checks']} | {r['disagreements']} | {kinds} "
            f"| {c.get('direct', '-')} / {c.get('observed', '-')} | {a.get('direct', '-')} / {a.get('observed', '-')} | {r['mode']} |"
        )
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--capi", required=True)
    ap.add_argument("--driver", default=None)
    ap.add_argument("--steps", type=int, default=60)
    ap.add_argument("--allocators", default=None)
    ap.add_argument("--json", default=None)
    ap.add_argument("--markdown", default=None)
    ap.add_argument("--one", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        try:
            print("RESULT " + json.dumps(run_one(args.one, args)))
        except Exception as e:
            print("RESULT " + json.dumps({"allocator": args.one, "error": f"{type(e).__name__}: {e}"}))
        return 0
    names = args.allocators.split(",") if args.allocators else [n for n in ALLOCATORS if available(n)]
    results = []
    for name in names:
        if name not in ALLOCATORS:
            results.append({"allocator": name, "error": "no such allocator"})
            continue
        env = dict(os.environ, **ALLOCATORS[name][1])
        cmd = [sys.executable, __file__, "--one", name, "--capi", args.capi, "--steps", str(args.steps)]
        if args.driver:
            cmd += ["--driver", args.driver]
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
        line = next((l for l in p.stdout.splitlines() if l.startswith("RESULT ")), None)
        if line is None:
            tail = (p.stdout + p.stderr)[-400:].replace("\n", " ")
            results.append({"allocator": name, "error": f"exit {p.returncode}: {tail}"})
        else:
            results.append(json.loads(line[7:]))
        r = results[-1]
        print(f"{name}: {r.get('error') or str(r['disagreements']) + ' disagreements of ' + str(r['checks']) + ' checks'}", flush=True)
    table = markdown(results)
    print(table)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(table)
    bad = [r for r in results if "error" in r or r["disagreements"]]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
