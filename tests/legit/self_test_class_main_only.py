# problem: level1/relu_elementwise
# expect: ok
"""A small test-harness class used only by the __main__ block (it builds the reference)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y


class Model(nn.Module):
    def forward(self, x):
        return torch.relu(x)


class Harness:
    def __init__(self, shape=(16, 256)):
        self.x = torch.randn(*shape)

    def check(self):
        ref = Model()(self.x)
        out = ModelNew()(self.x)
        torch.testing.assert_close(out, ref)
        print("ok, max err", (out - ref).abs().max().item())


if __name__ == "__main__":
    Harness().check()
