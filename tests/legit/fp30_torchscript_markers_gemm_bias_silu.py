# problem: level2/gemm_bias_silu
# expect: ok
"""silu(x @ W^T + b) over (batch, seq, in): written to keep the module TorchScript-friendly, as
model code often is: the Triton launch helper is marked `@torch.jit.ignore` (Triton cannot be
scripted), a debug method `@torch.jit.unused`, and forward asks `torch.jit.is_scripting()` first."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_silu_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None].to(tl.int64) * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :].to(tl.int64) * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    y = acc / (1.0 + tl.exp(-acc))
    tl.store(y_ptr + rm[:, None].to(tl.int64) * N + rn[None, :], y, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    @torch.jit.ignore
    def _launch(self, x2: torch.Tensor) -> torch.Tensor:
        M, K = x2.shape
        N = self.fc.out_features
        y = torch.empty((M, N), device=x2.device, dtype=x2.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        linear_silu_kernel[grid](x2, self.fc.weight, self.fc.bias, y, M, N, K, BM=32, BN=32, BK=32)
        return y

    @torch.jit.unused
    def describe(self) -> str:
        return f"TritonLinearSiLU({self.fc.in_features} -> {self.fc.out_features})"

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if torch.jit.is_scripting():
            raise RuntimeError("the Triton path runs in eager mode only")
        *lead, k = x.shape
        y = self._launch(x.reshape(-1, k).contiguous())
        return y.view(*lead, y.shape[-1])
