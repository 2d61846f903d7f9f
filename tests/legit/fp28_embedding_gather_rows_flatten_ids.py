# problem: level1/embedding_lookup
# expect: ok
"""nn.Embedding lookup: the table kept as an nn.Embedding (same initialisation), ids flattened with
view(-1), one program per (token block, dim block) gathering rows with 2-D pointer arithmetic."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def embedding_kernel(ids_ptr, w_ptr, out_ptr, n_tokens, dim, stride_w, BT: tl.constexpr, BD: tl.constexpr):
    t = tl.program_id(0) * BT + tl.arange(0, BT)
    d = tl.program_id(1) * BD + tl.arange(0, BD)
    tmask = t < n_tokens
    ids = tl.load(ids_ptr + t, mask=tmask, other=0).to(tl.int64)
    mask = tmask[:, None] & (d[None, :] < dim)
    rows = tl.load(w_ptr + ids[:, None] * stride_w + d[None, :], mask=mask, other=0.0)
    tl.store(out_ptr + t[:, None].to(tl.int64) * dim + d[None, :], rows, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, num_embeddings, dim, dtype):
        super().__init__()
        self.embedding = nn.Embedding(num_embeddings, dim)
        self.to(dtype)

    def forward(self, ids):
        flat = ids.reshape(-1).contiguous()
        w = self.embedding.weight
        n, dim = flat.numel(), w.shape[1]
        out = torch.empty((n, dim), device=w.device, dtype=w.dtype)
        grid = (triton.cdiv(n, 16), triton.cdiv(dim, 32))
        embedding_kernel[grid](flat, w, out, n, dim, w.stride(0), BT=16, BD=32)
        return out.view(*ids.shape, dim)
