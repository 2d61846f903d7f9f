# problem: level2/gemm_bias_relu
# expect: ok
"""ModelNew checks its block with isinstance(self.block, (LinearReLU, LinearGELU)); blocks keep
nn.Linear as self.linear and call a launcher object's `linear`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gemm_bias_act_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, sxk, swn, swk, sym, syn,
                         ACT: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
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
        acc += tl.dot(a.to(tl.float32), w.to(tl.float32), input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if ACT == 1:
        acc = tl.maximum(acc, 0.0)
    if ACT == 2:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :] * syn, acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class GemmLauncher:
    def linear(self, x, weight, bias, act: int = 0):
        x = x.contiguous()
        M, K = x.shape
        N = weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        gemm_bias_act_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](
            x, weight, bias, y, M, N, K, x.stride(0), x.stride(1), weight.stride(0), weight.stride(1),
            y.stride(0), y.stride(1), ACT=act, BM=32, BN=32, BK=32)
        return y


GEMM = GemmLauncher()


class LinearReLU(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        return GEMM.linear(x, self.linear.weight, self.linear.bias, act=1)


class LinearGELU(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        return GEMM.linear(x, self.linear.weight, self.linear.bias, act=2)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.block = LinearReLU(in_features, out_features)
        assert isinstance(self.block, (LinearReLU, LinearGELU))

    def forward(self, x):
        return self.block(x)
