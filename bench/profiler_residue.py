"""Does a finished torch.profiler session slow a process's later timing? For a small kernel, in a
fresh process each: timing rounds as the judge runs them (timing.run_iterations), never profiled,
then after one profiled call (what every candidate's dynamic audit does before its timing), with
and without TEARDOWN_CUPTI=1 (Kineto detaches CUPTI when the session ends). Prints per variant the
median sample and the per-iteration wall time the events do not account for (what clock_mismatch
compares). Usage: python3 bench/profiler_residue.py"""

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def child(profiled: bool) -> dict:
    import statistics

    import torch

    from anvil.runtime import audit, timing
    x = torch.randn(64 << 20, device="cuda")  # 256 MB: ~0.15 ms to read and write
    fn = lambda a: a * 2.0  # noqa: E731
    flush = timing.flush_buffer(torch.device("cuda"))
    if profiled:
        with audit.record(profile_ops=True, cuda=True):
            fn(x)
            torch.cuda.synchronize()
    timing.run_iterations(fn, [[x]], 5, flush)
    rows = []
    for _ in range(5):
        r = timing.run_iterations(fn, [[x]], 40, flush, lead_ms=0.1)
        rows.append(((r.wall_ms - r.accounted_ms()) / 40, statistics.median(r.samples)))
    return {"unaccounted_ms_per_iter": round(statistics.median(a for a, _ in rows), 4),
            "median_sample_ms": round(statistics.median(b for _, b in rows), 4)}


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        print(json.dumps(child(sys.argv[2] == "1")))
        return 0
    for name, profiled, env in (("never profiled", "0", {}), ("after a profiled call", "1", {}),
                                ("after one, TEARDOWN_CUPTI=1", "1", {"TEARDOWN_CUPTI": "1"})):
        e = {**os.environ, "PYTHONPATH": str(REPO / "python"), **env}
        r = subprocess.run([sys.executable, __file__, "--child", profiled], env=e, capture_output=True, text=True)
        print(f"{name:<30} {r.stdout.strip() or r.stderr[-400:]}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
