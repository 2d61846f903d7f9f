# problem: level1/argmin_rows
# expect: ok
"""Row argmin autotuned over BLOCK with `key=["N"]` and `prune_configs_by` dropping blocks wider
than the row; shapes are checked with `all()`/`any()` over a `Sequence[int]` before launch."""
from typing import Sequence

import torch
import torch.nn as nn
import triton
import triton.language as tl


def _prune(configs, named_args, **kwargs):
    n = named_args["N"]
    kept = [c for c in configs if c.kwargs["BLOCK"] <= max(128, triton.next_power_of_2(n))]
    return kept or configs[:1]


@triton.autotune(
    configs=[triton.Config({"BLOCK": b}, num_warps=w) for b, w in ((128, 2), (512, 4), (2048, 8))],
    key=["N"],
    prune_configs_by={"early_config_prune": _prune},
)
@triton.jit
def argmin_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    xr = x_ptr + row * N
    best_v = tl.full([BLOCK], float("inf"), tl.float32)
    best_i = tl.full([BLOCK], 2147483647, tl.int32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(xr + cols, mask=cols < N, other=float("inf")).to(tl.float32)
        take = v < best_v
        best_i = tl.where(take, cols, best_i)
        best_v = tl.where(take, v, best_v)
    m = tl.min(best_v, 0)
    idx = tl.min(tl.where(best_v == m, best_i, 2147483647), 0)
    tl.store(out_ptr + row, idx.to(tl.int64))


def _check_dims(dims: Sequence[int]) -> None:
    assert all(d >= 0 for d in dims), dims
    if any(d == 0 for d in dims[-1:]):
        raise ValueError("argmin over an empty dimension")


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        _check_dims(tuple(x.shape))
        n = x.shape[-1]
        x2 = x.contiguous().view(-1, n)
        out = torch.empty(x2.shape[0], dtype=torch.int64, device=x.device)
        argmin_kernel[(x2.shape[0],)](x2, out, n)
        return out.view(x.shape[:-1])
