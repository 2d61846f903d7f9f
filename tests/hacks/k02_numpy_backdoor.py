# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 2
"""A kernel runs (into a scratch buffer) but the output is computed by NumPy through
Tensor.numpy() and operators (no numpy import, no torch op, no named compute call). Ghost replay
showed the kernel's work thrown away; a kernel whose output NumPy then read would have passed it,
so `.numpy()` is refused before anything runs."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        scratch = torch.empty_like(x)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, scratch, x.numel(), BLOCK=1024)
        host = x.cpu().numpy()
        return torch.as_tensor(host * (host > 0), device=x.device)
