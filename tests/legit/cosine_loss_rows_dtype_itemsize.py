# problem: level1/cosine_similarity_loss_rows
# expect: ok
"""1 - cosine_similarity per row: the block size is chosen from x.dtype.itemsize (16 bytes per
thread), dot and both norms accumulated in one pass; eps as in PyTorch (clamp of the product)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cos_loss_kernel(a_ptr, b_ptr, o_ptr, n, eps, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    dot = tl.zeros([BLOCK], tl.float32)
    na = tl.zeros([BLOCK], tl.float32)
    nb = tl.zeros([BLOCK], tl.float32)
    for s in range(0, n, BLOCK):
        c = s + tl.arange(0, BLOCK)
        m = c < n
        a = tl.load(a_ptr + r * n + c, mask=m, other=0.0).to(tl.float32)
        b = tl.load(b_ptr + r * n + c, mask=m, other=0.0).to(tl.float32)
        dot += a * b
        na += a * a
        nb += b * b
    denom = tl.sqrt(tl.maximum(tl.sum(na, 0) * tl.sum(nb, 0), eps * eps))
    tl.store(o_ptr + r, 1.0 - tl.sum(dot, 0) / denom)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        a, b = a.contiguous(), b.contiguous()
        rows, n = a.shape
        vec = 16 // a.dtype.itemsize
        block = max(128, min(1024, triton.next_power_of_2(n // vec)))
        out = torch.empty(rows, device=a.device, dtype=a.dtype)
        cos_loss_kernel[(rows,)](a, b, out, n, 1e-8, BLOCK=block)
        return out
