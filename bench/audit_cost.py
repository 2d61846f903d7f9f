"""Where an audited call's time goes: the profiler's start (prepare and start of the trace), the
call itself, its stop (CUPTI flush and Kineto's post-processing) and reading the events, each timed
apart, for one launch and for a round's worth of launches, against the same calls unprofiled. Each
variant runs in a fresh process after audit.prepare(), as in a candidate. Prints one JSON line per
variant (medians over the repeats, ms). Usage: python3 bench/audit_cost.py [--repeats N]"""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

VARIANTS = {
    # name: (launches per call, record_shapes, experimental options)
    "check_call": (3, True, {}),
    "round": (300, False, {}),
    "check_call_no_ext_corr": (3, True, {"disable_external_correlation": True}),
    "round_no_ext_corr": (300, False, {"disable_external_correlation": True}),
}


def child(name: str, repeats: int) -> dict:
    import statistics
    import time

    import torch
    import triton
    import triton.language as tl
    from torch.profiler import ProfilerActivity, profile, record_function

    from anvil.runtime import audit

    @triton.jit
    def scale(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * 2.0, mask=m)

    launches, shapes, extra = VARIANTS[name]
    x = torch.randn(1 << 20, device="cuda")
    y = torch.empty_like(x)

    def call():
        for _ in range(launches):
            scale[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        z = y.sum()  # one aten op and its kernel, as a model's epilogue
        torch.cuda.synchronize()
        return z

    call()
    audit.prepare()
    cfg = torch._C._profiler._ExperimentalConfig(**extra) if extra else None
    rows = {k: [] for k in ("plain", "enter", "body", "exit", "events", "total")}
    for _ in range(repeats):
        t = time.perf_counter()
        call()
        rows["plain"].append(time.perf_counter() - t)
        t0 = time.perf_counter()
        kw = {"experimental_config": cfg} if cfg is not None else {}
        prof = profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=shapes, **kw)
        prof.__enter__()
        with record_function("mark"):
            pass
        t1 = time.perf_counter()
        call()
        t2 = time.perf_counter()
        prof.__exit__(None, None, None)
        t3 = time.perf_counter()
        n = len(audit.recorded_events(prof))
        t4 = time.perf_counter()
        for k, a, b in (("enter", t0, t1), ("body", t1, t2), ("exit", t2, t3), ("events", t3, t4), ("total", t0, t4)):
            rows[k].append(b - a)
    out = {k: round(statistics.median(v) * 1e3, 3) for k, v in rows.items()}
    out["first_total_ms"] = round(rows["total"][0] * 1e3, 3)
    out["events"] = n
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=9)
    ap.add_argument("--child")
    a = ap.parse_args()
    if a.child:
        print(json.dumps(child(a.child, a.repeats)))
        return
    env = dict(os.environ, PYTHONPATH=f"{REPO / 'python'}:{os.environ.get('PYTHONPATH', '')}")
    for name in VARIANTS:
        p = subprocess.run([sys.executable, __file__, "--child", name, "--repeats", str(a.repeats)],
                           capture_output=True, text=True, env=env)
        line = p.stdout.strip().splitlines()[-1] if p.returncode == 0 and p.stdout.strip() else None
        print(json.dumps({"variant": name, **(json.loads(line) if line else {"error": p.stderr[-600:]})}))


if __name__ == "__main__":
    main()
