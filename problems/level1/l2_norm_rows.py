"""Euclidean (L2) norm of each row of a matrix."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["reduction", "norm"],
    "flops": "2 * batch * dim",
    "bytes": "(batch * dim + batch) * itemsize",
    "shapes": {
        "cpu": {"batch": 32, "dim": 128},
        "cpu_extra": [{"batch": 7, "dim": 515}],
        "extra": [{"batch": 7001, "dim": 33333}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 131072}},
}

# fp32: measured 0.87 ms on an H200 at 65536 x 12288 (3.2 GB read); scaled to 131072 x 12288 (6.4 GB),
# ~1.7 ms predicted. bf16 keeps 131072 rows (3.2 GB read).
batch = 131072
dim = 12288
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.linalg.vector_norm(x, ord=2, dim=-1)


def get_inputs():
    # per-row scales spread the norms well beyond the tolerance
    return [torch.randn(batch, dim, dtype=dtype) * (0.1 + torch.rand(batch, 1, dtype=dtype))]


def get_init_inputs():
    return []
