"""Timing loops run on the GPU. Each iteration: a short spin kernel ("lead") keeps the GPU busy
while the host issues the call, so the host's launch latency (and its jitter under load) is not
counted as GPU time; then the L2 cache is flushed by writing twice its size; CUDA events bracket
the call; the whole device is synchronised, so work on side streams or left in flight is waited
for. A sample is the GPU time between the events: it includes every gap in which the GPU waited
for the host after the call began (host-bound code, synchronisations inside the call), and
leaves out at most the lead, which the judge caps at LEAD_CAP_MS whatever the call's host time."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import torch

# Captured at import, before any candidate code: the flush must stay a flush whatever is done to
# torch.Tensor later (the static gate refuses patching it, through `type(x)` too).
_ZERO = torch.Tensor.zero_

_SLEEP_CYCLES_PER_MS: float | None = None
FIRST_LEAD_MS = 1.0  # lead for warm-up calls, before the host time of a call is known
LEAD_CAP_MS = 1.0    # the most host time before the first launch that can go uncounted


def flush_buffer(device: torch.device) -> torch.Tensor:
    l2 = torch.cuda.get_device_properties(device).L2_cache_size or (64 << 20)
    return torch.empty(2 * l2 // 4, dtype=torch.float32, device=device)


def sleep_cycles_per_ms() -> float:
    """Clock cycles of torch.cuda._sleep per millisecond on this GPU, measured once."""
    global _SLEEP_CYCLES_PER_MS
    if _SLEEP_CYCLES_PER_MS is None:
        torch.cuda._sleep(1000)
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        cycles = 4_000_000
        s.record()
        torch.cuda._sleep(cycles)
        e.record()
        e.synchronize()
        _SLEEP_CYCLES_PER_MS = cycles / max(s.elapsed_time(e), 1e-3)
    return _SLEEP_CYCLES_PER_MS


def lead_for(host_ms: list[float]) -> float:
    """Lead long enough that the host has issued the whole call before the GPU reaches it, up to
    LEAD_CAP_MS: a call that needs longer is host-bound, and the excess shows up as GPU idle time
    inside the events. (A call that synchronises has a host time that includes the lead itself;
    the cap keeps that from feeding back.)"""
    if not host_ms:
        return FIRST_LEAD_MS
    h = sorted(host_ms)[len(host_ms) // 2]
    return max(0.1, min(LEAD_CAP_MS, 2.0 * h + 0.05))


@dataclass
class Rounds:
    """Per-iteration measurements of one run of iterations."""
    device_ms: list[float] = field(default_factory=list)  # events around the call
    host_ms: list[float] = field(default_factory=list)    # host time to issue the call
    flush_ms: list[float] = field(default_factory=list)
    lead_ms: list[float] = field(default_factory=list)    # measured spin time before the flush
    gap_ms: list[float] = field(default_factory=list)     # GPU idle from a call's end to the next lead
    wall_ms: float = 0.0
    last: dict = field(default_factory=dict)              # last outputs per input set (keep_last)

    @property
    def samples(self) -> list[float]:
        return list(self.device_ms)

    def as_json(self) -> dict:
        return {"device_ms": self.device_ms, "host_ms": self.host_ms, "flush_ms": self.flush_ms,
                "lead_ms": self.lead_ms, "gap_ms": self.gap_ms, "wall_ms": self.wall_ms}

    @staticmethod
    def from_json(d: dict) -> "Rounds":
        return Rounds([float(x) for x in d["device_ms"]], [float(x) for x in d["host_ms"]],
                      [float(x) for x in d["flush_ms"]], [float(x) for x in d["lead_ms"]],
                      [float(x) for x in d.get("gap_ms", [])], float(d["wall_ms"]))

    def accounted_ms(self) -> float:
        """GPU time the events account for: lead, flush and call of every iteration."""
        return sum(self.lead_ms) + sum(self.flush_ms) + sum(self.device_ms)

    def unaccounted_split(self, outer_ms: float) -> dict:
        """Where the time outside the events went, per iteration (diagnosis; the loop's own clock
        is the timed process's word): inside the loop (gaps: the host between a call's end and the
        next lead, i.e. waking from the synchronise and launching the spin) and outside it (the
        message round trip and the round's setup)."""
        n = max(1, len(self.device_ms))
        gaps = sorted(self.gap_ms)
        return {"in_loop_ms": (self.wall_ms - self.accounted_ms()) / n, "outside_ms": (outer_ms - self.wall_ms) / n,
                "gap_median_ms": gaps[len(gaps) // 2] if gaps else None, "gap_max_ms": gaps[-1] if gaps else None}


def run_iterations(fn, arg_sets: list, iters: int, flush: torch.Tensor, lead_ms: float = FIRST_LEAD_MS,
                   keep_last: bool = False) -> Rounds:
    """Run fn(*arg_sets[i % k]) iters times, each behind a lead spin and an L2 flush."""
    n = iters
    cycles = int(lead_ms * sleep_cycles_per_ms()) if lead_ms > 0 else 0  # 0: no spin kernel at all
    leads = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    flushes = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    r = Rounds()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for i in range(n):
        k = i % len(arg_sets)
        leads[i].record()
        if cycles:
            torch.cuda._sleep(cycles)
        flushes[i].record()
        _ZERO(flush)
        starts[i].record()
        h0 = time.perf_counter()
        out = fn(*arg_sets[k])
        r.host_ms.append((time.perf_counter() - h0) * 1e3)
        ends[i].record()
        torch.cuda.synchronize()
        if keep_last:
            r.last[k] = out
        del out
    r.wall_ms = (time.perf_counter() - t0) * 1e3
    r.device_ms = [s.elapsed_time(e) for s, e in zip(starts, ends)]
    r.flush_ms = [f.elapsed_time(s) for f, s in zip(flushes, starts)]
    r.lead_ms = [a.elapsed_time(f) for a, f in zip(leads, flushes)]
    r.gap_ms = [e.elapsed_time(a) for e, a in zip(ends, leads[1:])]
    return r


def series(fn, arg_sets: list, flush: torch.Tensor, budget_s: float, target_rse: float = 0.002,
           min_rounds: int = 3) -> dict:
    """Time fn alone: a warm-up that sizes the first round and its lead, then rounds until the
    relative standard error is under target_rse or the budget is spent, each sized again from the
    rounds so far (a warm-up slowed by a busy host would leave every round at the fewest calls).
    Returns summarize() plus host time."""
    warm = run_iterations(fn, arg_sets, 2, flush)
    est, lead = min(warm.samples), lead_for(warm.host_ms)
    samples, host, t0, rounds = [], [], time.monotonic(), 0
    while True:
        r = run_iterations(fn, arg_sets, iters_for(est), flush, lead)
        samples += r.samples
        host += r.host_ms
        rounds += 1
        st = summarize(samples)
        est, lead = st["median_ms"], lead_for(host)
        if (rounds >= min_rounds and st["rse"] < target_rse) or time.monotonic() - t0 > budget_s:
            return {**st, "host_ms": summarize(host)["median_ms"], "rounds": rounds}


def summarize(xs: list[float]) -> dict:
    s = sorted(xs)
    n = len(s)
    if n == 0:
        return {"median_ms": float("nan"), "iqr_ms": float("nan"), "mean_ms": float("nan"),
                "rse": float("inf"), "samples": 0, "min_ms": float("nan")}

    def q(p):
        pos = p * (n - 1)
        lo = math.floor(pos)
        hi = min(lo + 1, n - 1)
        return s[lo] + (s[hi] - s[lo]) * (pos - lo)

    mean = sum(s) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in s) / (n - 1)) if n > 1 else 0.0
    median = q(0.5)
    return {"median_ms": median, "iqr_ms": q(0.75) - q(0.25), "mean_ms": mean,
            "rse": median_se(s) / median if n > 2 and median > 0 else float("inf"),
            "rse_mean": (sd / math.sqrt(n)) / mean if n > 1 and mean > 0 else float("inf"),
            "samples": n, "min_ms": s[0]}


def median_se(s: list[float]) -> float:
    """Standard error of the median of sorted samples, free of any assumed distribution: the order
    statistics n/2 -/+ 0.98 sqrt(n) bound its 95 % confidence interval, which spans 3.92 standard
    errors. What is reported is the median, so this is the precision that ends the rounds; the
    mean's standard error (rse_mean) is blown up by a rare slow sample (another process's work
    slipping in) that leaves the median where it was."""
    n = len(s)
    half = 0.98 * math.sqrt(n)
    lo = max(0, math.floor(n / 2 - half))
    hi = min(n - 1, math.ceil(n / 2 + half) - 1)
    return (s[hi] - s[lo]) / 3.92


def iters_for(estimate_ms: float, round_ms: float = 25.0, lo: int = 3, hi: int = 200) -> int:
    """Iterations per round so that a round lasts about round_ms."""
    if estimate_ms <= 0:
        return hi
    return max(lo, min(hi, int(round_ms / estimate_ms)))
