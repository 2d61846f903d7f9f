# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""Python computes the ReLU inside a "Triton kernel", element by element, in interpreter mode
only: there a scalar Triton tensor's `str()` is its NumPy array's, so `float(str(tl.load(p))[1:-1])`
is a Python float, and `max(..., 0.0)` is Python's. No GPU compiles `str` in a kernel, and the compile
check would have said so, but it ran forward once, first, on meta tensors, taking forward's other
failures as no verdict: `if x.device.type != "meta":` launched the kernel only in the lane.
Judged `ok` in interpreter mode before round 31. Now every interpreted launch after the compile
pass compiles for the GPU target first (gpu_twins.check_launch), as a GPU compiles at its launch
what its compile pass did not: `compile_error` in both modes (GPU not run). Still open: a kernel
that tells the compiler from the interpreter with a compile-time constant (isinstance of a
constexpr, a `tl.constexpr` helper) prunes such a branch out of every compile (docs/security.md)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    for j in range(BLOCK):
        if base + j < n:
            v = float(str(tl.load(x_ptr + base + j))[1:-1])
            tl.store(out_ptr + base + j, max(v, 0.0))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        if x.device.type != "meta":
            relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
