"""The static gate: honest structure passes; each forbidden construct gets its reason code."""
import textwrap

import pytest

from anvil.runtime import static_gate

HEADER = "import torch\nimport torch.nn as nn\nimport triton\nimport triton.language as tl\n"
KERNEL = textwrap.dedent("""
    @triton.jit
    def k(x_ptr, o_ptr, n, B: tl.constexpr):
        i = tl.program_id(0) * B + tl.arange(0, B)
        tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)
""")


def reasons(body: str, header: str = HEADER) -> list[str]:
    _, findings = static_gate.check(header + KERNEL + textwrap.dedent(body))
    return [f.reason for f in findings]


def model(forward: str, extra: str = "") -> str:
    return extra + "\nclass ModelNew(nn.Module):\n    def forward(self, x):\n" + textwrap.indent(
        textwrap.dedent(forward), "        ")


HONEST = """
    out = torch.empty_like(x).contiguous().view(-1)
    n = x.numel()
    k[(triton.cdiv(n, 256),)](x.reshape(-1), out, n, B=256)
    return out.view(x.shape).to(x.dtype)
"""


def test_honest_candidate_passes():
    assert reasons(model(HONEST)) == []


def test_launch_through_helpers_and_classes_counts_as_reachable():
    body = textwrap.dedent("""
    def launch(kern, x, out):
        kern[(1,)](x, out, x.numel(), B=1024)

    class Runner:
        def go(self, x):
            out = torch.empty_like(x)
            launch(k, x, out)
            return out
    """) + model("return Runner().go(x)")
    assert reasons(body) == []


@pytest.mark.parametrize("snippet,reason", [
    ("import os\n", "file_access"),
    ("import os\nV = os.environ.get('X')\n", "env_access"),
    ("import threading\n", "threads"),
    ("import socket\n", "network"),
    ("import subprocess\n", "subprocess"),
    ("import ctypes\n", "ctypes"),
    ("import gc\n", "introspection"),
    ("import numpy\n", "forbidden_import"),
    ("from triton.testing import do_bench\n", "streams"),
    ("X = eval('1')\n", "dynamic_code"),
    ("torch.softmax = lambda *a, **k: None\n", "monkeypatch"),
    ("T = torch.threading\n", "threads"),
    ("S = torch.cuda.Stream()\n", "streams"),
])
def test_module_level_constructs(snippet, reason):
    assert reasons(snippet + model(HONEST))[0] == reason


@pytest.mark.parametrize("forward,reason", [
    ("return torch.softmax(x, -1)", "torch_compute"),
    ("return x.sum(-1)", "torch_compute"),
    ("y = getattr(torch, 'relu')(x)\nreturn y", "introspection"),
    ("try:\n    return x\nexcept Exception:\n    return x", "try_except"),
    ("return Model()(x)", "uses_reference"),
    ("torch.cuda.synchronize()\nreturn x", "streams"),
])
def test_forward_constructs(forward, reason):
    assert reason in reasons(model(forward))


def test_decoy_kernel_is_not_reachable():
    assert "kernel_not_reachable" in reasons(model("return torch.empty_like(x)"))


def test_nn_layer_call_is_compute():
    src = ("\nclass ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
           "        self.lin = nn.Linear(4, 4)\n    def forward(self, x):\n        out = torch.empty_like(x)\n"
           "        k[(1,)](x, out, 4, B=4)\n        return self.lin(out)\n")
    assert "torch_compute" in reasons(src)


def test_syntax_error_and_missing_pieces():
    _, f = static_gate.check("def x(:\n")
    assert f[0].reason == "syntax_error"
    assert reasons("\nclass Other: pass\n")[0] == "no_modelnew"
    _, f = static_gate.check(HEADER + model("return x"))
    assert f[0].reason == "no_triton_kernel"


def test_triton_driver_queries_are_allowed():
    body = ("\nNUM_SM = triton.runtime.driver.active.utils.get_device_properties(0)['multiprocessor_count']\n"
            + model(HONEST))
    assert reasons(body) == []


