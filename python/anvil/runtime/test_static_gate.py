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
    ("import os\nP = os.getcwd()\n", "file_access"),
    ("import os\nV = os.environ.get('X')\n", "env_access"),
    ("import threading\n", "threads"),
    ("import socket\n", "network"),
    ("import subprocess\n", "subprocess"),
    ("import ctypes\n", "ctypes"),
    ("import gc\n", "introspection"),
    ("import numpy\nA = numpy.ones(3)\n", "forbidden_import"),
    ("from triton.testing import do_bench\nB = do_bench\n", "streams"),
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


def test_triton_op_custom_op_and_wrap_triton_are_allowed_the_rest_of_torch_library_is_not():
    """torch.library.triton_op / wrap_triton / custom_op (PyTorch's documented ways to make a Triton
    kernel an operator) pass, written in full or imported by name; impl, Library, define do not."""
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
    custom = textwrap.dedent(op).format(deco="custom_op", wrap="")
    assert reasons(model("return copy_op(x)", custom), HEADER + "from torch.library import custom_op\n") == []
    assert "forbidden_import" in reasons(model(HONEST), HEADER + "from torch.library import triton_op, impl\n")
    for name in ("impl", "Library", "define", "register_kernel"):
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
    assert kernel_body("y = " + asm.format("ASM")) == ["dynamic_code", "introspection"]  # and ASM is undefined
    # and, since red-team round 32, a library function taken as a value in a kernel
    assert kernel_body("f = tl.inline_asm_elementwise\n    y = x") == ["dynamic_code", "introspection"]


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
    ("import torch.nn.functional as F2\nW = F2.importlib\n", "dynamic_code"),
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


# ---- how completions are written: honest forms the gate once refused -----------------------------

MAIN_BLOCK = """
if __name__ == "__main__":
    import time
    torch.testing.assert_close(ModelNew()(torch.ones(4)), torch.ones(4))
    torch.cuda.synchronize()
"""


def test_the_main_block_is_left_out_and_lines_keep_their_numbers():
    source = HEADER + KERNEL + model(HONEST) + MAIN_BLOCK + "X = 1\n"
    stripped = static_gate.without_main_block(source)
    assert stripped.count("\n") == source.count("\n")
    assert "synchronize" not in stripped and stripped.endswith("X = 1\n")
    assert static_gate.check(stripped)[1] == []
    assert "introspection" in [f.reason for f in static_gate.check(source)[1]]  # not left out: judged


def test_a_main_block_with_else_or_crlf_lines():
    with_else = 'if __name__ == "__main__":\n    A = 1\nelse:\n    B = 2\n'
    assert static_gate.without_main_block(with_else) == with_else  # the else branch runs on import
    crlf = 'A = 1\r\nif "__main__" == __name__:\r\n    B = 2\r\nC = 3\r\n'
    assert static_gate.without_main_block(crlf) == 'A = 1\r\n\r\n\r\nC = 3\r\n'


def test_imports_for_the_main_block_pass_while_unused():
    assert reasons(model(HONEST, "import time\nimport numpy as np\nfrom torch.testing import assert_close\n")) == []
    assert reasons(model(HONEST, "import time\nT0 = time.perf_counter()\n"))[0] == "forbidden_import"
    assert reasons(model(HONEST, "from time import perf_counter as pc\nT0 = pc()\n"))[0] == "forbidden_import"


def test_assigning_the_module_name_is_refused():
    assert reasons(model(HONEST, '__name__ = "__main__"\n'))[0] == "introspection"


@pytest.mark.parametrize("call", ["torch.chunk(x, 2, dim=-1)[0]", "torch.flatten(x)", "torch.transpose(x, 0, 1)",
                                  "torch.reshape(x, (-1,))", "torch.permute(x, (1, 0))", "torch.unsqueeze(x, 0)"])
def test_torch_view_functions_are_glue_like_the_methods(call):
    assert reasons(model(f"y = {call}\n" + textwrap.dedent(HONEST))) == []


AUTOGRAD = """
class Fn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        out = torch.empty_like(x)
        k[(triton.cdiv(x.numel(), 256),)](x, out, x.numel(), B=256)
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return torch.where(x > 0, g, torch.zeros_like(g))
"""


def test_an_autograd_function_launching_the_kernel_passes():
    assert reasons(model("return Fn.apply(x)", AUTOGRAD)) == []
    imported = AUTOGRAD.replace("torch.autograd.Function", "Function")
    assert reasons(model("return Fn.apply(x)", "from torch.autograd import Function\n" + imported)) == []


def test_an_autograd_function_is_judged_by_its_forward_and_backward_is_not_called():
    computes = AUTOGRAD.replace("return out", "return out.relu()")
    assert "torch_compute" in reasons(model("return Fn.apply(x)", computes))
    runs_backward = "y = x.detach().requires_grad_()\nFn.apply(y).backward(x)\nreturn y.grad"
    assert "torch_compute" in reasons(model(runs_backward, AUTOGRAD))
    assert reasons(model(HONEST, "G = torch.autograd.grad\n"))[0] == "introspection"


def test_python_containers_and_own_classes_are_not_tensors():
    body = """
    class Ops:
        @staticmethod
        def softmax(x):
            out = torch.empty_like(x)
            k[(1,)](x, out, x.numel(), B=256)
            return out
    """
    forward = "seen = set()\nseen.add(x.shape)\norder = [3, 1]\norder.sort()\nreturn Ops.softmax(x)"
    assert reasons(model(forward, textwrap.dedent(body))) == []
    rebound = "seen = []\nseen = x\nreturn seen.softmax(-1)"
    assert "torch_compute" in reasons(model(rebound))
    through_alias = "me = self\nme.buf = x\nself.buf.sort()\n" + textwrap.dedent(HONEST)
    assert "torch_compute" in reasons("X = 1\nclass A:\n    def __init__(self):\n        self.buf = []\n"
                                      + model(through_alias))
    inherited = "class T(torch.Tensor):\n    pass\n"
    assert "torch_compute" in reasons(model("T.softmax(x, -1)\n" + textwrap.dedent(HONEST), inherited))


def test_getattr_is_refused_with_a_way_out():
    # a method's self can be any object (ModelNew.helper(torch)), so getattr(self, name) could reach
    # a library's names: refused, with what to write instead
    found = static_gate.check(HEADER + KERNEL + model('eps = getattr(self, "eps", 1e-5)\n' + textwrap.dedent(HONEST)))[1]
    assert [f.reason for f in found] == ["introspection"] and "read self.<name>" in found[0].message

def test_module_metadata_and_warnings_pass():
    extra = '__all__ = ["ModelNew"]\n__version__ = "1.0"\nimport warnings\n'
    assert reasons(model('warnings.warn("slow path")\n' + textwrap.dedent(HONEST), extra)) == []
    assert "monkeypatch" in reasons(model(HONEST, "import warnings\nwarnings.showwarning = print\n"))
    assert reasons(model(HONEST, "import warnings\nS = warnings.sys\n"))[0] == "file_access"
    # formatwarning and the like read the file they are named through linecache
    read = 'import warnings\nL = warnings.formatwarning("m", UserWarning, "/etc/passwd", 1)\n'
    assert reasons(model(HONEST, read))[0] == "file_access"


def test_a_kernel_defined_in_the_class_counts():
    source = HEADER + textwrap.dedent("""
    class ModelNew(nn.Module):
        @staticmethod
        @triton.jit
        def kern(x_ptr, o_ptr, n, B: tl.constexpr):
            i = tl.program_id(0) * B + tl.arange(0, B)
            tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)

        def forward(self, x):
            out = torch.empty_like(x)
            self.kern[(1,)](x, out, x.numel(), B=256)
            return out
    """)
    assert static_gate.check(source)[1] == []


def test_relaxations_do_not_open_a_way_around():
    # an import in a class body is used as an attribute, or by name through getattr
    in_class = "class Box:\n    import os\n"
    assert "file_access" in reasons(model("p = Box().os.getcwd()\n" + textwrap.dedent(HONEST), in_class))
    # a class name bound again (Ops = x) is not the class
    body = "class Ops:\n    @staticmethod\n    def softmax(x):\n        return x\n"
    assert "torch_compute" in reasons(model("Ops = x\ny = Ops.softmax(-1)\n" + textwrap.dedent(HONEST), body))


def test_string_annotations_may_only_name_types():
    ok = 'def helper(x: "torch.Tensor", y: "Optional[torch.Tensor]" = None) -> "torch.Tensor | None":\n    return x\n'
    assert reasons(model(HONEST, "from typing import Optional\n" + ok)) == []
    for bad in ('"__import__(\'os\').getcwd() and torch.Tensor"', '"torch.Tensor.__class__"', '"eval(\'1\')"',
                '"(lambda: torch.Tensor)()"'):
        assert "dynamic_code" in reasons(model(HONEST, f"def helper(x: {bad}):\n    return x\n")), bad
    assert "introspection" in reasons(model(HONEST, 'def helper(x: "inspect.Signature"):\n    return x\n'))


def test_launches_through_what_init_stored_are_reachable():
    helper = textwrap.dedent("""
    class TritonCopy(nn.Module):
        def forward(self, x):
            out = torch.empty_like(x)
            k[(1,)](x, out, x.numel(), B=256)
            return out
    """)
    init = "    def __init__(self):\n        super().__init__()\n        self.inner = TritonCopy()\n"
    source = helper + "\nclass ModelNew(nn.Module):\n" + init + "    def forward(self, x):\n        return self.inner(x)\n"
    assert reasons(source) == []
    stored = ("class ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n        self.kern = k\n"
              "    def forward(self, x):\n        out = torch.empty_like(x)\n"
              "        self.kern[(1,)](x, out, x.numel(), B=256)\n        return out\n")
    assert reasons(stored) == []
    # a kernel launched only in __init__ is still not reachable from forward
    only_init = stored.replace("self.kern = k", "k[(1,)](torch.zeros(4), torch.zeros(4), 4, B=4)").replace(
        "        self.kern[(1,)](x, out, x.numel(), B=256)\n", "")
    assert "kernel_not_reachable" in reasons(only_init)
    # `kernel.run(..., grid=..., warmup=False)` is the launch `kernel[grid](...)` makes
    run = stored.replace("self.kern[(1,)](x, out, x.numel(), B=256)", "self.kern.run(x, out, x.numel(), B=256, grid=(1,), warmup=False)")
    assert reasons(run) == []
    assert "kernel_not_reachable" in reasons(run.replace("grid=(1,), ", ""))


@pytest.mark.parametrize("extra,forward", [
    # a method reached by its name as a string
    ("", 'def finish(self, t):\n    return t.relu()\n', ),
    # getattr's default is a value it hands out
    ("", None),
])
def test_ways_around_the_new_allowances(extra, forward):
    if forward is None:
        body = 'f = getattr(self, "epilogue", torch.relu)\ny = f(x)\n' + textwrap.dedent(HONEST)
        assert "introspection" in reasons(model(body))
        return
    src = model('g = getattr(self, "finish")\ny = g(x)\n' + textwrap.dedent(HONEST)) + textwrap.indent(forward, "    ")
    assert "torch_compute" in reasons(src)


def test_own_methods_must_be_plain_and_unpatched():
    decorated = "class Ops:\n    @(lambda f: torch.relu)\n    def relu(x):\n        return x\n"
    assert "torch_compute" in reasons(model("y = Ops.relu(x)\n" + textwrap.dedent(HONEST), decorated))
    patched = "class Ops:\n    @staticmethod\n    def relu(x):\n        return x\nOps.relu = torch.relu\n"
    assert "torch_compute" in reasons(model("y = Ops.relu(x)\n" + textwrap.dedent(HONEST), patched))
    # a function's parameter named self may be a tensor
    helper = "def finish(self):\n    return self.softmax(-1)\n"
    assert "torch_compute" in reasons(model("y = finish(x)\n" + textwrap.dedent(HONEST), helper))
    # a buffer registered by name is not the list __init__ first bound
    buf = ("self.rows = []\nself.register_buffer('rows', x)\ny = self.rows.softmax(-1)\n" + textwrap.dedent(HONEST))
    assert "torch_compute" in reasons(model(buf))


def test_a_fake_jit_is_not_a_kernel():
    fake = "def jit(f):\n    return f\n\n@jit\ndef fake(x):\n    return torch.relu(x)\n"
    assert "torch_compute" in reasons(model("y = fake(x)\n" + textwrap.dedent(HONEST), fake))
    from_import = "from triton import jit\n\n@jit\ndef k2(x_ptr):\n    pass\n"
    assert reasons(model(HONEST, from_import)) == []


def test_self_test_helpers_only_the_main_block_used_are_left_out():
    helpers = textwrap.dedent('''
    import time

    def check():
        torch.testing.assert_close(ModelNew()(torch.ones(4)), Model()(torch.ones(4)))

    def main():
        t0 = time.perf_counter()
        check()
    ''')
    source = HEADER + KERNEL + helpers + model(HONEST) + '\nif __name__ == "__main__":\n    main()\n'
    assert static_gate.check(static_gate.without_main_block(source))[1] == []
    used = source.replace("    return out.view(x.shape).to(x.dtype)", "    check()\n    return out.view(x.shape)")
    assert "uses_reference" in [f.reason for f in static_gate.check(static_gate.without_main_block(used))[1]]


def test_the_files_own_names_pass_the_newer_attribute_rules():
    init = ("    def __init__(self):\n        super().__init__()\n        self.io = (4, 4)\n"
            "        self.register_buffer('_scale', torch.ones(1))\n")
    body = "class ModelNew(nn.Module):\n" + init + "    def forward(self, x):\n        s = self._scale\n" + \
        textwrap.indent(textwrap.dedent(HONEST), "        ")
    assert reasons(body) == []
    assert reasons(model("P = (1, 2)\n" + textwrap.dedent(HONEST), "from typing import NamedTuple\n"
                         "class P2(NamedTuple):\n    a: int\n    b: int\nQ = P2(1, 2)._replace(a=3)\n")) == []
    assert reasons(model(HONEST, "tlm = tl.math\n")) == []  # a module bound once: an alias
    assert "introspection" in reasons(model("y = x.grad_fn._saved_self\n" + textwrap.dedent(HONEST)))
    assert "introspection" in reasons(model("m = torch.nn\ny = m.sys\n" + textwrap.dedent(HONEST)))


def test_torchs_argument_normalisers_pass():
    pair = "from torch.nn.modules.utils import _pair\nK = _pair(3)\nfrom torch.nn.common_types import _size_2_t\n"
    assert reasons(model(HONEST, pair)) == []
    assert reasons(model("torch._assert(x.dim() == 2, 'rows')\n" + textwrap.dedent(HONEST))) == []
    assert "introspection" in reasons(model(HONEST, "from torch.nn.modules.utils import _reverse_repeat_tuple as r\nR = r((1,), 2)\n"))


def test_probe23_torch_check_and_flattening_views_pass():
    # Probe 23: torch._check (PyTorch's documented shape assertion, a bool and a message callable)
    # and the reshapes ravel/hsplit/atleast_2d, as torch functions and as methods, are glue.
    check = "torch._check(x.dim() == 2, lambda: f'expected 2-D, got {x.dim()}-D')\n"
    assert reasons(model(check + textwrap.dedent(HONEST))) == []
    views = "a = torch.ravel(torch.atleast_2d(x))\nb = x.ravel()\nl, r = x.hsplit(2)\nc = torch.vsplit(x, 2)\n"
    assert reasons(model(views + textwrap.dedent(HONEST))) == []
    # Its siblings stay refused: _check_with takes any exception class, _check_tensor_all reduces a tensor.
    for name in ("_check_with(RuntimeError, True)", "_check_tensor_all(x > 0)", "_check_is_size(3)"):
        assert "introspection" in reasons(model(f"torch.{name}\n" + textwrap.dedent(HONEST)))
    # A library callable handed as the message is judged as a value like any other.
    assert "streams" in reasons(model("torch._check(True, torch.cuda.synchronize)\n" + textwrap.dedent(HONEST)))


def test_nn_linears_reset_parameters_copied_passes_and_init_stays_checked():
    # Probe 18: nn.Linear's reset_parameters copied into a candidate (fan-in from a private helper),
    # with torch.nn.init imported under any of its names.
    reset = ("def reset(w, b):\n    nn.init.kaiming_uniform_(w, a=math.sqrt(5))\n"
             "    fan_in, _ = {init}._calculate_fan_in_and_fan_out(w)\n"
             "    nn.init.uniform_(b, -1 / math.sqrt(fan_in), 1 / math.sqrt(fan_in))\n"
             "reset(torch.empty(4, 3), torch.empty(4))\n")
    for imp, init in (("", "nn.init"), ("", "torch.nn.init"), ("from torch.nn import init\n", "init"),
                      ("import torch.nn.init as init\n", "init"), ("import torch.nn.init\n", "torch.nn.init")):
        assert reasons(model(HONEST, "import math\n" + imp + reset.format(init=init))) == [], imp
    assert reasons(model(HONEST, "from torch.nn.init import _calculate_fan_in_and_fan_out as f\nF0 = f(torch.empty(2, 2))\n")) == []
    # init's other private names and the modules it holds stay refused, however it is imported
    for extra in ("import torch.nn.init as init\ninit._no_grad_uniform_(torch.empty(2), 0, 1)\n",
                  "from torch.nn.init import _no_grad_uniform_ as u\nu(torch.empty(2), 0, 1)\n",
                  "from torch.nn.init import warnings as w\nw.formatwarning('x', UserWarning, '/etc/passwd', 1)\n",
                  "import torch.nn.init as init\nprint(init.math)\n"):
        assert reasons(model(HONEST, extra)), extra


def test_format_templates_and_typing_extensions_cannot_read_by_name():
    ok = 'msg = "{} rows, {:.3f} ms, {w:>{n}}".format(3, 1.5, w="x", n=4)\n'
    assert reasons(model(ok + textwrap.dedent(HONEST))) == []
    for bad in ('"{0.__globals__}".format(f)', '"{0[torch]}".format(d)', 't.format(x)', '"{0.a}".format_map(d)',
                'str.format("{0.a}", x)'):
        assert "introspection" in reasons(model(f"f = d = t = 1\nm = {bad}\n" + textwrap.dedent(HONEST))), bad
    ext = "import typing_extensions\nR = typing_extensions.ForwardRef('x')\n"
    assert reasons(model(HONEST, ext))[0] == "dynamic_code"
    assert reasons(model(HONEST, "from typing_extensions import Literal, Self\n")) == []


def test_probe_five_forms_pass():
    helper = "class TritonNorm(nn.Module):\n    def forward(self, x):\n        out = torch.empty_like(x)\n" \
             "        k[(1,)](x, out, x.numel(), B=256)\n        return out\n"
    body = helper + "class ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n" \
        "        self.norm = TritonNorm()\n    def forward(self, x):\n        return self.norm(x)\n"
    assert reasons(body) == []  # an object of the file's class stored as self.norm is not nn's norm
    table = "def launch(x):\n    out = torch.empty_like(x)\n    k[(1,)](x, out, x.numel(), B=256)\n    return out\n" \
            "LAUNCHERS = {'fp32': launch}\n"
    assert reasons(model("return LAUNCHERS['fp32'](x)", table)) == []
    fmt = 'm = MSG.format(3) + str.format("{:.2f}", 1.0) + "{n}".format_map({"n": 1})\n'
    assert reasons(model(fmt + textwrap.dedent(HONEST), 'MSG = "{} rows"\n')) == []
    assert reasons(model("ok = hasattr(tl, 'fma')\n" + textwrap.dedent(HONEST))) == []


def test_only_type_expressions_in_annotations_may_name_unbound_names():
    assert reasons(model(HONEST, "from __future__ import annotations\ndef f(x: Tensor) -> Tensor:\n    return x\n")) == []
    call = "def f(x: dict(inspect.getmembers(torch))['sys']):\n    return x\n"
    assert "introspection" in reasons(model(HONEST, call))


def test_lines_are_counted_as_the_parser_counts_them():
    src = "a = 1  # \x0c\x0c\nb = 2\r\nc = 3"
    assert static_gate.parser_lines(src) == ["a = 1  # \x0c\x0c\n", "b = 2\r\n", "c = 3"]
    found = static_gate.check(src)[1]
    assert found[0].reason == "dynamic_code" and "line break" in found[0].message


def test_addresses_and_tensor_subclasses_are_refused():
    assert reasons(model("a = hash(self)\n" + textwrap.dedent(HONEST)))[0] == "ctypes"
    assert reasons(model("a = id(self)\n" + textwrap.dedent(HONEST)))[0] == "ctypes"
    sub = "class Wide(torch.Tensor):\n    pass\n"
    assert reasons(model(HONEST, sub))[0] == "introspection"
    bound = "class Box:\n    data_ptr = 0\n"
    assert reasons(model(HONEST, bound))[0] == "ctypes"


H = textwrap.dedent(HONEST)


def test_a_type_is_read_as_a_type_only():
    """type(x) is compared, checked, used as a key, called with one argument or read for its name;
    put in a container, or called with more arguments, it is what builds functions and classes."""
    for ok in ("T = type(x)\nassert T is torch.Tensor", "assert isinstance(x, (type(x), int))",
               "name = type(self).__name__", "assert {torch.Tensor: 1}[type(x)] == 1",
               "block = type(self).BLOCK if hasattr(type(self), 'BLOCK') else 256", "y = type(x)(x)"):
        assert "dynamic_code" not in reasons(model(ok + H)), ok
    for bad in ("maker = [type(self.forward)][0]", "maker = (type(self.forward),)[0]",
                "T = type(self)\nC = T('C', (), {})", "make = type(self.forward).__call__"):
        assert set(reasons(model(bad + H))) & {"dynamic_code", "introspection"}, bad
    assert reasons(model(HONEST, "\ndef pick(op: type[nn.Module], n: int) -> dict[str, type]:\n    return {}\n")) == []


def test_own_private_names_on_own_call_results_but_never_a_library_objects():
    """The file's own `_names` are read on its own objects, also through calls of its own code;
    a name private to a tensor or a module (`_cdata`, a host address) never is, whatever the file
    assigns, nor anything private on what a module hands back."""
    cls = "\nclass Cfg:\n    def __init__(self):\n        self._block = 256\n"
    assert reasons(model("b = Cfg()._block\n" + H, cls)) == []
    assert reasons(model("b = min([Cfg(), Cfg()], key=len)._block\n" + H, cls)) == []
    assert "introspection" in reasons(model("a = x._cdata\n" + H, "\nclass H:\n    _cdata = 0\n"))
    assert "introspection" in reasons(model("m = torch.cuda.current_stream()._block\n" + H, cls))


def test_class_declarations_and_strings_naming_internals():
    """A class body may declare __slots__ (and __constants__, __match_args__, __hash__ = None);
    a string that is exactly an interpreter internal's name is refused (a namespace key)."""
    body = '\nclass Cfg:\n    __slots__ = ("block", "warps")\n    __hash__ = None\n'
    assert reasons(model(HONEST, body)) == []
    for name in ("__annotations__", "__getattr__", "__objclass__", "__dataclass_fields__"):
        assert "introspection" in reasons(model(HONEST, f"\nKEY = {name!r}\n")), name


def test_class_builders_and_module_handing_calls_are_refused():
    for call in ('typing.TypedDict("T", {"a": int})', 'abc.ABCMeta("T", (), {})', 'enum.Enum("E", "A B")',
                 'dataclasses.make_dataclass("T", ["a"])'):
        header = HEADER + "import typing, abc, enum, dataclasses\n"
        assert "dynamic_code" in reasons(model(HONEST, f"\nT = {call}\n"), header), call
    for expr in ('torch.get_device_module("cuda")', 'torch.__getattr__("nn")', "triton.JITFunction(len)",
                 "nn.Module.mro()[0]"):
        assert "introspection" in reasons(model(HONEST, f"\nM = {expr}\n")), expr


LAUNCHER = """
class Ops:
    def softmax(self, x, dim):
        out = torch.empty_like(x)
        k[(1,)](x, out, x.numel(), B=256)
        return out

    @classmethod
    def for_dtype(cls, dt):
        return cls() if dt == torch.float32 else cls()
"""


def test_objects_of_the_files_classes_call_its_methods_whatever_their_names():
    # A module-level object, one made by a classmethod that returns cls(...), a table of them.
    assert reasons(model("return _OPS.softmax(x, 1)", LAUNCHER + "_OPS = Ops()\n")) == []
    init = "\n    def __init__(self):\n        super().__init__()\n        self.ops = Ops.for_dtype(torch.float32)\n" \
           "        self.tab = {torch.float32: Ops()}\n"
    src = LAUNCHER + "\nclass ModelNew(nn.Module):" + init + \
        "    def forward(self, x):\n        return self.ops.softmax(x, 1) + self.tab[x.dtype].softmax(x, 1)" \
        " + self.tab.get(x.dtype).softmax(x, 1)\n"
    assert reasons(src) == []
    # ... but not one whose attribute is set, a table written into, a .get with a default (any
    # object), or a factory that may return something else.
    assert "torch_compute" in reasons(model("return _OPS.softmax(x, 1)", LAUNCHER + "_OPS = Ops()\n"
                                             "_OPS.softmax = torch.softmax\n"))
    for forward, extra in (("return T[x.dtype].softmax(x, 1)", "T = {torch.float32: Ops()}\nT[torch.float16] = x0\n"),
                           ("return T.get(x.dtype, x0).softmax(x, 1)", "T = {torch.float32: Ops()}\n"),
                           ("return M.softmax(x, 1)", "class F:\n    @classmethod\n    def make(cls):\n"
                                                     "        return x0\nM = F.make()\n")):
        assert "torch_compute" in reasons(model(forward, LAUNCHER + "x0 = torch.zeros(1)\n" + extra)), forward


def test_a_torch_layer_subclass_with_its_own_forward_is_the_files_code():
    layer = """
class TritonReLU(nn.ReLU):
    def forward(self, x):
        out = torch.empty_like(x)
        k[(1,)](x, out, x.numel(), B=256)
        return out{tail}
"""
    init = "\n    def __init__(self):\n        super().__init__()\n        self.act = TritonReLU()\n" \
           "    def forward(self, x):\n        return self.act(x)\n"
    assert reasons(layer.format(tail="") + "\nclass ModelNew(nn.Module):" + init) == []
    for tail in (" + super().forward(x)", " + nn.ReLU.forward(self, x)"):
        assert "torch_compute" in reasons(layer.format(tail=tail) + "\nclass ModelNew(nn.Module):" + init), tail
    # Without a forward of its own, its methods stay torch's.
    plain = layer.format(tail="").replace("def forward", "def launch") + "\nclass ModelNew(nn.Module):" + \
        init.replace("self.act(x)", "self.act.relu(self.act.launch(x))")
    assert "torch_compute" in reasons(plain)


def test_names_are_judged_by_the_modules_they_pass_through():
    assert "torch_compute" in reasons(model("return torch.nn.modules.module.torch.relu(x)"))
    assert "introspection" in reasons(model("with torch.nn.functional.torch.autograd.profiler.profile():\n"
                                            "    pass\nreturn x"))
    assert "introspection" in reasons(model("return torch.ao.quantization.utils.getattr_from_fqn(x, 'T')"))


def test_a_property_read_in_forward_is_judged_as_forward():
    src = "\nclass ModelNew(nn.Module):\n    @property\n    def staged(self):\n        return torch.relu(self.t)\n" \
          "    def forward(self, x):\n        self.t = torch.empty_like(x)\n        k[(1,)](x, self.t, x.numel(), B=256)\n" \
          "        return self.staged\n"
    assert "torch_compute" in reasons(src)


def test_a_table_only_read_stays_the_files_but_one_handed_on_does_not():
    table = LAUNCHER + "T = {torch.float32: Ops()}\n"
    read = "assert x.dtype in T and len(T) > 0, sorted(map(str, T))\nreturn T[x.dtype].softmax(x, 1)"
    assert reasons(model(read, table)) == []
    handed_on = "A = T\nA.update(f=x)\nreturn T[x.dtype].softmax(x, 1)"
    assert "torch_compute" in reasons(model(handed_on, table))


def test_a_builtins_name_as_a_functions_own_parameter_or_local_is_that_local():
    kernel_arg = "\n@triton.jit\ndef j(input, output, n, B: tl.constexpr):\n    i = tl.arange(0, B)\n" \
                 "    tl.store(output + i, tl.load(input + i, mask=i < n), mask=i < n)\n"
    forward = "input = x.contiguous()\nout = torch.empty_like(input)\nj[(1,)](input, out, input.numel(), B=256)\n" \
              "return out"
    assert reasons(model(forward, kernel_arg)) == []
    src = "\nclass ModelNew(nn.Module):\n    def forward(self, input):\n        out = torch.empty_like(input)\n" \
          "        k[(1,)](input, out, input.numel(), B=256)\n        return out\n"
    assert reasons(src) == []
    # The builtin itself stays refused: at module level, through `global`, or in another function.
    assert "dynamic_code" in reasons(model(HONEST, "input = print\n"))
    assert "dynamic_code" in reasons(model("global input\ninput('?')\n" + textwrap.dedent(HONEST)))
    assert "dynamic_code" in reasons(model("input('?')\n" + textwrap.dedent(HONEST),
                                           "def helper(input):\n    return input\n"))
    # Only directly in the function's body: a class body binding the name, or a walrus in a lambda
    # in a comprehension, leaves the builtin where the gate would have seen a local (red-team round 17).
    for setup in ("def setup(exec=None):\n    class C:\n        exec('1')\n        exec = None\n",
                  "def setup(exec=None):\n    class C:\n        global exec\n        exec('1')\n",
                  "def setup():\n    [(lambda: (exec := None)) for _ in ()]\n    exec('1')\n"):
        assert "dynamic_code" in reasons(model(HONEST, setup)), setup


