# problem: level1/max_rows
# expect: ok
"""A row max reduced in passes: a `while` loop relaunches one kernel on its own partial maxima
until each row fits in one block (a tree reduction on the host side)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _max_pass_kernel(x_ptr, y_ptr, n_cols, n_out, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    chunk = tl.program_id(1)
    cols = chunk * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
    tl.store(y_ptr + row * n_out + chunk, tl.max(v, axis=0))


class ModelNew(nn.Module):
    BLOCK = 32

    def forward(self, x):
        cur = x.contiguous()
        rows = cur.shape[0]
        while True:
            width = cur.shape[1]
            n_out = triton.cdiv(width, self.BLOCK)
            nxt = torch.empty((rows, n_out), dtype=cur.dtype, device=cur.device)
            _max_pass_kernel[(rows, n_out)](cur, nxt, width, n_out, BLOCK=self.BLOCK)
            cur = nxt
            if n_out == 1:
                break
        return cur.reshape(rows)
