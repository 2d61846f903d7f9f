"""Matrix multiplication with the right operand stored transposed: C = A @ B.T (Linear layout)."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["matmul", "gemm", "transposed"],
    "flops": "2 * m * k * n",
    "bytes": "(m * k + k * n + m * n) * itemsize",
    "shapes": {
        "cpu": {"m": 32, "k": 48, "n": 64},
        "cpu_extra": [{"m": 29, "k": 35, "n": 18}],
        "extra": [{"m": 3001, "k": 2047, "n": 1999}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "m": 8192, "k": 8192, "n": 8192}},
}

# fp32 (4096 x 3072) @ (4096 x 3072).T: 1.0e11 FLOP, ~2.3 ms at 45 TFLOP/s on an H200 (estimate);
# the bf16 variant uses 8192^3: 1.1e12 FLOP, ~1.7 ms.
m = 4096
k = 3072
n = 4096
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        # b has shape (n, k)
        return torch.matmul(a, b.T)


def get_inputs():
    # The 1/sqrt(k) factor on b keeps the outputs O(1), so fp32 summation-order noise (which
    # grows with the partial sums) stays well inside atol even where an output lands near zero.
    return [torch.randn(m, k, dtype=dtype), torch.randn(n, k, dtype=dtype) * k ** -0.5]


def get_init_inputs():
    return []
