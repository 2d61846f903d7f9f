# problem: level1/masked_fill_attention
# expect: ok
"""masked_fill with a broadcast (B, 1, 1, K) boolean mask addressed through the strides of
mask.expand_as(scores) (stride 0 on the broadcast dims); the fill value passed as a float and
checked against torch.finfo(scores.dtype)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_fill_kernel(s_ptr, m_ptr, o_ptr, fill, H, Q, K,
                       ms0, ms1, ms2, ms3, BLOCK_K: tl.constexpr):
    row = tl.program_id(0)           # over B*H*Q
    kb = tl.program_id(1)
    q = row % Q
    h = (row // Q) % H
    b = row // (Q * H)
    ks = kb * BLOCK_K + tl.arange(0, BLOCK_K)
    inb = ks < K
    s = tl.load(s_ptr + row * K + ks, mask=inb, other=0.0)
    m = tl.load(m_ptr + b * ms0 + h * ms1 + q * ms2 + ks * ms3, mask=inb, other=0)
    out = tl.where(m != 0, fill, s)
    tl.store(o_ptr + row * K + ks, out, mask=inb)


class ModelNew(nn.Module):
    def __init__(self, fill_value):
        super().__init__()
        self.fill_value = fill_value

    def forward(self, scores, mask):
        assert self.fill_value >= torch.finfo(scores.dtype).min, "fill value out of range for dtype"
        scores = scores.contiguous()
        B, H, Q, K = scores.shape
        m = mask.expand_as(scores)
        out = torch.empty_like(scores)
        BLOCK_K = 32
        masked_fill_kernel[(B * H * Q, triton.cdiv(K, BLOCK_K))](
            scores, m, out, float(self.fill_value), H, Q, K, *m.stride(), BLOCK_K=BLOCK_K)
        return out
