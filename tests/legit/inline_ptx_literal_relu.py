# problem: level1/relu_elementwise
# expect: ok (gpu) runtime_error (cpu)
"""ReLU through inline PTX written as a literal (`max.f32` against zero), as hand-tuned kernels
use `tl.inline_asm_elementwise`: allowed, since the gate can read it and it reads no clock.
Triton's interpreter cannot run PTX, hence runtime_error on the CPU."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_ptx_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.inline_asm_elementwise("max.f32 $0, $1, 0f00000000;", "=r,r", [x], dtype=tl.float32, is_pure=True,
                                  pack=1)
    tl.store(out_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        relu_ptx_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out