def test_device_queries_as_tutorials_write_them_pass():
    header = HEADER + "import contextlib\nfrom triton.runtime import driver\n"
    forward = """
    nsm = driver.active.utils.get_device_properties(x.device.index)["multiprocessor_count"]
    with contextlib.nullcontext():
        out = torch.empty_like(x).view(-1)
        k[(min(nsm, 4),)](x.reshape(-1), out, x.numel(), B=256)
    return out.view(x.shape)
    """
    assert reasons(model(forward), header) == []
    # Only the driver: the rest of triton.runtime stays out.
    assert "forbidden_import" in reasons(model(HONEST), HEADER + "from triton.runtime import driver, autotuner\n")
    # torch.cuda's device queries imported by name, as written in full they already pass; streams do not.
    assert reasons(model(HONEST), HEADER + "from torch.cuda import get_device_properties, current_device\n") == []
    assert "streams" in reasons(model(HONEST), HEADER + "from torch.cuda import synchronize\n")


def test_suppressed_errors_are_a_try_except_under_any_name():
    forward = """
    out = torch.empty_like(x).view(-1)
    with quietly(Exception):
        k[(1,)](x.reshape(-1), out, x.numel(), B=256)
    return out.view(x.shape)
    """
    assert "try_except" in reasons(model(forward), HEADER + "from contextlib import suppress as quietly\n")


def test_triton_op_and_wrap_triton_are_allowed_the_rest_of_torch_library_is_not():
    """torch.library.triton_op / wrap_triton (PyTorch's documented way to make a Triton kernel an
    operator) pass, written in full or imported by name; impl, Library, custom_op do not."""
    op = """
    @{deco}("mylib::copy", mutates_args=())
    def copy_op(x: torch.Tensor) -> torch.Tensor:
        out = torch.empty_like(x).view(-1)
        {wrap}(k)[(triton.cdiv(x.numel(), 256),)](x.reshape(-1), out, x.numel(), B=256)
        return out.view(x.shape)
    """
    full = textwrap.dedent(op).format(deco="torch.library.triton_op", wrap="torch.library.wrap_triton")
    assert reasons(model("return copy_op(x)", full)) == []
    named = textwrap.dedent(op).format(deco="triton_op", wrap="wrap_triton")
    assert reasons(model("return copy_op(x)", named), HEADER + "from torch.library import triton_op, wrap_triton\n") == []
    assert "forbidden_import" in reasons(model(HONEST), HEADER + "from torch.library import triton_op, impl\n")
    for name in ("impl", "Library", "custom_op", "register_kernel"):
        assert "introspection" in reasons(model(HONEST, f"\nX = torch.library.{name}\n")), name


def kernel_body(body: str, header: str = HEADER) -> list[str]:
    src = header + textwrap.dedent("""
        @triton.jit
        def k(x_ptr, o_ptr, n, B: tl.constexpr):
            i = tl.program_id(0) * B + tl.arange(0, B)
            x = tl.load(x_ptr + i, mask=i < n)
            BODY
            tl.store(o_ptr + i, y, mask=i < n)
    """).replace("BODY", body) + model("out = torch.empty_like(x)\nk[(1,)](x, out, x.numel(), B=1024)\nreturn out")
    return [f.reason for f in static_gate.check(src)[1]]


def test_gpu_clocks_are_refused_inline_ptx_must_be_a_literal():
    asm = 'tl.inline_asm_elementwise({}, "=r,r", [x], dtype=tl.float32, is_pure=True, pack=1)'
    # Inline PTX as tuned kernels write it passes.
    assert kernel_body("y = " + asm.format('"max.f32 $0, $1, 0f00000000;"')) == []
    # A clock, through Triton's helper (under any name) or through PTX, is refused.
    assert kernel_body("y = x + tl.extra.cuda.globaltimer().to(tl.float32) * 0") == ["gpu_clock"]
    assert kernel_body("y = x + clock().to(tl.float32) * 0",
                       HEADER + "from triton.language.extra.cuda import globaltimer as clock\n") == ["gpu_clock"]
    for reg in ("%globaltimer", "%clock64", "%globaltimer_lo", "%clock"):
        assert kernel_body(f'y = x\n    t = tl.inline_asm_elementwise(asm="mov.u64 $0, {reg};", constraints="=l", '
                           'args=[], dtype=tl.int64, is_pure=False, pack=1)') == ["gpu_clock"], reg
    # A module-level constant bound once is read like a literal, clock registers included.
    const = HEADER + 'RELU_PTX = "max.f32 $0, $1, 0f00000000;"\nCLOCK = "mov.u64 $0, %globaltimer;"\n'
    assert kernel_body("y = " + asm.format("RELU_PTX"), const) == []
    assert kernel_body("y = " + asm.format("CLOCK"), const) == ["gpu_clock"]
    # PTX the gate cannot read (a name bound twice, or unbound, a constexpr) or the function taken
    # as a value is refused.
    assert kernel_body("y = " + asm.format("RELU_PTX"), const + 'RELU_PTX = RELU_PTX.replace("max", "min")\n') \
        == ["dynamic_code"]
    assert kernel_body("y = " + asm.format("ASM")) == ["dynamic_code"]
    assert kernel_body("f = tl.inline_asm_elementwise\n    y = x") == ["dynamic_code"]


