# problem: level2/rotary_embedding
# expect: ok
"""RoPE with the configuration kept in private attributes (self._base, self._head_dim) shown by
extra_repr; cos/sin tables are buffers built in __init__."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rope_kernel(x_ptr, cos_ptr, sin_ptr, out_ptr, seq, half, BLOCK_H: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    s = row % seq
    cols = tl.arange(0, BLOCK_H)
    mask = cols < half
    base = row * (2 * half)
    x1 = tl.load(x_ptr + base + cols, mask=mask, other=0.0).to(tl.float32)
    x2 = tl.load(x_ptr + base + half + cols, mask=mask, other=0.0).to(tl.float32)
    c = tl.load(cos_ptr + s * half + cols, mask=mask, other=0.0)
    sn = tl.load(sin_ptr + s * half + cols, mask=mask, other=0.0)
    ty = out_ptr.dtype.element_ty
    tl.store(out_ptr + base + cols, (x1 * c - x2 * sn).to(ty), mask=mask)
    tl.store(out_ptr + base + half + cols, (x2 * c + x1 * sn).to(ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, seq, head_dim, base):
        super().__init__()
        self._base = base
        self._head_dim = head_dim
        half = head_dim // 2
        inv_freq = 1.0 / (base ** (torch.arange(half, dtype=torch.float32) / half))
        angles = torch.outer(torch.arange(seq, dtype=torch.float32), inv_freq)
        self.register_buffer("cos", torch.cos(angles), persistent=False)
        self.register_buffer("sin", torch.sin(angles), persistent=False)

    def extra_repr(self) -> str:
        return f"head_dim={self._head_dim}, base={self._base}"

    def forward(self, x):
        x = x.contiguous()
        s, d = x.shape[-2], x.shape[-1]
        half = d // 2
        out = torch.empty_like(x)
        rope_kernel[(x.numel() // d,)](x, self.cos[:s].contiguous(), self.sin[:s].contiguous(), out, s, half,
                                       BLOCK_H=triton.next_power_of_2(half))
        return out
