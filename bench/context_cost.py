"""How long a candidate's CUDA context takes to create, and what makes it slower. A warm (context,
kernels, profiler, check kernels) holds the GPU gate, and on the H200 its context took 0.17-0.19 s
with the lane idle but 0.33-0.37 s in a busy batch, longer than the checks before a timed section
(0.32 s), so a timer waited for it. Each sample is a process forked after torch's import (as from
the fork-server) that creates its context the way the candidate runtime does, under one of:
  quiet       nothing else running
  gpu_busy    another process runs GEMMs back to back on the GPU
  cpu_shared  busy loops on the two cores the process is pinned to
  cpu_apart   the same busy loops, the process pinned to two other cores
  alloc_churn another process allocates and frees device memory back to back (1 GiB blocks,
              emptying its cache each time), on other cores
  teardown    other processes create a context, allocate 1 GiB and exit, back to back, on other cores
  ipc_churn   one process maps another's 8 device buffers (CUDA IPC, 256 MiB each) and unmaps them,
              back to back, as a judge and its candidates do at every evaluation, on other cores
  contexts    4 other processes hold a context and 2 GiB each, idle (a batch has a judge, the
              candidate in the lane, warmed ones waiting and one ending), on other cores
  profiler    another process starts and stops torch's profiler (CUPTI) back to back around a
              small kernel, as audited calls do, on other cores
Prints one JSON line per condition: seconds per sample, median, min, max, and of them the median
of torch.cuda.init() alone (the driver's start, before any context) and whether a context existed
after it.
Usage: python3 bench/context_cost.py [--repeats 8] [--only quiet ipc_churn ...]"""
import argparse
import json
import multiprocessing as mp
import os
import statistics
import time

import torch

from anvil.runtime import cuda_driver


def create_context(cpus: list[int], out) -> None:
    """In a forked child: pinned to `cpus`, create the context as cuda_driver.ensure_context does."""
    try:
        os.sched_setaffinity(0, cpus)
        t0 = time.monotonic()
        torch.cuda.init()  # the driver (cuInit) and torch's CUDA state: no context yet?
        t_init = time.monotonic() - t0
        active = cuda_driver.primary_context_active()
        torch.empty(1, device="cuda")
        torch.cuda.set_per_process_memory_fraction(0.5)
        torch.cuda.synchronize()
        out.send((time.monotonic() - t0, t_init, active))
    except Exception as e:  # noqa: BLE001 - reported to the parent, which stops
        out.send(f"{type(e).__name__}: {e}")
    os._exit(0)


def gemm_loop(stop) -> None:
    a = torch.randn(8192, 8192, device="cuda")
    while not stop.is_set():
        for _ in range(20):
            a = (a @ a) / 8192.0
        torch.cuda.synchronize()


def alloc_loop(cpus: list[int], stop) -> None:
    os.sched_setaffinity(0, cpus)
    while not stop.is_set():
        x = torch.empty(1 << 30, dtype=torch.uint8, device="cuda")
        del x
        torch.cuda.empty_cache()


def _short_lived() -> None:
    torch.empty(1 << 30, dtype=torch.uint8, device="cuda")
    torch.cuda.synchronize()


def teardown_loop(cpus: list[int], stop) -> None:
    os.sched_setaffinity(0, cpus)
    spawn = mp.get_context("spawn")
    while not stop.is_set():
        p = spawn.Process(target=_short_lived)
        p.start()
        p.join()


def profiler_loop(cpus: list[int], stop) -> None:
    """The audit's profiler started and stopped back to back around a small kernel, as the lane's
    candidate does for its audited calls while the next candidate warms."""
    from torch.profiler import ProfilerActivity, profile
    os.sched_setaffinity(0, cpus)
    x = torch.randn(1 << 20, device="cuda")
    while not stop.is_set():
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
            (x * 2).sum().item()
        prof.events()


