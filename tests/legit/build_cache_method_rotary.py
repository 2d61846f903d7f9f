# problem: level2/rotary_embedding
# expect: ok
"""The cos/sin tables are built in a `_build_cache` method called from __init__ (torch.outer,
torch.cos, torch.sin at construction time, as in most RoPE implementations)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rope_kernel(x_ptr, cos_ptr, sin_ptr, y_ptr, S, HALF, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    s = row % S
    c = tl.arange(0, BLOCK)
    m = c < HALF
    base = row * 2 * HALF
    x1 = tl.load(x_ptr + base + c, mask=m, other=0.0).to(tl.float32)
    x2 = tl.load(x_ptr + base + HALF + c, mask=m, other=0.0).to(tl.float32)
    cs = tl.load(cos_ptr + s * HALF + c, mask=m, other=0.0)
    sn = tl.load(sin_ptr + s * HALF + c, mask=m, other=0.0)
    tl.store(y_ptr + base + c, (x1 * cs - x2 * sn).to(y_ptr.dtype.element_ty), mask=m)
    tl.store(y_ptr + base + HALF + c, (x2 * cs + x1 * sn).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, seq, head_dim, base):
        super().__init__()
        self.seq = seq
        self.head_dim = head_dim
        self.base = base
        self._build_cache(seq)

    def _build_cache(self, seq_len):
        half = self.head_dim // 2
        inv_freq = 1.0 / (self.base ** (torch.arange(half, dtype=torch.float32) / half))
        t = torch.arange(seq_len, dtype=torch.float32)
        freqs = torch.outer(t, inv_freq)
        self.register_buffer("cos_cached", freqs.cos(), persistent=False)
        self.register_buffer("sin_cached", freqs.sin(), persistent=False)

    def forward(self, x):
        x = x.contiguous()
        B, H, S, D = x.shape
        half = D // 2
        cos = self.cos_cached[:S].contiguous()
        sin = self.sin_cached[:S].contiguous()
        y = torch.empty_like(x)
        rope_kernel[(B * H * S,)](x, cos, sin, y, S, half, BLOCK=triton.next_power_of_2(half))
        return y
