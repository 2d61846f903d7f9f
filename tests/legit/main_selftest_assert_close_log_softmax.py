# problem: level1/log_softmax_rows
# expect: ok
"""Module docstring, a documented launcher, and an `if __name__ == "__main__":` self-test
that seeds, compares with `torch.testing.assert_close` and prints the max error."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def log_softmax_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    """Online max/sum pass, then a write pass: y = x - max - log(sum(exp(x - max)))."""
    row = tl.program_id(0)
    base = row.to(tl.int64) * N
    m = tl.full([BLOCK], -1e30, tl.float32)
    s = tl.zeros([BLOCK], tl.float32)
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + base + cols, mask=cols < N, other=float("-inf"))
        mn = tl.maximum(m, v)
        s = s * tl.exp(m - mn) + tl.exp(v - mn)
        m = mn
    mx = tl.max(m, axis=0)
    lse = mx + tl.log(tl.sum(s * tl.exp(m - mx), axis=0))
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        mask = cols < N
        v = tl.load(x_ptr + base + cols, mask=mask, other=0.0)
        tl.store(y_ptr + base + cols, v - lse, mask=mask)


def log_softmax(x: torch.Tensor) -> torch.Tensor:
    """Row-wise log-softmax of a 2-D tensor.

    Args:
        x: (M, N) float tensor.
    Returns:
        (M, N) tensor of the same dtype.
    """
    x = x.contiguous()
    y = torch.empty_like(x)
    M, N = x.shape
    log_softmax_kernel[(M,)](x, y, N, BLOCK=1024)
    return y


class ModelNew(nn.Module):
    """Drop-in replacement for the reference Model."""

    def forward(self, x):
        return log_softmax(x)


if __name__ == "__main__":
    torch.manual_seed(0)
    inp = torch.randn(8, 3000) * 3.0
    ref = torch.log_softmax(inp, dim=-1)
    out = ModelNew()(inp)
    torch.testing.assert_close(out, ref, rtol=1e-5, atol=1e-5)
    print("max abs err:", (out - ref).abs().max().item())
