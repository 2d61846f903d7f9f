# problem: level3/mlp_three_layer
# expect: ok
"""Freezes layers in a loop over a tuple of its own nn.Linear attributes: for lin in (self.fc1, ...): lin.weight.requires_grad = False."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_act_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, ACT: tl.constexpr, HAS_BIAS: tl.constexpr,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc += tl.dot(a.to(tl.float32), w.to(tl.float32), input_precision="ieee")
    if HAS_BIAS:
        acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if ACT == 1:
        acc = tl.maximum(acc, 0.0)
    elif ACT == 2:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    elif ACT == 3:
        acc = acc / (1.0 + tl.exp(-acc))
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


def launch_linear(x, w, b, act, bm=32, bn=32, bk=32):
    shape = x.shape
    x = x.reshape(-1, shape[-1]).contiguous()
    M, K = x.shape
    N = w.shape[0]
    y = torch.empty((M, N), device=x.device, dtype=x.dtype)
    linear_act_kernel[(triton.cdiv(M, bm), triton.cdiv(N, bn))](
        x, w, b if b is not None else w, y, M, N, K, ACT=act, HAS_BIAS=b is not None, BM=bm, BN=bn, BK=bk)
    return y.reshape(*shape[:-1], N)


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden1)
        self.fc2 = nn.Linear(hidden1, hidden2)
        self.fc3 = nn.Linear(hidden2, out_features)
        for lin in (self.fc1, self.fc2):
            nn.init.normal_(lin.weight, std=lin.in_features ** -0.5)
        self.to(dtype)
        for layer in (self.fc1, self.fc2, self.fc3):
            layer.weight.requires_grad = False

    def forward(self, x):
        x = launch_linear(x, self.fc1.weight, self.fc1.bias, act=2)
        x = launch_linear(x, self.fc2.weight, self.fc2.bias, act=2)
        return launch_linear(x, self.fc3.weight, self.fc3.bias, act=0)
