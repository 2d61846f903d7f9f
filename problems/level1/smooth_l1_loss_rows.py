"""Smooth-L1 (Huber-style) loss with beta=0.5, averaged per row."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["loss", "smooth_l1", "huber", "reduction"],
    "flops": "5 * batch * dim",
    "bytes": "(2 * batch * dim + batch) * 4",
    "shapes": {
        "cpu": {"batch": 16, "dim": 256},
        "cpu_extra": [{"batch": 11, "dim": 157}],
        "extra": [{"batch": 12007, "dim": 11003}],
    },
}

# fp32 2 x (24576 x 16384): ~3.2 GB read, ~0.92 ms on an H200 (estimate).
batch = 24576
dim = 16384


class Model(nn.Module):
    def __init__(self, beta):
        super().__init__()
        self.beta = beta

    def forward(self, pred, target):
        return F.smooth_l1_loss(pred, target, reduction="none", beta=self.beta).mean(dim=-1)


def get_inputs():
    # per-row scales put rows in the quadratic zone, the linear zone, or in between
    pred = torch.randn(batch, dim) * (0.05 + 2.0 * torch.rand(batch, 1))
    target = torch.randn(batch, dim) * 0.2
    return [pred, target]


def get_init_inputs():
    return [0.5]
