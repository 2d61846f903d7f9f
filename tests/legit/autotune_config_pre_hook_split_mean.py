# problem: level1/mean_rows
# expect: ok
"""Row mean split across programs with atomic adds into a zeroed output: @triton.autotune with
`reset_to_zero=["out_ptr"]` and a Config-level pre_hook that zeroes the output before each run
(the launch never zeroes it itself)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _zero_out(nargs):
    nargs["out_ptr"].zero_()


@triton.autotune(
    configs=[
        triton.Config({"BLOCK": 1024, "SPLIT": 4}, num_warps=4, pre_hook=_zero_out),
        triton.Config({"BLOCK": 2048, "SPLIT": 8}, num_warps=8, pre_hook=_zero_out),
    ],
    key=["n_cols"],
    reset_to_zero=["out_ptr"],
)
@triton.jit
def split_mean_kernel(x_ptr, out_ptr, n_cols, inv_n, BLOCK: tl.constexpr, SPLIT: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    part = tl.program_id(1)
    per = tl.cdiv(n_cols, SPLIT)
    start = part * per
    acc = tl.zeros((BLOCK,), tl.float32)
    for off in range(0, per, BLOCK):
        cols = start + off + tl.arange(0, BLOCK)
        m = (cols < n_cols) & (off + tl.arange(0, BLOCK) < per)
        acc += tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    tl.atomic_add(out_ptr + row, tl.sum(acc, 0) * inv_n)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        out = torch.empty(rows, device=x.device, dtype=torch.float32)
        split_mean_kernel[lambda meta: (rows, meta["SPLIT"])](x, out, cols, 1.0 / cols)
        return out.to(x.dtype)
