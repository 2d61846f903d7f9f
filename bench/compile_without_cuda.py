"""Can a candidate's compile pass run with no CUDA context at all (so that compiling candidates
never touch the GPU while another is timed)? Compiles a Triton kernel for this GPU's target from
forward-like glue on meta tensors, with Triton's driver told the device, stream and target instead
of asking CUDA; checks that this process then holds no CUDA context (nvidia-smi's compute apps);
then measures what the lane would pay instead: creating the context, and the first launch of the
kernel compiled that way (module load and launcher) against a later one.
Usage: python3 bench/compile_without_cuda.py [--cc 90]"""
import argparse
import os
import subprocess
import time

import torch
import triton
import triton.language as tl


@triton.jit
def scale_add_kernel(x_ptr, y_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, alpha * tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


def has_context() -> bool:
    pids = subprocess.run(["nvidia-smi", "--query-compute-apps=pid", "--format=csv,noheader"],
                          capture_output=True, text=True).stdout.split()
    return str(os.getpid()) in pids


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cc", type=int, default=90)
    args = ap.parse_args()
    from triton.backends.compiler import GPUTarget
    from triton.runtime import driver
    active = driver.active
    told = {"get_current_device": lambda: 0, "get_current_stream": lambda device=None: 0,
            "get_current_target": lambda: GPUTarget("cuda", args.cc, 32)}
    saved = {k: getattr(active, k) for k in told}
    for k, f in told.items():
        setattr(active, k, f)
    t0 = time.perf_counter()
    x = torch.empty(1 << 24, device="meta")
    y, out = torch.empty_like(x), torch.empty_like(x)
    try:
        kernel = scale_add_kernel.run(x, y, out, x.numel(), 0.5, grid=(1,), warmup=True, BLOCK=1024)
        print(f"compiled on meta tensors in {time.perf_counter() - t0:.3f} s: {type(kernel).__name__}; "
              f"torch CUDA initialised: {torch.cuda.is_initialized()}; CUDA context held: {has_context()}")
    except Exception as e:  # noqa: BLE001 - the answer to the question
        print(f"compile on meta tensors failed: {type(e).__name__}: {str(e)[:400]}")
    for k, f in saved.items():
        setattr(active, k, f)
    t0 = time.perf_counter()
    a = torch.randn(1 << 24, device="cuda")
    b, c = torch.randn_like(a), torch.empty_like(a)
    torch.cuda.synchronize()
    print(f"context and first tensors: {time.perf_counter() - t0:.3f} s")
    for i in range(3):
        t0 = time.perf_counter()
        scale_add_kernel[(triton.cdiv(a.numel(), 1024),)](a, b, c, a.numel(), 0.5, BLOCK=1024)
        torch.cuda.synchronize()
        print(f"launch {i + 1}: {1e3 * (time.perf_counter() - t0):.2f} ms")
    print("right:", bool(torch.allclose(c, 0.5 * a + b)))


if __name__ == "__main__":
    main()
