"""Masked mean pooling over valid tokens of each sequence, followed by a linear projection."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["pooling", "mask", "reduction", "gemm", "fusion"],
    "description": "Linear(sum_{s < len[b]} x[b, s] / len[b]): sentence-embedding head over padded sequences "
                   "(the lengths are converted to the input dtype before the division, as in eager).",
    "flops": "2 * batch * seq * hidden + 2 * batch * hidden * out_features",
    "bytes": "(batch * seq * hidden + hidden * out_features + out_features + batch * out_features) * itemsize + batch * 8",
    "shapes": {
        "cpu": {"batch": 4, "seq": 32, "hidden": 64, "out_features": 32},
        "cpu_extra": [{"batch": 3, "seq": 13, "hidden": 50, "out_features": 21}],
        "extra": [{"batch": 100, "seq": 1000, "hidden": 1500, "out_features": 700}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: mask multiply reads and writes 2.1 GB, the sum reads 2.1 GB -> 6.4 GB -> ~1.8 ms fp32,
# ~0.9 ms bf16; the (256 x 1024 x 1024) linear is negligible.
batch = 256
seq = 2048
hidden = 1024
out_features = 1024
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, hidden, out_features, dtype):
        super().__init__()
        self.fc = nn.Linear(hidden, out_features)
        self.to(dtype)

    def forward(self, x, lengths):
        s = x.size(1)
        mask = (torch.arange(s, device=x.device)[None, :] < lengths[:, None]).to(x.dtype)
        pooled = (x * mask[:, :, None]).sum(dim=1) / lengths[:, None].to(x.dtype)
        return self.fc(pooled)


def get_inputs():
    x = torch.randn(batch, seq, hidden, dtype=dtype) + torch.randn(batch, 1, hidden, dtype=dtype)
    return [x, torch.randint(1, seq + 1, (batch,))]


def get_init_inputs():
    return [hidden, out_features, dtype]
