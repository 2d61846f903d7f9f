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
from anvil.runtime import candidate
sock = socket.socket(fileno=int(sys.argv[1]))
candidate.main(Channel(sock), json.loads(sys.argv[2]))
'''


def talk(tmp_path, lazy: bool, ops: list) -> list:
    a, b = socket.socketpair()
    cfg = {"mode": "gpu", "scratch": str(tmp_path), "log": str(tmp_path / "candidate.log"),
           "source": str(tmp_path / "none.py"), "sandbox": {"enabled": False}, "lazy_context": lazy}
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]), CUDA_VISIBLE_DEVICES="")
    proc = subprocess.Popen([sys.executable, "-c", SCRIPT, str(b.fileno()), json.dumps(cfg)], env=env,
                            pass_fds=[b.fileno()])
    b.close()
    from anvil.runtime.channel import Channel
    chan = Channel(a)
    replies = []
    try:
        for op in ops:
            chan.send({"op": op, "shapes": []})
            replies.append(chan.recv()[0])
            if not replies[-1].get("ok", True) and replies[-1].get("reason") == "sandbox_error":
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
