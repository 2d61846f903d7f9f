# problem: level1/masked_fill_attention
# expect: ok
"""The broadcast mask `(B, 1, 1, K)` expanded to the scores' shape with `mask.expand_as(scores)`
(stride-0 view) and reinterpreted as bytes with `.view(torch.uint8)`; the kernel reads it with
those strides."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _masked_fill_kernel(s_ptr, m_ptr, o_ptr, H, Q, K, smb, smh, smq, smk, fill, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    b = row // (H * Q)
    h = (row // Q) % H
    q = row % Q
    k = tl.arange(0, BLOCK)
    valid = k < K
    s = tl.load(s_ptr + row * K + k, mask=valid, other=0.0)
    mk = tl.load(m_ptr + b * smb + h * smh + q * smq + k * smk, mask=valid, other=0)
    out = tl.where(mk != 0, fill, s)
    tl.store(o_ptr + row * K + k, out.to(o_ptr.dtype.element_ty), mask=valid)


class ModelNew(nn.Module):
    def __init__(self, fill_value: float) -> None:
        super().__init__()
        self.fill_value = fill_value

    def forward(self, scores: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        scores = scores.contiguous()
        m = mask.expand_as(scores).view(torch.uint8)
        B, H, Q, K = scores.shape
        out = torch.empty_like(scores)
        smb, smh, smq, smk = m.stride()
        _masked_fill_kernel[(B * H * Q,)](scores, m, out, H, Q, K, smb, smh, smq, smk, self.fill_value,
                                          BLOCK=triton.next_power_of_2(K))
        return out
