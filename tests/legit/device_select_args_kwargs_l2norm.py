# problem: level1/l2_norm_rows
# expect: ok
"""Row L2 norm; the module picks DEVICE = "cuda" if torch.cuda.is_available() else "cpu" at the
top (used by get_inputs, copied from the problem), as completions often do."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"


@triton.jit
def l2norm_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=0.0)
        acc += v * v
    tl.store(out_ptr + row, tl.sqrt(tl.sum(acc, axis=0)))


class ModelNew(nn.Module):
    def __init__(self, *args, **kwargs):
        super().__init__()

    def forward(self, x):
        assert x.stride(-1) == 1, f"expected unit stride, got {x.stride()}"
        rows, cols = x.shape
        out = torch.empty(rows, device=x.device, dtype=x.dtype)
        l2norm_kernel[(rows,)](x, out, cols, x.stride(0), BLOCK=128)
        return out


batch, dim = 32, 128


def get_inputs():
    return [torch.randn(batch, dim, device=DEVICE)]


def get_init_inputs():
    return []
