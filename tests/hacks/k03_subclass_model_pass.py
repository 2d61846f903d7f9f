# problem: level1/softmax_rows
# expect: uses_reference
# kind: 3
"""`class ModelNew(Model): pass` with a decoy kernel: the reference does everything (there is no
forward of its own, so nothing launches the kernel either)."""
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=cols < n_cols)


class ModelNew(Model):  # noqa: F821 - provided by the harness namespace
    pass
