"""Sum over the middle dimension of a 3-D tensor."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["reduction", "sum"],
    "flops": "batch * reduce * inner",
    "bytes": "(batch * reduce * inner + batch * inner) * itemsize",
    "shapes": {
        "cpu": {"batch": 4, "reduce": 32, "inner": 24},
        "cpu_extra": [{"batch": 3, "reduce": 37, "inner": 19}],
        "extra": [{"batch": 17, "reduce": 3001, "inner": 1999}],
    },
}

# fp32: measured 0.84 ms on an H200 at 96 x 4096 x 2048 (3.2 GB read); scaled to batch 192 (6.4 GB),
# ~1.7 ms predicted. No bf16 variant: at batch 248 (just under 2**31 elements, the most int32 offsets
# reach) eager took 0.97 ms on the H200 (2026-11-29), under the 1 ms floor of the suite.
batch = 192
reduce = 4096
inner = 2048
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.sum(x, dim=1)


def get_inputs():
    # The 1/sqrt(reduce) factor keeps the sums O(1), so fp32 summation-order noise (which grows with
    # the partial sums) stays well inside atol even where a sum lands near zero.
    return [torch.randn(batch, reduce, inner, dtype=dtype) * reduce ** -0.5]


def get_init_inputs():
    return []
