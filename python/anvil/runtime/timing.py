"""Timing loops run on the GPU: before each call the L2 cache is flushed by writing a buffer of
twice its size; CUDA events bracket the call; the whole device is synchronised after every
iteration, so work on side streams or left in flight is counted. Statistics for convergence."""

from __future__ import annotations

import math
import time

import torch


def flush_buffer(device: torch.device) -> torch.Tensor:
    l2 = torch.cuda.get_device_properties(device).L2_cache_size or (64 << 20)
    return torch.empty(2 * l2 // 4, dtype=torch.float32, device=device)


def run_iterations(fn, arg_sets: list, iters: int, flush: torch.Tensor, keep_last: bool = False):
    """Run fn(*arg_sets[i % k]) iters times. Returns (call_ms, flush_ms, wall_ms, last_outputs)."""
    n = iters
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    flushes = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    last = {}
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for i in range(n):
        k = i % len(arg_sets)
        flushes[i].record()
        flush.zero_()
        starts[i].record()
        out = fn(*arg_sets[k])
        ends[i].record()
        torch.cuda.synchronize()
        if keep_last:
            last[k] = out
        del out
    wall_ms = (time.perf_counter() - t0) * 1e3
    call_ms = [s.elapsed_time(e) for s, e in zip(starts, ends)]
    flush_ms = [f.elapsed_time(s) for f, s in zip(flushes, starts)]
    return call_ms, flush_ms, wall_ms, last


def summarize(xs: list[float]) -> dict:
    s = sorted(xs)
    n = len(s)

    def q(p):
        pos = p * (n - 1)
        lo = math.floor(pos)
        hi = min(lo + 1, n - 1)
        return s[lo] + (s[hi] - s[lo]) * (pos - lo)

    mean = sum(s) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in s) / (n - 1)) if n > 1 else 0.0
    return {"median_ms": q(0.5), "iqr_ms": q(0.75) - q(0.25), "mean_ms": mean,
            "rse": (sd / math.sqrt(n)) / mean if n > 1 and mean > 0 else float("inf"),
            "samples": n, "min_ms": s[0]}


def iters_for(estimate_ms: float, round_ms: float = 25.0, lo: int = 3, hi: int = 200) -> int:
    """Iterations per round so that a round lasts about round_ms."""
    if estimate_ms <= 0:
        return hi
    return max(lo, min(hi, int(round_ms / estimate_ms)))
