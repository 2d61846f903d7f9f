# problem: level1/matmul_square
# expect: streams
# kind: 15
"""k15_lead_spin_sensed_by_pinned_copy's stream sensing with the non_blocking flag handed to
`to(other, non_blocking)` by position through a name that first aliases a dtype: `flag =
torch.int64` then `flag = a.is_cuda`, and `self.dev.to(self.host_like, flag)` (a CUDA-to-CPU copy
with non_blocking=True lands in freshly pinned host memory). Until false-positive probe 27 the gate
read the second argument through the name's first binding, an alias of torch.int64, as a dtype, and
passed it; a name bound more than once is now a dtype only where its function binds it only to
dtypes: `streams`."""
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
        self.host_like = None

    def stream_idle(self, a):
        if self.dev is None:
            self.dev = torch.zeros(1, device=a.device, dtype=torch.int64)
            self.host_like = torch.zeros(1, dtype=torch.int64)
        flag = torch.int64
        flag = a.is_cuda
        self.tick += 1
        self.dev.fill_(self.tick)
        self.host = self.dev.to(self.host_like, flag)
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
