"""Interpreter mode's compile check (gpu_twins.py, warmup.compile_only(interpreted=True)): the
twins of interpreted kernels compile for sm_90 as JITFunctions would on a GPU, wherever the
interpreted function reaches the compiler, and autotuned launches compile their configs."""
import json
import os
import subprocess
import sys
from pathlib import Path

SCRIPT = r'''
import json, sys
sys.path.insert(0, sys.argv[1])
import torch
import os
import triton.language as tl
INTERPRETED = os.environ.get("TRITON_INTERPRET") == "1"
before = {n: getattr(tl, n) for n in dir(tl)}
from anvil.runtime import warmup
import cand
out = {}
x = torch.empty(1000, device="meta")
y = torch.empty(1000, device="meta")
for name in sys.argv[2:]:
    try:
        with warmup.compile_only((9, 0), interpreted=INTERPRETED) as c:
            getattr(cand, name)(x, y)
        out[name] = ["ok", c.compiled, len(c.kernels)]
    except Exception as e:  # noqa: BLE001
        out[name] = [type(e).__name__, str(e)[-300:]]
out["tl_changed"] = [n for n in before if getattr(tl, n) is not before[n]]
print(json.dumps(out))
'''

CANDIDATE = '''
import triton
import triton.language as tl


@triton.jit
def _relu(x):
    return tl.maximum(x, 0.0)


@triton.jit
def act_default_kernel(x_ptr, y_ptr, n, B: tl.constexpr, ACT: tl.constexpr = _relu):
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(y_ptr + i, ACT(tl.load(x_ptr + i, mask=i < n)), mask=i < n)


@triton.jit
def _apply(x, fn: tl.constexpr = _relu):
    return fn(x)


@triton.jit
def helper_default_kernel(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(y_ptr + i, _apply(tl.load(x_ptr + i, mask=i < n)), mask=i < n)


@triton.autotune(configs=[triton.Config({"B": b}) for b in (256, 512, 2048)], key=["n"])
@triton.jit
def tuned_kernel(x_ptr, y_ptr, n, B: tl.constexpr):
    tl.static_assert(B <= 1024)  # the 2048 config fails: tuning on a GPU skips it
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(y_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)


@triton.autotune(configs=[triton.Config({"B": 2048})], key=["n"])
@triton.jit
def tuned_one_bad(x_ptr, y_ptr, n, B: tl.constexpr):
    tl.static_assert(B <= 1024)
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(y_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)


def act_default(x, y):
    act_default_kernel[(4,)](x, y, 1000, B=256)


def helper_default(x, y):
    helper_default_kernel[(4,)](x, y, 1000, B=256)


def tuned(x, y):
    tuned_kernel[lambda m: (triton.cdiv(1000, m["B"]),)](x, y, 1000)


def one_bad(x, y):
    tuned_one_bad[(1,)](x, y, 1000)
'''


