# problem: level1/sum_dim1
# expect: ok
"""sum over dim 1 split across programs with `tl.atomic_add`; `@triton.autotune` uses
`prune_configs_by={"early_config_prune": ...}` and each Config has a `pre_hook` that zeroes the
output before the launch (the autotuner reruns the kernel while benchmarking)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _zero_out(nargs):
    nargs["out_ptr"].zero_()


def _prune(configs, named_args, **kwargs):
    r = named_args["R"]
    kept = [c for c in configs if c.kwargs["SPLIT_R"] <= max(r, 1)]
    return kept or configs[:1]


@triton.autotune(
    configs=[
        triton.Config({"BLOCK_I": 128, "SPLIT_R": 64}, num_warps=4, pre_hook=_zero_out),
        triton.Config({"BLOCK_I": 256, "SPLIT_R": 256}, num_warps=4, pre_hook=_zero_out),
        triton.Config({"BLOCK_I": 512, "SPLIT_R": 512}, num_warps=8, pre_hook=_zero_out),
    ],
    key=["R", "I"],
    prune_configs_by={"early_config_prune": _prune},
)
@triton.jit
def sum_dim1_atomic_kernel(x_ptr, out_ptr, R, I, BLOCK_I: tl.constexpr, SPLIT_R: tl.constexpr):
    b = tl.program_id(0)
    pi = tl.program_id(1)
    pr = tl.program_id(2)
    cols = pi * BLOCK_I + tl.arange(0, BLOCK_I)
    cm = cols < I
    base = x_ptr + b.to(tl.int64) * R * I
    acc = tl.zeros((BLOCK_I,), tl.float32)
    r0 = pr * SPLIT_R
    for r in range(r0, tl.minimum(r0 + SPLIT_R, R)):
        acc += tl.load(base + r * I + cols, mask=cm, other=0.0).to(tl.float32)
    tl.atomic_add(out_ptr + b * I + cols, acc, mask=cm)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        out = torch.zeros((B, I), device=x.device, dtype=torch.float32)
        grid = lambda meta: (B, triton.cdiv(I, meta["BLOCK_I"]), triton.cdiv(R, meta["SPLIT_R"]))
        sum_dim1_atomic_kernel[grid](x, out, R, I)
        return out.to(x.dtype)
