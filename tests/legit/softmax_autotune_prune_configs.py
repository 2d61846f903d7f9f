# problem: level1/softmax_rows
# expect: ok
"""Autotuned softmax: BLOCK_SIZE is a tuned meta-parameter, and prune_configs_by drops the
configs whose block is narrower than the row (early_config_prune)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _prune_small_blocks(configs, named_args, **kwargs):
    n_cols = named_args["n_cols"]
    kept = [c for c in configs if c.kwargs["BLOCK_SIZE"] >= n_cols]
    return kept if kept else configs[-1:]


@triton.autotune(
    configs=[
        triton.Config({"BLOCK_SIZE": 128}, num_warps=4),
        triton.Config({"BLOCK_SIZE": 512}, num_warps=4),
        triton.Config({"BLOCK_SIZE": 2048}, num_warps=8),
        triton.Config({"BLOCK_SIZE": 16384}, num_warps=16),
    ],
    key=["n_cols"],
    prune_configs_by={"early_config_prune": _prune_small_blocks},
)
@triton.jit
def softmax_kernel(in_ptr, out_ptr, in_row_stride, out_row_stride, n_cols, BLOCK_SIZE: tl.constexpr):
    row_idx = tl.program_id(0)
    col_offsets = tl.arange(0, BLOCK_SIZE)
    mask = col_offsets < n_cols
    row = tl.load(in_ptr + row_idx * in_row_stride + col_offsets, mask=mask, other=-float("inf"))
    row_minus_max = row - tl.max(row, axis=0)
    numerator = tl.exp(row_minus_max)
    denominator = tl.sum(numerator, axis=0)
    tl.store(out_ptr + row_idx * out_row_stride + col_offsets, numerator / denominator, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n_rows, n_cols = x.shape
        y = torch.empty_like(x)
        softmax_kernel[(n_rows,)](x, y, x.stride(0), y.stride(0), n_cols)
        return y
