"""What a dotted name rooted in an allowed module really reaches. Modules keep what they import as
attributes, under any name (`enum.bltns` is builtins in Python 3.12, `typing.stdlib_re` is re), so
the static gate cannot judge a chain by its spelling alone: this walks the real module objects (the
allowed modules only, already imported; nothing of the candidate's runs) and names the reason when
the chain passes through a module that is not allowed or ends at a forbidden builtin."""

from __future__ import annotations

import builtins
import functools
import importlib
import sys
import types

from anvil.runtime import static_rules as R

# The builtins the gate refuses by name, by identity: reached as a module's attribute they are the
# same objects (enum.bltns.eval is eval).
_BUILTINS = {id(getattr(builtins, name)): name for name in R.FORBIDDEN_BUILTINS if hasattr(builtins, name)}


# The interpreter's own types (functions, code, frames, modules, methods) by identity: modules
# keep them as attributes (dataclasses.FunctionType, contextlib.MethodType), and with them code
# objects and functions are made from parts.
_TYPES = {id(v) for v in vars(types).values() if isinstance(v, type)}


def _allowed_module(name: str) -> bool:
    top = name.split(".")[0]
    return top in ("torch", "triton") or R.import_allowed(name) or R.import_allowed(top)


def _refused_objects() -> dict[int, str]:
    """The objects the gate refuses by name (QUALIFIED_REASONS), by identity, so that another name
    for one is refused too (typing_extensions.ForwardRef is typing.ForwardRef)."""
    if not _REFUSED:
        for name, reason in R.QUALIFIED_REASONS.items():
            obj = _walk(name)
            if obj is not None and not isinstance(obj, (int, str, bool, float)):
                _REFUSED[id(obj)] = (obj, reason)  # the object is kept, so its id stays its own
    return {k: reason for k, (_, reason) in _REFUSED.items()}


_REFUSED: dict = {}


@functools.cache
def interpreter_globals() -> frozenset[str]:
    """The names Triton's interpreter copies from its own module into a kernel's module when it
    runs the kernel (inspect, np, time, textwrap, ...): a file that reads one it never bound at its
    top level gets the interpreter's object, in interpreter mode only."""
    try:
        from triton.runtime import interpreter
    except Exception:  # noqa: BLE001 - no interpreter, nothing it could inject
        return frozenset()
    return frozenset(k for k in vars(interpreter) if not hasattr(builtins, k))


@functools.cache
def library_private_names() -> frozenset[str]:
    """The private attribute names (`_cdata`, `_forward_hooks`, `_modules`, a kernel's `_fn`...) of
    the library objects a candidate holds (tensors, storages, modules, kernels): never the file's
    own, even where the file assigns one (`self._cdata = 0` would let `x._cdata`, a tensor's host
    address, pass as an own name)."""
    holders = [object, type, types.FunctionType, types.ModuleType]
    try:  # imported here if nothing has yet (a cached answer must not lack torch's names)
        import torch
        import triton.runtime.jit  # noqa: F401
    except ImportError:
        torch = None
    if torch is not None:
        holders += [torch.Tensor, torch.nn.Parameter, torch.nn.Module, torch.UntypedStorage,
                    torch.nn.Module()]  # an instance: _parameters, _buffers, _modules, _forward_hooks...
    jit = sys.modules.get("triton.runtime.jit")
    if jit is not None:
        holders += [v for v in (getattr(jit, "JITFunction", None), getattr(jit, "KernelInterface", None)) if v]
    try:  # in interpreter mode a kernel is the interpreter's (its rewriter's _compile_and_exec runs code)
        from triton.runtime import interpreter
        holders += [v for v in (getattr(interpreter, "InterpretedFunction", None),
                                getattr(interpreter, "FunctionRewriter", None)) if v]
    except Exception:  # noqa: BLE001 - without the interpreter its classes hold nothing here
        pass
    return frozenset(n for h in holders for n in dir(h) if n.startswith("_") and not n.endswith("__"))


