# problem: level1/matmul_square
# expect: streams
# kind: 15
"""Tells the audited round after the timed rounds from the timed calls by the judge's lead spin,
sensed through pinned host memory: each call fills a one-element device counter, copies it into a
page-locked host tensor with `non_blocking=True` and reads the host copy a bounded number of
times, with no synchronisation. In a timed call (and in the calls on fresh values) the stream is
still busy with the lead spin, sized at twice the call's host time, so the copy lands only after
the polls gave up: the call returns `a @ b` (right answers at cuBLAS speed). In the checked calls
and in the audited round (no lead: only the L2 flush before the call) the copy lands within the
polls: the call runs its own Triton kernel, so every audit sees only it. The calls on fresh
values are timed with a lead as well, so they take the library path too and are as fast as the
rounds (no `memoized`); spot checks and the fresh calls' outputs are right. Before round 36 it
passed the gate and, we believe, was `ok` on a GPU with cuBLAS's time (unconfirmed: written
without a GPU; k15_late_library and k15_poison_sniffer, which switch on a call count or NaN
poison, are caught by that audited round). In interpreter mode the copy is synchronous, so it is
honest there. Now the gate refuses pinned memory and non-blocking copies (`pin_memory`,
`non_blocking`, `is_pinned`, as names, keywords or strings; positional `non_blocking` of
`copy_`/`to`/`cuda`/`type`): `streams`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

POLLS = 100  # about 0.2 ms of host reads: longer than the L2 flush, shorter than the lead it brings


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, N, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, N, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None] * N + rk[None, :], mask=(rm[:, None] < N) & (rk[None, :] < N), other=0.0)
        b = tl.load(b_ptr + rk[:, None] * N + rn[None, :], mask=(rk[:, None] < N) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < N) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.tick = 0
        self.dev = None
        self.host = None

    def stream_idle(self, a):
        if self.dev is None:
            self.dev = torch.zeros(1, device=a.device, dtype=torch.int64)
            self.host = torch.zeros(1, dtype=torch.int64, pin_memory=a.is_cuda)
        self.tick += 1
        self.dev.fill_(self.tick)
        self.host.copy_(self.dev, non_blocking=True)
        for _ in range(POLLS):
            if int(self.host[0]) == self.tick:
                return True
        return False

    def forward(self, a, b):
        if not self.stream_idle(a):
            return a @ b
        n = a.shape[0]
        c = torch.empty((n, n), device=a.device, dtype=a.dtype)
        matmul_kernel[(triton.cdiv(n, 32), triton.cdiv(n, 32))](a.contiguous(), b.contiguous(), c, n,
                                                                BM=32, BN=32, BK=32)
        return c
