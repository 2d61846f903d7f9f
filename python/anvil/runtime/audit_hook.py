"""The candidate process's run-time second line behind the static gate: one `sys.addaudithook` hook
that refuses code generation, files, processes, sockets, ctypes and frame introspection when the
candidate's own code asks for them, and remembers the first refusal even if the candidate catches it."""

from __future__ import annotations

import importlib
import os
import sys
import threading
import types
from typing import Callable

# Audit events (CPython's audit events table; the same names in 3.11 and 3.12) by the verdict reason
# a refusal gets, with the advice a model reads. A name one version never raises costs nothing.
FAMILIES: dict[str, tuple[frozenset, str]] = {
    "dynamic_code": (frozenset({"exec", "compile", "code.__new__", "function.__new__"}),
                     "exec/eval/compile of code is not allowed in a candidate: write the computation as "
                     "Triton kernels"),
    "file_access": (frozenset({"open", "builtins.input"}),
                    "a candidate may not open files or read standard input: everything it needs comes as "
                    "forward's inputs and ModelNew's parameters"),
    "subprocess": (frozenset({"os.system", "subprocess.Popen", "os.exec", "os.spawn", "os.posix_spawn", "os.fork",
                              "os.forkpty"}),
                   "a candidate may not start processes: compute in your Triton kernels, in this process"),
    "network": (frozenset({"socket.__new__", "socket.bind", "socket.connect", "socket.getaddrinfo",
                           "socket.gethostbyaddr", "socket.gethostbyname", "socket.gethostname", "socket.getnameinfo",
                           "socket.getservbyname", "socket.getservbyport", "socket.sendmsg", "socket.sendto",
                           "socket.sethostname"}),
                "a candidate may not use sockets"),
    "ctypes": (frozenset({"ctypes.addressof", "ctypes.call_function", "ctypes.cdata", "ctypes.cdata/buffer",
                          "ctypes.create_string_buffer", "ctypes.create_unicode_buffer", "ctypes.dlopen",
                          "ctypes.dlsym", "ctypes.dlsym/handle", "ctypes.get_errno", "ctypes.set_errno",
                          "ctypes.get_last_error", "ctypes.set_last_error", "ctypes.string_at", "ctypes.wstring_at",
                          "ctypes.PyObj_FromPtr", "ctypes.seh_exception", "ctypes.set_exception"}),
               "ctypes (raw memory, foreign functions) is not allowed in a candidate: hand tensors to your "
               "Triton kernels"),
    # object.__getattr__: only the reads that hand out a frame (a traceback's, a generator's).
    "introspection": (frozenset({"sys._getframe", "sys._current_frames", "sys.settrace", "sys.setprofile",
                                 "gc.get_referrers", "gc.get_referents", "gc.get_objects", "object.__getattr__"}),
                      "frames, tracing and the garbage collector's object graph are not open to a candidate"),
    # Raised for __class__ assignment (the only audited attribute write on a module) and for a
    # function's __code__/__defaults__/__kwdefaults__: refused on a module, and for __code__.
    "monkeypatch": (frozenset({"object.__setattr__", "object.__delattr__"}),
                    "a candidate may not replace a module's class or a function's code"),
}

# Standard-library modules that raise (or forward to) a family's events from their own Python
# frames: `socket.socket()` raises socket.__new__ in socket.py, `subprocess.run` raises
# subprocess.Popen in subprocess.py, `os.execl` calls os.execv from os.py. Their frames are passed
# over, so the frame judged is the one that called them.
WRAPPERS = {"subprocess": ("os", "subprocess"), "network": ("socket",), "ctypes": ("ctypes",),
            "introspection": ("inspect",), "file_access": ("os", "pathlib")}


# The frames that may compile or exec while the candidate's code is on the stack: code generators
# that write the source themselves (Triton's JIT binder and interpreter, dataclasses, namedtuple,
# the import system, ast.parse, which only parses), typing evaluating a forward reference
# (hardening.py lets through only type expressions) and anvil's runtime (hardening's checked eval
# for torch.library; the candidate's module, see below). Any other frame doing it on the
# candidate's behalf (a library function that calls what it is handed:
# contextlib.ExitStack().callback(exec, payload)) is refused like the candidate's own.
GENERATOR_MODULES = ("dataclasses", "collections", "typing", "ast")
GENERATOR_FILES_TRITON = ("runtime/jit.py", "runtime/interpreter.py")
GENERATOR_FROZEN = ("<frozen importlib._bootstrap>", "<frozen importlib._bootstrap_external>")


# anvil's runtime compiles on the candidate's behalf in two places only: hardening.py's checked
# eval (torch.library's string annotations) and the candidate's module itself, which candidate.py
# execs right after installing the hook (its code object is the candidate's file). Any other code
# run while a runtime frame is the nearest was handed to the runtime by the candidate: a C callable
# the runtime calls, `__init__ = functools.partial(exec, payload)` in the class the runtime
# constructs (no frame of the candidate is on the stack then), which ran with the runtime's globals.
RUNTIME_EVAL = "hardening.py"
_HERE = os.path.dirname(os.path.abspath(__file__))


