# problem: level1/gelu_exact
# expect: ok
"""Picks `num_warps` from `torch.cuda.get_device_capability(x.device)` when the input is on CUDA
(a common habit for Hopper-vs-Ampere tuning), else a default."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476)), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        major = torch.cuda.get_device_capability(x.device)[0] if x.is_cuda else 0
        num_warps = 8 if major >= 9 else 4
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gelu_kernel[(triton.cdiv(n, 2048),)](x, y, n, BLOCK=2048, num_warps=num_warps)
        return y
