# problem: level1/hardswish_nchw
# expect: ok
"""tl.static_assert on the block size, a persistent grid-stride loop with tl.num_programs, and a
module-level DEVICE chosen with torch.cuda.is_available() (read only by the __main__ check)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")


@triton.jit
def hardswish_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    tl.static_assert(BLOCK % 128 == 0)
    pid = tl.program_id(0)
    nprog = tl.num_programs(0)
    for start in range(pid * BLOCK, n, nprog * BLOCK):
        offs = start + tl.arange(0, BLOCK)
        m = offs < n
        x = tl.load(x_ptr + offs, mask=m, other=0.0)
        r6 = tl.minimum(tl.maximum(x + 3.0, 0.0), 6.0)
        tl.store(y_ptr + offs, x * r6 / 6.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        programs = min(triton.cdiv(n, BLOCK), 132 * 4)
        hardswish_kernel[(programs,)](x, y, n, BLOCK=BLOCK)
        return y


if __name__ == "__main__":
    torch.manual_seed(0)
    x = torch.randn(2, 8, 16, 16, device=DEVICE)
    ref = torch.nn.functional.hardswish(x)
    out = ModelNew().to(DEVICE)(x)
    print("max abs err:", (out - ref).abs().max().item())
