"""The candidate process: untrusted. Loads the candidate's source, builds ModelNew and runs its
forward on inputs it is handed, returning outputs and its own timing samples. It never sees the
seed that drew its inputs, the reference or the comparison; the judge (another process) does."""

from __future__ import annotations

import gc
import linecache
import os
import sys
import time
import types
from contextlib import nullcontext

from anvil.runtime import audit_hook, faults, hardening, meta_placement, static_gate, transport
from anvil.runtime.channel import Channel, ChannelClosed

SOURCE_MODULE = "anvil_candidate"

# Captured when the runtime is imported (in the fork-server, long before any candidate code runs):
# checks made in this process use these, whatever the candidate later does to torch's attributes.
import torch as _torch  # noqa: E402

_EQUAL = _torch.equal
_CLONE = _torch.Tensor.clone
_STORAGE = _torch.Tensor.untyped_storage
_FILL_STORAGE = _torch.UntypedStorage.fill_
_STORAGE_PTR, _STORAGE_NBYTES = _torch.UntypedStorage.data_ptr, _torch.UntypedStorage.nbytes
_DETACH = _torch.Tensor.detach
# What the runtime reads of an output, from TensorBase's own descriptors (transport's) and methods:
# a class attribute the candidate set on torch.Tensor (torch.Tensor.shape = property(...)) shadows them.
_TB = _torch._C.TensorBase
_DEVICE, _DTYPE, _SHAPE, _REQUIRES_GRAD = (transport.DEVICE_OF, transport.DTYPE_OF, transport.SHAPE_OF,
                                           transport.REQUIRES_GRAD_OF)
_IS_CONTIGUOUS, _NUMEL, _ELEMENT_SIZE, _STRIDE, _IS_FLOATING = (
    _TB.is_contiguous, _TB.numel, _TB.element_size, _TB.stride, _TB.is_floating_point)
_STORAGE_OFFSET = _TB.storage_offset
_RESHAPE = _torch.Tensor.reshape
_VIEW = _torch.Tensor.view
_COPY = _torch.Tensor.copy_
_MODULE_TO = _torch.nn.Module.to
_CUDA_INITIALIZED = _torch.cuda.is_initialized
_GC_COLLECT, _GC_DISABLE, _GC_FREEZE = gc.collect, gc.disable, gc.freeze

# The runtime's own functions that judge a call, captured when the runtime is made (before `load`
# runs the candidate's module): a candidate that rebinds anvil.runtime.audit.record or
# timing.run_iterations changes what the module holds, not what the runtime calls. The static
# gate keeps candidates from reaching the modules at all; this is the second line.
_RT = types.SimpleNamespace()


def _capture_runtime() -> None:
    from anvil.runtime import audit, timing
    _RT.record, _RT.ghost, _RT.scrub = audit.record, audit.ghost, audit.scrub_free_device_memory
    _RT.thread_ids, _RT.threads_started = audit.thread_ids, audit.threads_started
    _RT.run_iterations, _RT.flush_buffer, _RT.first_lead_ms = (timing.run_iterations, timing.flush_buffer,
                                                               timing.FIRST_LEAD_MS)


CANDIDATE_THREADS = 2  # torch's intra-op threads in a candidate process
EXIT_WAIT_S = 30.0  # how long a GPU candidate, done, waits for the core to end it


# The operations that run candidate code before its warm, and how a message names them.
EARLY_OPS = {"load": "while its module was imported (module-level code)",
             "compile": "while its kernels were compiled (ModelNew built and forward run on meta tensors)"}

# The parts of a warm after the context, in order; the core asks for each under its own hold of the GPU gate.
FIRST_USES = ("kernels", "profiler", "check_kernels")

# The stage a refusal of the audit hook is reported at, by the operation that ran when it was made.
REFUSAL_STAGES = {"load": "import", "construct": "construct", "compile": "build", "warm": "build", "run": "forward",
                  "time": "timing"}


class Fatal(Exception):
    """The process cannot continue (CUDA context poisoned, host memory gone)."""


