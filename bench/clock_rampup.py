"""Does the GPU run slower right after it was idle? Times a fixed matmul call by call (anvil's
protocol: lead spin, L2 flush, events, synchronise) after a pause of each length, with and without
a spin of the GPU right before the calls; prints each call's time relative to the steady one.
Usage: python3 bench/clock_rampup.py [--n 4096] [--calls 24]"""
import argparse
import time

import torch

from anvil.runtime import timing


def calls_after(pause_s: float, spin_ms: float, a, b, flush, n_calls: int) -> list[float]:
    torch.cuda.synchronize()
    time.sleep(pause_s)
    if spin_ms:
        torch.cuda._sleep(int(spin_ms * timing.sleep_cycles_per_ms()))
    r = timing.run_iterations(lambda x, y: x @ y, [[a, b]], n_calls, flush, lead_ms=0.1)
    return r.samples


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=4096)
    ap.add_argument("--calls", type=int, default=24)
    args = ap.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False
    a = torch.randn(args.n, args.n, device="cuda")
    b = torch.randn(args.n, args.n, device="cuda")
    flush = timing.flush_buffer(torch.device("cuda"))
    steady = sorted(calls_after(0.0, 50.0, a, b, flush, 60))[30]  # median of a long busy run
    print(f"steady call {steady:.4f} ms ({torch.cuda.get_device_name()}, fp32 {args.n}^3)")
    for pause in (0.0, 0.02, 0.1, 0.5, 2.0):
        for spin in (0.0, 5.0, 20.0, 50.0):
            xs = calls_after(pause, spin, a, b, flush, args.calls)
            rel = [x / steady for x in xs]
            print(f"pause {pause:5.2f} s spin {spin:4.0f} ms: first {rel[0]:.3f} max {max(rel):.3f} "
                  f"median {sorted(rel)[len(rel) // 2]:.3f}  calls 1-8: " + " ".join(f"{x:.3f}" for x in rel[:8]))


if __name__ == "__main__":
    main()
