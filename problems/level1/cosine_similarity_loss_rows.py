"""Per-row cosine-embedding style loss: 1 - cosine_similarity(a, b) along the feature dim."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["loss", "cosine_similarity", "reduction"],
    "flops": "6 * batch * dim",
    "bytes": "(2 * batch * dim + batch) * 4",
    "shapes": {
        "cpu": {"batch": 16, "dim": 256},
        "cpu_extra": [{"batch": 9, "dim": 133}],
        "extra": [{"batch": 20011, "dim": 9001}],
    },
}

# fp32 2 x (49152 x 8192): ~3.2 GB read, ~0.92 ms on an H200 (estimate).
batch = 49152
dim = 8192


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return 1.0 - F.cosine_similarity(a, b, dim=-1, eps=1e-8)


def get_inputs():
    a = torch.randn(batch, dim)
    # b shares a random fraction of a per row, so the similarities cover roughly (-1, 1)
    mix = 2.0 * torch.rand(batch, 1) - 1.0
    b = mix * a + (1.0 - mix.abs()) * torch.randn(batch, dim)
    return [a, b]


def get_init_inputs():
    return []
