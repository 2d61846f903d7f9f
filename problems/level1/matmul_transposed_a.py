"""Matrix multiplication with the left operand stored transposed: C = A.T @ B."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["matmul", "gemm", "transposed"],
    "flops": "2 * m * k * n",
    "bytes": "(m * k + k * n + m * n) * itemsize",
    "shapes": {
        "cpu": {"m": 48, "k": 64, "n": 32},
        "cpu_extra": [{"m": 37, "k": 23, "n": 41}],
        "extra": [{"m": 2999, "k": 1001, "n": 3003}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "m": 8192, "k": 8192, "n": 8192}},
}

# fp32 A: (4096 x 4096) stored K-major, B: 4096 x 3072 -> 1.0e11 FLOP, ~2.3 ms at 45 TFLOP/s on
# an H200 (estimate); the bf16 variant uses 8192^3: 1.1e12 FLOP, ~1.7 ms.
m = 4096
k = 4096
n = 3072
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        # a has shape (k, m)
        return torch.matmul(a.T, b)


def get_inputs():
    # The 1/sqrt(k) factor on b keeps the outputs O(1), so fp32 summation-order noise (which
    # grows with the partial sums) stays well inside atol even where an output lands near zero.
    return [torch.randn(k, m, dtype=dtype), torch.randn(k, n, dtype=dtype) * k ** -0.5]


def get_init_inputs():
    return []
