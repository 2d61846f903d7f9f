"""The fork-server: a Python process with torch and triton imported and no CUDA context, which
forks a fresh child per request (candidate, judge or tool) so no child pays the import cost.
Started by the C++ core with its control channel on fd 3; see docs/architecture.md."""

from __future__ import annotations

import ctypes
import gc
import importlib
import importlib.util
import os
import signal
import sys
import time
import traceback

from anvil.runtime.channel import Channel, ChannelClosed

CHILD_FD = 3
PR_SET_PDEATHSIG = 1


def _libc():
    return ctypes.CDLL(None, use_errno=True)


PRELOAD = (
    "numpy", "torch", "triton", "triton.language",
    # torch imports Dynamo lazily, the first time a call needs it: the profiler of the dynamic
    # audit and (through torch.use_deterministic_algorithms) the candidate's NaN-filled allocations
    # both do. That first import cost each candidate 3.5-6 s of GPU-lane time on the H200; imported
    # here, before forking, every child has it for free. It starts no threads and no CUDA context.
    "torch._dynamo", "torch._inductor.config", "torch.profiler",
    "anvil.runtime.candidate", "anvil.runtime.judge", "anvil.runtime.tools",
    # Triton's code generator (and Gluon, which it imports): every compile pass needs it, the
    # interpreter's compile check too; 40 ms a candidate when each imported it. Optional below.
    "triton.compiler.code_generator",
)
OPTIONAL = {"triton.compiler.code_generator"}  # a Triton that moved it only loses the head start


def _bytecode_cache(prefix: str | None, probe: str = "torch") -> str:
    """Where compiled modules come from. Installed without them (or with PYTHONDONTWRITEBYTECODE
    and no compiled files), torch and Dynamo are compiled from source at every start: 7-11 s
    instead of 2-3. Then anvil keeps them in its own cache (`prefix`), never beside the sources.
    `probe`: the package whose compiled file tells."""
    spec = importlib.util.find_spec(probe)
    if not prefix or spec is None or not spec.origin:
        return "as installed"
    if os.path.exists(importlib.util.cache_from_source(spec.origin)):
        return "as installed"  # compiled already (beside the sources, or under the user's own prefix)
    try:
        os.makedirs(prefix, exist_ok=True)
    except OSError:
        return "as installed"
    sys.pycache_prefix = prefix
    sys.dont_write_bytecode = False
    return "anvil's cache"


def _preload() -> dict:
    """Import what every child needs, without touching CUDA; seconds per module, in order (each
    counts what it imports that the ones before did not)."""
    seconds = {}
    for name in PRELOAD:
        t = time.monotonic()
        try:
            importlib.import_module(name)
        except ImportError:
            if name not in OPTIONAL:
                raise
            continue
        seconds[name] = round(time.monotonic() - t, 3)
    return seconds


def _become_child(chan_fd: int, config: dict) -> Channel:
    """In the forked child: own process group, die with the server, only the channel fd left."""
    os.setsid()
    _libc().prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    for sig in (signal.SIGCHLD, signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, signal.SIG_DFL)
    signal.signal(signal.SIGPIPE, signal.SIG_IGN)  # a vanished peer is an error value, not a death
    signal.set_wakeup_fd(-1)
    os.dup2(chan_fd, CHILD_FD)
    os.closerange(CHILD_FD + 1, 65536)
    if config.get("cpus"):  # the only thread yet: every thread started later inherits the cores
        try:
            os.sched_setaffinity(0, [int(c) for c in config["cpus"]])
        except OSError as e:
            print(f"anvil child: could not keep to cores {config['cpus']}: {e}", file=sys.stderr)
    for k, v in (config.get("env") or {}).items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = str(v)
    return Channel.from_fd(CHILD_FD)


def _run_child(role: str, chan_fd: int, config: dict) -> None:
    code = 0
    try:
        chan = _become_child(chan_fd, config)
        if role == "candidate":
            from anvil.runtime import candidate
            candidate.main(chan, config)
        elif role == "judge":
            from anvil.runtime import judge
            judge.main(chan, config)
        elif role == "tool":
            from anvil.runtime import tools
            tools.main(chan, config)
        else:
            code = 2
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    except BaseException:
        traceback.print_exc()
        code = 1
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except Exception:
            pass
        os._exit(code)


def serve(control: Channel) -> None:
    children: dict[int, int] = {}  # pid -> tag
    rfd, wfd = os.pipe()
    os.set_blocking(wfd, False)
    signal.set_wakeup_fd(wfd)
    signal.signal(signal.SIGCHLD, lambda *_: None)

    import select

    def reap():
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            tag = children.pop(pid, None)
            ev = {"event": "exited", "pid": pid, "tag": tag}
            if os.WIFSIGNALED(status):
                ev["signal"] = os.WTERMSIG(status)
            else:
                ev["code"] = os.WEXITSTATUS(status)
            control.send(ev)

    while True:
        ready, _, _ = select.select([control.sock, rfd], [], [])
        if rfd in ready:
            try:
                os.read(rfd, 4096)
            except BlockingIOError:
                pass
            reap()
        if control.sock not in ready:
            continue
        try:
            msg, fds = control.recv()
        except ChannelClosed:
            break
        op = msg.get("op")
        if op == "shutdown":
            break
        if op != "spawn" or len(fds) != 1:
            for fd in fds:
                os.close(fd)
            control.send({"event": "error", "tag": msg.get("tag"),
                          "message": f"bad request {op!r} with {len(fds)} fds"})
            continue
        pid = os.fork()
        if pid == 0:
            _run_child(msg["role"], fds[0], msg.get("config") or {})
        os.close(fds[0])
        children[pid] = msg.get("tag")
        control.send({"event": "spawned", "tag": msg.get("tag"), "pid": pid})
        reap()

    for pid in list(children):
        try:
            os.killpg(pid, signal.SIGKILL)
        except OSError:
            pass


def main() -> None:
    control = Channel.from_fd(CHILD_FD)
    log = os.environ.pop("ANVIL_FORKSERVER_LOG", None)
    if log:
        fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        os.close(fd)
    _libc().prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    bytecode = _bytecode_cache(os.environ.pop("ANVIL_BYTECODE_CACHE", None))
    each = _preload()
    import torch
    import triton
    # What the imports made is kept out of every later collection, here and in each child (they
    # inherit it): a full collection over torch's objects took 60-200 ms, paid again and again by
    # the judges' and candidates' calls in the GPU lane; frozen, the pages stay shared after fork too.
    gc.collect()
    gc.freeze()
    control.send({"event": "ready", "pid": os.getpid(), "import_seconds": round(sum(each.values()), 3),
                  "imports": each, "bytecode": bytecode,
                  "versions": {"python": sys.version.split()[0], "torch": torch.__version__,
                               "triton": triton.__version__}})
    serve(control)


if __name__ == "__main__":
    main()
