"""Inclusive prefix sum (cumsum) along the last dimension of a matrix."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["scan", "cumsum"],
    "flops": "batch * dim",
    "bytes": "2 * batch * dim * 4",
    "shapes": {
        "cpu": {"batch": 16, "dim": 256},
        "cpu_extra": [{"batch": 7, "dim": 301}],
        "extra": [{"batch": 3001, "dim": 40009}, {"batch": 100003, "dim": 77}],
    },
}

# fp32 49152 x 16384: ~6.4 GB moved, ~1.8 ms on an H200 (estimate). The positive drift keeps the
# running sums away from zero, so ordinary fp32 reassociation stays inside the tolerance.
batch = 49152
dim = 16384


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.cumsum(x, dim=-1)


def get_inputs():
    return [torch.randn(batch, dim) + 0.5]


def get_init_inputs():
    return []
