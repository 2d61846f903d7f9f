"""The interpreter-mode fixes: fp32 -> bf16 rounding matches torch's (round to nearest, ties to even),
kernels compile from their own def line, memory stays inside the launch's tensors, and a CUDA
device guard on a CPU tensor's device selects nothing."""
import os
import subprocess
import sys
import textwrap

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


def test_interpreter_memory_accesses_stay_inside_the_launchs_tensors():
    import numpy as np
    import pytest
    x = torch.zeros(4)
    ranges = interpreter_fixes.tensor_ranges([x, (torch.ones(2),), 3])
    start = x.untyped_storage().data_ptr()
    interpreter_fixes.check_addresses(np.array([start, start + 12], dtype=np.uint64), None, 4, ranges)
    with pytest.raises(interpreter_fixes.OutOfBounds):
        interpreter_fixes.check_addresses(np.array([start + 16], dtype=np.uint64), None, 4, ranges)
    masked = np.array([start + (1 << 20)], dtype=np.uint64)
    interpreter_fixes.check_addresses(masked, np.array([False]), 4, ranges)  # masked off: not touched


def test_interpreter_bounds_come_from_plain_tensors_only():
    import pytest

    class Wide(torch.Tensor):
        pass
    with pytest.raises(interpreter_fixes.OutOfBounds):
        interpreter_fixes.tensor_ranges([torch.zeros(2).as_subclass(Wide)])
    assert len(interpreter_fixes.tensor_ranges([torch.nn.Parameter(torch.zeros(2))])) == 1


def test_the_kernels_module_keeps_only_the_interpreter_names_the_rewritten_kernel_uses():
    import ast
    import types

    module = {"already": 1}

    class Rewriter:  # as Triton's FunctionRewriter: copies its module's globals, then defines the kernel
        fn = types.SimpleNamespace(__globals__=module)

        def _compile_and_exec(self, tree):
            module.update({"inspect": object(), "np": object(), "_InterpreterComparison": object(),
                           "interpreter_semantic": object()})
            return "kernel"

    wrapped = interpreter_fixes._only_needed_globals(Rewriter._compile_and_exec, set())
    tree = ast.parse("def k(x):\n    return _InterpreterComparison(x, x)\n")
    assert wrapped(Rewriter(), tree) == "kernel"
    assert set(module) == {"already", "_InterpreterComparison"}


def test_while_a_kernel_is_defined_the_interpreters_names_are_not_in_its_module():
    import ast
    import types

    module, seen = {}, {}

    class Rewriter:  # copies what its module lacks, then runs the def (its defaults read the module)
        fn = types.SimpleNamespace(__globals__=module)

        def _compile_and_exec(self, tree):
            for key, value in {"inspect": "the interpreter's inspect", "interpreter_semantic": "sem"}.items():
                module.setdefault(key, value)
            seen.update(module)
            return "kernel"

    wrapped = interpreter_fixes._only_needed_globals(Rewriter._compile_and_exec, {"inspect", "interpreter_semantic"})
    wrapped(Rewriter(), ast.parse("def k(x):\n    return interpreter_semantic.to_tensor(x)\n"))
    assert seen["inspect"] is interpreter_fixes._NOT_COPIED and seen["interpreter_semantic"] == "sem"
    assert set(module) == {"interpreter_semantic"}


