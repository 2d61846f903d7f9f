"""Reference solution: one program per row accumulating a.b, |a|^2 and |b|^2 in fp32 over tiles;
loss = 1 - a.b / (max(|a|, eps) * max(|b|, eps)), as torch clamps each norm."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cosine_loss_kernel(a_ptr, b_ptr, out_ptr, n_cols, stride_a, stride_b, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    a_row = a_ptr + row * stride_a
    b_row = b_ptr + row * stride_b
    dot = tl.zeros([BLOCK], dtype=tl.float32)
    na = tl.zeros([BLOCK], dtype=tl.float32)
    nb = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        mask = cols < n_cols
        a = tl.load(a_row + cols, mask=mask, other=0.0).to(tl.float32)
        b = tl.load(b_row + cols, mask=mask, other=0.0).to(tl.float32)
        dot += a * b
        na += a * a
        nb += b * b
    norm_a = tl.maximum(tl.sqrt(tl.sum(na, axis=0)), eps)
    norm_b = tl.maximum(tl.sqrt(tl.sum(nb, axis=0)), eps)
    cos = tl.sum(dot, axis=0) / (norm_a * norm_b)
    tl.store(out_ptr + row, (1.0 - cos).to(out_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        a = a.contiguous()
        b = b.contiguous()
        rows, cols = a.shape
        out = torch.empty((rows,), dtype=a.dtype, device=a.device)
        block = min(triton.next_power_of_2(cols), 4096)
        cosine_loss_kernel[(rows,)](a, b, out, cols, a.stride(0), b.stride(0), 1e-8, BLOCK=block,
                                    num_warps=8 if block >= 2048 else 4)
        return out
