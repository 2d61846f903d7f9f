"""The candidate process: untrusted. Loads the candidate's source, builds ModelNew and runs its
forward on inputs it is handed, returning outputs and its own timing samples. It never sees the
seed that drew its inputs, the reference or the comparison; the judge (another process) does."""

from __future__ import annotations

import importlib.util
import os
import sys
import time

from anvil.runtime import faults, static_gate, transport
from anvil.runtime.channel import Channel, ChannelClosed

SOURCE_MODULE = "anvil_candidate"


class Fatal(Exception):
    """The process cannot continue (CUDA context poisoned, host memory gone)."""


class CandidateRuntime:
    def __init__(self, chan: Channel, config: dict):
        self.chan = chan
        self.config = config
        self.mode = config.get("mode", "cpu")
        self.device = "cuda" if self.mode == "gpu" else "cpu"
        self.source_path = config["source"]
        self.module = None
        self.model = None
        self.slots: dict[int, list] = {}
        self.shares: list[transport.Shared] = []
        self.flush = None
        import torch
        self.torch = torch
        self._sync = torch.cuda.synchronize if self.mode == "gpu" else (lambda: None)

    # ---- replies -------------------------------------------------------------------------
    def fail(self, reason: str, message: str, **extra) -> dict:
        return {"ok": False, "reason": reason, "message": message, **extra}

    def from_exception(self, exc: BaseException, stage: str) -> dict:
        reason, message, fatal = faults.classify(exc, self.source_path)
        if stage == "construct" and reason == "runtime_error":
            reason = "init_error"
            message = "ModelNew(...) raised " + message
        elif stage == "import" and reason == "runtime_error":
            reason = "import_error"
            message = "importing the candidate raised " + message
        reply = self.fail(reason, message, stage=stage)
        if fatal:
            reply["fatal"] = True
        return reply

    # ---- operations ----------------------------------------------------------------------
    def op_load(self, msg, fds):
        t0 = time.monotonic()
        with open(self.source_path) as f:
            source = f.read()
        tree, findings = static_gate.check(source, self.source_path, self.config.get("static_policy", "full"))
        if findings:
            first = findings[0]
            return self.fail(first.reason, first.message, stage="static",
                             findings=[x.as_dict() for x in findings])
        static_s = time.monotonic() - t0
        if self.mode == "cpu":
            os.environ["TRITON_INTERPRET"] = "1"
            from anvil.runtime import interpreter_fixes
            interpreter_fixes.apply()
        try:
            spec = importlib.util.spec_from_file_location(SOURCE_MODULE, self.source_path)
            mod = importlib.util.module_from_spec(spec)
            sys.modules[SOURCE_MODULE] = mod
            spec.loader.exec_module(mod)
        except BaseException as e:  # noqa: BLE001 - candidate code may raise anything
            return self.from_exception(e, "import")
        if not isinstance(getattr(mod, "ModelNew", None), type):
            return self.fail("no_modelnew", "after import, ModelNew is not a class", stage="build")
        self.module = mod
        return {"ok": True, "static_seconds": static_s, "import_seconds": time.monotonic() - t0 - static_s}

    def _construct(self, init_inputs, seed):
        torch = self.torch
        torch.manual_seed(seed)
        model = self.module.ModelNew(*init_inputs)
        if isinstance(model, torch.nn.Module):
            model = model.to(self.device)
        return model

    def op_construct(self, msg, fds):
        try:
            init = transport.load(msg["init_inputs"], fds, "cpu")
            self.model = self._construct(init, int(msg["seed"]))
        except BaseException as e:  # noqa: BLE001
            return self.from_exception(e, "construct")
        return {"ok": True}

    def op_compile(self, msg, fds):
        """GPU only: compile every kernel forward reaches, without launching any, so the GPU
        lane later spends no time in Triton's compiler. Best effort: garbage inputs may make
        forward raise; only a Triton compilation error is a verdict."""
        torch = self.torch
        t0 = time.monotonic()
        from anvil.runtime import warmup
        compiled = 0
        for shape in msg["shapes"]:
            try:
                init = transport.load(shape["init_inputs"], [], "cpu")
                model = self._construct(init, int(msg["seed"]))
            except BaseException as e:  # noqa: BLE001
                return self.from_exception(e, "construct")
            args = [_placeholder(torch, spec, self.device) for spec in shape["inputs"]]
            with warmup.compile_only() as counter:
                try:
                    with torch.no_grad():
                        model(*args)
                except BaseException as e:  # noqa: BLE001
                    reason, message, fatal = faults.classify(e, self.source_path)
                    if reason == "compile_error" or fatal:
                        return self.fail(reason, message, stage="build", fatal=fatal)
            compiled += counter.compiled
            del model, args
        if self.mode == "gpu":
            torch.cuda.synchronize()
            torch.cuda.empty_cache()
        return {"ok": True, "seconds": time.monotonic() - t0, "kernels_compiled": compiled}

    def _call(self, args):
        torch = self.torch
        with torch.no_grad():
            out = self.model(*args)
        if self.mode == "gpu":
            self.chan.send({"note": "gpu_wait"})  # lets a deadline tell a GPU hang from a host hang
            self._sync()
        return out

    def op_run(self, msg, fds):
        torch = self.torch
        if self.model is None:
            return self.fail("internal_error", "run before construct")
        args = transport.load(msg["inputs"], fds, self.device)
        originals = [a.clone() if isinstance(a, torch.Tensor) else a for a in args]
        t0 = time.perf_counter()
        try:
            out = self._call(args)
        except BaseException as e:  # noqa: BLE001
            return self.from_exception(e, "forward")
        seconds = time.perf_counter() - t0
        outs = list(out) if isinstance(out, (tuple, list)) else [out]
        info = [_describe_output(torch, o, args) for o in outs]
        mutated = [i for i, (a, b) in enumerate(zip(args, originals))
                   if isinstance(a, torch.Tensor) and not _same_bits(torch, a, b)]
        share = transport.Shared()
        self.shares.append(share)
        try:
            descs = transport.export([o if isinstance(o, torch.Tensor) else None for o in outs], share)
        except Exception as e:  # noqa: BLE001
            return self.from_exception(e, "forward")
        self._pending_fds = share.fds
        return {"ok": True, "outputs": descs, "output_info": info, "inputs_mutated": mutated,
                "tuple": isinstance(out, (tuple, list)), "seconds": seconds}

    def op_release(self, msg, fds):
        for s in self.shares:
            s.close()
        self.shares.clear()
        return {"ok": True}

    def op_stash(self, msg, fds):
        """Keep a private copy of an input set for timing rounds."""
        self.slots[int(msg["slot"])] = transport.load(msg["inputs"], fds, self.device)
        return {"ok": True}

    def op_time(self, msg, fds):
        torch = self.torch
        from anvil.runtime import timing
        if self.flush is None:
            self.flush = timing.flush_buffer(torch.device("cuda"))
        sets = [self.slots[int(k)] for k in msg["slots"]]
        try:
            with torch.no_grad():
                call_ms, flush_ms, wall_ms, last = timing.run_iterations(
                    self.model, sets, int(msg["iters"]), self.flush, keep_last=True)
        except BaseException as e:  # noqa: BLE001
            return self.from_exception(e, "timing")
        reply = {"ok": True, "call_ms": call_ms, "flush_ms": flush_ms, "wall_ms": wall_ms}
        if msg.get("return_outputs"):
            share = transport.Shared()
            self.shares.append(share)
            outs = []
            for k in range(len(sets)):
                o = last.get(k)
                o = list(o) if isinstance(o, (tuple, list)) else [o]
                outs.append(transport.export([x if isinstance(x, torch.Tensor) else None for x in o], share))
            reply["outputs"] = outs
            self._pending_fds = share.fds
        return reply

    # ---- loop ----------------------------------------------------------------------------
    def serve(self):
        ops = {"load": self.op_load, "construct": self.op_construct, "compile": self.op_compile,
               "run": self.op_run, "release": self.op_release, "stash": self.op_stash,
               "time": self.op_time}
        while True:
            try:
                msg, fds = self.chan.recv()
            except ChannelClosed:
                return
            op = msg.get("op")
            if op == "bye":
                return
            handler = ops.get(op)
            self._pending_fds = []
            try:
                reply = handler(msg, fds) if handler else self.fail("internal_error", f"unknown op {op!r}")
            except BaseException as e:  # noqa: BLE001 - anything left is reported, not raised
                reply = self.from_exception(e, op or "?")
            reply["op"] = op
            self.chan.send(reply, self._pending_fds)
            if reply.get("fatal"):
                return


