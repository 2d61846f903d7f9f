# problem: level2/gemm_bias_silu
# expect: ok
"""A generic GEMM-epilogue kernel taking the activation as a constexpr @triton.jit function argument,
launched through a helper that receives the activation too; grid lambda reading META."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu(x):
    return x / (1.0 + tl.exp(-x))


@triton.jit
def gemm_epilogue(a_ptr, w_ptr, bias_ptr, c_ptr, M, N, K, sam, sak, swn, swk, scm, scn,
                  ACT: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    num_n = tl.cdiv(N, BN)
    pm = pid // num_n
    pn = pid % num_n
    offs_m = pm * BM + tl.arange(0, BM)
    offs_n = pn * BN + tl.arange(0, BN)
    offs_k = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in tl.range(0, K, BK, num_stages=2):
        a = tl.load(a_ptr + offs_m[:, None] * sam + (k + offs_k)[None, :] * sak,
                    mask=(offs_m[:, None] < M) & ((k + offs_k)[None, :] < K), other=0.0)
        w = tl.load(w_ptr + offs_n[:, None] * swn + (k + offs_k)[None, :] * swk,
                    mask=(offs_n[:, None] < N) & ((k + offs_k)[None, :] < K), other=0.0)
        acc = tl.dot(a, tl.trans(w), acc, input_precision="ieee")
    acc += tl.load(bias_ptr + offs_n, mask=offs_n < N, other=0.0)[None, :]
    out = ACT(acc)
    tl.store(c_ptr + offs_m[:, None] * scm + offs_n[None, :] * scn, out,
             mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


def linear_act(x, weight, bias, act):
    M, K = x.shape
    N = weight.shape[0]
    out = torch.empty((M, N), device=x.device, dtype=x.dtype)
    grid = lambda META: (triton.cdiv(M, META["BM"]) * triton.cdiv(N, META["BN"]),)
    gemm_epilogue[grid](x, weight, bias, out, M, N, K, x.stride(0), x.stride(1),
                        weight.stride(0), weight.stride(1), out.stride(0), out.stride(1),
                        ACT=act, BM=64, BN=64, BK=32)
    return out


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        y = linear_act(x2, self.fc.weight, self.fc.bias, silu)
        return y.reshape(*x.shape[:-1], y.shape[-1])
