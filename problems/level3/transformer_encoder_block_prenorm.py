"""Pre-norm transformer encoder block: LN -> MHSA -> residual, LN -> GELU MLP -> residual."""
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["transformer", "attention", "layernorm", "mlp", "gelu", "residual", "block"],
    "description": "h = x + attn(LN1(x)); out = h + fc2(gelu(fc1(LN2(h)))); attention via SDPA, no mask.",
    "flops": "2 * batch * seq * embed_dim * (4 * embed_dim + 2 * mlp_dim) + 4 * batch * seq * seq * embed_dim + 30 * batch * seq * embed_dim",
    "bytes": "(2 * batch * seq * embed_dim + 4 * embed_dim * embed_dim + 2 * embed_dim * mlp_dim + 9 * embed_dim + mlp_dim) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "seq": 16, "embed_dim": 32, "heads": 2, "mlp_dim": 64},
        "cpu_extra": [{"batch": 1, "seq": 13, "embed_dim": 48, "heads": 3, "mlp_dim": 80}],
        "extra": [{"batch": 3, "seq": 577, "embed_dim": 768, "heads": 12, "mlp_dim": 3072}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 32}},
}

# H200 eager estimate (fp32): linears 2*4096*1024*(4096 + 8192) = 1.03e11, attention 4*4*1024^2*1024 = 1.7e10
# FLOP -> ~2.7 ms at 45 TFLOP/s; LayerNorms, GELU, residual adds and ~15 launches ~0.3 ms. Total ~3 ms.
# bf16 variant: measured 0.94 ms on an H200 at batch 16 (16384 tokens); scaled to batch 32 (32768
# tokens), ~1.9 ms predicted.
batch = 4
seq = 1024
embed_dim = 1024
heads = 16
mlp_dim = 4096
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, embed_dim, heads, mlp_dim, dtype):
        super().__init__()
        self.heads = heads
        self.head_dim = embed_dim // heads
        self.ln1 = nn.LayerNorm(embed_dim)
        self.qkv = nn.Linear(embed_dim, 3 * embed_dim)
        self.proj = nn.Linear(embed_dim, embed_dim)
        self.ln2 = nn.LayerNorm(embed_dim)
        self.fc1 = nn.Linear(embed_dim, mlp_dim)
        self.fc2 = nn.Linear(mlp_dim, embed_dim)
        # Larger-than-default q/k/v weights keep the attention distribution from being nearly uniform.
        nn.init.normal_(self.qkv.weight, std=1.2 / math.sqrt(embed_dim))
        with torch.no_grad():
            for ln in (self.ln1, self.ln2):
                ln.weight.copy_(1.0 + 0.2 * torch.randn(embed_dim))
                ln.bias.copy_(0.1 * torch.randn(embed_dim))
        self.to(dtype)

    def forward(self, x):
        b, s, e = x.shape
        qkv = self.qkv(self.ln1(x)).view(b, s, 3, self.heads, self.head_dim).permute(2, 0, 3, 1, 4)
        a = F.scaled_dot_product_attention(qkv[0], qkv[1], qkv[2])
        h = x + self.proj(a.transpose(1, 2).reshape(b, s, e))
        return h + self.fc2(F.gelu(self.fc1(self.ln2(h))))


def get_inputs():
    return [torch.randn(batch, seq, embed_dim, dtype=dtype)]


def get_init_inputs():
    return [embed_dim, heads, mlp_dim, dtype]
