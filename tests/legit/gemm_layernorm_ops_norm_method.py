# problem: level2/gemm_layernorm
# expect: ok
"""Keeps the reference's attribute names (self.fc, self.norm) for the parameters; a launcher
object `self.ops` has `linear` and `norm` methods (GEMM+bias, then row LayerNorm)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gemm_bias_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, sxk, swn, swk, sym, syn,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        ks = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * sxm + ks[None, :] * sxk,
                    mask=(rm[:, None] < M) & (ks[None, :] < K), other=0.0)
        w = tl.load(w_ptr + ks[:, None] * swk + rn[None, :] * swn,
                    mask=(ks[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :] * syn, acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    b = tl.load(b_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * stride + cols, d / tl.sqrt(var + eps) * w + b, mask=m)


class TritonOps:
    def linear(self, x, weight, bias):
        M, K = x.shape
        N = weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        gemm_bias_kernel[grid](x, weight, bias, y, M, N, K, x.stride(0), x.stride(1),
                               weight.stride(0), weight.stride(1), y.stride(0), y.stride(1),
                               BM=32, BN=32, BK=32)
        return y

    def norm(self, x, weight, bias, eps):
        y = torch.empty_like(x)
        layernorm_kernel[(x.shape[0],)](x, weight, bias, y, x.shape[1], x.stride(0), eps,
                                        BLOCK=triton.next_power_of_2(x.shape[1]))
        return y


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.norm = nn.LayerNorm(out_features)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.2 * torch.randn(out_features))
            self.norm.bias.copy_(0.1 * torch.randn(out_features))
        self.ops = TritonOps()

    def forward(self, x):
        y = self.ops.linear(x.contiguous(), self.fc.weight, self.fc.bias)
        return self.ops.norm(y, self.norm.weight, self.norm.bias, self.norm.eps)
