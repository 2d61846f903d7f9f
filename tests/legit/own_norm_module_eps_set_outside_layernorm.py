# problem: level1/layernorm_rows
# expect: ok
"""ModelNew holds the file's own `TritonLayerNorm(nn.Module)` as `self.norm`, then sets
`self.norm.eps = eps` and freezes `self.norm.weight.requires_grad = False` /
`self.norm.bias.requires_grad = False` from the outside (chains through its own submodule). Refused by the gate until false-positive probe 21."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def layernorm_fwd_kernel(x_ptr, w_ptr, b_ptr, y_ptr, D, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    xr = x_ptr + row.to(tl.int64) * D
    yr = y_ptr + row.to(tl.int64) * D
    s = tl.zeros((BLOCK,), tl.float32)
    for off in range(0, D, BLOCK):
        c = off + tl.arange(0, BLOCK)
        s += tl.load(xr + c, mask=c < D, other=0.0).to(tl.float32)
    mean = tl.sum(s, axis=0) / D
    v = tl.zeros((BLOCK,), tl.float32)
    for off in range(0, D, BLOCK):
        c = off + tl.arange(0, BLOCK)
        d = tl.where(c < D, tl.load(xr + c, mask=c < D, other=0.0).to(tl.float32) - mean, 0.0)
        v += d * d
    rstd = 1.0 / tl.sqrt(tl.sum(v, axis=0) / D + eps)
    for off in range(0, D, BLOCK):
        c = off + tl.arange(0, BLOCK)
        xv = tl.load(xr + c, mask=c < D, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + c, mask=c < D, other=0.0).to(tl.float32)
        b = tl.load(b_ptr + c, mask=c < D, other=0.0).to(tl.float32)
        tl.store(yr + c, ((xv - mean) * rstd * w + b).to(y_ptr.dtype.element_ty), mask=c < D)


class TritonLayerNorm(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.eps = 1e-5

    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        R, D = x2.shape
        y = torch.empty_like(x2)
        layernorm_fwd_kernel[(R,)](x2, self.weight, self.bias, y, D, self.eps,
                                   BLOCK=min(2048, triton.next_power_of_2(D)), num_warps=8)
        return y.view(x.shape)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.norm = TritonLayerNorm(dim)
        self.norm.eps = eps
        self.norm.weight.requires_grad = False
        self.norm.bias.requires_grad = False
        self.to(dtype)

    def forward(self, x):
        return self.norm(x)
