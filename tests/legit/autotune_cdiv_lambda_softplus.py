# problem: level1/softplus_elementwise
# expect: ok
"""Autotuned elementwise softplus with the grid as `lambda META: (triton.cdiv(n, META["BLOCK_SIZE"]),)`
and beta/threshold passed as runtime floats."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(
    configs=[triton.Config({"BLOCK_SIZE": bs}, num_warps=nw) for bs, nw in ((512, 4), (1024, 4), (2048, 8))],
    key=["n_elements"],
)
@triton.jit
def softplus_kernel(x_ptr, y_ptr, n_elements, beta, threshold, BLOCK_SIZE: tl.constexpr):
    offs = tl.program_id(axis=0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    bx = x * beta
    soft = tl.log(1.0 + tl.exp(tl.minimum(bx, threshold))) / beta
    tl.store(y_ptr + offs, tl.where(bx > threshold, x, soft), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, beta, threshold):
        super().__init__()
        self.beta = float(beta)
        self.threshold = float(threshold)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n_elements = x.numel()
        grid = lambda META: (triton.cdiv(n_elements, META["BLOCK_SIZE"]),)
        softplus_kernel[grid](x, y, n_elements, self.beta, self.threshold)
        return y
