# problem: level1/relu_elementwise
# expect: timed_output_mismatch (gpu) ok (cpu)
# kind: 15
"""Honest for the first 12 calls (more than the correctness pass makes: 5 input sets, the ghost
run, 2 sets at the extra shape), then writes only the first 1/16 of the output: the timed calls do
almost nothing. (With 25 it stayed honest through a whole timing stage that converged in 3 rounds,
and was rightly judged ok.) Interpreter mode has no timing."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0

    def forward(self, x):
        self.calls += 1
        n = x.numel() if self.calls <= 12 else x.numel() // 16
        out = torch.empty_like(x)
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
