# problem: level2/gemm_bias_silu
# expect: torch_compute
# kind: 1
"""Probe 30's neighbour: TorchScript's markers (`@torch.jit.ignore`, `unused`, `export`) now pass as
decorators that hand the function back. Here one is handed PyTorch's SiLU instead of the file's
function, and forward applies the result after a GEMM kernel: the marker returns F.silu itself, a
torch function taken as a value (round 39), `torch_compute`."""
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl


@triton.jit
def linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


activation = torch.jit.ignore(F.silu)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        *lead, k = x.shape
        x2 = x.reshape(-1, k).contiguous()
        M, N = x2.shape[0], self.fc.out_features
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x2, self.fc.weight, self.fc.bias, y, M, N, k,
                                                                BM=32, BN=32, BK=32)
        return activation(y).view(*lead, N)