def _placeholder(torch, spec, device):
    if spec.get("kind") != "tensor":
        return spec.get("value")
    dt = transport.DTYPES[spec["dtype"]]
    if dt.is_floating_point:
        return torch.empty(spec["shape"], dtype=dt, device=device)
    return torch.zeros(spec["shape"], dtype=dt, device=device)


def _same_bits(torch, a, b) -> bool:
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    return bool(torch.equal(a.reshape(-1).view(torch.uint8), b.reshape(-1).view(torch.uint8)))


def _describe_output(torch, o, args) -> dict:
    if not isinstance(o, torch.Tensor):
        return {"type": type(o).__name__, "is_tensor": False}
    storage = o.untyped_storage()
    aliases = [i for i, a in enumerate(args)
               if isinstance(a, torch.Tensor) and a.untyped_storage().data_ptr() == storage.data_ptr()]
    return {"type": type(o).__name__, "is_tensor": True, "exact_tensor": type(o) is torch.Tensor,
            "contiguous": o.is_contiguous(), "device": o.device.type, "aliases_inputs": aliases,
            "storage_bytes": storage.nbytes(), "bytes": o.numel() * o.element_size()}


def main(chan: Channel, config: dict) -> None:
    from anvil.runtime import sandbox
    sandbox.enter(config)
    rt = CandidateRuntime(chan, config)
    if rt.mode == "gpu":
        import torch
        from anvil.runtime import cuda_driver
        cuda_driver.ensure_context()
        frac = config.get("gpu_memory_fraction")
        if frac:
            torch.cuda.set_per_process_memory_fraction(float(frac))
    rt.serve()
