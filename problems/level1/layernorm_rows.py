"""Layer normalisation over the last dimension with a learned scale and shift."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["norm", "layernorm", "reduction"],
    "flops": "8 * batch * dim",
    "bytes": "(2 * batch * dim + 2 * dim) * itemsize",
    "shapes": {
        "cpu": {"batch": 16, "dim": 256},
        "cpu_extra": [{"batch": 7, "dim": 333}],
        "extra": [{"batch": 20011, "dim": 5001}, {"batch": 1000, "dim": 30000}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 196608}},
}

# fp32 98304 x 8192: ~6.4 GB moved, ~1.8 ms on an H200 (estimate); bf16 doubles the rows.
batch = 98304
dim = 8192
eps = 1e-5
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        return F.layer_norm(x, (x.shape[-1],), self.weight, self.bias, self.eps)


def get_inputs():
    return [torch.randn(batch, dim, dtype=dtype) * 2.0 + 0.5]


def get_init_inputs():
    return [dim, eps, dtype]