def test_the_files_own_attribute_named_like_a_tensors_private_one_is_its_own():
    init = "\n    def __init__(self):\n        super().__init__()\n        self._base = 10000.0\n"
    src = "\nclass ModelNew(nn.Module):" + init + "    def forward(self, x):\n        assert self._base > 0\n" + \
          textwrap.indent(textwrap.dedent(HONEST), "        ")
    assert reasons(src) == []
    # Only on self, and only where the file assigns it; a tensor's address stays refused.
    assert "introspection" in reasons(src.replace("assert self._base", "assert x._base"))
    assert "introspection" in reasons(src.replace("self._base", "self._cdata"))


def test_a_class_name_read_is_a_string():
    assert reasons(model("assert x.__class__.__name__ == 'Tensor'\n" + textwrap.dedent(HONEST))) == []
    assert "introspection" in reasons(model("c = x.__class__\n" + textwrap.dedent(HONEST)))


def test_another_name_for_the_files_object_is_that_object():
    stack = "\n    def __init__(self):\n        super().__init__()\n        self.ops = Ops()\n" \
            "        self.stack = [Ops(), Ops()]\n"
    uses = {"alias": "    def forward(self, x):\n        ops = self.ops\n        return ops.softmax(x, 1)\n",
            "loop": "    def forward(self, x):\n        for op in self.stack:\n            x = op.softmax(x, 1)\n"
                    "        return x\n"}
    for name, use in uses.items():
        assert reasons(LAUNCHER + "\nclass ModelNew(nn.Module):" + stack + use) == [], name
    # A method replaced through any name for the object counts for every name.
    for patch, call in (("ops = self.ops\n        ops.softmax = torch.softmax\n", "self.ops.softmax(x, 1)"),
                        ("for op in self.stack:\n            op.softmax = torch.softmax\n",
                         "self.stack[0].softmax(x, 1)"),
                        ("self.stack[1].softmax = torch.softmax\n", "[op.softmax(x, 1) for op in self.stack][0]"),
                        ("o = self.ops\n        p = o\n        p.softmax = torch.softmax\n", "self.ops.softmax(x, 1)"),
                        ("(o := self.ops).softmax = torch.softmax\n", "self.ops.softmax(x, 1)"),
                        ("[self.ops][0].softmax = torch.softmax\n", "self.ops.softmax(x, 1)")):
        src = LAUNCHER + "\nclass ModelNew(nn.Module):" + stack + "        " + patch + \
            f"    def forward(self, x):\n        return {call}\n"
        assert "torch_compute" in reasons(src), patch


def test_an_except_that_only_raises_cannot_fall_back():
    wrapped = "try:\n    k[(1,)](x, x, x.numel(), B=256)\nexcept RuntimeError as e:\n    raise ValueError('launch') from e\n"
    assert reasons(model(wrapped + "return x")) == []
    for other in ("except RuntimeError:\n    x = torch.relu(x)\n", "except RuntimeError:\n    raise\nfinally:\n    pass\n",
                  "except RuntimeError:\n    raise\nelse:\n    pass\n"):
        assert "try_except" in reasons(model(wrapped.split("except")[0] + other + "return x")), other


def test_a_builtins_name_read_in_a_closure_or_comprehension_is_the_enclosing_parameter():
    src = "\nclass ModelNew(nn.Module):\n    def forward(self, input):\n        out = torch.empty_like(input)\n" \
          "        grid = lambda meta: (triton.cdiv(input.numel(), 256),)\n" \
          "        assert all(t.dim() > 0 for t in (input, out))\n" \
          "        rows = [input[i] for i in range(1)]\n" \
          "        k[grid](input, out, input.numel(), B=256)\n        return out\n"
    assert reasons(src) == []
    assert reasons(model("starts = [id * 8 for id in range(4)]\n" + textwrap.dedent(HONEST))) == []
    # A name a target only reads (d[exec(p)] = 0) is the builtin (red-team round 18).
    assert "dynamic_code" in reasons(model(HONEST, "def setup():\n    d = {}\n    d[exec('1')] = 0\n"))


class _Merged:
    """A symbol table with its inlined comprehensions' symbols merged in, as Python 3.12 merges them."""

    def __init__(self, table, extra: dict):
        self.table, self.extra = table, extra

    def lookup(self, name):
        try:
            return self.table.lookup(name)
        except KeyError:
            return self.extra[name]


def _tables_as_inlined(source: str) -> dict:
    """static_scopes' tables as Python 3.12 makes them (PEP 709): no list, set or dict comprehension
    tables, their symbols merged into the enclosing table (names that table already has stay its)."""
    import symtable
    out: dict = {}

    def absorb(table, extra: dict) -> list:
        kids = []
        for child in table.get_children():
            if child.get_name() in ("listcomp", "setcomp", "dictcomp"):
                for sym in child.get_symbols():
                    if sym.get_name() != ".0":
                        extra.setdefault(sym.get_name(), sym)
                kids += absorb(child, extra)
            else:
                kids.append(child)
        return kids

    todo = [symtable.symtable(source, "<candidate>", "exec")]
    while todo:
        t = todo.pop()
        extra: dict = {}
        todo.extend(absorb(t, extra))
        out.setdefault((t.get_type(), t.get_name(), t.get_lineno()), []).append(_Merged(t, extra))
    return out


@pytest.mark.parametrize("inlined", [False, True])
def test_a_comprehensions_own_name_is_local_whether_or_not_python_inlines_it(inlined, monkeypatch):
    from anvil.runtime import static_scopes
    if inlined:  # the GPU machine's Python 3.12 refused this honest file (the table was gone)
        monkeypatch.setattr(static_scopes, "_tables", _tables_as_inlined)
    assert reasons(model("starts = [id * 8 for id in range(4)]\n" + textwrap.dedent(HONEST))) == []
    assert reasons(model("s = {id: 1 for id in range(4)}\n" + textwrap.dedent(HONEST),
                         "class Table:\n    ROWS = [id for id in range(3)]\nTOP = [id for id in range(2)]\n")) == []
    # A target that only reads the name, or a function that reads the builtin besides, stays refused.
    assert "dynamic_code" in reasons(model(HONEST, "def setup(d):\n    return [0 for d[exec('1')] in range(1)]\n"))
    assert "ctypes" in reasons(model("p = id(x)\nstarts = [id for id in range(4)]\n" + textwrap.dedent(HONEST)))


def test_names_the_interpreter_puts_in_the_kernels_module_must_be_the_files_own_at_top_level():
    bound_elsewhere = "def names():\n    inspect = None\n    return inspect\n"
    assert "introspection" in reasons(model("inspect.getmembers(x)\n" + textwrap.dedent(HONEST), bound_elsewhere))
    assert reasons(model("time = x.numel()\nassert time > 0\n" + textwrap.dedent(HONEST))) == []


def test_a_class_under_a_decorator_of_the_files_is_not_its_plain_class():
    ops = "def keep(cls):\n    return cls\n\n@keep\n" + LAUNCHER.lstrip("\n")
    assert "torch_compute" in reasons(model("return Ops().softmax(x, 1)", ops))
    assert reasons(model("return Ops().softmax(x, 1)", "import dataclasses\n\n@dataclasses.dataclass\n"
                         + LAUNCHER.lstrip("\n"))) == []


def test_a_method_name_assigned_on_self_of_an_unrelated_class_leaves_the_launchers_method_its_own():
    init = "\n    def __init__(self):\n        super().__init__()\n        self.softmax = nn.Softmax(1)\n" \
           "    def forward(self, x):\n        return Ops().softmax(x, 1)\n"
    assert reasons(LAUNCHER + "\nclass ModelNew(nn.Module):" + init) == []
    # ... unless that class's methods may run on the launcher: through type(), an alias of the class,
    # or Base.method(self) called from a class unrelated to Base.
    helper = "\nclass Helper:\n    def setup(self):\n        self.softmax = torch.softmax\n"
    for setup in ("type(Helper()).setup(self.ops)", "H = Helper\n        H.setup(self.ops)"):
        src = LAUNCHER + helper + "\nclass ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n" \
              f"        self.ops = Ops()\n        {setup}\n    def forward(self, x):\n        return self.ops.softmax(x, 1)\n"
        assert "torch_compute" in reasons(src), setup
    # self.softmax(...) in a class that does not define softmax is not a launcher's method.
    src = LAUNCHER + "\nclass ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n" \
          "        self.softmax = torch.softmax\n    def forward(self, x):\n        return self.softmax(x, 1)\n"
    assert "torch_compute" in reasons(src)


def test_a_kernels_internal_name_on_self_only_in_a_method_of_the_files_class():
    src = "\nclass Holder:\n    def __init__(self):\n        self.used_global_vals = {}\n\n" \
          "def scope(self):\n    return self.used_global_vals\n" + model("scope(k)\n" + textwrap.dedent(HONEST))
    assert "introspection" in reasons(src)


def test_grad_mode_method_decorators_registries_and_isinstance_tuples_keep_launchers_trusted():
    method = LAUNCHER.replace("    def softmax(self, x, dim):", "    @torch.no_grad()\n    def softmax(self, x, dim):")
    assert reasons(model("return Ops().softmax(x, 1)", method)) == []
    # A class read in isinstance(x, (A, B)) is not handed around; one kept in a table may be.
    helper = "\nclass Cfg:\n    def __init__(self):\n        self.softmax = 1\n"
    for use, refused in (("assert isinstance(self, (Cfg, nn.Module))", False), ("T = [Cfg]", True)):
        src = LAUNCHER + helper + f"\nclass ModelNew(nn.Module):\n    def forward(self, x):\n        {use}\n" \
              "        return Ops().softmax(x, 1)\n"
        assert ("torch_compute" in reasons(src)) == refused, use
    assert reasons(model("def code(type='relu'):\n    return {'relu': 1}[type]\nassert code() == 1\n"
                         + textwrap.dedent(HONEST))) == []


def test_modules_kept_as_attributes_and_the_interpreters_names_are_refused():
    assert "forbidden_import" in reasons(model("b = tl.semantic.TritonSemantic(None).lang.knobs.re.enum.bltns\n"
                                               + textwrap.dedent(HONEST)))
    assert "introspection" in reasons(model("s = interpreter_semantic\n" + textwrap.dedent(HONEST),
                                            "if False:\n    interpreter_semantic = None\n"))


def test_kernel_parameter_annotations_are_literals_scalars_or_triton_types():
    kernel = "\nPTR = 'fp32'\n\n@triton.jit\ndef j(x_ptr{ann}, n: int, B: tl.constexpr):\n" \
             "    i = tl.arange(0, B)\n    tl.store(x_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n"
    forward = "j[(1,)](x, x.numel(), B=256)\nreturn x"
    for ann in ("", ": tl.tensor", ": float"):
        assert reasons(model(forward, kernel.format(ann=ann))) == [], ann
    assert "dynamic_code" in reasons(model(forward, kernel.format(ann=": PTR")))
    assert "dynamic_code" in reasons(model(HONEST, "@triton.aggregate\nclass Meta:\n    block: int\n"))


def test_device_of_is_a_device_guard_like_cuda_device():
    for guard in ("torch.cuda.device_of(x)", "torch.cuda.device(x.device)", "device_of(x)"):
        body = f"with {guard}:\n" + textwrap.indent(textwrap.dedent(HONEST), "    ")
        assert reasons(model(body), HEADER + "from torch.cuda import device_of\n") == [], guard
    for stream in ("torch.cuda.stream(torch.cuda.Stream())", "torch.cuda.graph(torch.cuda.CUDAGraph())"):
        assert "streams" in reasons(model(f"with {stream}:\n    pass\n" + textwrap.dedent(HONEST))), stream


def test_a_bool_constant_assigned_to_a_precision_or_cudnn_switch_is_allowed():
    for line in ("torch.backends.cuda.matmul.allow_tf32 = False", "torch.backends.cudnn.allow_tf32 = False",
                 "torch.backends.cudnn.benchmark = True", "torch.backends.cudnn.deterministic = True",
                 "torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = False"):
        assert reasons(model(HONEST, line + "\n")) == [], line
    # In __init__ too.
    init = "\nclass ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n" \
           "        torch.backends.cuda.matmul.allow_tf32 = False\n    def forward(self, x):\n" + \
           textwrap.indent(textwrap.dedent(HONEST), "        ")
    assert reasons(init) == []
    # Anything else assigned there, any other switch or library attribute, or reading a cuDNN one.
    for line in ("torch.backends.cudnn.benchmark = FLAG", "torch.backends.cudnn.benchmark = 1",
                 "torch.backends.cudnn.enabled = False", "torch.backends.cudnn.benchmark += True",
                 "torch.backends.cudnn.benchmark = torch.relu = False", "torch.backends.cudnn.benchmark: bool = True",
                 "torch.backends.cuda.matmul.allow_tf32 = torch.relu"):
        assert "monkeypatch" in reasons(model(HONEST, "FLAG = True\n" + line + "\n")), line
    assert "introspection" in reasons(model("b = torch.backends.cudnn.benchmark\n" + textwrap.dedent(HONEST)))


def test_an_import_fallback_binds_names_each_judged_as_every_import():
    fallback = "try:\n    from triton.language.extra.cuda import libdevice\nexcept ImportError:\n" \
               "    from triton.language.extra import libdevice\n"
    assert reasons(model(HONEST, fallback)) == []
    # Old path first (it fails here, the fallback runs), a tuple of import errors, flags set to constants.
    assert reasons(model(HONEST, "try:\n    from triton.language.math import libdevice\n"
                                 "    HAS_LIBDEVICE = True\nexcept (ImportError, ModuleNotFoundError) as e:\n"
                                 "    from triton.language.extra.cuda import libdevice\n"
                                 "    HAS_LIBDEVICE = False\n")) == []
    # Whichever import binds the name, its uses are judged as that one's: torch on either side is torch.
    for first, second in (("import torch.nn.functional as act", "from triton.language.extra.cuda import libdevice as act"),
                          ("from triton.language.extra.cuda import libdevice as act", "import torch.nn.functional as act")):
        src = model("y = act.relu(x)\n" + textwrap.dedent(HONEST), f"try:\n    {first}\nexcept ImportError:\n    {second}\n")
        assert "torch_compute" in reasons(src), first
        # The same through the branches of an if, and an import in a function never called.
        src = model("y = act.relu(x)\n" + textwrap.dedent(HONEST), f"if triton.__version__ > '1':\n    {first}\n"
                                                                     f"else:\n    {second}\n")
        assert "torch_compute" in reasons(src), first
        src = model("y = act.relu(x)\n" + textwrap.dedent(HONEST), f"{first}\n\ndef unused():\n    {second}\n")
        assert "torch_compute" in reasons(src), first
    # Anything but imports and constants, another exception, else/finally, a rebound ImportError, or
    # a fallback inside a function stays a fallback.
    for bad in (fallback.replace("except ImportError", "except Exception"),
                fallback.replace("except ImportError", "except"),
                fallback + "else:\n    pass\n", fallback + "finally:\n    pass\n",
                fallback.replace("    from triton.language.extra import libdevice\n", "    libdevice = torch.nn\n"),
                fallback.replace("    from triton.language.extra import libdevice\n", "    print('no libdevice')\n"),
                "try:\n    k[(1,)](X, X, 1, B=256)\nexcept ImportError:\n    import math\n",
                "ImportError = RuntimeError\n" + fallback,
                "def load():\n" + textwrap.indent(fallback, "    ")):
        assert "try_except" in reasons(model(HONEST, "X = torch.zeros(1)\n" + bad)), bad


def test_init_on_another_object_and_type_through_base_are_refused():
    """Red-team round 24: a dataclass's generated __init__ called on torch.Tensor assigns its
    attributes (`Patch.__init__(torch.Tensor, f)`), and `abc.ABCMeta.__base__` is `type`."""
    patch = "import dataclasses\n\n@dataclasses.dataclass\nclass Patch:\n    zero_: object = None\n\n" \
            "def keep(t):\n    return t\n\n"
    for call in ("Patch.__init__(torch.Tensor, keep)\n", "list(map(Patch.__init__, [torch.Tensor], [keep]))\n",
                 "def f(self):\n    Patch.__init__(self, keep)\n",
                 # A method's self is anything where the method runs on another object, or is static.
                 "class H:\n    def f(self):\n        Patch.__init__(self, keep)\n\nH.f(torch.Tensor)\n",
                 "class H:\n    @staticmethod\n    def f(self):\n        Patch.__init__(self, keep)\n"):
        assert "monkeypatch" in reasons(model(HONEST, patch + call)), call
    for base in ("import abc\nT = abc.ABCMeta.__base__\n", "import enum\nT = enum.EnumMeta.__base__\n"):
        assert "introspection" in reasons(model(HONEST, base)), base
    # super().__init__, super(C, self).__init__ and Base.__init__(self) in a method stay allowed.
    honest = ("@dataclasses.dataclass\nclass Cfg(Patch):\n    def __init__(self):\n        Patch.__init__(self, keep)\n\n"
              "class Holder(nn.Module):\n    def __init__(self):\n        nn.Module.__init__(self)\n\n"
              "class Other(nn.Module):\n    def __init__(self):\n        super(Other, self).__init__()\n")
    assert reasons(model(HONEST, patch + honest)) == []


def test_attribute_writes_only_on_objects_the_file_names_as_its_own():
    """Round 25: the gate judged an attribute write by the name its chain starts at, and only in
    assignment statements: a list, a call, a loop or with target, or a parameter handed a library
    class patched it (torch.Tensor.detach, which the runtime's export calls after the audit)."""
    keep = "def keep(t):\n    return t\n"
    for patch in ("[torch.Tensor][0].detach = keep", "(torch.Tensor,)[0].detach = keep",
                  "def c():\n    return torch.Tensor\nc().detach = keep",
                  "for torch.Tensor.detach in (keep,):\n    pass",
                  "for C in (torch.Tensor,):\n    C.detach = keep",
                  "L = [0 for torch.Tensor.detach in (keep,)]",
                  "def install(cls, f):\n    cls.detach = f\ninstall(torch.Tensor, keep)",
                  "def install(self, f):\n    self.detach = f\ninstall(torch.Tensor, keep)",
                  "class H:\n    def f(self, v):\n        self.detach = v\nH.f(torch.Tensor, keep)",
                  "C = torch.Tensor if keep else None\nC.detach = keep",
                  "D = {'a': torch.Tensor}\nD['a'].detach = keep",
                  "class H:\n    def __init__(self):\n        self.c = torch.Tensor\n        self.c.detach = keep",
                  "class D:\n    def mk(self):\n        self.a = nn.Linear(1, 1)\nclass M:\n    a = torch.Tensor\n"
                  "    def __init__(self):\n        self.a.detach = keep",
                  "import dataclasses\ndataclasses.dataclass(torch.Tensor)",
                  "import dataclasses\ndataclasses.dataclass(eq=True)(nn.Module)"):
        assert "monkeypatch" in reasons(model(HONEST, keep + patch)), patch
    for own in ("class Cfg:\n    pass\ncfg = Cfg()\ncfg.block = 64",
                "class Cfg:\n    pass\nCfg.block = 64",
                "class Cfg:\n    pass\nCfg.shape = (64, (1, 2))",
                "def helper():\n    return 1\nhelper.cache = {}",
                "class L(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
                "        self.lin = nn.Linear(4, 4)\n        self.lin.weight = nn.Parameter(torch.zeros(4, 4))\n"
                "        self.lin.weight.requires_grad = False\n        self.lin.bias = None",
                "class K:\n    n = 0\n    @classmethod\n    def bump(cls):\n        cls.n = 1",
                "import dataclasses\nclass C:\n    x: int = 1\nC2 = dataclasses.dataclass(C)"):
        assert reasons(model(HONEST, own)) == [], own


def test_an_autograd_contexts_and_parameter_loops_attributes_may_be_set():
    """Round 25's rule refused two honest writes: `ctx.<a> = ...` in an autograd Function (torch
    hands the context) and `p.requires_grad = False` over a module's own parameters. Both pass
    where the object can only be the context or a tensor: the Function used as `Cls.apply` alone
    (Cls.forward(torch.Tensor, x) would hand it a class), the loop over self's (or a torch.nn
    layer's) iterator, not a method of the file's."""
    fn = ("class Relu(torch.autograd.Function):\n    @staticmethod\n    def forward(ctx, x):\n"
          "        ctx.block = 1024\n        ctx.save_for_backward(x)\n        return x\n"
          "    @staticmethod\n    def backward(ctx, g):\n        ctx.seen = True\n        return g\n")
    layer = ("class L(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
             "        self.lin = nn.Linear(4, 4)\n")
    for own in (fn + "def f(x):\n    return Relu.apply(x)",
                layer + "        for p in self.parameters():\n            p.requires_grad = False",
                layer + "        for n, p in self.lin.named_parameters():\n            p.requires_grad = False"):
        assert reasons(model(HONEST, own)) == [], own
    for foreign in (fn + "Relu.forward(torch.Tensor, None)\ndef f(x):\n    return Relu.apply(x)",
                    fn + "F = Relu\ndef f(x):\n    return F.apply(x)",
                    # the class body rebinds forward: torch calls the rebinding, which hands the def a class
                    fn.replace("        return x\n    @staticmethod\n    def backward",
                               "        return x\n    forward = staticmethod(functools.partial(forward, torch.Tensor))\n"
                               "    @staticmethod\n    def backward") + "import functools\ndef f(x):\n    return Relu.apply(x)",
                    # with a setup_context torch calls forward(*args): its `ctx` is apply's first argument
                    fn + "    @staticmethod\n    def setup_context(ctx, inputs, output):\n        pass\n"
                         "def f(x):\n    return Relu.apply(torch.Tensor, x)",
                    fn + "class S:\n    @staticmethod\n    def setup_context(ctx, inputs, output):\n        pass\n"
                         "class R2(S, torch.autograd.Function):\n    @staticmethod\n    def forward(ctx, x):\n"
                         "        ctx.detach = print\n        return x\n"
                         "def f(x):\n    return Relu.apply(x) + R2.apply(torch.Tensor, x)",
                    layer + "        for p in self.parameters():\n            p.detach = print\n"
                            "    def parameters(self):\n        return [torch.Tensor]",
                    "import collections\nH = collections.namedtuple('H', 'parameters')\n" + layer.replace(
                        "nn.Linear(4, 4)", "H(lambda: [torch.Tensor])")
                    + "        for p in self.lin.parameters():\n            p.detach = print",
                    layer + "        for p in [torch.Tensor]:\n            p.detach = print"):
        assert "monkeypatch" in reasons(model(HONEST, foreign)), foreign


def test_probe19_attribute_writes_on_what_can_only_be_the_files_own():
    """Probe 19: honest writes round 25's rule refused, allowed where the object can only be a new
    object, a module or a tensor: a function's local judged by that function's bindings, a factory's
    result, a torch.nn layer's weight/bias (requires_grad, data, grad), a loop over a ModuleList, a
    new tensor's requires_grad, ctx under custom_fwd, a property's self."""
    keep = "def keep(t):\n    return t\n"
    cfg = "class Cfg:\n    pass\n"
    layer = ("class L(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
             "        self.fc = nn.Linear(4, 4)\n")
    fn = ("class Relu(torch.autograd.Function):\n    @staticmethod\n    @DECO\n    def forward(ctx, x):\n"
          "        ctx.block = 1024\n        return x\n\ndef f(x):\n    return Relu.apply(x)\n")
    for own in (cfg + "def run(x, cfg):\n    return cfg\ndef g():\n    cfg = Cfg()\n    cfg.block = 1",
                cfg + "def make():\n    plan = Cfg()\n    plan.n = 1\n    return plan\ndef g():\n"
                      "    plan = make()\n    plan.grid = 2",
                cfg + "import functools\n@functools.lru_cache\ndef make():\n    return Cfg()\nc = make()\nc.n = 1",
                cfg + "def g(n):\n    c = Cfg() if n else nn.Linear(1, 1)\n    c.block = 1",
                cfg + "class M(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
                      "        self.cfg = self._mk()\n        self.cfg.block = 1\n    def _mk(self):\n        return Cfg()",
                layer + "        self.fc.weight.requires_grad = False\n        self.fc.bias.data = torch.zeros(4)",
                layer + "        for m in self.modules():\n            m.weight.requires_grad = False",
                layer + "        self.layers = nn.ModuleList([nn.Linear(4, 4)])\n"
                        "        for i, lin in enumerate(self.layers):\n            lin.act = i\n"
                        "            lin.weight.requires_grad = False\n    def forward(self, x):\n"
                        "        for lin in zip(self.layers, x):\n            pass",
                layer + "        for lin in (self.fc,):\n            lin.bias.requires_grad = False",
                "def g(x):\n    out = torch.empty_like(x)\n    out.requires_grad = False\n    return out",
                fn.replace("DECO", 'torch.amp.custom_fwd(device_type="cuda")'),
                "class M(nn.Module):\n    @property\n    def block(self):\n        return self._b\n"
                "    @block.setter\n    def block(self, v):\n        self._b = v\n"
                "    @functools.cached_property\n    def plan(self):\n        self._p = 1\n        return 1\n"
                "import functools"):
        assert reasons(model(HONEST, own)) == [], own
    for foreign in (cfg + "def g(cfg):\n    cfg.detach = keep",
                    cfg + "def g():\n    c = Cfg()\n    for c in (torch.Tensor,):\n        pass\n    c.detach = keep",
                    cfg + "def g():\n    c = Cfg()\n    [0 for c in (torch.Tensor,) for c.detach in (keep,)]",
                    cfg + "def g():\n    c = Cfg()\n    [(c := [torch.Tensor][0]) for _ in 'a']\n    c.detach = keep",
                    cfg + "def g(n):\n    c = Cfg() if n else [torch.Tensor][0]\n    c.detach = keep",
                    "def make():\n    return [torch.Tensor][0]\nc = make()\nc.detach = keep",
                    "def make():\n    for c in (torch.Tensor,):\n        return c\nc = make()\nc.detach = keep",
                    cfg + "def deco(f):\n    return lambda: torch.Tensor\n@deco\ndef make():\n    return Cfg()\n"
                          "c = make()\nc.detach = keep",
                    cfg + "class M(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
                          "        self.cfg = self._mk()\n        self.cfg.detach = keep\n    def _mk(self):\n"
                          "        return Cfg()\nclass N(M):\n    _mk = staticmethod(lambda: torch.Tensor)",
                    layer + "        self.fc.weight = [torch.Tensor][0]\n        self.fc.weight.requires_grad = False",
                    layer + "        self.fc.weight.detach = keep",
                    "class B(nn.Module):\n    fc = [torch.Tensor]\n    def f(self):\n"
                    "        self.fc.weight.requires_grad = False\n" + layer,
                    "class H(nn.Module):\n    weight = torch.Tensor\n" + layer
                    + "        for m in self.modules():\n            m.weight.requires_grad = False",
                    layer + "        self.layers = [torch.Tensor]\n        for lin in self.layers:\n"
                            "            lin.detach = keep",
                    layer + "        self.t = [torch.Tensor]\n        for lin in (self.fc, self.t):\n"
                            "            lin.detach = keep",
                    "def g(x):\n    out = torch.empty_like(x)\n    out.detach = keep\n    return out",
                    "def g(torch):\n    out = torch.empty(1)\n    out.requires_grad = False",
                    # A parameter shadowing the import: not torch.nn's constructor (it was allowed before).
                    "class Hold:\n    @staticmethod\n    def Linear(a, b):\n        return torch.Tensor\n"
                    "def g(nn):\n    lin = nn.Linear(1, 1)\n    lin.detach = keep\ng(Hold)",
                    fn.replace("DECO", "keep"),
                    "class M:\n    @property\n    def p(self):\n        self.detach = keep\n        return 1\n"
                    "M.p.fget(torch.Tensor)",
                    "def property(f):\n    return f\nclass M:\n    @property\n    def p(self):\n"
                    "        self.detach = keep\nM.p(torch.Tensor)"):
        assert "monkeypatch" in reasons(model(HONEST, keep + foreign)), foreign


