"""Where a candidate's first calls spend their time on the GPU: for each solution, in a fresh
process with an empty Triton cache (as a candidate has), time the compile-only pass, then the
first three forward calls on real inputs. With --no-load the compile pass only compiles (the
kernels are loaded and their launchers built at the first launch). Prints one JSON line each.
Usage: python3 bench/first_call.py [--no-load] level1/layernorm_rows level3/mlp_three_layer ..."""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def one(pid: str, load: bool) -> dict:
    import importlib.util

    import torch

    from anvil.runtime import warmup
    from anvil.runtime.judge import draw_inputs
    from anvil.runtime.problem import ProblemRef, instantiate
    ref = ProblemRef(path=REPO / "problems" / f"{pid}.py", pid=pid)
    mod = instantiate(ref)
    row = {"id": pid, "load": load}
    t = time.perf_counter()
    torch.cuda.init()
    torch.empty(1, device="cuda")
    row["cuda_init_s"] = time.perf_counter() - t
    spec = importlib.util.spec_from_file_location("cand", REPO / "solutions" / f"{pid}.py")
    cand = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cand)
    torch.manual_seed(0)
    model = cand.ModelNew(*mod.get_init_inputs()).cuda()
    inputs = draw_inputs(mod, 1, "cuda")
    placeholders = [torch.empty_like(x) if isinstance(x, torch.Tensor) else x for x in inputs]
    if not load:
        warmup._load = lambda k: k  # compile only, as before the launcher fix
    t = time.perf_counter()
    with warmup.compile_only() as counter, torch.no_grad():
        try:
            model(*placeholders)
        except Exception as e:  # noqa: BLE001
            row["compile_pass_error"] = f"{type(e).__name__}: {e}"[:200]
    torch.cuda.synchronize()
    row["compile_pass_s"], row["kernels"] = time.perf_counter() - t, counter.compiled
    for i in range(3):
        t = time.perf_counter()
        with torch.no_grad():
            model(*inputs)
        torch.cuda.synchronize()
        row[f"call{i}_s"] = time.perf_counter() - t
    return {k: round(v, 4) if isinstance(v, float) else v for k, v in row.items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--no-load", action="store_true")
    ap.add_argument("--child", action="store_true")
    ap.add_argument("problems", nargs="+")
    args = ap.parse_args()
    if args.child:
        print(json.dumps(one(args.problems[0], not args.no_load)), flush=True)
        return 0
    for pid in args.problems:
        for flag in (["--no-load"], []):
            with tempfile.TemporaryDirectory() as cache:
                env = {**os.environ, "TRITON_CACHE_DIR": cache, "PYTHONPATH": str(REPO / "python")}
                r = subprocess.run([sys.executable, __file__, "--child", *flag, pid], env=env,
                                   capture_output=True, text=True)
                print(r.stdout.strip() or r.stderr[-600:], flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
