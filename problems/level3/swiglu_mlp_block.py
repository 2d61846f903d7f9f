"""LLaMA-style feed-forward block: RMSNorm, SwiGLU MLP, residual add."""
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["mlp", "swiglu", "rmsnorm", "residual", "gemm", "block"],
    "description": "h = rmsnorm(x) * w; out = x + down(silu(gate(h)) * up(h)); bias-free linears, RMS statistics in fp32.",
    "flops": "6 * tokens * dim * hidden + 6 * tokens * hidden + 6 * tokens * dim",
    "bytes": "(2 * tokens * dim + 3 * dim * hidden + dim) * itemsize",
    "shapes": {
        "cpu": {"tokens": 32, "dim": 32, "hidden": 64},
        "cpu_extra": [{"tokens": 19, "dim": 40, "hidden": 56}],
        "extra": [{"tokens": 1500, "dim": 1536, "hidden": 4000}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "tokens": 8192}},
}

# H200 eager estimate: fp32 6*2048*2048*5632 = 1.42e11 FLOP / 45e12 -> ~3.2 ms (+ norm/silu/mul/add ~0.1 ms).
# bf16 variant (tokens 8192): 5.7e11 / 650e12 ~0.9 ms + elementwise ~0.2 ms -> ~1.1 ms.
tokens = 2048
dim = 2048
hidden = 5632
eps = 1e-5
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, dim, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.norm_weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.gate = nn.Linear(dim, hidden, bias=False)
        self.up = nn.Linear(dim, hidden, bias=False)
        self.down = nn.Linear(hidden, dim, bias=False)
        # Gate/up slightly above default scale keep the SwiGLU branch clearly above the tolerance.
        for lin in (self.gate, self.up):
            nn.init.normal_(lin.weight, std=0.7 / math.sqrt(lin.in_features))
        self.to(dtype)

    def forward(self, x):
        xf = x.float()
        h = (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + self.eps)).to(x.dtype) * self.norm_weight
        return x + self.down(F.silu(self.gate(h)) * self.up(h))


def get_inputs():
    return [torch.randn(tokens, dim, dtype=dtype)]


def get_init_inputs():
    return [dim, hidden, eps, dtype]
