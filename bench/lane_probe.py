"""Where the GPU lane's candidate calls spend their time, without the sandbox or the C++ core: the
real candidate runtime (CandidateRuntime: load, compile pass over every shape, construct, run) is
driven in this process with the judge's sequence of calls (main shape: plain, audited, audited
with autograd, plain, plain, ghost; each extra shape: two plain), one solution per fresh process
with an empty Triton cache. --variant names what is switched off to bisect a slow part.
Prints one JSON line per solution: each call's seconds, host issue time and GPU wait.
With LANE_PROBE_CPROFILE=1 set, a cProfile of the calls follows each line.
Usage: python3 bench/lane_probe.py [--variant pipeline|nopoison|nocompile] level1/layernorm_rows ..."""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _spec(v):
    import torch
    if isinstance(v, torch.Tensor):
        return {"kind": "tensor", "dtype": str(v.dtype).removeprefix("torch."), "shape": list(v.shape)}
    return {"kind": "value", "value": v}


def one(pid: str, variant: str, mode: str) -> dict:
    import torch

    from anvil.runtime import candidate, forkserver, transport
    forkserver._preload()  # what a candidate inherits from the fork-server
    from anvil.runtime.judge import draw_inputs
    from anvil.runtime.problem import instantiate, problem_ref
    base, _, var = pid.partition("@")
    ref = problem_ref(REPO / "problems" / f"{base}.py", REPO / "problems", var or None)
    transport.load = lambda descs, fds, device: list(descs)  # values travel as they are, in-process
    if variant == "nopoison":
        candidate._poison_allocations = lambda torch, on: None
    chan = types.SimpleNamespace(send=lambda *a, **k: None)
    rt = candidate.CandidateRuntime(chan, {"mode": mode, "source": str(REPO / "solutions" / f"{base}.py")})
    row = {"id": pid, "variant": variant, "calls": []}
    dev = "cuda" if mode == "gpu" else "cpu"
    sync = torch.cuda.synchronize if mode == "gpu" else (lambda: None)
    t = time.perf_counter()
    torch.empty(1, device=dev)
    row["init_s"] = time.perf_counter() - t
    rep = rt.op_load({}, [])
    if not rep.get("ok"):
        return {**row, "error": rep}
    shapes = []
    for label, overrides in ref.shapes(mode):
        mod = instantiate(ref, overrides)
        torch.manual_seed(0)
        init = mod.get_init_inputs()
        shapes.append((label, mod, init))
    if variant != "nocompile" and mode == "gpu":
        t = time.perf_counter()
        msg = {"seed": 0, "shapes": [{"init_inputs": init, "inputs": [_spec(x) for x in draw_inputs(mod, 1, "cpu")]}
                                     for _, mod, init in shapes]}
        rep = rt.op_compile(msg, [])
        row["compile_s"], row["kernels"] = time.perf_counter() - t, rep.get("kernels_compiled")
        if not rep.get("ok"):
            return {**row, "error": rep}
    prof = None
    if os.environ.get("LANE_PROBE_CPROFILE"):
        import cProfile
        prof = cProfile.Profile()
        prof.enable()
    for si, (label, mod, init) in enumerate(shapes):
        rt.op_construct({"init_inputs": init, "seed": si}, [])
        plan = ([{}, {"audit": True}, {"audit": True, "grad": True}, {}, {}, {"ghost": True}]
                if label == "main" else [{}, {}])
        for s, opts in enumerate(plan):
            inputs = draw_inputs(mod, 100 * si + s, dev)
            sync()
            t = time.perf_counter()
            rep = rt.op_run({"inputs": inputs, "scrub": True, **opts}, [])
            wall = time.perf_counter() - t
            rt.op_release({}, [])
            parts = rep.get("parts") or {}
            row["calls"].append({"shape": label, "set": s, **{k: True for k in opts},
                                 "wall": round(wall, 4), "forward": parts.get("forward"),
                                 "issue": parts.get("forward_issue"), "gpu_wait": parts.get("forward_gpu_wait"),
                                 **({} if rep.get("ok") or opts.get("ghost") else {"error": rep.get("message")})})
    if prof is not None:  # where the calls' time went, by cumulative time (host side)
        import io
        import pstats
        prof.disable()
        buf = io.StringIO()
        pstats.Stats(prof, stream=buf).sort_stats("cumulative").print_stats(40)
        print(buf.getvalue(), file=sys.stderr)
    return {k: round(v, 4) if isinstance(v, float) else v for k, v in row.items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="pipeline", choices=["pipeline", "nopoison", "nocompile"])
    ap.add_argument("--mode", default="gpu", choices=["gpu", "cpu"], help="cpu: interpreter, a smoke test")
    ap.add_argument("--child", action="store_true")
    ap.add_argument("problems", nargs="+")
    args = ap.parse_args()
    if args.child:
        print(json.dumps(one(args.problems[0], args.variant, args.mode)), flush=True)
        return 0
    for pid in args.problems:
        with tempfile.TemporaryDirectory() as cache:
            env = {**os.environ, "TRITON_CACHE_DIR": cache, "PYTHONPATH": str(REPO / "python"),
                   "TRITON_INTERPRET": "1" if args.mode == "cpu" else ""}  # as the fork-server is started
            r = subprocess.run([sys.executable, __file__, "--child", "--variant", args.variant, "--mode", args.mode, pid], env=env,
                               capture_output=True, text=True)
            print(r.stdout.strip() or r.stderr[-800:], flush=True)
            if os.environ.get("LANE_PROBE_CPROFILE"):
                print(r.stderr[-12000:], flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
