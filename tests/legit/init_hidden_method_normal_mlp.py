# problem: level3/mlp_three_layer
# expect: ok
"""nn.Linear layers whose parameters the kernels read; the hidden layers' init is redone in an
`_init_hidden()` method called from __init__ (`lin.weight.data.normal_(...)`, GPT-2 style)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_act_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, GELU: tl.constexpr,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc += tl.dot(a.to(tl.float32), w.to(tl.float32), input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


def linear(x, lin, gelu):
    M, K = x.shape
    N = lin.out_features
    y = torch.empty((M, N), device=x.device, dtype=x.dtype)
    linear_act_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, lin.weight, lin.bias, y, M, N, K, GELU=gelu,
                                                                BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
    return y


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden1)
        self.fc2 = nn.Linear(hidden1, hidden2)
        self.fc3 = nn.Linear(hidden2, out_features)
        self._init_hidden()
        self.to(dtype)

    @torch.no_grad()
    def _init_hidden(self):
        for lin in (self.fc1, self.fc2):
            lin.weight.data.normal_(mean=0.0, std=lin.in_features ** -0.5)

    def forward(self, x):
        x = x.contiguous()
        h = linear(x, self.fc1, True)
        h = linear(h, self.fc2, True)
        return linear(h, self.fc3, False)
