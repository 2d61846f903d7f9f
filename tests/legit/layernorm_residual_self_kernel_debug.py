# problem: level2/layernorm_residual_add
# expect: ok
"""self.kernel = the jit function stored in __init__ and launched as self.kernel[grid](...);
@triton.jit(debug=False); tl.constexpr default in the signature."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit(debug=False)
def add_layernorm_kernel(x_ptr, r_ptr, w_ptr, b_ptr, y_ptr, N, eps, BLOCK_N: tl.constexpr = 1024):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    m = cols < N
    off = row * N + cols
    h = tl.load(x_ptr + off, mask=m, other=0.).to(tl.float32) + tl.load(r_ptr + off, mask=m, other=0.).to(tl.float32)
    mean = tl.sum(h, axis=0) / N
    d = tl.where(m, h - mean, 0.)
    var = tl.sum(d * d, axis=0) / N
    y = d / tl.sqrt(var + eps) * tl.load(w_ptr + cols, mask=m) + tl.load(b_ptr + cols, mask=m)
    tl.store(y_ptr + off, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, hidden, dtype):
        super().__init__()
        self.norm = nn.LayerNorm(hidden, eps=1e-5)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.25 * torch.randn(hidden))
            self.norm.bias.copy_(0.2 * torch.randn(hidden))
        self.to(dtype)
        self.kernel = add_layernorm_kernel
        self.block_n = triton.next_power_of_2(hidden)

    def forward(self, x, residual):
        M, N = x.shape
        y = torch.empty_like(x)
        self.kernel[(M,)](x.contiguous(), residual.contiguous(), self.norm.weight, self.norm.bias, y, N,
                          self.norm.eps, BLOCK_N=self.block_n)
        return y
