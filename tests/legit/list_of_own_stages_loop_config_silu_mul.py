# problem: level2/silu_and_mul
# expect: ok
"""Launch stages kept in a plain Python list on self (`self.stages = [Stage(...), ...]`); a loop in
`__init__` sets `stage.num_warps` on each before use. Refused by the gate until false-positive probe 21."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_mul_kernel(x_ptr, y_ptr, R, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    pc = tl.program_id(1)
    c = pc * BLOCK + tl.arange(0, BLOCK)
    m = c < D
    base = x_ptr + row.to(tl.int64) * 2 * D
    a = tl.load(base + c, mask=m, other=0.0).to(tl.float32)
    b = tl.load(base + D + c, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row.to(tl.int64) * D + c, (a * tl.sigmoid(a) * b).to(y_ptr.dtype.element_ty), mask=m)


class Stage:
    def __init__(self, max_d, block):
        self.max_d = max_d
        self.block = block
        self.num_warps = 4


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.stages = [Stage(256, 256), Stage(4096, 1024), Stage(1 << 30, 2048)]
        for stage in self.stages:
            stage.num_warps = 8 if stage.block >= 1024 else 4

    def forward(self, x):
        x = x.contiguous()
        D = x.shape[-1] // 2
        x2 = x.view(-1, 2 * D)
        R = x2.shape[0]
        y = torch.empty((R, D), device=x.device, dtype=x.dtype)
        st = next(s for s in self.stages if D <= s.max_d)
        silu_mul_kernel[(R, triton.cdiv(D, st.block))](x2, y, R, D, BLOCK=st.block, num_warps=st.num_warps)
        return y.view(*x.shape[:-1], D)
