"""Throughput and latency of `anvil eval` on a saturating batch: every bundled reference solution,
repeated --copies times. Prints wall time, candidates per minute, how busy the GPU lane was (the
GPU-bound limit is the sum of the exclusive timing sections), and where per-candidate time went. Usage:
    python3 bench/throughput.py --anvil build/anvil --copies 3 [-- extra anvil eval args]"""

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--anvil", default=str(REPO / "build" / "anvil"))
    ap.add_argument("--copies", type=int, default=3)
    ap.add_argument("--mode", default="auto")
    ap.add_argument("--save", help="also keep the verdicts (JSON lines) here")
    ap.add_argument("rest", nargs="*", help="extra arguments for anvil eval (after --)")
    args = ap.parse_args()
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
        proc = subprocess.run([args.anvil, "eval", str(batch), "--mode", args.mode, "-o", str(out),
                               *args.rest], stderr=subprocess.PIPE, text=True)
        wall = time.monotonic() - t0
        if proc.returncode != 0:
            print(proc.stderr, file=sys.stderr)
            return 1
        vs = [json.loads(line) for line in out.read_text().splitlines()]
    d = lambda k: [v["durations"].get(k, 0.0) for v in vs]  # noqa: E731
    lane, total = sum(d("lane")), d("total")
    phases = {}
    for v in vs:
        for k, secs in (v["durations"].get("lane_phases") or {}).items():
            phases[k] = phases.get(k, 0.0) + secs
    exclusive = phases.get("timing.exclusive", 0.0)
    correct = sum(v["correct"] for v in vs)
    print(f"candidates            {len(vs)} ({correct} correct)")
    print(f"wall                  {wall:.1f} s  ({60 * len(vs) / wall:.1f} candidates/min)")
    print(f"lane busy (sum)       {lane:.1f} s  = {100 * lane / wall:.1f}% of wall (summed over lanes)")
    # Timing must have the GPU to itself; everything else could overlap it in principle. So the
    # GPU-bound limit of a batch is the sum of its exclusive timing sections.
    print(f"exclusive timing      {exclusive:.1f} s  = {100 * exclusive / wall:.1f}% of wall (the GPU-bound limit)")
    print("lane time by phase (s, summed): " + ", ".join(
        f"{k}={secs:.1f}" for k, secs in sorted(phases.items(), key=lambda kv: -kv[1]) if secs >= 0.5))
    for k in ("load", "compile", "lane_wait", "gate_wait", "lane", "total"):
        xs = d(k)
        print(f"per candidate {k:<9} median {statistics.median(xs):.2f} s  max {max(xs):.2f} s")
    print(f"latency (total) p50 {statistics.median(total):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
