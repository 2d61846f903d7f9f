# problem: level1/mean_rows
# expect: ok
"""The launch lives in a helper method of ModelNew (self._launch) that forward calls; the block
size is chosen in another small method."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_kernel(x_ptr, out_ptr, n_cols, stride, inv_n, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    tl.store(out_ptr + row, (tl.sum(acc, axis=0) * inv_n).to(out_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def _block(self, n_cols: int) -> int:
        return min(1024, triton.next_power_of_2(n_cols))

    def _launch(self, x2, out):
        rows, cols = x2.shape
        mean_kernel[(rows,)](x2, out, cols, x2.stride(0), 1.0 / cols, BLOCK=self._block(cols))

    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        out = torch.empty(x2.shape[0], device=x.device, dtype=x.dtype)
        self._launch(x2, out)
        return out.view(x.shape[:-1])
