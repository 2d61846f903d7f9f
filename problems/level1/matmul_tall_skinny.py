"""Matrix multiplication of a tall, narrow matrix by a small square-ish one."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["matmul", "gemm", "tall_skinny"],
    "flops": "2 * m * k * n",
    "bytes": "(m * k + k * n + m * n) * itemsize",
    "shapes": {
        "cpu": {"m": 256, "k": 32, "n": 16},
        "cpu_extra": [{"m": 100, "k": 19, "n": 21}],
        "extra": [{"m": 100003, "k": 333, "n": 257}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "m": 2097152}},
}

# fp32 (131072 x 512) @ (512 x 512): 6.9e10 FLOP, ~1.5 ms at 45 TFLOP/s on an H200 (estimate);
# bf16 uses m=2097152: 1.1e12 FLOP and 4.3 GB, ~1.7 ms.
m = 131072
k = 512
n = 512
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.matmul(a, b)


def get_inputs():
    # The 1/sqrt(k) factor on b keeps the outputs O(1), so fp32 summation-order noise (which
    # grows with the partial sums) stays well inside atol even where an output lands near zero.
    return [torch.randn(m, k, dtype=dtype), torch.randn(k, n, dtype=dtype) * k ** -0.5]


def get_init_inputs():
    return []
