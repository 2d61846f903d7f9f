"""What else was going on during slow timed rounds? From verdicts traced with ANVIL_GATE_TRACE=1
(bench/throughput.py --trace): every timed round of every verdict, with its median against the
verdict's median, set against the other candidates' processes touching the GPU outside the lane
(compile pass, warm, exit) and the previous lane's end. Usage: python3 bench/slow_rounds.py V.jsonl"""
import json
import sys

SLOW = 1.05


def timed_rounds(v: dict) -> list:
    """[(who, index, start, end, ratio)] for the candidate's and the baselines' timed rounds: the
    phase log's rounds inside the exclusive section, the candidate's warm-up round left out."""
    log = (v["durations"].get("gate_trace") or {}).get("phases") or []
    excl = [e for e in log if e[0] == "timing.exclusive" and len(e) == 3]
    t = v.get("timing") or {}
    medians = (t.get("detail") or {}).get("round_medians_ms") or {}
    if not excl or not medians:
        return []
    a, b = excl[0][1], excl[0][2]
    inside = [e for e in log if len(e) == 3 and a <= e[1] <= b]
    spans = {"candidate": [e for e in inside if e[0] == "candidate.time"][1:],
             "eager": [e for e in inside if e[0] == "timing.eager"],
             "inductor": [e for e in inside if e[0] == "timing.inductor"]}
    out = []
    for who, rounds in medians.items():
        med = (t.get(who) or {}).get("median_ms")
        for k, (m, e) in enumerate(zip(rounds, spans.get(who, []))):
            if med:
                out.append((who, k, e[1], e[2], m / med))
    return out


def report(vs: list) -> list[str]:
    events = []  # (kind, start, end, verdict id)
    for v in vs:
        pt = v["durations"].get("process_trace") or {}
        for kind, key in [("compile", "compile"), *(("warm", k) for k in pt if k.startswith("warm")), ("exit", "exit")]:
            if key in pt:  # a warm's steps (context, the rest) all count as the warm
                events.append((kind, pt[key][0], pt[key][1], v["id"]))
    if not events:
        return []
    entries = sorted(v["durations"]["process_trace"]["lane_entry"] for v in vs
                     if "lane_entry" in (v["durations"].get("process_trace") or {}))
    kinds = ("compile", "warm", "exit")
    tally = {s: {k: 0 for k in (*kinds, "none", "all")} for s in ("slow", "other")}
    since_entry = {"slow": [], "other": []}
    for v in vs:
        for who, k, a, b, ratio in timed_rounds(v):
            s = "slow" if ratio > SLOW else "other"
            tally[s]["all"] += 1
            hit = False
            for kind, c, d, vid in events:
                if vid != v["id"] and c < b and d > a:
                    tally[s][kind] += 1
                    hit = True
            tally[s]["none"] += not hit
            own = (v["durations"].get("process_trace") or {}).get("lane_entry")
            if own is not None:
                since_entry[s].append(a - own)
    lines = [f"timed rounds over {SLOW:.2f}x their verdict's median, against what overlapped them "
             f"(another candidate's process; a round may overlap several):"]
    for s in ("slow", "other"):
        n = max(1, tally[s]["all"])
        parts = ", ".join(f"{k} {tally[s][k]} ({100 * tally[s][k] / n:.0f} %)" for k in (*kinds, "none"))
        lines.append(f"  {s:<6} rounds {tally[s]['all']:5d}: {parts}")
    for s in ("slow", "other"):
        xs = sorted(since_entry[s])
        if xs:
            lines.append(f"  {s:<6} rounds start {xs[len(xs) // 2]:.2f} s after their lane entry (median)")
    return lines


if __name__ == "__main__":
    print("\n".join(report([json.loads(x) for x in open(sys.argv[1]) if x.strip()])) or "no process traces")
