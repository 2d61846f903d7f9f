# problem: level1/index_select_rows
# expect: ok
"""index_select along dim 0: forward validates with `assert x.is_contiguous()` after making it
so, binds sizes with walrus expressions, and the kernel guards each index with
`tl.device_assert` before the row copy (a 2-D tile of rows x columns)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def index_select_rows_kernel(x_ptr, idx_ptr, out_ptr, num_rows, num_index, dim,
                             BLOCK_R: tl.constexpr, BLOCK_D: tl.constexpr):
    r = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    r_ok = r < num_index
    src = tl.load(idx_ptr + r, mask=r_ok, other=0)
    tl.device_assert((src >= 0) & (src < num_rows), "index out of range")
    for d0 in range(0, dim, BLOCK_D):
        cols = d0 + tl.arange(0, BLOCK_D)
        m = r_ok[:, None] & (cols[None, :] < dim)
        v = tl.load(x_ptr + src[:, None] * dim + cols[None, :], mask=m, other=0.0)
        tl.store(out_ptr + r[:, None] * dim + cols[None, :], v, mask=m)


class ModelNew(nn.Module):
    def forward(self, x, index):
        x = x.contiguous()
        index = index.contiguous()
        assert x.is_contiguous() and index.is_contiguous()
        if (n_idx := index.numel()) == 0 or (dim := x.shape[1]) == 0:
            return x.new_empty((n_idx, x.shape[1]))
        out = torch.empty((n_idx, dim), device=x.device, dtype=x.dtype)
        BLOCK_R, BLOCK_D = 16, 64
        index_select_rows_kernel[(triton.cdiv(n_idx, BLOCK_R),)](x, index, out, x.shape[0], n_idx, dim,
                                                                BLOCK_R=BLOCK_R, BLOCK_D=BLOCK_D)
        return out
