"""ResNet basic block: conv-BN-ReLU-conv-BN plus identity skip, then ReLU (BatchNorm in inference mode)."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["conv2d", "batchnorm", "relu", "residual", "resnet", "block", "nchw"],
    "description": "relu(bn2(conv2(relu(bn1(conv1(x))))) + x) with 3x3 bias-free convs and running-stat BatchNorm.",
    "flops": "2 * 2 * batch * channels * height * width * channels * 9 + 8 * batch * channels * height * width",
    "bytes": "(2 * batch * channels * height * width + 2 * channels * channels * 9 + 8 * channels) * 4",
    "shapes": {
        "cpu": {"batch": 2, "channels": 8, "height": 10, "width": 10},
        "cpu_extra": [{"batch": 1, "channels": 5, "height": 9, "width": 11}],
        "extra": [{"batch": 9, "channels": 48, "height": 90, "width": 110}],
    },
}

# H200 eager estimate: two convs 2*2*32*64*128*128*64*9 = 7.7e10 FLOP / 45e12 -> ~1.7 ms; two BNs, two ReLUs
# and the add over 134 MB activations (~1.6 GB moved) -> ~0.5 ms. Total ~2.2 ms.
batch = 32
channels = 64
height = 128
width = 128


class Model(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)
        with torch.no_grad():
            for bn in (self.bn1, self.bn2):
                bn.weight.copy_(1.0 + 0.25 * torch.randn(channels))
                bn.bias.copy_(0.2 * torch.randn(channels))
                bn.running_mean.copy_(0.1 * torch.randn(channels))
                bn.running_var.copy_(0.2 + 0.5 * torch.rand(channels))

    @staticmethod
    def _bn(bn, y):
        return F.batch_norm(y, bn.running_mean, bn.running_var, bn.weight, bn.bias, training=False, eps=bn.eps)

    def forward(self, x):
        y = F.relu(self._bn(self.bn1, self.conv1(x)))
        y = self._bn(self.bn2, self.conv2(y))
        return F.relu(y + x)


def get_inputs():
    return [torch.randn(batch, channels, height, width)]


def get_init_inputs():
    return [channels]
