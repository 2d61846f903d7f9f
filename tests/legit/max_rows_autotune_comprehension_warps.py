# problem: level1/max_rows
# expect: ok
"""Autotune configs built by a comprehension over block sizes with `num_warps` computed from each
block, keyed on the row length; `tl.max` over a row loop."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_CONFIGS = [
    triton.Config({"BLOCK": b}, num_warps=max(1, b // 64), num_stages=2)
    for b in (64, 128, 256)
]


@triton.autotune(configs=_CONFIGS, key=["n_cols"])
@triton.jit
def _amax_rows_kernel(x_ptr, y_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.full([BLOCK], -float("inf"), tl.float32)
    for start in range(0, n_cols, BLOCK):
        c = start + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * stride + c, mask=c < n_cols, other=-float("inf")).to(tl.float32)
        acc = tl.maximum(acc, v)
    tl.store(y_ptr + row, tl.max(acc, axis=0).to(y_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        rows, cols = x2.shape
        y = torch.empty(rows, dtype=x.dtype, device=x.device)
        _amax_rows_kernel[(rows,)](x2, y, cols, x2.stride(0))
        return y.view(x.shape[:-1])
