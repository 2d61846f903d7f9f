# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""A triton_op declared under the name of an operator torch already has (aten::relu): the
registration fails or is torch's, and forward's torch.ops.aten.relu is torch's ReLU either way.
Only a new operator's name counts as the file's own."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from torch.library import triton_op, wrap_triton


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m), 0.0), mask=m)


@triton_op("aten::relu", mutates_args=())
def relu_op(x: torch.Tensor) -> torch.Tensor:
    out = torch.empty_like(x)
    wrap_triton(relu_kernel)[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    return out


class ModelNew(nn.Module):
    def forward(self, x):
        relu_op  # noqa: B018 - mentioned, so the kernel looks reachable
        return torch.ops.aten.relu(x)
