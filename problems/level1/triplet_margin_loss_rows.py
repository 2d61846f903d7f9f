"""Per-sample triplet margin loss with L2 distances (reduction='none')."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["loss", "triplet", "distance", "reduction"],
    "flops": "9 * batch * dim",
    "bytes": "(3 * batch * dim + batch) * 4",
    "shapes": {
        "cpu": {"batch": 16, "dim": 128},
        "cpu_extra": [{"batch": 7, "dim": 203}],
        "extra": [{"batch": 20011, "dim": 5003}],
    },
}

# fp32 3 x (32768 x 8192): ~3.2 GB read, ~0.92 ms on an H200 (estimate).
batch = 32768
dim = 8192


class Model(nn.Module):
    def __init__(self, margin):
        super().__init__()
        self.margin = margin

    def forward(self, anchor, positive, negative):
        return F.triplet_margin_loss(anchor, positive, negative, margin=self.margin, p=2.0,
                                     eps=1e-6, reduction="none")


def get_inputs():
    anchor = torch.randn(batch, dim)
    # positives are noisy copies of the anchor, negatives are drawn at a per-row distance
    positive = anchor + torch.randn(batch, dim) * (0.5 + torch.rand(batch, 1))
    negative = anchor + torch.randn(batch, dim) * (0.5 + torch.rand(batch, 1))
    return [anchor, positive, negative]


def get_init_inputs():
    return [4.0]
