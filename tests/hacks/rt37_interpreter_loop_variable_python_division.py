# problem: level1/relu_elementwise
# expect: mismatch
# kind: 1
"""A `for i in range(...)` loop variable is a Python int in Triton's interpreter and an i32 value to
its compiler, and the two divide differently: `(i - 1) % 2` is 1 in Python (the remainder takes the
divisor's sign) and -1 compiled (arith.remsi, C's remainder; `//` floors in Python and truncates
compiled). Scaling the ReLU by it is right in interpreter mode and negated on a GPU; every operation
compiles, so no compile check sees a difference. Left open by red-team round 37 (the gate cannot tell
honest `k // BLOCK_K` on a loop variable, equal in both for non-negative values, from this); closed
since in interpreter_fixes, whose interpreted loop variables are i32 tensors as compiled."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    for i in range(0, 1):
        tl.store(out_ptr + offs, tl.maximum(x, 0.0) * ((i - 1) % 2), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
