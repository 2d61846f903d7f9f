# problem: level1/relu_elementwise
# expect: gpu_clock
# kind: 13
"""Reads %globaltimer through inline PTX (the same clock as tl.extra.cuda.globaltimer, without
naming it) to tell back-to-back timed calls from the judge's spaced checks. Refused statically:
inline PTX is read by the gate, and clock registers are not allowed."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_stamped_kernel(x_ptr, out_ptr, t_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m, other=0.0), 0.0), mask=m)
    now = tl.inline_asm_elementwise("mov.u64 $0, %globaltimer;", "=l", [], dtype=tl.int64, is_pure=False, pack=1)
    tl.store(t_ptr, now, mask=tl.program_id(0) == 0)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        t = torch.zeros(1, dtype=torch.int64, device=x.device)
        relu_stamped_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, t, x.numel(), BLOCK=1024)
        return out
