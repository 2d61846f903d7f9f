"""Which sandbox layers work on this machine with the GPU: forks one child per configuration,
applies libanvil_sandbox, then opens CUDA and allocates. When a layer breaks CUDA, narrows it
down (each denied system call alone; each extra writable folder). One line per trial.
Usage: PYTHONPATH=python python3 bench/sandbox_probe.py path/to/libanvil_sandbox.so"""

import ctypes
import json
import os
import sys
import tempfile

OFF = {"network": False, "rlimits": False, "landlock": False, "seccomp": False}
LAYERS = {"netns": {"network": True}, "rlimits": {"rlimits": True}, "landlock": {"landlock": True},
          "seccomp": {"seccomp": True}, "uid": {"uid": 200777}}


def trial(lib_path: str, settings: dict) -> dict:
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        out = {}
        import torch  # imported before confinement, as the fork-server does
        try:
            scratch = tempfile.mkdtemp()
            os.chmod(scratch, 0o777)
            os.chdir(scratch)
            os.environ["HOME"] = os.environ["TMPDIR"] = scratch
            buf = ctypes.create_string_buffer(4096)
            ctypes.CDLL(lib_path).anvil_sandbox_apply(json.dumps(dict(settings, scratch=scratch)).encode(),
                                                      buf, len(buf))
            out["sandbox"] = json.loads(buf.value.decode())
            torch.cuda.init()
            out["cuda"] = float(torch.ones(1 << 20, device="cuda").sum())
        except BaseException as e:  # noqa: BLE001 - reported, this is a probe
            out["error"] = f"{type(e).__name__}: {e}"[:200]
        os.write(w, json.dumps(out).encode())
        os._exit(0)
    os.close(w)
    data = b""
    while chunk := os.read(r, 65536):
        data += chunk
    os.waitpid(pid, 0)
    return json.loads(data or b"{}")


def main() -> int:
    lib_path = os.path.abspath(sys.argv[1])
    lib = ctypes.CDLL(lib_path)
    buf = ctypes.create_string_buffer(8192)
    lib.anvil_sandbox_denied_syscalls(buf, len(buf))
    denied = json.loads(buf.value.decode())
    full = trial(lib_path, {"uid": 200776})
    print("full", "ok" if "cuda" in full else full.get("error"), flush=True)
    if "cuda" in full:
        return 0
    for name, on in LAYERS.items():
        res = trial(lib_path, {**OFF, **on})
        print("only", name, "ok" if "cuda" in res else res.get("error"), flush=True)
        if "cuda" in res or name not in ("seccomp", "landlock"):
            continue
        if name == "seccomp":
            for sc in denied:
                res = trial(lib_path, {**OFF, "seccomp": True, "seccomp_allow": [x for x in denied if x != sc]})
                if "cuda" not in res:
                    print("   CUDA needs syscall", sc, flush=True)
        else:
            for extra in ("/proc", "/sys", "/tmp", "/var", "/run", "/dev/shm", "/"):
                res = trial(lib_path, {**OFF, "landlock": True, "writable": [extra]})
                print("   landlock + writable", extra, "ok" if "cuda" in res else "still fails", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
