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
}

# fp32: measured 0.79 ms on an H200 at (24576 x 32768) @ (32768 x 1) (3.2 GB read); scaled to
# m=49152 (6.4 GB), ~1.6 ms predicted. No bf16 variant: at m=64512 (2**31 elements, the most int32
# offsets reach) eager took 0.99 ms on the H200 (2026-11-29), under the 1 ms floor of the suite.
m = 49152
k = 32768
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, x):
        return torch.matmul(a, x)


def get_inputs():
    # The 1/sqrt(k) factor on x keeps the outputs O(1), so fp32 summation-order noise (which
    # grows with the partial sums) stays well inside atol even where an output lands near zero.
    return [torch.randn(m, k, dtype=dtype), torch.randn(k, 1, dtype=dtype) * k ** -0.5]


def get_init_inputs():
    return []
