"""Which read-only kernel reaches the highest memory bandwidth on this GPU (the roofline's read
ceiling must not sit below what honest row reductions reach). Prints GB/s per variant, best of 20
calls each, over tensors far beyond the L2. Usage: python3 bench/read_ceiling.py"""

import torch
import triton
import triton.language as tl

from anvil.runtime import peaks


@triton.jit
def _row_sum(x_ptr, out_ptr, C: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, C)
    tl.store(out_ptr + row, tl.sum(tl.load(x_ptr + row * C + offs), axis=0))


def report(name: str, nbytes: int, fn) -> None:
    try:
        ms = peaks._time_ms(fn)
        print(f"{name:40s} {nbytes / (ms * 1e-3) / 1e9:8.1f} GB/s  ({ms:.3f} ms)", flush=True)
    except Exception as e:  # noqa: BLE001
        print(f"{name:40s} failed: {type(e).__name__}: {str(e)[:120]}", flush=True)


def main():
    for gib in (2, 6):
        x = torch.randn(gib << 28, device="cuda")
        n = x.numel() * 4
        report(f"torch.sum {gib} GiB", n, lambda: x.sum())
        for block, iters, warps in ((4096, 16, 4), (8192, 8, 8), (16384, 4, 16), (2048, 64, 4), (8192, 32, 8)):
            programs = triton.cdiv(x.numel(), block * iters)
            out = torch.empty(programs, device="cuda")
            report(f"stream {block}x{iters} w{warps} {gib} GiB", n,
                   lambda: peaks._read_all[(programs,)](x, out, x.numel(), BLOCK=block, ITERS=iters, num_warps=warps))
        for cols in (4096, 8192, 16384):
            rows = x.numel() // cols
            xv = x.view(rows, cols)
            out = torch.empty(rows, device="cuda")
            report(f"torch row sum {cols} {gib} GiB", n, lambda: xv.sum(dim=1))
            for warps in (4, 8, 16):
                report(f"triton row sum {cols} w{warps} {gib} GiB", n,
                       lambda: _row_sum[(rows,)](xv, out, C=cols, num_warps=warps))
        del x
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
