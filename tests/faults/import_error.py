# problem: level1/softmax_rows
# expect: import_error
"""Raises while the module is imported."""
import triton
import triton.language as tl

raise RuntimeError("broken at import")


@triton.jit
def noop_kernel(x_ptr):
    pass


class ModelNew:
    pass
