"""Throughput and latency of `anvil eval` on a saturating batch: every bundled reference solution,
repeated --copies times. Prints wall time, candidates per minute, how busy the GPU was against two
GPU-bound limits (the exclusive timing sections alone, which nothing may overlap; and all the GPU's
work, as its GPM counters saw it active, with nvidia-ml-py installed), and where per-candidate time
went. Usage:
    python3 bench/throughput.py --anvil build/anvil --copies 3 [-- extra anvil eval args]
    python3 bench/throughput.py --report saved.jsonl   (the numbers of a saved run; with --save the
    GPM intervals go to saved.jsonl.gpm.json beside it, which --report reads for the GPU's share)"""

import argparse
import collections
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import gpu_busy
import gpu_by_phase
import slow_rounds
import warm_fit

REPO = Path(__file__).resolve().parent.parent


class GpuSampler(gpu_busy.PeriodicSampler):
    """nvidia-smi's utilisation (share of time a kernel ran) and device memory in use, every 0.2 s
    while the batch runs: the GPU-bound fraction of the batch, measured rather than inferred, and
    how full the device got (what limits several judges per GPU). Empty without nvidia-smi."""

    def __init__(self, enabled: bool = True):
        self.samples: list[float] = []
        self.memory_mib: list[float] = []
        super().__init__(enabled and bool(shutil.which("nvidia-smi")), 0.2)

    def sample(self):
        cmd = ["nvidia-smi", "--query-gpu=utilization.gpu,memory.used", "--format=csv,noheader,nounits", "-i", "0"]
        try:
            util, mem = subprocess.run(cmd, capture_output=True, text=True, timeout=5).stdout.split(",")
            self.samples.append(float(util))
            self.memory_mib.append(float(mem))
        except (ValueError, subprocess.SubprocessError):
            pass


def union(intervals: list) -> list:
    """Merged, sorted [start, end] intervals."""
    out = []
    for a, b in sorted(i for i in intervals if i[1] > i[0]):
        if out and a <= out[-1][1]:
            out[-1][1] = max(out[-1][1], b)
        else:
            out.append([a, b])
    return out


def measure(intervals: list, within: list | None = None) -> float:
    """Seconds covered by the union of intervals (intersected with the union `within`)."""
    u = union(intervals)
    if within is None:
        return sum(b - a for a, b in u)
    w, total = union(within), 0.0
    for a, b in u:
        for c, d in w:
            total += max(0.0, min(b, d) - max(a, c))
    return total


def timeline(vs: list) -> dict | None:
    """The GPU's timeline rebuilt from the judges' gate traces (--trace): how much of the batch the
    device was timing, checking (shared holds, no timer), held by nobody while an evaluation was in
    a lane, or had no evaluation at all; and how long timers waited for checks to let go."""
    traces = [v["durations"]["gate_trace"] for v in vs if "gate_trace" in v.get("durations", {})]
    if not traces:
        return None
    spans = [t["span"] for t in traces]
    holds = [h for t in traces for h in t["holds"]]
    excl = [[h[2], h[3]] for h in holds if h[0] == "exclusive"]
    shared = [[h[2], h[3]] for h in holds if h[0] == "shared"]
    start, end = min(a for a, _ in spans), max(b for _, b in spans)
    wall = end - start
    t_excl = measure(excl)
    t_shared_only = measure(shared) - measure(shared, excl)
    t_held = measure(excl + shared)
    t_in_lane = measure(spans)
    timer_waits = [[h[1], h[2]] for h in holds if h[0] == "exclusive"]
    # What the core held the gate for (process_trace: warms, and candidates' ends under the gate).
    ptraces = [v["durations"].get("process_trace") or {} for v in vs]
    warms = [p[k] for p in ptraces for k in p if k.startswith("warm")]  # a warm's steps (context, then the rest)
    exits = [p["exit"] for p in ptraces if "exit" in p]
    loads = [p["load"] for p in ptraces if "load" in p]  # the import, under the gate (the static gate before it)
    # Not saturated: no evaluation in any lane and no candidate ready for one (still compiling or
    # warming: the batch's head and tail, or a slow compile), as opposed to the core's own gaps.
    gaps = [[a, b] for (_, a), (b, _) in zip(union(spans), union(spans)[1:])]
    ready = [[max(p[k][1] for k in p if k.startswith("warm") or k == "compile"), p["lane_entry"]]
             for p in ptraces if "lane_entry" in p and "compile" in p]
    unready = []  # the gaps' parts that no ready candidate covers
    for a, b in gaps:
        t = a
        for c, d in union([[max(a, c), min(b, d)] for c, d in ready]):
            unready.append([t, c])
            t = d
        unready.append([t, b])
    unready = [i for i in unready if i[1] > i[0]]
    return {"wall": wall, "start": start, "end": end, "exclusive": t_excl, "exclusive_spans": excl,
            "shared_only": t_shared_only,
            "not_saturated": measure(unready), "not_saturated_spans": unready,
            "unheld_in_lane": t_in_lane - t_held, "no_evaluation": wall - t_in_lane,
            "timer_waiting": measure(timer_waits), "timer_waiting_on_checks": measure(timer_waits, shared),
            "timer_waiting_on_warms": measure(timer_waits, warms),
            "timer_waiting_on_exits": measure(timer_waits, exits),
            "timer_waiting_on_loads": measure(timer_waits, loads)}


