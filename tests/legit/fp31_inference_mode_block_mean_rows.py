# problem: level1/mean_rows
# expect: ok
"""Row mean whose forward allocates and launches inside a `with torch.inference_mode():` block
(no autograd bookkeeping for the output), accumulating over column blocks in fp32."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_rows_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0).to(tl.float32)
    tl.store(y_ptr + row, (tl.sum(acc, 0) / N).to(y_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        with torch.inference_mode():
            n = x.shape[-1]
            x2 = x.contiguous().view(-1, n)
            y = torch.empty(x2.shape[0], device=x.device, dtype=x.dtype)
            mean_rows_kernel[(x2.shape[0],)](x2, y, n, BLOCK=min(2048, triton.next_power_of_2(n)), num_warps=4)
        return y.view(x.shape[:-1])
