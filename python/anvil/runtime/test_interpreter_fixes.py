"""fp32 -> bf16 rounding in interpreter mode matches torch's (round to nearest, ties to even)."""
import numpy as np
import torch

from anvil.runtime import interpreter_fixes
from anvil.runtime.interpreter_fixes import f32_to_bf16_bits


def test_matches_torch_rounding_including_carries_ties_and_specials():
    vals = [7.99, 1.999, 1.0 + 2 ** -8, 1.0 + 3 * 2 ** -8, -3.1416, 1e-40, 3.4e38, float("inf"), -0.0, 65504.0]
    x = np.array(vals + list(np.random.default_rng(0).standard_normal(1000) * 100), dtype=np.float32)
    ours = torch.from_numpy(f32_to_bf16_bits(x).view(np.int16)).view(torch.bfloat16)
    theirs = torch.from_numpy(x).to(torch.bfloat16)
    assert torch.equal(ours.view(torch.int16), theirs.view(torch.int16))


def test_nan_stays_nan():
    out = f32_to_bf16_bits(np.array([float("nan")], dtype=np.float32)).view(np.int16)
    assert torch.isnan(torch.from_numpy(out).view(torch.bfloat16)).all()


def test_a_kernel_compiles_from_its_own_def_line_not_one_in_a_string():
    lines = ['@triton.jit\n', 'def k(x):\n', '    s = """\n', 'def k(x):\n', '    evil()\n', '"""\n']
    assert interpreter_fixes.def_line(lines) == 2
    indented = ['    @triton.autotune(configs=[], key=[])\n', '    @triton.jit\n', '    def k(x):\n', '        pass\n']
    assert interpreter_fixes.def_line(indented) == 3