def phase_report(vs: list) -> list[str]:
    """From the judges' phase logs (--trace): per phase, how often it ran per candidate and what its
    first run cost against the later ones (first calls pay set-up: mappings, allocations, loads)."""
    first, later, count = {}, {}, {}
    n = 0
    for v in vs:
        log = (v["durations"].get("gate_trace") or {}).get("phases")
        if not log:
            continue
        n += 1
        seen = {}
        for entry in log:
            if entry[0] == "candidate.run/parts":
                for part, secs in (entry[1] or {}).items():
                    name = "  run/" + part
                    k = seen[name] = seen.get(name, 0) + 1
                    (first if k == 1 else later).setdefault(name, []).append(secs)
                continue
            if isinstance(entry[1], dict):  # a record, not a phase (judge.memory)
                continue
            name, a, b = entry
            k = seen[name] = seen.get(name, 0) + 1
            (first if k == 1 else later).setdefault(name, []).append(b - a)
        for name, k in seen.items():
            count[name] = count.get(name, 0) + k
    if not n:
        return []
    rows = sorted(count, key=lambda k: -(sum(first.get(k, [])) + sum(later.get(k, []))))
    out = [f"phases over {n} candidates (ms): runs per candidate, first run mean, later runs mean, total per candidate"]
    for k in rows:
        f, l = first.get(k, []), later.get(k, [])
        out.append(f"  {k:<30} {count[k] / n:5.1f}  {1e3 * statistics.mean(f) if f else 0:8.2f}  "
                   f"{1e3 * statistics.mean(l) if l else 0:8.2f}  {1e3 * (sum(f) + sum(l)) / n:8.1f}")
    return out


