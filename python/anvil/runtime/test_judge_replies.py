"""The judge reading values a candidate's reply describes: the runtime's own descriptions load; one
its runtime never writes (candidate code on the channel) is the candidate's protocol_violation, not
the judge's internal_error (a verdict trainers drop, so it would have dodged the failure's penalty)."""
import pytest
import torch

from anvil.runtime.judge import Verdict, load_from_candidate


def test_the_runtimes_own_descriptions_load():
    got = load_from_candidate([{"kind": "value", "value": 3},
                               {"kind": "tuple", "items": [{"kind": "dtype", "name": "float32"}]},
                               {"kind": "tensor", "dtype": "float32", "shape": [0, 4], "nbytes": 0,
                                "where": "empty", "device": "cpu"}], [], "cpu")
    assert got[0] == 3 and got[1] == (torch.float32,)
    assert got[2].shape == (0, 4) and got[2].dtype == torch.float32


@pytest.mark.parametrize("descs", [
    [5],  # not a description
    [{"kind": "list"}],  # no items
    [{"kind": "dtype", "name": "float99"}],
    [{"kind": "tensor", "dtype": "float32", "shape": [2], "nbytes": 7, "where": "memfd", "fd": 0}],
    [{"kind": "tensor", "dtype": "float32", "shape": [2], "nbytes": 8, "where": "memfd", "fd": 3}],  # no such fd
    [{"kind": "tensor", "dtype": "float32", "shape": ["x"], "nbytes": 8, "where": "empty"}],
    [{"kind": "bytes"}],
])
def test_a_description_the_runtime_never_writes_is_the_candidates_verdict(descs):
    with pytest.raises(Verdict) as e:
        load_from_candidate(descs, [], "cpu")
    assert e.value.reason == "protocol_violation"
    assert "candidate code reached the runtime's channel" in e.value.message


# ---- replies read before the values they describe (candidate_replies.py) -------------------------
def _judge_answered_with(reply):
    import socket
    import types

    from anvil.runtime.channel import Channel
    from anvil.runtime.judge import Judge
    ours, theirs = socket.socketpair()
    Channel(theirs).send(reply)
    judge = Judge(types.SimpleNamespace(send=lambda _: None), {"mode": "cpu"})
    judge.cand = Channel(ours)
    return judge, (ours, theirs)


@pytest.mark.parametrize("reply", [
    {"ok": False, "reason": "internal_error", "message": "the judge crashed"},  # dropped by trainers
    {"ok": False, "reason": "problem_error", "message": "the problem is broken"},
    {"ok": False, "reason": "ok"},
    {"ok": True, "outputs": [], "seconds": "fast"},  # float() raised in the judge: internal_error
    {"ok": True},  # no outputs
    {"ok": True, "outputs": [], "audit": {"triton": "k"}},
    {"ok": True, "outputs": [], "inputs_mutated": [True]},
    {"ok": "yes", "outputs": []},
    {"note": 5},
    [1, 2],
])
def test_a_run_reply_its_runtime_never_writes_is_a_protocol_violation(reply):
    judge, sockets = _judge_answered_with(reply)
    try:
        with pytest.raises(Verdict) as e:
            judge.ask({"op": "run"})
        assert e.value.reason == "protocol_violation", e.value.message
        assert "candidate code reached the runtime's channel" in e.value.message
    finally:
        for s in sockets:
            s.close()


def test_the_candidates_own_failure_reasons_stand():
    judge, sockets = _judge_answered_with({"ok": False, "reason": "runtime_error", "message": "x", "stage": "forward"})
    try:
        reply, _ = judge.ask({"op": "run"})
        with pytest.raises(Verdict) as e:
            judge.checked((reply, []))
        assert e.value.reason == "runtime_error"
    finally:
        for s in sockets:
            s.close()


def test_a_timed_round_answers_for_every_slot():
    from anvil.runtime.candidate_replies import malformed
    times = {"ok": True, "device_ms": [1.0], "host_ms": [0.1], "flush_ms": [0.01], "lead_ms": [0.2], "gap_ms": [],
             "wall_ms": 1.5, "cpus": 2}
    asked = {"op": "time", "slots": [0, 1], "iters": 2, "return_outputs": True}
    assert malformed({"op": "time", "slots": [0, 1], "iters": 2}, times) is None
    assert "without 'outputs'" in malformed(asked, times)  # the spot check would have checked nothing
    assert "1 outputs for 2 input sets" in malformed(asked, {**times, "outputs": [[]]})
    assert malformed(asked, {**times, "outputs": [[], []]}) is None
    assert "without 'wall_ms'" in malformed(asked, {k: v for k, v in times.items() if k != "wall_ms"})