def test_probe20_attributes_set_on_a_helpers_parameter_handed_only_own_objects():
    """Probe 20: a helper's parameter, where the helper is only ever called directly and every call
    hands that position the file's own object (a new object, self, self.<own layer>, an autograd
    ctx, another such parameter); any foreign call, use as a value, alias, *args, default, decorator,
    rebinding, library-defined method name or string naming it keeps the write refused."""
    keep = "def keep(t):\n    return t\n"
    cfg = "class Cfg:\n    pass\n"
    tune = "def tune(cfg, n):\n    cfg.block = n\n"
    fn = ("class Relu(torch.autograd.Function):\n    @staticmethod\n    def forward(ctx, x):\n"
          "        _save(ctx, x)\n        return x\n\ndef f(x):\n    return Relu.apply(x)\n"
          "def _save(ctx, x):\n    ctx.n = x.numel()\n")
    mod = ("class M(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
           "        self.cfg = Cfg()\n        self._tune(self.cfg, 4)\n        self._name(self)\n"
           "    def _tune(self, c, n):\n        c.block = n\n    def _name(self, m):\n        m.tag = 'x'\n")
    for own in (cfg + tune + "def g():\n    c = Cfg()\n    tune(c, 4)\n    tune(Cfg(), 8)\n    tune(n=2, cfg=c)",
                cfg + mod,
                fn,
                cfg + tune + "def outer(c2, n):\n    tune(c2, n)\ndef g():\n    outer(Cfg(), 4)",
                "class L(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
                "        self.fc = nn.Linear(4, 4)\n        mark(self.fc)\n        mark(self)\n"
                "def mark(layer):\n    layer.tagged = True\n"):
        assert reasons(model(HONEST, own)) == [], own
    for foreign in (cfg + tune + "def g():\n    tune(Cfg(), 4)\n    tune(torch.Tensor, keep)",
                    cfg + tune + "def g(x):\n    tune(Cfg(), 4)\n    tune(x, keep)",
                    cfg + tune + "t = tune\ndef g():\n    tune(Cfg(), 4)\n    t(torch.Tensor, keep)",
                    cfg + tune + "def g():\n    tune(Cfg(), 4)\n    list(map(tune, [torch.Tensor], [keep]))",
                    cfg + tune + "def g():\n    tune(*[torch.Tensor, keep])",
                    cfg + tune + "def g():\n    tune(Cfg(), **{'n': 1})",
                    cfg + "def tune(cfg=torch.Tensor, n=keep):\n    cfg.detach = n\ndef g():\n    tune(n=keep)",
                    cfg + "def tune(cfg, n):\n    cfg = [torch.Tensor][0]\n    cfg.detach = n\ndef g():\n"
                          "    tune(Cfg(), keep)",
                    cfg + "def deco(f):\n    return lambda c, n: f(torch.Tensor, n)\n@deco\n" + tune
                    + "def g():\n    tune(Cfg(), keep)",
                    cfg + tune + "def g():\n    tune(Cfg(), 1)\ntune = tune",
                    cfg + "def tune(cfg, n):\n    cfg.detach = n\n    tune(torch.Tensor, n)\ndef g():\n"
                          "    tune(Cfg(), keep)",
                    cfg + "def tune(cfg, n):\n    cfg.detach = n\n    tune(cfg, n)\ndef g():\n    tune(Cfg(), keep)",
                    cfg + mod + "    def f(self):\n        self._tune(torch.Tensor, keep)",
                    cfg + mod + "    def f(self):\n        return self._tune\n",
                    cfg + mod + "M._tune(None, torch.Tensor, keep)\n",
                    cfg + mod + "class N(M):\n    def _tune(self, c, n):\n        pass\n",
                    # A method a library base calls with its own arguments.
                    "class M(nn.Module):\n    def _apply(self, fn, recurse=True):\n        fn.tag = 1\n"
                    "    def f(self):\n        self._apply(self, True)",
                    "class M(nn.Module):\n    def extra_repr(self, c):\n        c.tag = 1\n",
                    fn.replace("_save(ctx, x)\n", "_save(ctx, x)\n        _save(torch.Tensor, x)\n"),
                    fn + "def g(x):\n    _save(x, x)\n"):
        assert "monkeypatch" in reasons(model(HONEST, keep + foreign)), foreign


def test_routes_to_type_and_to_unnamed_bases_are_refused():
    """Round 25: `type` itself kept in a tuple or as a stored key, typing.get_origin(Type[int]),
    a generic's __args__, and __mro_entries__ (a class statement's bases computed)."""
    for body, want in (("KIND = (type(nn.Module), 0)\nA = KIND[0]('A', (nn.ReLU,), {})", "dynamic_code"),
                       ("D = {}\nD[type(nn.Module)] = 0", "dynamic_code"),
                       ("import typing\nT = typing.get_origin(typing.Type[int])", "introspection"),
                       ("import typing\nT = typing.get_args(typing.Tuple[torch.Tensor])", "introspection"),
                       ("import typing\nT = typing.Tuple[torch.Tensor].__args__", "introspection"),
                       ("class B:\n    def __mro_entries__(self, bases):\n        return (nn.ReLU,)", "introspection")):
        assert want in reasons(model(HONEST, body)), body
    ok = "def same(a, b):\n    return isinstance(a, (type(b), int)) or type(a) in (int, float) or R[type(a)]\nR = {int: 1}"
    assert reasons(model(HONEST, ok)) == []


def test_ctx_through_the_files_own_decorator_that_hands_it_on():
    """Liger's `ensure_contiguous` on an autograd Function's forward: the wrapper's first argument
    (torch's context) goes on, first, to the method, so `ctx.<a> = ...` there stays on the context.
    A decorator that hands anything else first, keeps the function, or lets an inner function's own
    parameter carry the name does not count."""
    deco = ("import functools\n"
            "def ensure_contiguous(fn):\n"
            "    @functools.wraps(fn)\n"
            "    def wrapper(ctx, *args, **kwargs):\n"
            "        def maybe(x):\n"
            "            return x.contiguous() if isinstance(x, torch.Tensor) else x\n"
            "        args = [maybe(a) for a in args]\n"
            "        return fn(ctx, *args, **kwargs)\n"
            "    return wrapper\n")
    fn = ("class F(torch.autograd.Function):\n    @staticmethod\n    @ensure_contiguous\n"
          "    def forward(ctx, x):\n        ctx.n = 1\n        return x\n"
          "def use(x):\n    return F.apply(x)\n")
    assert reasons(model(HONEST, deco + fn)) == []
    for bad in (deco.replace("return fn(ctx, *args", "return fn(torch.Tensor, *args"),
                deco.replace("return fn(ctx, *args, **kwargs)", "return fn(*args, ctx, **kwargs)"),
                deco.replace("    return wrapper\n", "    KEEP.append(fn)\n    return wrapper\nKEEP = []\n"),
                deco.replace("        return fn(ctx,", "        ctx = torch.Tensor\n        return fn(ctx,"),
                deco.replace("        return fn(ctx, *args, **kwargs)",
                             "        return (lambda ctx: fn(ctx, *args, **kwargs))(torch.Tensor)"),
                deco.replace("    return wrapper\n", "    W.append(wrapper)\n    return wrapper\nW = []\n"),
                # its first argument is _c: F.apply(torch.Tensor, x) hands forward ctx=torch.Tensor
                deco.replace("def wrapper(ctx, *args", "def wrapper(_c, /, ctx, *args")):
        assert "monkeypatch" in reasons(model(HONEST, bad + fn)), bad


def test_probe21_keyword_only_helper_parameters_handed_only_own_objects():
    """Probe 21: a keyword-only parameter (no default) of a helper only ever called directly, each
    call handing it the file's own object by keyword; a foreign object, a default, `**` or the
    helper as a value keep the write refused."""
    keep = "def keep(t):\n    return t\n"
    cfg = "class Cfg:\n    pass\n"
    tune = "def tune(*, cfg, n):\n    cfg.block = n\n"
    for own in (cfg + tune + "def g():\n    c = Cfg()\n    tune(cfg=c, n=4)\n    tune(n=2, cfg=Cfg())",
                cfg + "class M(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
                      "        self.cfg = Cfg()\n        self._tune(cfg=self.cfg)\n"
                      "    def _tune(self, *, cfg):\n        cfg.block = 4\n"):
        assert reasons(model(HONEST, own)) == [], own
    for foreign in (cfg + tune + "def g():\n    tune(cfg=Cfg(), n=4)\n    tune(cfg=torch.Tensor, n=keep)",
                    cfg + tune + "def g(x):\n    tune(cfg=x, n=keep)",
                    cfg + "def tune(*, cfg=torch.Tensor, n):\n    cfg.detach = n\ndef g():\n    tune(n=keep)",
                    cfg + tune + "def g():\n    tune(**{'cfg': torch.Tensor, 'n': keep})",
                    cfg + tune + "def g():\n    tune(cfg=Cfg(), n=1)\n    return tune",
                    cfg + "def tune(*, cfg, n):\n    cfg = [torch.Tensor][0]\n    cfg.detach = n\n"
                          "def g():\n    tune(cfg=Cfg(), n=keep)",
                    cfg + "class M(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
                          "        self._tune(cfg=torch.Tensor)\n    def _tune(self, *, cfg):\n        cfg.detach = keep\n"):
        assert "monkeypatch" in reasons(model(HONEST, keep + foreign)), foreign


def test_probe21_layer_handed_to_a_helper_has_its_parameters_frozen():
    """Probe 21: `_freeze(self.fc)` with `def _freeze(layer): layer.weight.requires_grad = False`:
    every call hands a torch.nn layer on self (or another such parameter, positional or keyword-only),
    so layer.weight is a Parameter. Handed self, a config object, an input or torch.Tensor, or with
    self.fc also set to something else, the write stays refused."""
    freeze = "def _freeze(layer):\n    layer.weight.requires_grad = False\n    layer.bias.requires_grad = False\n"
    mod = ("class M(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
           "        self.fc = nn.Linear(4, 4)\n        _freeze(self.fc)\n")
    for own in (freeze + mod,
                freeze + mod + "        self.fc2 = nn.Linear(4, 4)\n        outer(self.fc2)\n"
                               "def outer(lin):\n    _freeze(lin)\n",
                "class M(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
                "        self.fc = nn.Linear(4, 4)\n        self._freeze(layer=self.fc)\n"
                "    def _freeze(self, *, layer):\n        layer.weight.requires_grad = False\n"):
        assert reasons(model(HONEST, own)) == [], own
    for foreign in (freeze + mod + "        _freeze(self)\n",
                    freeze + mod + "        _freeze(torch.Tensor)\n",
                    freeze + mod + "        self.cfg = Cfg()\n        _freeze(self.cfg)\nclass Cfg:\n    weight = None\n",
                    freeze + mod + "    def g(self, x):\n        _freeze(x)\n",
                    freeze + mod + "    def g(self):\n        self.fc = torch.Tensor\n",
                    freeze + mod + "F = _freeze\n"):
        assert "monkeypatch" in reasons(model(HONEST, foreign)), foreign


def test_probe21_classmethod_factory_returns_the_files_new_object():
    """Probe 21: `cfg = Cfg.default()` where Cfg's own body defines `default` as a plain classmethod
    returning `cls(...)`: a new Cfg. Returning cls itself or another object, cls rebound, another
    decorator, a metaclass or a class-body rebinding keep `cfg.<a> = ...` refused."""
    keep = "def keep(t):\n    return t\n"
    cfg = "class Cfg:\n    @classmethod\n    def default(cls):\n        return cls()\n"
    use = "def g():\n    c = Cfg.default()\n    c.block = keep\n"
    assert reasons(model(HONEST, keep + cfg + use)) == []
    assert reasons(model(HONEST, keep + cfg.replace("return cls()", "c = cls()\n        return c") + use)) == []
    for foreign in (cfg.replace("return cls()", "return cls"),
                    cfg.replace("return cls()", "return torch.Tensor"),
                    cfg.replace("return cls()", "cls = type(torch.ones(1))\n        return cls()"),
                    cfg.replace("@classmethod", "@staticmethod"),
                    cfg.replace("class Cfg:", "class Cfg(metaclass=abc.ABCMeta):"),
                    cfg + "    default = staticmethod(keep)\n",
                    cfg + "class Sub(Cfg):\n    pass\n" + use.replace("Cfg.default", "Sub.default")):
        assert "monkeypatch" in reasons(model(HONEST, keep + foreign + use)), foreign


def test_probe21_loop_over_a_tuple_or_list_of_own_objects_on_self():
    """Probe 21: `self.stages = [Stage(), Stage()]` (or a tuple), only ever iterated or indexed:
    a loop variable over it is one of the file's new objects, and a plain attribute may be set on
    it. Anything that could put another object in (append, an item store, an alias, a non-new item,
    +=) or a write that replaces a method (the class's own, nn.Module's, a private name) stays
    refused."""
    keep = "def keep(t):\n    return t\n"
    stage = "class Stage:\n    def launch(self):\n        return 1\n"
    mod = ("class M(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
           "        self.stages = [Stage(), Stage()]\n        for s in self.stages:\n            s.block = keep\n")
    for own in (stage + mod,
                stage + mod.replace("[Stage(), Stage()]", "(Stage(), Stage())").replace(
                    "for s in self.stages", "for i, s in enumerate(self.stages)")
                + "    def g(self):\n        return self.stages[0].launch() + len(self.stages)\n"):
        assert reasons(model(HONEST, keep + own)) == [], own
    for foreign in (mod + "    def g(self):\n        self.stages.append(torch.Tensor)\n",
                    mod + "    def g(self):\n        self.stages[0] = torch.Tensor\n",
                    mod + "    def g(self):\n        t = self.stages\n",
                    mod + "    def g(self):\n        self.stages = [torch.Tensor]\n",
                    mod.replace("[Stage(), Stage()]", "[Stage(), torch.Tensor]"),
                    mod + "    def g(self):\n        self.stages += [Stage()]\n",
                    mod.replace("s.block", "s.launch"),
                    mod.replace("s.block", "s._block"),
                    mod.replace("s.block", "s.forward")):
        assert "monkeypatch" in reasons(model(HONEST, keep + stage + foreign)), foreign


def test_probe21_own_module_called_beside_plain_data_written_on_it():
    """Probe 21: `self.norm = Norm(); self.norm.eps = 1e-5` then `self.norm(x)`: a public data
    attribute the file never calls, binds in no class body and nn.Module does not define is no
    replacement of the module's code. Writing forward, a method of the file's, a private name, an
    attribute the file calls, a value naming an import, function, class or lambda, or a write through
    another name or binding position keeps the call torch's `.norm`."""
    norm = ("class Norm(nn.Module):\n    def forward(self, x):\n        out = torch.empty_like(x)\n"
            "        k[(1,)](x, out, x.numel(), B=1024)\n        return out\n"
            "    def helper(self):\n        return 1\n")
    body = norm + ("class ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
                   "        self.norm = Norm()\n        self.norm.eps = 1e-5\n"
                   "    def forward(self, x):\n        return self.norm(x)\n")
    assert reasons(body) == []
    for bad in (body.replace("self.norm.eps = 1e-5", "self.norm.forward = torch.relu"),
                body.replace("self.norm.eps = 1e-5", "self.norm.helper = torch.relu"),
                body.replace("self.norm.eps = 1e-5", "self.norm._forward_hooks = {}"),
                body.replace("self.norm.eps = 1e-5", "self.norm.act = torch.relu\n        self.norm.act(1)"),
                body.replace("self.norm.eps = 1e-5", "self.norm.apply = torch.relu"),
                # data only: a library function, a lambda or a function of the file stored as a value
                body.replace("self.norm.eps = 1e-5", "self.norm.key = torch.relu"),
                body.replace("self.norm.eps = 1e-5", "self.norm.key = lambda t: t"),
                body.replace("self.norm.eps = 1e-5", "self.norm.key = (1, keep)") + "def keep(t):\n    return t\n",
                body.replace("self.norm.eps = 1e-5", "for self.norm.key in (1,):\n            pass")):
        assert "torch_compute" in reasons(bad), bad
    # Through another name: the write itself is refused (n is no new object of the file's).
    assert "monkeypatch" in reasons(body.replace("self.norm.eps = 1e-5", "n = self.norm\n        n.eps = 1e-5"))


def test_round28_names_the_gate_reads_by_spelling_may_not_be_rebound():
    """Red-team round 28: the ctx, cls and Liger-decorator rules read `@staticmethod`, `@classmethod`
    and `functools.wraps` by their spelling, so a file binding those names handed the method a class
    (each passed the gate and patched torch.Tensor at import); and a Function under a class decorator
    of the file may have its forward called with anything."""
    fn = ("class F(torch.autograd.Function):\n    @staticmethod\n    def forward(ctx, x):\n"
          "        ctx.detach = x\n        return x\ndef use(x):\n    return F.apply(x)\n")
    for bad in ("class F(torch.autograd.Function):\n    def staticmethod(f):\n        return f\n"
                "    @staticmethod\n    def forward(ctx, x):\n        ctx.n = 1\n        return x\n"
                "def use(x):\n    return F.apply(x)\n",
                "def staticmethod(f):\n    return f\n" + fn,
                "class F(torch.autograd.Function):\n    [staticmethod := (lambda f: f)]\n"
                "    @staticmethod\n    def forward(ctx, x):\n        ctx.n = 1\n        return x\n",
                "class C:\n    def classmethod(f):\n        return f\n    @classmethod\n    def s(cls, v):\n"
                "        cls.n = v\n",
                "class C:\n    property = 1\n",
                "import functools\nfunctools = 3 if True else 4\n",
                "import functools\nclass FT:\n    pass\nfunctools = FT\n",
                "import functools\ndef deco(fn, functools=None):\n    return fn\n",
                "def swap(c):\n    return c\n@swap\n" + fn,
                "class Cfg:\n    def setup(self, fn):\n        self.detach = fn\n"
                "def isinstance(o, c):\n    c.setup(torch.Tensor, o)\nisinstance(0, Cfg)\n",
                "class C:\n    def len(self):\n        return 0\n    N = len(None)\n",
                "def g(super=None):\n    return super\n"):
        assert "monkeypatch" in reasons(model(HONEST, bad)), bad
    # A name an import binds, set to a constant in a fallback, and the plain forms stay allowed.
    ok = ("try:\n    from triton.language.extra.cuda import libdevice\nexcept ImportError:\n    libdevice = None\n"
          + fn.replace("ctx.detach = x", "ctx.n = 1"))
    assert reasons(model(HONEST, ok)) == []


# Round 29: Triton's JIT reads a kernel's source from its first decorator, dedented, and compiles
# from the first line starting `def ` (JITCallable); a string holding such a line before the real
# def (in a decorator, or anywhere once a string's own lines undo the dedent) is compiled instead.
ROUND29_DECORATOR_STRING = HEADER + textwrap.dedent('''
    @triton.heuristics({"NOTE": lambda args: """
    def k(x_ptr, o_ptr, n, B: tl.constexpr, NOTE: tl.constexpr):
        HIDDEN = 1
        \\"\\"\\" """})
    @triton.jit
    def k(x_ptr, o_ptr, n, B: tl.constexpr, NOTE: tl.constexpr):
        i = tl.program_id(0) * B + tl.arange(0, B)
        tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)
        TAG = '\\"\\"\\"#'
''').replace("\n    def k(x_ptr, o_ptr, n, B: tl.constexpr, NOTE: tl.constexpr):\n        HIDDEN",
             "\ndef k(x_ptr, o_ptr, n, B: tl.constexpr, NOTE: tl.constexpr):\n    HIDDEN")
ROUND29_UNDONE_DEDENT = HEADER + '''
class K:
    @staticmethod
    @triton.jit
    def k(x_ptr, o_ptr, n, B: tl.constexpr):
        i = tl.program_id(0) * B + tl.arange(0, B)
        tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)
        NOTE = """
def k(x_ptr, o_ptr, n, B: tl.constexpr):
    HIDDEN = 1
"""
'''
ROUND29_HONEST = HEADER + '''
@triton.jit
def k(x_ptr, o_ptr, n, B: tl.constexpr):
    """Like
    def k(x, y): ...
    in a docstring."""
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)
    NOTE = """
def k(x_ptr, o_ptr, n, B: tl.constexpr):
    pass
"""


class K:
    @staticmethod
    @triton.jit
    def k2(x_ptr, o_ptr, n, B: tl.constexpr):
        NOTE = """
        def k2(x_ptr): pass
        """
        i = tl.program_id(0) * B + tl.arange(0, B)
        tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)
'''


def _jit_sources(source: str, tmp_path) -> dict:
    """What Triton's JIT takes for each kernel's source, the file imported as it is."""
    import importlib.util
    from triton.runtime.jit import JITFunction
    path = tmp_path / "round29_candidate.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("round29_candidate", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    kernels = [v for v in vars(mod).values() if hasattr(v, "fn")]
    kernels += [getattr(v, "__func__", v) for c in vars(mod).values() if isinstance(c, type)
                for v in vars(c).values()]
    out = {}
    for kern in kernels:  # JITFunction, or InterpretedFunction where TRITON_INTERPRET is set (the
        if not hasattr(kern, "fn"):  # whole session, when another test module sets it at import)
            continue
        while hasattr(kern, "fn"):
            kern = kern.fn
        out[kern.__name__] = JITFunction(kern)._src
    return out


@pytest.mark.parametrize("source,hidden", [(ROUND29_DECORATOR_STRING, True), (ROUND29_UNDONE_DEDENT, True),
                                           (ROUND29_HONEST, False)])
def test_round29_def_line_triton_would_take_from_a_string(source, hidden, tmp_path):
    from anvil.runtime.static_source import misread_def
    import ast
    assert (misread_def(source, ast.parse(source)) is not None) == hidden
    if hidden:
        _, findings = static_gate.check(source)
        assert findings[0].reason == "dynamic_code" and "Triton's JIT" in findings[0].message
    # The gate agrees with the Triton installed: a hidden def is what its JIT compiles.
    srcs = _jit_sources(source, tmp_path)
    assert srcs and any("HIDDEN" in s for s in srcs.values()) == hidden


# Round 31: the same reading for code objects misread_def did not start where inspect does: a lambda
# made a kernel (`triton.jit(lambda v: """<def line>...""")`, its text the string's), and a `def\`
# continuation, which sends inspect.findsource (Python < 3.13) up to the nearest line that looks like
# a def: one in a string above.
ROUND31_LAMBDA = HEADER + '''
note = triton.jit(lambda v: """
def note(v):
    HIDDEN = 1
    return v
#""")
'''
ROUND31_CONTINUED_DEF = HEADER + '''
NOTE = """
def _note(v):
    HIDDEN = 1
    return v
#"""
def\\
 _note(v):
    return v


note = triton.jit(_note)
'''
ROUND31_HONEST = HEADER + '''
@triton.heuristics({"EVEN": lambda args: args["n"] % args["B"] == 0})
@triton.heuristics({"HALF": lambda args: args["B"] // 2,
  "TWICE": lambda args: args["B"] * 2})
@triton.jit
def k(x_ptr, o_ptr, n, B: tl.constexpr, EVEN: tl.constexpr, HALF: tl.constexpr, TWICE: tl.constexpr):
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)


def _plain(v):
    return v


plain = triton.jit(_plain)
grid = lambda meta: (triton.cdiv(4096, meta["B"]),)


def pick(xs, key=lambda t: t): return sorted(xs, key=key)
'''


@pytest.mark.parametrize("source,hidden", [(ROUND31_LAMBDA, True), (ROUND31_CONTINUED_DEF, True),
                                           (ROUND31_HONEST, False)])
def test_round31_lambda_and_continued_def_read_where_inspect_starts(source, hidden, tmp_path):
    """A lambda handed to triton.jit, or a function whose `def\\` line inspect does not take for
    one, is compiled from the text inspect gives it: the gate refuses exactly when that text is
    not a function the gate reads (the heuristics lambdas of a kernel read as that kernel)."""
    from anvil.runtime.static_source import misread_def
    import ast
    assert (misread_def(source, ast.parse(source)) is not None) == hidden
    if hidden:
        _, findings = static_gate.check(source)
        assert findings[0].reason == "dynamic_code" and "Triton's JIT" in findings[0].message
    srcs = _jit_sources(source, tmp_path)
    assert srcs and any("HIDDEN" in s for s in srcs.values()) == hidden


def test_round31_a_triton_tensors_handle_is_refused():
    """Red-team round 31: in Triton's interpreter `v.handle.data` is the NumPy array of a Triton
    tensor's values, so a kernel multiplied with NumPy's BLAS; a kernel can keep that branch out
    of the compile check (`if hasattr(v.handle, "data"):`, a constant the compiler prunes). The
    file's own `self.handle` stays allowed."""
    kernel = textwrap.dedent("""
        @triton.jit
        def k2(x_ptr, o_ptr, n, B: tl.constexpr):
            i = tl.arange(0, B)
            v = tl.load(x_ptr + i, mask=i < n)
            if hasattr(v.handle, "data"):
                d = v.handle.data
                d[d < 0] = 0
            tl.store(o_ptr + i, v, mask=i < n)
    """)
    assert "torch_compute" in reasons(model(HONEST, kernel))
    helper = "def _data(t):\n    return t.handle\n"
    assert "torch_compute" in reasons(model(HONEST, helper))
    own = ("class H:\n    def __init__(self):\n        self.handle = 3\n"
           "    def get(self):\n        return self.handle\n")
    assert reasons(model(HONEST, own)) == []


def test_round30_parameterdict_is_no_layer_whose_weight_is_a_parameter():
    """Red-team round 30: nn.ParameterDict keeps a non-tensor value as a plain attribute of its key
    (`nn.ParameterDict({"weight": torch.Tensor}).weight is torch.Tensor`), so `layer.weight.requires_grad
    = False` on it wrote torch.Tensor's class. A ParameterDict on self, a class of the file deriving
    from it, or a factory's object is no layer for layer_parameter; nn.Linear and the file's own
    module still are."""
    freeze = "def _freeze(layer):\n    layer.weight.requires_grad = False\n"
    init = "class M(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
    for foreign in (freeze + init + "        self.fc = nn.ParameterDict({'weight': torch.Tensor})\n        _freeze(self.fc)\n",
                    init + "        self.fc = nn.ParameterDict({'weight': torch.Tensor})\n"
                           "        self.fc.weight.requires_grad = False\n",
                    freeze + "class PD(nn.ParameterDict):\n    pass\n" + init
                    + "        self.fc = PD({'weight': torch.Tensor})\n        _freeze(self.fc)\n",
                    freeze + "def make():\n    return nn.ParameterDict({'weight': torch.Tensor})\n" + init
                    + "        self.fc = make()\n        _freeze(self.fc)\n",
                    freeze + init + "        self.layers = nn.ModuleList([nn.ParameterDict({'weight': torch.Tensor})])\n"
                    "        for m in self.layers:\n            _freeze(m)\n",
                    init + "        self.pd = nn.ParameterDict({'weight': torch.Tensor})\n"
                    "        for m in self.children():\n            m.weight.requires_grad = False\n"):
        assert "monkeypatch" in reasons(model(HONEST, foreign)), foreign
    for own in (freeze + init + "        self.fc = nn.Linear(4, 4)\n        _freeze(self.fc)\n",
                freeze + "class Lin(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
                "        self.weight = nn.Parameter(torch.ones(4))\n" + init
                + "        self.fc = Lin()\n        _freeze(self.fc)\n"):
        assert reasons(model(HONEST, own)) == [], own


def test_round30_decorated_class_is_no_constructor_of_its_own_objects():
    """Red-team round 30: `@deco class Cfg` binds Cfg to whatever deco returns (a function returning
    torch.Tensor, another class whose `default` returns it), so neither `Cfg(...)` nor the probe-21
    classmethod factory `Cfg.default()` makes the file's new object. Library decorators that hand
    the class back (dataclass) keep both allowed."""
    deco = "def _t(*a):\n    return torch.Tensor\ndef deco(c):\n    return _t\n"
    other = ("class Other:\n    @staticmethod\n    def default():\n        return torch.Tensor\n"
             "def deco(c):\n    return Other\n")
    cfg = ("class Cfg:\n    def __init__(self, b):\n        self.block = b\n"
           "    @classmethod\n    def default(cls):\n        return cls(1)\n")
    for foreign, made in ((deco, "Cfg(1)"), (other, "Cfg.default()")):
        src = foreign + "@deco\n" + cfg
        assert "monkeypatch" in reasons(model(f"cfg = {made}\ncfg.block = 2\n" + textwrap.dedent(HONEST), src)), (src, made)
    for made in ("Cfg(1)", "Cfg.default()"):
        src = "import dataclasses\n@dataclasses.dataclass\n" + cfg
        assert reasons(model(f"cfg = {made}\ncfg.block = 2\n" + textwrap.dedent(HONEST), src)) == [], made


