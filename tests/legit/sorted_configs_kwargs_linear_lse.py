# problem: level2/linear_logsumexp
# expect: ok
"""logsumexp(x @ W^T + b, dim=-1, keepdim=True): one program per row block computes the full
output row tile (N fits in a block) and reduces it; the block sizes come from a list of
triton.Config objects sorted by their kwargs (the smallest BLOCK_N that fits)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_CONFIGS = [triton.Config({"BLOCK_N": n}, num_warps=w) for n, w in ((256, 8), (64, 2), (128, 4), (1024, 8), (4096, 16))]


def _pick(n: int) -> triton.Config:
    for cfg in sorted(_CONFIGS, key=lambda c: c.kwargs["BLOCK_N"]):
        if cfg.kwargs["BLOCK_N"] >= n:
            return cfg
    raise ValueError(f"out_features={n} too large for a single tile")


@triton.jit
def linear_lse_kernel(x_ptr, w_ptr, b_ptr, o_ptr, M, N, K, BM: tl.constexpr, BLOCK_N: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    rm = pm * BM + tl.arange(0, BM)
    rn = tl.arange(0, BLOCK_N)
    acc = tl.zeros((BM, BLOCK_N), tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    acc = tl.where(rn[None, :] < N, acc, float("-inf"))
    mx = tl.max(acc, axis=1)
    lse = mx + tl.log(tl.sum(tl.exp(acc - mx[:, None]), axis=1))
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
        BM = 16
        linear_lse_kernel[(triton.cdiv(M, BM),)](x, self.fc.weight, self.fc.bias, out, M, N, K, BM=BM,
                                                 BK=32, num_warps=cfg.num_warps, **cfg.kwargs)
        return out
