"""How much of the lane's time outside the timed section grows with the data a problem moves: for
each verdict of a throughput run, the bytes of the main shape's inputs and outputs (the problem's
Model run on meta tensors, here, no GPU needed) against the lane's rest (lane time less the
exclusive timing and the gate waits), fitted as fixed + slope x GB; then the same fit per lane
phase, to tell copies (proportional) from round trips and profiler sessions (fixed). Phases inside
the timed sections are left out (candidate.time, timing.eager and the like); `candidate.run/...`
are parts of candidate.run.
Usage: python3 bench/rest_by_size.py V.jsonl [--top 16]"""
import argparse
import json
import sys
from pathlib import Path

import numpy as np
import torch

REPO = Path(__file__).resolve().parent.parent
TIMED = {"timing.exclusive", "gate.wait", "candidate.time", "timing.eager", "timing.inductor", "timing.baseline_warmup"}
sys.path.insert(0, str(REPO / "python"))


def problem_bytes(pid: str) -> tuple[int, int] | None:
    """(input bytes, output bytes) at the main GPU shape, from the reference on meta tensors."""
    from anvil.runtime.problem import instantiate, problem_ref
    try:
        mod = instantiate(problem_ref(REPO / "problems" / f"{pid}.py", REPO / "problems", None), {})
        with torch.device("meta"):
            model = mod.Model(*mod.get_init_inputs())
            xs = mod.get_inputs()
            out = model(*xs)
    except Exception as e:  # noqa: BLE001 - an op without a meta kernel: left out, said so
        print(f"left out {pid}: {type(e).__name__}: {str(e)[:80]}", file=sys.stderr)
        return None
    outs = out if isinstance(out, (tuple, list)) else [out]

    def size(ts):
        return sum(t.numel() * t.element_size() for t in ts if isinstance(t, torch.Tensor))
    return size(xs), size(outs)


def fit(x: np.ndarray, y: np.ndarray) -> tuple[float, float, float]:
    """Least squares y = slope * x + fixed; returns (slope, fixed, R^2)."""
    a = np.vstack([x, np.ones_like(x)]).T
    (slope, fixed), *_ = np.linalg.lstsq(a, y, rcond=None)
    ss = ((y - y.mean()) ** 2).sum()
    r2 = 1 - ((y - a @ (slope, fixed)) ** 2).sum() / ss if ss > 0 else 0.0
    return float(slope), float(fixed), float(r2)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("verdicts")
    ap.add_argument("--top", type=int, default=16, help="phases shown, by their mean per candidate")
    args = ap.parse_args()
    vs = [json.loads(line) for line in open(args.verdicts)]
    sizes = {pid: problem_bytes(pid) for pid in sorted({v["problem"] for v in vs})}
    rows = [v for v in vs if sizes.get(v["problem"]) and v["durations"].get("lane_phases")]
    gb = np.array([sum(sizes[v["problem"]]) / 1e9 for v in rows])
    phases = [v["durations"]["lane_phases"] for v in rows]
    rest = np.array([v["durations"]["lane"] - p.get("timing.exclusive", 0.0) - p.get("gate.wait", 0.0)
                     for v, p in zip(rows, phases)])
    slope, fixed, r2 = fit(gb, rest)
    print(f"{len(rows)} verdicts; inputs + outputs {gb.mean():.2f} GB mean ({gb.min():.2f}-{gb.max():.2f})")
    print(f"rest of the lane: {1000 * fixed:.0f} ms + {1000 * slope:.1f} ms/GB (R^2 {r2:.2f}); "
          f"mean {1000 * rest.mean():.0f} ms, of it {1000 * slope * gb.mean():.0f} ms in proportion to the data")
    names = sorted({k for p in phases for k in p if k not in TIMED},
                   key=lambda k: -sum(p.get(k, 0.0) for p in phases))[:args.top]
    print(f"{'phase':<28} {'mean ms':>8} {'fixed ms':>9} {'ms/GB':>7} {'R^2':>5}")
    for k in names:
        y = np.array([p.get(k, 0.0) for p in phases])
        s, f, r = fit(gb, y)
        print(f"{k:<28} {1000 * y.mean():8.1f} {1000 * f:9.1f} {1000 * s:7.2f} {r:5.2f}")


if __name__ == "__main__":
    main()
