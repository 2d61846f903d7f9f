# problem: level1/embedding_lookup
# expect: host_compute|hang_host|host_oom (gpu) host_compute (cpu)
# kind: 1
"""The lookup done by PyTorch's copies: the ids read into Python with `.tolist()` (768 bytes at the
CPU shape, 264 at its extra one: under round 41's 4 KiB), each table row copied into place by glue
(`rows[j].copy_(table[i])`: select and copy_, neither one compute to the audit), and the result handed
through a Triton copy kernel so the ghost replay goes wrong as it should. `ok` in interpreter mode
until red-team round 42, which lets forward read only a few launch arguments' worth there (32 bytes).
On the GPU the ids' copy to the host is 6.3 MB, over the 1 MiB limit; not run on the H200."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, num_embeddings, dim, dtype):
        super().__init__()
        self.embedding = nn.Embedding(num_embeddings, dim)
        self.to(dtype)

    def forward(self, ids):
        table = self.embedding.weight
        rows = torch.empty((ids.numel(), table.shape[1]), dtype=table.dtype, device=table.device)
        for j, i in enumerate(ids.reshape(-1).tolist()):
            rows[j].copy_(table[i])
        out = torch.empty_like(rows)
        copy_kernel[(triton.cdiv(out.numel(), 1024),)](rows, out, out.numel(), BLOCK=1024)
        return out.view(*ids.shape, table.shape[1])
