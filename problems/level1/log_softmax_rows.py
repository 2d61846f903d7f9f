"""Log-softmax over the last dimension of a matrix."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["softmax", "log_softmax", "reduction"],
    "flops": "5 * batch * dim",
    "bytes": "2 * batch * dim * itemsize",
    "shapes": {
        "cpu": {"batch": 16, "dim": 256},
        "cpu_extra": [{"batch": 5, "dim": 333}],
        "extra": [{"batch": 10001, "dim": 12345}, {"batch": 777, "dim": 65537}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 98304}},
}

# fp32 49152 x 16384: ~6.4 GB moved, ~1.8 ms on an H200 (estimate); bf16 doubles the rows.
batch = 49152
dim = 16384
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.log_softmax(x, dim=-1)


def get_inputs():
    return [torch.randn(batch, dim, dtype=dtype) * 3.0]


def get_init_inputs():
    return []