def test_round31_inspect_start_agrees_with_this_pythons_inspect():
    """static_source.inspect_start copies inspect.findsource's walk up from co_firstlineno (gone in
    Python 3.13): checked against this Python's own inspect on code objects starting at each line."""
    import inspect
    import linecache
    from anvil.runtime.static_source import inspect_start, parser_lines
    source = ('x = 1\nS = """\ndef hidden(v):\n    return v\n"""\ndef\\\n shown(v):\n    return v\n'
              '# a lambda: in a comment\nf = (lambda\\\n v: v)\n@deco\ndef g():\n    pass\n'
              '    async def h(): pass\ny = [lambda: 0]\n')
    lines = parser_lines(source)
    name = "<round31-inspect-start>"
    probe = compile("pass", name, "exec")
    linecache.cache[name] = (len(source), None, lines, name)
    try:
        for first in range(1, len(lines) + 1):
            _, lnum = inspect.findsource(probe.replace(co_firstlineno=first))
            assert inspect_start(lines, first) == lnum + 1, first
    finally:
        del linecache.cache[name]
PROBE23_OP = textwrap.dedent("""
    class Op:
        def relu(self, x):
            out = torch.empty_like(x)
            k[(triton.cdiv(x.numel(), 256),)](x, out, x.numel(), B=256)
            return out
""")


def _probe23(init: str, forward: str, body: str = "", extra: str = "") -> list[str]:
    src = (PROBE23_OP + extra + "\nclass ModelNew(nn.Module):\n" + textwrap.indent(textwrap.dedent(body), "    ")
           + "    def __init__(self):\n        super().__init__()\n" + textwrap.indent(textwrap.dedent(init), "        ")
           + "\n    def forward(self, x):\n" + textwrap.indent(textwrap.dedent(forward), "        "))
    return reasons(src)


def test_probe23_comprehension_over_a_list_of_own_objects_calls_their_methods():
    """Probe 23: `[op.relu(x) for op in self.ops]` with self.ops a list of the file's new objects
    is the file's code, as the same loop written with `for` already was. Iterating a dict gives its
    keys, which may be anything ({torch.ones(4): Op()}): refused for a loop and a comprehension
    (the `for` form passed the gate on main, torch compute on a key tensor)."""
    assert _probe23("self.ops = [Op(), Op()]", "return [op.relu(x) for op in self.ops][-1]\n") == []
    assert _probe23("self.ops = (Op(), Op())", "return next(op.relu(x) for op in self.ops)\n") == []
    assert _probe23("self.ops = [Op(), Op()]", "for op in self.ops:\n    x = op.relu(x)\nreturn x\n") == []
    for init, fwd in (
            ("self.ops = {torch.ones(4): Op()}", "ys = [op.relu() for op in self.ops]\nreturn Op().relu(x)\n"),
            ("self.ops = {torch.ones(4): Op()}", "for op in self.ops:\n    y = op.relu()\nreturn Op().relu(x)\n"),
            ("self.ops = [Op(), Op()]", "return [op.relu(x) for op in self.ops for op in (F,)][-1]\n"),
            ("self.ops = [Op(), F]", "return [op.relu(x) for op in self.ops][-1]\n"),
            ("self.ops = [Op(), Op()]\nself.ops[0] = F", "return [op.relu(x) for op in self.ops][-1]\n")):
        assert "torch_compute" in _probe23(init, fwd, extra="import torch.nn.functional as F\n"), (init, fwd)


def test_probe23_tuple_unpacked_into_self_attributes_of_own_objects():
    """Probe 23: `self.small, self.large = Op(), Op()` is two assignments of new objects; each
    target is judged by the value in its place (a library object in the other place, a starred
    element or a value that is no tuple written out stay refused)."""
    fwd = "op = self.large if x.numel() > 4096 else self.small\nreturn op.relu(x)\n"
    assert _probe23("self.small, self.large = Op(), Op()", fwd) == []
    assert _probe23("[self.small, self.large] = [Op(), Op()]", fwd) == []
    for init in ("self.small, self.large = Op(), F", "self.small, self.large = F, Op()",
                 "self.small, *self.large = Op(), F", "self.small, self.large = PAIR"):
        assert "torch_compute" in _probe23(init, fwd, extra="import torch.nn.functional as F\nPAIR = (F, F)\n"), init


def test_probe23_class_body_object_read_through_self():
    """Probe 23: `class ModelNew: ops = Op()` read as `self.ops.relu(x)` is the file's object, like
    the same assignment in __init__. Every other binding of the name in a class body (a subclass's
    `ops = F`, a decorated def, an import, a loop, a property built by hand) or outside one
    (`ModelNew.ops = F`, `self.ops = F`) keeps it refused; `ops = None` or an annotation beside an
    __init__ that sets the object binds nothing else."""
    fwd = "return self.ops.relu(x)\n"
    extra = "import torch.nn.functional as F\n"
    assert _probe23("pass", fwd, body="ops = Op()\n") == []
    assert _probe23("self.ops = Op()", fwd, body="ops = None\n") == []
    assert _probe23("self.ops = Op()", fwd, body="ops: Op\n") == []
    assert _probe23("pass", fwd, body="ops = Op()\ndef relu(self, x):\n    return x\n") == []
    sub = "\nclass Sub(ModelNew):\n    ops = F\n"
    assert "torch_compute" in reasons(PROBE23_OP + extra + "\nclass ModelNew(nn.Module):\n    ops = Op()\n"
                                      "    def forward(self, x):\n        return self.ops.relu(x)\n" + sub)
    for body, init in (("ops = Op()\n", "self.ops = F"),
                       ("ops = Op()\n", "ModelNew.ops = F"),
                       ("ops = Op()\nfor ops in (F,):\n    pass\n", "pass"),
                       ("ops = property(lambda self: F)\n", "pass"),
                       ("ops = Op()\n@functools.lru_cache\ndef ops(self):\n    return F\n", "pass"),
                       ("from torch.nn import functional as ops\n", "pass")):
        found = _probe23(init, fwd, body=body, extra=extra + "import functools\n")
        assert "torch_compute" in found or "monkeypatch" in found, (body, init, found)


def test_probe23_class_body_object_only_over_module_bases():
    """A torch layer's __init__ may set an instance attribute that wins over a class attribute of
    the same name (nn.TransformerEncoderLayer sets self.activation = F.relu): a class body binding
    counts as the file's object only in a class built on nn.Module and the file's own classes."""
    layer = ("\nclass ModelNew(nn.TransformerEncoderLayer):\n    ops = Op()\n    def __init__(self):\n"
             "        super().__init__(8, 2)\n    def forward(self, x):\n        return self.ops.relu(x)\n")
    assert "torch_compute" in reasons(PROBE23_OP + layer)
    own = ("\nclass Base(nn.Module):\n    pass\n\nclass ModelNew(Base):\n    ops = Op()\n"
           "    def forward(self, x):\n        return self.ops.relu(x)\n")
    assert reasons(PROBE23_OP + own) == []
    assert "torch_compute" in reasons(PROBE23_OP + own.replace("Base(nn.Module)", "Base(nn.Linear)"))


@pytest.mark.parametrize("condition, refused", [
    ('not hasattr(tl.load, "__triton_builtin__")', True),
    ("isinstance(B, int)", True),
    ("tl.load is not tl.core.load", True),
    ("tl.load != tl.core.load", True),
    ("tl.core.load in (tl.load,)", True),
    ("B > 64", False),
    ("B is not None", False),
    ("v.dtype == tl.float32", False),
])
def test_round32_kernel_branches_compiler_and_interpreter_answer_apart(condition, refused):
    """Red-team round 32: a branch the compiler prunes on a constant the interpreter evaluates
    otherwise (a type query; a triton.language function's identity, which the interpreter replaces
    with a lambda per module) ran Python no compile check saw. Refused in a kernel's body; honest
    constexpr and dtype conditions pass."""
    kernel = textwrap.dedent(f"""
        @triton.jit
        def k2(x_ptr, o_ptr, n, B: tl.constexpr):
            i = tl.arange(0, B)
            v = tl.load(x_ptr + i, mask=i < n)
            if {condition}:
                v = v * 2.0
            tl.store(o_ptr + i, v, mask=i < n)
    """)
    got = reasons(model(HONEST, kernel))
    assert (got[:1] == ["introspection"]) == refused, got
    if not refused:
        assert got == [], got


def test_round32_type_queries_stay_allowed_outside_kernels():
    """hasattr/isinstance caches in host code (false-positive probe 21) are not a kernel's body."""
    helper = ("def _as_int(v):\n    if isinstance(v, int) and hasattr(v, 'real'):\n        return v\n"
              "    return int(str(v))\n")
    assert reasons(model(HONEST, helper)) == []


@pytest.mark.parametrize("condition, refused", [
    ("v.shape is v.shape", True),
    ("v.shape[0] is B", True),
    ("B is not 64", True),
    ("v is not B is not None", True),
    ('f"{v.shape[0]}" != f"{B}"', True),
    ('"{}".format(v.shape[0]) != "64"', True),
    ('"%s" % v.shape[0] != "64"', True),
    ("B is not None", False),
    ("None is B", False),
    ("v.shape[0] == B", False),
])
def test_round33_kernel_identity_and_text_branches(condition, refused):
    """Red-team round 33: with no call in the condition, `x.shape is x.shape` (a new list each read
    when compiling, one kept in the interpreter) and the text of a shape ("64" to the compiler,
    "constexpr[64]" to the interpreter) were constants the compiler pruned on and the interpreter
    answered otherwise. An identity test other than against None, and a value made text, are
    refused in a kernel's body."""
    kernel = textwrap.dedent(f"""
        @triton.jit
        def k2(x_ptr, o_ptr, n, B: tl.constexpr):
            i = tl.arange(0, B)
            v = tl.load(x_ptr + i, mask=i < n)
            if {condition}:
                v = v * 2.0
            tl.store(o_ptr + i, v, mask=i < n)
    """)
    got = reasons(model(HONEST, kernel))
    assert (got[:1] == ["introspection"]) == refused, got
    if not refused:
        assert got == [], got


def test_round33_fstring_messages_stay_allowed():
    """An f-string as the message of tl.static_assert/static_print/device_print/device_assert (and
    print, the compiler's device_print) is honest; outside a kernel any f-string passes."""
    kernel = textwrap.dedent("""
        @triton.jit
        def k2(x_ptr, o_ptr, n, B: tl.constexpr):
            tl.static_assert(B % 16 == 0, f"B={B} must be a multiple of 16")
            tl.static_print(f"B is {B}")
            i = tl.arange(0, B)
            v = tl.load(x_ptr + i, mask=i < n)
            tl.device_assert(v == v, f"NaN in block of {B}")
            tl.store(o_ptr + i, v, mask=i < n)

        def describe(x):
            return f"{x.shape}" + "%s" % 2 + "{}".format(1)
    """)
    assert reasons(model(HONEST, kernel)) == []
    bad = kernel.replace('tl.static_print(f"B is {B}")', 'tl.static_print(f"B is {B}"[0] == "c")')
    assert reasons(model(HONEST, bad))[:1] == ["introspection"]


PROBE24_LAUNCHER = textwrap.dedent("""
    class Launcher:
        def __init__(self, block=256):
            self.block = block

        def relu(self, x):
            out = torch.empty_like(x)
            k[(triton.cdiv(x.numel(), self.block),)](x, out, x.numel(), B=self.block)
            return out
""")


def test_probe24_super_method_of_the_files_own_base():
    """Probe 24: `super().relu(x)` in a plain method of ModelNew over the file's own base runs the
    base's method. A classmethod's super (the base's function called with a tensor as self), self
    rebound, a class-body binding of the name in the family, a write of it, a Tensor base in a
    subclass, a torch layer base with such an attribute or no own base defining it stays refused."""
    base = PROBE24_LAUNCHER + textwrap.dedent("""
        class Base(nn.Module):
            def relu(self, x):
                return Launcher().relu(x)
    """)
    sub = "class ModelNew(Base):\n    def forward(self, x):\n        return super().relu(x)\n"
    assert reasons(base + sub) == []
    assert reasons(base + sub.replace("forward(self, x):\n", "relu(self, x):\n        return super().relu(x.contiguous())\n"
                                      "    def forward(self, x):\n")) == []
    for bad in (sub.replace("def forward(self, x):\n", "@classmethod\n    def go(cls, x):\n")
                + "    def forward(self, x):\n        return self.go(x)\n",
                sub.replace("        return super()", "        self = ModelNew\n        return super()"),
                sub + "class Sub(ModelNew, torch.Tensor):\n    pass\n",
                sub + "Base.relu = torch.relu\n",
                sub + "class Other(Base):\n    relu = staticmethod(torch.relu)\n",
                sub.replace("ModelNew(Base)", "ModelNew(nn.Module)")):
        assert "torch_compute" in reasons(base + bad), bad
    gather = base.replace("def relu(self, x):\n        return Launcher", "def gather(self, x):\n        return Launcher")
    assert "torch_compute" in reasons(gather + "class ModelNew(Base, nn.DataParallel):\n    def forward(self, x):\n"
                                                "        return super().gather(x)\n")


def test_probe24_loops_over_enumerate_modulelist_and_written_out_tuples_of_own_objects():
    """Probe 24: `for i, l in enumerate(self.ls)` over a list of the file's objects, an
    nn.ModuleList of the file's modules, and a tuple written out of them are loops over the file's
    objects. A dict (its keys), a ModuleList written after (extend, an item store) or in a file that
    walks modules (self.children(): append there), or a tuple with another object stays refused."""
    act = PROBE24_LAUNCHER + textwrap.dedent("""
        class Act(nn.Module):
            def relu(self, x):
                return Launcher().relu(x)
    """)
    mod = ("class ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
           "        self.acts = nn.ModuleList([Act(), Act()])\n"
           "    def forward(self, x):\n        for i, a in enumerate(self.acts):\n            x = a.relu(x)\n"
           "        return x\n")
    for own in (mod, mod.replace("nn.ModuleList([Act(), Act()])", "[Launcher(), Launcher()]"),
                mod.replace("nn.ModuleList([Act(), Act()])", "nn.ModuleList([Act() for _ in range(2)])"),
                mod.replace("for i, a in enumerate(self.acts)", "for a in self.acts"),
                mod.replace("for i, a in enumerate(self.acts)", "for a in (self.acts[0], Act())")):
        assert reasons(act + own) == [], own
    for bad in (mod.replace("nn.ModuleList([Act(), Act()])", "{torch.ones(1): Act()}"),
                mod.replace("        self.acts = nn.ModuleList([Act(), Act()])\n",
                            "        self.acts = nn.ModuleList([Act(), Act()])\n        self.acts.extend([nn.ReLU()])\n"),
                mod.replace("        self.acts = nn.ModuleList([Act(), Act()])\n",
                            "        self.acts = nn.ModuleList([Act(), Act()])\n        self.acts[0] = nn.ReLU()\n"),
                mod.replace("        self.acts = nn.ModuleList([Act(), Act()])\n",
                            "        self.acts = nn.ModuleList([Act(), Act()])\n"
                            "        for m in self.children():\n            m.append(nn.ReLU())\n"),
                mod.replace("for i, a in enumerate(self.acts)", "for a in (self.acts[0], torch)"),
                mod.replace("nn.ModuleList([Act(), Act()])", "nn.ModuleList([Act(), nn.ReLU()])")):
        assert "torch_compute" in reasons(act + bad), bad


def test_probe24_dataclass_default_factory_constructs_the_class():
    """Probe 24: `field(default_factory=Launcher)` calls Launcher(): not the class used as a value
    (whose methods could run on a foreign self). Another keyword or a class handed elsewhere still is."""
    body = (PROBE24_LAUNCHER + textwrap.dedent("""
        from dataclasses import dataclass, field

        @dataclass
        class Kernels:
            act: Launcher = field(default_factory=Launcher)

        class ModelNew(nn.Module):
            def __init__(self):
                super().__init__()
                self.kernels = Kernels()

            def forward(self, x):
                return self.kernels.act.launch(x)
    """)).replace("def relu(self, x)", "def launch(self, x)")
    assert reasons(body) == []
    assert "monkeypatch" in reasons(body.replace("field(default_factory=Launcher)", "field(default=Launcher)"))
    assert "monkeypatch" in reasons(body + "H = Launcher\n")


PROBE25_RECORD = PROBE24_LAUNCHER + textwrap.dedent("""
    from typing import NamedTuple

    class Ops(NamedTuple):
        act: Launcher
        name: str = "relu"

    class ModelNew(nn.Module):
        def __init__(self):
            super().__init__()
            self.ops = Ops(act=Launcher())

        def forward(self, x):
            return self.ops.act.relu(x)
""")


def test_probe25_compute_named_method_through_a_record_field():
    """Probe 25: `self.ops.act.relu(x)` where every binding of self.ops is a call of the file's
    NamedTuple or dataclass that gives the field a new object of the file's own (by keyword,
    positionally, or through `field(default_factory=Launcher)`). A field given anything else (a
    module, a tensor, through `*`/`**`, a default that is not such an object, `_replace`/`_make`,
    `dataclasses.replace`, an attribute write of the field's name, a subclass, a method or
    `ClassVar`/`init=False` in the record, the record used as a value, self.ops bound otherwise)
    stays refused."""
    assert reasons(PROBE25_RECORD) == []
    dc = PROBE25_RECORD.replace("from typing import NamedTuple", "from dataclasses import dataclass, field") \
        .replace("class Ops(NamedTuple):", "@dataclass(frozen=True)\nclass Ops:")
    for own in (dc, PROBE25_RECORD.replace("Ops(act=Launcher())", "Ops(Launcher(), 'r')"),
                dc.replace("act: Launcher\n", "act: Launcher = field(default_factory=Launcher)\n")
                .replace("Ops(act=Launcher())", "Ops()")):
        assert reasons(own) == [], own
    for bad in (PROBE25_RECORD.replace("Ops(act=Launcher())", "Ops(act=torch)"),
                PROBE25_RECORD.replace("Ops(act=Launcher())", "Ops(act=torch.ones(1))"),
                PROBE25_RECORD.replace("Ops(act=Launcher())", "Ops(*[Launcher()])"),
                PROBE25_RECORD.replace("Ops(act=Launcher())", "Ops(**{'act': Launcher()})"),
                PROBE25_RECORD.replace("Ops(act=Launcher())", "Ops('relu', act=Launcher())"),
                PROBE25_RECORD.replace("Ops(act=Launcher())", "Ops(act=Launcher())._replace(act=torch)"),
                PROBE25_RECORD.replace("Ops(act=Launcher())", "Ops._make([torch])"),
                PROBE25_RECORD.replace("        return self.ops", "        self.ops = self.ops._replace(act=torch)\n"
                                                              "        return self.ops"),
                PROBE25_RECORD.replace("    act: Launcher\n", "    act: Launcher = torch\n")
                .replace("Ops(act=Launcher())", "Ops()"),
                PROBE25_RECORD + "class Ops2(Ops):\n    pass\n",
                PROBE25_RECORD + "M = Ops\n",
                PROBE25_RECORD.replace("        return self.ops", "        self.ops = (Ops(Launcher()), 1)[0]\n"
                                                              "        return self.ops"),
                PROBE25_RECORD.replace("    name: str = \"relu\"\n", "    name: str = \"relu\"\n"
                                                                    "    def __new__(cls, act):\n"
                                                                    "        return tuple.__new__(cls, (torch,))\n"),
                dc.replace("        return self.ops", "        self.ops.act = torch\n        return self.ops"),
                dc.replace("        return self.ops", "        o = self.ops\n        o.act = torch\n        return self.ops"),
                dc.replace("import dataclass, field", "import dataclass, field, replace")
                .replace("Ops(act=Launcher())", "replace(Ops(act=Launcher()), act=torch)"),
                dc.replace("    act: Launcher\n", "    pad: ClassVar[int] = 0\n    act: Launcher\n")
                .replace("Ops(act=Launcher())", "Ops(Launcher())").replace("import dataclass, field",
                                                                           "import dataclass, field\nfrom typing import ClassVar"),
                dc.replace("    act: Launcher\n", "    act: Launcher = field(default_factory=lambda: torch)\n")
                .replace("Ops(act=Launcher())", "Ops()"),
                dc.replace("    act: Launcher\n", "    first: object = field(init=False, default=None)\n    act: Launcher\n")
                .replace("Ops(act=Launcher())", "Ops(Launcher())"),
                dc.replace("    name: str = \"relu\"\n", "    name: str = \"relu\"\n"
                                                         "    def __post_init__(self):\n"
                                                         "        object.__setattr__(self, 'act', torch)\n")):
        assert bad not in (PROBE25_RECORD, dc) and "torch_compute" in reasons(bad), bad


PROBE25_CLASS_HOLDER = textwrap.dedent("""
    class Kernels:
        BLOCK = 256

        @staticmethod
        def relu(x):
            out = torch.empty_like(x)
            k[(triton.cdiv(x.numel(), Kernels.BLOCK),)](x, out, x.numel(), B=Kernels.BLOCK)
            return out

    class ModelNew(nn.Module):
        def __init__(self):
            super().__init__()
            self.k = Kernels

        def forward(self, x):
            return self.k.relu(x)
""")


def test_probe25_static_or_class_method_of_a_class_stored_on_self():
    """Probe 25: `self.k = Kernels` (the class itself, every binding of self.k) then
    `self.k.relu(x)`, relu a staticmethod or classmethod of Kernels, runs the file's function. A
    plain method (its self would be x), a patched or rebound class, a relu bound in the class body,
    self.k bound to anything else or written, or torch compute in the method itself stays refused."""
    assert reasons(PROBE25_CLASS_HOLDER) == []
    cm = PROBE25_CLASS_HOLDER.replace("@staticmethod\n    def relu(x):", "@classmethod\n    def relu(cls, x):")
    assert reasons(cm) == []
    for bad in (PROBE25_CLASS_HOLDER.replace("    @staticmethod\n", ""),
                PROBE25_CLASS_HOLDER + "Kernels.relu = staticmethod(torch.relu)\n",
                PROBE25_CLASS_HOLDER.replace("    BLOCK = 256\n", "    BLOCK = 256\n    relu = staticmethod(torch.relu)\n"),
                PROBE25_CLASS_HOLDER.replace("        return self.k", "        self.k = torch\n        return self.k"),
                PROBE25_CLASS_HOLDER.replace("        return self.k", "        self.k.relu = torch.relu\n        return self.k"),
                PROBE25_CLASS_HOLDER.replace("        return self.k", "        o = self.k\n        o.relu = torch.relu\n"
                                                                   "        return self.k"),
                PROBE25_CLASS_HOLDER.replace("        out = torch.empty_like(x)\n",
                                             "        return torch.relu(x)\n        out = torch.empty_like(x)\n"),
                PROBE25_CLASS_HOLDER.replace("class Kernels:", "class Kernels(torch.Tensor):"),
                PROBE25_CLASS_HOLDER + "Kernels = torch\n"):
        assert bad != PROBE25_CLASS_HOLDER and reasons(bad), bad


def test_probe25_loops_over_dict_values_and_zip_of_own_objects():
    """Probe 25: `for name, op in self.ops.items()`, `for op in self.ops.values()` over a dict of
    the file's objects and `for op, name in zip(self.ops, self.names)` over a list of them bind op
    to one of those objects. The dict's keys, a dict written after it is made, zip's other
    iterable, a starred zip or a dict holding anything else stays refused."""
    act = PROBE24_LAUNCHER + textwrap.dedent("""
        class ModelNew(nn.Module):
            def __init__(self):
                super().__init__()
                self.ops = {"a": Launcher(), "b": Launcher(128)}
                self.names = ["a", "b"]

            def forward(self, x):
                for name, op in self.ops.items():
                    x = op.relu(x)
                return x
    """)
    zipped = act.replace('{"a": Launcher(), "b": Launcher(128)}', "[Launcher(), Launcher(128)]") \
        .replace("for name, op in self.ops.items()", "for op, name in zip(self.ops, self.names)")
    for own in (act, act.replace("for name, op in self.ops.items()", "for op in self.ops.values()"),
                zipped, zipped.replace("zip(self.ops, self.names)", "zip(self.ops, self.names, strict=True)")):
        assert reasons(own) == [], own
    for bad in (act.replace("for name, op in self.ops.items()", "for op, name in self.ops.items()"),
                act.replace('{"a": Launcher(), "b": Launcher(128)}', '{"a": Launcher(), "b": torch}'),
                act.replace("        self.names", "        self.ops['c'] = torch\n        self.names"),
                act.replace("        self.names", "        self.ops.update(c=torch)\n        self.names"),
                act.replace("for name, op in self.ops.items()", "for op in self.ops"),
                zipped.replace("zip(self.ops, self.names)", "zip(self.names, self.ops)"),
                zipped.replace("zip(self.ops, self.names)", "zip(*[self.names, self.ops])"),
                zipped.replace("zip(self.ops, self.names)", "zip(self.ops, (torch, torch))")
                .replace("for op, name in", "for name, op in")):
        assert bad not in (act, zipped) and "torch_compute" in reasons(bad), bad


def test_probe25_plain_method_of_a_class_used_as_a_value_has_no_own_self_calls():
    """Probe 25: `Kernels.sigmoid(x)` hands a plain method the input as its self, so `self.sigmoid()`
    in its body is torch.sigmoid (the audit's library_compute caught it; the gate read it as the
    class's own method). In a class whose methods may run on a foreign self, `self.<m>()` is now
    judged by its name; the same method on the class's own objects passes."""
    body = textwrap.dedent("""
        class Kernels:
            def sigmoid(self, x=None):
                return self.sigmoid()

        class ModelNew(nn.Module):
            def forward(self, x):
                out = torch.empty_like(x)
                k[(1,)](x, out, 1, B=16)
                return Kernels.sigmoid(x)
    """)
    assert "torch_compute" in reasons(body)
    own = body.replace("return self.sigmoid()", "return self.launch(x)").replace(
        "class Kernels:\n", "class Kernels:\n    def launch(self, x):\n        return x\n\n")
    assert reasons(own.replace("Kernels.sigmoid(x)", "Kernels().sigmoid(x)")) == []
    assert reasons(body.replace("Kernels.sigmoid(x)", "Kernels().sigmoid(x)")) == []


def test_probe25_cached_staticmethod_factory_makes_the_files_object():
    """Probe 25: `self.l = Launcher.make(256)`, make a `@staticmethod` (under `functools.lru_cache`
    or not) whose every return is `Launcher(...)`, is an object of the file's class. A return of
    anything else, a parameter or local shadowing the class, two classes, the factory's name bound
    again in the class body, or a patched class stays refused."""
    body = PROBE24_LAUNCHER.replace("    def relu(self, x):", textwrap.indent(textwrap.dedent("""
        @staticmethod
        @functools.lru_cache(maxsize=None)
        def make(block):
            return Launcher(block)

        def relu(self, x):"""), "    ").lstrip("\n"), 1) + textwrap.dedent("""
        class ModelNew(nn.Module):
            def __init__(self):
                super().__init__()
                self.l = Launcher.make(256)

            def forward(self, x):
                return self.l.relu(x)
    """)
    body = "import functools\n" + body
    assert reasons(body) == []
    assert reasons(body.replace("        @functools.lru_cache(maxsize=None)\n", "")) == []
    for bad in (body.replace("return Launcher(block)", "return torch"),
                body.replace("def make(block):\n", "def make(block, Launcher=torch.Tensor):\n"),
                body.replace("return Launcher(block)", "Launcher = torch.Tensor\n        return Launcher(block)"),
                body.replace("return Launcher(block)", "return Launcher(block) if block else torch"),
                body.replace("    def relu(self, x):", "    make = staticmethod(lambda b: torch)\n\n    def relu(self, x):"),
                body + "Launcher.relu = torch.relu\n"):
        assert bad != body and "torch_compute" in reasons(bad), bad


def test_probe25_loops_over_reversed_and_sliced_tables_and_lambda_default_factory():
    """Probe 25: `for l in self.ls[:-1]`, `reversed(self.ls)`, `list(self.ls)` (and under enumerate)
    over a list of the file's objects bind l to one of them, and a dataclass field's
    `field(default_factory=lambda: Launcher(64))` gives it one. A dict's keys through list() or
    reversed(), a slice of a tuple holding anything else, or a lambda with parameters or another
    result stays refused."""
    base = PROBE24_LAUNCHER + textwrap.dedent("""
        class ModelNew(nn.Module):
            def __init__(self):
                super().__init__()
                self.ops = [Launcher(), Launcher(128)]

            def forward(self, x):
                for op in self.ops:
                    x = op.relu(x)
                return x
    """)
    for it in ("reversed(self.ops)", "self.ops[1:]", "self.ops[::-1]", "list(self.ops)", "reversed(self.ops[:-1])"):
        assert reasons(base.replace("for op in self.ops", "for op in " + it)) == [], it
    assert reasons(base.replace("for op in self.ops", "for i, op in enumerate(reversed(self.ops))")) == []
    d = base.replace("[Launcher(), Launcher(128)]", "{Launcher(): 1, Launcher(128): 2}")
    for bad in (d.replace("for op in self.ops", "for op in list(self.ops)"),
                d.replace("for op in self.ops", "for op in reversed(self.ops)"),
                base.replace("for op in self.ops", "for op in (Launcher(), torch.ones(1))[1:]"),
                base.replace("for op in self.ops", "for op in self.ops[0]")):
        assert "torch_compute" in reasons(bad), bad
    dc = PROBE25_RECORD.replace("from typing import NamedTuple", "from dataclasses import dataclass, field") \
        .replace("class Ops(NamedTuple):", "@dataclass\nclass Ops:").replace("Ops(act=Launcher())", "Ops()")
    own = dc.replace("    act: Launcher\n", "    act: Launcher = field(default_factory=lambda: Launcher(64))\n")
    assert reasons(own) == []
    for bad in (own.replace("lambda: Launcher(64)", "lambda: torch.ones(1)"),
                own.replace("lambda: Launcher(64)", "lambda *a: Launcher(64)"),
                own.replace("lambda: Launcher(64)", "lambda b=torch.ones(1): b")):
        assert bad != own and "torch_compute" in reasons(bad), bad