def ipc_owner(cpus: list[int], handles, stop) -> None:
    from anvil.runtime import cuda_driver
    os.sched_setaffinity(0, cpus)
    torch.cuda.init()
    cuda_driver.ensure_context()
    ptrs = [cuda_driver.mem_alloc(256 << 20) for _ in range(8)]
    handles.send([cuda_driver.ipc_handle(p) for p in ptrs])
    stop.wait()
    for p in ptrs:
        cuda_driver.mem_free(p)


def ipc_mapper(cpus: list[int], handles, stop) -> None:
    from anvil.runtime import cuda_driver
    os.sched_setaffinity(0, cpus)
    torch.cuda.init()
    cuda_driver.ensure_context()
    hs = handles.recv()
    while not stop.is_set():
        for p in [cuda_driver.ipc_open(h) for h in hs]:
            cuda_driver.ipc_close(p)


def hold_context(cpus: list[int], stop) -> None:
    os.sched_setaffinity(0, cpus)
    x = torch.empty(2 << 30, dtype=torch.uint8, device="cuda")
    torch.cuda.synchronize()
    stop.wait()
    del x


def spin(cpu: int, stop) -> None:
    os.sched_setaffinity(0, [cpu])
    while not stop.is_set():
        pass


def sample(cpus: list[int]) -> tuple[float, float, bool]:
    """(seconds in all, of them torch.cuda.init(), whether a context existed after it)"""
    ctx = mp.get_context("fork")
    recv, send = ctx.Pipe(duplex=False)
    p = ctx.Process(target=create_context, args=(cpus, send))
    p.start()
    secs = recv.recv()
    p.join()
    if isinstance(secs, str):
        raise SystemExit(f"creating a CUDA context failed: {secs}")
    return secs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=8)
    ap.add_argument("--only", nargs="*", help="conditions to run (default: all)")
    args = ap.parse_args()
    cores = sorted(os.sched_getaffinity(0))
    mine, other = cores[:2], cores[2:4] if len(cores) >= 4 else cores[:2]
    spawn = mp.get_context("spawn")  # the GEMM loop needs a CUDA context of its own
    fork = mp.get_context("fork")
    conds = ("quiet", "gpu_busy", "cpu_shared", "cpu_apart", "alloc_churn", "teardown", "ipc_churn", "contexts",
             "profiler")
    for cond in args.only or conds:
        gpu_helper = cond in ("gpu_busy", "alloc_churn", "teardown", "ipc_churn", "contexts", "profiler")
        stop = (spawn if gpu_helper else fork).Event()
        helpers = []
        if cond == "gpu_busy":
            helpers = [spawn.Process(target=gemm_loop, args=(stop,))]
        elif cond == "alloc_churn":
            helpers = [spawn.Process(target=alloc_loop, args=(other, stop))]
        elif cond == "teardown":
            helpers = [spawn.Process(target=teardown_loop, args=(other, stop))]
        elif cond == "profiler":
            helpers = [spawn.Process(target=profiler_loop, args=(other, stop))]
        elif cond == "contexts":
            helpers = [spawn.Process(target=hold_context, args=(other, stop)) for _ in range(4)]
        elif cond == "ipc_churn":
            recv, send = spawn.Pipe(duplex=False)
            helpers = [spawn.Process(target=ipc_owner, args=(other, send, stop)),
                       spawn.Process(target=ipc_mapper, args=(other, recv, stop))]
        elif cond.startswith("cpu"):
            helpers = [fork.Process(target=spin, args=(c, stop)) for c in mine for _ in range(2)]
        for h in helpers:
            h.start()
        time.sleep(3.0 if gpu_helper else 0.5)  # the helper's own context and first steps
        pin = other if cond == "cpu_apart" else mine
        got = [sample(pin) for _ in range(args.repeats)]
        xs, inits = [g[0] for g in got], [g[1] for g in got]
        stop.set()
        for h in helpers:
            h.join(timeout=30)
        print(json.dumps({"condition": cond, "cpus": pin, "seconds": [round(x, 4) for x in xs],
                          "median": round(statistics.median(xs), 4), "min": round(min(xs), 4),
                          "max": round(max(xs), 4), "init_median": round(statistics.median(inits), 4),
                          "context_after_init": any(g[2] for g in got)}), flush=True)


if __name__ == "__main__":
    main()
