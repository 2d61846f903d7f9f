"""CLIP-style logits: L2-normalise two embedding sets and take their scaled similarity matrix."""
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["l2norm", "gemm", "scale", "fusion", "reduction"],
    "description": "exp(logit_scale) * normalize(a) @ normalize(b)^T with a learned scalar logit_scale.",
    "flops": "2 * rows_a * rows_b * dim + 3 * (rows_a + rows_b) * dim + rows_a * rows_b",
    "bytes": "((rows_a + rows_b) * dim + rows_a * rows_b + 1) * 4",
    "shapes": {
        "cpu": {"rows_a": 32, "rows_b": 48, "dim": 64},
        "cpu_extra": [{"rows_a": 21, "rows_b": 17, "dim": 45}],
        "extra": [{"rows_a": 3000, "rows_b": 2000, "dim": 2500}],
    },
}

# H200 eager estimate: 2*4096^3 = 1.37e11 FLOP / 45e12 -> ~3.1 ms (+ two normalisations and a scale, ~0.1 ms).
rows_a = 4096
rows_b = 4096
dim = 4096


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.logit_scale = nn.Parameter(torch.tensor(math.log(1.0 / 0.07)))

    def forward(self, a, b):
        a = F.normalize(a, dim=-1)
        b = F.normalize(b, dim=-1)
        return self.logit_scale.exp() * (a @ b.t())


def get_inputs():
    return [torch.randn(rows_a, dim), torch.randn(rows_b, dim)]


def get_init_inputs():
    return []
