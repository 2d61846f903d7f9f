"""tanh, per-column learned scale, then clamping to a fixed range."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["elementwise", "tanh", "scale", "clamp", "broadcast", "fusion", "memory-bound"],
    "description": "clamp(tanh(x) * scale[col], -limit, limit) with a learned per-column scale.",
    "flops": "6 * rows * cols",
    "bytes": "2 * rows * cols * itemsize + cols * itemsize",
    "shapes": {
        "cpu": {"rows": 16, "cols": 256},
        "cpu_extra": [{"rows": 10, "cols": 93}],
        "extra": [{"rows": 9000, "cols": 12345}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: tanh, mul, clamp each read+write a 1.6 GB tensor -> ~9.7 GB -> ~2.8 ms fp32, ~1.4 ms bf16.
rows = 24576
cols = 16384
limit = 1.5
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, cols, limit, dtype):
        super().__init__()
        self.limit = limit
        self.scale = nn.Parameter(0.5 + 2.0 * torch.rand(cols))
        self.to(dtype)

    def forward(self, x):
        return torch.clamp(torch.tanh(x) * self.scale, -self.limit, self.limit)


def get_inputs():
    return [torch.randn(rows, cols, dtype=dtype)]


def get_init_inputs():
    return [cols, limit, dtype]
