"""Batched matrix multiplication (bmm) of two 3-D tensors."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["matmul", "bmm", "batched"],
    "flops": "2 * batch * m * k * n",
    "bytes": "batch * (m * k + k * n + m * n) * itemsize",
    "shapes": {
        "cpu": {"batch": 4, "m": 32, "k": 32, "n": 32},
        "cpu_extra": [{"batch": 3, "m": 17, "k": 33, "n": 19}],
        "extra": [{"batch": 37, "m": 999, "k": 513, "n": 1025}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "m": 2048, "k": 2048, "n": 2048}},
}

# fp32 64 x (1024 x 1024 @ 1024 x 1024): 1.4e11 FLOP, ~3.1 ms at 45 TFLOP/s on an H200
# (estimate); the bf16 variant uses 2048-sized matrices: 1.1e12 FLOP, ~1.7 ms.
batch = 64
m = 1024
k = 1024
n = 1024
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.bmm(a, b)


def get_inputs():
    # The 1/sqrt(k) factor on b keeps the outputs O(1), so fp32 summation-order noise (which
    # grows with the partial sums) stays well inside atol even where an output lands near zero.
    return [torch.randn(batch, m, k, dtype=dtype), torch.randn(batch, k, n, dtype=dtype) * k ** -0.5]


def get_init_inputs():
    return []
