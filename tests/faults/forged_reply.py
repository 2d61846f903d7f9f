# problem: level1/softmax_rows
# expect: protocol_violation
"""Candidate code writes a message of its own on the runtime's channel to the harness (fd 3), one
with a field of the wrong type: the core once threw on reading it and the whole batch ended."""
import json
import os
import struct

import torch.nn as nn
import triton
import triton.language as tl

_FORGED = json.dumps({"note": 5}).encode()
os.write(3, struct.pack("<I", len(_FORGED)) + _FORGED)


@triton.jit
def noop_kernel(x_ptr):
    pass


class ModelNew(nn.Module):
    def forward(self, x):
        return x
