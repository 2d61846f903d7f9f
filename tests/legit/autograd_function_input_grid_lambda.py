# problem: level1/softmax_rows
# expect: ok
"""torch.autograd.Function with forward(ctx, input); the grid lambda reads input.shape[0]."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_fwd(input_ptr, output_ptr, n_cols, in_stride, out_stride, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    x = tl.load(input_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    z = x - tl.max(x, axis=0)
    num = tl.exp(z)
    den = tl.sum(num, axis=0)
    tl.store(output_ptr + row * out_stride + cols, num / den, mask=mask)


class _Softmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        input = input.contiguous()
        output = torch.empty_like(input)
        n_cols = input.shape[-1]
        grid = lambda meta: (input.shape[0],)
        softmax_fwd[grid](input, output, n_cols, input.stride(0), output.stride(0),
                          BLOCK_SIZE=triton.next_power_of_2(n_cols))
        ctx.save_for_backward(output)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        raise NotImplementedError("inference only")


class ModelNew(nn.Module):
    def forward(self, x):
        return _Softmax.apply(x)
