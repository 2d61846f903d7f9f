# problem: level1/instancenorm2d
# expect: ok
"""InstanceNorm2d (no affine) with one program per (batch, channel) plane: @triton.heuristics
with lambdas reading several arguments at once (BLOCK from HW, SINGLE_PASS from HW and BLOCK,
num_warps from BLOCK), two-pass mean/variance in fp32, and `tl.rsqrt`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.heuristics({
    "BLOCK": lambda a: min(triton.next_power_of_2(a["HW"]), 1024),
    "SINGLE_PASS": lambda a: a["HW"] <= min(triton.next_power_of_2(a["HW"]), 1024),
    "num_warps": lambda a: 4 if a["HW"] <= 4096 else 8,
})
@triton.jit
def instance_norm_kernel(x_ptr, y_ptr, HW, eps, BLOCK: tl.constexpr, SINGLE_PASS: tl.constexpr):
    plane = tl.program_id(0).to(tl.int64)
    xb = x_ptr + plane * HW
    yb = y_ptr + plane * HW
    if SINGLE_PASS:
        offs = tl.arange(0, BLOCK)
        m = offs < HW
        v = tl.load(xb + offs, mask=m, other=0.0).to(tl.float32)
        mean = tl.sum(v, axis=0) / HW
        d = tl.where(m, v - mean, 0.0)
        var = tl.sum(d * d, axis=0) / HW
        tl.store(yb + offs, d * tl.rsqrt(var + eps), mask=m)
    else:
        acc = tl.zeros([BLOCK], dtype=tl.float32)
        for s in range(0, HW, BLOCK):
            offs = s + tl.arange(0, BLOCK)
            acc += tl.load(xb + offs, mask=offs < HW, other=0.0).to(tl.float32)
        mean = tl.sum(acc, axis=0) / HW
        acc2 = tl.zeros([BLOCK], dtype=tl.float32)
        for s in range(0, HW, BLOCK):
            offs = s + tl.arange(0, BLOCK)
            m = offs < HW
            v = tl.load(xb + offs, mask=m, other=0.0).to(tl.float32)
            d = tl.where(m, v - mean, 0.0)
            acc2 += d * d
        rstd = tl.rsqrt(tl.sum(acc2, axis=0) / HW + eps)
        for s in range(0, HW, BLOCK):
            offs = s + tl.arange(0, BLOCK)
            m = offs < HW
            v = tl.load(xb + offs, mask=m, other=0.0).to(tl.float32)
            tl.store(yb + offs, (v - mean) * rstd, mask=m)


class ModelNew(nn.Module):
    def __init__(self, eps):
        super().__init__()
        self.eps = float(eps)

    def forward(self, x):
        x = x.contiguous()
        n, c, h, w = x.shape
        y = torch.empty_like(x)
        instance_norm_kernel[(n * c,)](x, y, h * w, self.eps)
        return y
