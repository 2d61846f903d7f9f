"""SiLU (x * sigmoid(x)) applied elementwise."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["elementwise", "activation"],
    "flops": "4 * n",
    "bytes": "2 * n * itemsize",
    "shapes": {
        "cpu": {"n": 4096},
        "cpu_extra": [{"n": 3001}],
        "extra": [{"n": 123456789}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "n": 1610612736}},
}

# fp32 flat vector of 3 * 2**28 elements: ~6.4 GB moved, ~1.8 ms on an H200 (estimate);
# bf16 doubles the length.
n = 805306368
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return F.silu(x)


def get_inputs():
    return [torch.randn(n, dtype=dtype) * 3.0]


def get_init_inputs():
    return []
