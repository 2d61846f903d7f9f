"""Reference solution: one program per (token, column strip) copies a row of the embedding
table; the table is an nn.Embedding built exactly as the reference builds it."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def embedding_kernel(ids_ptr, w_ptr, out_ptr, dim, BLOCK: tl.constexpr):
    tok = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cols < dim
    i = tl.load(ids_ptr + tok)
    v = tl.load(w_ptr + i * dim + cols, mask=mask, other=0.0)
    tl.store(out_ptr + tok * dim + cols, v, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, num_embeddings, dim, dtype):
        super().__init__()
        self.embedding = nn.Embedding(num_embeddings, dim)
        self.to(dtype)

    def forward(self, ids):
        w = self.embedding.weight.contiguous()
        flat = ids.reshape(-1).contiguous()
        n, dim = flat.numel(), w.shape[1]
        out = torch.empty((n, dim), dtype=w.dtype, device=w.device)
        block = min(triton.next_power_of_2(dim), 1024)
        embedding_kernel[(n, triton.cdiv(dim, block))](flat, w, out, dim, BLOCK=block, num_warps=4)
        return out.view(*ids.shape, dim)
