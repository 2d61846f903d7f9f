"""Elman RNN (tanh) cell unrolled over a sequence, returning every hidden state."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["rnn", "recurrent", "gemm", "tanh", "sequential", "block"],
    "description": "h_t = tanh(x_t W_ih^T + b_ih + h_{t-1} W_hh^T + b_hh) for t < steps; returns (batch, steps, hidden).",
    "flops": "2 * batch * steps * hidden * (input_size + hidden) + 4 * batch * steps * hidden",
    "bytes": "(batch * steps * input_size + batch * hidden + hidden * (input_size + hidden) + 2 * hidden + batch * steps * hidden) * 4",
    "shapes": {
        "cpu": {"batch": 4, "steps": 5, "input_size": 24, "hidden": 32},
        "cpu_extra": [{"batch": 3, "steps": 4, "input_size": 19, "hidden": 21}],
        "extra": [{"batch": 100, "steps": 37, "input_size": 700, "hidden": 900}],
    },
}

# H200 eager estimate: 2*256*64*1024*2048 = 6.9e10 FLOP / 45e12 -> ~1.5 ms, but 64 sequential steps of
# small GEMMs plus ~4 launches each (~2.5 ms of overhead) -> ~4 ms.
batch = 256
steps = 64
input_size = 1024
hidden = 1024


class Model(nn.Module):
    def __init__(self, input_size, hidden):
        super().__init__()
        self.cell = nn.RNNCell(input_size, hidden, nonlinearity="tanh")

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
