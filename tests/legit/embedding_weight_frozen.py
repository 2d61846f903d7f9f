# problem: level1/embedding_lookup
# expect: ok
"""Freezes the nn.Embedding table (self.embedding.weight.requires_grad = False) and gathers rows in Triton."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_rows_kernel(ids_ptr, w_ptr, y_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    idx = tl.load(ids_ptr + row)
    for d0 in range(0, D, BLOCK):
        d = d0 + tl.arange(0, BLOCK)
        m = d < D
        tl.store(y_ptr + row * D + d, tl.load(w_ptr + idx * D + d, mask=m, other=0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, num_embeddings, dim, dtype):
        super().__init__()
        self.embedding = nn.Embedding(num_embeddings, dim)
        self.to(dtype)
        self.embedding.weight.requires_grad = False

    def forward(self, ids):
        flat = ids.reshape(-1).contiguous()
        D = self.embedding.weight.shape[1]
        y = torch.empty((flat.numel(), D), device=ids.device, dtype=self.embedding.weight.dtype)
        gather_rows_kernel[(flat.numel(),)](flat, self.embedding.weight, y, D, BLOCK=256)
        return y.reshape(*ids.shape, D)
