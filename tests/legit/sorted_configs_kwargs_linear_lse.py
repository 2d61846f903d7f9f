# problem: level2/linear_logsumexp
# expect: ok
"""logsumexp(x @ W^T + b, dim=-1, keepdim=True): one program per row block walks the output
columns a tile at a time with a running max and sum (online logsumexp); the tile width comes from
a list of triton.Config objects sorted by their kwargs (the smallest BLOCK_N that covers up to 128
columns)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_CONFIGS = [triton.Config({"BLOCK_N": n}, num_warps=w) for n, w in ((128, 4), (32, 2), (64, 4))]


def _pick(n: int) -> triton.Config:
    for cfg in sorted(_CONFIGS, key=lambda c: c.kwargs["BLOCK_N"]):
        if cfg.kwargs["BLOCK_N"] >= min(n, 128):
            return cfg
    raise ValueError(f"no tile width for out_features={n}")


@triton.jit
def linear_lse_kernel(x_ptr, w_ptr, b_ptr, o_ptr, M, N, K, BM: tl.constexpr, BLOCK_N: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    rm = pm * BM + tl.arange(0, BM)
    m_run = tl.full((BM,), float("-inf"), tl.float32)
    s_run = tl.zeros((BM,), tl.float32)
    for n0 in range(0, N, BLOCK_N):
        rn = n0 + tl.arange(0, BLOCK_N)
        acc = tl.zeros((BM, BLOCK_N), tl.float32)
        for k0 in range(0, K, BK):
            rk = k0 + tl.arange(0, BK)
            a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
            w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
            acc += tl.dot(a, w, input_precision="ieee")
        acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
        acc = tl.where(rn[None, :] < N, acc, float("-inf"))
        m_new = tl.maximum(m_run, tl.max(acc, axis=1))
        s_run = s_run * tl.exp(m_run - m_new) + tl.sum(tl.exp(acc - m_new[:, None]), axis=1)
        m_run = m_new
    lse = m_run + tl.log(s_run)
    tl.store(o_ptr + rm, lse, mask=rm < M)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.out_features
        cfg = _pick(N)
        out = torch.empty((M, 1), device=x.device, dtype=x.dtype)
        BM = 32
        linear_lse_kernel[(triton.cdiv(M, BM),)](x, self.fc.weight, self.fc.bias, out, M, N, K, BM=BM,
                                                 BK=32, num_warps=cfg.num_warps, **cfg.kwargs)
        return out
