"""Does a candidate's warm fit between two timed sections? From verdicts traced with
ANVIL_GATE_TRACE=1 (bench/throughput.py --trace): each timer's wait for the GPU gate that fell in a
warm, and what it would have been had only the warm's context step been in flight (the rest,
kernels, profiler and check kernels, under a second hold after the timed section); and the window
that second hold would use, from a timed section's end to the ask for the calls on fresh values;
and how much of the waits were on a step begun during the timer's set-up (what its queue holds back).
Usage: python3 bench/warm_fit.py V.jsonl"""
import json
import statistics
import sys


def _quantiles(xs: list) -> str:
    xs = sorted(xs)
    return f"median {statistics.median(xs):.3f}, p10 {xs[len(xs) // 10]:.3f}, p90 {xs[9 * len(xs) // 10]:.3f} s"


def warms(vs: list) -> list:
    """[(start, end of the context step, end)] of every traced warm. A warm in one hold has its
    context's length in warm_parts; in several holds the context is `warm` and the rest `warm_rest`
    (`warm_rest2`, ... when the rest is held a part at a time)."""
    out = []
    for v in vs:
        d = v["durations"]
        pt = d.get("process_trace") or {}
        if "warm" not in pt:
            continue
        w0, w1 = pt["warm"]
        if "warm_rest" in pt:
            out.append((w0, w1, w1))
            out += [(pt[k][0], pt[k][0], pt[k][1]) for k in pt if k.startswith("warm_rest")]
        else:
            context = (d.get("warm_parts") or {}).get("context", w1 - w0)
            out.append((w0, w0 + context, w1))
    return out


def report(vs: list) -> list[str]:
    ws = warms(vs)
    if not ws:
        return []
    waited, context_only, n = 0.0, 0.0, 0
    in_setup = 0.0  # waits on a step begun during the timer's set-up (which GpuGate.queue holds back)
    to_fresh = []
    for v in vs:
        holds = (v["durations"].get("gate_trace") or {}).get("holds", [])
        excl = [h for h in holds if h[0] == "exclusive"]
        if len(excl) >= 2:
            to_fresh.append(excl[1][1] - excl[0][3])
        for i, (_, ask, got, _) in enumerate(excl):
            # The set-up began with the shared hold right before the first exclusive one.
            before = [h for h in holds if h[0] == "shared" and h[3] <= ask + 1e-4]
            setup = before[-1][2] if i == 0 and before else ask
            for w0, wc, w1 in ws:
                if w0 <= ask < w1 and got > ask:
                    n += 1
                    waited += got - ask
                    if w0 > setup:
                        in_setup += got - ask
                    # Only the context in flight: the wait ends with the context step (no later than
                    # it did), and a wait that began in a step after the context would not be.
                    context_only += max(0.0, min(wc, got) - ask)
                    break
    rest = [w1 - wc for _, wc, w1 in ws if w1 > wc]
    lines = [f"timers waiting on a warm: {n} waits, {waited:.1f} s; with only the context step in flight "
             f"{context_only:.1f} s; on a step begun during the timer's set-up {in_setup:.2f} s"]
    if rest:
        lines.append(f"warm steps after the context (kernels, profiler, check kernels: one hold, or one each): "
                     f"{_quantiles(rest)}")
    if to_fresh:
        lines.append(f"timed section's end to the ask for the calls on fresh values: {_quantiles(to_fresh)}")
    return lines


if __name__ == "__main__":
    print("\n".join(report([json.loads(line) for line in open(sys.argv[1]) if line.strip()])))
