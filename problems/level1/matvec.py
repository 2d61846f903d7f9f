"""Matrix-vector product of a large matrix with a column vector."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["matmul", "gemv", "memory_bound"],
    "flops": "2 * m * k",
    "bytes": "(m * k + k + m) * itemsize",
    "shapes": {
        "cpu": {"m": 64, "k": 128},
        "cpu_extra": [{"m": 37, "k": 201}],
        "extra": [{"m": 10007, "k": 50001}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "m": 49152}},
}

# fp32 (24576 x 32768) @ (32768 x 1): ~3.2 GB read, ~0.92 ms on an H200 (estimate);
# bf16 doubles the rows.
m = 24576
k = 32768
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, x):
        return torch.matmul(a, x)


def get_inputs():
    return [torch.randn(m, k, dtype=dtype), torch.randn(k, 1, dtype=dtype)]


def get_init_inputs():
    return []
