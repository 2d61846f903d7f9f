# problem: level2/gemm_bias_relu
# expect: ok
"""Linear+ReLU; in/out feature pair kept as self.io."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def linear_act_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K,
                      stride_xm, stride_xk, stride_wn, stride_wk, stride_ym, stride_yn,
                      ACT: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * stride_xm + kk[None, :] * stride_xk,
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(w_ptr + rn[None, :] * stride_wn + kk[:, None] * stride_wk,
                    mask=(rn[None, :] < N) & (kk[:, None] < K), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    bias = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    acc += bias[None, :]
    if ACT == 1:
        acc = tl.maximum(acc, 0.0)
    elif ACT == 2:
        acc = acc * tl.sigmoid(acc)
    elif ACT == 3:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :] * stride_yn, acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


def triton_linear(x2d, weight, bias, act):
    M, K = x2d.shape
    N = weight.shape[0]
    y = torch.empty((M, N), device=x2d.device, dtype=x2d.dtype)
    grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
    linear_act_kernel[grid](x2d, weight, bias, y, M, N, K,
                            x2d.stride(0), x2d.stride(1), weight.stride(0), weight.stride(1),
                            y.stride(0), y.stride(1), ACT=act, BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
    return y


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.io = (in_features, out_features)

    def forward(self, x):
        in_f, out_f = self.io
        assert x.shape[-1] == in_f
        return triton_linear(x.contiguous(), self.fc.weight, self.fc.bias, act=1)
