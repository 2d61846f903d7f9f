# problem: level2/gemm_bias_relu
# expect: ok
"""GEMM + bias + ReLU with its own Parameters initialised by torch.nn.init exactly as nn.Linear's
reset_parameters does (kaiming_uniform_ with a=sqrt(5), then a uniform bias), so the weights match
the reference's under the same seed."""
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K,
                   sxm, sxk, swn, swk, sym, syn,
                   ACT: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * sxm + kk[None, :] * sxk,
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(w_ptr + rn[None, :] * swn + kk[:, None] * swk,
                    mask=(rn[None, :] < N) & (kk[:, None] < K), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if ACT == "relu":
        acc = tl.maximum(acc, 0.0)
    elif ACT == "silu":
        acc = acc * tl.sigmoid(acc)
    elif ACT == "gelu":
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :] * syn, acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


def linear_act(x2, w, b, act):
    M, K = x2.shape
    N = w.shape[0]
    y = x2.new_empty((M, N))
    grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
    _linear_kernel[grid](x2, w, b, y, M, N, K, x2.stride(0), x2.stride(1), w.stride(0), w.stride(1),
                         y.stride(0), y.stride(1), ACT=act, BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
    return y


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        self.bias = nn.Parameter(torch.empty(out_features))
        self.reset_parameters()

    def reset_parameters(self) -> None:
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        fan_in, _ = nn.init._calculate_fan_in_and_fan_out(self.weight)
        bound = 1 / math.sqrt(fan_in) if fan_in > 0 else 0
        nn.init.uniform_(self.bias, -bound, bound)

    def forward(self, x):
        return linear_act(x.contiguous(), self.weight, self.bias, "relu")
