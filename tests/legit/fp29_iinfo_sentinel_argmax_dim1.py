# problem: level1/argmax_dim1
# expect: ok
"""argmax over dim 1 of a (B, R, I) tensor, with `torch.iinfo(torch.int32).max` as the index
sentinel for the first-max tie break and `torch.finfo` for the masked fill."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _argmax_kernel(x_ptr, out_ptr, R, I, sb, sr, si, fill, SENT: tl.constexpr, BLOCK_R: tl.constexpr):
    pid = tl.program_id(0)
    b = pid // I
    i = pid % I
    r = tl.arange(0, BLOCK_R)
    mask = r < R
    v = tl.load(x_ptr + b * sb + r * sr + i * si, mask=mask, other=fill)
    m = tl.max(v, axis=0)
    idx = tl.where((v == m) & mask, r, SENT)
    tl.store(out_ptr + pid, tl.min(idx, axis=0).to(tl.int64))


class ModelNew(nn.Module):
    SENTINEL = torch.iinfo(torch.int32).max

    def forward(self, x):
        B, R, I = x.shape
        out = torch.empty((B, I), device=x.device, dtype=torch.int64)
        _argmax_kernel[(B * I,)](x, out, R, I, x.stride(0), x.stride(1), x.stride(2),
                                 torch.finfo(x.dtype).min, SENT=self.SENTINEL,
                                 BLOCK_R=triton.next_power_of_2(R))
        return out
