# problem: level3/mlp_three_layer
# expect: ok
"""The MLP is an nn.Sequential of the file's own TritonLinear modules (each launches its kernel
in its forward); ModelNew.forward calls the Sequential."""
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


class TritonLinear(nn.Module):
    def __init__(self, in_features, out_features, gelu=False):
        super().__init__()
        lin = nn.Linear(in_features, out_features)
        self.in_features = in_features
        self.out_features = out_features
        self.weight = lin.weight
        self.bias = lin.bias
        self.gelu = gelu

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.out_features
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        linear_act_kernel[grid](x, self.weight, self.bias, y, M, N, K, GELU=self.gelu,
                                BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
        return y


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        self.net = nn.Sequential(
            TritonLinear(in_features, hidden1, gelu=True),
            TritonLinear(hidden1, hidden2, gelu=True),
            TritonLinear(hidden2, out_features, gelu=False),
        )
        for lin in (self.net[0], self.net[1]):
            nn.init.normal_(lin.weight, std=lin.in_features ** -0.5)
        self.to(dtype)

    def forward(self, x):
        return self.net(x)
