# problem: level1/max_rows
# expect: ok
"""A generic row-reduction kernel: the elementwise combine is a constexpr argument (a @triton.jit
function) applied across the chunks, with the identity element passed alongside; the last step is
`tl.reduce` with the module-level combine (tl.reduce needs the function itself, not a constexpr)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _max_combine(a, b):
    return tl.maximum(a, b)


@triton.jit
def row_reduce_kernel(x_ptr, out_ptr, n_cols, stride, IDENTITY: tl.constexpr,
                      COMBINE: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.full((BLOCK,), IDENTITY, tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=IDENTITY).to(tl.float32)
        acc = COMBINE(acc, x)
    res = tl.reduce(acc, 0, _max_combine)
    tl.store(out_ptr + row, res.to(out_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        out = torch.empty(rows, device=x.device, dtype=x.dtype)
        BLOCK = min(2048, triton.next_power_of_2(cols))
        row_reduce_kernel[(rows,)](x, out, cols, x.stride(0), IDENTITY=float("-inf"),
                                   COMBINE=_max_combine, BLOCK=BLOCK)
        return out
