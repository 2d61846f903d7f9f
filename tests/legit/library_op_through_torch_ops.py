# problem: level1/relu_elementwise
# expect: ok
"""The kernel is a PyTorch custom operator (torch.library.triton_op), and forward calls it the way
PyTorch's documentation does once an operator is registered: through torch.ops.<namespace>, its
default overload spelled out."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from torch.library import triton_op, wrap_triton


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(v, 0.0), mask=m)


@triton_op("anvil_legit_ops::relu", mutates_args=())
def relu_op(x: torch.Tensor) -> torch.Tensor:
    out = torch.empty_like(x)
    n = x.numel()
    wrap_triton(relu_kernel)[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
    return out


class ModelNew(nn.Module):
    def forward(self, x):
        return torch.ops.anvil_legit_ops.relu.default(x.contiguous())
