# problem: level1/elu_elementwise
# expect: ok
"""The grid is a lambda over the launch meta-parameters (meta["BLOCK"]), the usual Triton idiom."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def elu_kernel(x_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.where(x > 0, x, alpha * (tl.exp(tl.minimum(x, 0.0)) - 1.0)), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = float(alpha)

    def forward(self, x):
        out = torch.empty_like(x)
        n = x.numel()
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK"]),)  # noqa: E731
        elu_kernel[grid](x, out, n, self.alpha, BLOCK=256)
        return out