@pytest.mark.parametrize("statement, refused", [
    ("done = pid >= 0 or _clear(o_ptr, i)", True),
    ("done = pid < 0 and tl.store(o_ptr + i, v)", True),
    ("done = pid >= 0 or tl.atomic_add(o_ptr, 1.0)", True),
    ("done = pid >= 0 or print(pid)", True),
    ("done = (pid >= 0) or Ops.clear(o_ptr, i)", True),
    ("done = pid < n and tl.load(o_ptr + pid) > 0", False),
    ("done = pid < n and tl.maximum(pid, 0) > 0", False),
    ("done = pid < n and (pid * 2).to(tl.int1)", False),
    ("done = pid < n and min(pid, n) > 0", False),
    ("done = _clear(o_ptr, i) or pid < 0", False),
])
def test_round34_kernel_effect_in_a_later_boolean_operand(statement, refused):
    """Red-team round 34: `pid >= 0 or _clear(...)` stores zeros on a GPU (the compiler emits every
    dynamic operand of and/or) and not in the interpreter (Python's `or` stops at the true scalar),
    so interpreter mode judged ok a kernel a GPU runs wrong. A later operand may call only
    triton.language's functions without an effect."""
    kernel = textwrap.dedent(f"""
        @triton.jit
        def _clear(o_ptr, i):
            tl.store(o_ptr + i, tl.zeros(i.shape, tl.float32))
            return i < 0


        class Ops:
            clear = _clear


        @triton.jit
        def k2(x_ptr, o_ptr, n, B: tl.constexpr):
            pid = tl.program_id(0)
            i = tl.arange(0, B)
            v = tl.load(x_ptr + i, mask=i < n)
            tl.store(o_ptr + i, v, mask=i < n)
            {statement}
    """)
    got = reasons(model(HONEST, kernel))
    assert (got[:1] == ["introspection"]) == refused, got
    if not refused:
        assert got == [], got


@pytest.mark.parametrize("after, refused", [
    ("if i == n - 1:\n    v = v * 2.0", True),
    ("i += 1\nv = v + i", True),
    ("v = v + i", True),
    ("i = 0\nv = v + i", False),
    ("for i in range(0, n):\n    v = v + i", False),
    ("v = v + last", False),
])
def test_round34_kernel_loop_variable_read_after_the_loop(after, refused):
    """Red-team round 34: after `for i in range(0, n)` Python keeps i's last value, and Triton's
    compiler binds i to a poison placeholder: `if i == n - 1:` stored the ReLU in the interpreter and
    compiled to no store at all. Reading the variable after the loop is refused; tl.static_range
    (unrolled, as Python) and a variable of the kernel's own pass."""
    body = textwrap.indent(after, "    ")
    kernel = (
        "\n@triton.jit\n"
        "def k2(x_ptr, o_ptr, n, B: tl.constexpr):\n"
        "    i = tl.arange(0, B)\n"
        "    v = tl.load(x_ptr + i, mask=i < n)\n"
        "    last = 0\n"
        "    for i in range(0, n):\n"
        "        last = i\n"
        f"{body}\n"
        "    for j in tl.static_range(4):\n"
        "        v = v + 1.0\n"
        "    v = v + j\n"
        "    tl.store(o_ptr + tl.arange(0, B), v, mask=tl.arange(0, B) < n)\n")
    got = reasons(model(HONEST, kernel))
    assert (got[:1] == ["introspection"]) == refused, got
    if not refused:
        assert got == [], got


def test_probe26_record_holder_aliased_to_a_local():
    """Probe 26: `ops = self.ops` in forward, then `ops.act.relu(x)`: a name whose every binding is
    a plain assignment of a record holder (self.ops, or another such name) stands for that
    holder's bindings. The alias bound also otherwise (rebound, a parameter, a walrus), an alias of
    self or of something else, an attribute written through either name, a cycle, or the record
    given anything but the file's object stays refused."""
    al = PROBE25_RECORD.replace("        return self.ops.act.relu(x)",
                                "        ops = self.ops\n        return ops.act.relu(x)")
    assert al != PROBE25_RECORD and reasons(al) == []
    chained = al.replace("ops = self.ops", "o2 = self.ops\n        ops = o2")
    assert reasons(chained) == []
    for bad in (al.replace("        ops = self.ops\n", "        ops = self.ops\n        ops.act = torch\n"),
                al.replace("        ops = self.ops\n", "        ops = self.ops\n        ops.extra = torch\n"),
                al.replace("        ops = self.ops\n", "        ops = self.ops\n        ops = self.other\n"),
                al + "def f(ops):\n    return ops\n",
                al.replace("ops = self.ops", "ops = self"),
                al.replace("ops = self.ops", "ops = G") + "G = torch\n",
                al.replace("Ops(act=Launcher())", "Ops(act=torch)"),
                al.replace("ops = self.ops\n        return ops", "return (ops := self.ops)"),
                al.replace("self.ops = Ops(act=Launcher())", "self.ops = ops"),
                al.replace("        ops = self.ops\n", "        ops = self.ops\n        self.ops.act = torch\n"),
                chained.replace("        ops = o2\n", "        ops = o2\n        o2.act = torch\n"),
                chained.replace("        ops = o2\n", "        ops = o2\n        o2.extra = torch\n")):
        assert bad not in (al, chained) and "torch_compute" in reasons(bad), bad


PROBE26_MODULEDICT = textwrap.dedent("""
    class RowSoftmax(nn.Module):
        def softmax(self, x):
            y = torch.empty_like(x)
            k[(x.shape[0],)](x, y, x.shape[1], B=128)
            return y

    class ModelNew(nn.Module):
        def __init__(self):
            super().__init__()
            self.ops = nn.ModuleDict({"row": RowSoftmax()})

        def forward(self, x):
            return self.ops["row"].softmax(x)
""")


def test_probe26_moduledict_of_own_modules_is_a_table():
    """Probe 26: `nn.ModuleDict({"row": RowSoftmax()})` is a table of the file's objects like a
    dict literal (probe 24 did nn.ModuleList): `self.ops["row"].softmax(x)` and loops over its
    `.values()`/`.items()` values pass. Written (item store, update, pop, an attribute store, an
    alias, add_module), in a file that walks modules, holding a torch layer or a `**` spread, or
    iterated for its keys, it stays refused."""
    src = PROBE26_MODULEDICT
    assert reasons(src) == []
    call = '        return self.ops["row"].softmax(x)'
    for own in (src.replace(call, "        for v in self.ops.values():\n            x = v.softmax(x)\n        return x"),
                src.replace(call, "        for _, v in self.ops.items():\n            x = v.softmax(x)\n        return x")):
        assert reasons(own) == [], own
    for bad in (src.replace(call, '        self.ops["row"] = nn.Softmax(1)\n' + call),
                src.replace(call, '        self.ops.update({"row": nn.Softmax(1)})\n' + call),
                src.replace(call, '        self.ops.pop("row")\n' + call),
                src.replace(call, '        self.ops.row = nn.Softmax(1)\n' + call),
                src.replace(call, '        self.ops.add_module("row", nn.Softmax(1))\n' + call),
                src.replace(call, '        d = self.ops\n        d["row"] = nn.Softmax(1)\n' + call),
                src.replace(call, '        for m in self.modules():\n            pass\n' + call),
                src.replace('{"row": RowSoftmax()}', '{"row": nn.Softmax(1)}'),
                src.replace('{"row": RowSoftmax()}', '{"row": RowSoftmax(), "t": nn.Softmax(1)}'),
                src.replace('{"row": RowSoftmax()}', '{**{"row": nn.Softmax(1)}}'),
                src.replace(call, "        for k in self.ops:\n            x = k.softmax(x)\n        return x"),
                src.replace(call, "        for k, v in self.ops.items():\n            x = k.softmax(x)\n        return x")):
        assert bad != src and "torch_compute" in reasons(bad), bad


def test_probe26_own_attribute_named_like_a_torch_private_module():
    """Probe 26: `self._ops = TanhOps()` then `self._ops.tanh(x)`: an attribute the file binds on
    self, read in a method of a class whose methods run on no foreign self, is the object's own
    even when named like torch's private modules (`_ops`, `_C`, `_dynamo`, `_inductor`). The name
    on anything else (torch, a tensor, an attribute of self's attribute, self not bound there, a
    method reached through the class, a nested function's self) stays `introspection`."""
    src = textwrap.dedent("""
        class TanhOps:
            def tanh(self, x):
                y = torch.empty_like(x)
                k[(1,)](x, y, x.numel(), B=1024)
                return y

        class ModelNew(nn.Module):
            def __init__(self):
                super().__init__()
                self._ops = TanhOps()

            def forward(self, x):
                return self._ops.tanh(x)
    """)
    assert reasons(src) == []
    ret = "        return self._ops.tanh(x)"
    for bad in (src.replace(ret, "        t = torch._ops\n" + ret),
                src.replace(ret, "        t = x._ops\n" + ret),
                src.replace(ret, "        t = self._ops._ops\n" + ret),
                src.replace(ret, "        t = self._C\n" + ret),
                src.replace("self._ops = TanhOps()", "self._o = TanhOps()"),
                src + "\ny = ModelNew.forward(torch, 1)\n",
                src.replace(ret, "        def g(self):\n            return self._ops\n        return g(torch)")):
        assert bad != src and "introspection" in reasons(bad), bad


def test_probe26_class_constant_read_through_dunder_class():
    """Probe 26: `blk = self.__class__.BLOCK`, a class constant of the file read as `type(self).BLOCK`
    is. Storing through it, calling or taking a method or a lambda/staticmethod value from it, an
    attribute of the constant, a name no class body assigns, a dunder, `x.__class__` on anything
    but self, or `self.__class__` bare stays `introspection`."""
    src = textwrap.dedent("""
        class ModelNew(nn.Module):
            BLOCK = 1024

            def forward(self, x):
                y = torch.empty_like(x)
                blk = self.__class__.BLOCK
                k[(triton.cdiv(x.numel(), blk),)](x, y, x.numel(), B=blk)
                return y
    """)
    assert reasons(src) == []
    line = "        blk = self.__class__.BLOCK\n"
    for bad in (src.replace(line, "        self.__class__.BLOCK = 512\n" + line),
                src.replace(line, "        self.__class__.BLOCK += 1\n" + line),
                src.replace(line, "        y = self.__class__.forward(x, x)\n" + line),
                src.replace(line, "        f = self.__class__.forward\n" + line),
                src.replace("    BLOCK = 1024\n", "    BLOCK = 1024\n    run = lambda s, x: x.relu()\n")
                .replace(line, "        f = self.__class__.run\n" + line),
                src.replace("    BLOCK = 1024\n", "    BLOCK = 1024\n    run = staticmethod(torch.relu)\n")
                .replace(line, "        f = self.__class__.run\n" + line),
                src.replace(line, "        q = self.__class__.BLOCK.real\n" + line),
                src.replace(line, "        q = self.__class__.training\n" + line),
                src.replace(line, "        q = self.__class__.__dict__\n" + line),
                src.replace(line, "        q = x.__class__.BLOCK\n" + line),
                src.replace(line, "        q = self.__class__\n" + line),
                src.replace(line, "        self.__class__ = nn.Module\n" + line)):
        assert bad != src and "introspection" in reasons(bad), bad


PROBE26_OPTIONAL = textwrap.dedent("""
    class GeluOp:
        def gelu(self, x):
            y = torch.empty_like(x)
            k[(1,)](x, y, x.numel(), B=1024)
            return y

    class ModelNew(nn.Module):
        def __init__(self, use_act=True):
            super().__init__()
            self.act = GeluOp() if use_act else None

        def forward(self, x):
            return self.act.gelu(x) if self.act is not None else x
""")


def test_probe26_optional_own_object_or_none():
    """Probe 26: `self.act = GeluOp() if use_act else None`, or `self.act = None` then
    `self.act = GeluOp()`, keeps self.act one of the file's objects for its methods (None has none
    of its own anyone could call or set). None alone, None beside a module or a parameter, both
    branches None, or an attribute written on it stays refused."""
    src = PROBE26_OPTIONAL
    assert reasons(src) == []
    bind = "self.act = GeluOp() if use_act else None"
    for own in (src.replace(bind, "self.act = None\n        if use_act:\n            self.act = GeluOp()"),
                src.replace(bind, "self.act = None if not use_act else GeluOp()"),
                src.replace("return self.act.gelu(x) if self.act is not None else x",
                            "act = self.act\n        return act.gelu(x) if act is not None else x")):
        assert reasons(own) == [], own
    for bad in (src.replace(bind, "self.act = None"),
                src.replace(bind, "self.act = None\n        if use_act:\n            self.act = torch"),
                src.replace(bind, "self.act = torch if use_act else None"),
                src.replace(bind, "self.act = None if use_act else None"),
                src.replace(bind, "self.act = None\n        self.act = use_act"),
                src.replace(bind, bind + "\n        self.act.gelu = torch.nn.functional.gelu")):
        assert bad != src and "torch_compute" in reasons(bad), bad


def test_probe26_table_of_own_objects_unpacked_into_names():
    """Probe 26: `norm, act = self.ops` with self.ops a tuple or list of the file's objects never
    written: each name is one of them (`act.gelu(...)`), and unpacking does not hand the table on.
    A dict (its keys), a written or appended table, a torch item, a starred or nested target, a
    chained assignment that keeps the table, or a name bound otherwise stays refused."""
    src = textwrap.dedent("""
        class GeluOp:
            def gelu(self, x):
                y = torch.empty_like(x)
                k[(1,)](x, y, x.numel(), B=1024)
                return y

        class NormOp:
            def layer_norm(self, x):
                y = torch.empty_like(x)
                k[(1,)](x, y, x.numel(), B=1024)
                return y

        class ModelNew(nn.Module):
            def __init__(self):
                super().__init__()
                self.ops = (NormOp(), GeluOp())

            def forward(self, x):
                norm, act = self.ops
                return act.gelu(norm.layer_norm(x))
    """)
    assert reasons(src) == []
    made = "self.ops = (NormOp(), GeluOp())"
    unpack = "norm, act = self.ops"
    for own in (src.replace(made, "self.ops = [NormOp(), GeluOp()]"), src.replace(unpack, "[norm, act] = self.ops")):
        assert reasons(own) == [], own
    for bad in (src.replace(made, 'self.ops = {"n": NormOp(), "a": GeluOp()}'),
                src.replace(made, "self.ops = [NormOp(), GeluOp()]\n        self.ops[1] = torch"),
                src.replace(made, "self.ops = [NormOp(), GeluOp()]\n        self.ops.append(torch)"),
                src.replace(made, "self.ops = (NormOp(), torch)"),
                src.replace(unpack, "norm, *act = self.ops"),
                src.replace(made, "self.ops = (NormOp(), (GeluOp(),))").replace(unpack, "norm, (act,) = self.ops"),
                src.replace(made, "self.ops = [NormOp(), GeluOp()]")
                .replace(unpack, "norm, act = t = self.ops\n        t[1] = torch"),
                src + "    def other(self, act):\n        return act\n"):
        assert bad != src and "torch_compute" in reasons(bad), bad


@pytest.mark.parametrize("statement, refused", [
    # an assert's message: the compiler always evaluates it, Python only when the test fails
    ("assert pid >= 0, _clear(o_ptr, i)", True),
    ("assert pid >= 0, tl.store(o_ptr + i, v)", True),
    ("assert pid >= 0, (v := tl.zeros_like(v))", True),
    ("assert pid >= 0, f'pid {B} {_clear(o_ptr, i)}'", True),
    ("assert pid >= 0, 'pid must not be negative'", False),
    ("assert B % 16 == 0, 'B must be a multiple of 16'", False),
    ("assert pid >= 0", False),
    # a local annotation: the compiler evaluates it, Python never
    ("done: _clear(o_ptr, i) = pid", True),
    ("done: tl.store(o_ptr + i, v)", True),
    ("done: (v := tl.zeros_like(v)) = pid", True),
    ("done: tl.tensor = pid", False),
    ("C: tl.constexpr = 4", False),
    # a loop's else: tl.static_range's binds nothing in the compiler
    ("for _ in tl.static_range(0):\n    pass\nelse:\n    v = v * 2.0", True),
    ("for j in range(0, n):\n    v = v + 1.0\nelse:\n    v = v * 2.0", True),
    ("while pid < 0:\n    pid += 1\nelse:\n    v = v * 2.0", True),
    ("for _ in tl.static_range(2):\n    v = v * 2.0", False),
    # a walrus: the compiler evaluates keywords first, and every operand of and/or
    ("tl.store(o_ptr + i, v, mask=(i < n) | ((v := tl.zeros_like(v)) != 0))", True),
    ("tl.store(o_ptr + i, (w := v * 2.0), mask=w > 0)", True),
    ("tl.store(o_ptr + i, (w := v * 2.0))", True),
    ("done = pid >= 0 or tl.sum(v := tl.zeros_like(v)) > 1.0", True),
    ("if (w := v * 2.0).shape[0] > 0:\n    v = w", True),
    ("w = v * 2.0\ntl.store(o_ptr + i, w, mask=w > 0)", False),
])
def test_round35_kernel_constructs_the_compiler_evaluates_otherwise(statement, refused):
    """Red-team round 35: an assert's message and a local annotation with a store (the compiler
    emits it, Python never evaluates it), the ReLU assigned in a `tl.static_range` loop's `else`
    (the compiler binds nothing there) and a walrus in a keyword argument read by a positional one
    (the compiler evaluates keywords first) or in a later operand of `or` (evaluated by the compiler
    only) each stored the ReLU in the interpreter and zeros on a GPU, past every compile check.
    Refused in a kernel (a walrus anywhere); the honest forms beside them pass."""
    body = textwrap.indent(statement, "    ")
    kernel = (
        "\n@triton.jit\n"
        "def _clear(o_ptr, i):\n"
        "    tl.store(o_ptr + i, tl.zeros(i.shape, tl.float32))\n"
        "    return 'cleared'\n"
        "\n\n@triton.jit\n"
        "def k2(x_ptr, o_ptr, n, B: tl.constexpr):\n"
        "    pid = tl.program_id(0)\n"
        "    i = tl.arange(0, B)\n"
        "    v = tl.load(x_ptr + i, mask=i < n)\n"
        f"{body}\n"
        "    tl.store(o_ptr + i, v, mask=i < n)\n")
    got = reasons(model(HONEST, kernel))
    assert (got[:1] == ["introspection"]) == refused, got
    if not refused:
        assert got == [], got


@pytest.mark.parametrize("make, refused", [
    ("@triton.jit\ndef k2(x_ptr, o_ptr, n, B: tl.constexpr):", None),
    ("def body(x_ptr, o_ptr, n, B: tl.constexpr):", "k2 = triton.jit(body)"),
    ("def body(x_ptr, o_ptr, n, B: tl.constexpr):", "k2 = triton.jit(body, do_not_specialize=['n'])"),
    ("def body(x_ptr, o_ptr, n, B: tl.constexpr):", "k2 = triton.jit(do_not_specialize=['n'])(body)"),
    ("def body(x_ptr, o_ptr, n, B: tl.constexpr):", "k2 = tl.standard.jit(body)"),
    ("def body(x_ptr, o_ptr, n, B: tl.constexpr):", "k2 = triton.jit(fn=body)"),
    ("def k2(x_ptr, o_ptr, n, B: tl.constexpr):", "k2 = triton.jit(k2)"),
    ("@tl.standard.jit\ndef k2(x_ptr, o_ptr, n, B: tl.constexpr):", None),
])
def test_round35_a_kernel_made_by_a_call_is_read_as_a_kernel(make, refused):
    """Red-team round 35: the kernel-body rules (rounds 32-35) applied only to functions decorated
    with triton.jit, so `k2 = triton.jit(body)`, a form honest files use, made a kernel of a body
    the gate read as a plain function: round 34's short-circuit store and every other trick passed.
    A function named in a call of the kernel maker (any module's spelling of it) is a kernel."""
    def kernel(statement):
        return (f"\n{make}\n"
                "    i = tl.arange(0, B)\n"
                "    v = tl.load(x_ptr + i, mask=i < n)\n"
                f"    {statement}\n"
                "    tl.store(o_ptr + i, v, mask=i < n)\n"
                f"\n{refused or ''}\n")
    for statement, bad in (("done = n >= 0 or tl.store(o_ptr + i, v * 0.0)", True),
                           ("v = v * 2.0 if isinstance(n, int) else v", True),
                           ("v = tl.maximum(v, 0.0)", False)):
        got = reasons(model(HONEST.replace("k[", "k2["), kernel(statement)))
        assert ("introspection" in got) == bad, (statement, got)
        if not bad and "standard" not in make + (refused or ""):
            assert got == [], got  # (tl.standard.jit is no spelling the launch rules know: kernel_not_reachable)


@pytest.mark.parametrize("make", [
    "k2 = list(map(triton.jit, [body]))[0]",
    "_jit = triton.jit\nk2 = _jit(body)",
    "k2 = functools.partial(triton.jit)(body)",
    "k2 = {'jit': triton.jit}['jit'](body)",
    "k2 = (triton.jit if n_default else None)(body)",
    "k2 = triton.jit(Ops.body)",
    "k2 = triton.jit(**{'fn': body})",
    "_jit = triton.jit(do_not_specialize=['n'])\nk2 = _jit(body)",
    "def make(f):\n    return triton.jit(f)\nk2 = make(body)",
    "_g = body\nk2 = triton.jit(_g)",
])
def test_round35_the_kernel_maker_used_as_a_value_is_refused(make):
    """Red-team round 35: triton.jit reached as a value (map, an alias, a partial, a table) made a
    kernel from a function the gate never read as one. Only the decorator and a direct call on the
    file's functions by name make kernels."""
    extra = ("\nimport functools\nn_default = True\n\n\n@triton.jit\ndef k(x_ptr, o_ptr, n, B: tl.constexpr):\n"
             "    i = tl.arange(0, B)\n    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n"
             "\n\ndef body(x_ptr, o_ptr, n, B: tl.constexpr):\n"
             "    i = tl.arange(0, B)\n    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n"
             "\n\nclass Ops:\n    body = body\n"
             f"\n\n{make}\n")
    got = reasons(model(HONEST, extra))
    assert "introspection" in got, got


@pytest.mark.parametrize("inner, refused", [
    ("    SCALE = tl.constexpr(0.0)\n", True),
    ("    def SCALE():\n        pass\n", True),
    ("    for SCALE in (tl.constexpr(0.0),):\n        pass\n", True),
    ("", False),
])
def test_round35_a_kernel_reading_its_enclosing_functions_variable(inner, refused):
    """Red-team round 35: a kernel defined in a function reads `SCALE` from the closure when
    compiled, and from the module's global of that name in the interpreter (its AST rewrite runs
    the kernel's source again at module level): the ReLU in interpreter mode, zeros on a GPU.
    Refused where a kernel reads a name its enclosing function binds; a nested kernel that reads
    only globals and its own names passes."""
    extra = ("\nSCALE = tl.constexpr(1.0)\n\n\n@triton.jit\ndef k(x_ptr, o_ptr, n, B: tl.constexpr):\n"
             "    i = tl.arange(0, B)\n    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n"
             "\n\ndef make():\n" + inner +
             "    @triton.jit\n    def k2(x_ptr, o_ptr, n, B: tl.constexpr):\n"
             "        i = tl.arange(0, B)\n        v = tl.load(x_ptr + i, mask=i < n) * SCALE\n"
             "        tl.store(o_ptr + i, v, mask=i < n)\n    return k2\n\n\nK2 = make()\n")
    got = reasons(model(HONEST, extra))
    assert ("introspection" in got) == refused, got


def _check_kernel_default(before: str, default: str, after: str, refused: bool, use: str) -> None:
    """A second kernel `k2` with `S: tl.constexpr = <default>` (its loads times `use`), launched by
    HONEST's ModelNew between the module code `before` and `after`: `introspection` exactly when
    `refused`, and nothing else when not."""
    extra = (f"\n{before}\n\n\n@triton.jit\ndef k2(x_ptr, o_ptr, n, B: tl.constexpr, S: tl.constexpr = {default}):\n"
             f"    i = tl.arange(0, B)\n    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n){use}, mask=i < n)\n"
             f"\n\n{after}\n")
    got = reasons(model(HONEST.replace("k[", "k2["), extra))
    assert ("introspection" in got) == refused, got
    if not refused:
        assert got == [], got


@pytest.mark.parametrize("before, default, after, refused", [
    ("CFG = [0.0]", "CFG[0]", "CFG[0] = 1.0", True),
    ("SCALE = 0.0", "SCALE", "SCALE = 1.0", True),
    ("CFG = {'s': 0.0}", "CFG['s']", "", True),
    ("", "abs(0.0)", "", True),
    ("", "float(0.0)", "", False),  # probe 28: the builtin float() of a literal, as `float("-inf")`
    ("float = lambda v: 1.0", "float(0.0)", "", True),
    ("", "1.0", "", False),
    ("", "-1.0", "", False),
    ("", "(1, 2)", "", False),
    ("", "tl.float32", "", False),
    ("SCALE = 1.0", "SCALE", "", False),
    ("@triton.jit\ndef _act(v):\n    return v", "_act", "", False),
    ("CFG = [0.0]", "1.0) -> CFG.append(1.0", "", True),
    ("", "1.0) -> (tl.tensor", "", False),
])
def test_round35_a_kernel_default_evaluated_again_by_the_interpreter(before, default, after, refused):
    """Red-team round 35: Triton's JIT binds a parameter's default as the def evaluated it, while
    the interpreter's rewrite runs the kernel's def again at its first launch: `S: tl.constexpr =
    CFG[0]` with `CFG[0] = 1.0` after the def was 0.0 on a GPU (zeros stored) and 1.0 in interpreter
    mode. A default must be a literal, a library constant or a name the file binds once."""
    _check_kernel_default(before, default, after, refused, " * S")


@pytest.mark.parametrize("probe", [
    "h = torch.zeros(1, dtype=torch.int64, pin_memory=True)",
    "h = torch.zeros(1, dtype=torch.int64).pin_memory()",
    "h = x.to('cpu', non_blocking=True)",
    "h = x.to('cpu', torch.int64, True)",
    "h = x.to(self.host, True)",
    "h = self.host.copy_(x, True)",
    "h = x.cuda(0, True)",
    "h = x.type(torch.float32, True)",
    "h = x.to(*self.spec)",
    "h = x.to('cpu', **{'non_blocking': True})",
    "h = x.is_pinned()",
    "kw = {'pin' + '_memory': True}\n    h = torch.zeros(1, **kw)",
    "h = torch.zeros(1, **dict.fromkeys(['pin' + '_memory'], True))",
    "cp = x.copy_\n    cp(x, True)",
    "t = x.type\n    t(torch.float32, True)",
    "h = functools.partial(torch.Tensor.to, x)",
    "h = x.copy_.__call__(x, True)",
    "flag = x.numel() > 0\n    h = x.to(x, flag)",
])
def test_round36_pinned_memory_and_non_blocking_copies_are_refused(probe):
    """Red-team round 36: a one-element counter copied into page-locked host memory with
    `non_blocking=True`, read on the host with no synchronisation, tells whether the stream is still
    busy with the judge's lead spin (timed calls and the calls on fresh values) or not (checked calls
    and the audited round after the timed rounds): `a @ b` in the former, the candidate's kernel in
    the latter, past every audit. Pinned memory and non-blocking copies are refused (`streams`),
    by name, keyword, string and position; the honest `.to(device, dtype)` and `copy_(src)` pass."""
    assert "streams" in reasons(model("\n    " + probe + HONEST)), probe


def test_round36_honest_copies_and_conversions_pass():
    honest = textwrap.indent("y = x.to(x.device, torch.float32)\nz = torch.empty_like(y)\nz.copy_(y)\n"
                             "w = x.to(y)\nv = x.to(torch.float16).to(torch.float32)\nu = x.to(x.device, x.dtype)\n"
                             "t = x.to('cuda', torch.bfloat16)", "    ") + HONEST
    assert reasons(model(honest)) == []
    launch = HONEST.replace("B=256)", "**{'B': 256})")
    assert reasons(model(launch)) == [], launch
    passing = ("\ndef call(fn, *args, **kwargs):\n    return fn(*args, **kwargs)\n")
    assert reasons(model("\n    y = call(torch.empty_like, x)" + HONEST, passing)) == []


