"""Shared fixtures for anvil's end-to-end tests: the `anvil` binary and a runner for it."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

# The runtime the binary starts runs on the interpreter running these tests (the one with torch
# and triton), not whatever python3 comes first on PATH: a build/ binary takes PATH's otherwise.
os.environ.setdefault("ANVIL_PYTHON", sys.executable)


def find_binary() -> str:
    env = os.environ.get("ANVIL_BIN")
    if env:
        return env
    for cand in (REPO / "build" / "anvil", shutil.which("anvil")):
        if cand and Path(cand).exists():
            return str(cand)
    pytest.fail("no anvil binary: build it (cmake -B build && cmake --build build) or set ANVIL_BIN")


@pytest.fixture(scope="session")
def anvil_bin() -> str:
    return find_binary()


def run_eval(anvil_bin, tmp_path, *args, timeout=900):
    """Run `anvil eval ... -o out.jsonl` and return ({id: verdict}, completed process)."""
    out = tmp_path / "out.jsonl"
    env = dict(os.environ, ANVIL_DATA=str(REPO), PYTHONPATH=str(REPO / "python"))
    proc = subprocess.run([anvil_bin, "eval", *map(str, args), "-o", str(out)], capture_output=True,
                          text=True, timeout=timeout, env=env)
    assert proc.returncode == 0, proc.stderr
    verdicts = {}
    for line in out.read_text().splitlines():
        v = json.loads(line)
        verdicts[v["id"]] = v
    return verdicts, proc


def expected_reason(got: str, want: str) -> bool:
    """Whether a verdict's reason is the one expected; `a|b` expects either (where a hack's first
    refusal depends on the allocator handing an address back, as in interpreter mode)."""
    return got in want.split("|")


def expectations(folder: Path, mode: str) -> dict:
    """{file stem: expected reason} from `# expect: a (gpu) b (cpu)` or `# expect: a` lines."""
    out = {}
    for f in sorted(folder.glob("*.py")):
        for line in f.read_text().splitlines()[:5]:
            if line.startswith("# expect:"):
                words = line.split(":", 1)[1].split()
                reason = words[0]
                for i in range(0, len(words) - 1, 2):
                    if words[i + 1] == f"({mode})":
                        reason = words[i]
                out[f.stem] = reason
    return out


# A relu kernel for level1/relu_elementwise, the start of the candidates the end-to-end tests of
# the runtime's second lines write (the gate in its minimal form lets them reach the runtime).
RELU_KERNEL = """
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m), 0.0), mask=m)
"""
