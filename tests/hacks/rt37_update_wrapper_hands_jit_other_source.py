# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""`functools.update_wrapper(relu_kernel, _body)` (default attributes, allowed) before
`triton.jit(relu_kernel)`: it sets `relu_kernel.__wrapped__ = _body`, and `inspect.getsourcelines`,
from which Triton's JIT and its interpreter take a kernel's text, unwraps `__wrapped__`, so both
compile `_body`, a function the gate read as a plain one (round 33's identity branch: zeros on a
GPU, the ReLU per element in interpreter mode); the gate's kernel-body rules ran on relu_kernel."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


def _body(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    offs = base + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    if x.shape is x.shape:
        for j in range(BLOCK):
            if base + j < n:
                v = float(f"{tl.load(x_ptr + base + j)}"[1:-1])
                tl.store(out_ptr + base + j, max(v, 0.0))
    else:
        tl.store(out_ptr + offs, x * 0.0, mask=m)


def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m, other=0.0), 0.0), mask=m)


functools.update_wrapper(relu_kernel, _body)
relu_kernel = triton.jit(relu_kernel)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
