# problem: level3/patch_embedding_layernorm
# expect: ok
"""ViT patch embedding: the image is patchified as a strided view (`img.unfold(2, p, p).unfold(3, p, p)`,
no copy), whose six strides go to a GEMM kernel that gathers each patch row itself and adds the conv
bias and the position embedding; a LayerNorm kernel then normalises each token."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def patch_gemm_kernel(p_ptr, w_ptr, bias_ptr, pos_ptr, y_ptr, T, E, K, NW, NP, P,
                      s0, s1, s2, s3, s4, s5, BT: tl.constexpr, BE: tl.constexpr, BK: tl.constexpr):
    rt = tl.program_id(0) * BT + tl.arange(0, BT)
    re = tl.program_id(1) * BE + tl.arange(0, BE)
    b = rt // NP
    pidx = rt % NP
    ph = pidx // NW
    pw = pidx % NW
    row_off = b.to(tl.int64) * s0 + ph * s2 + pw * s3
    acc = tl.zeros([BT, BE], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        c = rk // (P * P)
        ij = rk % (P * P)
        col_off = c * s1 + (ij // P) * s4 + (ij % P) * s5
        a = tl.load(p_ptr + row_off[:, None] + col_off[None, :], mask=(rt[:, None] < T) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + re[None, :] * K + rk[:, None], mask=(re[None, :] < E) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    em = re[None, :] < E
    m2 = (rt[:, None] < T) & em
    acc += tl.load(bias_ptr + re, mask=re < E, other=0.0)[None, :]
    acc += tl.load(pos_ptr + pidx[:, None] * E + re[None, :], mask=m2, other=0.0)
    tl.store(y_ptr + rt[:, None].to(tl.int64) * E + re[None, :], acc, mask=m2)


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    s = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        s += tl.load(x_ptr + row * N + c0 + cols, mask=c0 + cols < N, other=0.0)
    mean = tl.sum(s, 0) / N
    q = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        v = tl.load(x_ptr + row * N + c0 + cols, mask=c0 + cols < N, other=0.0)
        d = tl.where(c0 + cols < N, v - mean, 0.0)
        q += d * d
    rstd = 1.0 / tl.sqrt(tl.sum(q, 0) / N + eps)
    for c0 in range(0, N, BLOCK):
        m = c0 + cols < N
        v = tl.load(x_ptr + row * N + c0 + cols, mask=m, other=0.0)
        w = tl.load(w_ptr + c0 + cols, mask=m, other=0.0)
        bb = tl.load(b_ptr + c0 + cols, mask=m, other=0.0)
        tl.store(y_ptr + row * N + c0 + cols, (v - mean) * rstd * w + bb, mask=m)


class ModelNew(nn.Module):
    def __init__(self, channels, patch, embed_dim, num_patches):
        super().__init__()
        self.proj = nn.Conv2d(channels, embed_dim, patch, stride=patch)
        self.pos_embed = nn.Parameter(0.5 * torch.randn(1, num_patches, embed_dim))
        self.norm = nn.LayerNorm(embed_dim, eps=1e-6)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.2 * torch.randn(embed_dim))
            self.norm.bias.copy_(0.1 * torch.randn(embed_dim))

    def forward(self, img):
        p = self.proj.kernel_size[0]
        B, C, Hh, Ww = img.shape
        patches = img.unfold(2, p, p).unfold(3, p, p)  # (B, C, nh, nw, p, p), a view
        nh, nw = patches.shape[2], patches.shape[3]
        E = self.proj.out_channels
        T, K = B * nh * nw, C * p * p
        tokens = torch.empty((B, nh * nw, E), device=img.device, dtype=img.dtype)
        patch_gemm_kernel[(triton.cdiv(T, 32), triton.cdiv(E, 32))](
            patches, self.proj.weight, self.proj.bias, self.pos_embed, tokens, T, E, K, nw, nh * nw, p,
            *patches.stride(), BT=32, BE=32, BK=32)
        out = torch.empty_like(tokens)
        layernorm_kernel[(T,)](tokens, self.norm.weight, self.norm.bias, out, E, self.norm.eps, BLOCK=256)
        return out