def report(vs: list, wall: float, gpu: "GpuSampler | None" = None, wall_is: str = "",
           run_span: tuple | None = None, gpm_intervals: list | None = None, gpm_error: str = "") -> None:
    """Print the batch's numbers from its verdicts (wall: seconds the batch took; wall_is says
    what it was measured as when not the whole run; run_span: the run's start and end on the
    monotonic clock the traces use)."""
    d = lambda k: [v["durations"].get(k, 0.0) for v in vs]  # noqa: E731
    lane, total = sum(d("lane")), d("total")
    phases = {}
    for v in vs:
        for k, secs in (v["durations"].get("lane_phases") or {}).items():
            phases[k] = phases.get(k, 0.0) + secs
    exclusive = phases.get("timing.exclusive", 0.0)
    correct = sum(v["correct"] for v in vs)
    print(f"candidates            {len(vs)} ({correct} correct)")
    print(f"wall                  {wall:.1f} s  ({60 * len(vs) / wall:.1f} candidates/min){wall_is}")
    print(f"lane busy (sum)       {lane:.1f} s  = {100 * lane / wall:.1f}% of wall (summed over lanes)")
    # Timing must have the GPU to itself; everything else could overlap it in principle. So one
    # GPU-bound limit of a batch is the sum of its exclusive timing sections; the other (GPU active,
    # below) counts every kernel the verdicts needed, checks too.
    print(f"exclusive timing      {exclusive:.1f} s  = {100 * exclusive / wall:.1f}% of wall (a GPU-bound limit: timing alone)")
    if gpu is not None and gpu.samples:
        print(f"GPU utilisation       {statistics.mean(gpu.samples):.1f}% mean over {len(gpu.samples)} samples "
              f"(nvidia-smi: share of time a kernel ran)")
        mem = sorted(gpu.memory_mib)
        print(f"device memory used    median {mem[len(mem) // 2] / 1024:.1f} GiB, max {mem[-1] / 1024:.1f} GiB")
    if gpm_intervals is not None and (gpm_error or not gpm_intervals):
        print(f"GPU active (GPM)      unavailable: {gpm_error or 'no samples'}")
    elif gpm_intervals:
        b = gpu_busy.busy(gpm_intervals, *(run_span or (None, None)))
        print(f"GPU active (GPM)      {b['active_s']:.1f} s = {100 * b['active_s'] / b['seconds']:.1f}% of wall "
              f"(SMs busy {100 * b['sm_busy_s'] / b['seconds']:.1f}%; hardware counters: share of time any kernel ran)")
    print("lane time by phase (s, summed): " + ", ".join(
        f"{k}={secs:.1f}" for k, secs in sorted(phases.items(), key=lambda kv: -kv[1]) if secs >= 0.5))
    for k in ("static", "load_wait", "load", "compile", "warm_wait", "warm", "warm_gap", "lane_wait", "gate_wait", "lane", "total"):
        if not any(k in v["durations"] for v in vs):
            continue  # warms only with --compile-pass meta; static and load_wait from runs since 2026-12-02b
        xs = d(k)
        print(f"per candidate {k:<11} median {statistics.median(xs):.2f} s  max {max(xs):.2f} s")
    parts = [v["durations"]["warm_parts"] for v in vs if isinstance(v["durations"].get("warm_parts"), dict)]
    if parts:  # where a warm's time goes (it holds the GPU gate shared: a timer waits for it)
        print("warm parts, median s: " + ", ".join(f"{k} {statistics.median(p.get(k, 0.0) for p in parts):.3f}"
                                                  for k in parts[0]))
    print(f"latency (total) p50 {statistics.median(total):.2f} s")
    rest = (lane - exclusive - sum(d("gate_wait"))) / len(vs)
    print(f"lane per candidate, mean: exclusive timing {exclusive / len(vs):.3f} s, the rest {rest:.3f} s "
          f"(not counting gate waits)")
    rounds = [((v.get("timing") or {}).get("detail") or {}).get("rounds") for v in vs]
    rounds = [r for r in rounds if r]
    flags = collections.Counter(f for v in vs for f in v.get("flags", []))
    if rounds:
        print(f"timed rounds median {statistics.median(rounds):g}; flags: "
              + (", ".join(f"{k}={n}" for k, n in sorted(flags.items())) or "none"))
    first, later = [], []  # each round's median over the verdict's, per timed function
    for v in vs:
        t = v.get("timing") or {}
        for name, meds in (((t.get("detail") or {}).get("round_medians_ms")) or {}).items():
            whole = (t.get(name) or {}).get("median_ms")
            if whole and meds:
                first.append(meds[0] / whole)
                later += [m / whole for m in meds[1:]]
    if first:  # slow rounds cost more rounds (the rse target) and say something disturbed the GPU
        slow = lambda xs: 100 * sum(x > 1.05 for x in xs) / max(1, len(xs))  # noqa: E731
        print(f"rounds over 5 % slower than their verdict's median: {slow(first + later):.1f} % "
              f"(first rounds {slow(first):.1f} %, later {slow(later):.1f} %; worst {max(first + later):.2f}x)")
    fresh = sorted(f["ratio"] for f in (((v.get("timing") or {}).get("detail") or {}).get("fresh_inputs") for v in vs)
                   if f and f.get("ratio") is not None)
    if fresh:  # honest kernels sit near 1; over 1.5 (and 0.02 ms) is judged memoized
        print(f"calls on fresh values / timed median: median {statistics.median(fresh):.3f}, "
              f"max {fresh[-1]:.3f} over {len(fresh)} candidates")
    tl = timeline(vs)
    if tl:
        w = tl["wall"]
        if run_span:  # anvil's start-up (processes, CUDA, the first compile) and shut-down
            print(f"outside the lanes     {tl['start'] - run_span[0]:.1f} s from the start to the first lane entry, "
                  f"{run_span[1] - tl['end']:.1f} s from the last lane exit to the end")
        print(f"GPU timeline over {w:.1f} s (first lane entry to last exit), from the gate traces:")
        for k in ("exclusive", "shared_only", "unheld_in_lane", "no_evaluation", "timer_waiting",
                  "timer_waiting_on_checks", "timer_waiting_on_warms", "timer_waiting_on_exits",
                  "timer_waiting_on_loads"):
            print(f"  {k:<24} {tl[k]:7.1f} s  {100 * tl[k] / w:5.1f}%")
        b = gpu_busy.busy(gpm_intervals, tl["start"], tl["end"]) if gpm_intervals else None
        # GPM samples lag the GPU: the lag that fits the lanes best (gpu_by_phase), read once
        fit = gpu_by_phase.best_fit(vs, gpm_intervals, tl["start"], tl["end"]) if gpm_intervals else None
        if b:  # the saturated part of the batch: its GPU-bound limit is the time the GPU was active
            print(f"  GPU active (GPM)         {b['active_s']:7.1f} s  {100 * b['active_s'] / b['seconds']:5.1f}%  "
                  f"(SMs busy {100 * b['sm_busy_s'] / b['seconds']:.1f}%)")
            lost = [gpu_busy.busy(gpm_intervals, a, z) for a, z in tl["not_saturated_spans"]]
            sat = b["seconds"] - tl["not_saturated"]
            act = b["active_s"] - sum(x["active_s"] for x in lost if x)
            print(f"  not saturated            {tl['not_saturated']:7.1f} s  (no evaluation and no candidate ready); "
                  f"GPU active {100 * act / sat:.1f}% of the other {sat:.1f} s")
            # The protocol's bound: a timed section claims the whole GPU for its length (nothing may
            # overlap it, and its syncs leave gaps no scheduler can fill); the rest of the GPU's work
            # could in principle be packed end to end. Their sum is the least time the batch needs.
            lag = fit[1]
            seen = gpu_by_phase.shifted(gpm_intervals, lag)
            in_excl = [gpu_busy.busy(seen, a, z) for a, z in union(tl["exclusive_spans"])]
            claimed = tl["exclusive"] + gpu_busy.busy(seen, tl["start"], tl["end"])["active_s"] \
                - sum(x["active_s"] for x in in_excl if x)
            print(f"  GPU claimed              {claimed:7.1f} s  {100 * claimed / b['seconds']:5.1f}%  (exclusive "
                  f"sections whole, plus GPU active outside them at lag {lag:+.2f} s; {100 * claimed / sat:.1f}% "
                  f"of the saturated {sat:.1f} s)")
        print("\n".join(phase_report(vs)))
        if gpm_intervals:
            print("\n".join(gpu_by_phase.report(vs, gpm_intervals, tl["start"], tl["end"], fit)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--anvil", default=str(REPO / "build" / "anvil"))
    ap.add_argument("--copies", type=int, default=3)
    ap.add_argument("--mode", default="auto")
    ap.add_argument("--save", help="also keep the verdicts (JSON lines) here")
    ap.add_argument("--trace", action="store_true", help="judges record their GPU gate holds; print the GPU's timeline")
    ap.add_argument("--no-smi", action="store_true", help="do not sample nvidia-smi or GPM (their queries take driver locks: "
                    "a check that they do not disturb timing)")
    ap.add_argument("--report", metavar="FILE", help="print the numbers of verdicts saved earlier (--save) instead of "
                                                      "running; wall is then the traces' span, or the lanes' sum")
    ap.add_argument("--gpm-period", type=float, default=0.1, help="seconds between GPM samples (the idle "
                    "attribution needs several per lane)")
    ap.add_argument("rest", nargs="*", help="extra arguments for anvil eval (after --)")
    args = ap.parse_args()
    if args.report:
        vs = [json.loads(line) for line in Path(args.report).read_text().splitlines() if line.strip()]
        tl = timeline(vs)
        side = Path(args.report + ".gpm.json")  # GPM intervals saved beside the verdicts, if any
        intervals = json.loads(side.read_text()) if side.exists() else None
        if tl:
            report(vs, tl["wall"], wall_is=" [first lane entry to last exit, not the whole run]",
                   gpm_intervals=intervals)
        else:
            report(vs, sum(v["durations"].get("lane", 0.0) for v in vs), wall_is=" [the lanes' time summed]")
        print("\n".join(slow_rounds.report(vs) + warm_fit.report(vs)))
        return 0
    rows = []
    for sol in sorted((REPO / "solutions").rglob("*.py")):
        pid = str(sol.relative_to(REPO / "solutions").with_suffix(""))
        for c in range(args.copies):
            rows.append({"id": f"{pid}#{c}", "problem": pid, "code": sol.read_text()})
    with tempfile.TemporaryDirectory() as tmp:
        batch = Path(tmp) / "batch.jsonl"
        out = Path(args.save) if args.save else Path(tmp) / "out.jsonl"  # verdicts land as they come
        batch.write_text("".join(json.dumps(r) + "\n" for r in rows))
        t0 = time.monotonic()
        env = {**os.environ, **({"ANVIL_GATE_TRACE": "1"} if args.trace else {})}
        with GpuSampler(not args.no_smi) as gpu, \
                (gpu_busy.GpmSampler(period=args.gpm_period) if not args.no_smi else contextlib.nullcontext()) as gpm:
            proc = subprocess.run([args.anvil, "eval", str(batch), "--mode", args.mode, "-o", str(out),
                                   *args.rest], stderr=subprocess.PIPE, text=True, env=env)
        t_end = time.monotonic()
        wall = t_end - t0
        if proc.returncode != 0:
            print(proc.stderr, file=sys.stderr)
            return 1
        vs = [json.loads(line) for line in out.read_text().splitlines()]
    intervals = gpm.intervals() if gpm is not None and not gpm.error else []
    if args.save and intervals:
        Path(args.save + ".gpm.json").write_text(json.dumps(intervals))
    report(vs, wall, gpu, run_span=(t0, t_end), gpm_intervals=None if gpm is None else intervals,
           gpm_error=gpm.error if gpm is not None else "")
    for line in proc.stderr.splitlines():
        if line.startswith("anvil: start-up:"):
            print(line)
    print("\n".join(slow_rounds.report(vs) + warm_fit.report(vs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
