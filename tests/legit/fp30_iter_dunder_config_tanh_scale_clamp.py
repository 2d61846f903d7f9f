# problem: level2/tanh_scale_clamp
# expect: ok
"""clamp(tanh(x) * scale, -limit, limit): the launch settings are a small class with `__iter__`
(so `block, warps = self.launch_cfg` unpacks it) and `__len__`; a 2-D grid of (row, column block)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class LaunchCfg:
    def __init__(self, block: int, warps: int):
        self.block = block
        self.warps = warps

    def __iter__(self):
        yield self.block
        yield self.warps

    def __len__(self) -> int:
        return 2


@triton.jit
def tanh_scale_clamp_kernel(x_ptr, s_ptr, y_ptr, N, limit, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=0.0).to(tl.float32)
    s = tl.load(s_ptr + cols, mask=m, other=0.0).to(tl.float32)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    t = tl.where(x >= 0, t, -t)
    y = tl.minimum(tl.maximum(t * s, -limit), limit)
    tl.store(y_ptr + row * N + cols, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, cols, limit, dtype):
        super().__init__()
        self.limit = limit
        self.scale = nn.Parameter(0.5 + 2.0 * torch.rand(cols))
        self.to(dtype)
        self.launch_cfg = LaunchCfg(1024, 4)

    def forward(self, x):
        assert len(self.launch_cfg) == 2
        block, warps = self.launch_cfg
        x = x.contiguous()
        n = x.shape[-1]
        y = torch.empty_like(x)
        tanh_scale_clamp_kernel[(x.numel() // n, triton.cdiv(n, block))](x, self.scale, y, n, self.limit,
                                                                          BLOCK=block, num_warps=warps)
        return y
