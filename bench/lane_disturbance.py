"""What slows a timed round while candidates compile? One process times rounds of a fixed GEMM
and a fixed copy as the judge does (lead spin, L2 flush, events), while eight forked processes
repeat one part of a candidate's compile pass each, over and over; prints, per part, the share of
rounds whose median is over 5 % above the quiet median. Parts: nothing, CUDA context creation,
placeholder allocation (2 GiB, 256 MiB zeroed), the profiler's warm-up (audit.prepare), all of
these in turn, and `created`: contexts created and kept, never torn down while rounds are timed
(a warm's context without the end of another process; --held caps how many), and `driver`: the
same with torch.cuda.init() alone (the driver started, no context). Usage:
python3 bench/lane_disturbance.py [--seconds 8] [--procs 8] [--held 48] [--only PART ...]"""
import argparse
import json
import multiprocessing as mp
import os
import subprocess
import sys
import time

import torch

PARTS = ("nothing", "context", "allocate", "profiler", "all", "created", "driver")


def timer(seconds: float) -> None:
    """In its own process: rounds of 9 GEMM calls and of 9 copies until the time is up; prints
    each round's median per workload as JSON."""
    from anvil.runtime import timing
    torch.backends.cuda.matmul.allow_tf32 = False
    a, b = torch.randn(4096, 4096, device="cuda"), torch.randn(4096, 4096, device="cuda")
    src = torch.randn(128 << 20, device="cuda")
    dst = torch.empty_like(src)
    flush = timing.flush_buffer(torch.device("cuda"))
    work = {"gemm": (lambda x, y: x @ y, [a, b]), "copy": (lambda s, d: d.copy_(s), [src, dst])}
    out = {k: [] for k in work}
    for fn, a_ in work.values():
        timing.run_iterations(fn, [a_], 3, flush, 0.2)
    print("ready", flush=True)
    t0 = time.monotonic()
    while time.monotonic() - t0 < seconds:
        for k, (fn, args) in work.items():
            r = timing.run_iterations(fn, [args], 9, flush, 0.2)
            out[k].append(sorted(r.samples)[4])
    print(json.dumps(out))


def act(part: str, ready=None) -> None:
    """One candidate-like process: its part of a compile pass, then exit (`created`: create the
    context, say so, and wait to be killed once the rounds are over)."""
    if part in ("created", "driver"):
        torch.cuda.init()
        if part == "created":
            torch.empty(1, device="cuda")
            torch.cuda.synchronize()
        ready.set()
        time.sleep(3600)
    if part in ("context", "all"):
        torch.cuda.init()
        torch.empty(1, device="cuda")
    if part in ("allocate", "all"):
        x = torch.empty(2 << 30, dtype=torch.uint8, device="cuda")
        y = torch.zeros(256 << 20, dtype=torch.uint8, device="cuda")
        torch.cuda.synchronize()
        del x, y
        torch.cuda.empty_cache()
    if part in ("profiler", "all"):
        from anvil.runtime import audit
        audit.prepare()
    os._exit(0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--procs", type=int, default=8)
    ap.add_argument("--held", type=int, default=48, help="most contexts kept at once (part `created`)")
    ap.add_argument("--only", nargs="+", choices=PARTS, help="these parts only (`nothing` always runs first)")
    ap.add_argument("--timer", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.timer:
        timer(args.seconds)
        return
    fork = mp.get_context("fork")  # this process never touches CUDA: children create their own context
    quiet = None
    parts = ["nothing", *[p for p in args.only if p != "nothing"]] if args.only else PARTS
    for part in parts:
        proc = subprocess.Popen([sys.executable, __file__, "--timer", "--seconds", str(args.seconds)],
                                stdout=subprocess.PIPE, text=True)
        proc.stdout.readline()  # "ready": the timer's start-up (import, CUDA, first calls) is over
        children, started, kept = [], 0, []
        while proc.poll() is None:
            if part in ("created", "driver"):  # in flight: not yet ready; the ready ones are kept, idle
                kept += [c for c, ev in children if ev.is_set()]
                children = [(c, ev) for c, ev in children if not ev.is_set() and c.is_alive()]
            else:
                children = [(c, ev) for c, ev in children if c.is_alive()]
            while (part != "nothing" and len(children) < args.procs
                   and (part not in ("created", "driver") or started < args.held)):
                ev = fork.Event()
                c = fork.Process(target=act, args=(part, ev))
                c.start()
                children.append((c, ev))
                started += 1
            time.sleep(0.01)
        for c in kept + [c for c, _ in children]:
            if part in ("created", "driver"):
                c.kill()
            c.join()
        rounds = json.loads(proc.stdout.read())
        if quiet is None:
            quiet = {k: sorted(v)[len(v) // 2] for k, v in rounds.items()}
        line = []
        for k, v in rounds.items():
            slow = sum(x > 1.05 * quiet[k] for x in v) / len(v)
            line.append(f"{k}: {len(v)} rounds, {100 * slow:.0f}% slow, worst {max(v) / quiet[k]:.3f}")
        print(f"{part:<9} ({started} processes)  " + "; ".join(line), flush=True)


if __name__ == "__main__":
    main()
