# problem: level2/gemm_bias_relu
# expect: ok
"""GEMM + bias + ReLU with the activation picked from a dict of constexpr codes by a name stored on
self, `self.act_name = "relu"`, and the launch helper kept in a dict on self."""
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


_ACTS = {"relu": "relu", "silu": "silu", "gelu": "gelu", "none": "none"}


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, act_name: str = "relu"):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.act_name = act_name
        self.ops = {"linear": linear_act}

    def forward(self, x):
        return self.ops["linear"](x.contiguous(), self.fc.weight, self.fc.bias, _ACTS[self.act_name])
