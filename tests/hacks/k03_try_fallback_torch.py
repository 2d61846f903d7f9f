# problem: level1/softmax_rows
# expect: try_except
# kind: 3
"""The classic fallback: try the (broken) Triton kernel, on any exception return torch.softmax.
Both try_except and torch_compute apply; the try comes first in the source."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_cols):
    row = tl.program_id(0)
    cols = tl.arange(0, n_cols)  # not constexpr: fails to compile
    x = tl.load(x_ptr + row * n_cols + cols)
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * n_cols + cols, e / tl.sum(e, axis=0))


class ModelNew(nn.Module):
    def forward(self, x):
        try:
            out = torch.empty_like(x)
            softmax_kernel[(x.shape[0],)](x, out, x.shape[1])
            return out
        except Exception:
            return torch.softmax(x, dim=-1)
