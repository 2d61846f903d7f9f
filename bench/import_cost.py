"""Why the fork-server's imports take 7-11 s on one host and 2 s on another: whether compiled
bytecode (.pyc) is there to be read or each import compiles the sources again, and how long the
imports take in fresh interpreters, as they are and with a bytecode cache of anvil's own
(PYTHONPYCACHEPREFIX). Usage: python3 bench/import_cost.py [--repeats 3]"""

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time

MODULES = ["numpy", "torch", "triton", "torch._dynamo", "torch._inductor.config", "torch.profiler"]
TIMED = ("import time, json; t = {}\n"
         "for m in %r:\n"
         "    a = time.monotonic(); __import__(m); t[m] = round(time.monotonic() - a, 3)\n"
         "print(json.dumps(t))") % (MODULES,)


def bytecode_state() -> dict:
    """For torch/_dynamo: sources, and compiled files for this interpreter beside them."""
    spec = importlib.util.find_spec("torch")
    root = os.path.join(os.path.dirname(spec.origin), "_dynamo")
    tag = sys.implementation.cache_tag
    sources = [f for f in os.listdir(root) if f.endswith(".py")]
    cache = os.path.join(root, "__pycache__")
    compiled = [f for f in os.listdir(cache) if f.endswith(f".{tag}.pyc")] if os.path.isdir(cache) else []
    return {"dir": root, "writable": os.access(root, os.W_OK), "sources": len(sources), "pyc_for_" + tag: len(compiled),
            "dont_write_bytecode": sys.flags.dont_write_bytecode,
            "PYTHONDONTWRITEBYTECODE": os.environ.get("PYTHONDONTWRITEBYTECODE"),
            "PYTHONPYCACHEPREFIX": os.environ.get("PYTHONPYCACHEPREFIX")}


def run(env: dict) -> dict:
    a = time.monotonic()
    out = subprocess.run([sys.executable, "-c", TIMED], env=env, capture_output=True, text=True, check=True).stdout
    each = json.loads(out.strip().splitlines()[-1])
    return {"total_s": round(time.monotonic() - a, 2), **each}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    print(json.dumps(bytecode_state()))
    for i in range(args.repeats):
        print("as is", i, json.dumps(run(dict(os.environ))))
    with tempfile.TemporaryDirectory() as prefix:
        env = dict(os.environ, PYTHONPYCACHEPREFIX=prefix)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # written there, not beside the sources
        for i in range(args.repeats):
            print("own bytecode cache", i, json.dumps(run(env)))


if __name__ == "__main__":
    main()