def _run(tmp_path, script: str, *args: str, interpreted: bool = True) -> dict:
    """Run `script` in a fresh Python (Triton's interpreter on unless `interpreted` is False, its
    cache under tmp_path, this checkout's runtime importable) with tmp_path and args; its last
    printed line, as JSON."""
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    if interpreted:
        env["TRITON_INTERPRET"] = "1"
    env["TRITON_CACHE_DIR"] = str(tmp_path / "cache")
    env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).resolve().parents[2]), env.get("PYTHONPATH", "")])
    proc = subprocess.run([sys.executable, "-c", script, str(tmp_path), *args], env=env, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _compile(tmp_path, interpreted: bool) -> dict:
    (tmp_path / "cand.py").write_text(CANDIDATE)
    return _run(tmp_path, SCRIPT, "act_default", "helper_default", "tuned", "one_bad", interpreted=interpreted)


def test_interpreted_kernels_compile_as_on_a_gpu(tmp_path):
    got = _compile(tmp_path, interpreted=True)
    # A @triton.jit default of a constexpr parameter (the kernel's, a helper's) compiles as its twin;
    # called as it is, the interpreted function left triton.language patched with the interpreter's.
    assert got["act_default"] == ["ok", 1, 0], got
    assert got["helper_default"] == ["ok", 1, 0], got
    assert got["tl_changed"] == [], got
    # An autotuned launch compiles its configs (it compiled none before: warmup=False reached
    # Autotuner.warmup); one a GPU's tuning would skip is skipped, unless it is the only one.
    assert got["tuned"] == ["ok", 3, 0], got
    assert got["one_bad"][0] == "CompileTimeAssertionFailure", got


def test_the_gpu_compile_pass_compiles_autotuned_configs_and_keeps_none(tmp_path):
    # Kept kernels are loaded in `warm`, where one that cannot load is compile_error; a config the
    # autotuner would skip for that (too much shared memory) must not be among them.
    got = _compile(tmp_path, interpreted=False)
    assert got["act_default"] == ["ok", 1, 1], got
    assert got["tuned"] == ["ok", 3, 0], got
    assert got["one_bad"][0] == "CompileTimeAssertionFailure", got


def test_a_feature_this_triton_removed_is_no_compile_check_verdict():
    from anvil.runtime import gpu_twins
    try:
        try:
            raise NotImplementedError("Block pointers have been removed in favor of the tensor descriptor API")
        except NotImplementedError as e:
            raise RuntimeError("at 5:12: make_block_ptr(...)") from e
    except RuntimeError as wrapped:
        assert gpu_twins.removed_here(wrapped)
    assert not gpu_twins.removed_here(RuntimeError("Cannot access global variable BLOCK"))
    assert not gpu_twins.removed_here(NotImplementedError("unsupported on this target"))


LANE_SCRIPT = r'''
import json, sys
sys.path.insert(0, sys.argv[1])
import torch
import triton.language as tl
from anvil.runtime import audit, gpu_twins, interpreter_fixes, warmup
interpreter_fixes.apply()
audit.install_launch_wrapper()
before = {n: getattr(tl, n) for n in dir(tl)}
from triton.runtime.interpreter import InterpretedFunction
wrapper = InterpretedFunction.__dict__["run"]
import lane_cand as cand
out = {}


def launch(name, x):
    y = torch.zeros_like(x)
    try:
        getattr(cand, name)[(1,)](x, y, x.numel(), B=64)
        return ["ok", bool(torch.equal(y, x.relu()))]
    except Exception as e:  # noqa: BLE001
        return [type(e).__name__]


x = torch.randn(64)
out["before_pass"] = {k: launch(k, x) for k in ("honest", "numpy_relu", "flipped")}
with warmup.compile_only((9, 0), interpreted=True):  # the compile pass: only what it launches
    cand.honest[(1,)](torch.empty(64, device="meta"), torch.empty(64, device="meta"), 64, B=64)
    cand.flipped[(1,)](torch.empty(64, device="meta"), torch.empty(64, device="meta"), 64, B=64)
gpu_twins.LANE.capability = (9, 0)
cand.MODE = tl.constexpr(1)  # after the pass, a global picks the branch it never compiled
out["lane"] = {k: launch(k, x) for k in ("honest", "numpy_relu", "flipped")}
out["tl_changed"] = [n for n in before if getattr(tl, n) is not before[n]]
out["run_is_wrapper"] = InterpretedFunction.__dict__["run"] is wrapper
print(json.dumps(out))
'''

LANE_CANDIDATE = '''
import triton
import triton.language as tl

MODE = tl.constexpr(0)


@triton.jit
def honest(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.program_id(0) * B + tl.arange(0, B)
    zero = tl.zeros((B,), dtype=tl.float32)  # a device function call: the interpreter's patch stays out
    tl.store(y_ptr + i, tl.maximum(tl.load(x_ptr + i, mask=i < n), zero), mask=i < n)


@triton.jit
def numpy_relu(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.arange(0, B)
    v = tl.load(x_ptr + i, mask=i < n)
    d = v.handle.data
    d[d < 0] = 0
    tl.store(y_ptr + i, v, mask=i < n)


@triton.jit
def flipped(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.arange(0, B)
    v = tl.load(x_ptr + i, mask=i < n)
    if MODE == 1:
        d = v.handle.data
        d[d < 0] = 0
    else:
        v = tl.maximum(v, 0.0)
    tl.store(y_ptr + i, v, mask=i < n)
'''


def test_the_lane_compiles_each_interpreted_launch_for_the_gpu(tmp_path):
    """Red-team round 31: the compile pass runs forward first, on meta tensors, and takes its
    failures other than the compiler's as no verdict, so a forward that launched nothing there
    (`if x.device.type != "meta"`) or a global flipped after it had the interpreter run what no GPU
    compiles: NumPy on a Triton tensor's handle. After the pass every launch compiles for the GPU
    target first (gpu_twins.check_launch, through the launch wrapper): the interpreter-only launch
    fails as on a GPU, the honest one runs, and nothing of Triton's stays patched."""
    (tmp_path / "lane_cand.py").write_text(LANE_CANDIDATE)
    got = _run(tmp_path, LANE_SCRIPT)
    # Before the pass (no target yet) the interpreter runs all three; NumPy computes the ReLU.
    assert got["before_pass"] == {"honest": ["ok", True], "numpy_relu": ["ok", True], "flipped": ["ok", True]}, got
    assert got["lane"]["honest"] == ["ok", True], got
    assert got["lane"]["numpy_relu"] == ["CompilationError"], got
    assert got["lane"]["flipped"] == ["CompilationError"], got
    assert got["tl_changed"] == [] and got["run_is_wrapper"], got


def test_foreign_code_names_python_that_is_not_tritons():
    """Red-team round 32: Triton's compiler calls any callable a kernel names at compile time (on IR
    values), the interpreter at run time (on the values), so the compile check refuses Python that
    is not Triton's. Built-ins, Triton's own functions and classes, and JIT functions are not foreign."""
    import functools
    import math
    import triton
    import triton.language as tl
    import triton.runtime.interpreter
    from anvil.runtime.gpu_twins import foreign_code

    def helper(v):
        return v

    class Cfg:
        pass

    class Calls:
        def __call__(self, v):
            return v

    for fn in (helper, lambda v: v, functools.partial(helper), Cfg, Calls(), Calls().__call__,
               triton.constexpr_function(helper), functools.partial(triton.constexpr_function(helper))):
        assert foreign_code(fn) is not None, fn
    for fn in (range, min, float, math.log2, triton.cdiv, triton.next_power_of_2, tl.constexpr, tl.load,
               tl.maximum, triton.jit(helper), "abc".upper, triton.runtime.interpreter.InterpretedFunction(helper)):
        assert foreign_code(fn) is None, fn


FOREIGN_CANDIDATE = '''
import triton
import triton.language as tl


def _py_relu(v):
    return 0.0


PY = tl.constexpr(_py_relu)


@triton.constexpr_function
def _cfn(v):
    return 0.0


@triton.constexpr_function
def _log2(b):
    return b.bit_length() - 1


@triton.jit
def global_kernel(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(y_ptr + i, PY(tl.load(x_ptr + i, mask=i < n)), mask=i < n)


@triton.jit
def cfn_kernel(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(y_ptr + i, _cfn(tl.load(x_ptr + i, mask=i < n)), mask=i < n)


@triton.jit
def param_kernel(x_ptr, y_ptr, n, B: tl.constexpr, FN: tl.constexpr):
    i = tl.program_id(0) * B + tl.arange(0, B)
    tl.store(y_ptr + i, FN(tl.load(x_ptr + i, mask=i < n)), mask=i < n)


@triton.jit
def builtins_kernel(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.program_id(0) * B + tl.arange(0, min(B, 256))
    v = tl.load(x_ptr + i, mask=i < n)
    for _ in range(tl.cdiv(B, 256)):
        v = tl.maximum(v, 0.0)
    tl.store(y_ptr + i, v, mask=i < n)


def from_global(x, y):
    global_kernel[(4,)](x, y, 1000, B=256)


def from_constexpr_function(x, y):
    cfn_kernel[(4,)](x, y, 1000, B=256)


def from_parameter(x, y):
    param_kernel[(4,)](x, y, 1000, B=256, FN=_py_relu)


def honest_builtins(x, y):
    builtins_kernel[(4,)](x, y, 1000, B=256)
'''


def test_the_compile_check_refuses_a_kernels_call_of_foreign_python(tmp_path):
    (tmp_path / "cand.py").write_text(FOREIGN_CANDIDATE)
    got = _run(tmp_path, SCRIPT, "from_global", "from_constexpr_function", "from_parameter", "honest_builtins")
    for name in ("from_global", "from_constexpr_function", "from_parameter"):
        # The code generator's refusal of the call, or (round 34) the launch's reading of the globals first.
        assert got[name][0] in ("CompilationError", "ForeignCall") and "Python" in got[name][1], got
    assert got["honest_builtins"] == ["ok", 1, 0], got
    assert got["tl_changed"] == [], got


def test_round33_foreign_object_and_query_builtins():
    """Red-team round 33: a property of the candidate's object handed to a kernel, and isinstance
    under a name of the file's own, ran at compile time without a call foreign_code refused."""
    import collections

    import torch

    from anvil.runtime import gpu_twins

    scope: dict = {}  # the candidate's file lives in a scratch folder, not among the libraries
    exec(compile("class Cfg:\n    @property\n    def slow(self):\n        return True\n", "/tmp/scratch/cand.py",
                 "exec"), scope)
    Cfg = scope["Cfg"]

    class Plain:
        __slots__ = ()

    Pair = collections.namedtuple("Pair", "a b")
    assert gpu_twins.foreign_object(Cfg()) is not None
    assert gpu_twins.foreign_object((1, Cfg())) is not None
    for honest in (1, 2.0, None, "x", (1, 2), Pair(1, 2), torch.float32, torch.empty(1), Plain()):
        assert gpu_twins.foreign_object(honest) is None, honest
    import triton

    @triton.jit
    def helper(x):
        return x

    assert gpu_twins.foreign_object(helper) is None  # a @triton.jit helper handed as a constexpr
    assert gpu_twins.foreign_code(isinstance) is not None
    assert gpu_twins.foreign_code(min) is None


def test_round34_foreign_object_reads_what_values_hold():
    """Red-team round 34: the candidate's object reached the compiler inside a `tl.constexpr(obj)`
    global (used by `==`, `+`, `<`, `list()`, `len()`: no attribute read), as a namedtuple's or a
    dataclass's field, through `property(functools.partial(f))`, `functools.cached_property` or a
    class handed with a `@classmethod @property`; each ran its Python at compile time unrefused."""
    import collections
    import dataclasses
    import enum

    import torch
    import triton.language as tl

    from anvil.runtime import gpu_twins

    scope: dict = {}  # the candidate's file lives in a scratch folder, not among the libraries
    exec(compile('''
import dataclasses
import functools


def _probe(*a):
    return True


class Flag:
    def __eq__(self, other):
        return _probe()

    __hash__ = object.__hash__


class PartialProperty:
    slow = property(functools.partial(_probe))


class Cached:
    slow = functools.cached_property(_probe)


class ClassProperty:
    @classmethod
    @property
    def slow(cls):
        return _probe()


@dataclasses.dataclass(frozen=True)
class Holder:
    flag: object


@dataclasses.dataclass(frozen=True)
class Plain:
    block: int = 64
''', "/tmp/scratch/cand.py", "exec"), scope)
    Pair = collections.namedtuple("Pair", "a b")
    Fake = collections.namedtuple("Fake", "a b", module="triton.language")  # names Triton's module, is not its class

    class Act(enum.IntEnum):
        RELU = 1

    flag = scope["Flag"]()
    for foreign in (tl.constexpr(flag), Pair(flag, 1), tl.constexpr(Pair(flag, 1)), Fake(flag, 1),
                    scope["Holder"](flag), scope["PartialProperty"](), scope["Cached"](), scope["ClassProperty"],
                    {"k": flag}, [[flag]]):
        assert gpu_twins.foreign_object(foreign) is not None, foreign
    for honest in (tl.constexpr(8), tl.constexpr(1.5), tl.constexpr((1, 2)), Pair(1, 2), Fake(1, 2), Act.RELU,
                   scope["Plain"](), tl.float32, torch.float16, torch.empty(2), tl.constexpr(tl.float32), int, None):
        assert gpu_twins.foreign_object(honest) is None, honest
    assert not gpu_twins._library_class(Fake) and gpu_twins._library_class(collections.OrderedDict)


EQ_GLOBAL_CANDIDATE = '''
import triton
import triton.language as tl


class Cfg:
    def __eq__(self, other):
        return False

    def __ne__(self, other):
        return False

    __hash__ = object.__hash__


CFG = tl.constexpr(Cfg())
BLOCK = tl.constexpr(256)


@triton.jit
def eq_kernel(x_ptr, y_ptr, n):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x_ptr + i, mask=i < n)
    if CFG == 1:
        v = v * 2.0
    tl.store(y_ptr + i, v, mask=i < n)


@triton.jit
def honest_kernel(x_ptr, y_ptr, n):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)


def from_eq_global(x, y):
    eq_kernel[(4,)](x, y, 1000)


def honest_global(x, y):
    honest_kernel[(4,)](x, y, 1000)
'''


def test_the_compile_check_refuses_a_constexpr_global_of_the_candidates_object(tmp_path):
    """Red-team round 34: `CFG == 1` with `CFG = tl.constexpr(Cfg())` ran Cfg.__eq__ at compile time
    (the compiler) and at run time (the interpreter) with no attribute read or call the check saw."""
    (tmp_path / "cand.py").write_text(EQ_GLOBAL_CANDIDATE)
    got = _run(tmp_path, SCRIPT, "from_eq_global", "honest_global")
    assert got["from_eq_global"][0] == "ForeignCall" and "`CFG`" in got["from_eq_global"][1], got
    assert got["honest_global"] == ["ok", 1, 0], got
    assert got["tl_changed"] == [], got


def _launch_script(module: str, names: tuple) -> str:
    """A script that imports `module` from argv[1] as the lane would after its compile pass and
    launches each named kernel once on 64 floats: {name: ["ok", output is the ReLU] or [error type,
    message]}."""
    return r'''
import json, sys
sys.path.insert(0, sys.argv[1])
import torch
from anvil.runtime import audit, gpu_twins, interpreter_fixes
interpreter_fixes.apply()
audit.install_launch_wrapper()
import %s as cand
gpu_twins.LANE.capability = (9, 0)  # after the compile pass
out = {}
for name in %r:
    x = torch.randn(64)
    y = torch.zeros_like(x)
    try:
        getattr(cand, name)[(1,)](x, y, x.numel(), B=64)
        out[name] = ["ok", bool(torch.equal(y, x.relu()))]
    except Exception as e:  # noqa: BLE001
        out[name] = [type(e).__name__, str(e)[:200]]
print(json.dumps(out))
''' % (module, names)


REMOVED_SCRIPT = _launch_script("removed_cand", ("dead_block_ptr", "honest"))

REMOVED_CANDIDATE = '''
import triton
import triton.language as tl


@triton.jit
def dead_block_ptr(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.arange(0, B)
    if tl.program_id(0) < 0:  # no program takes it; the compiler compiles it
        tl.make_block_ptr(x_ptr, (n,), (1,), (0,), (B,), (0,))
    tl.store(y_ptr + i, tl.maximum(tl.load(x_ptr + i, mask=i < n), 0.0), mask=i < n)


@triton.jit
def honest(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.arange(0, B)
    tl.store(y_ptr + i, tl.maximum(tl.load(x_ptr + i, mask=i < n), 0.0), mask=i < n)
'''


def test_a_removed_feature_in_a_branch_no_program_takes_fails_the_launch(tmp_path):
    """Red-team round 34: the lane's compile check took a feature this Triton removed (block
    pointers) as no verdict and let the interpreter run the launch, so `if pid < 0:
    tl.make_block_ptr(...)` kept the rest of the kernel (a call of the candidate's Python, in the
    hack) from every compile check. Such a launch now fails as the interpreter's would, where the
    removed feature is reached or not."""
    if not _removes_block_ptrs():
        import pytest
        pytest.skip("this Triton still has block pointers")
    (tmp_path / "removed_cand.py").write_text(REMOVED_CANDIDATE)
    got = _run(tmp_path, REMOVED_SCRIPT)
    assert got["dead_block_ptr"][0] == "NotImplementedError" and "removed" in got["dead_block_ptr"][1], got
    assert got["honest"] == ["ok", True], got


def _removes_block_ptrs() -> bool:
    import inspect

    import triton.language as tl
    try:
        return "have been removed" in inspect.getsource(tl.make_block_ptr)
    except (OSError, TypeError):
        return False


CACHE_SCRIPT = r'''
import json, sys
sys.path.insert(0, sys.argv[1])
import torch
from anvil.runtime import warmup
import cache_cand as cand
out = {}
x = torch.empty(1000, device="meta")
y = torch.empty(1000, device="meta")
for step, value in (("honest", 0), ("swapped", cand.Flag()), ("class_data", cand.Holder)):
    cand.SLOT[0] = value
    try:
        with warmup.compile_only((9, 0), interpreted=True):  # a fresh twin, as each lane launch has
            cand.kernel[(4,)](x, y, 1000, B=256)
        out[step] = ["ok"]
    except Exception as e:  # noqa: BLE001
        out[step] = [type(e).__name__, str(e)[-300:]]
print(json.dumps(out))
'''

CACHE_CANDIDATE = '''
import triton
import triton.language as tl


class Flag:
    def __eq__(self, other):
        return False

    def __ne__(self, other):
        return False

    __hash__ = object.__hash__

    def __repr__(self):
        return "0"


class Holder:  # no Python of its own; a class attribute holds the object
    flag = Flag()

    def __repr__(self):
        return "0"


SLOT = [0]
CFG = tl.constexpr(SLOT)


@triton.jit
def kernel(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.program_id(0) * B + tl.arange(0, B)
    v = tl.load(x_ptr + i, mask=i < n)
    if CFG[0] == 1:
        v = v * 2.0
    tl.store(y_ptr + i, v, mask=i < n)
'''


def test_a_constexpr_global_is_read_at_each_launch_past_tritons_cache(tmp_path):
    """Red-team round 34: Triton's cache on disk skips the code generator, and its key holds a
    constexpr global's repr, so after an honest launch an object whose __repr__ copies the honest
    value's reached the interpreter with no code-generator check. Each launch now reads the
    globals the kernel names (gpu_twins._refuse_foreign_globals), and a candidate class's
    class-level data too."""
    (tmp_path / "cache_cand.py").write_text(CACHE_CANDIDATE)
    got = _run(tmp_path, CACHE_SCRIPT)
    assert got["honest"] == ["ok"], got
    assert got["swapped"][0] == "ForeignCall" and "`CFG`" in got["swapped"][1], got
    assert got["class_data"][0] == "ForeignCall", got


WRAPPED_SCRIPT = _launch_script("wrapped_cand", ("swapped", "honest"))

WRAPPED_CANDIDATE = '''
import functools

import triton
import triton.language as tl


def _other(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.arange(0, B)
    tl.store(y_ptr + i, tl.maximum(tl.load(x_ptr + i, mask=i < n), 0.0), mask=i < n)


def swapped(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.arange(0, B)
    tl.store(y_ptr + i, tl.load(x_ptr + i, mask=i < n) * 0.0, mask=i < n)


functools.update_wrapper(swapped, _other)
swapped = triton.jit(swapped)


@triton.jit
def honest(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.arange(0, B)
    tl.store(y_ptr + i, tl.maximum(tl.load(x_ptr + i, mask=i < n), 0.0), mask=i < n)
'''


def test_round37_a_kernel_carrying_wrapped_fails_the_launch(tmp_path):
    """Red-team round 37: `functools.update_wrapper(body, other)` sets `body.__wrapped__`, which
    inspect follows, so Triton's JIT and the interpreter's rewrite compiled `other` (a function the
    gate read as a plain one) for the kernel made of `body`. The lane's launch check now refuses a
    kernel whose function carries `__wrapped__` (ForeignCall, a compile failure); an honest kernel
    launches."""
    (tmp_path / "wrapped_cand.py").write_text(WRAPPED_CANDIDATE)
    got = _run(tmp_path, WRAPPED_SCRIPT)
    assert got["swapped"][0] == "ForeignCall" and "__wrapped__" in got["swapped"][1], got
    assert got["honest"] == ["ok", True], got


GRID_CANDIDATE = '''
import triton
import triton.language as tl

SCALE = tl.constexpr(0.0)
LIST = tl.constexpr([0.0])


def flip(meta):
    global SCALE
    SCALE = tl.constexpr(1.0)
    return (1,)


def poke(meta):
    LIST.value[0] = 1.0
    return (1,)


def keep(meta):
    return (1,)


@triton.jit
def scaled(x_ptr, y_ptr, n, B: tl.constexpr):
    i = tl.arange(0, B)
    tl.store(y_ptr + i, tl.maximum(tl.load(x_ptr + i, mask=i < n), 0.0) * SCALE * LIST[0], mask=i < n)
'''

GRID_SCRIPT = r'''
import json, sys
sys.path.insert(0, sys.argv[1])
import torch
import triton.language as tl
from anvil.runtime import audit, gpu_twins, interpreter_fixes
interpreter_fixes.apply()
audit.install_launch_wrapper()
import grid_cand as cand
gpu_twins.LANE.capability = (9, 0)  # after the compile pass
out = {}
for name in ("flip", "poke", "keep"):
    cand.SCALE = tl.constexpr(0.0)
    cand.LIST.value[0] = 0.0
    x = torch.randn(64)
    y = torch.full_like(x, 7.0)
    try:
        cand.scaled[getattr(cand, name)](x, y, x.numel(), B=64)
        out[name] = ["ok", bool(torch.equal(y, x.relu() * 0.0))]
    except Exception as e:  # noqa: BLE001
        out[name] = [type(e).__name__, str(e)[:200]]
print(json.dumps(out))
'''


def test_round37_a_global_rebound_by_the_grid_function_fails_the_launch(tmp_path):
    """Red-team round 37: Triton's interpreter calls a launch's grid function after the lane's
    compile check, so one that rebinds a constexpr global the kernel reads (`global SCALE`) had
    every check compile SCALE = 0.0 (zeros, as a GPU runs it) and the interpreter run 1.0 (the
    ReLU); or one that changed the list a constexpr global holds. The launch now verifies, after the
    grid function, that the globals the check compiled with are the same objects holding the same
    data; a grid function that changes nothing launches as before."""
    (tmp_path / "grid_cand.py").write_text(GRID_CANDIDATE)
    got = _run(tmp_path, GRID_SCRIPT)
    assert got["flip"][0] == "ForeignCall" and "SCALE" in got["flip"][1], got
    assert got["poke"][0] == "ForeignCall" and "LIST" in got["poke"][1], got  # a constexpr's list changed
    assert got["keep"] == ["ok", True], got
