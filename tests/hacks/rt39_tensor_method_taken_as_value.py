# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""`f = y.relu if y.is_contiguous() else None; f()`: a tensor's computing method taken as a value
(a bound method) and called later (library_compute by the audit; round 12 left it there). Refused
since red-team round 39 where the receiver is surely a tensor: forward's inputs and names bound
only to a torch tensor factory in the same function (refusing any computing method's name read as
a value hit ten legit files: `torch.finfo(dt).min`, a config's `.gelu`, cached `.cos` tables)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        f = y.relu if y.is_contiguous() else None
        return f()
