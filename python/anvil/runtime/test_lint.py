"""Problem lint flags each kind of degenerate problem and passes a sound one."""
import textwrap
from pathlib import Path

from anvil.runtime.lint import lint
from anvil.runtime.problem import problem_ref

TEMPLATE = '''
import torch
import torch.nn as nn
n = 64


class Model(nn.Module):
    def forward(self, x):
        return {expr}


def get_inputs():
    return [torch.randn(n, n)]


def get_init_inputs():
    return []
'''


def checks(tmp_path: Path, expr: str) -> set:
    f = tmp_path / "level1" / "p.py"
    f.parent.mkdir(exist_ok=True)
    f.write_text(textwrap.dedent(TEMPLATE.format(expr=expr)))
    return {x["check"] for x in lint(problem_ref(f, tmp_path), "cpu") if x["severity"] == "error"}


def test_sound_problem_passes(tmp_path):
    assert checks(tmp_path, "torch.softmax(x * 3, -1)") == set()


def test_tiny_outputs_are_degenerate(tmp_path):
    assert "range" in checks(tmp_path, "x * 1e-7")


def test_constant_outputs_are_degenerate(tmp_path):
    assert "range" in checks(tmp_path, "x * 1e-7 + 5.0")


def test_input_insensitive_outputs(tmp_path):
    assert "input_sensitivity" in checks(tmp_path, "torch.ones_like(x) * torch.arange(n)")


def test_nondeterministic_reference(tmp_path):
    assert "deterministic" in checks(tmp_path, "x + torch.rand_like(x)")


def test_nan_outputs(tmp_path):
    assert "finite" in checks(tmp_path, "torch.log(x)")
