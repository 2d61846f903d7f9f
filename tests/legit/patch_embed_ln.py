# problem: level3/patch_embedding_layernorm
# expect: ok
"""ViT patch embedding: patchify (unfold view + one copy), GEMM against the flattened conv
weight, + bias + position embedding, LayerNorm -- the GEMM epilogue does all of it because
one program owns a full embedding row (BLOCK_N >= embed_dim)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def patch_gemm_pos_ln_kernel(
    p_ptr, w_ptr, b_ptr, pos_ptr, g_ptr, beta_ptr, out_ptr,
    M, E, K, NP, eps,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
):
    pid = tl.program_id(0)
    rm = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    m_mask = rm < M
    n_mask = rn < E
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        a = tl.load(p_ptr + rm[:, None] * K + rk[None, :], mask=m_mask[:, None] & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=n_mask[None, :] & (rk[:, None] < K), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    mask2 = m_mask[:, None] & n_mask[None, :]
    patch_idx = rm % NP
    acc += tl.load(b_ptr + rn, mask=n_mask, other=0.0)[None, :]
    acc += tl.load(pos_ptr + patch_idx[:, None] * E + rn[None, :], mask=mask2, other=0.0)
    # LayerNorm over the embedding dimension
    acc = tl.where(mask2, acc, 0.0)
    mean = tl.sum(acc, axis=1) / E
    xc = tl.where(mask2, acc - mean[:, None], 0.0)
    var = tl.sum(xc * xc, axis=1) / E
    y = xc * tl.rsqrt(var + eps)[:, None]
    y = y * tl.load(g_ptr + rn, mask=n_mask, other=0.0)[None, :] + tl.load(beta_ptr + rn, mask=n_mask, other=0.0)[None, :]
    tl.store(out_ptr + rm[:, None] * E + rn[None, :], y, mask=mask2)


class ModelNew(nn.Module):
    def __init__(self, channels, patch, embed_dim, num_patches):
        super().__init__()
        self.patch = patch
        self.proj = nn.Conv2d(channels, embed_dim, patch, stride=patch)
        self.pos_embed = nn.Parameter(0.5 * torch.randn(1, num_patches, embed_dim))
        self.norm = nn.LayerNorm(embed_dim, eps=1e-6)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.2 * torch.randn(embed_dim))
            self.norm.bias.copy_(0.1 * torch.randn(embed_dim))

    def forward(self, img):
        B, C, Hh, Ww = img.shape
        p = self.patch
        nh, nw = Hh // p, Ww // p
        # (B, C, nh, nw, p, p) view -> (B, nh, nw, C, p, p) -> (B*NP, C*p*p)
        patches = img.unfold(2, p, p).unfold(3, p, p).permute(0, 2, 3, 1, 4, 5).reshape(B * nh * nw, C * p * p)
        E = self.proj.out_channels
        K = C * p * p
        M = B * nh * nw
        w2d = self.proj.weight.reshape(E, K)
        out = torch.empty((B, nh * nw, E), device=img.device, dtype=img.dtype)
        BLOCK_M = 16
        patch_gemm_pos_ln_kernel[(triton.cdiv(M, BLOCK_M),)](
            patches, w2d, self.proj.bias, self.pos_embed, self.norm.weight, self.norm.bias, out,
            M, E, K, nh * nw, self.norm.eps,
            BLOCK_M=BLOCK_M, BLOCK_N=triton.next_power_of_2(E), BLOCK_K=16, num_stages=2,  # fits sm_90's shared memory
        )
        return out
