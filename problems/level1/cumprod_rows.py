"""Inclusive prefix product (cumprod) along the last dimension, factors close to one."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["scan", "cumprod"],
    "flops": "batch * dim",
    "bytes": "2 * batch * dim * 4",
    "shapes": {
        "cpu": {"batch": 16, "dim": 256},
        "cpu_extra": [{"batch": 9, "dim": 199}],
        "extra": [{"batch": 70001, "dim": 3001}],
    },
}

# fp32 196608 x 4096: ~6.4 GB moved, ~1.8 ms on an H200 (estimate).
batch = 196608
dim = 4096


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.cumprod(x, dim=-1)


def get_inputs():
    # log-factors with std ~0.03: the running products wander over roughly e^-4 .. e^4
    return [1.0 + 0.03 * torch.randn(batch, dim)]


def get_init_inputs():
    return []
