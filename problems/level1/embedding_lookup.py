"""Embedding table lookup (nn.Embedding) for a batch of token-id sequences."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["indexing", "embedding", "gather"],
    "flops": 0,
    "bytes": "num_embeddings * dim * itemsize + batch * seq * 8 + batch * seq * dim * itemsize",
    "shapes": {
        "cpu": {"num_embeddings": 64, "dim": 32, "batch": 4, "seq": 24},
        "cpu_extra": [{"num_embeddings": 50, "dim": 37, "batch": 3, "seq": 11}],
        "extra": [{"num_embeddings": 50257, "dim": 771, "batch": 13, "seq": 2047}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 384}},
}

# fp32 table 131072 x 1024, 192 x 4096 ids: ~3.8 GB moved, ~1.1 ms on an H200 (estimate);
# bf16 doubles the batch.
num_embeddings = 131072
dim = 1024
batch = 192
seq = 4096
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, num_embeddings, dim, dtype):
        super().__init__()
        self.embedding = nn.Embedding(num_embeddings, dim)
        self.to(dtype)

    def forward(self, ids):
        return self.embedding(ids)


def get_inputs():
    return [torch.randint(0, num_embeddings, (batch, seq))]


def get_init_inputs():
    return [num_embeddings, dim, dtype]
