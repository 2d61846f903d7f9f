"""Where the GPU sat idle during a traced batch: every instant of the lanes' timeline gets one label
(an exclusive timing hold, else the candidate's phase in flight, else the judge's, else a gap in the
lane, else no evaluation), and each label's share of GPU-active time is fitted by least squares from
the GPM intervals (bench/gpu_busy.py; each interval's active seconds against the seconds of each
label in it). Used by bench/throughput.py --trace; GPM intervals must be shorter than a lane."""

from __future__ import annotations

import bisect

import numpy as np

# The candidate's side of the lane, first: while it runs, the judge mostly waits on it.
CANDIDATE = ("ghost", "candidate.run.ghost", "candidate.time.audit", "candidate.run.audit.grad",
             "candidate.run.audit", "candidate.run", "candidate.stash", "candidate.construct", "candidate.time")
GROUP = {"candidate.run.ghost": "ghost", "candidate.run.audit.grad": "candidate.run.audit"}


def label_segments(vs: list) -> list[tuple[float, float, str]]:
    """(start, end, label) pieces covering every lane of the traced verdicts, without overlap."""
    out = []
    for v in vs:
        d = v.get("durations") or {}
        tr, pt = d.get("gate_trace") or {}, d.get("process_trace") or {}
        if "lane_entry" not in pt or "lane_exit" not in pt:
            continue
        a0, b0 = pt["lane_entry"], pt["lane_exit"]
        layers = [[(h[2], h[3], "timing (exclusive hold)") for h in tr.get("holds", []) if h[0] == "exclusive"]]
        phases = [p for p in tr.get("phases", []) if not isinstance(p[1], dict)]
        cand = [(p[1], p[2], GROUP.get(p[0], p[0])) for p in phases if p[0] in CANDIDATE]
        judge = [(p[1], p[2], p[0]) for p in phases if p[0] not in CANDIDATE and not p[0].startswith("timing.")]
        layers += [cand, judge]
        cuts = sorted({a0, b0, *[t for layer in layers for s in layer for t in s[:2] if a0 < t < b0]})
        for a, b in zip(cuts, cuts[1:]):
            mid, label = (a + b) / 2, "lane, no phase"
            for layer in layers:
                hits = [s for s in layer if s[0] <= mid < s[1]]
                if hits:
                    label = max(hits, key=lambda s: s[0])[2]  # the innermost (latest started)
                    break
            if out and out[-1][2] == label and abs(out[-1][1] - a) < 1e-9:
                out[-1] = (out[-1][0], b, label)
            else:
                out.append((a, b, label))
    return out


def fit(segments: list, intervals: list, start: float, end: float, min_share: float = 0.005) -> list[dict]:
    """Per label: seconds in [start, end], fitted GPU-active fraction (clipped to 0..1) and the idle
    seconds that implies. Labels under min_share of the span are pooled as "other"."""
    segs = sorted(segments)
    covered = sum(b - a for a, b, _ in segs)
    seconds: dict[str, float] = {}
    for a, b, lab in segs:
        seconds[lab] = seconds.get(lab, 0.0) + b - a
    span = end - start
    seconds["no evaluation"] = max(0.0, span - covered)
    keep = [k for k, s in sorted(seconds.items(), key=lambda kv: -kv[1]) if s >= min_share * span]
    col = {k: i for i, k in enumerate(keep)}
    other = len(keep)
    ends = [b for _, b, _ in segs]
    rows, y = [], []
    for ia, ib, g, _ in intervals:
        a, b = max(ia, start), min(ib, end)
        if b - a < 0.5 * (ib - ia):
            continue
        x = np.zeros(other + 1)
        i = bisect.bisect_right(ends, a)
        while i < len(segs) and segs[i][0] < b:
            sa, sb, lab = segs[i]
            x[col.get(lab, other)] += min(b, sb) - max(a, sa)
            i += 1
        x[col["no evaluation"] if "no evaluation" in col else other] += max(0.0, (b - a) - x.sum())
        rows.append(x)
        y.append((b - a) * g / 100)
    if len(rows) <= other + 1:
        return []
    X, Y = np.array(rows), np.array(y)
    used = X.sum(axis=0) > 0
    coef = np.zeros(other + 1)
    coef[used] = np.linalg.lstsq(X[:, used], Y, rcond=None)[0]
    resid = Y - X @ coef
    r2 = 1 - float(resid @ resid) / max(1e-12, float(((Y - Y.mean()) ** 2).sum()))
    names = keep + ["other"]
    tot = X.sum(axis=0)
    out = []
    for i, k in enumerate(names):
        if tot[i] <= 0:
            continue
        f = float(min(1.0, max(0.0, coef[i])))
        out.append({"label": k, "seconds": float(tot[i]), "active": f, "idle_s": float(tot[i]) * (1 - f), "r2": r2})
    return out


def shifted(intervals: list, lag: float) -> list:
    return [(a + lag, b + lag, g, s) for a, b, g, s in intervals]


def best_fit(vs: list, intervals: list, start: float, end: float) -> tuple[list[dict], float]:
    """The fit at the lag that explains the samples best, and that lag: a GPM sample read at time t
    was seen to describe the GPU up to about 0.1 s earlier (H200, 2026-12-01: R^2 0.60 unshifted,
    0.71 at -0.1 s), so the intervals are shifted by each lag on a grid."""
    segs = label_segments(vs)
    best, lag = [], 0.0
    for step in range(-10, 3):
        d = 0.02 * step
        rows = fit(segs, shifted(intervals, d), start, end)
        if rows and (not best or rows[0]["r2"] > best[0]["r2"]):
            best, lag = rows, d
    return best, lag


def report(vs: list, intervals: list, start: float, end: float, fit: tuple | None = None) -> list[str]:
    """The best fit (best_fit's, or `fit` where the caller has it), printed as each label's idle
    milliseconds per candidate."""
    best, lag = fit or best_fit(vs, intervals, start, end)
    if not best:
        return []
    rows, n = best, max(1, len(vs))
    out = [f"GPU idle by what the lane was doing (least squares over {len(intervals)} GPM intervals shifted "
           f"{lag:+.2f} s, R^2 {rows[0]['r2']:.2f}; rough: labels come in fixed proportions; ms per candidate):",
           f"  {'label':<28} {'in lane':>8} {'active':>7} {'idle':>7}"]
    for r in sorted(rows, key=lambda r: -r["idle_s"]):
        out.append(f"  {r['label']:<28} {1e3 * r['seconds'] / n:8.1f} {100 * r['active']:6.0f}% {1e3 * r['idle_s'] / n:7.1f}")
    return out
