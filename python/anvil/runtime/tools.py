"""Short-lived trusted helpers forked from the fork-server: `probe` reports the devices and
software versions; `describe` reads problems (metadata, input shapes and dtypes per shape,
constructor arguments) without allocating their tensors, for scheduling and the compile pass."""

from __future__ import annotations

import hashlib
import os
import sys
import traceback
from pathlib import Path

import torch

from anvil.runtime import transport
from anvil.runtime.channel import Channel, ChannelClosed
from anvil.runtime.problem import ProblemRef, eval_count, instantiate, module_constants


def runtime_hash(folder: Path | None = None) -> str:
    """SHA-256 over this runtime's own source files (tests left out): the judging code, which the
    verdict cache must see change even when anvil's version number does not."""
    h = hashlib.sha256()
    for f in sorted((folder or Path(__file__).resolve().parent).glob("*.py")):
        if not f.name.startswith("test_"):
            h.update(f.name.encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


def probe(mode_hint: str | None = None) -> dict:
    import triton
    out = {"python": sys.version.split()[0], "torch": torch.__version__, "triton": triton.__version__,
           "runtime": runtime_hash(), "cuda_available": False, "devices": []}
    if mode_hint == "cpu":
        return out
    try:
        if torch.cuda.is_available():
            out["cuda_available"] = True
            out["cuda"] = torch.version.cuda
            for i in range(torch.cuda.device_count()):
                p = torch.cuda.get_device_properties(i)
                out["devices"].append({"index": i, "name": p.name, "capability": [p.major, p.minor],
                                       "memory_bytes": p.total_memory, "sms": p.multi_processor_count,
                                       "l2_bytes": getattr(p, "L2_cache_size", 0)})
    except Exception as e:  # noqa: BLE001
        out["cuda_error"] = f"{type(e).__name__}: {e}"
    return out


def _spec(x) -> dict:
    if isinstance(x, torch.Tensor):
        return {"kind": "tensor", "shape": list(x.shape), "dtype": transport.dtype_name(x.dtype)}
    return {"kind": "value", "value": x if isinstance(x, (int, float, bool, str, type(None))) else repr(x)}


def describe(problem: dict, mode: str) -> dict:
    ref = ProblemRef(path=Path(problem["path"]), pid=problem["id"], variant=problem.get("variant") or None,
                     meta=problem.get("meta") or {})
    shapes = []
    counts = {}
    for label, overrides in ref.shapes(mode):
        mod = instantiate(ref, overrides)
        torch.manual_seed(0)
        init = list(mod.get_init_inputs())
        with torch.device("meta"):
            inputs = mod.get_inputs()
        share = transport.Shared()
        try:
            init_desc = transport.export([x for x in init], share) if not any(
                isinstance(x, torch.Tensor) for x in init) else None
        finally:
            share.close()
        shapes.append({"label": label, "overrides": overrides, "init_inputs": init_desc,
                       "inputs": [_spec(x) for x in inputs]})
        if label == "main":
            consts = module_constants(mod)
            for key in ("flops", "bytes"):
                if ref.setting(key) is not None:
                    counts[key] = eval_count(ref.setting(key), consts)
    return {"id": ref.pid, "ok": True, "shapes": shapes, **counts}


def main(chan: Channel, config: dict) -> None:
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    while True:
        try:
            msg, fds = chan.recv()
        except ChannelClosed:
            return
        for fd in fds:
            os.close(fd)
        op = msg.get("op")
        if op == "bye":
            return
        try:
            if op == "probe":
                reply = {"ok": True, **probe(msg.get("mode"))}
            elif op == "lint":
                from anvil.runtime import lint
                reply = {"ok": True, "problems": lint.lint_all(msg["problems"], msg.get("mode", "cpu"))}
            elif op == "baseline":
                from anvil.runtime import baseline
                baseline.run(msg["problems"], bool(msg.get("compile_only")), float(msg.get("budget_s", 4.0)),
                             chan.send)
                reply = {"ok": True, "event": "done"}
            elif op == "describe":
                reply = {"ok": True, "problems": []}
                for p in msg["problems"]:
                    try:
                        reply["problems"].append(describe(p, msg.get("mode", "gpu")))
                    except Exception as e:  # noqa: BLE001
                        reply["problems"].append({"id": p.get("id"), "ok": False,
                                                  "message": f"{type(e).__name__}: {e}",
                                                  "detail": traceback.format_exc()[-1500:]})
            else:
                reply = {"ok": False, "message": f"unknown tool op {op!r}"}
        except Exception as e:  # noqa: BLE001
            reply = {"ok": False, "message": f"{type(e).__name__}: {e}"}
        chan.send(reply)
