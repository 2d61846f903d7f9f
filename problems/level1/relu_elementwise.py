"""ReLU applied elementwise to a large matrix."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["elementwise", "activation"],
    "flops": "batch * dim",
    "bytes": "2 * batch * dim * itemsize",
    "shapes": {
        "cpu": {"batch": 16, "dim": 256},
        "cpu_extra": [{"batch": 7, "dim": 333}],
        "extra": [{"batch": 3001, "dim": 10007}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 49152}},
}

# fp32 24576 x 32768: ~6.4 GB moved, ~1.8 ms on an H200 (estimate); bf16 doubles the rows.
batch = 24576
dim = 32768
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.relu(x)


def get_inputs():
    return [torch.randn(batch, dim, dtype=dtype)]


def get_init_inputs():
    return []