def test_round36_a_written_out_keyword_dict_may_be_splatted():
    """`factory_kwargs = {"device": ..., "dtype": ...}` then `torch.empty(n, **factory_kwargs)`, as
    PyTorch's own modules write it: a name bound once in the file to a dict of written-out string keys
    (or `dict(k=v)`), and otherwise only splatted, names its keywords as plainly as the call would.
    Bound twice (a parameter of that name too), written through, read otherwise, with a computed
    key, a `**` inside, or `dict` rebound by the file, it stays `streams`."""
    bind = "factory_kwargs = {'device': x.device, 'dtype': x.dtype}\n"
    use = "y = torch.empty(x.shape, **factory_kwargs)\nz = torch.zeros(1, **factory_kwargs)\n"
    assert reasons(model(textwrap.indent(bind + use, "    ") + HONEST)) == []
    as_call = bind.replace("{'device': x.device, 'dtype': x.dtype}", "dict(device=x.device, dtype=x.dtype)")
    assert reasons(model(textwrap.indent(as_call + use, "    ") + HONEST)) == []
    for bad_bind, bad_use, extra in (
            (bind + "factory_kwargs['pin' + '_memory'] = True\n", use, ""),
            (bind + "factory_kwargs.update(self.more)\n", use, ""),
            (bind + "factory_kwargs = self.more\n", use, ""),
            (bind, use + "self.kept = factory_kwargs\n", ""),
            (bind.replace("'dtype'", "self.key"), use, ""),
            (bind.replace("'dtype': x.dtype", "**self.more"), use, ""),
            (as_call, use, "\ndict = lambda **k: {'pin' + '_memory': True, **k}\n"),
            (bind, use, "\ndef g(factory_kwargs):\n    return torch.zeros(1, **factory_kwargs)\n")):
        bad = model(textwrap.indent(bad_bind + bad_use, "    ") + HONEST, extra)
        assert "streams" in reasons(bad), bad


@pytest.mark.parametrize("before, default, refused", [
    ("debug = 0.0", "debug", True),
    ("", "repr", True),
    ("noinline = 0.0", "noinline", True),
    ("version = 0.0", "version", True),
    ("launch_metadata = 0.0", "launch_metadata", True),
    ("SCALE = 0.0", "SCALE", False),
])
def test_round37_a_kernel_default_naming_a_jit_keyword(before, default, refused):
    """Red-team round 37: Triton's interpreter runs a kernel's def again at its first launch with
    triton.jit's keyword arguments as the local namespace, so `S: tl.constexpr = debug` (a global
    bound once, 0.0, which round 35's rule took as stable) was None there and 0.0 to the JIT: `if S
    is None:` stored the ReLU in interpreter mode and zeros on a GPU. Such a name is refused."""
    extra = (f"\n{before}\n\n\n@triton.jit\ndef k2(x_ptr, o_ptr, n, B: tl.constexpr, S: tl.constexpr = {default}):\n"
             "    i = tl.arange(0, B)\n    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n")
    got = reasons(model(HONEST.replace("k[", "k2["), extra))
    assert ("introspection" in got) == refused, got
    if not refused:
        assert got == [], got


def test_round37_the_rewrite_locals_are_the_interpreters():
    """R.INTERPRETER_REWRITE_LOCALS holds every name the installed Triton's interpreter puts in the
    namespace it runs a kernel's def in (InterpretedFunction keeps triton.jit's keywords)."""
    from triton.runtime.interpreter import InterpretedFunction
    import triton.runtime.jit as jit

    def body(x):
        return x

    made = {}
    real = InterpretedFunction.__init__

    def spy(self, fn, **kwargs):
        made.update(kwargs)
        real(self, fn, **kwargs)

    InterpretedFunction.__init__ = spy
    try:
        import os
        before = os.environ.get("TRITON_INTERPRET")
        os.environ["TRITON_INTERPRET"] = "1"
        try:
            jit.jit(body)
        finally:
            if before is None:
                del os.environ["TRITON_INTERPRET"]
            else:
                os.environ["TRITON_INTERPRET"] = before
    finally:
        InterpretedFunction.__init__ = real
    assert made and set(made) <= static_gate.R.INTERPRETER_REWRITE_LOCALS, set(made)


@pytest.mark.parametrize("defs, refused", [
    ("def _swap(f):\n    return _Body.k2\n\n\n@triton.jit\n@_swap\ndef k2(x_ptr, o_ptr, n, B: tl.constexpr):", True),
    ("def _swap(f):\n    return f\n\n\n@triton.autotune(configs=[triton.Config({})], key=['n'])\n@triton.jit\n@_swap\n"
     "def k2(x_ptr, o_ptr, n, B: tl.constexpr):", True),
    ("def _swap(f):\n    return _Body.k2\n\n\n@_swap\ndef body(x_ptr, o_ptr, n, B: tl.constexpr):", True),
    ("@triton.jit\ndef k2(x_ptr, o_ptr, n, B: tl.constexpr):", False),
    ("@triton.autotune(configs=[triton.Config({})], key=['n'])\n@triton.jit\ndef k2(x_ptr, o_ptr, n, B: tl.constexpr):",
     False),
    ("def body(x_ptr, o_ptr, n, B: tl.constexpr):", False),
])
def test_round37_a_decorator_under_the_kernel_maker_is_refused(defs, refused):
    """Red-team round 37: `@triton.jit` over a decorator of the file's own compiles the function that
    decorator returns (here a staticmethod of another class, read by the gate as a plain function,
    so none of the kernel-body rules ran on it: `x.shape is x.shape` passed). A decorator under the
    maker, or on a function `triton.jit(fn)` is called on, is refused; above it (autotune) it is not."""
    extra = ("\n\nclass _Body:\n    @staticmethod\n    def k2(x_ptr, o_ptr, n, B: tl.constexpr):\n"
             "        i = tl.arange(0, B)\n        tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n"
             f"\n\n{defs}\n"
             "    i = tl.arange(0, B)\n    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n"
             + ("\n\nk2 = triton.jit(body)\n" if "def body" in defs else ""))
    got = reasons(model(HONEST.replace("k[", "k2["), extra))
    assert ("introspection" in got) == refused, got
    if not refused:
        assert got == [], got


@pytest.mark.parametrize("before, default, after, refused", [
    ("torch.backends.cuda.matmul.allow_tf32 = False", "torch.backends.cuda.matmul.allow_tf32",
     "torch.backends.cuda.matmul.allow_tf32 = True", True),
    ("", "torch.backends.cudnn.enabled", "", True),
    ("", "triton.knobs.compilation.always_compile", "", True),
    ("", "torch.float32", "", False),
    ("", "tl.float16", "", False),
    ("", "triton.language.float32", "", False),
    ("import math", "math.pi", "", False),
])
def test_round37_a_kernel_default_reading_a_library_switch(before, default, after, refused):
    """Red-team round 37: round 35 took any attribute of torch, triton or math as a constant, but
    `S: tl.constexpr = torch.backends.cuda.matmul.allow_tf32` reads a switch the file may set (to a
    plain bool, allowed since probe 17): False when the def ran (a GPU stores zeros), True when the
    interpreter's rewrite ran it again at the first launch (the ReLU). Only triton.language's and
    math's constants and torch's dtypes stand as defaults."""
    _check_kernel_default(before, default, after, refused, "")


@pytest.mark.parametrize("copy, refused", [
    ("functools.update_wrapper(body, _other)", True),
    ("functools.wraps(_other)(body)", True),
    ("_copy = functools.update_wrapper", True),
    ("", False),
])
def test_round37_update_wrapper_and_wraps_as_a_call_are_refused(copy, refused):
    """Red-team round 37: `functools.update_wrapper(body, other)` (default attributes, allowed till
    now) sets `body.__wrapped__`; inspect follows it, so `k2 = triton.jit(body)` compiled `other`'s
    text, which the gate read as a plain function. Only `@functools.wraps(fn)` on a def remains."""
    extra = ("\nimport functools\n\n\ndef _other(x_ptr, o_ptr, n, B: tl.constexpr):\n"
             "    i = tl.arange(0, B)\n    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n"
             "\n\ndef body(x_ptr, o_ptr, n, B: tl.constexpr):\n"
             "    i = tl.arange(0, B)\n    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n"
             f"\n\n{copy}\nk2 = triton.jit(body)\n\n\ndef deco(fn):\n    @functools.wraps(fn)\n"
             "    def wrapper(*args):\n        return fn(*args)\n    return wrapper\n")
    got = reasons(model(HONEST.replace("k[", "k2["), extra))
    assert ("introspection" in got) == refused, got
    if not refused:
        assert got == [], got


@pytest.mark.parametrize("doc, default, refused", [
    ('"""0"""', "__doc__", True),
    ('"""0"""', "__name__", True),
    ("B = 1.0", "1.0", False),
])
def test_round37_a_class_body_kernel_default_naming_a_dunder(doc, default, refused):
    """Red-team round 37: a kernel in a class body whose default is `__doc__` got the class's
    docstring when the def ran (what Triton's JIT binds: `S == "0"` is a constant True to the
    compiler, which compiled a store of zeros) and the module's docstring when the interpreter's
    rewrite ran the def again at module level (the ReLU, from a branch no compile check compiled).
    A dunder name is no stable default."""
    extra = (f"\n\nclass Launch:\n    {doc}\n\n    @staticmethod\n    @triton.jit\n"
             f"    def k2(x_ptr, o_ptr, n, B: tl.constexpr, S: tl.constexpr = {default}):\n"
             "        i = tl.arange(0, B)\n        tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n")
    got = reasons(model(HONEST.replace("k[", "Launch.k2["), extra))
    assert ("introspection" in got) == refused, got
    if not refused:
        assert got == [], got


def test_probe27_to_device_and_a_local_dtype_name():
    """Probe 27: `dt = x.dtype; x.to(x.device, dt)` (the dtype in a local variable) is to(device,
    dtype): the function binds the name only by plain assignments of a dtype (`.dtype` read where
    the file sets no such attribute, or torch's dtype by name), so Python's scoping gives the read
    no bool. A parameter of that name, another binding (a bool, a loop, a walrus, an unpacking,
    an augmented assignment, global), an alias of another name, or a read in a lambda stays
    `streams` (to(other, non_blocking))."""
    ok = "dt = x.dtype\n    y = x.to(x.device, dt)\n    dt = torch.float16\n    z = y.to(x.device, dt)\n"
    assert reasons(model("\n    " + ok + HONEST)) == []
    # a parameter named dtype elsewhere in the file does not reach forward's local
    other = "\ndef g(dtype):\n    return dtype\n"
    assert reasons(model("\n    " + ok + HONEST, other)) == []
    for bad in ("dt = x.dtype\n    dt = True\n    y = x.to(x.device, dt)",
                "dt = x.dtype\n    for dt in (True,):\n        pass\n    y = x.to(x.device, dt)",
                "dt = x.dtype\n    dt, w = True, 1\n    y = x.to(x.device, dt)",
                "dt = x.dtype\n    (dt := True)\n    y = x.to(x.device, dt)",
                "dt = x.dtype\n    dt += 1\n    y = x.to(x.device, dt)",
                "global dt\n    dt = x.dtype\n    y = x.to(x.device, dt)",
                "f = x.numel() > 0\n    dt = f\n    y = x.to(x.device, dt)",
                "y = x.to(x.device, dt)",
                "dt = x.dtype\n    y = (lambda: x.to(x.device, dt))()",
                "dt = x.dtype\n    y = [x.to(x.device, dt) for dt in (True,)]",
                "dt = x.dtype\n    y = x.to(x.device, dt)\n    self.dtype = True",
                # on main: the alias of torch.float16 read as a dtype whatever else bound the name
                "dt = torch.float16\n    dt = x.numel() > 0\n    y = x.to(x.device, dt)",
                "dt = torch.float16\n    dt = x.numel() > 0\n    y = x.to(self.host, dt)"):
        assert "streams" in reasons(model("\n    " + bad + HONEST)), bad
    param = "\nclass ModelNew(nn.Module):\n    def forward(self, x, dt=True):\n        dt = x.dtype\n" \
            "        y = x.to(x.device, dt)\n" + textwrap.indent(textwrap.dedent(HONEST), "        ")
    assert "streams" in reasons(param)


def test_probe27_module_level_alias_of_triton_jit_as_decorator():
    """Probe 27: `jit = triton.jit` at module level, then `@jit` on the kernel: the name, bound only
    there, is one more spelling of the decorator (static_names.triton_spellings), so the kernel is
    read as one and its body judged by the kernel rules. The alias bound again (a parameter, a second
    assignment), made inside a function or class, or used as a value elsewhere stays refused."""
    alias = "\njit = triton.jit\n\n\n@jit\ndef k3(x_ptr, o_ptr, n, B: tl.constexpr):\n" \
            "    i = tl.program_id(0) * B + tl.arange(0, B)\n" \
            "    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n"
    honest = HONEST.replace("k[", "k3[")
    assert reasons(model(honest, alias)) == []
    # the body is read as a kernel: what the compiler and the interpreter run differently stays refused
    effect = alias.replace("    tl.store(", "    done = n >= 0 or tl.store(o_ptr + i, 0.0)\n    tl.store(")
    assert reasons(model(honest, effect)) != []
    for bad in (alias + "\ndef g(jit):\n    return jit\n",
                alias + "\njit = triton.jit\n",
                alias + "\nmakers = [jit]\n",
                alias.replace("jit = triton.jit\n", "class C:\n    jit = triton.jit\n")):
        assert reasons(model(honest, bad)) != [], bad


PROBE27_TYPE_SELF = textwrap.dedent("""
    class Ops:
        def leaky_relu(self, x):
            y = torch.empty_like(x)
            k[(triton.cdiv(x.numel(), 256),)](x, y, x.numel(), B=256)
            return y


    class ModelNew(nn.Module):
        ops = Ops()

        def forward(self, x):
            return type(self).ops.leaky_relu(x)
""")


def test_probe27_launcher_through_type_of_self():
    """Probe 27: `type(self).ops.leaky_relu(x)`, the launcher a class attribute: in a plain method
    (self not rebound) of a class whose methods run on no foreign self, with plain bases and no torch
    base having the attribute, `type(self).ops` is a binding of self.ops the holder rules already
    follow (every binding an object of the file's). A class body or a write binding it to anything
    else, `type` rebound, a staticmethod, a rebound self, the class used as a value, or a torch base
    with that attribute stays `torch_compute`."""
    assert reasons(PROBE27_TYPE_SELF) == []
    for bad in (PROBE27_TYPE_SELF + "\n\nclass Sub(ModelNew):\n    ops = F\n",
                PROBE27_TYPE_SELF + "\n\nModelNew.ops = F\n",
                PROBE27_TYPE_SELF.replace("    ops = Ops()\n", "    ops = Ops()\n\n    def __init__(self):\n"
                                          "        super().__init__()\n        self.ops = F\n"),
                PROBE27_TYPE_SELF + "\n\ntype = lambda o: o\n",
                PROBE27_TYPE_SELF.replace("    def forward(self, x):", "    @staticmethod\n    def forward(self, x):"),
                PROBE27_TYPE_SELF.replace("        return type(self)", "        self = x\n        return type(self)"),
                PROBE27_TYPE_SELF + "\n\nf = ModelNew.forward\n",
                PROBE27_TYPE_SELF.replace("    ops = Ops()\n", "    dump_patches = Ops()\n").replace(
                    "type(self).ops", "type(self).dump_patches"),
                PROBE27_TYPE_SELF.replace("type(self).ops", "type(x).ops")):
        assert bad != PROBE27_TYPE_SELF and "torch_compute" in reasons(bad), bad


PROBE27_GETTER = textwrap.dedent("""
    class Ops:
        def tanh(self, x):
            y = torch.empty_like(x)
            k[(triton.cdiv(x.numel(), 256),)](x, y, x.numel(), B=256)
            return y


    class ModelNew(nn.Module):
        def __init__(self):
            super().__init__()
            self._ops = None

        def _get_ops(self):
            if self._ops is None:
                self._ops = Ops()
            return self._ops

        def forward(self, x):
            return self._get_ops().tanh(x)
""")


def test_probe27_launcher_through_a_getter_method():
    """Probe 27: `self._get_ops().tanh(x)`, a lazy getter returning self._ops: a plain method of the
    caller's class (no foreign self), defined only as plain methods in its family, never written,
    whose every return is a holder of the file's objects or a new one. A return of anything else, a
    bare return, a decorated or overridden getter returning torch, the getter assigned, or self
    rebound in it stays `torch_compute`."""
    assert reasons(PROBE27_GETTER) == []
    made = PROBE27_GETTER.replace("        if self._ops is None:\n            self._ops = Ops()\n"
                                  "        return self._ops", "        return Ops()")
    assert made != PROBE27_GETTER and reasons(made) == []
    for bad in (PROBE27_GETTER.replace("return self._ops", "return torch"),
                PROBE27_GETTER.replace("return self._ops", "return self._ops if x else torch"),
                PROBE27_GETTER.replace("        return self._ops", "        if x:\n            return torch\n"
                                                                   "        return self._ops"),
                PROBE27_GETTER.replace("        return self._ops", "        return"),
                PROBE27_GETTER.replace("    def _get_ops(self):", "    @functools.cache\n    def _get_ops(self):"),
                PROBE27_GETTER + "\n\nclass Sub(ModelNew):\n    def _get_ops(self):\n        return torch\n",
                PROBE27_GETTER.replace("        self._ops = None", "        self._ops = None\n"
                                                                       "        self._get_ops = lambda: torch"),
                PROBE27_GETTER.replace("        if self._ops is None:", "        self = torch\n"
                                                                           "        if self._ops is None:"),
                PROBE27_GETTER.replace("        self._ops = None", "        self._ops = torch"),
                PROBE27_GETTER.replace("        return self._get_ops().tanh(x)", "        return self._get_ops(x).tanh(x)"),
                PROBE27_GETTER + "\n\nf = ModelNew.forward\n"):
        assert bad != PROBE27_GETTER and "torch_compute" in reasons(bad), bad


def test_probe27_types_simplenamespace_config():
    """Probe 27: launch settings in `types.SimpleNamespace(block=..., num_warps=...)`: an attribute
    bag, as a dict or the file's own class is. `from types import SimpleNamespace`, or `import types`
    read only as `types.SimpleNamespace`, passes; any other name of the module, the module as a
    value or spelled as a string, or the name bound again stays `introspection`."""
    use = "cfg = {m}SimpleNamespace(block=256)\n    out = torch.empty_like(x)\n    n = x.numel()\n" \
          "    k[(triton.cdiv(n, cfg.block),)](x.reshape(-1), out, n, B=cfg.block)\n    return out\n"
    assert reasons(model("\n    " + use.format(m="types."), "\nimport types\n")) == []
    assert reasons(model("\n    " + use.format(m=""), "\nfrom types import SimpleNamespace\n")) == []
    assert reasons(model("\n    " + use.format(m="ns."), "\nimport types as ns\n")) == []
    for extra, body in (("\nimport types\n", use.format(m="types.") + "    f = types.FunctionType\n"),
                        ("\nimport types\nT = types\n", use.format(m="types.")),
                        ("\nimport types\n", use.format(m="types.") + "    g = getattr(self, 'types')\n"),
                        ("\nimport types\ntypes = types\n", use.format(m="types.")),
                        ("\nfrom types import SimpleNamespace, FunctionType\n", use.format(m="")),
                        ("\nfrom types import CodeType\n", use.format(m="").replace("SimpleNamespace(block=256)",
                                                                                     "CodeType"))):
        assert "introspection" in reasons(model("\n    " + body, extra)), (extra, body)


def test_probe27_forward_inherited_from_the_files_base_is_judged():
    """Found in probe 27: `class ModelNew(Base)` with forward only in Base, a class of the file,
    gave the gate no entry to judge: torch compute there passed with no finding at all (not even
    kernel_not_reachable), leaving it to the audit. The file's bases' entry points are judged as
    forward when ModelNew defines none."""
    base = "\nclass Base(nn.Module):\n    def forward(self, x):\n        return torch.tanh(x)\n" \
           "\n\nclass ModelNew(Base):\n    pass\n"
    assert "torch_compute" in reasons(base)
    honest = "\nclass Base(nn.Module):\n    def forward(self, x):\n" + textwrap.indent(textwrap.dedent(HONEST), "        ") + \
             "\n\nclass ModelNew(Base):\n    pass\n"
    assert reasons(honest) == []
    deeper = base.replace("class ModelNew(Base):", "class Mid(Base):\n    pass\n\n\nclass ModelNew(Mid):")
    assert "torch_compute" in reasons(deeper)


def test_probe27_module_logger_for_messages():
    """Probe 27: `logger = logging.getLogger(__name__)` at module level and `logger.debug("grid %s",
    grid)` in forward. `import logging` passes where the module is read only by such assignments
    and each logger only by its message methods with positional arguments; the frame helper
    (`logging.currentframe` is sys._getframe), handlers, basicConfig, keywords (stack_info,
    stacklevel, extra), the root logger, a logger handed on as a value or bound again stay refused."""
    extra = "\nimport logging\n\nlogger = logging.getLogger(__name__)\n"
    use = "logger.debug('n=%d', x.numel())\n    logger.warning('shape %s', tuple(x.shape))\n"
    assert reasons(model("\n    " + use + HONEST, extra)) == []
    named = extra.replace("__name__", "'anvil.candidate'")
    assert reasons(model("\n    " + use + HONEST, named)) == []
    for ex, u in ((extra, use + "    f = logging.currentframe()\n"),
                  (extra + "logging.basicConfig(filename='log.txt')\n", use),
                  (extra, use + "    logger.addHandler(None)\n"),
                  (extra, use + "    logger.warning('s', stack_info=True)\n"),
                  (extra, use + "    logger.warning(*self.args)\n"),
                  (extra.replace("logging.getLogger(__name__)", "logging.getLogger()"), use),
                  (extra, use + "    h = logger.handlers\n"),
                  (extra, use + "    self.log = logger\n"),
                  (extra + "logger = None\n", use),
                  (extra + "L = logging\n", use),
                  (extra, use + "    logger.log(10, 'x')\n")):
        assert reasons(model("\n    " + u + HONEST, ex)) != [], (ex, u)


PROBE27_FACTORY = textwrap.dedent("""
    def make_kernel():
        \"\"\"Builds the copy kernel.\"\"\"
        @triton.jit
        def k3(x_ptr, o_ptr, n, B: tl.constexpr):
            i = tl.program_id(0) * B + tl.arange(0, B)
            tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)
        return k3


    _k3 = make_kernel()


    class ModelNew(nn.Module):
        def forward(self, x):
            out = torch.empty_like(x)
            n = x.numel()
            _k3[(triton.cdiv(n, 256),)](x, out, n, B=256)
            return out
""")


def test_probe27_kernel_from_a_factory_function():
    """Probe 27: a kernel defined in a top-level factory without parameters that returns it
    (`_k3 = make_kernel()` at module level): the nested kernel is read as a kernel (its body judged
    by the kernel rules) and the module-level result as its name. A factory with parameters, other
    statements or a decorator stays `no_triton_kernel`; a plain top-level function of the kernel's
    name (which the kernel set would hide from reachability) keeps the factory out."""
    header = HEADER  # no top-level kernel: KERNEL is left out
    assert static_gate.check(header + PROBE27_FACTORY)[1] == []
    effect = PROBE27_FACTORY.replace("        tl.store(o_ptr", "        d = n >= 0 or tl.store(o_ptr + i, 0.0)\n"
                                                         "        tl.store(o_ptr")
    assert effect != PROBE27_FACTORY and static_gate.check(header + effect)[1] != []
    for bad in (PROBE27_FACTORY.replace("def make_kernel():", "def make_kernel(scale=1.0):"),
                PROBE27_FACTORY.replace("    return k3", "    print(k3)\n    return k3"),
                PROBE27_FACTORY.replace("def make_kernel():", "@functools.cache\ndef make_kernel():"),
                PROBE27_FACTORY + "\n\ndef k3(x):\n    return torch.relu(x)\n"):
        assert bad != PROBE27_FACTORY and static_gate.check(header + "import functools\n" + bad)[1] != [], bad


def test_probe27_plain_function_named_like_a_class_kernel_is_reachable():
    """Found in probe 27 (open on main): a top-level `def relu_kernel(x): return torch.relu(x)` beside
    a class's `@staticmethod @triton.jit def relu_kernel`: the gate left every top-level function
    named like a kernel out of what forward may reach, so the helper's torch compute passed. Only a
    def that is a kernel (decorated, or the body of `name = triton.jit(name)`) is left out now."""
    src = "\nclass K:\n    @staticmethod\n    @triton.jit\n    def relu_kernel(x_ptr, n, B: tl.constexpr):\n" \
          "        pass\n\n\ndef relu_kernel(x):\n    return torch.relu(x)\n"
    assert "torch_compute" in reasons(model("\n    y = relu_kernel(x)" + HONEST, src))
    made = "\ndef k2(x_ptr, o_ptr, n, B: tl.constexpr):\n    i = tl.arange(0, B)\n" \
           "    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)\n\n\nk2 = triton.jit(k2)\n"
    assert reasons(model(HONEST.replace("k[", "k2["), made)) == []


def test_probe27_hash_returned_by_dunder_hash():
    """Probe 27: a cache key class with `def __hash__(self): return hash((self.n, self.block))`: the
    value goes straight back to Python's hashing, and nothing in the file can read it (hash() stays
    refused, and a file spelling `__hash__` anywhere else, `Key(1).__hash__()`, keeps it refused).
    hash() anywhere else, its value kept or shifted, or in a nested function stays refused (an
    object's address: `ctypes`)."""
    key = "\nclass Key:\n    def __init__(self, n):\n        self.n = n\n\n" \
          "    def __eq__(self, other):\n        return self.n == other.n\n\n" \
          "    def __hash__(self):\n        return hash((self.n, 1))\n"
    use = "\n    cache = {Key(x.numel()): 1}" + HONEST
    assert reasons(model(use, key)) == []
    for bad in (key.replace("return hash((self.n, 1))", "h = hash(self.n)\n        return h"),
                key.replace("return hash((self.n, 1))", "return hash(self) << 4"),
                key.replace("return hash((self.n, 1))", "return (lambda: hash(self.n))()"),
                key + "\n\nh = hash(object())\n",
                key.replace("    def __hash__(self):", "    def key_hash(self):")):
        assert "ctypes" in reasons(model(use, bad)), bad
    for read in ("    h = Key(1).__hash__()\n", "    f = Key.__hash__\n", "    m = '__hash__'\n"):
        assert "ctypes" in reasons(model(use.replace("\n    out =", "\n" + read + "    out ="), key)), read


def test_probe27_non_blocking_false_written_out():
    """Probe 27: `x.to(x.device, non_blocking=False)` and `torch.empty(..., pin_memory=False)`, the
    defaults written out as the literal False, pass; any other value (True, a name, an expression)
    stays `streams`."""
    ok = "y = x.to(x.device, non_blocking=False)\n    z = torch.empty(4, pin_memory=False)\n"
    assert reasons(model("\n    " + ok + HONEST)) == []
    for v in ("True", "flag", "not True", "x.is_cuda", "0 == 1"):
        bad = "flag = False\n    y = x.to(x.device, non_blocking=" + v + ")\n"
        assert "streams" in reasons(model("\n    " + bad + HONEST)), v
        bad = "flag = False\n    z = torch.empty(4, pin_memory=" + v + ")\n"
        assert "streams" in reasons(model("\n    " + bad + HONEST)), v


ROUND38_USE = HONEST.replace("return out.view(x.shape).to(x.dtype)", "return op(out.view(x.shape))")


@pytest.mark.parametrize("rebind", [
    "op = torch.relu\n",
    "(op := torch.relu)\n",
    "for op in (torch.relu,):\n    pass\n",
    "op, _ = torch.relu, 0\n",
    "del op\nop = torch.relu\n",
    "if torch.float32.is_floating_point:\n    op = torch.relu\n",
    "_ = [op := torch.relu for _i in range(1)]\n",
    "def _setup():\n    global op\n    op = torch.relu\n\n\n_setup()\n",
])
def test_round38_alias_rebound_after_a_harmless_first_binding(rebind):
    """Round 38: a library alias was read through the binding the gate met first, so `op =
    torch.empty_like` followed by any rebinding of `op` to torch.relu made `op(y)` an allocation to
    the gate. A name bound to a library object and bound again is refused (`monkeypatch`), found at
    its first read."""
    assert "monkeypatch" in reasons(model(ROUND38_USE, "op = torch.empty_like\n" + rebind))


