# problem: level2/rotary_embedding
# expect: ok
"""RoPE; cos/sin tables registered as private buffers via register_buffer("_cos_cached", ...)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rope_kernel(x_ptr, cos_ptr, sin_ptr, y_ptr, S, HALF: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)          # over B*H*S rows
    s = row % S
    offs = tl.arange(0, BLOCK)
    m = offs < HALF
    base = row * 2 * HALF
    x1 = tl.load(x_ptr + base + offs, mask=m, other=0.0).to(tl.float32)
    x2 = tl.load(x_ptr + base + HALF + offs, mask=m, other=0.0).to(tl.float32)
    c = tl.load(cos_ptr + s * HALF + offs, mask=m, other=0.0)
    sn = tl.load(sin_ptr + s * HALF + offs, mask=m, other=0.0)
    tl.store(y_ptr + base + offs, (x1 * c - x2 * sn).to(y_ptr.dtype.element_ty), mask=m)
    tl.store(y_ptr + base + HALF + offs, (x2 * c + x1 * sn).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, seq, head_dim, base):
        super().__init__()
        half = head_dim // 2
        inv_freq = 1.0 / (base ** (torch.arange(half, dtype=torch.float32) / half))
        angles = torch.outer(torch.arange(seq, dtype=torch.float32), inv_freq)
        self.register_buffer("_cos_cached", torch.cos(angles), persistent=False)
        self.register_buffer("_sin_cached", torch.sin(angles), persistent=False)

    def forward(self, x):
        x = x.contiguous()
        S, D = x.shape[-2], x.shape[-1]
        half = D // 2
        cos = self._cos_cached[:S].contiguous()
        sin = self._sin_cached[:S].contiguous()
        y = torch.empty_like(x)
        rows = x.numel() // D
        rope_kernel[(rows,)](x, cos, sin, y, S, HALF=half, BLOCK=triton.next_power_of_2(half))
        return y
