"""This GPU's ceilings, measured once per process: memory bandwidth (the best of a device copy,
torch's or a streaming Triton kernel's, bytes read plus written, and a read-only stream, torch's
sum or a Triton one; honest row reductions reached 1.09x the copy rate on an H200), and dense matrix-product
rates for bf16 and for fp32 with TF32 allowed (the most any fp32 kernel could reach). Inputs are
random, never zeros (zeros run faster than real data)."""

from __future__ import annotations

import torch
import triton
import triton.language as tl

_cache: dict | None = None


@triton.jit
def _read_all(x_ptr, out_ptr, n, BLOCK: tl.constexpr, ITERS: tl.constexpr):
    pid = tl.program_id(0)
    base = pid.to(tl.int64) * BLOCK * ITERS
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for i in range(ITERS):
        offs = base + i * BLOCK + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    tl.store(out_ptr + pid, tl.sum(acc, axis=0))


@triton.jit
def _copy_all(x_ptr, y_ptr, n, BLOCK: tl.constexpr, ITERS: tl.constexpr):
    pid = tl.program_id(0)
    base = pid.to(tl.int64) * BLOCK * ITERS
    for i in range(ITERS):
        offs = base + i * BLOCK + tl.arange(0, BLOCK)
        tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


def _triton_copy_ms(src: torch.Tensor, dst: torch.Tensor) -> float | None:
    """Best time of a streaming copy kernel (torch's copy_ is not always the fastest), or None."""
    block, iters = 4096, 8
    programs = triton.cdiv(src.numel(), block * iters)
    try:
        ms = _time_ms(lambda: _copy_all[(programs,)](src, dst, src.numel(), BLOCK=block, ITERS=iters))
    except Exception:  # noqa: BLE001 - torch's copy alone is still a valid ceiling
        return None
    return ms if torch.equal(src, dst) else None


# (BLOCK, ITERS, num_warps) of the read-only stream: which is fastest differs between GPUs.
_READ_CONFIGS = ((4096, 16, 4), (8192, 8, 8), (16384, 4, 16))


def _read_ms(src: torch.Tensor) -> float | None:
    """Best time to read all of src once: torch's sum or a streaming Triton sum in a few shapes
    (read-mostly kernels, row reductions say, outrun a copy's rate); None if none can run here."""
    best = None
    expect = src.sum()
    for block, iters, warps in _READ_CONFIGS:
        programs = triton.cdiv(src.numel(), block * iters)
        out = torch.empty(programs, device=src.device, dtype=torch.float32)
        try:
            ms = _time_ms(lambda: _read_all[(programs,)](src, out, src.numel(), BLOCK=block, ITERS=iters,
                                                        num_warps=warps))
        except Exception:  # noqa: BLE001 - the copy bandwidth alone is still a valid ceiling
            continue
        if torch.allclose(out.sum(), expect, rtol=1e-3, atol=1e-2 * src.numel() ** 0.5):
            best = ms if best is None else min(best, ms)  # a kernel that did not read it all measures nothing
    return min(_time_ms(lambda: src.sum()), best or float("inf"))


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
        dst.zero_()
        copy_ms = min(copy_ms, _triton_copy_ms(src, dst) or copy_ms)
        del dst
        read_ms = _read_ms(src)
        del src
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
        copy_bw = 2 * (1 << 31) / (copy_ms * 1e-3)
        read_bw = (1 << 31) / (read_ms * 1e-3) if read_ms else 0.0
        _cache = {"copy_bytes_per_s": copy_bw, "read_bytes_per_s": read_bw, "bytes_per_s": max(copy_bw, read_bw),
                  "bf16_flops": flops / (bf16_ms * 1e-3), "tf32_flops": flops / (tf32_ms * 1e-3),
                  "device": torch.cuda.get_device_name()}
    return _cache
