# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""ReLU through the unbound class method torch.Tensor.relu(x) instead of x.relu()/torch.relu(x)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        relu_kernel[(1,)](x, out, min(x.numel(), 1024), BLOCK=1024)
        return torch.Tensor.relu(x)
