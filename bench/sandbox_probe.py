"""Which sandbox layers work on this machine with the GPU: forks one child per configuration,
applies libanvil_sandbox, then opens CUDA and allocates. Prints one line per configuration.
Usage: PYTHONPATH=python python3 bench/sandbox_probe.py path/to/libanvil_sandbox.so"""

import ctypes
import json
import os
import sys
import tempfile

CONFIGS = {
    "full": {"network": True, "uid": 200777},
    "no_uid": {"network": True},
    "uid_only": {"network": False, "uid": 200778},
    "no_network": {"network": False},
}


def child(lib_path: str, settings: dict, wfd: int) -> None:
    out = {}
    try:
        scratch = tempfile.mkdtemp()
        os.chmod(scratch, 0o777)
        os.chdir(scratch)
        settings = dict(settings, scratch=scratch)
        buf = ctypes.create_string_buffer(4096)
        ctypes.CDLL(lib_path).anvil_sandbox_apply(json.dumps(settings).encode(), buf, len(buf))
        out["sandbox"] = json.loads(buf.value.decode())
        os.environ["HOME"] = scratch
        import torch
        torch.cuda.init()
        x = torch.ones(1 << 20, device="cuda")
        out["cuda"] = float(x.sum())
    except BaseException as e:  # noqa: BLE001 - reported, this is a probe
        out["error"] = f"{type(e).__name__}: {e}"[:400]
    os.write(wfd, json.dumps(out).encode())
    os._exit(0)


def main() -> int:
    lib_path = os.path.abspath(sys.argv[1])
    for name, settings in CONFIGS.items():
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            child(lib_path, settings, w)
        os.close(w)
        data = b""
        while chunk := os.read(r, 65536):
            data += chunk
        os.waitpid(pid, 0)
        print(name, data.decode() or "(no answer)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
