"""SwiGLU activation on a fused gate/up projection output: silu(first half) * second half."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["elementwise", "silu", "gating", "swiglu", "fusion", "memory-bound"],
    "description": "For x of shape (T, 2D): silu(x[:, :D]) * x[:, D:].",
    "flops": "6 * tokens * dim",
    "bytes": "3 * tokens * dim * itemsize",
    "shapes": {
        "cpu": {"tokens": 16, "dim": 128},
        "cpu_extra": [{"tokens": 11, "dim": 57}],
        "extra": [{"tokens": 5555, "dim": 11008}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: silu on a strided half (read 1.4 GB, write 1.4 GB) + mul (read 2.8 GB, write 1.4 GB)
# -> ~7 GB -> ~2 ms fp32, ~1 ms bf16.
tokens = 24576
dim = 14336
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        d = x.size(-1) // 2
        return F.silu(x[..., :d]) * x[..., d:]


def get_inputs():
    return [torch.randn(tokens, 2 * dim, dtype=dtype) * 1.5]


def get_init_inputs():
    return []
