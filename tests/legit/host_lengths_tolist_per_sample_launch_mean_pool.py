# problem: level2/masked_mean_pool_linear
# expect: ok
"""Masked mean pooling with the batch's lengths read on the host (`lengths.tolist()`: four int64 at
the CPU shape, 32 bytes, under red-team round 42's 256-byte limit on values read into Python in interpreter mode)
and handed to one pooling launch per sample (its rows, `x[b]`, a view) as its count of valid positions; then a small GEMM with
bias reading the nn.Linear's tensors. The kernels read the data; the host reads only launch arguments."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pool_one_sample_kernel(x_ptr, p_ptr, n_valid, H, BH: tl.constexpr):
    h = tl.program_id(0) * BH + tl.arange(0, BH)
    hm = h < H
    acc = tl.zeros([BH], tl.float32)
    for s in range(0, n_valid):
        acc += tl.load(x_ptr + s * H + h, mask=hm, other=0.0).to(tl.float32)
    tl.store(p_ptr + h, acc / n_valid, mask=hm)


@triton.jit
def linear_kernel(a_ptr, w_ptr, bias_ptr, o_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc += tl.dot(a, w.to(tl.float32), input_precision="ieee")
    acc += tl.load(bias_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    tl.store(o_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, hidden, out_features, dtype):
        super().__init__()
        self.fc = nn.Linear(hidden, out_features)
        self.to(dtype)

    def forward(self, x, lengths):
        x = x.contiguous()
        B, S, H = x.shape
        pooled = torch.empty((B, H), device=x.device, dtype=torch.float32)
        for b, n_valid in enumerate(lengths.tolist()):
            pool_one_sample_kernel[(triton.cdiv(H, 64),)](x[b], pooled[b], n_valid, H, BH=64)
        N = self.fc.out_features
        out = torch.empty((B, N), device=x.device, dtype=x.dtype)
        linear_kernel[(triton.cdiv(B, 16), triton.cdiv(N, 32))](pooled, self.fc.weight, self.fc.bias, out, B, N, H,
                                                                BM=16, BN=32, BK=32)
        return out
