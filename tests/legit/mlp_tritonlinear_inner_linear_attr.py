# problem: level3/mlp_three_layer
# expect: ok
"""Each layer is a TritonLinear module that owns `self.linear = nn.Linear(...)` for its weights and
calls a module-level launcher object's `linear` method (fused bias + optional exact GELU)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_act_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, sxk, swn, swk, sym, syn,
                      GELU: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        ks = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * sxm + ks[None, :] * sxk,
                    mask=(rm[:, None] < M) & (ks[None, :] < K), other=0.0)
        w = tl.load(w_ptr + ks[:, None] * swk + rn[None, :] * swn,
                    mask=(ks[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :] * syn, acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class _Launcher:
    def linear(self, x, weight, bias, gelu: bool):
        M, K = x.shape
        N = weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        linear_act_kernel[grid](x, weight, bias, y, M, N, K, x.stride(0), x.stride(1),
                                weight.stride(0), weight.stride(1), y.stride(0), y.stride(1),
                                GELU=gelu, BM=32, BN=32, BK=32)
        return y


_launcher = _Launcher()


class TritonLinear(nn.Module):
    def __init__(self, in_features, out_features, gelu: bool):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.gelu = gelu

    def forward(self, x):
        return _launcher.linear(x, self.linear.weight, self.linear.bias, self.gelu)


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        self.fc1 = TritonLinear(in_features, hidden1, gelu=True)
        self.fc2 = TritonLinear(hidden1, hidden2, gelu=True)
        self.fc3 = TritonLinear(hidden2, out_features, gelu=False)
        for layer in (self.fc1, self.fc2):
            nn.init.normal_(layer.linear.weight, std=layer.linear.in_features ** -0.5)
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        return self.fc3(self.fc2(self.fc1(x)))
