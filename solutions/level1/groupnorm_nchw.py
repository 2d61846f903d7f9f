"""Reference solution: one program per (sample, group). A group is a contiguous run of
(channels / groups) * H * W values in NCHW; mean and variance in fp32 over tiles, then a pass that
normalises and applies the per-channel affine."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def groupnorm_kernel(x_ptr, w_ptr, b_ptr, out_ptr, C, HW, G, eps, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    g = pid % G
    cpg = C // G
    group_size = cpg * HW
    base = pid.to(tl.int64) * group_size
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for s in range(0, group_size, BLOCK):
        offs = s + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + base + offs, mask=offs < group_size, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / group_size
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for s in range(0, group_size, BLOCK):
        offs = s + tl.arange(0, BLOCK)
        mask = offs < group_size
        x = tl.load(x_ptr + base + offs, mask=mask, other=0.0).to(tl.float32)
        d = tl.where(mask, x - mean, 0.0)
        acc += d * d
    rstd = 1.0 / tl.sqrt(tl.sum(acc, axis=0) / group_size + eps)
    for s in range(0, group_size, BLOCK):
        offs = s + tl.arange(0, BLOCK)
        mask = offs < group_size
        ch = g * cpg + offs // HW
        x = tl.load(x_ptr + base + offs, mask=mask, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + ch, mask=mask, other=0.0).to(tl.float32)
        b = tl.load(b_ptr + ch, mask=mask, other=0.0).to(tl.float32)
        y = (x - mean) * rstd * w + b
        tl.store(out_ptr + base + offs, y.to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, groups, channels, eps, dtype):
        super().__init__()
        self.groups = groups
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(channels))
        self.bias = nn.Parameter(0.2 * torch.randn(channels))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        B, C = x.shape[0], x.shape[1]
        HW = x.numel() // (B * C)
        out = torch.empty_like(x)
        group_size = (C // self.groups) * HW
        block = min(triton.next_power_of_2(group_size), 4096)
        groupnorm_kernel[(B * self.groups,)](x, self.weight, self.bias, out, C, HW, self.groups,
                                             float(self.eps), BLOCK=block, num_warps=8)
        return out
