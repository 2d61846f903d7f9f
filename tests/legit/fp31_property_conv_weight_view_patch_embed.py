# problem: level3/patch_embedding_layernorm
# expect: ok
"""ViT patch embedding: the conv weight is read through a `@property` that views it as
(embed, C*P*P); the patch GEMM gathers pixels by index math and adds bias and position
embedding in its epilogue, then a LayerNorm kernel normalises each token."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def patch_gemm_kernel(img_ptr, w_ptr, b_ptr, pos_ptr, y_ptr, M, E, K, C, IMG, P, NP_SIDE,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    npatch = NP_SIDE * NP_SIDE
    b = (rm // npatch).to(tl.int64)
    p = rm % npatch
    py = p // NP_SIDE
    px = p % NP_SIDE
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        c = rk // (P * P)
        i = (rk // P) % P
        j = rk % P
        off = ((b[:, None] * C + c[None, :]) * IMG + (py[:, None] * P + i[None, :])) * IMG + px[:, None] * P + j[None, :]
        a = tl.load(img_ptr + off, mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :].to(tl.int64) * K + rk[:, None], mask=(rn[None, :] < E) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < E, other=0.0)[None, :]
    acc += tl.load(pos_ptr + p[:, None] * E + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < E), other=0.0)
    tl.store(y_ptr + rm[:, None].to(tl.int64) * E + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < E))


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64) * N
    cols = tl.arange(0, BLOCK)
    m = cols < N
    v = tl.load(x_ptr + row + cols, mask=m, other=0.0)
    mean = tl.sum(v, 0) / N
    d = tl.where(m, v - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, 0) / N + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    bb = tl.load(b_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row + cols, d * rstd * w + bb, mask=m)


class ModelNew(nn.Module):
    def __init__(self, channels, patch, embed_dim, num_patches):
        super().__init__()
        self.patch = patch
        self.proj = nn.Conv2d(channels, embed_dim, patch, stride=patch)
        self.pos_embed = nn.Parameter(0.5 * torch.randn(1, num_patches, embed_dim))
        self.norm = nn.LayerNorm(embed_dim, eps=1e-06)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.2 * torch.randn(embed_dim))
            self.norm.bias.copy_(0.1 * torch.randn(embed_dim))

    @property
    def weight_2d(self) -> torch.Tensor:
        return self.proj.weight.view(self.proj.out_channels, -1)

    def forward(self, img):
        img = img.contiguous()
        B, C, S, _ = img.shape
        side = S // self.patch
        E = self.proj.out_channels
        M = B * side * side
        K = C * self.patch * self.patch
        tokens = torch.empty((M, E), device=img.device, dtype=img.dtype)
        patch_gemm_kernel[(triton.cdiv(M, 32), triton.cdiv(E, 64))](
            img, self.weight_2d, self.proj.bias, self.pos_embed, tokens, M, E, K, C, S, self.patch, side,
            BM=32, BN=64, BK=32)
        out = torch.empty_like(tokens)
        layernorm_kernel[(M,)](tokens, self.norm.weight, self.norm.bias, out, E, self.norm.eps,
                               BLOCK=triton.next_power_of_2(E))
        return out.view(B, side * side, E)
