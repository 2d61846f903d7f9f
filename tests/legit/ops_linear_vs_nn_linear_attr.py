# problem: level2/gemm_bias_relu
# expect: ok
"""Weights kept in `self.linear = nn.Linear(...)`; the GEMM is a static method `TritonOps.linear`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _linear_relu_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K,
                        sxm, sxk, swn, swk, sym, syn,
                        APPLY_RELU: tl.constexpr,
                        BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        ks = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * sxm + ks[None, :] * sxk,
                    mask=(rm[:, None] < M) & (ks[None, :] < K), other=0.0)
        w = tl.load(w_ptr + ks[:, None] * swk + rn[None, :] * swn,
                    mask=(ks[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    bias = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    acc = acc + bias[None, :]
    if APPLY_RELU:
        acc = tl.maximum(acc, 0.0)
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :] * syn, acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class TritonOps:
    """Thin launchers named like the torch ops they replace."""

    @staticmethod
    def linear(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor, relu: bool = False) -> torch.Tensor:
        assert x.dim() == 2 and weight.dim() == 2
        M, K = x.shape
        N = weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        _linear_relu_kernel[grid](x, weight, bias, y, M, N, K,
                                  x.stride(0), x.stride(1), weight.stride(0), weight.stride(1),
                                  y.stride(0), y.stride(1), APPLY_RELU=relu, BM=32, BN=32, BK=32)
        return y


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        return TritonOps.linear(x, self.linear.weight, self.linear.bias, relu=True)
