"""The correctness checks' input sets, pipelined (Judge.check_sets): while the candidate runs set s
the judge compares set s-1, so a wrong set is found one call later; its verdict must still be the
one it had when the sets ran one at a time (which set, memoized, grad_mode_differs), and the
candidate must see the same messages. Runs the real judge and candidate runtime in this process
(the harness of test_time_all_fake_gpu)."""
import pytest
import torch

from anvil.runtime import judge as judge_mod
from anvil.runtime.judge import Judge
from anvil.runtime.test_time_all_fake_gpu import (  # noqa: F401 - fixtures
    Honest, LaneJudge, RunningCandidate, WrongAfter, cpu_audit, fake_cuda, softmax_ref, spend_ms)


@pytest.fixture
def audited(fake_cuda, monkeypatch):
    """Audited calls recorded by the CPU profiler; the audit finds nothing wrong (these candidates
    compute with PyTorch, which the real classification rejects)."""
    from anvil.runtime import audit, dynamic_checks
    real_record = audit.record
    monkeypatch.setattr(audit, "record", lambda profile_ops=True, cuda=False, **kw: real_record(profile_ops, False, **kw))
    monkeypatch.setattr(audit, "scrub_free_device_memory", lambda: None)
    monkeypatch.setattr(dynamic_checks, "classify", lambda *a, **k: None)
    return fake_cuda


def check(fake, model_cls, **cfg):
    """check_correctness on softmax_rows' small shape; returns (verdict or None, result, candidate)."""
    cand = RunningCandidate(model_cls, fake.ipc)
    judge = LaneJudge(cand)
    result = {"flags": [], "checks": []}
    try:
        judge.check_correctness(softmax_ref(), {"dynamic_checks": False, **cfg}, 1234, result)
    except judge_mod.Verdict as v:
        return v, result, cand
    return None, result, cand


def runs(cand) -> list:
    return [m for m in cand.log if m["op"] == "run"]


def test_every_set_is_checked_in_order(cpu_audit):
    verdict, result, cand = check(cpu_audit, Honest)
    assert verdict is None
    main = [c for c in result["checks"] if c["shape"] == "main"]
    assert [c["set"] for c in main] == [0, 1, 2, 3, 4] and all(c["ok"] for c in main)
    assert len(runs(cand)) == len(result["checks"])  # one call per set, nothing more


class WrongFromThird(WrongAfter):
    honest_calls = 2


def test_a_wrong_set_is_named_though_the_next_was_running(cpu_audit):
    verdict, result, cand = check(cpu_audit, WrongFromThird)
    assert verdict.reason == "mismatch"
    assert "input set 2" in verdict.message
    assert [(c["set"], c["ok"]) for c in result["checks"]] == [(0, True), (1, True), (2, False)]
    assert len(runs(cand)) == 4  # set 3 was in flight when set 2 was compared; no later one was sent


class RepeatsFromThird(torch.nn.Module):
    """Returns the previous call's outputs from the third call on."""

    def __init__(self):
        super().__init__()
        self.calls, self.last = 0, None

    def forward(self, x):
        self.calls += 1
        spend_ms(0.05)
        if self.calls >= 3:
            return self.last.clone()
        self.last = torch.softmax(x, dim=-1).clone()  # a copy: the runtime poisons what it returned
        return self.last.clone()


def test_outputs_of_the_set_before_are_memoized(cpu_audit):
    verdict, _, _ = check(cpu_audit, RepeatsFromThird)
    assert verdict.reason == "memoized" and "input set 2" in verdict.message


class WrongWithGrad(torch.nn.Module):
    """Right without autograd, wrong with it (the third main set runs with autograd enabled)."""

    def forward(self, x):
        spend_ms(0.05)
        y = torch.softmax(x, dim=-1)
        return y + 1.0 if torch.is_grad_enabled() else y


def test_grad_mode_differs_runs_its_call_once_the_call_in_flight_answered(audited):
    verdict, _, cand = check(audited, WrongWithGrad, dynamic_checks=True)
    assert verdict.reason == "grad_mode_differs", verdict.message
    assert "input set 2" in verdict.message
    sent = runs(cand)
    # sets 0-2, set 3 in flight, then set 2's inputs again without autograd
    assert [bool(m.get("grad")) for m in sent] == [False, False, True, False, False]


def test_a_failure_of_the_set_in_flight_comes_after_the_set_before(cpu_audit, monkeypatch):
    """Set 2 is wrong and set 3's call fails: set 2's verdict, as when set 3 never ran."""
    real = Judge.take_run_reply

    def fourth_fails(self, reply, rfds, result):
        if len(runs(self.candidate)) == 4:
            raise judge_mod.Verdict("runtime_error", "set 3 raised")
        return real(self, reply, rfds, result)

    monkeypatch.setattr(Judge, "take_run_reply", fourth_fails)
    verdict, _, _ = check(cpu_audit, WrongFromThird)
    assert verdict.reason == "mismatch" and "input set 2" in verdict.message


@pytest.mark.parametrize("bad_set", [0, 4])
def test_the_first_and_last_sets_are_compared_too(cpu_audit, bad_set):
    class WrongAt(torch.nn.Module):
        calls = 0

        def forward(self, x):
            type(self).calls += 1
            spend_ms(0.05)
            y = torch.softmax(x, dim=-1)
            return y * 2 if type(self).calls == bad_set + 1 else y

    verdict, _, _ = check(cpu_audit, WrongAt)
    assert verdict.reason == "mismatch" and f"input set {bad_set}" in verdict.message


def test_round40_every_checked_call_is_audited(audited):
    """Red-team round 40: sets 1 and 2 at the main shape and the first at the others were audited,
    a schedule a call counter tells (hack rt40_audited_calls_counted: PyTorch in the other calls).
    Now every checked call is; only the ghost replay runs unrecorded."""
    verdict, result, cand = check(audited, Honest, dynamic_checks=True)
    # (the fake computes with PyTorch, so the ghost replay after the sets refuses it)
    assert verdict is not None and verdict.reason == "kernels_did_not_matter", verdict and verdict.message
    sent = runs(cand)
    checked = [m for m in sent if not m.get("ghost")]
    assert len(checked) == len(result["checks"]) and len(checked) >= 5
    assert all(m.get("audit") for m in checked), [bool(m.get("audit")) for m in checked]
    assert [bool(m.get("grad")) for m in checked][:5] == [False, False, True, False, False]
