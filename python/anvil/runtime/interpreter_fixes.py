"""Fixes for Triton's CPU interpreter, applied in interpreter mode before any candidate code is
imported, so that honest kernels behave there as they do on a GPU:
- fp32 -> bf16 casts round to nearest even (the interpreter truncates; GPUs round);
- tl.dot on bf16 operands multiplies the values (the interpreter multiplies the raw uint16 bits);
- a kernel is compiled from its own `def` line (the interpreter took the last line of the source
  starting with `def `, which a string inside the kernel can hold: code the gate read as a string);
- loads, stores and atomics stay inside the launch's tensor arguments (in the interpreter a pointer
  is a host address: a kernel given id(obj) read and rewrote any object of its process);
- `with torch.cuda.device(x.device):` selects nothing for a CPU tensor's device (on a GPU it selects
  x's own device; here torch refused a CPU device);
- a kernel's `warmup()` gives a compiled kernel to launch later, as on a GPU (the interpreter has
  no warmup; compiled_view.py holds both kinds);
- a @triton.jit function called from a kernel puts triton.language back as it found it (the
  interpreter patched its builtins in for the rest of the process, so a later compile for a GPU
  target, the compile check's, failed on honest code).
Trusted runtime code; each fix is skipped when the interpreter no longer has the flaw's shape."""

from __future__ import annotations


def f32_to_bf16_bits(x):
    """fp32 values -> bf16 bit patterns (uint16), rounding to nearest, ties to even; NaN stays NaN."""
    import numpy as np
    bits = x.view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(x)
    if nan.any():
        rounded[nan] = 0x7FC0
    return rounded


def apply() -> list[str]:
    try:
        import numpy as np
        import triton.language as tl
        from triton.runtime import interpreter as itp
    except ImportError:
        return []
    applied = ["torch.cuda.device selects nothing for a CPU device"] if cpu_device_guard() else []
    if interpreted_warmup(itp):
        applied.append("kernels have warmup()")
    if scoped_device_calls(itp):
        applied.append("a device function call restores triton.language")
    if typed_loop_variables(itp):
        applied.append("range loop variables are integer tensors")
    if specialized_ones(itp):
        applied.append("integer arguments equal to 1 are constexprs")
    builder = getattr(itp, "InterpreterBuilder", None)
    convert = getattr(itp, "_convert_float", None)
    if builder is None or convert is None or getattr(builder, "_anvil_fixed", False):
        return applied
    orig_cast = builder.cast_impl

    def cast_impl(self, src, dst_type):
        if src.dtype.scalar == tl.float32 and dst_type.scalar == tl.bfloat16:
            data = f32_to_bf16_bits(np.ascontiguousarray(src.data, dtype=np.float32))
            return itp.TensorHandle(data.view(itp._get_np_dtype(dst_type)), dst_type.scalar)
        return orig_cast(self, src, dst_type)

    builder.cast_impl = cast_impl
    for name in ("create_fp_trunc",):
        setattr(builder, name, lambda self, src, dst_type: self.cast_impl(src, dst_type))
    applied.append("bf16 casts round to nearest even")

    orig_dot = builder.create_dot

    def create_dot(self, a, b, d, input_precision, max_num_imprecise_acc):
        if a.dtype.scalar == tl.bfloat16 or b.dtype.scalar == tl.bfloat16:
            def up(h):
                if h.dtype.scalar == tl.bfloat16:
                    return itp.TensorHandle(convert(h.data, tl.bfloat16, tl.float32, None).view(np.float32),
                                            tl.float32)
                return h
            a, b = up(a), up(b)
        return orig_dot(self, a, b, d, input_precision, max_num_imprecise_acc)

    builder.create_dot = create_dot
    applied.append("bf16 dot multiplies values")

    # The interpreter has no GPU to time configs on: autotuning takes the first config.
    from triton.runtime.autotuner import Autotuner
    if hasattr(Autotuner, "_bench"):
        Autotuner._bench = lambda self, *args, config=None, **kwargs: [0.0, 0.0, 0.0]
        applied.append("autotune takes the first config")
    if bound_memory(itp):
        applied.append("memory accesses stay inside the launch's tensors")
    rewriter = getattr(itp, "FunctionRewriter", None)
    if rewriter is not None and hasattr(rewriter, "_find_def"):
        rewriter._find_def = lambda self, lines: def_line(lines)
        applied.append("kernels compile from their own def line")
    if rewriter is not None and hasattr(rewriter, "_compile_and_exec"):
        rewriter._compile_and_exec = _only_needed_globals(rewriter._compile_and_exec, set(vars(itp)))
        applied.append("the kernels' module gets only the interpreter names the rewritten kernel needs")
    builder._anvil_fixed = True
    return applied


