# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""One name imported in both branches of an `if`: torch.nn.functional in the branch that runs,
libdevice in the other. The gate judged a name as its last import only, so `act.relu(x)` read as
libdevice's and passed (the audit saw the operator). Now each import of the name is judged."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

if triton.__version__ > "1":
    import torch.nn.functional as act
else:
    from triton.language.extra.cuda import libdevice as act


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        r = act.relu(x)
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](r, y, x.numel(), BLOCK=1024)
        return y
