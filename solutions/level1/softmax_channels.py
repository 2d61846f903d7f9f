"""Reference solution: softmax over dim 1 of a contiguous NCHW tensor. Each program loads a
[channels x spatial-strip] tile (channels padded to a power of two) and reduces over channels."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_channels_kernel(x_ptr, out_ptr, C, HW, BLOCK_C: tl.constexpr, BLOCK_S: tl.constexpr):
    b = tl.program_id(0).to(tl.int64)
    pid_s = tl.program_id(1)
    ch = tl.arange(0, BLOCK_C)
    sp = pid_s * BLOCK_S + tl.arange(0, BLOCK_S)
    mask = (ch[:, None] < C) & (sp[None, :] < HW)
    offs = b * C * HW + ch[:, None] * HW + sp[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=float("-inf")).to(tl.float32)
    mx = tl.max(x, axis=0)
    mx = tl.where(mx == float("-inf"), 0.0, mx)
    e = tl.exp(x - mx[None, :])
    den = tl.sum(e, axis=0)
    den = tl.where(den == 0.0, 1.0, den)  # fully padded spatial lanes
    y = e / den[None, :]
    tl.store(out_ptr + offs, y.to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, C = x.shape[0], x.shape[1]
        HW = x.numel() // (B * C)
        out = torch.empty_like(x)
        block_c = triton.next_power_of_2(C)
        block_s = max(1, min(128, 8192 // block_c, triton.next_power_of_2(HW)))
        softmax_channels_kernel[(B, triton.cdiv(HW, block_s))](x, out, C, HW, BLOCK_C=block_c,
                                                               BLOCK_S=block_s, num_warps=8)
        return out
