# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""A store the GPU runs and the interpreter skips: `done = pid >= 0 or _clear(...)`. Triton's
compiler does not short-circuit `or` on a dynamic operand, so it emits `_clear` (a store of zeros
over the ReLU just written) for every program; the interpreter runs Python's `or`, which stops at
the true scalar `pid >= 0`, so the store never happens there. Interpreter mode judged `ok` a kernel
whose GPU output is all zeros (a mismatch), and every compile check passed (the kernel compiles).
Judged `ok` in interpreter mode before red-team round 34. The gate now refuses, in a kernel, a call
with an effect (a store, an atomic, a print, a @triton.jit function) in a later operand of
`and`/`or` (R.KERNEL_EFFECT_CALLS)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _clear(out_ptr, offs, m):
    tl.store(out_ptr + offs, tl.zeros(offs.shape, tl.float32), mask=m)
    return offs < 0


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=m)
    done = pid >= 0 or _clear(out_ptr, offs, m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
