"""LSTM cell unrolled over a short sequence; returns all hidden states and the final cell state."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["lstm", "recurrent", "gemm", "sigmoid", "tanh", "sequential", "block", "multi-output"],
    "description": "nn.LSTMCell applied for each time step; returns (stacked h_t of shape (batch, steps, hidden), c_T).",
    "flops": "2 * batch * steps * 4 * hidden * (input_size + hidden) + 15 * batch * steps * hidden",
    "bytes": "(batch * steps * input_size + 2 * batch * hidden + 4 * hidden * (input_size + hidden) + 8 * hidden + batch * steps * hidden + batch * hidden) * 4",
    "shapes": {
        "cpu": {"batch": 4, "steps": 4, "input_size": 24, "hidden": 32},
        "cpu_extra": [{"batch": 3, "steps": 3, "input_size": 19, "hidden": 25}],
        "extra": [{"batch": 300, "steps": 10, "input_size": 700, "hidden": 900}],
    },
}

# H200 eager estimate: 2*512*16*4096*2048 = 1.37e11 FLOP / 45e12 -> ~3.1 ms, plus 16 steps x ~4 launches
# -> ~3.8 ms.
batch = 512
steps = 16
input_size = 1024
hidden = 1024


class Model(nn.Module):
    def __init__(self, input_size, hidden):
        super().__init__()
        self.cell = nn.LSTMCell(input_size, hidden)

    def forward(self, x, h0, c0):
        h, c = h0, c0
        outs = []
        for t in range(x.size(1)):
            h, c = self.cell(x[:, t], (h, c))
            outs.append(h)
        return torch.stack(outs, dim=1), c


def get_inputs():
    return [torch.randn(batch, steps, input_size), torch.randn(batch, hidden) * 0.5,
            torch.randn(batch, hidden) * 0.5]


def get_init_inputs():
    return [input_size, hidden]
