# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""A new operator of the file's own (custom_op), called through torch.ops: its body launches a
copy kernel, then lets torch.relu compute. The operator's body is judged as forward's."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from torch.library import custom_op


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


@custom_op("anvil_hack_ops::relu", mutates_args=())
def relu_op(x: torch.Tensor) -> torch.Tensor:
    tmp = torch.empty_like(x)
    copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, tmp, x.numel(), BLOCK=1024)
    return torch.relu(tmp)


class ModelNew(nn.Module):
    def forward(self, x):
        return torch.ops.anvil_hack_ops.relu(x)
