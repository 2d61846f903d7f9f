# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""A kernel factory (`def make(): @triton.jit def relu_kernel(...): ...; return relu_kernel`, read as
a kernel since false-positive probe 27) whose kernel shares its name with a plain top-level
`relu_kernel(x)` that returns `torch.relu(x)`, which forward calls after a decoy launch. The gate
leaves kernels out of the functions forward may reach by name, so taking the nested kernel's name
for a kernel would hide the helper; a factory counts only when its kernel's name is bound nowhere
else, and the helper is judged: `torch_compute`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


def make():
    @triton.jit
    def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)
    return relu_kernel


def relu_kernel(x):
    return torch.relu(x)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return relu_kernel(y)
