# problem: level1/gelu_exact
# expect: ok
"""Reference Model copied; a module-level test_correctness() uses it, called only from __main__."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return F.gelu(x)


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offsets, y.to(y_ptr.dtype.element_ty), mask=mask)


def triton_gelu(x: torch.Tensor) -> torch.Tensor:
    x = x.contiguous()
    y = torch.empty_like(x)
    n = x.numel()
    grid = lambda meta: (triton.cdiv(n, meta["BLOCK_SIZE"]),)
    gelu_kernel[grid](x, y, n, BLOCK_SIZE=1024)
    return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return triton_gelu(x)


def test_correctness():
    torch.manual_seed(0)
    x = torch.randn(16, 256, device="cuda")
    ref = Model()(x)
    out = ModelNew()(x)
    assert torch.allclose(out, ref, atol=1e-5), (out - ref).abs().max()
    print("passed")


if __name__ == "__main__":
    test_correctness()
