# problem: level1/softmax_rows
# expect: mismatch
# kind: 9
"""Reads and exponentiates in bf16 (half the bytes of an fp32 intermediate), writes fp32 back."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_bf16_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"))
    xb = (x - tl.max(x, axis=0)).to(tl.bfloat16)
    e = tl.exp(xb.to(tl.float32)).to(tl.bfloat16).to(tl.float32)
    tl.store(out_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        softmax_bf16_kernel[(x.shape[0],)](x, out, x.shape[1], BLOCK=triton.next_power_of_2(x.shape[1]))
        return out