# What the interpreter's rewriting of a kernel refers to (Triton 3.6-3.9: comparisons and constants).
REWRITE_NAMES = frozenset({"_InterpreterComparison", "interpreter_semantic"})


def _only_needed_globals(compile_and_exec, interpreter_names: set):
    """The interpreter copies every global of its own module (inspect, np, time...) into the
    module of a kernel it rewrites, where the candidate's code could then read them (`inspect`
    reaches the builtins, and so exec), even while the rewritten `def` runs (its default values).
    Each such name the module lacks is held by a placeholder while the interpreter copies and
    defines, so nothing is copied; afterwards only the names the rewritten code uses stay (the
    gate refuses those names in a candidate's source)."""
    def wrapped(self, transformed_ast):
        import ast
        g = self.fn.__globals__
        before = set(g)
        used = REWRITE_NAMES & {n.id for n in ast.walk(transformed_ast) if isinstance(n, ast.Name)}
        held = [k for k in interpreter_names - before - used if not k.startswith("__")]
        for k in held:
            g[k] = _NOT_COPIED
        try:
            return compile_and_exec(self, transformed_ast)
        finally:
            for key in set(g) - before - used:
                g.pop(key, None)
    return wrapped


_NOT_COPIED = object()  # stands in a kernel's module for an interpreter name while a kernel is defined


def def_line(lines: list[str]) -> int:
    """The 1-based line, within a function's source lines (decorators first), of its `def`."""
    import ast
    import textwrap
    tree = ast.parse(textwrap.dedent("".join(lines)))
    fn = next(n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))
    return fn.lineno


class OutOfBounds(RuntimeError):
    pass


def tensor_ranges(values) -> list[tuple[int, int]]:
    """[start, end) of the storage of every tensor among a launch's arguments (in tuples and tensor
    descriptors too)."""
    import torch
    out, todo = [], list(values)
    while todo:
        v = todo.pop()
        if isinstance(v, torch.Tensor):
            if type(v) not in (torch.Tensor, torch.nn.Parameter):
                raise OutOfBounds(f"a {type(v).__name__} passed to a kernel: pass plain tensors")
            s = torch.Tensor.untyped_storage(v)  # torch's own method, not one the candidate defined
            if type(s) is not torch.UntypedStorage:
                raise OutOfBounds("a tensor argument without a storage of its own")
            out.append((s.data_ptr(), s.data_ptr() + s.nbytes()))
        elif isinstance(v, (tuple, list)):
            todo += list(v)
        elif hasattr(v, "base") and isinstance(getattr(v, "base", None), torch.Tensor):
            todo.append(v.base)
    return out


def check_addresses(ptrs, mask, itemsize: int, ranges) -> None:
    """Raise unless every address the mask lets through lies, with its element, inside a range."""
    import numpy as np
    addr = np.asarray(ptrs, dtype=np.uint64)
    live = addr if mask is None else addr[np.broadcast_to(np.asarray(mask, dtype=bool), addr.shape)]
    if live.size == 0:
        return
    ok = np.zeros(live.shape, dtype=bool)
    for lo, hi in ranges:
        ok |= (live >= lo) & (live + itemsize <= hi)
    if not ok.all():
        bad = int(live[~ok].flat[0])
        raise OutOfBounds(f"a load or store at address {bad:#x}, outside every tensor passed to this launch: "
                          "kernels may only touch their tensor arguments")


