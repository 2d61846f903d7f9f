"""This GPU's ceilings, measured once per process: device-to-device copy bandwidth (bytes read
plus written), and dense matrix-product rates for bf16 and for fp32 with TF32 allowed (the most
any fp32 kernel could reach). Inputs are random, never zeros (zeros run faster than real data)."""

from __future__ import annotations

import torch

_cache: dict | None = None


def _time_ms(fn, iters: int = 20) -> float:
    """The best of `iters` timed calls: a ceiling is what the hardware can reach, not its median."""
    fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(iters):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        torch.cuda.synchronize()
        times.append(a.elapsed_time(b))
    return min(times)


def measure() -> dict:
    global _cache
    if _cache is None:
        src = torch.randn(1 << 29, device="cuda")  # 2 GiB, far beyond the L2
        dst = torch.empty_like(src)
        copy_ms = _time_ms(lambda: dst.copy_(src))
        del src, dst
        n = 8192
        a = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
        bf16_ms = _time_ms(lambda: a @ b)
        a, b = a.float(), b.float()
        old = torch.backends.cuda.matmul.allow_tf32
        torch.backends.cuda.matmul.allow_tf32 = True
        try:
            tf32_ms = _time_ms(lambda: a @ b)
        finally:
            torch.backends.cuda.matmul.allow_tf32 = old
        del a, b
        torch.cuda.empty_cache()
        flops = 2.0 * n ** 3
        _cache = {"copy_bytes_per_s": 2 * (1 << 31) / (copy_ms * 1e-3), "bf16_flops": flops / (bf16_ms * 1e-3),
                  "tf32_flops": flops / (tf32_ms * 1e-3), "device": torch.cuda.get_device_name()}
    return _cache
