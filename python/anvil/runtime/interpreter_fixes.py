"""Fixes for Triton's CPU interpreter, applied in interpreter mode before any candidate code is
imported, so that honest kernels behave there as they do on a GPU:
- fp32 -> bf16 casts round to nearest even (the interpreter truncates; GPUs round);
- tl.dot on bf16 operands multiplies the values (the interpreter multiplies the raw uint16 bits);
- a kernel is compiled from its own `def` line (the interpreter took the last line of the source
  starting with `def `, which a string inside the kernel can hold: code the gate read as a string).
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
    builder = getattr(itp, "InterpreterBuilder", None)
    convert = getattr(itp, "_convert_float", None)
    if builder is None or convert is None or getattr(builder, "_anvil_fixed", False):
        return []
    applied = []
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
    rewriter = getattr(itp, "FunctionRewriter", None)
    if rewriter is not None and hasattr(rewriter, "_find_def"):
        rewriter._find_def = lambda self, lines: def_line(lines)
        applied.append("kernels compile from their own def line")
    builder._anvil_fixed = True
    return applied


def def_line(lines: list[str]) -> int:
    """The 1-based line, within a function's source lines (decorators first), of its `def`."""
    import ast
    import textwrap
    tree = ast.parse(textwrap.dedent("".join(lines)))
    fn = next(n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))
    return fn.lineno