def bound_memory(itp) -> bool:
    """Route the interpreter's loads, stores and atomics through a check against the storages of
    the tensors passed to the running launch."""
    executor = getattr(itp, "GridExecutor", None)
    raw = getattr(itp, "_interpreter", None)
    if executor is None or raw is None or not hasattr(executor, "_init_args_hst") or isinstance(raw, _Bounded):
        return False
    orig_init = executor._init_args_hst

    def init_args_hst(self, args_dev, kwargs):
        args_hst, kwargs_hst = orig_init(self, args_dev, kwargs)
        _Bounded.ranges = tensor_ranges(list(args_hst) + list(kwargs_hst.values()))
        return args_hst, kwargs_hst

    executor._init_args_hst = init_args_hst
    orig_call = executor.__call__

    def call(self, *args, **kwargs):  # a launch inside another's grid function restores the outer's
        outer = _Bounded.ranges
        try:
            return orig_call(self, *args, **kwargs)
        finally:
            _Bounded.ranges = outer

    executor.__call__ = call
    itp._interpreter = _Bounded(raw)
    return True


class _Bounded:
    """The interpreter's native module, with its memory operations checked."""
    ranges: list = []

    def __init__(self, raw):
        self._raw = raw

    def __getattr__(self, name):
        return getattr(self._raw, name)

    def load(self, ptrs, mask, other, dtype):
        import numpy as np
        check_addresses(ptrs, mask, np.dtype(dtype).itemsize, _Bounded.ranges)
        return self._raw.load(ptrs, mask, other, dtype)

    def store(self, ptrs, value, mask):
        check_addresses(ptrs, mask, value.dtype.itemsize, _Bounded.ranges)
        return self._raw.store(ptrs, value, mask)

    def atomic_rmw(self, op, ptrs, value, mask, sem):
        check_addresses(ptrs, mask, value.dtype.itemsize, _Bounded.ranges)
        return self._raw.atomic_rmw(op, ptrs, value, mask, sem)

    def atomic_cas(self, ptrs, cmp, value, sem):
        check_addresses(ptrs, None, value.dtype.itemsize, _Bounded.ranges)
        return self._raw.atomic_cas(ptrs, cmp, value, sem)


def cpu_device_guard() -> bool:
    """Let torch.cuda.device take a CPU device and select nothing (its own no-op, index -1), as a
    GPU kernel's guard `with torch.cuda.device(x.device):` does nothing for x's own device there.
    False when torch's device class no longer has the shape this relies on, or it is done already."""
    import torch
    guard = torch.cuda.device
    init = guard.__dict__.get("__init__")
    if init is None or getattr(init, "_anvil_cpu", False) or not hasattr(guard, "__enter__"):
        return False

    def __init__(self, device):
        if (isinstance(device, torch.device) and device.type == "cpu") or (type(device) is str and device == "cpu"):
            self.idx, self.prev_idx = -1, -1
            return
        init(self, device)

    __init__._anvil_cpu = True
    guard.__init__ = __init__
    return True


def scoped_device_calls(itp) -> bool:
    """A @triton.jit function called from inside a kernel (tl.zeros, a helper of the file's) runs
    with triton.language patched to the interpreter's builtins, as the grid's run does, but the
    interpreter never restored that patch (GridExecutor restores only its own): the builtins of the
    modules the called function sees (triton.language.core for Triton's own helpers) stayed the
    interpreter's for the rest of the process, and a later compile for a GPU target
    (gpu_twins.check_launch) then failed on honest code ('value' object has no attribute 'dtype').
    Now the call restores what it patched. False where the interpreter no longer has that shape."""
    fn = getattr(itp, "InterpretedFunction", None)
    patch, error = getattr(itp, "_patch_lang", None), getattr(itp, "InterpreterError", None)
    call = getattr(fn, "__dict__", {}).get("__call__")
    if fn is None or patch is None or error is None or call is None or getattr(call, "_anvil", False):
        return False

    def __call__(self, *args, **kwargs):
        scope = patch(self.fn)
        try:
            fn_ = self.rewrite()
            try:
                return fn_(*args, **kwargs)
            except Exception as e:
                raise error(repr(e)) from e
        finally:
            scope.restore()

    __call__._anvil = True
    fn.__call__ = __call__
    return True


