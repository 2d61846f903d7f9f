"""Loading problems in the KernelBench layout: metadata without execution, and module instances
with constant overrides (variants, shapes) applied before the module's own code runs.
Trusted code: runs in the judge and in anvil's own tools, never in a candidate's process."""

from __future__ import annotations

import ast
import math
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

META_NAME = "ANVIL_META"
# Keys of a variant that set metadata rather than override module constants.
VARIANT_SETTINGS = ("atol", "rtol", "flops", "bytes")


class ProblemError(Exception):
    """A problem file that cannot be used, with a message naming the file and the fix."""


def read_meta(source: str, filename: str = "<problem>") -> dict:
    """The ANVIL_META dict literal of a problem source, or {} when it has none. Never executes."""
    try:
        tree = ast.parse(source, filename=filename)
    except SyntaxError as e:
        raise ProblemError(f"{filename}: syntax error at line {e.lineno}: {e.msg}") from e
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id == META_NAME):
            try:
                meta = ast.literal_eval(node.value)
            except ValueError as e:
                raise ProblemError(f"{filename}: {META_NAME} must be a literal dict "
                                   f"(strings, numbers, lists, dicts, True/False/None): {e}") from e
            if not isinstance(meta, dict):
                raise ProblemError(f"{filename}: {META_NAME} must be a dict")
            return meta
    return {}


def parse_dtype_literal(value: Any) -> Any:
    """Override values of the form "torch.<dtype>" become that torch dtype; others stay as they are."""
    if isinstance(value, str) and value.startswith("torch."):
        import torch
        dt = getattr(torch, value[len("torch."):], None)
        if isinstance(dt, torch.dtype):
            return dt
        raise ProblemError(f"override value {value!r} names no torch dtype")
    return value


def _override_tree(tree: ast.Module, overrides: dict, filename: str) -> None:
    """Replace the right-hand side of top-level `NAME = ...` assignments named in overrides."""
    seen = set()
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id in overrides):
            name = node.targets[0].id
            value = overrides[name]
            if isinstance(value, str) and value.startswith("torch."):
                expr = ast.parse(value, mode="eval").body
            else:
                expr = ast.parse(repr(value), mode="eval").body
            node.value = ast.copy_location(expr, node.value)
            ast.fix_missing_locations(node)
            seen.add(name)
    missing = set(overrides) - seen
    if missing:
        raise ProblemError(f"{filename}: overrides name constants the module does not assign at top "
                           f"level: {sorted(missing)}")


def exec_module(source: str, filename: str, overrides: dict | None = None,
                module_name: str = "anvil_problem") -> types.ModuleType:
    """Execute a problem source as a fresh module, with top-level constants overridden first."""
    tree = ast.parse(source, filename=filename)
    if overrides:
        _override_tree(tree, overrides, filename)
    mod = types.ModuleType(module_name)
    mod.__file__ = filename
    code = compile(tree, filename, "exec")
    exec(code, mod.__dict__)
    for need in ("Model", "get_inputs", "get_init_inputs"):
        if not hasattr(mod, need):
            raise ProblemError(f"{filename}: a problem must define {need} (KernelBench layout)")
    return mod


_ALLOWED_BINOPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
                   ast.Mult: lambda a, b: a * b, ast.Div: lambda a, b: a / b,
                   ast.FloorDiv: lambda a, b: a // b, ast.Pow: lambda a, b: a ** b,
                   ast.Mod: lambda a, b: a % b}
_ALLOWED_FUNCS = {"log2": math.log2, "log": math.log, "ceil": math.ceil, "floor": math.floor,
                  "min": min, "max": max, "sqrt": math.sqrt}


def eval_count(expr: Any, constants: dict) -> float:
    """Evaluate a FLOP/byte count: a number, or an arithmetic expression over module constants."""
    if isinstance(expr, (int, float)):
        return float(expr)
    if not isinstance(expr, str):
        raise ProblemError(f"count {expr!r} must be a number or an expression string")

    def ev(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name):
            if node.id not in constants:
                raise ProblemError(f"count expression {expr!r}: unknown name {node.id!r}")
            v = constants[node.id]
            if not isinstance(v, (int, float)):
                raise ProblemError(f"count expression {expr!r}: {node.id} is not a number")
            return v
        if isinstance(node, ast.BinOp) and type(node.op) in _ALLOWED_BINOPS:
            return _ALLOWED_BINOPS[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -ev(node.operand)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in _ALLOWED_FUNCS and not node.keywords):
            return _ALLOWED_FUNCS[node.func.id](*[ev(a) for a in node.args])
        raise ProblemError(f"count expression {expr!r}: only arithmetic over constants is allowed")

    return float(ev(ast.parse(expr, mode="eval").body))


@dataclass
class ProblemRef:
    """One problem of a suite: a file plus an optional variant."""
    path: Path
    pid: str                     # e.g. "level1/softmax_rows" or "level1/softmax_rows@bf16"
    variant: str | None = None
    meta: dict = field(default_factory=dict)

    def source(self) -> str:
        return self.path.read_text()

    @property
    def key(self) -> tuple[str, str]:
        """What the judge keys its per-problem state by (built modules, compiled baselines): the id
        and the file, so two suites' problems of one id stay apart."""
        return self.pid, str(self.path)

    def overrides(self, shape: dict | None = None) -> dict:
        """Constant overrides for this variant, then the given shape on top."""
        out = {}
        if self.variant:
            out.update({k: v for k, v in self.meta.get("variants", {}).get(self.variant, {}).items()
                        if k not in VARIANT_SETTINGS})
        out.update(shape or {})
        return out

    def setting(self, key: str, default=None):
        """A metadata setting (atol, rtol, flops, bytes), as this variant overrides it."""
        if self.variant:
            v = self.meta.get("variants", {}).get(self.variant, {})
            if key in v:
                return v[key]
        return self.meta.get(key, default)

    def shapes(self, mode: str) -> list[tuple[str, dict]]:
        """(label, overrides) for each shape checked in a mode: "gpu" or "cpu"."""
        s = self.meta.get("shapes", {})
        if mode == "cpu":
            main = s.get("cpu")
            out = [("main", dict(main or {}))]
            out += [(f"extra{i}", dict(x)) for i, x in enumerate(s.get("cpu_extra", []))]
        else:
            out = [("main", {})]
            out += [(f"extra{i}", dict(x)) for i, x in enumerate(s.get("extra", []))]
        return out


def problem_ref(path: Path, root: Path | None = None, variant: str | None = None) -> ProblemRef:
    path = Path(path)
    meta = read_meta(path.read_text(), str(path))
    rel = path.relative_to(root) if root else Path(path.parent.name) / path.name
    pid = str(rel.with_suffix(""))
    if variant:
        if variant not in meta.get("variants", {}):
            raise ProblemError(f"{path}: no variant {variant!r} (has {sorted(meta.get('variants', {}))})")
        pid += "@" + variant
    return ProblemRef(path=path, pid=pid, variant=variant, meta=meta)


def instantiate(ref: ProblemRef, shape: dict | None = None) -> types.ModuleType:
    return exec_module(ref.source(), str(ref.path), ref.overrides(shape))


def full_fp32_references() -> None:
    """References run in full fp32 wherever they run (judge, lint, baseline): no TF32 in matrix
    products or convolutions, so what a candidate is compared and timed against is the same."""
    import torch
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False


def module_constants(mod: types.ModuleType) -> dict:
    """Top-level int/float constants of an executed problem module (for count expressions)."""
    return {k: v for k, v in vars(mod).items()
            if not k.startswith("_") and isinstance(v, (int, float)) and not isinstance(v, bool)}
