"""A run-time second line against monkeypatching, behind the static gate: the namespaces of the
library classes and modules the runtime itself calls after a candidate's code ran (torch.Tensor's
methods, torch's and the profiler's functions, Triton's launch classes, the builtins), recorded
before the candidate's module runs and compared after each operation that ran its code. CPython
audits no attribute write on a class or a module, so a write the gate did not see as one
(torch.Tensor.detach set through a value it could not follow) would otherwise run the file's code
inside the runtime, after the audit. Trusted runtime code."""

from __future__ import annotations

import importlib
import types
from typing import Callable

# Classes whose whole namespace must stay as it was (an added name shadows a base's: torch.Tensor
# inherits detach from TensorBase, so torch.Tensor.detach = f is an addition).
CLASSES = ("torch.Tensor", "torch._C.TensorBase", "torch.UntypedStorage", "torch.nn.Module", "torch.nn.Parameter",
           "torch.autograd.Function", "torch.autograd.profiler.profile", "torch.profiler.profile",
           "triton.runtime.jit.KernelInterface", "triton.runtime.jit.JITFunction",
           "triton.runtime.autotuner.Autotuner", "triton.runtime.autotuner.Heuristics",
           "triton.compiler.compiler.CompiledKernel", "triton.runtime.interpreter.InterpretedFunction",
           # called by the audit around forward and after its profiler stopped (record_function's
           # mark, str() of each event's device type, record()'s own context manager's __exit__)
           "torch.autograd.profiler.record_function", "torch._C._autograd.DeviceType",
           "contextlib._GeneratorContextManager", "torch.profiler.profiler._KinetoProfile",
           # entered and left around timed and audited calls (no_grad's __exit__ runs after an audited
           # round's profiler stopped), and the profiler's step bookkeeping at its start and stop
           "torch.autograd.grad_mode.no_grad", "torch.autograd.grad_mode.set_grad_enabled",
           "torch.autograd.grad_mode._NoParamDecoratorContextManager",
           "torch.autograd.grad_mode._DecoratorContextManager", "torch.autograd.profiler.KinetoStepTracker",
           "torch.profiler.profiler.ProfilerAction")
# Modules whose functions, classes and submodules must stay the ones recorded. Names added later
# are not judged (imports add submodules lazily), nor plain data (torch.cuda's own state flags).
MODULES = ("builtins", "torch", "torch.cuda", "torch.nn.functional", "torch.autograd", "torch.autograd.profiler",
           "torch.profiler", "torch.utils.deterministic", "triton", "triton.language", "triton.runtime.driver",
           "triton.compiler.compiler")
_CODE_LIKE = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType,
              types.MethodDescriptorType, types.WrapperDescriptorType, types.GetSetDescriptorType,
              types.MemberDescriptorType, property, staticmethod, classmethod)


def _resolve(dotted: str):
    """The object a dotted name names, or None where this torch/Triton lacks it."""
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for name in parts[i:]:
            obj = getattr(obj, name, None)
            if obj is None:
                return None
        return obj
    return None


def record() -> Callable[[], str | None]:
    """Record the namespaces now; return a check answering what changed since (a message naming
    the first change) or None. Everything it compares is held in its closure."""
    classes, modules = [], []
    for dotted in CLASSES:
        cls = _resolve(dotted)
        if isinstance(cls, type):
            space = vars(cls)  # the live mappingproxy: it shows later writes
            classes.append((dotted, space, tuple(space.items()), len(space)))
    for dotted in MODULES:
        module = _resolve(dotted)
        if isinstance(module, types.ModuleType):
            space = vars(module)
            modules.append((dotted, space, tuple((k, v) for k, v in space.items() if isinstance(v, _CODE_LIKE))))
    missing = object()

    def changed() -> str | None:
        for dotted, space, items, size in classes:
            if len(space) != size:
                added = sorted(set(space) - {k for k, _ in items})
                return f"`{dotted}` has a name it did not have: `{added[0] if added else '?'}`"
            for key, value in items:
                if space.get(key, missing) is not value:
                    return f"`{dotted}.{key}` was replaced"
        for dotted, space, items in modules:
            for key, value in items:
                if space.get(key, missing) is not value:
                    return f"`{dotted}.{key}` was replaced"
        return None
    return changed
