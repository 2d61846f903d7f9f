"""Bias add, exact GELU and multiplication by a gate tensor (GEGLU-style, no dropout)."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["elementwise", "bias", "gelu", "gating", "fusion", "memory-bound"],
    "description": "gelu(x + bias) * gate with a learned per-feature bias, computed in fp32 and cast back.",
    "flops": "12 * tokens * dim",
    "bytes": "3 * tokens * dim * itemsize + dim * itemsize",
    "shapes": {
        "cpu": {"tokens": 16, "dim": 256},
        "cpu_extra": [{"tokens": 11, "dim": 91}],
        "extra": [{"tokens": 9999, "dim": 5000}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: bias add (2 GB), gelu (2 GB), mul (3 GB) over 1 GB tensors -> ~7 GB -> ~2 ms fp32;
# bf16 adds upcasts and a downcast (fp32 temporaries) -> ~2 ms.
tokens = 32768
dim = 8192
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, dim, dtype):
        super().__init__()
        self.bias = nn.Parameter(0.5 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x, gate):
        return (F.gelu(x.float() + self.bias.float()) * gate.float()).to(x.dtype)


def get_inputs():
    return [torch.randn(tokens, dim, dtype=dtype), torch.randn(tokens, dim, dtype=dtype)]


def get_init_inputs():
    return [dim, dtype]
