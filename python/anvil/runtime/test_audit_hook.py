"""The candidate process's audit hook, in a child process of its own (a hook is process-wide and
cannot be removed, so never in pytest's): the candidate's own frames are refused exec, eval,
compile, open, processes, sockets, ctypes and frames, and the first refusal is kept even when the
candidate catches it; files and frames from another file's frames (a library's) pass, and so does
code a library compiles while no candidate frame is on the stack; code compiled on the candidate's
behalf by a frame that is not a known code generator is refused, and so is code the candidate hands
to anvil's runtime (a library callable the runtime calls in place of a method)."""
import json
import subprocess
import sys
import textwrap

from anvil.runtime import audit_hook

# The child: installs the hook for cand.py, runs cand.py's code (which imports helper.py, a
# library's stand-in), prints what happened as JSON.
CHILD = r'''
import builtins, importlib.util, json, sys
spec = importlib.util.spec_from_file_location("audit_hook", sys.argv[1])
audit_hook = importlib.util.module_from_spec(spec)
spec.loader.exec_module(audit_hook)
cand, folder = sys.argv[2], sys.argv[3]
sys.path.insert(0, folder)
import helper  # a library: imported before the hook, as torch and triton are
first = audit_hook.install(cand)
# A candidate past the gate that reached this module or the builtins changes nothing the hook does.
audit_hook.FAMILIES.clear()
audit_hook._PASSED_OVER.clear()
real_getattr = builtins.getattr  # a getattr that says the hook is busy reading a frame
builtins.getattr = lambda obj, name, *default: True if name == "on" else real_getattr(obj, name, *default)
g = {"__name__": "cand", "Refused": audit_hook.Refused, "helper": helper}
exec(compile(open(cand).read(), cand, "exec"), g)
builtins.getattr = real_getattr
helper.run("z = 1")  # a library's own code generation, with no candidate frame on the stack
# anvil's runtime calling what the candidate made, with no candidate frame on the stack: a frame
# compiled under the runtime's candidate.py stands in for it (the hook knows the runtime by file).
import os
runtime_file = os.path.join(os.path.dirname(os.path.abspath(sys.argv[1])), "candidate.py")
module_code = compile("q = 1", cand, "exec")  # the candidate's module, compiled before the hook in anvil
def as_runtime(line, **names):
    try:
        exec(compile(line, runtime_file, "exec"), names)
        return "passed"
    except audit_hook.Refused:
        return "refused"
runtime = {"constructs_handed_class": as_runtime("Handed()", Handed=g["Handed"]),
           "runs_the_module": as_runtime("exec(code, {})", code=module_code)}
print(json.dumps({"results": g["results"], "first": first(), "runtime": runtime}))
'''

CANDIDATE = '''
import collections, contextlib, ctypes, dataclasses, functools, inspect, os, socket, subprocess, sys, types

results = {}


def attempt(name, call):
    try:
        call()
        results[name] = "passed"
    except Refused:
        results[name] = "refused"


attempt("exec", lambda: exec("x = 1"))
attempt("eval", lambda: eval("1"))
attempt("compile", lambda: compile("1", "f", "eval"))
attempt("open", lambda: open(os.devnull))
attempt("socket", lambda: socket.socket(socket.AF_UNIX))
attempt("subprocess", lambda: subprocess.run(["true"]))
attempt("system", lambda: os.system("true"))
attempt("ctypes", lambda: ctypes.c_int.from_address(0))
attempt("getframe", lambda: sys._getframe())
attempt("currentframe", lambda: inspect.currentframe())
attempt("gc", lambda: __import__("gc").get_objects())


def traceback_frame():
    try:
        raise ValueError
    except ValueError as e:
        return e.__traceback__.tb_frame


def replace_code():
    def f():
        pass
    f.__code__ = (lambda: None).__code__


attempt("traceback_frame", traceback_frame)
attempt("module_class", lambda: setattr(types.ModuleType("m"), "__class__", type("M", (types.ModuleType,), {})))
attempt("function_code", replace_code)
attempt("library_exec", lambda: helper.run("y = 1"))  # a library running code for the candidate


def exit_stack():
    with contextlib.ExitStack() as stack:  # contextlib's frame calls exec on the way out
        stack.callback(exec, "w = 1")


attempt("exit_stack", exit_stack)
attempt("library_open", lambda: helper.read(os.devnull))
attempt("library_frame", lambda: helper.frame())


@dataclasses.dataclass
class Tile:  # dataclasses runs exec from its own frames
    block: int = 128


Pair = collections.namedtuple("Pair", "a b")  # so does namedtuple
attempt("dataclass", lambda: Tile(64))


@dataclasses.dataclass
class Trap:  # the generated __init__ calls the factory: code run on the candidate's behalf
    w: object = dataclasses.field(default_factory=functools.partial(exec, "v = 1"))


attempt("dataclass_factory", lambda: Trap())


class Handed:  # the runtime constructs it: partial(exec)(*args), called from the runtime's frame
    __init__ = functools.partial(exec, "u = 1")
'''

HELPER = '''
import inspect


def run(code):
    exec(code, {})


def read(path):
    with open(path) as f:
        return f.read()


def frame():
    return inspect.currentframe()
'''


def run_child(tmp_path) -> dict:
    (tmp_path / "helper.py").write_text(textwrap.dedent(HELPER))
    cand = tmp_path / "cand.py"
    cand.write_text(textwrap.dedent(CANDIDATE))
    proc = subprocess.run([sys.executable, "-c", CHILD, audit_hook.__file__, str(cand), str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_candidates_own_calls_are_refused_and_a_librarys_pass(tmp_path):
    out = run_child(tmp_path)
    refused = {"exec", "eval", "compile", "open", "socket", "subprocess", "system", "ctypes", "getframe",
               "currentframe", "gc", "traceback_frame", "module_class", "function_code", "library_exec",
               "exit_stack", "dataclass_factory"}
    passed = {"library_open", "library_frame", "dataclass"}
    assert {k for k, v in out["results"].items() if v == "refused"} == refused, out["results"]
    assert {k for k, v in out["results"].items() if v == "passed"} == passed, out["results"]


def test_the_first_refusal_is_kept_though_the_candidate_caught_it_and_went_on(tmp_path):
    reason, event, line, message = run_child(tmp_path)["first"]
    # exec("x = 1") compiles its string first (CPython 3.11, 3.12): the compile event, on the candidate's line.
    assert (reason, event) == ("dynamic_code", "compile")
    assert CANDIDATE.splitlines()[line - 1].startswith('attempt("exec"')
    assert f"line {line}" in message and "Triton kernels" in message


def test_every_watched_event_has_a_family_and_advice():
    events = [e for events, _ in audit_hook.FAMILIES.values() for e in events]
    assert len(events) == len(set(events))  # one reason per event
    assert all(advice for _, advice in audit_hook.FAMILIES.values())
    assert {"exec", "compile", "open", "sys._getframe", "subprocess.Popen", "socket.__new__"} <= set(events)


def test_code_handed_to_the_runtime_is_refused_and_the_candidates_module_runs(tmp_path):
    """Red-team round 23: `__init__ = functools.partial(exec, payload)` in the class the runtime
    constructs ran the payload from the runtime's own frame, with no candidate frame on the stack
    (anvil's runtime files all counted as code generators). Only hardening.py's checked eval and the
    exec of the candidate's module are the runtime's own code generation now."""
    assert run_child(tmp_path)["runtime"] == {"constructs_handed_class": "refused", "runs_the_module": "passed"}
