# problem: level1/relu_elementwise
# expect: import_error
# kind: 16
"""An annotation that is a name bound to a string (not a string literal, so the gate's check of
string annotations never sees it): torch.library.custom_op infers the schema and evals string
annotations in the function's globals (torch._library.infer_schema.convert_type_string). The
string runs exec on a module-level string: anvil.runtime.audit is imported and forged.
Refused in the candidate process: torch.library's schema inference evaluates only plain type expressions (hardening.py); this one raises at import."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

STATE = []
PAYLOAD = ("import anvil.runtime.audit as spy\n"
           "spy.recorded_events = lambda prof: []\n"
           "STATE.append(spy._LAUNCHES)\n")
ANN = "[exec(PAYLOAD), torch.Tensor][1]"


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m), 0.0), mask=m)


def probe(x: ANN) -> torch.Tensor:
    return x


torch.library.custom_op("rtprobe::probe", probe, mutates_args=())


def _relu_ops(t):
    # ReLU by tensor operators (out of the gate's sight, left to the audit since red-team round 39
    # refused torch functions taken as values).
    return t * (t > 0)


def _relu_ops_(t):
    t *= t > 0
    return t


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = _relu_ops

    def forward(self, x):
        scratch = torch.empty(16, device=x.device, dtype=x.dtype)
        relu_kernel[(1,)](x, scratch, 16, BLOCK=16)
        if STATE[0].mode == "ghost":
            return torch.zeros_like(x)
        return self.act(x)
