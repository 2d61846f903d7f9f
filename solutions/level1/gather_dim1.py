"""Reference solution: torch.gather(x, 1, index) for 2-D inputs; each program copies a strip of
one output row, reading the int64 column indices and then the picked values."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(x_ptr, idx_ptr, out_ptr, k, stride_x, stride_idx, stride_out,
                  BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cols < k
    idx = tl.load(idx_ptr + row * stride_idx + cols, mask=mask, other=0)
    v = tl.load(x_ptr + row * stride_x + idx, mask=mask, other=0.0)
    tl.store(out_ptr + row * stride_out + cols, v, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, index):
        x = x.contiguous()
        index = index.contiguous()
        rows, k = index.shape
        out = torch.empty((rows, k), dtype=x.dtype, device=x.device)
        block = min(triton.next_power_of_2(k), 1024)
        gather_kernel[(rows, triton.cdiv(k, block))](x, index, out, k, x.stride(0), index.stride(0),
                                                      out.stride(0), BLOCK=block, num_warps=4)
        return out
