# problem: level1/layernorm_rows
# expect: ok
"""Benchmark block under __main__: import time, torch.cuda.synchronize, triton.testing.do_bench."""
import time

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(m, x - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    b = tl.load(b_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * n_cols + cols, d * rstd * w + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        layernorm_kernel[(rows,)](x, self.weight, self.bias, y, cols, self.eps, BLOCK=triton.next_power_of_2(cols))
        return y


if __name__ == "__main__":
    m = ModelNew(4096, 1e-5, torch.float32).cuda()
    x = torch.randn(8192, 4096, device="cuda")
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(10):
        m(x)
    torch.cuda.synchronize()
    print(f"wall: {(time.perf_counter() - t0) / 10 * 1e3:.3f} ms")
    print(f"do_bench: {triton.testing.do_bench(lambda: m(x)):.3f} ms")
