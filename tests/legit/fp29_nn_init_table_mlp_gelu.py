# problem: level3/mlp_three_layer
# expect: ok
"""Three-layer MLP with its nn.Linear layers built as the reference builds them and the hidden
layers' init chosen from a small table of torch.nn.init functions (`{"normal": nn.init.normal_}`);
each layer runs one Triton GEMM with the GELU fused."""
import functools
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, swn, sym,
                   GELU: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * sxm + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(w_ptr + rn[None, :] * swn + kk[:, None], mask=(rn[None, :] < N) & (kk[:, None] < K), other=0.0)
        acc += tl.dot(a.to(tl.float32), b.to(tl.float32), input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


INITS = {"normal": nn.init.normal_, "xavier": nn.init.xavier_uniform_}


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype, init: str = "normal"):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden1)
        self.fc2 = nn.Linear(hidden1, hidden2)
        self.fc3 = nn.Linear(hidden2, out_features)
        for lin in (self.fc1, self.fc2):
            INITS[init](lin.weight, std=lin.in_features ** -0.5)
        self.to(dtype)

    @staticmethod
    def _linear(x, lin, gelu):
        M, K = x.shape
        N = lin.out_features
        w = lin.weight.contiguous()
        y = x.new_empty((M, N))
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        _linear_kernel[grid](x, w, lin.bias, y, M, N, K, x.stride(0), w.stride(0), y.stride(0),
                             GELU=gelu, BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
        return y

    def forward(self, x):
        h = x.contiguous()
        for lin, gelu in ((self.fc1, True), (self.fc2, True), (self.fc3, False)):
            h = self._linear(h, lin, gelu)
        return h