def test_round38_alias_shadowed_in_forward():
    """Round 38: a parameter or local of forward named like a module-level alias is another binding
    (the gate's aliases are file-wide): `def forward(self, x, op=torch.relu)` and `op = torch.relu`
    inside forward are refused; a module-level alias bound once still resolves."""
    extra = "op = torch.empty_like\n"
    local = "\n    op = torch.relu" + ROUND38_USE
    assert "monkeypatch" in reasons(model(local, extra))
    param = model(ROUND38_USE, extra).replace("def forward(self, x):", "def forward(self, x, op=torch.relu):")
    assert "monkeypatch" in reasons(param)
    assert "torch_compute" in reasons(model(ROUND38_USE, "op = torch.relu\n"))
    assert reasons(model(HONEST.replace("to(x.dtype)", "to(DT)"), "DT = torch.float32\n")) == []


@pytest.mark.parametrize("bind", ["(op := torch.relu)\n", "op, _ = torch.relu, 0\n", "for op in (torch.relu,):\n    pass\n"])
def test_round38_library_object_bound_without_assignment(bind):
    """Round 38: a walrus, tuple unpacking or a loop over a literal bound `op` to torch.relu with no
    alias made, so `op(y)` was an unknown function: bound once the first two are aliases now
    (`torch_compute`), and a loop target, which takes each element in turn, is refused."""
    assert set(reasons(model(ROUND38_USE, bind))) & {"torch_compute", "monkeypatch"}


def test_round38_table_member_call_is_no_launch():
    """Round 38: any `f[...](...)` call counted as a kernel launch once forward read a kernel's name,
    so `[lambda t: t * (t > 0)][0](x)` or `fns[0](x)` beside `k is not None` passed. A call of a
    literal's subscript, or of a subscript by one constant (a grid is a tuple or a function), is no
    launch; `k[(n,)]`, `k[grid]` and a table's kernel `KS[key][grid]` still are."""
    for call in ("[lambda t: t * (t > 0)][0](x)", "fns[0](x)", "fns['relu'](x)"):
        body = "fns = {0: abs, 'relu': abs}\nkeep = k is not None\nreturn " + call + "\n"
        assert "kernel_not_reachable" in reasons(model(body)), call
    table = "KS = {'f': k}\n"
    launch = HONEST.replace("k[(triton.cdiv(n, 256),)]", "KS['f'][(triton.cdiv(n, 256),)]")
    assert reasons(model(launch, table)) == []
    grid = HONEST.replace("k[(triton.cdiv(n, 256),)]", "g = (triton.cdiv(n, 256),)\n    k[g]")
    assert reasons(model(grid)) == []


def test_round38_kernel_parameter_and_dtype_rebinding_stay_honest():
    """Round 38's rule (a library alias bound again is refused) spares a kernel's parameter of the
    alias's name (it shadows the module's name only in the kernel) and a name bound only to dtypes
    (`dt = torch.float16` in one branch, `dt = torch.float32` in another); a dtype and a function
    bound to one name stays refused."""
    assert "monkeypatch" not in reasons(model(HONEST, "B = torch.empty_like\n"))  # the kernel's `B` reads it
    dts = "\n    dt = torch.float16\n    if x.numel() > 4:\n        dt = torch.float32\n    x = x.to(dt)" + HONEST
    assert reasons(model(dts)) == []
    mixed = dts.replace("dt = torch.float32", "dt = torch.relu")
    assert "monkeypatch" in reasons(model(mixed))


def test_round38_kernel_holder_rebound():
    """Round 38: a module-level name counted as a kernel holder when any of its values mentioned a
    kernel, so `K = k` then `K = Fake()` (a __getitem__ returning a lambda) made `K[grid](...)` the
    launch. A holder is bound only there; `K = k` bound once stays one."""
    fake = "\nclass Fake:\n    def __getitem__(self, g):\n        return lambda *a, **kw: a[0] * 2\n\n\nK = Fake()\n"
    body = "out = torch.empty_like(x)\nreturn K[(1,)](x, out, x.numel(), B=256)\n"
    assert "kernel_not_reachable" in reasons(model(body, "K = k\n" + fake))
    assert reasons(model(HONEST.replace("k[(", "K[("), "K = k\n")) == []


ROUND39_USE = HONEST.replace("return out.view(x.shape).to(x.dtype)", "return {call}")


@pytest.mark.parametrize("extra,call", [
    ("op = torch.relu if True else None\n", "op(out)"),
    ("", "[torch.relu][0](out)"),
    ("ACTS = {'relu': F.relu}\n", "ACTS['relu'](out)"),
    ("op = functools.partial(torch.relu)\n", "op(out)"),
    ("", "list(map(torch.relu, [out]))[0]"),
    ("", "(lambda t, f=torch.relu: f(t))(out)"),
    ("", "(lambda: torch.relu)()(out)"),
    ("", "(torch.relu or None)(out)"),
    ("op = torch.nn.functional.torch.relu if True else None\n", "op(out)"),
])
def test_round39_torch_function_taken_as_a_value(extra, call):
    """Round 39: the gate judged torch by its calls and read a name bound once to a library object
    as that object, so a torch function handed on inside an expression (a conditional, a literal,
    functools.partial, map, a lambda's default or return) and called later passed it. A torch
    function that computes, taken as a value other than a name's single binding, is refused."""
    header = HEADER + "import functools\nimport torch.nn.functional as F\n"
    assert "torch_compute" in reasons(model(ROUND39_USE.format(call=call), extra), header), call


@pytest.mark.parametrize("where", ["class_body", "staticmethod", "self"])
def test_round39_torch_function_stored_on_an_object(where):
    """Round 39 (round 38's open `rt38_class_attribute_rebound_on_self`): a torch function stored as a
    class attribute, a staticmethod of one, or on self in __init__, then called through self."""
    body = {"class_body": "    op = torch.relu\n", "staticmethod": "    op = staticmethod(torch.relu)\n",
            "self": "    def __init__(self):\n        super().__init__()\n        self.op = torch.relu\n"}[where]
    src = model(ROUND39_USE.format(call="self.op(out)")).replace("class ModelNew(nn.Module):\n",
                                                                  "class ModelNew(nn.Module):\n" + body)
    assert "torch_compute" in reasons(src), where


def test_round39_values_that_are_not_computing_functions_pass():
    """Round 39's rule spares what is no computing function: dtypes, layouts and constants
    (`torch.float32`, `torch.contiguous_format`, `torch.pi`), classes (`torch.Tensor`, `nn.Linear`),
    glue functions (`torch.empty_like` in a table), a name's single binding (`op = torch.relu`,
    judged at its call) and a loop over a literal (refused as rebound, `monkeypatch`)."""
    ok = ("DT = {'fp32': torch.float32}\nFMT = [torch.contiguous_format]\nPI = torch.pi if True else 3.0\n"
          "KINDS = (torch.Tensor, nn.Linear)\nMAKE = {'e': torch.empty_like}\n")
    assert reasons(model(HONEST, ok)) == []
    assert reasons(model(ROUND39_USE.format(call="op(out)"), "op = torch.relu\n")) == ["torch_compute"]
    loop = "for op in (torch.relu,):\n    pass\n"
    assert reasons(model(ROUND39_USE.format(call="op(out)"), loop)) == ["monkeypatch"]


@pytest.mark.parametrize("call", ["out.clamp_min(0)", "out.clamp_max_(0)", "out.multiply(out)", "out.subtract(x)",
                                  "out.addmv(x.view(1, -1), x)", "out.vdot(out)", "out.heaviside(out)",
                                  "out.float_power(2)"])
def test_round39_computing_tensor_methods_the_list_lacked(call):
    """Round 39: TENSOR_COMPUTE_METHODS lacked computing methods (`y.clamp_min(0)` is a ReLU,
    `addmv` cuBLAS's gemv), which only the audit refused; the list is completed but for names the
    file's own objects often have (`self.inner(x)` on `self.inner = Block()` stays the file's)."""
    assert "torch_compute" in reasons(model(ROUND39_USE.format(call=call))), call
    own = ("\nclass Block(nn.Module):\n    def forward(self, t):\n        return t\n"
           "\n\nclass ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
           "        self.inner = Block()\n\n    def forward(self, x):\n")
    src = model(ROUND39_USE.format(call="self.inner(out)")).replace(
        "\nclass ModelNew(nn.Module):\n    def forward(self, x):\n", own)
    assert "torch_compute" not in reasons(src)


@pytest.mark.parametrize("extra,call", [
    ("", "[torch.Tensor.relu][0](out)"),
    ("OPS = {'c': torch.Tensor.clamp_min}\n", "OPS['c'](out, 0)"),
    ("", "[nn.ReLU.forward][0](None, out)"),
    ("", "(nn.Module.__call__ if True else None)(nn.ReLU(), out)"),
])
def test_round39_class_function_taken_as_a_value(extra, call):
    """Round 39: a function of a torch class (a tensor method, a layer's forward or __call__) taken
    as a value: the gate resolved objects only through modules, so the value rule found none. It
    reads the class's attribute statically now; `torch.Tensor.view` and a dtype stay glue."""
    assert "torch_compute" in reasons(model(ROUND39_USE.format(call=call), extra)), call
    assert reasons(model(HONEST, "VIEWS = [torch.Tensor.view, torch.Tensor.contiguous]\n")) == []


@pytest.mark.parametrize("extra,init,call", [
    ("", "", "nn.ReLU()(out)"),
    ("", "", "[nn.ReLU()][0](out)"),
    ("ACT = {'r': nn.ReLU()}\n", "", "ACT['r'](out)"),
    ("", "self.acts = nn.ModuleList([nn.ReLU()])", "self.acts[0](out)"),
    ("", "self.acts = nn.ModuleDict({'r': nn.Softmax(-1)})", "self.acts['r'](out)"),
    ("", "self.act, self.k = nn.ReLU(), 1", "self.act(out)"),
    ("", "self.act = nn.ReLU() if True else None", "self.act(out)"),
    ("", "", "[nn.ReLU][0]()(out)"),
    ("class Helper(nn.Module):\n    def __init__(self):\n        super().__init__()\n        self.act = nn.GELU()\n",
     "self.h = Helper()", "self.h.act(out)"),
])
def test_round39_parameterless_layer_out_of_the_gates_sight(extra, init, call):
    """Round 39: the gate refused a torch layer's call only through a module-level name or a self
    attribute of ModelNew bound to it, so one built and called at once, kept in a literal, a
    ModuleList/ModuleDict, a class body, a tuple assignment or a conditional passed it. A torch
    layer with no parameters built anywhere else (or its class taken as a value) is refused."""
    src = model(ROUND39_USE.format(call=call), extra)
    if init:
        src = src.replace("class ModelNew(nn.Module):\n", "class ModelNew(nn.Module):\n    def __init__(self):\n"
                          "        super().__init__()\n        " + init + "\n\n")
    assert "torch_compute" in reasons(src), call


def test_round39_layer_kept_as_a_settings_holder_passes():
    """A parameterless layer bound to self in ModelNew's __init__ (or a module-level name) and only
    read (`self.pool.kernel_size`), and layers with parameters anywhere (`nn.ModuleList([nn.Linear
    (4, 4)])`, their weights read), stay honest; calling the bound one stays refused."""
    init = ("class ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
            "        self.pool = nn.MaxPool2d(3)\n        self.lins = nn.ModuleList([nn.Linear(4, 4)])\n\n")
    read = HONEST.replace("n = x.numel()", "n = x.numel() + self.pool.kernel_size * 0 + self.lins[0].weight.shape[0] * 0")
    assert reasons(model(read).replace("class ModelNew(nn.Module):\n", init)) == []
    assert reasons(model(HONEST, "POOL = nn.AvgPool1d(2)\n")) == []
    called = model(ROUND39_USE.format(call="self.pool(out)")).replace("class ModelNew(nn.Module):\n", init)
    assert "torch_compute" in reasons(called)


def test_round39_common_member_names_compute_unless_the_file_names_one():
    """Round 39: `a.inner(b.t())` is cuBLAS's product; `inner`, `trace`, `tile`, `det`, ... are
    computing tensor methods unless the file stores or defines a member of that name (then the gate
    cannot tell a tensor from its own object, and leaves the call to the audit)."""
    for call in ("x.inner(x)", "out.tile(1)", "out.less(x)", "x.view(4, -1).det()"):
        assert "torch_compute" in reasons(model(ROUND39_USE.format(call=call))), call
    own = "\nclass Blk:\n    def inner(self, t):\n        return t\n\n\nBLK = Blk()\n"
    assert "torch_compute" not in reasons(model(ROUND39_USE.format(call="BLK.inner(out)"), own))


def test_round39_tensor_method_taken_as_a_value():
    """Round 39: a computing method of a tensor taken as a bound value (`f = x.relu if c else None`,
    `[out.min][0]()`) and called later. Refused where the receiver is surely a tensor: forward's
    inputs and a name bound only to a torch tensor factory in the function; data attributes of
    other objects named alike (`torch.finfo(dt).min`, `cfg.gelu`) stay honest."""
    for body in ("f = x.relu if True else None\nreturn f()", "return [out.min][0]()",
                 "return (lambda f=x.relu: f())()"):
        src = model("out = torch.empty_like(x)\n" + body)
        assert "torch_compute" in reasons(src), body
    honest = HONEST.replace("n = x.numel()", "n = x.numel()\n    lo = torch.finfo(x.dtype).min")
    assert reasons(model(honest)) == []
    rebound = "out = torch.empty_like(x)\nout = Cfg()\nreturn [out.min][0]\n"
    assert "torch_compute" not in reasons(model(rebound, "\nclass Cfg:\n    min = 0\n"))


PROBE28_DEFAULT_KERNEL = """
import math
CFG = [1.0]


@triton.jit
def k2(x_ptr, o_ptr, n, B: tl.constexpr = 256, V: tl.constexpr = {default}):
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(o_ptr + i, tl.maximum(tl.load(x_ptr + i, mask=i < n), V), mask=i < n)
"""


@pytest.mark.parametrize("default", ["2 ** 10", "1 << 10", "1.0 / 3.0", "-math.inf", "math.pi / 2", "-(1 + 2) * 3",
                                     'float("-inf")', "int(1e3)", "float(0)"])
def test_probe28_constexpr_default_written_as_constant_arithmetic(default):
    """Probe 28: a kernel parameter's default written as arithmetic on number literals and math's
    constants (`B: tl.constexpr = 2 ** 10`, `NEG: tl.constexpr = -math.inf`) or the builtin float() of a
    literal (`float("-inf")`) evaluates to the same value each time, as the literal would: it passes.
    Arithmetic on a name (a list the file may change after the def), a call of anything else, or a
    float() of a name stays `introspection`."""
    use = "    out = torch.empty_like(x)\n    k2[(1,)](x, out, x.numel())\n    k[(1,)](x, out, 1, B=1)\n    return out\n"
    assert reasons(model(use, PROBE28_DEFAULT_KERNEL.format(default=default))) == []


@pytest.mark.parametrize("default", ["CFG * 1", "-CFG[0]", "float(CFG[0])", "math.sqrt(2)", "abs(-1)", "1 + True",
                                     '"a" * 2', "float(debug)", "(lambda: 1)()"])
def test_probe28_constexpr_default_arithmetic_on_anything_else_refused(default):
    use = "    out = torch.empty_like(x)\n    k2[(1,)](x, out, x.numel())\n    k[(1,)](x, out, 1, B=1)\n    return out\n"
    assert "introspection" in reasons(model(use, PROBE28_DEFAULT_KERNEL.format(default=default)))


def test_probe28_constexpr_default_float_rebound_refused():
    """`float` bound by the file is the file's function, not the builtin."""
    use = "    out = torch.empty_like(x)\n    k2[(1,)](x, out, x.numel())\n    k[(1,)](x, out, 1, B=1)\n    return out\n"
    extra = "float = lambda s: 0.0\n" + PROBE28_DEFAULT_KERNEL.format(default='float("-inf")')
    assert "introspection" in reasons(model(use, extra))


PROBE28_TWO_LAYERS = """
class Lin(nn.Module):
    def __init__(self, a, device=None, dtype=None):
        factory_kwargs = {{"device": device, "dtype": dtype}}
        super().__init__()
        self.w = nn.Parameter(torch.empty(a, **factory_kwargs))


class Norm(nn.Module):
    def __init__(self, a, device=None, dtype=None):
        factory_kwargs = {second}
        super().__init__()
        self.w = nn.Parameter(torch.ones(a, **factory_kwargs))
{extra}
"""


def test_probe28_factory_kwargs_bound_in_two_layers():
    """Probe 28: PyTorch's `factory_kwargs = {"device": device, "dtype": dtype}` in the __init__ of two
    layers of the file was `streams` (the name bound twice, so its keywords were taken as named at run
    time); each binding written out with string keys (or dict(...) keywords) passes."""
    for second in ('{"device": device, "dtype": dtype}', "dict(device=device, dtype=dtype)"):
        assert reasons(model(HONEST, PROBE28_TWO_LAYERS.format(second=second, extra=""))) == [], second


@pytest.mark.parametrize("second,extra", [
    ('{"device": device, "pin_memory": True}', ""),
    ("dict(**opts)", "opts = {}\n"),
    ("make()", "def make():\n    return {'pin_memory': True}\n"),
    ('{"device": device}', "\nfactory_kwargs = {}\nfactory_kwargs['pin_memory'] = True\n"),
    ('{"device": device}', "\ndef f(factory_kwargs):\n    return torch.empty(1, **factory_kwargs)\n"),
    ('{"device": device}', "\nfor factory_kwargs in ({},):\n    pass\n"),
    ('{"device": device}', "\ndef g():\n    global factory_kwargs\n    factory_kwargs = {'device': 'cpu'}\n"),
    ('{"device": device}', "\nfactory_kwargs = {}\nfactory_kwargs |= {'pin_memory': True}\n"),
])
def test_probe28_factory_kwargs_any_other_binding_stays_refused(second, extra):
    """A binding that is not written out (a host-async key, a ** inside, a call's result, a
    parameter, a loop target, a global declaration, an augmented assignment, an item store) keeps
    every splat of the name `streams`."""
    assert "streams" in reasons(model(HONEST, PROBE28_TWO_LAYERS.format(second=second, extra=extra)))


PROBE28_CLASS_KERNEL = """
def _meta():
    return {{"B": 256}}


class Ops{bases}:
    @staticmethod
    @triton.jit
    def relu_kernel(x_ptr, o_ptr, n, B: tl.constexpr):
        i = tl.program_id(0) * B + tl.arange(0, B)
        tl.store(o_ptr + i, tl.maximum(tl.load(x_ptr + i, mask=i < n), 0.0), mask=i < n)
{extra}
"""
PROBE28_CLASS_LAUNCH = """
out = torch.empty_like(x)
Ops.relu_kernel[(triton.cdiv(x.numel(), 256),)](x, out, x.numel(), **_meta())
return out
"""


def test_probe28_splat_into_a_class_kernel_launch():
    """Probe 28: `Ops.relu_kernel[grid](..., **meta)`, a kernel kept as a static method of a class of
    the file, was `streams` (only `kernel[grid]` by its name counted as a launch, whose binder takes
    only the kernel's parameters); it passes."""
    assert reasons(model(PROBE28_CLASS_LAUNCH, PROBE28_CLASS_KERNEL.format(bases="", extra=""))) == []
    assert reasons(model(PROBE28_CLASS_LAUNCH, PROBE28_CLASS_KERNEL.format(bases="(object)", extra=""))) == []


@pytest.mark.parametrize("bases,extra", [
    ("(Base)", "\nclass Base:\n    pass\n"),
    ("(metaclass=type)", ""),
    ("", "\nOps.relu_kernel = torch.empty\n"),
    ("", "    relu_kernel = staticmethod(torch.empty)\n"),
    ("", "\nOps = dict\n"),
])
def test_probe28_splat_into_a_class_attribute_otherwise_refused(bases, extra):
    """A class with a base (a metaclass's property could answer for the name), a metaclass, the
    attribute stored or bound again in the body, or the class name rebound: the splat stays `streams`
    (or the file is refused for the store itself)."""
    got = reasons(model(PROBE28_CLASS_LAUNCH, PROBE28_CLASS_KERNEL.format(bases=bases, extra=extra)))
    assert "streams" in got or "monkeypatch" in got, got


PROBE28_OWN_FUNCTION = """
import dataclasses


@dataclasses.dataclass(frozen=True)
class Cfg:
    B: int = 256


def _launch(x, out, B{kwarg}):
    k[(triton.cdiv(x.numel(), B),)](x, out, x.numel(), B=B)
    return out
{extra}
"""
PROBE28_OWN_CALL = """
out = torch.empty_like(x)
return _launch(x, out, **dataclasses.asdict(Cfg()))
"""


def test_probe28_splat_into_own_plain_function():
    """Probe 28: `_launch(x, out, **dataclasses.asdict(cfg))` into a plain top-level function of the
    file without `**kwargs` was `streams`; the splat binds the function's named parameters only, and
    its body is judged as written: it passes."""
    assert reasons(model(PROBE28_OWN_CALL, PROBE28_OWN_FUNCTION.format(kwarg="", extra=""))) == []


@pytest.mark.parametrize("kwarg,extra", [
    (", **kw", ""),
    ("", "\n_launch = torch.empty\n"),
    ("", "\ndef _outer():\n    def _launch(**kw):\n        return torch.empty(4, **kw)\n    return _launch\n"),
    ("", "\nimport functools\n_wrapped = functools.lru_cache(None)\n"),
])
def test_probe28_splat_into_own_function_otherwise_refused(kwarg, extra):
    """A function with its own `**kwargs` (passing them on), a name bound otherwise too, or a second
    def of the name anywhere: the splat stays `streams`."""
    src = PROBE28_OWN_FUNCTION.format(kwarg=kwarg, extra=extra)
    if kwarg:
        src = src.replace("return out\n", "return torch.empty(4, **kw)\n")
    got = reasons(model(PROBE28_OWN_CALL, src))
    if extra.startswith("\nimport functools"):
        assert got == [], got  # unrelated: an lru_cache elsewhere changes nothing
    else:
        assert "streams" in got, got


def test_probe28_splat_into_decorated_function_refused():
    src = PROBE28_OWN_FUNCTION.format(kwarg="", extra="").replace("\ndef _launch", "\n@functools.cache\ndef _launch")
    assert "streams" in reasons(model(PROBE28_OWN_CALL, "import functools\n" + src))


PROBE28_ANNOTATION = """
@triton.jit
def k2(x_ptr, o_ptr, n, B: {ann}):
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)
"""
PROBE28_ANNOTATION_USE = "    out = torch.empty_like(x)\n    k2[(1,)](x, out, x.numel(), B=256)\n    return out\n"


def test_probe28_kernel_annotation_imported_from_triton_language():
    """Probe 28: `from triton.language import constexpr` then `BLOCK: constexpr` was `dynamic_code`
    (only an attribute chain such as tl.constexpr counted as Triton's type); a name bound once, by an
    import of triton.language's, is Triton's object, as `tl.constexpr` is: it passes."""
    for imp, ann in (("from triton.language import constexpr\n", "constexpr"),
                     ("from triton.language import constexpr as C\n", "C"),
                     ("from triton.language.core import constexpr\n", "constexpr")):
        assert reasons(model(PROBE28_ANNOTATION_USE, imp + PROBE28_ANNOTATION.format(ann=ann))) == [], imp


@pytest.mark.parametrize("imp,ann", [
    ("from triton.language import constexpr\nconstexpr = 'x'\n", "constexpr"),
    ("class constexpr:\n    pass\n", "constexpr"),
    ("from torch import float32 as constexpr\n", "constexpr"),
    ("from triton.language import constexpr\ndef f(constexpr=1):\n    return constexpr\n", "constexpr"),
])
def test_probe28_kernel_annotation_other_names_refused(imp, ann):
    """A name bound again, the file's own class, or an import from outside triton.language stays
    `dynamic_code`."""
    assert "dynamic_code" in reasons(model(PROBE28_ANNOTATION_USE, imp + PROBE28_ANNOTATION.format(ann=ann)))


PROBE28_SELF_KERNEL = """
def _meta():
    return {{"B": 256}}


class ModelNew(nn.Module):
    @staticmethod
    @triton.jit
    def _kernel(x_ptr, o_ptr, n, B: tl.constexpr):
        i = tl.program_id(0) * B + tl.arange(0, B)
        tl.store(o_ptr + i, tl.maximum(tl.load(x_ptr + i, mask=i < n), 0.0), mask=i < n)
{init}
    def forward(self, x):
        out = torch.empty_like(x)
        {target}._kernel[(triton.cdiv(x.numel(), 256),)](x, out, x.numel(), **_meta())
        return out
{extra}
"""


@pytest.mark.parametrize("target", ["self", "ModelNew"])
def test_probe28_splat_into_a_kernel_of_modelnews_own_body(target):
    """Probe 28: `self._kernel[grid](..., **meta)` / `ModelNew._kernel[grid](...)`, a static-method
    kernel of ModelNew (an nn.Module, whose metaclass is type), was `streams`; it passes where self is
    the class's object and nothing else binds or stores the name."""
    src = HEADER + KERNEL + PROBE28_SELF_KERNEL.format(init="", target=target, extra="")
    _, findings = static_gate.check(src)
    assert [f.reason for f in findings] == []


@pytest.mark.parametrize("init,extra", [
    ("    def __init__(self):\n        super().__init__()\n        self._kernel = _Fake()\n", "\nclass _Fake:\n    pass\n"),
    ("", "\nclass Sub(ModelNew):\n    _kernel = None\n"),
    ("    def __init__(self):\n        super().__init__()\n        self.add_module('_kernel', nn.Identity())\n", ""),
    ("", "\ndef run(obj, x):\n    return ModelNew.forward(obj, x)\n"),
])
def test_probe28_splat_into_self_kernel_otherwise_refused(init, extra):
    """The attribute stored on self, bound again in a subclass, named in a string (add_module,
    setattr), or forward called on a foreign self: the splat stays `streams`."""
    src = HEADER + KERNEL + PROBE28_SELF_KERNEL.format(init=init, target="self", extra=extra)
    _, findings = static_gate.check(src)
    assert "streams" in [f.reason for f in findings]


PROBE29_USE = "    out = torch.empty_like(x)\n    k[(1,)](x, out, x.numel(), B=max(16, min(1024, x.numel())))\n    return out\n"


@pytest.mark.parametrize("field", ["min: float\n    max: float", "min: float = -1.0\n    max: float = 1.0",
                                   "sum = 0", "max: int = 4\n    def width(self):\n        return max(1, 2)"])
def test_probe29_class_body_field_named_as_builtin(field):
    """Probe 29: a dataclass's fields named `min` and `max` (or a class attribute `sum = 0`) bind
    the name in the class's namespace only; forward's `max(...)` and the methods' bodies still read
    the builtin, so the field passes where the class body itself does not read the name."""
    extra = "import dataclasses\n@dataclasses.dataclass\nclass Cfg:\n    " + field + "\n"
    assert reasons(model(PROBE29_USE, extra)) == []


@pytest.mark.parametrize("field", ["max: float = 1.0\n    top = max(1, 2)", "global max\n    max = abs",
                                   "max = abs\n    def f(self, b=max(1, 2)):\n        return b"])
def test_probe29_class_body_field_read_in_class_scope_refused(field):
    """Read in the class body (a statement, a method's default) the field is what `max` is there, and
    a `global` in the class body makes the binding the module's: `monkeypatch` as before."""
    extra = "class Cfg:\n    " + field + "\n"
    assert "monkeypatch" in reasons(model(PROBE29_USE, extra))


@pytest.mark.parametrize("test", ["isinstance(act, nn.ReLU)", "isinstance(act, (nn.ReLU, nn.GELU, nn.Linear))",
                                  "issubclass(type(act), nn.Tanh)", "type(act) is nn.ReLU",
                                  "act is not None and type(act) is not nn.SiLU"])
def test_probe29_parameterless_layer_class_only_tested_against(test):
    """Probe 29: a parameterless layer's class handed to isinstance/issubclass (alone or in a tuple
    written there) or an operand of `is`/`is not` is tested against, never kept: the result is a
    bool. It passes (round 39 refused any such class read as a value)."""
    extra = ("class Cfg:\n    def __init__(self, act=None):\n        self.relu = " + test + "\n")
    assert reasons(model("    out = torch.empty_like(x)\n    k[(1,)](x, out, x.numel(), B=16)\n    return out\n",
                         extra)) == []


@pytest.mark.parametrize("test", ["act == nn.ReLU", "act in (nn.ReLU,)", "isinstance(act, [nn.ReLU][0])",
                                  "(nn.ReLU, nn.GELU)", "isinstance(act, nn.ReLU) and nn.GELU"])
def test_probe29_parameterless_layer_class_compared_otherwise_refused(test):
    """`==` and `in` hand the class to the other operand's method; a tuple kept or indexed is the
    class as a value: `torch_compute` as in round 39."""
    extra = ("class Cfg:\n    def __init__(self, act=None):\n        self.relu = " + test + "\n")
    assert "torch_compute" in reasons(model(
        "    out = torch.empty_like(x)\n    k[(1,)](x, out, x.numel(), B=16)\n    return out\n", extra))