class CandidateRuntime:
    def __init__(self, chan: Channel, config: dict):
        self.chan = chan
        self.config = config
        self.mode = config.get("mode", "cpu")
        # With the compile pass on meta tensors the process may have no CUDA context before `warm`.
        self.context_pending = self.mode == "gpu" and bool(config.get("lazy_context"))
        self.device = "cuda" if self.mode == "gpu" else "cpu"
        self.source_path = config["source"]
        self.gated = None  # (source, tree) once the static gate passed it
        self.imported = False  # the import ran (once only, whether it raised or not)
        self.module = None
        self.model = None
        self.own_kernels: list[str] = []
        self.own_ops: list[str] = []
        self.compiled_kernels: list = []  # compiled without CUDA, loaded by `warm`
        self.first_call_bytes: dict = {}  # sizes of the main shape's inputs and outputs (compile pass)
        self.sandbox_report: dict = {}
        self.refusal = lambda: None  # the audit hook's first refusal, once op_load installed it
        _capture_runtime()
        self.slots: dict[int, list] = {}
        self.slot_layouts: dict[int, list] = {}  # where each slot's tensors point, as stashed
        self.shares: list[transport.Shared] = []
        self.flush = None
        self.last_call = {"issue": 0.0, "gpu_wait": 0.0}
        self.collector_held = False
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
    def op_gate(self, msg, fds):
        """The static gate alone: no candidate code runs, so the core asks for it before it holds the
        GPU gate, and holds that only around the import (`load`)."""
        t0 = time.monotonic()
        with open(self.source_path, "rb") as f:
            raw = f.read()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:  # named for the candidate's file, not this module's line
            line = raw[:e.start].count(b"\n") + 1
            return self.fail("syntax_error", f"the source is not UTF-8: byte 0x{raw[e.start]:02x} on line {line} "
                                             f"cannot be decoded; write it in UTF-8", stage="static")
        source = static_gate.without_main_block(text)
        tree, findings = static_gate.check(source, self.source_path, self.config.get("static_policy", "full"))
        if findings:
            first = findings[0]
            return self.fail(first.reason, first.message, stage="static",
                             findings=[x.as_dict() for x in findings])
        self.gated = (source, tree)
        return {"ok": True, "static_seconds": time.monotonic() - t0}

    def op_load(self, msg, fds):
        """The import of the gated source (its module-level code runs); the gate first when not yet asked."""
        if self.gated is None:
            gate = self.op_gate(msg, fds)
            if not gate.get("ok"):
                return gate
        if self.imported:
            return self.fail("internal_error", "the candidate was already imported")
        self.imported = True
        t0 = time.monotonic()
        source, tree = self.gated
        if self.mode == "cpu":
            os.environ["TRITON_INTERPRET"] = "1"
            from anvil.runtime import interpreter_fixes
            interpreter_fixes.apply()
        hardening.apply()
        try:
            # The text the gate read runs, not the file (whose __main__ block was left out), and
            # Triton reads its kernels' source (inspect, through linecache) from that text too.
            mod = types.ModuleType(SOURCE_MODULE)
            mod.__file__ = self.source_path
            sys.modules[SOURCE_MODULE] = mod
            lines = static_gate.parser_lines(source)  # not str.splitlines: \x0c and the like break lines there
            linecache.cache[self.source_path] = (len(source), None, lines, self.source_path)
            code = compile(source, self.source_path, "exec", dont_inherit=True)  # not this file's __future__
            declared = static_gate.declared_operators(tree)  # before the import: then none exists yet
            ops_before = set(self.torch._C._dispatch_get_all_op_names()) if declared else set()
            self.refusal = _with_library_guard(audit_hook.install(self.source_path))  # from here on
            exec(code, mod.__dict__)  # noqa: S102 - the candidate's checked code
            # The operators the module made (triton_op, custom_op): its own, not a library's, when
            # the audit sees them run.
            if declared:
                self.own_ops = sorted(n for n in set(self.torch._C._dispatch_get_all_op_names()) - ops_before
                                      if n.split(".", 1)[0] in declared)
        except BaseException as e:  # noqa: BLE001 - candidate code may raise anything
            return self.from_exception(e, "import")
        if not isinstance(getattr(mod, "ModelNew", None), type):
            return self.fail("no_modelnew", "after import, ModelNew is not a class", stage="build")
        self.module = mod
        self.own_kernels = _own_kernels(mod)
        self.settle_collector()
        return {"ok": True, "import_seconds": time.monotonic() - t0, "kernels": self.own_kernels,
                "sandbox": self.sandbox_report}

    def _construct(self, init_inputs, seed, on: str = "cpu", to: str | None = None):
        """ModelNew(*init_inputs) built under torch.device(on) with the judge's seed, as the judge
        builds the reference; a constructor that fails there (one that needs the CPU) is built on
        the CPU, and the judge follows. Returns (model on `to`, by default this process's device,
        where built)."""
        torch = self.torch
        to = to or self.device
        if on != "cpu":
            torch.manual_seed(seed)
            try:
                with torch.device(on):
                    return self._placed(self.module.ModelNew(*init_inputs), to), on
            except Exception:  # noqa: BLE001 - tried again on the CPU, where a real fault raises again
                pass
        torch.manual_seed(seed)
        return self._placed(self.module.ModelNew(*init_inputs), to), "cpu"

    def _placed(self, model, to: str):
        # nn.Module's own .to: a ModelNew overriding it would return anything (or run code unread).
        return _MODULE_TO(model, to) if isinstance(model, self.torch.nn.Module) else model

    def op_construct(self, msg, fds):
        try:
            init = transport.load(msg["init_inputs"], fds, "cpu")
            on = msg.get("on", "cpu") if self.mode == "gpu" else "cpu"
            self.model, built_on = self._construct(init, int(msg["seed"]), on)
        except BaseException as e:  # noqa: BLE001
            return self.from_exception(e, "construct")
        return {"ok": True, "built_on": built_on}

    def op_compile(self, msg, fds):
        """Compile every kernel forward reaches, without launching any, so the GPU lane later
        spends no time in Triton's compiler. Best effort: garbage inputs may make forward raise;
        only a Triton compilation error is a verdict. With `capability` (the GPU's), nothing
        touches CUDA: forward runs on meta tensors and the kernels wait for `warm`. In interpreter
        mode (with the `capability` of the GPU target to check against) the interpreted kernels are
        compiled for that GPU and then dropped: the compile check, whose failure is the verdict a
        GPU would give."""
        torch = self.torch
        t0 = time.monotonic()
        from anvil.runtime import gpu_twins, warmup
        capability = tuple(msg["capability"]) if msg.get("capability") else None
        interpreted = self.mode == "cpu"
        if interpreted and capability is None:
            return self.fail("internal_error", "an interpreter-mode compile check needs a GPU target", stage="build")
        device = "meta" if capability else self.device
        compiled = 0
        # On meta, what __init__ or forward puts on a CUDA device goes to meta too: no GPU work.
        placement = meta_placement.OnMeta if capability else nullcontext
        for shape in msg["shapes"]:
            try:
                init = transport.load(shape["init_inputs"], [], "cpu")
                # Built on the CPU: no GPU work outside the lane.
                with placement():
                    model, _ = self._construct(init, int(msg["seed"]), to=device)
            except BaseException as e:  # noqa: BLE001
                return self.from_exception(e, "construct")
            args = [_placeholder(torch, spec, device) for spec in shape["inputs"]]
            out = None
            with warmup.compile_only(capability, interpreted) as counter:
                try:
                    with torch.no_grad(), placement():
                        out = model(*args)
                except BaseException as e:  # noqa: BLE001
                    reason, message, fatal = faults.classify(e, self.source_path)
                    # In interpreter mode a feature this Triton removed is no GPU's verdict (gpu_twins).
                    verdict = reason == "compile_error" and not (interpreted and gpu_twins.removed_here(e))
                    if verdict and interpreted:
                        message = (f"does not compile for the GPU (Triton's compiler, target sm_{capability[0]}"
                                   f"{capability[1]}; the interpreter would run it): {message}")
                    if verdict or fatal:
                        return self.fail(reason, message, stage="build", fatal=fatal)
            if out is not None and not self.first_call_bytes:  # the main shape's, for `warm` to allocate ahead
                self.first_call_bytes = _tensor_bytes(args, out)
            compiled += counter.compiled
            self.compiled_kernels += counter.kernels
            del model, args, out
        if interpreted:  # from here on every launch compiles for that target first (gpu_twins.check_launch)
            gpu_twins.LANE.capability = capability
        if capability and not interpreted:
            warmup.build_launchers(self.compiled_kernels)
        elif self.mode == "gpu":
            bad = self._gpu_first_use(msg["shapes"])
            if bad:
                return bad
        self.settle_collector()
        return {"ok": True, "seconds": time.monotonic() - t0, "kernels_compiled": compiled}

    def open_gpu(self) -> dict | None:
        """Create this process's CUDA context and cap its share of device memory; a failure
        answer when the sandbox keeps the device out of reach."""
        try:
            from anvil.runtime import cuda_driver
            cuda_driver.ensure_context()
            frac = self.config.get("gpu_memory_fraction")
            if frac:
                self.torch.cuda.set_per_process_memory_fraction(float(frac))
        except Exception as e:  # noqa: BLE001
            if _out_of_memory(e):  # the device was full (other evaluations' memory), not the sandbox
                return self.fail("gpu_oom", "the GPU had no memory left for this process's CUDA context "
                                 f"(other evaluations held it): {type(e).__name__}: {str(e).splitlines()[0][:200]}",
                                 stage="build")
            return self.fail("sandbox_error", f"the GPU could not be opened inside the sandbox: {type(e).__name__}: {e}",
                             stage="build", sandbox=self.sandbox_report)
        return None

    def op_warm(self, msg, fds):
        """GPU, after a compile pass without CUDA: create this process's CUDA context, load the
        kernels compiled then, and pay every other first use the lane would pay, at moments the
        core picks (no other candidate is being timed then). `step`: "context" (the context
        only), "first_use" (the rest, once the context exists) or one part of the rest ("kernels",
        "profiler", "check_kernels": each a shorter hold of the gate for a timer to wait out); all
        when absent, in order."""
        t0 = time.monotonic()
        step = msg.get("step")
        parts: dict = {}
        if step in (None, "context"):
            failed = self.open_gpu()  # the CUDA context
            if failed:
                return failed
            self.context_pending = False
            parts["context"] = time.monotonic() - t0
        if step in (None, "first_use", *FIRST_USES):
            if self.context_pending:
                return self.fail("internal_error", f"warm step {step} asked before the context step",
                                 stage="build")
            bad = self._gpu_first_use(msg["shapes"], parts, step if step in FIRST_USES else None)
            if bad:
                return bad
        return {"ok": True, "seconds": time.monotonic() - t0, "parts": {k: round(v, 4) for k, v in parts.items()}}

    def _early_gpu_use(self, op: str) -> dict | None:
        """Before its warm a candidate must not have used the GPU: other candidates are timed
        meanwhile, and GPU work then would slow their rounds (a saboteur's gain in a group-relative
        reward). Device queries create no CUDA context and stay allowed; a tensor on the GPU does.
        A fatal failure: the process ends, and with it any work it queued."""
        if not _CUDA_INITIALIZED():  # nothing asked torch for CUDA: no context
            return None
        from anvil.runtime import cuda_driver
        try:
            active = cuda_driver.primary_context_active()
        except (OSError, cuda_driver.CudaDriverError):
            return None  # no driver or device to hold a context
        if not active:
            return None
        when = EARLY_OPS[op]
        return self.fail("early_gpu_use", f"the candidate used the GPU {when}, before its turn on the device "
                         "(a CUDA context was created). Other candidates may be timed then, so anvil runs a "
                         "candidate's GPU work only in its turn: create GPU tensors in ModelNew.__init__ or "
                         "forward, from the inputs' device. Device queries (torch.cuda.get_device_properties, "
                         "triton.runtime.driver) are fine at import.", stage="build", fatal=True)

    def _gpu_first_use(self, shapes, parts: dict | None = None, only: str | None = None):
        """Load kernels compiled without CUDA, then start and stop the profiler and launch the
        check kernels once: first uses that cost tens of milliseconds in a process. A failure here
        is a verdict only for a kernel that cannot load (too much shared memory: compile_error) or
        a CUDA error; anything else fails again, reported, in the lane. `only`: one of FIRST_USES."""
        torch = self.torch
        from anvil.runtime import audit, warmup
        parts = {} if parts is None else parts  # seconds per step (where a warm's time goes)
        t = time.monotonic()

        def lap(name):
            nonlocal t
            parts[name] = time.monotonic() - t
            t = time.monotonic()

        if only in (None, "kernels"):
            try:
                warmup.load(self.compiled_kernels)
            except BaseException as e:  # noqa: BLE001
                reason, message, fatal = faults.classify(e, self.source_path)
                if reason == "compile_error" or fatal:
                    return self.fail(reason, message, stage="build", fatal=fatal)
            torch.cuda.synchronize()
            torch.cuda.empty_cache()
            lap("kernels")
        if only in (None, "profiler"):
            audit.prepare()
            lap("profiler")
        if only in (None, "check_kernels"):
            try:  # a saving only: whatever fails here fails again, reported, in the lane
                _warm_check_kernels(torch, {transport.DTYPES[spec["dtype"]] for shape in shapes
                                            for spec in shape["inputs"] if spec.get("kind") == "tensor"})
            except Exception:  # noqa: BLE001
                pass
            lap("check_kernels")
            try:  # a saving only, as above
                _allocate_ahead(torch, self.first_call_bytes)
            except Exception:  # noqa: BLE001
                pass
            lap("allocations")
        return None

    def hold_collector(self) -> None:
        """From the first op that hands the candidate inputs on, Python's cyclic garbage collector
        runs only where the runtime collects, inside audited windows (`audited_collect`). A
        collection runs finalizers (a generator parked in `with` inside a reference cycle exits its
        block, an ExitStack runs its callbacks), and one falling between forward's return and the
        export (or in a refill, or at the start of a round) would run the candidate's code where no
        audit and no clock sees it: torch computing the outputs after the profiler stopped, or
        results worked out for the timing slots' fresh values before their timed calls. A round
        also collects at its end, after its outputs are exported (memory stays bounded, and the
        next values a finalizer could act on come only with a later message)."""
        if not self.collector_held:
            # What the warm and construct made is frozen too (a move, no collection): the audited
            # windows' collections then look only at what the calls made (an A/B on the H200 showed
            # no lane time saved beyond the spread; it keeps those collections bounded).
            _GC_FREEZE()
            _GC_DISABLE()
            self.collector_held = True

    @staticmethod
    def settle_collector() -> None:
        """After the import and the compile pass (on the compile cores): collect, and keep what is
        left out of later collections (the fork-server froze torch's own objects before the fork),
        so the collections in the lane look only at what the calls make."""
        _GC_COLLECT()
        _GC_FREEZE()

    def audited_collect(self) -> None:
        """Collect inside an audited window, and wait for what the finalizers launched: whatever
        they compute is recorded as the call's (cycles made since the last audit are freed here).
        The host's part is done before the wait: the note says so, so a deadline met in the wait is
        a GPU hang (a kernel that never ends), not a host one."""
        _GC_COLLECT()
        self.note_gpu_wait()
        self._sync()

    def note_gpu_wait(self) -> None:
        """Tell the core the host has issued its work and waits for the GPU (lets a deadline tell a
        GPU hang from a host hang)."""
        if self.mode == "gpu":
            self.chan.send({"note": "gpu_wait"})

    def _call(self, args, grad: bool = False, audited: bool = False):
        torch = self.torch
        # Checked calls get every fresh allocation filled with NaN, so an output region the kernels
        # never write shows up as NaN, whatever the allocator happened to hand back.
        t0 = time.perf_counter()
        _poison_allocations(torch, True)
        try:
            with torch.set_grad_enabled(grad):
                out = self.model(*args)
            if audited:
                self.audited_collect()
        finally:
            _poison_allocations(torch, False)
        t1 = time.perf_counter()
        if not audited:  # an audited call waited for the GPU in audited_collect, with its note
            self.note_gpu_wait()
            self._sync()
        # Host time to issue the call, and the wait for the GPU after it (lane diagnosis).
        self.last_call = {"issue": round(t1 - t0, 5), "gpu_wait": round(time.perf_counter() - t1, 5)}
        return out

    def op_run(self, msg, fds):
        """Run forward once on the inputs handed over, or on a timing slot's (`slot`). Options:
        audit (record kernels and ops), ghost (skip every Triton launch), grad (autograd enabled),
        scrub (poison free memory)."""
        torch = self.torch
        if self.model is None:
            return self.fail("internal_error", "run before construct")
        parts, clock = {}, _PartClock()
        self.hold_collector()
        if "slot" in msg:  # a timing slot's inputs, on the buffers the timed calls used
            args = list(self.slots[int(msg["slot"])])
        else:
            args = transport.load(msg["inputs"], fds, self.device)
        parts["load"] = clock.lap()
        originals = [_CLONE(a) if isinstance(a, torch.Tensor) else a for a in args]
        # The buffers handed over, as views of the runtime's own: forward may re-point an argument
        # (x.set_(...), resize_, as_strided_), and the checks below must read what was handed over.
        held = [_DETACH(a) if isinstance(a, torch.Tensor) else a for a in args]
        layouts = _layouts(torch, args)
        parts["clone"] = clock.lap()
        if msg.get("scrub") and self.mode == "gpu":
            _RT.scrub()
            parts["scrub"] = clock.lap()
        report = None
        # Threads are compared around calls without the profiler (it starts threads of its own).
        threads_before = None if msg.get("audit") else _RT.thread_ids()
        t0 = time.perf_counter()
        try:
            if msg.get("ghost"):
                with _RT.ghost():
                    out = self._call(args, bool(msg.get("grad")))
            elif msg.get("audit"):
                with _RT.record(profile_ops=True, cuda=self.mode == "gpu", copies=True,
                                 host_reads=self.mode != "gpu") as report:
                    out = self._call(args, bool(msg.get("grad")), audited=True)
            else:
                out = self._call(args, bool(msg.get("grad")))
        except BaseException as e:  # noqa: BLE001
            reply = self.from_exception(e, "forward")
            if msg.get("ghost") and not reply.get("fatal"):
                reply["reason"] = "ghost_raised"  # the judge treats this as "the kernels mattered"
            return reply
        seconds = time.perf_counter() - t0
        if self.refusal():  # before anything below reads the outputs: the serve loop answers with it
            return self.fail("monkeypatch", "refused", stage="forward", fatal=True)
        threads_new = _RT.threads_started(threads_before) if threads_before is not None else []
        parts["forward"] = clock.lap()
        parts["forward_issue"], parts["forward_gpu_wait"] = self.last_call["issue"], self.last_call["gpu_wait"]
        outs = as_outputs(out)
        info = [_describe_output(torch, o, held) for o in outs]
        bad = _structural_problem(info, self.device)
        if bad:
            return self.fail(*bad, stage="forward")
        mutated = [i for i, (a, h, b, lay) in enumerate(zip(args, held, originals, layouts))
                   if isinstance(a, torch.Tensor) and (_layout(a) != lay or not same_bits(torch, h, b))]
        parts["checks"] = clock.lap()
        share = transport.Shared()
        self.shares.append(share)
        descs = transport.export([_DETACH(o) for o in outs], share)  # torch's own detach, as everywhere
        self._pending_fds = share.fds
        parts["export"] = clock.lap()
        if msg.get("scrub"):
            # Poison what this call leaves behind, so a later call cannot inherit it: the whole
            # buffer under each output (0xFF bytes are NaN in every float format), not only the view.
            for o in outs:
                if _IS_FLOATING(o):
                    _FILL_STORAGE(_STORAGE(o), 0xFF)
        parts["poison"] = clock.lap()
        return {"ok": True, "outputs": descs, "output_info": info, "inputs_mutated": mutated,
                "tuple": issubclass(type(out), (tuple, list)), "seconds": seconds, "audit": report,
                "own_kernels": self.own_kernels, "own_ops": self.own_ops, "threads_new": threads_new, "parts": parts}

    def op_release(self, msg, fds):
        self.release_shares()
        return {"ok": True}

    def release_shares(self) -> None:
        """The buffers that carried the previous answer's tensors go back to the pool: the judge
        has copied them out before it sends anything else, so every op begins with this."""
        for s in self.shares:
            s.close()
        self.shares.clear()

    def op_stash(self, msg, fds):
        """Keep private copies of input sets for timing rounds, one per slot (`slots`, `sets`: one
        message for all); `inplace` overwrites the values of existing slots without moving their buffers."""
        self.hold_collector()
        sets = transport.load(msg["sets"], fds, self.device)
        for slot, fresh in zip((int(k) for k in msg["slots"]), sets):
            if msg.get("inplace") and slot in self.slots:
                for old, new in zip(self.slots[slot], fresh):
                    if isinstance(old, self.torch.Tensor):
                        _COPY(old, new)  # torch's copy_: the candidate may have set one on the object
            else:
                self.slots[slot] = list(fresh)
            self.slot_layouts[slot] = _layouts(self.torch, self.slots[slot])
        return {"ok": True}

    def op_time(self, msg, fds):
        """A round of timed calls over the timing slots. Options: return_outputs (each slot's last
        outputs), audit (the whole round recorded, as op_run's audit records one call; with no
        lead, whose spin kernel is not the candidate's), return_inputs (the slots' inputs after the
        round, for the judge to compare with its copies)."""
        torch = self.torch
        if self.flush is None:
            self.flush = _RT.flush_buffer(torch.device("cuda"))
        sets = [self.slots[int(k)] for k in msg["slots"]]
        self.hold_collector()
        watch = _RT.record(profile_ops=True, cuda=self.mode == "gpu") if msg.get("audit") else nullcontext({})
        try:
            with torch.no_grad(), watch as report:
                r = _RT.run_iterations(self.model, sets, int(msg["iters"]), self.flush,
                                       float(msg.get("lead_ms", _RT.first_lead_ms)), keep_last=True)
                if msg.get("audit"):
                    self.audited_collect()
        except BaseException as e:  # noqa: BLE001
            return self.from_exception(e, "timing")
        if self.refusal():  # before the outputs are read: the serve loop answers with it
            return self.fail("monkeypatch", "refused", stage="timing", fatal=True)
        for k in msg["slots"]:
            if _layouts(torch, self.slots[int(k)]) != self.slot_layouts.get(int(k)):
                return self.fail("input_mutated", "forward re-pointed an input tensor in a timed call (set_, "
                                 "resize_, as_strided_ or an in-place view op on it): leave the inputs as "
                                 "they are handed over and make views or tensors of your own", stage="timing")
        last = r.last
        reply = {"ok": True, **r.as_json(), "cpus": len(os.sched_getaffinity(0))}
        if msg.get("audit"):
            reply.update(audit=report, own_kernels=self.own_kernels, own_ops=self.own_ops)
        if msg.get("return_outputs") or msg.get("return_inputs"):
            share = transport.Shared()
            self.shares.append(share)
            outs = []
            for k in range(len(sets)):
                o = last.get(k)
                o = as_outputs(o)
                bad = _structural_problem([_describe_output(torch, x, sets[k]) for x in o], self.device)
                if bad:  # as the checked calls' outputs are (a lazy subclass in timed calls only, ...)
                    return self.fail(*bad, stage="timing")
                outs.append(transport.export([x if isinstance(x, torch.Tensor) else None for x in o], share))
            reply["outputs"] = outs
            if msg.get("return_inputs"):
                reply["inputs"] = [transport.export(list(s), share) for s in sets]
            self._pending_fds = share.fds
        del r, last
        _GC_COLLECT()  # after the export: the round's own garbage (see hold_collector)
        return reply

    # ---- loop ----------------------------------------------------------------------------
    def serve(self):
        ops = {"ping": lambda msg, fds: {"ok": True, "sandbox": self.sandbox_report},
               "gate": self.op_gate, "load": self.op_load, "construct": self.op_construct, "compile": self.op_compile,
               "warm": self.op_warm, "run": self.op_run, "release": self.op_release, "stash": self.op_stash,
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
            self.release_shares()
            try:
                reply = handler(msg, fds) if handler else self.fail("internal_error", f"unknown op {op!r}")
            except BaseException as e:  # noqa: BLE001 - anything left is reported, not raised
                reply = self.from_exception(e, op or "?")
            if self.context_pending and op in EARLY_OPS and reply.get("ok", True):
                reply = self._early_gpu_use(op) or reply
            refused = self.refusal()  # once made, whatever the candidate caught, every answer is it
            if refused:
                reason, _event, _line, message = refused
                reply = self.fail(reason, message, stage=REFUSAL_STAGES.get(op, op), fatal=True)
                self._pending_fds = []  # no outputs go with it
            reply["op"] = op
            self.chan.send(reply, self._pending_fds)
            if reply.get("fatal"):
                return


def _with_library_guard(hook_refusal):
    """The audit hook's first refusal, or else the first change library_guard finds in the library
    namespaces recorded now (before the candidate's module runs): a `monkeypatch` refusal, kept as
    the hook keeps its own, so every later answer is it."""
    from anvil.runtime import library_guard
    changed, first = library_guard.record(), []

    def refusal():
        made = hook_refusal()
        if made or first:
            return made or first[0]
        what = changed()
        if what:
            first.append(("monkeypatch", "library", 0, f"{what} while the candidate's code ran: a candidate may "
                                                       "not change a library's classes or modules"))
            return first[0]
        return None
    return refusal


def _poison_allocations(torch, on: bool) -> None:
    torch.utils.deterministic.fill_uninitialized_memory = on
    # The switch itself, without torch.use_deterministic_algorithms' wrapper, which also sets
    # Inductor's config and so imports Dynamo (seconds) the first time: Inductor never runs here.
    switch = getattr(torch._C, "_set_deterministic_algorithms", None)
    if switch is not None:
        switch(on, warn_only=True)
    else:  # pragma: no cover - a torch without the private switch
        torch.use_deterministic_algorithms(on, warn_only=True)


def _warm_check_kernels(torch, dtypes) -> None:
    """Launch, on a few bytes, the GPU kernels a checked call uses around forward (the clone and
    comparison that catch changed inputs, the NaN fill of fresh allocations, the transport's byte
    copies): CUDA loads a kernel at its first launch, and in a fresh process that cost the first
    checked call in the GPU lane ~50 ms. Here it is paid in the compile pass, for microseconds of GPU."""
    for dt in {torch.float32, *dtypes}:
        x = torch.zeros(16, dtype=dt, device="cuda")
        same_bits(torch, x, _CLONE(x))
        if x.is_floating_point():
            x.fill_(float("nan"))
    raw = torch.zeros(3, dtype=torch.uint8, device="cuda")
    same_bits(torch, raw, _CLONE(raw))
    raw.copy_(torch.empty(3, dtype=torch.uint8, device="cuda").fill_(0xFF))
    torch.cuda.synchronize()


def _own_kernels(mod) -> list[str]:
    """The names of the candidate's Triton kernels: at top level or in its classes' bodies (a
    staticmethod kernel launched as self.kernel[grid])."""
    from anvil.runtime import audit
    values = list(vars(mod).values())
    for cls in [v for v in values if isinstance(v, type) and v.__module__ == mod.__name__]:
        values += [a.__func__ if isinstance(a, (staticmethod, classmethod)) else a for a in vars(cls).values()]
    return sorted({audit._kernel_name(v) for v in values if _is_kernel(v)})


def _is_kernel(v) -> bool:
    try:
        from triton.runtime.jit import KernelInterface
    except ImportError:  # pragma: no cover
        return False
    return isinstance(v, KernelInterface)


def _out_of_memory(exc: BaseException) -> bool:
    """As faults.is_gpu_oom, and the CUDA error torch raises when a context finds the device full."""
    return faults.is_gpu_oom(exc) or "out of memory" in str(exc).lower()


def _tensor_bytes(args, out) -> dict:
    """Bytes of each tensor among a call's inputs and outputs (outputs flattened one level)."""
    outs = as_outputs(out)

    def size(ts):
        return [int(t.numel() * t.element_size()) for t in ts if isinstance(t, _torch.Tensor) and t.numel()]
    try:  # outputs are the candidate's: whatever they do here is no verdict, only no saving
        return {"inputs": size(args), "outputs": size(outs)}
    except BaseException:  # noqa: BLE001
        return {}


# At most this much is allocated ahead (a compile pass on meta may claim any output size).
AHEAD_LIMIT_BYTES = 8 << 30


def _allocate_ahead(torch, sizes: dict) -> None:
    """Allocate, then free into the caching allocator, what the first checked call allocates: the
    inputs as received and their clones, and the outputs; and the device buffers and IPC handles
    that carry the outputs to the judge (kept in the transport's pool). Each costs a device
    allocation at its first use, in the GPU lane; here it is paid in the warm."""
    inputs, outputs = sizes.get("inputs", []), sizes.get("outputs", [])
    need = 2 * sum(inputs) + 2 * sum(outputs)
    if need > AHEAD_LIMIT_BYTES:
        return
    free, total = torch.cuda.mem_get_info()
    if free - need < total // 4:  # a full device (several judges): held from now to its lane, it could
        return                    # leave another candidate without memory for its context
    blocks = [torch.empty(n, dtype=torch.uint8, device="cuda") for n in inputs + inputs + outputs]
    del blocks
    for n in outputs:
        ptr = transport.POOL.take(n)
        transport.POOL.handle(ptr)
        transport.POOL.give(ptr, n)


def _placeholder(torch, spec, device):
    if spec.get("kind") != "tensor":
        return spec.get("value")
    dt = transport.DTYPES[spec["dtype"]]
    if dt.is_floating_point:
        return torch.empty(spec["shape"], dtype=dt, device=device)
    return torch.zeros(spec["shape"], dtype=dt, device=device)


class _PartClock:
    """Host seconds between laps: where a call's time goes (reported to the judge for the lane's
    time breakdown; diagnostic only). No synchronisation of its own: GPU work left in flight is
    counted by the next part that waits for it. (With a device-wide synchronise at every lap, the
    lane's forward calls measured 4-5 s per candidate on the H200 where they had taken ~1.5 s
    without; whether the synchronisation caused that was not established.)"""

    def __init__(self):
        self.t = time.perf_counter()

    def lap(self) -> float:
        now = time.perf_counter()
        dt, self.t = now - self.t, now
        return round(dt, 5)


def _layout(t) -> tuple:
    """Where a tensor points (its storage's address and size, offset, sizes, strides), read with
    torch's own methods: forward re-pointing an input it was handed changes it."""
    storage = _STORAGE(t)
    return (_STORAGE_PTR(storage), _STORAGE_NBYTES(storage), _STORAGE_OFFSET(t), tuple(_SHAPE(t)), tuple(_STRIDE(t)))


def _layouts(torch, values: list) -> list:
    """_layout of each tensor among values (None for the rest)."""
    return [_layout(v) if isinstance(v, torch.Tensor) else None for v in values]


def same_bits(torch, a, b) -> bool:
    """Bit for bit (NaN included), with shape and dtype; through the captured torch functions, so
    the candidate's code cannot change what this sees. The judge compares handed-back inputs with it."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    x, y = _VIEW(_RESHAPE(a, -1), torch.uint8), _VIEW(_RESHAPE(b, -1), torch.uint8)
    if x.numel() % 8 == 0 and x.data_ptr() % 8 == 0 and y.data_ptr() % 8 == 0:
        x, y = _VIEW(x, torch.int64), _VIEW(y, torch.int64)  # the same bits, an eighth of the elements
    return bool(_EQUAL(x, y))


def as_outputs(out) -> list:
    """A call's outputs as a list. A tuple or list (or a subclass: NamedTuple) is read by the
    builtin type's own iteration, from the real type: a subclass's __iter__ would run the
    candidate's code after the audit's profiler stopped."""
    kind = type(out)
    if issubclass(kind, tuple):
        return list(tuple.__iter__(out))
    if issubclass(kind, list):
        return list(list.__iter__(out))
    return [out]


def _describe_output(torch, o, args) -> dict:
    # type() only: a Tensor subclass must not get the chance to run its own code here.
    if type(o) is not torch.Tensor:
        return {"type": type(o).__name__, "is_tensor": isinstance(o, torch.Tensor), "exact_tensor": False}
    if vars(o):  # attributes set on the object shadow its methods (o.detach = ...): the runtime's
        # later calls would run the candidate's code after the audit
        return {"type": "Tensor with attributes set on it", "is_tensor": True, "exact_tensor": False}
    dtype = transport.dtype_name(_DTYPE(o))
    if dtype not in transport.DTYPES:
        return {"type": f"Tensor of {dtype}", "is_tensor": True, "exact_tensor": True, "unsupported_dtype": dtype}
    storage = _STORAGE(o)
    start, size = _STORAGE_PTR(storage), _STORAGE_NBYTES(storage)
    aliases = []
    for i, a in enumerate(args):
        if type(a) is torch.Tensor:
            s2 = _STORAGE(a)
            if start < _STORAGE_PTR(s2) + _STORAGE_NBYTES(s2) and _STORAGE_PTR(s2) < start + max(size, 1):
                aliases.append(i)
    return {"type": "Tensor", "is_tensor": True, "exact_tensor": True, "contiguous": _IS_CONTIGUOUS(o),
            "device": _DEVICE(o).type, "aliases_inputs": aliases, "storage_bytes": size,
            "bytes": _NUMEL(o) * _ELEMENT_SIZE(o), "overlapping": views_overlap(tuple(_SHAPE(o)), _STRIDE(o)),
            "requires_grad": _REQUIRES_GRAD(o)}


def views_overlap(shape, strides) -> bool:
    """Whether two positions of a view with these sizes and strides share an element (a stride of 0
    from expand, or as_strided steps shorter than the dimensions inside them)."""
    reach = 0  # the furthest element offset the dimensions taken so far reach
    for size, stride in sorted((d for d in zip(shape, strides) if d[0] > 1), key=lambda d: d[1]):
        if stride <= reach:
            return True
        reach += stride * (size - 1)
    return False


def _structural_problem(info: list, device: str | None = None) -> tuple[str, str] | None:
    """Outputs must be plain tensors, sharing memory neither with the inputs nor between their own
    positions, on the device the inputs came on (an output made on the host was computed there,
    outside the kernels)."""
    for i, d in enumerate(info):
        if not d["is_tensor"]:
            return "not_a_tensor", f"output {i} is a {d['type']}, not a torch.Tensor"
        if not d["exact_tensor"]:
            return "output_subclass", f"output {i} is a {d['type']} (not a plain tensor); return a plain torch.Tensor"
        if d.get("unsupported_dtype"):
            return "dtype_mismatch", (f"output {i} is {d['unsupported_dtype']}, a dtype no problem's output has: return "
                                      "the reference's dtype")
        if device and d["device"] != device:
            return "output_device", (f"output {i} is on {d['device']}, the inputs on {device}: compute on the "
                                     f"{device} with your kernels and return the result there")
        if d["aliases_inputs"]:
            return "output_aliases_input", (f"output {i} shares memory with input {d['aliases_inputs'][0]}; "
                                            "write results into a tensor of your own")
        # A view into a larger buffer of its own (a slice of a padded result, one of several outputs
        # cut from one allocation) is fine: after a checked call the whole buffer is poisoned, so
        # its other parts carry nothing to the next call. Positions sharing memory are not.
        if d["overlapping"] or d["storage_bytes"] < d["bytes"]:
            return "output_not_dense", (f"output {i} is a view whose positions share memory (a stride of 0, as "
                                        "from expand, or overlapping strides); return a tensor with an element "
                                        "of its own at every position (.contiguous() makes one)")
    return None


def main(chan: Channel, config: dict) -> None:
    from anvil.runtime import sandbox
    report = sandbox.enter(config, kernel_layers=True)
    # Few CPU threads: several candidates compile while one is judged, and with torch's default (a
    # thread per core each) they would crowd the host the judged candidate and its judge run on.
    # Only host-side torch work uses these.
    import torch
    torch.set_num_threads(CANDIDATE_THREADS)
    from anvil.runtime import audit
    audit.install_launch_wrapper()  # before any candidate code: the same launch method in every call
    rt = CandidateRuntime(chan, config)
    rt.sandbox_report = report
    # With the compile pass on meta tensors the context waits for `warm`: creating one disturbs
    # the GPU, and a process starts whenever another evaluation ends, just before the next is timed.
    if rt.mode == "gpu" and not config.get("lazy_context"):
        failed = rt.open_gpu()
        if failed:
            chan.recv()
            chan.send(failed)
            return
    rt.serve()
    if rt.mode == "gpu" and not rt.context_pending:
        # Ending frees this process's device memory, which would disturb a timed section: the core
        # ends it (SIGKILL) under the GPU gate instead. Should it never come, leave after a while.
        time.sleep(EXIT_WAIT_S)
