"""GRU cell unrolled over a short sequence, returning every hidden state."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["gru", "recurrent", "gemm", "sigmoid", "tanh", "sequential", "block"],
    "description": "nn.GRUCell applied for each of `steps` time steps; returns the stacked hidden states.",
    "flops": "2 * batch * steps * 3 * hidden * (input_size + hidden) + 12 * batch * steps * hidden",
    "bytes": "(batch * steps * input_size + batch * hidden + 3 * hidden * (input_size + hidden) + 6 * hidden + batch * steps * hidden) * 4",
    "shapes": {
        "cpu": {"batch": 4, "steps": 4, "input_size": 24, "hidden": 32},
        "cpu_extra": [{"batch": 3, "steps": 3, "input_size": 17, "hidden": 23}],
        "extra": [{"batch": 300, "steps": 11, "input_size": 600, "hidden": 1000}],
    },
}

# H200 eager estimate: 2*512*16*3072*2048 = 1.03e11 FLOP / 45e12 -> ~2.3 ms, plus 16 steps x ~4 launches
# -> ~3 ms.
batch = 512
steps = 16
input_size = 1024
hidden = 1024


class Model(nn.Module):
    def __init__(self, input_size, hidden):
        super().__init__()
        self.cell = nn.GRUCell(input_size, hidden)

    def forward(self, x, h0):
        h = h0
        outs = []
        for t in range(x.size(1)):
            h = self.cell(x[:, t], h)
            outs.append(h)
        return torch.stack(outs, dim=1)


def get_inputs():
    return [torch.randn(batch, steps, input_size), torch.randn(batch, hidden) * 0.5]


def get_init_inputs():
    return [input_size, hidden]
