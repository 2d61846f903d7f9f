# problem: level1/softmax_rows
# expect: no_triton_kernel
"""Plain PyTorch with no Triton kernel at all."""
import torch
import torch.nn as nn


class ModelNew(nn.Module):
    def forward(self, x):
        return torch.softmax(x, dim=-1)
