"""Row-wise softmax of a wide matrix."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["softmax", "reduction"],
    "flops": "5 * batch * dim",
    "bytes": "2 * batch * dim * itemsize",
    "shapes": {
        "cpu": {"batch": 8, "dim": 96},
        "cpu_extra": [{"batch": 3, "dim": 33}],
        "extra": [{"batch": 1000, "dim": 3000}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

batch = 8192
dim = 8192
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.softmax(x, dim=-1)


def get_inputs():
    return [torch.randn(batch, dim, dtype=dtype) * 3.0]


def get_init_inputs():
    return []
