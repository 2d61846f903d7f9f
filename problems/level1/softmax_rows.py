"""Row-wise softmax of a wide matrix."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["softmax", "reduction"],
    "flops": "5 * batch * dim",
    "bytes": "2 * batch * dim * 4",
    "shapes": {
        "cpu": {"batch": 8, "dim": 96},
        "cpu_extra": [{"batch": 3, "dim": 33}],
        "extra": [{"batch": 1000, "dim": 3000}, {"batch": 4099, "dim": 16000}],
    },
}

# fp32 49152 x 16384: 3.2 GB in, 3.2 GB out: ~1.6 ms on an H200 (measured 8192^2 at 0.28 ms).
batch = 49152
dim = 16384


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.softmax(x, dim=-1)


def get_inputs():
    return [torch.randn(batch, dim) * 3.0]


def get_init_inputs():
    return []
