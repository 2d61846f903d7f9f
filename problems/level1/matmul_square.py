"""Square matrix multiplication C = A @ B."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["matmul", "gemm"],
    "flops": "2 * n * n * n",
    "bytes": "3 * n * n * itemsize",
    "shapes": {
        "cpu": {"n": 64},
        "cpu_extra": [{"n": 45}],
        "extra": [{"n": 3001}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "n": 8192}},
}

# fp32 n=4096: 1.4e11 FLOP, ~3.1 ms at 45 TFLOP/s on an H200 (estimate);
# the bf16 variant uses n=8192: 1.1e12 FLOP, ~1.7 ms at 650 TFLOP/s.
n = 4096
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.matmul(a, b)


def get_inputs():
    # The 1/sqrt(n) factor on b keeps the outputs O(1), so fp32 summation-order noise (which
    # grows with the partial sums) stays well inside atol even where an output lands near zero.
    return [torch.randn(n, n, dtype=dtype), torch.randn(n, n, dtype=dtype) * n ** -0.5]


def get_init_inputs():
    return []
