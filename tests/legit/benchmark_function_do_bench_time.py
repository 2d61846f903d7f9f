# problem: level1/gelu_exact
# expect: ok
"""Module-level benchmark() with triton.testing.do_bench, time.perf_counter and torch.cuda.synchronize, called from __main__."""
import time
import torch
import torch.nn as nn
import triton
import triton.language as tl
import torch.nn.functional as F


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


def benchmark(n_iters: int = 100):
    x = torch.randn(4096, 4096, device="cuda")
    model = ModelNew()
    ms_triton = triton.testing.do_bench(lambda: model(x))
    ms_torch = triton.testing.do_bench(lambda: F.gelu(x))
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(n_iters):
        model(x)
    torch.cuda.synchronize()
    print(f"triton {ms_triton:.3f} ms, torch {ms_torch:.3f} ms, loop {(time.perf_counter() - t0) / n_iters * 1e3:.3f} ms")


if __name__ == "__main__":
    benchmark()
