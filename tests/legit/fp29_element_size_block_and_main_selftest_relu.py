# problem: level1/relu_elementwise
# expect: ok
"""ReLU with the block sized from `x.element_size()` (16 KiB per program) and a self-test under
`if __name__ == "__main__":` that compares against torch.relu (blanked when judged)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        block = min(4096, (16 * 1024) // x.element_size())
        _relu_kernel[(triton.cdiv(n, block),)](x, y, n, BLOCK=block)
        return y


if __name__ == "__main__":
    t = torch.randn(64, 100)
    torch.testing.assert_close(ModelNew()(t), torch.relu(t))
    print("ok")
