"""A candidate process started for a compile pass on meta tensors (`lazy_context`) leaves CUDA
alone until `warm`: starting one must not disturb another candidate's timed rounds. On this
machine (no GPU) opening the device fails, which shows exactly when a process tries."""
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

SCRIPT = r'''
import json, socket, sys
from anvil.runtime.channel import Channel
from anvil.runtime import candidate, cuda_driver
if sys.argv[3] != "real":  # this machine has no GPU: say what a GPU process would find
    candidate._CUDA_INITIALIZED = lambda: True
    cuda_driver.primary_context_active = lambda: sys.argv[3] == "context"
sock = socket.socket(fileno=int(sys.argv[1]))
candidate.main(Channel(sock), json.loads(sys.argv[2]))
'''

SOURCE = '''
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 256),)](x, out, x.numel(), BLOCK=256)
        return out
'''


def talk(tmp_path, lazy: bool, ops: list, found: str = "real", source: str = SOURCE) -> list:
    a, b = socket.socketpair()
    (tmp_path / "cand.py").write_text(source)
    cfg = {"mode": "gpu", "scratch": str(tmp_path), "log": str(tmp_path / "candidate.log"),
           "source": str(tmp_path / "cand.py"), "sandbox": {"enabled": False}, "lazy_context": lazy}
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]), CUDA_VISIBLE_DEVICES="")
    proc = subprocess.Popen([sys.executable, "-c", SCRIPT, str(b.fileno()), json.dumps(cfg), found], env=env,
                            pass_fds=[b.fileno()])
    b.close()
    from anvil.runtime.channel import Channel
    chan = Channel(a)
    replies = []
    try:
        for op in ops:
            op, _, step = op.partition(":")  # "warm:context": the op warm, its step context
            chan.send({"op": op, "shapes": [], **({"step": step} if step else {})})
            replies.append(chan.recv()[0])
            if not replies[-1].get("ok", True) and replies[-1].get("reason") in ("sandbox_error", "early_gpu_use"):
                break
    finally:
        if proc.poll() is None:
            chan.send({"op": "bye"})
        proc.wait(timeout=60)
    return replies


def test_a_lazy_candidate_opens_the_gpu_only_when_warmed(tmp_path):
    replies = talk(tmp_path, True, ["ping", "warm"])
    assert replies[0]["ok"] is True  # started and answering, with no device touched
    assert replies[1]["ok"] is False and replies[1]["reason"] == "sandbox_error"
    assert "could not be opened" in replies[1]["message"]


def test_an_eager_candidate_opens_the_gpu_at_its_start(tmp_path):
    replies = talk(tmp_path, False, ["ping"])
    assert replies[0]["ok"] is False and replies[0]["reason"] == "sandbox_error"


def test_a_candidate_that_made_a_cuda_context_at_import_is_stopped(tmp_path):
    # Module-level GPU work would run while other candidates are timed; device queries make no context.
    replies = talk(tmp_path, True, ["load", "warm"], found="context")
    assert len(replies) == 1 and replies[0]["ok"] is False and replies[0]["reason"] == "early_gpu_use"
    assert replies[0]["fatal"] is True and "while its module was imported" in replies[0]["message"]


def test_cuda_initialised_without_a_context_is_allowed(tmp_path):
    replies = talk(tmp_path, True, ["load"], found="initialised")
    assert replies[0]["ok"] is True and replies[0]["kernels"] == ["copy_kernel"]


def test_the_static_gate_is_its_own_step_before_the_import(tmp_path):
    # The core asks for the gate before it holds the GPU gate: no candidate code runs in it, so a
    # context found then is not the candidate's doing; the import that follows is checked for one.
    replies = talk(tmp_path, True, ["gate", "load", "load"], found="context")
    assert replies[0]["ok"] is True and "static_seconds" in replies[0] and "kernels" not in replies[0]
    assert replies[1]["reason"] == "early_gpu_use" and len(replies) == 2
    replies = talk(tmp_path, True, ["gate", "load", "load"], found="initialised")
    assert replies[1]["ok"] is True and replies[1]["kernels"] == ["copy_kernel"]
    assert replies[2]["ok"] is False and "already imported" in replies[2]["message"]  # the module runs once


def test_a_source_the_gate_refuses_is_never_imported(tmp_path):
    refused = SOURCE.replace("@triton.jit\n", "")  # no kernel
    replies = talk(tmp_path, True, ["gate", "load"], found="initialised", source=refused)
    assert [r["reason"] for r in replies] == ["no_triton_kernel", "no_triton_kernel"]
    assert all(r["stage"] == "static" for r in replies)


def test_the_warm_steps_go_context_first(tmp_path):
    # The core holds the GPU gate for each step; the rest of the warm needs the context first.
    replies = talk(tmp_path, True, ["warm:first_use", "warm:kernels", "warm:check_kernels", "warm:context"])
    for early in replies[:3]:  # the rest, or any part of it (each its own hold of the gate)
        assert early["ok"] is False and early["reason"] == "internal_error"
        assert "before the context step" in early["message"]
    assert replies[3]["ok"] is False and replies[3]["reason"] == "sandbox_error"  # this machine has no GPU
