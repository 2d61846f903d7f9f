"""Reference solution: one program per score row; the key-padding mask comes from the row's batch length,
scale, mask and softmax happen in registers in one read and one write."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_softmax_kernel(s_ptr, len_ptr, out_ptr, n_cols, rows_per_batch, scale,
                          BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    length = tl.load(len_ptr + row // rows_per_batch)
    cols = tl.arange(0, BLOCK)
    valid = (cols < n_cols) & (cols < length)
    s = tl.load(s_ptr + row * n_cols + cols, mask=valid, other=0.0).to(tl.float32) * scale
    s = tl.where(valid, s, -float("inf"))
    e = tl.exp(s - tl.max(s, axis=0))
    e = tl.where(valid, e, 0.0)
    p = e / tl.sum(e, axis=0)
    tl.store(out_ptr + row * n_cols + cols, p.to(out_ptr.dtype.element_ty), mask=cols < n_cols)


class ModelNew(nn.Module):
    def __init__(self, scale):
        super().__init__()
        self.scale = scale

    def forward(self, scores, lengths):
        scores = scores.contiguous()
        lengths = lengths.contiguous()
        b, h, s, n = scores.shape
        out = torch.empty_like(scores)
        block = triton.next_power_of_2(n)
        masked_softmax_kernel[(b * h * s,)](scores, lengths, out, n, h * s, float(self.scale), BLOCK=block,
                                            num_warps=8 if block >= 2048 else 4)
        return out
