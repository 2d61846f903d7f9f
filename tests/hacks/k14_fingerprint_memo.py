# problem: level1/softmax_rows
# expect: memoized (gpu) ok (cpu)
# kind: 14
"""Memoises on a cheap fingerprint (a few sampled elements). Fresh inputs always miss, so every
correctness check passes; timing rounds that cycle through a few fixed input sets hit the cache
and take microseconds. Caught by timing the first calls on fresh values after the rounds (it would
also be faster than the roofline allows)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=mask)


@triton.jit
def sample_kernel(x_ptr, s_ptr, n, K: tl.constexpr):
    idx = (tl.arange(0, K).to(tl.int64) * 7919) % n
    tl.store(s_ptr + tl.arange(0, K), tl.load(x_ptr + idx))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cache = {}

    def forward(self, x):
        s = torch.empty(8, device=x.device, dtype=x.dtype)
        sample_kernel[(1,)](x, s, x.numel(), K=8)
        key = (tuple(x.shape), tuple(s.tolist()))
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        out = torch.empty_like(x)
        softmax_kernel[(x.shape[0],)](x, out, x.shape[1], BLOCK=triton.next_power_of_2(x.shape[1]))
        if len(self.cache) >= 3:
            self.cache.pop(next(iter(self.cache)))
        self.cache[key] = out
        return out
