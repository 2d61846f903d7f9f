# problem: level1/groupnorm_nchw
# expect: ok
"""GroupNorm with a Welford combine: tl.reduce over a tuple (mean, m2, count) with a @triton.jit
combine function; one program per (sample, group), then the affine normalisation in the same
program."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _welford_combine(mean_a, m2_a, n_a, mean_b, m2_b, n_b):
    n = n_a + n_b
    delta = mean_b - mean_a
    frac = tl.where(n == 0, 0.0, n_b / tl.where(n == 0, 1.0, n))
    mean = mean_a + delta * frac
    m2 = m2_a + m2_b + delta * delta * n_a * frac
    return mean, m2, n


@triton.jit
def groupnorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C, HW, G, eps, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    n = pid // G
    g = pid % G
    cpg = C // G
    group_size = cpg * HW
    base = n * C * HW + g * cpg * HW
    mean = tl.zeros([BLOCK], tl.float32)
    m2 = tl.zeros([BLOCK], tl.float32)
    cnt = tl.zeros([BLOCK], tl.float32)
    for start in range(0, group_size, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        m = offs < group_size
        v = tl.load(x_ptr + base + offs, mask=m, other=0.0).to(tl.float32)
        one = tl.where(m, 1.0, 0.0)
        new_cnt = cnt + one
        d = v - mean
        mean = mean + tl.where(m, d / tl.where(new_cnt == 0, 1.0, new_cnt), 0.0)
        m2 = m2 + tl.where(m, d * (v - mean), 0.0)
        cnt = new_cnt
    g_mean, g_m2, g_cnt = tl.reduce((mean, m2, cnt), 0, _welford_combine)
    rstd = 1.0 / tl.sqrt(g_m2 / g_cnt + eps)
    for start in range(0, group_size, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        m = offs < group_size
        c = g * cpg + offs // HW
        v = tl.load(x_ptr + base + offs, mask=m, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + c, mask=m, other=1.0)
        b = tl.load(b_ptr + c, mask=m, other=0.0)
        tl.store(y_ptr + base + offs, (v - g_mean) * rstd * w + b, mask=m)


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
        N, C, H, W = x.shape
        y = torch.empty_like(x)
        groupnorm_kernel[(N * self.groups,)](x, self.weight, self.bias, y, C, H * W, self.groups, self.eps,
                                             BLOCK=256)
        return y
