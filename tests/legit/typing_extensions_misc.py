# problem: level1/mean_rows
# expect: ok
"""typing_extensions annotations beyond the allow-list's: Iterable, overload-free cast, TypeGuard-free;
here Sequence (allowed) plus Iterable and Type (common in type hints)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from typing_extensions import Iterable, Sequence, Type


@triton.jit
def mean_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    tl.store(out_ptr + row, (tl.sum(acc, axis=0) / n_cols).to(out_ptr.dtype.element_ty))


def _prod(xs: Iterable[int]) -> int:
    p = 1
    for v in xs:
        p *= v
    return p


class ModelNew(nn.Module):
    out_type: Type[torch.Tensor] = torch.Tensor

    def forward(self, x):
        lead: Sequence[int] = x.shape[:-1]
        N = x.shape[-1]
        M = _prod(lead)
        x2 = x.reshape(M, N).contiguous()
        out = torch.empty(M, device=x.device, dtype=x.dtype)
        mean_kernel[(M,)](x2, out, N, x2.stride(0), BLOCK=min(1024, triton.next_power_of_2(N)))
        return out.view(*lead)
