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
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 32768}},
}

# fp32 16384 x 32768: ~4.3 GB moved, ~1.2 ms on an H200 (estimate); the bf16 variant doubles
# the rows to move the same bytes.
batch = 16384
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