@pytest.mark.parametrize("extra, reason", [
    # Code the gate never reads as code: annotations written as strings, evaluated on request.
    ("from typing import get_type_hints as hints\ndef f(x: 'int'): pass\nH = hints(f)\n", "dynamic_code"),
    ("import typing\ndef f(x: 'int'): pass\nH = typing.get_type_hints(f)\n", "dynamic_code"),
    ("import typing\nF = typing.ForwardRef('x')\n", "dynamic_code"),
    ("import functools\n@functools.singledispatch\ndef f(x): pass\n", "dynamic_code"),
    ("import typing\nE = typing._eval_type\n", "introspection"),
    ("class A:\n    x: int = 1\nN = A.__annotations__\n", "introspection"),
    # A class built from strings and a namespace (dataclasses turns field names into source).
    ('C = type("C", (), {"__annotations__": {}})\n', "dynamic_code"),
    ("T = type\n", "dynamic_code"),
    # Compilers write the kernels from PyTorch code.
    ("F = torch.compile(lambda x: x)\n", "torch_compute"),
    ("M = nn.Softmax(dim=1).compile\n", "torch_compute"),
    ("G = torch.fx.symbolic_trace\n", "torch_compute"),
    ("I = torch.package.PackageImporter\n", "dynamic_code"),
    # Modules keep what they import as attributes, under any name: judged by what is reached.
    ("import enum\nE = enum.bltns.eval\n", "introspection"),
    ("import typing\nR = typing.stdlib_re\n", "forbidden_import"),
    ("import contextlib\nP = contextlib.os.environ\n", "env_access"),
    ("import torch.nn.functional as F2\nW = F2.warnings\n", "forbidden_import"),
    # A library's class patched through one of its objects.
    ("type(torch.zeros(1)).zero_ = lambda self: self\n", "monkeypatch"),
    ("T = type(torch.zeros(1))\nT.copy_ = None\n", "monkeypatch"),
    # The import machinery through the module's own globals.
    ("L = __loader__\n", "introspection"),
    ("S = __spec__.loader\n", "introspection"),
    # Code objects and the types that make functions of them.
    ("import dataclasses\nT = dataclasses.FunctionType\n", "introspection"),
    ("def g():\n    yield 1\nC = g().gi_code\n", "introspection"),
    ("A = torch._export\n", "introspection"),
    ("A = triton._C\n", "introspection"),
    # NumPy computes on the host: through a tensor or a module that imported it.
    ("A = torch.zeros(2).numpy()\n", "torch_compute"),
    ("A = torch.nn.functional.np.asarray\n", "forbidden_import"),
    # Triton's driver beyond device queries.
    ("L = triton.runtime.driver.active.utils.load_binary\n", "introspection"),
    ("I = triton.runtime.driver.active.get_device_interface()\n", "introspection"),
    ("D = triton.runtime.driver.active\n", "introspection"),
])
def test_ways_around_the_gate_are_refused(extra, reason):
    assert reason in reasons(model(HONEST, extra))


def test_device_queries_and_type_of_an_object_stay_allowed():
    extra = ("import typing\nimport math\nO = typing.collections.OrderedDict\nS = torch.math.sqrt\n"
             "P = triton.runtime.driver.active.utils.get_device_properties(0)\n"
             "A = triton.runtime.driver.active.get_current_target()\n"
             "K = type(P) is dict\n")
    assert reasons(model(HONEST, extra)) == []
