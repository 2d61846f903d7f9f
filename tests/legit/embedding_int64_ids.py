# problem: level1/embedding_lookup
# expect: ok
"""int64 index input; the table lives in an nn.Embedding whose .weight is read (never called);
one program per token gathers a row with int64 address arithmetic."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_rows_kernel(ids_ptr, table_ptr, out_ptr, dim, BLOCK: tl.constexpr):
    tok = tl.program_id(0)
    row = tl.load(ids_ptr + tok).to(tl.int64)
    for c0 in range(0, dim, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < dim
        v = tl.load(table_ptr + row * dim + cols, mask=m)
        tl.store(out_ptr + tok.to(tl.int64) * dim + cols, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self, num_embeddings, dim, dtype):
        super().__init__()
        self.embedding = nn.Embedding(num_embeddings, dim)
        self.to(dtype)

    def forward(self, ids):
        table = self.embedding.weight.contiguous()
        flat = ids.reshape(-1).contiguous()
        dim = table.shape[1]
        out = torch.empty(flat.numel(), dim, device=table.device, dtype=table.dtype)
        gather_rows_kernel[(flat.numel(),)](flat, table, out, dim, BLOCK=32)
        return out.view(*ids.shape, dim)