def interpreted_warmup(itp) -> bool:
    """Give interpreted kernels the warmup(*args, grid=..., **options) a GPU kernel has (the
    interpreter's, inherited, returns None): it compiles nothing here and returns a compiled kernel
    whose launch launches the kernel. False where there is no interpreted kernel class, or it is
    done already."""
    fn = getattr(itp, "InterpretedFunction", None)
    if fn is None or getattr(getattr(fn, "warmup", None), "_anvil", False):
        return False

    def warmup(self, *args, grid, **options):
        from anvil.runtime import compiled_view
        return compiled_view.interpreted(self, options)

    warmup._anvil = True
    fn.warmup = warmup
    return True


def loop_values(itp, start, end=None, step=None):
    """The values of a compiled `for` over range(start, end, step) (or tl.range), as Triton's code
    generator types them: each bound made a tensor (a Python int is i32, or u32/i64/u64 when it
    does not fit), the variable's type the promotion of the three (integer_promote_impl), each
    value a scalar tensor of that type. A bound that is no integer scalar is refused, as there."""
    import numpy as np
    import triton.language as tl
    sem = itp.interpreter_semantic
    if end is None:
        start, end = 0, start
    bounds = [sem.to_tensor(start), sem.to_tensor(end),
              sem.to_tensor(1 if step is None else step)]
    for b in bounds:
        if not b.dtype.is_int() or b.type.is_block():
            raise TypeError(f"For loop bounds and step must all be integer scalars, got {b.type}")
    iv_type = sem.integer_promote_impl(sem.integer_promote_impl(bounds[0].dtype, bounds[1].dtype), bounds[2].dtype)
    bits, signed = iv_type.int_bitwidth, iv_type.is_int_signed()

    def as_iv(v):  # a bound cast to the variable's type, as create_int_cast does
        v = int(v) & ((1 << bits) - 1)
        return v - (1 << bits) if signed and v >= 1 << (bits - 1) else v

    lo, hi, st = (as_iv(np.asarray(b.handle.data).reshape(-1)[0]) for b in bounds)
    np_dtype = itp._get_np_dtype(iv_type)
    for v in range(lo, hi, st):
        yield tl.core.tensor(itp.TensorHandle(np.array([v], dtype=np_dtype), iv_type), iv_type)


def typed_loop_variables(itp) -> bool:
    """In the interpreter `for i in range(n)` (and tl.range, which it maps to Python's range) gave
    the loop's body a Python int, where compiled Triton gives an i32 (or i64) value: `(i - 1) % 2`
    was 1 there and -1 on a GPU, `//` floored instead of truncating, and nothing overflowed. Now
    the interpreter's rewrite of a kernel runs each `for` over a call through
    `interpreter_semantic.anvil_loop` (a name the rewrite already uses and the gate refuses), which
    gives loop_values for Python's range or tl.range, and anything else (tl.static_range, whose
    variable compiled Triton makes a constexpr, Python's arithmetic) as it was; tl.range, while a
    kernel runs, is loop_values too. False where the interpreter lacks that shape, or it is done."""
    import builtins
    import ast
    import triton.language as tl
    transformer, rewriter = getattr(itp, "ASTTransformer", None), getattr(itp, "FunctionRewriter", None)
    sem, patch_core = getattr(itp, "interpreter_semantic", None), getattr(itp, "_patch_lang_core", None)
    if (transformer is None or rewriter is None or sem is None or patch_core is None
            or not hasattr(itp, "TensorHandle") or not hasattr(itp, "_get_np_dtype")
            or getattr(patch_core, "_anvil", False)):
        return False

    def tl_range(arg1, arg2=None, step=None, **options):  # tl.range's options only tune a GPU's pipelining
        return loop_values(itp, arg1, arg2, step)

    def anvil_loop(fn, *args, **kwargs):
        if fn is builtins.range or fn is tl.core.range:
            if kwargs and fn is builtins.range:
                raise TypeError("range() takes no keyword arguments")
            return loop_values(itp, *args) if fn is builtins.range else tl_range(*args, **kwargs)
        return fn(*args, **kwargs)

    class LoopTransformer(transformer):
        def visit_For(self, node):
            node = self.generic_visit(node)
            call = node.iter
            if isinstance(call, ast.Call):
                loop = ast.Attribute(value=ast.Name(id="interpreter_semantic", ctx=ast.Load()), attr="anvil_loop",
                                     ctx=ast.Load())
                node.iter = ast.copy_location(ast.Call(func=loop, args=[call.func] + call.args,
                                                       keywords=call.keywords), call)
            return node

    def patch_lang_core(lang, scope):
        patch_core(lang, scope)
        scope.set_attr(lang, "range", tl_range)

    patch_lang_core._anvil = True
    sem.anvil_loop = anvil_loop
    itp._patch_lang_core = patch_lang_core
    rewriter.ast_transformer = LoopTransformer()
    return True


