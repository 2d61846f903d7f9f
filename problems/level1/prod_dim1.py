"""Product over the middle dimension of a 3-D tensor with entries near one."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["reduction", "prod"],
    "flops": "batch * reduce * inner",
    "bytes": "(batch * reduce * inner + batch * inner) * 4",
    "shapes": {
        "cpu": {"batch": 4, "reduce": 32, "inner": 24},
        "cpu_extra": [{"batch": 3, "reduce": 41, "inner": 29}],
        "extra": [{"batch": 1001, "reduce": 77, "inner": 4099}],
    },
}

# fp32: measured 0.76 ms on an H200 at 256 x 64 x 49152 (3.2 GB read); scaled to batch 512 (6.4 GB),
# ~1.5 ms predicted.
batch = 512
reduce = 64
inner = 49152


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.prod(x, dim=1)


def get_inputs():
    # factors in roughly [0.6, 1.4] keep the products in a comfortable range
    return [1.0 + 0.1 * torch.randn(batch, reduce, inner)]


def get_init_inputs():
    return []
