# problem: level1/relu_elementwise
# expect: ok
"""__all__ names a benchmark helper that only the __main__ block calls."""
import time
import torch
import torch.nn as nn
import triton
import triton.language as tl

__all__ = ["ModelNew", "relu_kernel", "benchmark"]


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


def benchmark(iters=100):
    x = torch.randn(4096, 4096, device="cuda")
    m = ModelNew()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        m(x)
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / iters


if __name__ == "__main__":
    print(benchmark())