def test_a_cuda_device_guard_on_a_cpu_tensors_device_selects_nothing():
    # In a child: the patch is process-wide, and the refusal before it is part of what is checked.
    code = textwrap.dedent("""
        import torch
        from anvil.runtime import interpreter_fixes
        x = torch.ones(3)
        try:
            torch.cuda.device(x.device)
            before = "accepted"
        except (ValueError, RuntimeError) as e:
            before = "refused"
        assert interpreter_fixes.cpu_device_guard() and not interpreter_fixes.cpu_device_guard()
        with torch.cuda.device(x.device), torch.cuda.device("cpu"):
            y = x * 2
        print(before, torch.cuda.device(x.device).idx, float(y.sum()))
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["refused", "-1", "6.0"]


def test_a_device_function_call_leaves_triton_language_as_it_found_it(tmp_path):
    """A kernel calling tl.zeros (a @triton.jit function of Triton's) left triton.language.core's
    builtins patched to the interpreter's for the rest of the process, and the compile check's
    later compiles (gpu_twins.check_launch in the lane) failed on that honest kernel. In a child
    with TRITON_INTERPRET set before Triton is imported, as the fork-server does in interpreter mode."""
    (tmp_path / "zeros_cand.py").write_text(textwrap.dedent('''
        import triton
        import triton.language as tl


        @triton.jit
        def k(x_ptr, o_ptr, n, B: tl.constexpr):
            i = tl.program_id(0) * B + tl.arange(0, B)
            acc = tl.zeros((B,), dtype=tl.float32)
            tl.store(o_ptr + i, acc + tl.load(x_ptr + i, mask=i < n), mask=i < n)
    '''))
    code = textwrap.dedent("""
        import sys
        sys.path.insert(0, sys.argv[1])
        import torch
        import triton.language as tl
        from anvil.runtime import interpreter_fixes, warmup
        fixed = "--fixed" in sys.argv
        if fixed:
            interpreter_fixes.apply()
        import zeros_cand
        core = dict(vars(tl.core))
        x = torch.randn(100)
        y = torch.empty_like(x)
        zeros_cand.k[(1,)](x, y, 100, B=128)
        changed = sorted(k for k, v in vars(tl.core).items() if core.get(k) is not v)
        try:
            with warmup.compile_only((9, 0), interpreted=True):
                zeros_cand.k[(1,)](torch.empty(100, device="meta"), torch.empty(100, device="meta"), 100, B=128)
            compiled = "compiled"
        except Exception as e:
            compiled = type(e).__name__
        print(bool(torch.equal(y, x)), len(changed) > 0, compiled)
    """)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path), "TRITON_INTERPRET": "1",
           "TRITON_CACHE_DIR": str(tmp_path / "cache")}
    runs = {}
    for flag in ("", "--fixed"):
        out = subprocess.run([sys.executable, "-c", code, str(tmp_path), flag], capture_output=True, text=True,
                             timeout=300, env=env)
        assert out.returncode == 0, out.stderr[-2000:]
        runs[flag] = out.stdout.split()
    assert runs[""] == ["True", "True", "CompilationError"], runs  # the interpreter's own behaviour
    assert runs["--fixed"] == ["True", "False", "compiled"], runs


LOOP_KERNELS = '''
import torch
import triton
import triton.language as tl


@triton.jit
def signed_ops(o_ptr):  # a loop variable below zero: C's remainder and truncating division
    for i in range(0, 3):
        tl.store(o_ptr + i, (i - 2) % 2)
        tl.store(o_ptr + 3 + i, (i - 2) // 2)
    for i in tl.range(0, 3, num_stages=2):
        tl.store(o_ptr + 6 + i, (i - 2) % 2)


@triton.jit
def wraps(o_ptr, BIG: tl.constexpr):  # an i32 variable wraps; an i64 one (a bound past i32) does not
    for i in range(2147483646, 2147483647):
        tl.store(o_ptr, (i + 2) // 2)
    for i in range(BIG, BIG + 1):
        tl.store(o_ptr + 1, (i * 4) // 3)


@triton.jit
def static_ops(o_ptr):  # compiled, a static_range variable is a constexpr: Python's arithmetic
    for i in tl.static_range(0, 2):
        tl.store(o_ptr + i, (i - 1) % 2)


@triton.jit
def plus(a, b):
    return a + b


@triton.jit
def honest(x_ptr, o_ptr, n, B: tl.constexpr):
    offs = tl.arange(0, B)
    acc = tl.zeros((B,), dtype=tl.float32)
    for i in range(0, n, B):  # pointer arithmetic and masks from the variable
        m = i + offs < n
        acc += tl.load(x_ptr + i + offs, mask=m, other=0.0)
    tot = 0
    for i in range(3):
        for j in range(i, 4):  # a nested bound
            tot += plus(i, j)  # a helper
        if i == 2:
            tot += 100
    acc = tl.where(offs < tot - 120, acc, acc * 2)
    for k in tl.static_range(2):
        acc += k
    tl.store(o_ptr + offs, acc + tot)
'''


def test_range_loop_variables_follow_compiled_integer_semantics(tmp_path):
    """A `range`/`tl.range` loop variable was a Python int in the interpreter and is an i32 (i64
    for bounds past i32) compiled: `%` took the divisor's sign, `//` floored and nothing wrapped.
    tl.static_range's variable stays Python's (a constexpr compiled). Honest uses are unchanged."""
    (tmp_path / "loop_cand.py").write_text(LOOP_KERNELS)
    code = textwrap.dedent("""
        import sys
        sys.path.insert(0, sys.argv[1])
        import torch
        from anvil.runtime import interpreter_fixes
        if "--fixed" in sys.argv:
            interpreter_fixes.apply()
        import loop_cand as c
        o = torch.zeros(9, dtype=torch.int32)
        c.signed_ops[(1,)](o)
        w = torch.zeros(2, dtype=torch.int64)
        c.wraps[(1,)](w, BIG=2**33)
        s = torch.zeros(2, dtype=torch.int32)
        c.static_ops[(1,)](s)
        x = torch.arange(10, dtype=torch.float32)
        h = torch.zeros(8)
        c.honest[(1,)](x, h, 10, B=8)
        print(o.tolist(), w.tolist(), s.tolist(), h.tolist())
    """)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path), "TRITON_INTERPRET": "1"}
    runs = {}
    for flag in ("", "--fixed"):
        out = subprocess.run([sys.executable, "-c", code, str(tmp_path), flag], capture_output=True, text=True,
                             timeout=300, env=env)
        assert out.returncode == 0, out.stderr[-2000:]
        runs[flag] = out.stdout.strip()
    # acc = x[0:8] + (x[8], x[9], 0...) = [8, 10, 2, ..., 7]; tot = 6 + 9 + 9 + 100 = 124; lanes 4-7
    # doubled (offs >= tot - 120); + 0 + 1 from the static loop; + tot
    honest = [133, 135, 127, 128, 133, 135, 137, 139]
    fixed = f"{[0, -1, 0, -1, 0, 0, 0, -1, 0]} {[-2**30, 2**35 // 3]} {[1, 0]} {[float(v) for v in honest]}"
    assert runs["--fixed"] == fixed, runs
    assert runs[""] != fixed and runs[""].startswith("[0, 1, 0, -1, -1, 0, 0, 1, 0]"), runs  # the interpreter's own


ONE_KERNELS = '''
import triton
import triton.language as tl


@triton.jit
def rem(o_ptr, n):
    tl.store(o_ptr, (n - 2) % 2)


@triton.jit(do_not_specialize=["n"])
def rem_unspecialized(o_ptr, n):
    tl.store(o_ptr, (n - 2) % 2)


@triton.jit
def rem_annotated(o_ptr, n: tl.int32):
    tl.store(o_ptr, (n - 2) % 2)


@triton.jit
def rows(x_ptr, o_ptr, m, n, stride, B: tl.constexpr):  # honest: stride and m may be 1
    offs = tl.arange(0, B)
    for r in range(m):
        for c in range(0, tl.cdiv(n, B)):
            idx = c * B + offs
            v = tl.load(x_ptr + r * n * stride + idx * stride, mask=idx < n, other=0.0)
            tl.store(o_ptr + r * n + idx, v * 2, mask=idx < n)
'''


def test_an_integer_argument_equal_to_one_is_a_constexpr_as_compiled(tmp_path):
    """Compiled Triton specializes an int argument equal to 1 as a constexpr (Python's `%`: 1 for
    (1 - 2) % 2); the interpreter made it an i32 tensor (-1). Not where do_not_specialize or a type
    annotation keeps it a runtime value (-1 compiled too); honest uses unchanged."""
    (tmp_path / "one_cand.py").write_text(ONE_KERNELS)
    code = textwrap.dedent("""
        import sys
        sys.path.insert(0, sys.argv[1])
        import torch
        from anvil.runtime import interpreter_fixes
        if "--fixed" in sys.argv:
            interpreter_fixes.apply()
        import one_cand as c
        o = torch.zeros(4, dtype=torch.int32)
        c.rem[(1,)](o, 1)
        c.rem[(1,)](o[1:], 3)
        c.rem_unspecialized[(1,)](o[2:], 1)
        c.rem_annotated[(1,)](o[3:], n=1)
        x = torch.arange(10, dtype=torch.float32)
        y = torch.zeros(10)
        c.rows[(1,)](x, y, 1, 10, 1, B=4)
        z = torch.zeros(5)
        c.rows[(1,)](x, z, 1, 5, 2, B=4)
        print(o.tolist(), y.tolist() == (x * 2).tolist(), z.tolist() == (x[::2] * 2).tolist())
    """)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path), "TRITON_INTERPRET": "1"}
    runs = {}
    for flag in ("", "--fixed"):
        out = subprocess.run([sys.executable, "-c", code, str(tmp_path), flag], capture_output=True, text=True,
                             timeout=300, env=env)
        assert out.returncode == 0, out.stderr[-2000:]
        runs[flag] = out.stdout.strip()
    assert runs["--fixed"] == "[1, 1, -1, -1] True True", runs
    assert runs[""] == "[-1, 1, -1, -1] True True", runs  # the interpreter's own
