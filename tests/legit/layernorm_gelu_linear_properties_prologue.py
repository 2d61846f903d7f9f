# problem: level2/layernorm_gelu_linear
# expect: ok
"""LayerNorm -> exact GELU -> Linear as two kernels: a row kernel writes gelu(LN(x)), then a GEMM
with the bias in its epilogue. ModelNew exposes the parameters it reads through read-only
properties (`ln_weight`, `ln_bias`, `weight`, `bias`) over the nn.LayerNorm/nn.Linear holders,
and reads the weight transposed through its strides."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ln_gelu_kernel(x_ptr, g_ptr, b_ptr, y_ptr, D, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < D
    x = tl.load(x_ptr + row * D + cols, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / D
    d = tl.where(m, x - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / D + eps)
    z = d * rstd * tl.load(g_ptr + cols, mask=m, other=0.0) + tl.load(b_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * D + cols, 0.5 * z * (1.0 + tl.erf(z * 0.7071067811865476)), mask=m)


@triton.jit
def linear_bias_kernel(a_ptr, w_ptr, bias_ptr, c_ptr, M, N, K, swn, swk,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + kk[:, None] * swk + rn[None, :] * swn, mask=(kk[:, None] < K) & (rn[None, :] < N),
                    other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(bias_ptr + rn, mask=rn < N, other=0.0)[None, :]
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.norm = nn.LayerNorm(in_features)
        self.fc = nn.Linear(in_features, out_features)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.25 * torch.randn(in_features))
            self.norm.bias.copy_(0.2 * torch.randn(in_features))

    @property
    def ln_weight(self):
        return self.norm.weight

    @property
    def ln_bias(self):
        return self.norm.bias

    @property
    def weight(self):
        return self.fc.weight

    @property
    def bias(self):
        return self.fc.bias

    def forward(self, x):
        x = x.contiguous()
        M, D = x.shape
        h = torch.empty_like(x)
        ln_gelu_kernel[(M,)](x, self.ln_weight, self.ln_bias, h, D, self.norm.eps, BLOCK=triton.next_power_of_2(D))
        w = self.weight
        N = w.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_bias_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](h, w, self.bias, out, M, N, D,
                                                                      w.stride(0), w.stride(1), BM=32, BN=32, BK=32)
        return out
