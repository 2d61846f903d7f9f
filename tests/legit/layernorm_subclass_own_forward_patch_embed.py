# problem: level3/patch_embedding_layernorm
# expect: ok
"""ViT patch embedding + LayerNorm. The patch projection is an implicit-im2col GEMM (patches are
gathered inside the kernel) fused with the conv bias and the position embedding. The norm is a
subclass of nn.LayerNorm whose forward launches a Triton kernel: it keeps LayerNorm's parameters,
init and repr, and is built exactly where the reference builds its norm."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _patch_embed_kernel(img_ptr, w_ptr, b_ptr, pos_ptr, out_ptr,
                        M, E, K, P, GW, C,
                        s_b, s_c, s_h, s_w, stride_wn, stride_pos_p, stride_om,
                        PATCH: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)    # (batch, patch) rows
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)    # embedding columns
    rk = tl.arange(0, BLOCK_K)
    b = rm // P
    p = rm % P
    ph = p // GW
    pw = p % GW
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        c = kk // (PATCH * PATCH)
        kh = (kk // PATCH) % PATCH
        kw = kk % PATCH
        a_off = (b[:, None] * s_b + c[None, :] * s_c + (ph[:, None] * PATCH + kh[None, :]) * s_h
                 + (pw[:, None] * PATCH + kw[None, :]) * s_w)
        a = tl.load(img_ptr + a_off, mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * stride_wn + kk[:, None], mask=(rn[None, :] < E) & (kk[:, None] < K),
                    other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    nmask = rn < E
    omask = (rm[:, None] < M) & nmask[None, :]
    acc += tl.load(b_ptr + rn, mask=nmask, other=0.0).to(tl.float32)[None, :]
    acc += tl.load(pos_ptr + p[:, None] * stride_pos_p + rn[None, :], mask=omask, other=0.0).to(tl.float32)
    tl.store(out_ptr + rm[:, None] * stride_om + rn[None, :], acc.to(out_ptr.dtype.element_ty), mask=omask)


@triton.jit
def _layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(mask, x - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(xc * xc, axis=0) / N + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    bb = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * stride + cols, (xc * rstd * w + bb).to(y_ptr.dtype.element_ty), mask=mask)


class TritonLayerNorm(nn.LayerNorm):
    """nn.LayerNorm with a Triton forward (last dimension, affine)."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        n = x.shape[-1]
        x2 = x.reshape(-1, n).contiguous()
        y = torch.empty_like(x2)
        _layernorm_kernel[(x2.shape[0],)](x2, self.weight, self.bias, y, n, x2.stride(0), self.eps,
                                          BLOCK=triton.next_power_of_2(n))
        return y.view(x.shape)


class ModelNew(nn.Module):
    def __init__(self, channels: int, patch: int, embed_dim: int, num_patches: int):
        super().__init__()
        self.patch = patch
        self.proj = nn.Conv2d(channels, embed_dim, patch, stride=patch)
        self.pos_embed = nn.Parameter(0.5 * torch.randn(1, num_patches, embed_dim))
        self.norm = TritonLayerNorm(embed_dim, eps=1e-6)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.2 * torch.randn(embed_dim))
            self.norm.bias.copy_(0.1 * torch.randn(embed_dim))

    def forward(self, img: torch.Tensor) -> torch.Tensor:
        B, C, Hh, Ww = img.shape
        p = self.patch
        GH, GW = Hh // p, Ww // p
        P = GH * GW
        E = self.proj.weight.shape[0]
        K = C * p * p
        M = B * P
        w2 = self.proj.weight.reshape(E, K)
        pos = self.pos_embed.reshape(-1, E)
        tokens = torch.empty((B, P, E), device=img.device, dtype=img.dtype)
        BM, BN, BK = 32, 32, 32
        _patch_embed_kernel[(triton.cdiv(M, BM), triton.cdiv(E, BN))](
            img, w2, self.proj.bias, pos, tokens, M, E, K, P, GW, C,
            *img.stride(), w2.stride(0), pos.stride(0), E,
            PATCH=p, BLOCK_M=BM, BLOCK_N=BN, BLOCK_K=BK)
        return self.norm(tokens)
