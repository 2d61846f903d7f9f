"""Times eager PyTorch on every problem of a suite at its main shape (GPU), to check that sizes
sit in the 1-15 ms window. Prints one JSON line per problem. Usage:
    PYTHONPATH=python python3 bench/eager_times.py problems [--filter level1] > eager.jsonl"""

import argparse
import json
import sys
import time
from pathlib import Path

import torch

from anvil.runtime import timing
from anvil.runtime.judge import draw_inputs
from anvil.runtime.problem import ProblemError, instantiate, problem_ref


def problems(root: Path, pattern: str):
    for f in sorted(root.rglob("*.py")):
        if f.name.startswith("_") or pattern not in str(f):
            continue
        try:
            base = problem_ref(f, root)
        except ProblemError as e:
            print(json.dumps({"file": str(f), "error": str(e)}), flush=True)
            continue
        yield base
        for v in base.meta.get("variants", {}):
            yield problem_ref(f, root, v)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("suite")
    ap.add_argument("--filter", default="")
    ap.add_argument("--iters", type=int, default=10)
    args = ap.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    flush = timing.flush_buffer(torch.device("cuda"))
    for ref in problems(Path(args.suite), args.filter):
        row = {"id": ref.pid}
        t0 = time.monotonic()
        try:
            mod = instantiate(ref)
            torch.manual_seed(0)
            model = mod.Model(*mod.get_init_inputs()).cuda().eval()
            sets = [draw_inputs(mod, 1, "cuda")]
            row["input_gb"] = round(sum(x.numel() * x.element_size() for x in sets[0]
                                        if isinstance(x, torch.Tensor)) / 1e9, 3)
            with torch.no_grad():
                warm = timing.run_iterations(model, sets, 2, flush)
                ms = timing.run_iterations(model, sets, args.iters, flush, timing.lead_for(warm.host_ms)).samples
                out = model(*sets[0])
            outs = out if isinstance(out, (tuple, list)) else [out]
            row["finite"] = all(bool(torch.isfinite(o.float()).all()) for o in outs if isinstance(o, torch.Tensor))
            row.update(timing.summarize(ms))
            del model, sets, out, outs
        except Exception as e:  # noqa: BLE001 - report and go on to the next problem
            row["error"] = f"{type(e).__name__}: {e}"[:300]
        row["setup_s"] = round(time.monotonic() - t0, 2)
        torch.cuda.empty_cache()
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    sys.exit(main())
