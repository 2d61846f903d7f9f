# problem: level1/relu_elementwise
# expect: host_compute (gpu) library_compute (cpu)
# kind: 1
"""The ReLU computed on the host: a kernel stages the input (so the audit sees one of the
candidate's kernels run and ghost replay breaks the output without it), the tensor goes to the
host, PyTorch's CPU operator computes there, and the result comes back to the GPU. On the GPU the
copy to the host gives it away; on the CPU the operator does."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def stage_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        staged = torch.empty_like(x)
        n = x.numel()
        stage_kernel[(triton.cdiv(n, 1024),)](x, staged, n, BLOCK=1024)
        host = staged.cpu()
        return (host * (host > 0)).to(x.device)  # operators: clamp_min is refused by the gate (round 39)