@pytest.mark.parametrize("sig", ["def make(act: Optional[nn.ReLU] = None) -> int:\n    return 0",
                                 "def make(act: nn.ReLU | None = None) -> Optional[nn.GELU]:\n    return None",
                                 "def make(*acts: Union[nn.ReLU, nn.Tanh]) -> int:\n    a: nn.SiLU = None\n    return 0",
                                 "def make(x) -> nn.ReLU:\n    b: stash(nn.Tanh) = None\n    return x"])
def test_probe29_parameterless_layer_class_in_function_annotation(sig):
    """Probe 29: a parameterless layer's class in a function's parameter or return annotation (kept
    in its __annotations__, which the gate does not let the file read) or in a local variable's
    annotation (never evaluated) is no value the file can call: it passes."""
    extra = "from typing import Optional, Union\nstash = print\n" + sig + "\n"
    assert reasons(model("    out = torch.empty_like(x)\n    k[(1,)](x, out, x.numel(), B=16)\n    return out\n",
                         extra)) == []


@pytest.mark.parametrize("sig", ["def make(act: stash(nn.ReLU) = None):\n    return 0",
                                 "def make(act: Box[nn.ReLU] = None):\n    return 0",
                                 "class Cfg:\n    act: nn.ReLU = None",
                                 "Act = Optional[nn.ReLU]"])
def test_probe29_parameterless_layer_class_in_evaluated_annotation_refused(sig):
    """A call (or the file's own subscript) in a parameter annotation is handed the class at the def;
    a class field's annotation comes back through dataclasses.fields, and an alias is a value."""
    extra = "from typing import Optional\nstash = print\nBox = dict\n" + sig + "\n"
    assert "torch_compute" in reasons(model(
        "    out = torch.empty_like(x)\n    k[(1,)](x, out, x.numel(), B=16)\n    return out\n", extra))


ROUND41_OWN = "\nclass Settings:\n    inner = 0\n    trace = None\n"


@pytest.mark.parametrize("call", ["x.inner(x)", "x.contiguous().inner(x.t())", "x.view(4, -1).T.trace()",
                                  "out.float()[0].inner(x)", "xc.inner(x)", "torch.empty_like(x).inner(x)"])
def test_round41_common_member_name_on_a_surely_tensor_receiver(call):
    """Round 41: beside a member the file names `inner` (round 39's exception), `a.inner(b.t())`
    passed the gate where `a` is forward's input: a receiver that is surely a tensor (an input, a
    factory's result, a view, cast or index of one, a local bound only to such) computes whatever
    the file defines; the file's own objects keep their `inner`."""
    forward = ROUND39_USE.format(call=call).replace("n = x.numel()", "n = x.numel()\n    xc = x.contiguous()")
    assert "torch_compute" in reasons(model(forward, ROUND41_OWN)), call
    own = ROUND41_OWN + "\n\nclass Blk:\n    def inner(self, t):\n        return t\n\n\nBLK = Blk()\n"
    assert "torch_compute" not in reasons(model(ROUND39_USE.format(call="BLK.inner(out)"), own))
    helper = "\ndef mm(p, q):\n    return p.inner(q)\n"  # a helper's parameter called with *args: not followed
    assert "torch_compute" not in reasons(model(ROUND39_USE.format(call="mm(*(out, x))"), ROUND41_OWN + helper))


@pytest.mark.parametrize("body", ["f = x.view(-1).relu if True else None\nreturn f()",
                                  "return [out.contiguous().min][0]()", "xc = x.float()\nreturn [xc.exp][0]()",
                                  "return [x.T.sum][0]()"])
def test_round41_tensor_method_of_a_view_taken_as_a_value(body):
    """Round 41: round 39 refused a computing method taken as a value only on a bare input or a
    factory's name; a view's, a cast's or a local bound to one (`x.view(-1).relu`) passed."""
    assert "torch_compute" in reasons(model("out = torch.empty_like(x)\n" + body)), body
    honest = HONEST.replace("n = x.numel()", "n = x.numel()\n    lo = torch.finfo(x.float().dtype).min")
    assert reasons(model(honest)) == []


@pytest.mark.parametrize("read", ["bytes(x.untyped_storage())", "x.untyped_storage().tolist()", "x.storage()[0]",
                                  "list(x.contiguous().untyped_storage())", "[x.untyped_storage][0]()",
                                  "(lambda s: s.tolist())(x.untyped_storage())"])
def test_round41_storage_elements_read_in_forward(read):
    """Round 41: a storage's elements read into Python (`bytes(s)` through the buffer protocol records
    no operator at all) are the tensor's values computed on in Python; forward may read a storage's
    metadata only. A file whose own objects have a `storage` member keeps it."""
    assert "torch_compute" in reasons(model(ROUND39_USE.format(call=f"({read}, out)[1]"))), read
    for meta in ("x.untyped_storage().data_ptr()", "out.untyped_storage().nbytes()", "x.storage().size()"):
        assert reasons(model(ROUND39_USE.format(call=f"(out, {meta})[0]"))) == [], meta
    own = "\nclass Cache:\n    def storage(self):\n        return {}\n\n\nCACHE = Cache()\n"
    assert reasons(model(ROUND39_USE.format(call="(out, list(CACHE.storage()))[0]"), own)) == []


ROUND42_MM = "\ndef mm(p, q):\n    return p.inner(q)\n"


@pytest.mark.parametrize("extra,call", [
    (ROUND42_MM, "mm(x, out)"),
    (ROUND42_MM, "mm(q=out, p=x.contiguous())"),
    (ROUND42_MM + "\ndef outer(a, b):\n    return mm(a, b)\n", "outer(x.view(-1), out)"),
    (ROUND42_MM.replace("p.inner(q)", "[p.relu][0]()"), "mm(x, out)"),
])
def test_round42_helper_parameter_handed_a_tensor_by_every_call(extra, call):
    """Round 42: round 41 left a helper's parameter to the audit (`p.inner(q)` in `def mm(p, q)` beside
    the file's own member `inner`): a module-level helper's parameter is now a tensor where every call
    of the helper hands it one (an input, a view of one, another helper's such parameter)."""
    assert "torch_compute" in reasons(model(ROUND39_USE.format(call=call), ROUND41_OWN + extra)), call


@pytest.mark.parametrize("extra,call", [
    (ROUND42_MM + "\nclass Blk:\n    def inner(self, t):\n        return t\n\n\nBLK = Blk()\n",
     "(mm(x, out), mm(BLK, out))[1]"),  # one call hands it the file's own object
    (ROUND42_MM, "mm(*(x, out))"),  # unpacked: not followed (open)
    (ROUND42_MM + "\nDEFAULT = mm\n", "DEFAULT(x, out)"),  # taken as a value
    ("\ndef launch(t, o):\n    k[(triton.cdiv(t.numel(), 256),)](t, o, t.numel(), B=256)\n    return o\n",
     "launch(x.reshape(-1), out)"),  # an honest launcher's parameters
])
def test_round42_helper_parameter_not_surely_a_tensor(extra, call):
    """Where a call hands the helper something else, unpacks its arguments or the helper is taken as
    a value, its parameter may be the file's own object: its `inner` stays the audit's."""
    assert "torch_compute" not in reasons(model(ROUND39_USE.format(call=call), ROUND41_OWN + extra)), call


ROUND42_RECT = "\nclass Rect:\n    def __radd__(self, t):\n        return {body}\n"


@pytest.mark.parametrize("extra,init,use", [
    ("\nRECT = Rect()\n", "", "self.rect"),  # class attribute `rect = RECT` below
    ("\nRECT = Rect()\n", "self.r = RECT", "self.r"),
    ("\nOPS = [Rect()]\n", "self.r = OPS[0]", "self.r"),
    ("\nclass Cfg:\n    op = Rect()\n", "self.r = Cfg.op", "self.r"),
    ("\nclass Cfg:\n    op = Rect()\n", "self.r = Cfg()", "self.r.op"),
    ("\nRECTS = {'a': Rect()}\n\nclass Cfg:\n    ops = RECTS\n", "self.r = Cfg()", "self.r.ops['a']"),
])
def test_round42_operator_method_of_an_object_construction_keeps(extra, init, use):
    """Round 42: an object of the file's class held by a module-level name, or made in another class's
    body, kept by construction and run by an operator in forward (`x + self.rect` runs
    Rect.__radd__): no name the gate read in forward or construction led to its methods, so torch
    there passed the gate (only the audit refused it). An honest method there still passes."""
    def src(body):
        cls = "class ModelNew(nn.Module):\n" + ("    rect = RECT\n\n" if not init else "")
        cls += ("    def __init__(self):\n        super().__init__()\n        " + init + "\n\n") if init else ""
        fwd = HONEST.replace("return out.view(x.shape).to(x.dtype)", f"return (out + {use}).view(x.shape)")
        return ROUND42_RECT.format(body=body) + extra + "\n" + cls + "    def forward(self, x):\n" \
            + textwrap.indent(textwrap.dedent(fwd), "        ")
    assert "torch_compute" in reasons(src("torch.relu(t)")), (init, use)
    assert reasons(src("t")) == [], (init, use)


@pytest.mark.parametrize("extra,attr,call", [
    ("act = lambda t: t.relu()\n", "", "act(out)"),
    ("ACTS = {'relu': lambda t: torch.relu(t)}\n", "", "ACTS['relu'](out)"),
    ("class Ops:\n    act = staticmethod(lambda t: t.relu())\n", "", "Ops.act(out)"),
    ("", "    act = staticmethod(lambda t: t.relu())\n", "self.act(out)"),
    ("ACTS = [lambda t: t.relu()]\n", "    acts = ACTS\n", "self.acts[0](out)"),
])
def test_round42_lambda_outside_functions_is_judged(extra, attr, call):
    """Round 42: the gate judged the defs forward reaches; a lambda written outside any function (a
    module-level binding's, a class body's) is none, so torch in it passed (k01_lambda_alias was the
    audit's `library_compute`). An honest lambda there (a grid, a ceil division) still passes."""
    def src(body_call, lam_extra, lam_attr):
        fwd = HONEST.replace("return out.view(x.shape).to(x.dtype)", f"return {body_call}")
        return (lam_extra + "\nclass ModelNew(nn.Module):\n" + lam_attr + "\n    def forward(self, x):\n"
                + textwrap.indent(textwrap.dedent(fwd), "        "))
    assert "torch_compute" in reasons(src(call, extra, attr)), call
    honest = src(call, extra.replace("t.relu()", "t").replace("torch.relu(t)", "t"),
                 attr.replace("t.relu()", "t"))
    assert reasons(honest) == [], call


@pytest.mark.parametrize("method,use", [("__add__(self, t)", "self + out"), ("__rmatmul__(self, t)", "out @ self"),
                                        ("__getitem__(self, t)", "self[out]"), ("__neg__(self)", "-self")])
def test_round42_operator_method_of_modelnew(method, use):
    """Round 42: ModelNew's own operator method, run by an operator on self in forward, was no name
    the gate read there, so torch in it passed (only the audit refused it). An honest one passes."""
    arg = "out" if "t)" not in method else "t"
    for body, bad in ((f"return {arg}.relu()", True), (f"return {arg}", False)):
        src = ("class Base(nn.Module):\n    def " + method + ":\n        " + body.replace(arg, "self.buf") + "\n\n"
               if "(self)" in method else "")
        cls = ("class ModelNew(Base):\n    buf = None\n\n" if src else "class ModelNew(nn.Module):\n    def "
               + method + ":\n        " + body + "\n\n")
        fwd = HONEST.replace("return out.view(x.shape).to(x.dtype)", f"return {use}")
        src += cls + "    def forward(self, x):\n" + textwrap.indent(textwrap.dedent(fwd), "        ")
        assert ("torch_compute" in reasons(src)) == bad, (method, body)


PROBE30_FACTORY = """
def make_launcher(block=256):
    calls = 0

    def launch(x):
        nonlocal calls
        out = torch.empty_like(x)
        k[(triton.cdiv(x.numel(), block),)](x, out, x.numel(), B=block)
        calls += 1
        return out
{tail}
"""


def _probe30_model(tail: str, init: str) -> str:
    return (PROBE30_FACTORY.format(tail=tail) + "\nclass ModelNew(nn.Module):\n    def __init__(self):\n"
            "        super().__init__()\n" + textwrap.indent(textwrap.dedent(init), "        ")
            + "\n    def forward(self, x):\n        return self._launch(x)\n")


@pytest.mark.parametrize("tail,init", [
    ("    return launch, (lambda: calls)", "self._launch, self._count = make_launcher()"),
    ("    return launch", "self._launch = make_launcher(128)"),
    ("", "def launch(x):\n    out = torch.empty_like(x)\n    k[(1,)](x, out, x.numel(), B=16)\n    return out\n"
         "self._launch = launch"),
])
def test_probe30_closure_made_at_construction_reaches_its_launch(tail, init):
    """Probe 30: a launcher closure made by a factory __init__ calls (or defined in __init__ itself)
    and kept on self is what forward calls; its launch was out of the gate's sight
    (`kernel_not_reachable`). Functions and lambdas defined inside construction are now judged as
    forward's, so the launch counts."""
    assert reasons(_probe30_model(tail, init)) == []


@pytest.mark.parametrize("tail,init", [
    ("    return (lambda x: torch.nn.functional.gelu(x)), launch", "self._launch, self._unused = make_launcher()"),
    ("    def cheat(x):\n        return torch.relu(x)\n    return cheat", "self._launch = make_launcher()"),
    ("", "self._launch = lambda x: torch.sigmoid(x)\nself._spare = make_launcher"),
])
def test_probe30_closure_made_at_construction_judged_as_forward(tail, init):
    """What such a closure or lambda computes is judged as forward's code: a torch op returned in
    place of the launching closure is `torch_compute` (before, only `kernel_not_reachable` stood
    in its way, and not at all once a launch was reachable elsewhere)."""
    assert "torch_compute" in reasons(_probe30_model(tail, init))


@pytest.mark.parametrize("init", [
    "self.w = nn.Parameter(torch.empty(4))\ndef _init(w):\n    with torch.no_grad():\n        w.uniform_(-0.1, 0.1)\n_init(self.w)",
    "self.w = nn.Parameter(torch.empty(4))\ndef reset():\n    with torch.no_grad():\n        self.w.copy_(torch.randn(4))\nreset()",
    "self.lin = nn.Linear(4, 4)\nself.apply(lambda m: m.weight.data.normal_(0.0, 0.02) if isinstance(m, nn.Linear) else None)",
    "self.ps = sorted([nn.Parameter(torch.randn(3))], key=lambda p: p.abs().sum().item())",
])
def test_probe30_helper_run_at_construction_stays_construction(init):
    """A nested def only called where __init__ defines it, and a lambda that `.apply(fn)` or sorted's
    key calls at once, run at construction (weight init): they do not leave it as values and are not
    judged as forward's, so their PyTorch calls pass as construction's did before."""
    src = ("class ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
           + textwrap.indent(init, "        ") + "\n\n    def forward(self, x):\n" + textwrap.indent(
               textwrap.dedent(HONEST), "        "))
    assert reasons(src) == []


@pytest.mark.parametrize("marker", ["@torch.jit.ignore", "@torch.jit.ignore(drop=True)", "@torch.jit.unused",
                                    "@torch.jit.export"])
def test_probe30_torchscript_marker_on_own_method(marker):
    """Probe 30: TorchScript's markers on the file's own launch helper (`@torch.jit.ignore`, Triton
    cannot be scripted) set an attribute and hand the function back; forward asking
    `torch.jit.is_scripting()`/`is_tracing()` reads False. They pass (torch.jit was refused whole)."""
    extra = ("class Base(nn.Module):\n    " + marker + "\n    def launch(self, x):\n"
             "        out = torch.empty_like(x)\n        k[(1,)](x, out, x.numel(), B=16)\n        return out\n")
    src = extra + ("\nclass ModelNew(Base):\n    def forward(self, x):\n"
                   "        if torch.jit.is_scripting() or torch.jit.is_tracing():\n"
                   "            raise RuntimeError('eager only')\n        return self.launch(x)\n")
    assert reasons(src) == []


@pytest.mark.parametrize("use,reason", [
    ("act = torch.jit.ignore(torch.nn.functional.silu)\n", "torch_compute"),
    ("@torch.jit.script\ndef act(x):\n    return x * 2\n", "introspection"),
    ("act = torch.jit.trace\n", "introspection"),
    ("from torch import jit\nact = jit.ignore\n", "forbidden_import"),
])
def test_probe30_rest_of_torch_jit_still_refused(use, reason):
    """A torch function handed to a marker is still a torch function taken as a value; scripting,
    tracing and importing the torch.jit module stay refused."""
    assert reason in reasons(model(HONEST, use))


@pytest.mark.parametrize("init", [
    "self.it = map(lambda t: torch.relu(t), self.buf)",
    "self.store = Store()\nself.store.apply(lambda t: torch.relu(t))",
    "def helper(t):\n    return torch.relu(t)\nhelper(torch.ones(1))\nself.fn = helper",
])
def test_probe30_construction_callable_kept_lazily_is_judged(init):
    """A lambda kept by a lazy map, handed to the file's own `apply` (which may keep it), or a nested
    def both called at construction and stored, leaves construction as a value: judged as forward's."""
    extra = "class Store:\n    def apply(self, fn):\n        self.fn = fn\n" if "Store" in init else ""
    src = (extra + "class ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
           "        self.buf = []\n" + textwrap.indent(init, "        ") + "\n\n    def forward(self, x):\n"
           + textwrap.indent(textwrap.dedent(HONEST), "        "))
    assert "torch_compute" in reasons(src)


def test_probe31_types_mappingproxy_table():
    """Probe 31: a read-only table of launch settings, `WARPS = types.MappingProxyType({...})` (or
    `from types import MappingProxyType`): it reads only the mapping it wraps, as a dict does. It
    passes; a table of torch functions in it is still torch functions taken as values, and the rest
    of `types` stays `introspection`."""
    use = "w = WARPS.get(256, 4)\n    out = torch.empty_like(x)\n    n = x.numel()\n" \
          "    k[(triton.cdiv(n, 256),)](x.reshape(-1), out, n, B=256, num_warps=w)\n    return out\n"
    assert reasons(model("\n    " + use, "\nimport types\nWARPS = types.MappingProxyType({256: 2})\n")) == []
    assert reasons(model("\n    " + use, "\nfrom types import MappingProxyType\nWARPS = MappingProxyType({256: 2})\n")) == []
    assert "torch_compute" in reasons(model(
        "\n    " + use + "    y = ACTS['gelu'](x)\n",
        "\nimport types\nimport torch.nn.functional as F\nWARPS = types.MappingProxyType({256: 2})\n"
        "ACTS = types.MappingProxyType({'gelu': F.gelu})\n"))
    for extra in ("\nfrom types import MappingProxyType, MethodType\nWARPS = MappingProxyType({256: 2})\n",
                  "\nimport types\nWARPS = types.MappingProxyType({256: 2})\nM = types.MethodType\n"):
        assert "introspection" in reasons(model("\n    " + use, extra)), extra


PROBE31_FROZEN = textwrap.dedent("""
    from dataclasses import InitVar, dataclass, field


    @dataclass(frozen=True)
    class Cfg:
        n: InitVar[int]
        block: int = field(init=False, default=0)

        def __post_init__(self, n):
            object.__setattr__(self, "block", min(1024, triton.next_power_of_2(n)))


    class ModelNew(nn.Module):
        def forward(self, x):
            cfg = Cfg(x.numel())
            out = torch.empty_like(x)
            n = x.numel()
            k[(triton.cdiv(n, cfg.block),)](x.reshape(-1), out, n, B=cfg.block)
            return out
""")


def test_probe31_frozen_dataclass_post_init_fills_field():
    """Probe 31: a frozen dataclass's `__post_init__` filling a derived field with
    `object.__setattr__(self, "block", ...)` (its own __setattr__ raises) is read as `self.block =
    ...` and passes (probe 19 had left it `introspection`)."""
    assert reasons(PROBE31_FROZEN) == []
    assert reasons(PROBE31_FROZEN.replace("(frozen=True)", "(frozen=True, eq=False)")) == []


@pytest.mark.parametrize("change,reason", [
    # the value is judged as a store of it on self is: a torch module or function taken as a value
    (('min(1024, triton.next_power_of_2(n))', 'torch'), "introspection"),  # a module as a value
    (('min(1024, triton.next_power_of_2(n))', 'torch.nn.functional.relu'), "torch_compute"),
    # only a frozen dataclass's own field, on its own self, in __post_init__
    (('"block", min', '"other", min'), "introspection"),
    (('"block", min', '"__class__", min'), "introspection"),
    (("object.__setattr__(self,", "object.__setattr__(torch.Tensor,"), "introspection"),
    (("@dataclass(frozen=True)", "@dataclass"), "introspection"),
    (("class Cfg:", "class Cfg(nn.Module):"), "introspection"),
    (("def __post_init__(self, n):", "def fill(self, n):"), "introspection"),
    (("    def __post_init__(self, n):\n", "    def __post_init__(self, n):\n        self = torch.Tensor\n"),
     "introspection"),
    (("class ModelNew", "object = type\n\n\nclass ModelNew"), "introspection"),
    (("class ModelNew", "def dataclass(**kw):\n    return lambda c: c\n\n\nclass ModelNew"), "introspection"),
    (("@dataclass(frozen=True)", "@dataclass(frozen=True)\n@functools.total_ordering"), "introspection"),
    # self is the class's object only where no method of the class runs on a foreign self
    (("class ModelNew", "Cfg.__post_init__(torch.Tensor, 4)\n\n\nclass ModelNew"), "monkeypatch"),
])
def test_probe31_frozen_field_store_boundaries(change, reason):
    """Anything but the frozen dataclass filling its own annotated field on its own self stays as it
    was (`__setattr__` is introspection); the store read as self.<field> = value is judged as one."""
    bad = PROBE31_FROZEN.replace(*change)
    assert bad != PROBE31_FROZEN and reason in reasons(bad), (change, reasons(bad))


PROBE31_BUILDER = textwrap.dedent("""
    class Spec:
        def __init__(self, block=256, warps=4):
            self.block = block
            self.warps = warps

        def with_block(self, block):
            return type(self)(block, self.warps)


    class ModelNew(nn.Module):
        def __init__(self):
            super().__init__()
            self.spec = Spec().with_block(128)

        def forward(self, x):
            spec = self.spec.with_block(256)
            out = torch.empty_like(x)
            n = x.numel()
            k[(triton.cdiv(n, spec.block),)](x.reshape(-1), out, n, B=spec.block, num_warps=spec.warps)
            return out
""")


def test_probe31_type_self_rebuilds_own_plain_class():
    """Probe 31: `type(self)(block, self.warps)` in a builder method of the file's plain class builds
    another object of that class, as `Spec(block, warps)` does: it passes (type(x) called with
    several arguments was refused whole: it builds functions and classes from parts)."""
    assert reasons(PROBE31_BUILDER) == []
    dc = PROBE31_BUILDER.replace("class Spec:\n    def __init__(self, block=256, warps=4):\n"
                                 "        self.block = block\n        self.warps = warps\n",
                                 "@dataclass\nclass Spec:\n    block: int = 256\n    warps: int = 4\n")
    assert dc != PROBE31_BUILDER and reasons("from dataclasses import dataclass\n" + dc) == []


@pytest.mark.parametrize("change", [
    ("type(self)(block, self.warps)", "type(block)(block, self.warps)"),
    ("class Spec:", "class Spec(tuple):"),
    ("class Spec:", "class Spec(metaclass=type):"),
    ("class ModelNew", "class Sub(Spec):\n    pass\n\n\nclass ModelNew"),
    ("class ModelNew", "class Spec:\n    pass\n\n\nclass ModelNew"),
    ("        return type(self)", "        self = self.warps\n        return type(self)"),
    ("class ModelNew", "f = Spec.with_block\n\n\nclass ModelNew"),
    ("class Spec:", "@functools.total_ordering\nclass Spec:"),
    ("    def with_block(self, block):", "    @staticmethod\n    def with_block(self, block):"),
])
def test_probe31_type_call_with_arguments_boundaries(change):
    """type(x) called with several arguments stays `dynamic_code` but on self of a plain class of the
    file whose methods never run on a foreign self, with no subclass, base, metaclass or decorator
    other than dataclass that could make type(self) another class."""
    bad = PROBE31_BUILDER.replace(*change)
    assert bad != PROBE31_BUILDER and "dynamic_code" in reasons(bad), (change, reasons(bad))


def test_probe31_type_self_call_runs_init_as_forwards():
    """`type(self)(...)` in a method forward reaches runs the class's __init__ then: judged as
    forward's code, as a call of the class by name is (construction had built the first object, so
    __init__ was judged only as construction's)."""
    src = PROBE31_BUILDER.replace("        self.block = block\n",
                                  "        self.block = block\n        self.t = torch.relu(torch.ones(block))\n")
    assert src != PROBE31_BUILDER and "torch_compute" in reasons(src)
    one = src.replace("type(self)(block, self.warps)", "type(self)(block)")
    assert "torch_compute" in reasons(one)


def test_probe31_type_of_module_self_call_runs_init_as_forwards():
    """The same for a class `own_class_rebuild` does not admit (an nn.Module's `type(self)(n)`, one
    argument, which passed before): the class built again is judged through its methods."""
    src = ("class Block(nn.Module):\n    def __init__(self, n=4):\n        super().__init__()\n"
           "        self.t = torch.relu(torch.ones(n))\n\n    def clone_for(self, n):\n        return type(self)(n)\n"
           "\n\nclass ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
           "        self.block = Block()\n\n    def forward(self, x):\n        b = self.block.clone_for(x.numel())\n"
           + textwrap.indent(textwrap.dedent(HONEST), "        "))
    assert "torch_compute" in reasons(src)
    assert reasons(src.replace("        self.t = torch.relu(torch.ones(n))\n", "        self.n = n\n")) == []


PROBE31_ABC = ("from collections.abc import Iterator, Sequence\n\n\n"
               "def dims_of(x) -> Sequence[int]:\n    return tuple(x.shape)\n\n\n"
               "def blocks(n: int) -> Iterator[int]:\n    yield min(1024, triton.next_power_of_2(n))\n")


def test_probe31_collections_abc_type_hints():
    """Probe 31: `from collections.abc import Sequence, Iterator` (PEP 585's spelling of typing's
    generics) read only in annotations and as isinstance's class argument passes (it was
    forbidden_import: collections.abc is not collections)."""
    use = "d = dims_of(x)\n    assert isinstance(d, (Sequence, tuple))\n    assert isinstance(d, Sequence)\n" \
          "    e: Sequence[int] | None = d\n" \
          "    out = torch.empty_like(x)\n    n = x.numel()\n    b = next(blocks(n))\n" \
          "    k[(triton.cdiv(n, b),)](x.reshape(-1), out, n, B=b)\n    return out\n"
    assert reasons(model("\n    " + use, PROBE31_ABC)) == []
    assert reasons(model("\n    " + use.replace("Sequence", "Seq"),
                         PROBE31_ABC.replace("Sequence\n", "Sequence as Seq\n").replace("Sequence[", "Seq["))) == []


@pytest.mark.parametrize("change", [
    ("    return tuple(x.shape)\n", "    Sequence.register(torch.Tensor)\n    return tuple(x.shape)\n"),
    ("\n\n\ndef dims_of", "\nShape = Sequence[int]\n\n\ndef dims_of"),
    ("\n\n\ndef dims_of", "\nS = Sequence\n\n\ndef dims_of"),
    ("\n\n\ndef dims_of", "\nNAME = 'Sequence'\n\n\ndef dims_of"),
    ("\n\n\ndef dims_of", "\nSequence = list\n\n\ndef dims_of"),
    ("import Iterator, Sequence", "import Iterator, Sequence, ABCMeta"),
    ("from collections.abc import Iterator, Sequence", "import collections.abc\nfrom collections.abc import Iterator, Sequence"),
    ("    return tuple(x.shape)\n", "    return isinstance(Sequence, x)\n"),
    # an annotation that runs code at the def, or one the file can read back
    ("def dims_of(x) -> Sequence[int]:", "def dims_of(x) -> Sequence.register(torch.Tensor):"),
    ("def blocks(n: int)", "def blocks(n: (Sequence.register(int), int)[1])"),
    ("\n\n\ndef dims_of", "\n\n\n@dataclass\nclass Dims:\n    d: Sequence[int] = (1,)\n\n\ndef dims_of"),
    ("\n\n\ndef dims_of", "\nDIMS: Sequence[int] = (1,)\n\n\ndef dims_of"),
])
def test_probe31_collections_abc_beyond_hints_refused(change):
    """Any other use of the abstract class (registering a class, an alias, the name as a string or
    rebound, the first argument of isinstance), another name of the module or the module itself stays
    forbidden_import."""
    bad = PROBE31_ABC.replace(*change)
    if "@dataclass" in bad:
        bad = "from dataclasses import dataclass\n" + bad
    assert bad != PROBE31_ABC and "forbidden_import" in reasons(model(HONEST, bad)), change