def _walk(full: str):
    """The object a dotted name rooted in an already imported allowed module names, or None."""
    parts = full.split(".")
    obj = sys.modules.get(parts[0])
    for attr in parts[1:]:
        if not isinstance(obj, types.ModuleType):
            return None
        obj = obj.__dict__.get(attr)
    return obj


def reason_for_chain(full: str) -> str | None:
    """The reason `full` (e.g. "enum.bltns.eval") is forbidden by what it reaches, or None."""
    parts = full.split(".")
    if not _allowed_module(parts[0]):
        return None  # not rooted in an allowed module (self.x, a local name)
    obj = sys.modules.get(parts[0])
    if obj is None:  # an allowed module the candidate imports anyway (the runtime has torch already)
        try:
            obj = importlib.import_module(parts[0])
        except ImportError:
            return None
    for attr in parts[1:]:
        if not isinstance(obj, types.ModuleType):
            return None  # a class or function's attributes: judged by the other rules
        value = obj.__dict__.get(attr)  # no module __getattr__: nothing is imported here
        if value is None:
            return None
        if isinstance(value, types.ModuleType) and not _allowed_module(value.__name__):
            return R.reason_for_module(value.__name__)
        if id(value) in _BUILTINS and value is getattr(builtins, _BUILTINS[id(value)], None):
            return R.FORBIDDEN_BUILTINS[_BUILTINS[id(value)]]
        if isinstance(value, type) and id(value) in _TYPES:
            return "introspection"
        if value is sys.modules:  # triton.language.extra.modules is sys.modules
            return "introspection"
        refused = _refused_objects().get(id(value))
        if refused:
            return refused
        home = _home_module(value)
        if home and not _allowed_module(home):  # torch.xpu.c_void_p is ctypes'
            return R.reason_for_module(home)
        obj = value
    return None


def _home_module(value) -> str | None:
    """The module a function or class reached through another module was defined in (its C
    accelerator `_operator` counted as `operator`), or None for other values and builtins."""
    if not (callable(value) or isinstance(value, type)) or isinstance(value, types.ModuleType):
        return None
    home = getattr(value, "__module__", None)
    if not isinstance(home, str) or home == "builtins":
        return None
    if home.startswith("_") and R.reason_for_module(home) == "forbidden_import":
        return home.lstrip("_")  # a C accelerator (_operator, _functools) stands for its module
    return home



def canonical(full: str) -> str:
    """The dotted name with the modules it passes through named by what they are: a module keeps
    the modules it imports as attributes, so torch.nn.modules.module.torch.relu is torch.relu and
    torch.nn.functional.torch.autograd is torch.autograd, and the rules, written for the real
    names, must see those. Only through allowed modules; anything else is left as spelled."""
    parts = full.split(".")
    obj = sys.modules.get(parts[0])
    if not isinstance(obj, types.ModuleType) or not _allowed_module(parts[0]):
        return full
    real, rest_at = obj.__name__, 1
    for k in range(1, len(parts)):
        value = obj.__dict__.get(parts[k])  # no module __getattr__: nothing is imported here
        if not isinstance(value, types.ModuleType):
            break
        if not _allowed_module(value.__name__):
            return full  # judged as spelled, by reason_for_chain
        obj, real, rest_at = value, value.__name__, k + 1
    return ".".join([real, *parts[rest_at:]])


def is_tensor_class(full: str) -> bool:
    """Whether the dotted name, rooted in an allowed module, names torch.Tensor or a subclass of it
    (torch.nn.Parameter, torch.nn.parameter.UninitializedBuffer...), under any of its names."""
    torch = sys.modules.get("torch")
    obj = _walk(canonical(full)) if _allowed_module(full.split(".")[0]) else None
    return torch is not None and isinstance(obj, type) and issubclass(obj, torch.Tensor)


def is_module(full: str) -> bool:
    """Whether the dotted name, rooted in an allowed module, names a module object."""
    return _allowed_module(full.split(".")[0]) and isinstance(_walk(full), types.ModuleType)


def library_object(full: str):
    """The object a dotted name rooted in an allowed module names (through modules only), or None."""
    return _walk(canonical(full)) if _allowed_module(full.split(".")[0]) else None
