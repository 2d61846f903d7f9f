# problem: level2/scaled_masked_softmax
# expect: ok
"""Scaled, length-masked softmax over (B, H, S, S) scores: forward validates shapes with
`torch._check(cond, lambda: f"...")` (PyTorch's documented assertion; a private-name refusal
before probe 23), the row count comes from `torch.Size.numel()` of the leading dims, and the
kernel reads each batch's length and masks with tl.where (masked keys get probability 0)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_softmax_kernel(s_ptr, len_ptr, out_ptr, rows_per_batch, S, scale, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    b = row // rows_per_batch
    length = tl.load(len_ptr + b).to(tl.int32)
    cols = tl.arange(0, BLOCK)
    in_row = cols < S
    keep = in_row & (cols < length)
    v = tl.load(s_ptr + row * S + cols, mask=in_row, other=0.0).to(tl.float32) * scale
    v = tl.where(keep, v, float("-inf"))
    mx = tl.max(v, axis=0)
    e = tl.where(keep, tl.exp(v - mx), 0.0)
    tl.store(out_ptr + row * S + cols, e / tl.sum(e, axis=0), mask=in_row)


class ModelNew(nn.Module):
    def __init__(self, scale):
        super().__init__()
        self.scale = float(scale)

    def forward(self, scores, lengths):
        torch._check(scores.dim() == 4, lambda: f"scores must be (B, H, S, S), got {tuple(scores.shape)}")
        torch._check(lengths.shape == scores.shape[:1], lambda: f"one length per batch, got {tuple(lengths.shape)}")
        scores = scores.contiguous()
        S = scores.shape[-1]
        rows = scores.shape[:-1].numel()
        out = torch.empty_like(scores)
        rows_per_batch = rows // scores.shape[0]
        masked_softmax_kernel[(rows,)](scores, lengths, out, rows_per_batch, S, self.scale,
                                       BLOCK=triton.next_power_of_2(S))
        return out