def _runtime_files() -> frozenset:
    return frozenset(os.path.join(_HERE, f) for f in os.listdir(_HERE) if f.endswith(".py"))


def _generator_files() -> frozenset:
    """The files of those frames: each module's own file only (its functions' code objects would
    also name the decorators' files, contextlib's for a @contextmanager method)."""
    files = set(GENERATOR_FROZEN)
    for name in GENERATOR_MODULES:
        module = importlib.import_module(name)
        files.add(module.__file__)
    files.add(os.path.join(_HERE, RUNTIME_EVAL))
    try:
        import triton
        root = os.path.dirname(os.path.abspath(triton.__file__))
        files |= {os.path.join(root, f) for f in GENERATOR_FILES_TRITON}
    except ImportError:
        pass
    return frozenset(files)


class Refused(RuntimeError):
    """Raised in the candidate's code by the hook; recorded first, so catching it changes nothing."""


def _code_files(module_name: str) -> frozenset:
    """The file names a standard module's functions and methods were compiled under (`<frozen os>`
    for a frozen os), read from code objects, not from __file__. Empty where it cannot be imported."""
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        return frozenset()
    files = set()
    for value in vars(module).values():
        for obj in (value, *(vars(value).values() if isinstance(value, type) else ())):
            obj = getattr(obj, "__func__", obj)  # staticmethod, classmethod
            code = getattr(obj, "__code__", None)
            if isinstance(code, types.CodeType) and str(getattr(obj, "__module__", "")).startswith(module_name):
                files.add(code.co_filename)
    return frozenset(files)


# Read once, where the runtime is imported (the fork-server), before any candidate code exists.
_PASSED_OVER = {reason: frozenset().union(*map(_code_files, mods)) for reason, mods in WRAPPERS.items()}
_GENERATORS = _generator_files()
_RUNTIME = _runtime_files() - _GENERATORS


def install(source_path: str) -> Callable[[], tuple | None]:
    """Install the hook for the candidate compiled from `source_path` (its code objects'
    co_filename); return a function answering the first refusal as (reason, event, line, message),
    or None. Once per process: audit hooks cannot be removed. Everything the hook reads is its own
    (closure copies, the record too), so rebinding this module's names changes nothing it does."""
    table = {event: (reason, advice) for reason, (events, advice) in FAMILIES.items() for event in events}
    watched = frozenset(table)
    passed_over = {reason: _PASSED_OVER.get(reason, frozenset()) for reason, _ in table.values()}
    frame_reads = frozenset({"tb_frame", "gi_frame", "cr_frame", "ag_frame"})  # reads that hand out a frame
    generators, runtime = _GENERATORS, _RUNTIME
    code_type = types.CodeType
    first: list = []
    inside = threading.local()  # this thread's hook is reading a frame (sys._getframe is audited too)
    # Builtins and classes as the hook's own names: rebinding builtins.getattr or this module's
    # names (a candidate past the gate could reach them) must not change what it does.
    getframe, refused, get, is_a, no_frame = sys._getframe, Refused, getattr, isinstance, ValueError
    module, function = types.ModuleType, types.FunctionType

    def hook(event, args):
        if event not in watched:
            return
        if event == "object.__getattr__":  # (target, name): only a read that hands out a frame
            if args[1] not in frame_reads:
                return
        elif event == "object.__setattr__" or event == "object.__delattr__":  # (target, name[, value])
            if not (is_a(args[0], module) or (is_a(args[0], function) and args[1] == "__code__")):
                return
        if get(inside, "on", False):
            return  # the sys._getframe event of the call below
        inside.on = True
        try:
            frame = getframe(1)  # the nearest Python frame: a C function (exec, open) has none
        except no_frame:  # no Python frame at all (an event from a thread only C code runs)
            return
        finally:
            inside.on = False
        reason, advice = table[event]
        skip = passed_over[reason]
        code = frame.f_code
        while code.co_filename in skip and frame.f_back is not None:
            frame = frame.f_back
            code = frame.f_code
        name = code.co_filename
        if name == source_path:
            line, message = frame.f_lineno, f"line {frame.f_lineno} of the candidate asked for `{event}`: {advice}"
        elif reason != "dynamic_code" or name in generators:
            return
        else:
            asked = f"`{event}` through `{name.rsplit('/', 1)[-1]}:{code.co_name}`"
            if name in runtime:
                if event == "exec" and is_a(args[0], code_type) and args[0].co_filename == source_path:
                    return  # candidate.py running the candidate's module (compiled before the hook)
                line, message = 0, (f"the candidate handed anvil's runtime something that asked for {asked} (a "
                                    f"callable of the library's in place of a method the runtime calls): {advice}")
            else:
                # Code made by a library frame on the candidate's behalf: refused where the
                # candidate's own code is on the stack (its innermost frame names the line).
                while frame is not None and frame.f_code.co_filename != source_path:
                    frame = frame.f_back
                if frame is None:
                    return
                line, message = frame.f_lineno, f"line {frame.f_lineno} of the candidate asked for {asked}: {advice}"
        if not first:
            first.append((reason, event, line, message))  # a plain tuple: no class to patch
        raise refused(message)

    sys.addaudithook(hook)
    return lambda: first[0] if first else None
