# problem: level1/layernorm_rows
# expect: ok
"""A config holding a sub-config (self.cfg.kernel.block = ...), both the file's classes built in __init__."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def norm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, n_cols, eps, RMS: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(x_ptr + row * n_cols + offs, mask=m, other=0.0).to(tl.float32)
    if RMS:
        var = tl.sum(x * x, axis=0) / n_cols
        y = x * (1.0 / tl.sqrt(var + eps))
    else:
        mean = tl.sum(x, axis=0) / n_cols
        d = tl.where(m, x - mean, 0.0)
        var = tl.sum(d * d, axis=0) / n_cols
        y = d * (1.0 / tl.sqrt(var + eps))
    y = y * tl.load(w_ptr + offs, mask=m, other=0.0).to(tl.float32)
    if not RMS:
        y = y + tl.load(b_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n_cols + offs, y.to(y_ptr.dtype.element_ty), mask=m)


def launch_norm(x, w, b, eps, rms):
    shape = x.shape
    x = x.reshape(-1, shape[-1]).contiguous()
    rows, cols = x.shape
    y = torch.empty_like(x)
    norm_kernel[(rows,)](x, w, b if b is not None else w, y, cols, eps, RMS=rms, BLOCK=triton.next_power_of_2(cols))
    return y.reshape(shape)



class KernelCfg:
    def __init__(self):
        self.block = 0


class NormCfg:
    def __init__(self, eps):
        self.eps = eps
        self.kernel = KernelCfg()


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.weight = nn.Parameter((1.0 + 0.1 * torch.randn(dim)).to(dtype))
        self.bias = nn.Parameter((0.1 * torch.randn(dim)).to(dtype))
        self.cfg = NormCfg(eps)
        self.cfg.kernel.block = triton.next_power_of_2(dim)

    def forward(self, x):
        return launch_norm(x, self.weight, self.bias, self.cfg.eps, rms=False)
