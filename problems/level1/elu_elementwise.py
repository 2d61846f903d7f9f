"""ELU with a non-default alpha applied elementwise."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["elementwise", "activation"],
    "flops": "3 * batch * dim",
    "bytes": "2 * batch * dim * itemsize",
    "shapes": {
        "cpu": {"batch": 16, "dim": 256},
        "cpu_extra": [{"batch": 11, "dim": 187}],
        "extra": [{"batch": 5003, "dim": 7919}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 49152}},
}

# fp32 24576 x 32768: ~6.4 GB moved, ~1.8 ms on an H200 (estimate); bf16 doubles the rows.
batch = 24576
dim = 32768
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def forward(self, x):
        return F.elu(x, alpha=self.alpha)


def get_inputs():
    return [torch.randn(batch, dim, dtype=dtype) * 2.0]


def get_init_inputs():
    return [1.5]
