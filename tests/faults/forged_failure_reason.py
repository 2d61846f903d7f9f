# problem: level1/softmax_rows
# expect: protocol_violation
"""Candidate code answers for its runtime on the runtime's channel (fd 3) in the middle of the
checks, with a failure whose reason only anvil gives: `internal_error`, a verdict trainers drop, so
a wrong answer would have cost nothing. The judge read it as forward's answer and passed the reason
on."""
import json
import os
import struct

import torch.nn as nn
import triton
import triton.language as tl

_CALLS = []


@triton.jit
def noop_kernel(x_ptr):
    pass


class ModelNew(nn.Module):
    def forward(self, x):
        _CALLS.append(1)
        if len(_CALLS) == 3:  # past the compile pass, in the lane
            forged = json.dumps({"ok": False, "reason": "internal_error",
                                 "message": "judge error: RuntimeError: out of luck"}).encode()
            os.write(3, struct.pack("<I", len(forged)) + forged)
        return x
