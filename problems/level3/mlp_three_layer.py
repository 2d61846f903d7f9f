"""Three-layer MLP with GELU activations between the layers."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["mlp", "gemm", "gelu", "block"],
    "description": "fc3(gelu(fc2(gelu(fc1(x))))) with biases.",
    "flops": "2 * batch * (in_features * hidden1 + hidden1 * hidden2 + hidden2 * out_features) + 10 * batch * (hidden1 + hidden2)",
    "bytes": "(batch * in_features + in_features * hidden1 + hidden1 * hidden2 + hidden2 * out_features + hidden1 + hidden2 + out_features + batch * out_features) * itemsize",
    "shapes": {
        "cpu": {"batch": 32, "in_features": 64, "hidden1": 48, "hidden2": 64, "out_features": 32},
        "cpu_extra": [{"batch": 13, "in_features": 37, "hidden1": 50, "hidden2": 29, "out_features": 19}],
        "extra": [{"batch": 3000, "in_features": 1000, "hidden1": 3000, "hidden2": 1500, "out_features": 700}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 32768}},
}

# H200 eager estimate: fp32 2*4096*(2048*4096 + 4096*2048 + 2048*1024) = 1.55e11 FLOP / 45e12 -> ~3.4 ms
# (+ two GELU passes ~0.05 ms). bf16 variant: measured 0.94 ms on an H200 at batch 16384; scaled to
# batch 32768 (1.2e12 FLOP), ~1.9 ms predicted.
batch = 4096
in_features = 2048
hidden1 = 4096
hidden2 = 2048
out_features = 1024
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden1)
        self.fc2 = nn.Linear(hidden1, hidden2)
        self.fc3 = nn.Linear(hidden2, out_features)
        # Unit-gain init for the hidden layers keeps activations O(1) through the stack.
        for lin in (self.fc1, self.fc2):
            nn.init.normal_(lin.weight, std=lin.in_features ** -0.5)
        self.to(dtype)

    def forward(self, x):
        return self.fc3(F.gelu(self.fc2(F.gelu(self.fc1(x)))))


def get_inputs():
    return [torch.randn(batch, in_features, dtype=dtype)]


def get_init_inputs():
    return [in_features, hidden1, hidden2, out_features, dtype]
