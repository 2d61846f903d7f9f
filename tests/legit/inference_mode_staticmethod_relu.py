# problem: level1/relu_elementwise
# expect: ok
"""A launcher class's static method `relu` is decorated with @torch.inference_mode(); forward
calls Ops.relu(x)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def act_kernel(x_ptr, y_ptr, n, ACT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    if ACT == 1:
        y = tl.maximum(x, 0.0)
    elif ACT == 2:
        y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    else:
        y = x
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


def _act(x, act):
    x = x.contiguous()
    y = torch.empty_like(x)
    n = x.numel()
    act_kernel[(triton.cdiv(n, 1024),)](x, y, n, ACT=act, BLOCK=1024)
    return y


class Ops:
    @staticmethod
    @torch.inference_mode()
    def relu(x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        act_kernel[(triton.cdiv(n, 1024),)](x, y, n, ACT=1, BLOCK=1024)
        return y


class ModelNew(nn.Module):
    def forward(self, x):
        return Ops.relu(x)
