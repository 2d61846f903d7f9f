# problem: level1/embedding_lookup
# expect: ok
"""Embedding gather whose host glue normalises sizes with `operator.index` and picks the column
block with `math.gcd`; the table is read through `self.embedding.weight`, the ids are int64."""
import math
import operator

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def embedding_kernel(ids_ptr, w_ptr, out_ptr, D, BLOCK_D: tl.constexpr):
    tok = tl.program_id(0).to(tl.int64)
    idx = tl.load(ids_ptr + tok).to(tl.int64)
    for d0 in range(0, D, BLOCK_D):
        cols = d0 + tl.arange(0, BLOCK_D)
        mask = cols < D
        v = tl.load(w_ptr + idx * D + cols, mask=mask, other=0.0)
        tl.store(out_ptr + tok * D + cols, v, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, num_embeddings, dim, dtype):
        super().__init__()
        self.dim = operator.index(dim)
        self.embedding = nn.Embedding(num_embeddings, dim)
        self.to(dtype)

    def _block(self) -> int:
        # a power of two that divides the row when it can, else one that covers a good part of it
        g = math.gcd(self.dim, 1024)
        return g if g >= 64 else min(1024, triton.next_power_of_2(self.dim))

    def forward(self, ids):
        flat = ids.reshape(-1).contiguous()
        n_tok = operator.index(flat.numel())
        out = self.embedding.weight.new_empty((n_tok, self.dim))
        if n_tok:
            embedding_kernel[(n_tok,)](flat, self.embedding.weight, out, self.dim, BLOCK_D=self._block())
        return out.view(*ids.shape, self.dim)
