# problem: level1/mean_rows
# expect: ok
"""Literal template filled with .format_map(dict) in a debug description."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    tl.store(out_ptr + row, (tl.sum(acc, axis=0) / n_cols).to(out_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.last_launch = ""

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty(M, device=x.device, dtype=x.dtype)
        BLOCK = min(1024, triton.next_power_of_2(N))
        mean_kernel[(M,)](x, out, N, x.stride(0), BLOCK=BLOCK)
        self.last_launch = "mean rows={rows} cols={cols} block={block}".format_map({"rows": M, "cols": N, "block": BLOCK})
        return out
