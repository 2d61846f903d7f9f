"""The candidate's notes reach the core and are cleared with the answer: the core classifies a
deadline by the last note ("gpu_wait": a GPU hang), so a note left standing after the call that
sent it turned a later host-bound call that ran out of time into hang_gpu."""

import socket
import types

from anvil.runtime.channel import Channel
from anvil.runtime.judge import Judge


def test_a_note_is_cleared_when_the_answer_comes():
    ours, theirs = socket.socketpair()
    peer = Channel(theirs)
    peer.send({"note": "gpu_wait"})
    peer.send({"ok": True, "op": "run"})
    peer.send({"ok": True, "op": "release"})
    events = []
    judge = Judge(types.SimpleNamespace(send=events.append), {"mode": "cpu"})
    judge.cand = Channel(ours)
    reply, _ = judge._ask({"op": "run"})
    assert reply["op"] == "run" and judge.candidate_state == ""
    assert events == [{"event": "note", "state": "gpu_wait"}, {"event": "note", "state": ""}]
    judge._ask({"op": "release"})  # no note, nothing to clear
    assert len(events) == 2
    assert [peer.recv()[0]["op"] for _ in range(2)] == ["run", "release"]
    ours.close()
    theirs.close()


def test_the_gpu_wait_note_comes_before_every_wait_audited_call_or_not():
    """An audited call waits for the GPU inside its audited window: the note must precede that wait,
    or a kernel that never ends under the audit reads as a host hang (hang_host for hang_gpu)."""
    import torch
    from anvil.runtime.candidate import CandidateRuntime
    log = []
    rt = object.__new__(CandidateRuntime)
    rt.mode, rt.torch = "gpu", torch
    rt.chan = types.SimpleNamespace(send=lambda m: log.append(m["note"]))
    rt._sync = lambda: log.append("sync")
    rt.model = lambda x: log.append("forward") or x + 1
    for audited in (False, True):
        log.clear()
        rt._call([torch.zeros(2)], audited=audited)
        assert log[0] == "forward" and log[1] == "gpu_wait" and "sync" in log
        assert log.index("gpu_wait") < log.index("sync")
