# problem: level1/relu_elementwise
# expect: ok
"""The launch inside `with torch.cuda.device(x.device):`, the guard model completions put around a
kernel so it runs on the tensor's own GPU (in interpreter mode the tensor is on the CPU, and the
guard selects nothing there, as it changes nothing on a one-GPU machine)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.where(x > 0, x, 0.0), mask=mask)


def relu(x: torch.Tensor) -> torch.Tensor:
    x = x.contiguous()
    y = torch.empty_like(x)
    n = x.numel()
    with torch.cuda.device(x.device):
        relu_kernel[(triton.cdiv(n, 2048),)](x, y, n, BLOCK=2048)
    return y


class ModelNew(nn.Module):
    def forward(self, x):
        return relu(x)