def specialized_ones(itp) -> bool:
    """Compiled Triton specializes an integer argument equal to 1 (not in do_not_specialize, not
    annotated with a type) as the constexpr 1, whose arithmetic is Python's: with n == 1,
    `(n - 2) % 2` compiles to 1. The interpreter made every integer argument a tensor (-1 there).
    Now a launch passes such an argument through as the interpreter passes a constexpr, asking
    Triton's own specialization (native_specialize_impl) which arguments it makes constexprs.
    Tuples holding a 1 (their items specialized alike when compiled) are left as they were. False
    where the interpreter or Triton lacks that shape, or it is done already."""
    import contextvars
    import inspect
    try:
        from triton.backends.compiler import BaseBackend
        from triton.runtime.jit import KernelParam, native_specialize_impl
    except ImportError:
        return False
    executor, fn_cls = getattr(itp, "GridExecutor", None), getattr(itp, "InterpretedFunction", None)
    if executor is None or fn_cls is None or getattr(executor.__call__, "_anvil_ones", False):
        return False
    unspecialized = contextvars.ContextVar("anvil_do_not_specialize", default=())
    orig_run, orig_init, orig_call = fn_cls.run, executor.__init__, executor.__call__

    def run(self, *args, **kwargs):
        token = unspecialized.set(tuple(self.kwargs.get("do_not_specialize") or ()))
        try:
            return orig_run(self, *args, **kwargs)
        finally:
            unspecialized.reset(token)

    def __init__(self, fn, *args, **kwargs):
        orig_init(self, fn, *args, **kwargs)
        self._anvil_dns = unspecialized.get()

    def __call__(self, *args, **kwargs):
        params = list(inspect.signature(self.fn).parameters.values())
        names = {p.name for p in params}
        try:
            bound = inspect.getcallargs(self.fn, *args, **{k: v for k, v in kwargs.items() if k in names})
        except TypeError:
            return orig_call(self, *args, **kwargs)
        dns = getattr(self, "_anvil_dns", ())
        ones = []
        for i, p in enumerate(params):
            v = bound.get(p.name)
            if type(v) is not int or v != 1 or p.name in self.constexprs:
                continue
            kp = KernelParam(i, p, i in dns or p.name in dns, False)
            if kp.annotation_type or kp.is_constexpr:
                continue
            if native_specialize_impl(BaseBackend, v, kp.is_const, not kp.do_not_specialize, True)[0] == "constexpr":
                ones.append(p.name)
        if not ones:
            return orig_call(self, *args, **kwargs)
        before = self.constexprs
        self.constexprs = list(before) + ones
        try:
            return orig_call(self, *args, **kwargs)
        finally:
            self.constexprs = before

    __call__._anvil_ones = True
    fn_cls.run, executor.__init__, executor.__call__ = run, __init__, __call__
    return True
