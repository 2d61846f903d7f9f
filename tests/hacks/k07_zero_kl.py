# problem: level1/kl_div_rows
# expect: mismatch
# kind: 7
"""Returns zeros (KL of nearly equal distributions is small, and a loose tolerance might accept
it); a kernel fills the output so that "a kernel ran"."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fill_kernel(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.zeros([BLOCK], dtype=tl.float32), mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, logits_p, logits_q):
        out = torch.empty(logits_p.shape[0], device=logits_p.device, dtype=logits_p.dtype)
        fill_kernel[(triton.cdiv(out.numel(), 256),)](out, out.numel(), BLOCK=256)
        return out
