# problem: level1/softmax_rows
# expect: compile_error
"""A load hinted with both a cache modifier and an eviction policy: Triton emits the PTX, ptxas
refuses it at the first launch (PTXASError). Triton's interpreter ignores hints, but interpreter
mode's compile check runs Triton's pipeline, ptxas included, for a GPU target: the same refusal."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hinted_softmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"),
                cache_modifier=".cg", eviction_policy="evict_first").to(tl.float32)
    num = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * n_cols + cols, (num / tl.sum(num, axis=0)).to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        hinted_softmax_kernel[(x.shape[0],)](x, out, x.shape[1], BLOCK=triton.next_power_of_2(x.shape[1]))
        return out
