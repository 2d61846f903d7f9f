"""Eager and Inductor baselines of problems on this GPU: the reference timed as the judge times
candidates (L2 flush, events, device-wide synchronise, rotating inputs, until the relative
standard error is under 0.2 % or a budget), plus this GPU's ceilings. `compile_only` warms
Inductor's caches without timing, so compilation can run in parallel processes first."""

from __future__ import annotations

import time
import traceback
from pathlib import Path

import torch

from anvil.runtime import peaks, timing
from anvil.runtime.judge import draw_inputs
from anvil.runtime.problem import ProblemRef, full_fp32_references, instantiate

TARGET_RSE = 0.002


def baseline(p: dict, compile_only: bool, budget_s: float) -> dict:
    ref = ProblemRef(path=Path(p["path"]), pid=p["id"], variant=p.get("variant") or None, meta=p.get("meta") or {})
    out = {"id": ref.pid}
    try:
        full_fp32_references()
        mod = instantiate(ref, ref.shapes("gpu")[0][1])
        torch.manual_seed(0)
        model = mod.Model(*mod.get_init_inputs()).cuda().eval()
        sets = [draw_inputs(mod, k, "cuda") for k in range(3)]
        t0 = time.monotonic()
        compiled = torch.compile(model)
        with torch.no_grad():
            compiled(*sets[0])
        torch.cuda.synchronize()
        out["inductor_compile_s"] = round(time.monotonic() - t0, 2)
        if not compile_only:
            flush = timing.flush_buffer(torch.device("cuda"))
            with torch.no_grad():
                out["eager"] = timing.series(model, sets, flush, budget_s, TARGET_RSE)
                out["inductor"] = timing.series(compiled, sets, flush, budget_s, TARGET_RSE)
    except Exception as e:  # noqa: BLE001 - reported per problem
        out["error"] = f"{type(e).__name__}: {e}"[:400]
        out["detail"] = traceback.format_exc()[-800:]
    torch.cuda.empty_cache()
    return out


def run(problems: list[dict], compile_only: bool, budget_s: float, send) -> None:
    if not compile_only:
        send({"event": "peaks", "peaks": peaks.measure()})
    for p in problems:
        send({"event": "problem", **baseline(p, compile_only, budget_s)})
