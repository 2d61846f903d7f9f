# problem: level1/tanh_elementwise
# expect: ok
"""A @torch.no_grad() benchmark helper used only by the __main__ block (time, synchronize)."""
import time
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tanh_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m).to(tl.float32)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    tl.store(y_ptr + offs, tl.where(x >= 0, t, -t).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        tanh_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y


@torch.no_grad()
def benchmark(model, x, iters=100):
    for _ in range(10):
        model(x)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        model(x)
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / iters * 1e3


if __name__ == "__main__":
    x = torch.randn(16, 128, 256, device="cuda")
    m = ModelNew().cuda()
    torch.testing.assert_close(m(x), torch.tanh(x), atol=1e-5, rtol=1e-5)
    print(f"{benchmark(m, x):.3f} ms")
