"""Judge.time_all end to end on the CPU, with a fake CUDA layer: events read a virtual clock that
only the "device work" moves (the lead spin, the models' calls, what a test charges outside the
events), synchronise is a no-op, CUDA IPC hands tensors over in-process. Time is exact and
independent of the machine's load, so the statistics can be asserted exactly. The candidate is the
real CandidateRuntime (op_construct, op_stash, op_time, op_release) running in this process,
answered through a fake channel that carries JSON and duplicates fds as SCM_RIGHTS would. What
runs for real: time_all, candidate_round(s), spot_check, roofline, stored_baselines, judge_all's
reading of the result, timing.run_iterations, the transport of inputs and outputs."""

from __future__ import annotations

import base64
import json
import os
import types
from pathlib import Path

import pytest
import torch
import torch.nn as nn

from anvil.runtime import cuda_driver, peaks, timing, transport
from anvil.runtime import judge as judge_mod
from anvil.runtime.candidate import CandidateRuntime
from anvil.runtime.judge import Judge
from anvil.runtime.problem import problem_ref

ROOT = Path(__file__).resolve().parents[3]
PROBLEM = ROOT / "problems" / "level1" / "softmax_rows.py"
CYCLES_PER_MS = 1e6    # of the fake torch.cuda._sleep
EAGER_MS = 0.01        # what a call of the reference model costs on the fake device
PEAKS = {"copy_bytes_per_s": 1e12, "read_bytes_per_s": 2e12, "bytes_per_s": 2e12,
         "bf16_flops": 1e15, "tf32_flops": 5e14, "device": "fake"}


class VirtualClock:
    """Seconds, as time.perf_counter and time.monotonic give them to the judge and the timing loops."""

    def __init__(self):
        self.now = 1000.0

    def perf_counter(self) -> float:
        return self.now

    monotonic = perf_counter

    def advance_ms(self, ms: float) -> None:
        self.now += ms / 1e3


CLOCK = VirtualClock()


def spend_ms(ms: float) -> None:
    CLOCK.advance_ms(ms)


# ---- the fake CUDA layer -------------------------------------------------------------------------
class FakeEvent:
    """Records the virtual clock: on the CPU every call has finished when it returns."""

    def __init__(self, enable_timing: bool = False, **_):
        self.t = None

    def record(self, stream=None) -> None:
        self.t = CLOCK.now

    def synchronize(self) -> None:
        pass

    def query(self) -> bool:
        return True

    def elapsed_time(self, end: "FakeEvent") -> float:
        assert self.t is not None and end.t is not None, "elapsed_time between events never recorded"
        return (end.t - self.t) * 1e3


@pytest.fixture
def fake_cuda(monkeypatch):
    CLOCK.now = 1000.0
    fake_time = types.SimpleNamespace(perf_counter=lambda: CLOCK.now, monotonic=lambda: CLOCK.now,
                                      sleep=lambda s: spend_ms(s * 1e3))
    monkeypatch.setattr(judge_mod, "time", fake_time)
    monkeypatch.setattr(timing, "time", fake_time)
    ipc: dict[int, torch.Tensor] = {}  # "device memory" exported by the candidate, by handle
    monkeypatch.setattr(torch.cuda, "Event", FakeEvent)
    monkeypatch.setattr(torch.cuda, "_sleep", lambda cycles: spend_ms(cycles / CYCLES_PER_MS))
    monkeypatch.setattr(torch.cuda, "synchronize", lambda *a, **k: None)
    monkeypatch.setattr(torch.cuda, "get_device_properties",
                        lambda *a, **k: types.SimpleNamespace(L2_cache_size=64 << 10, name="fake"))
    monkeypatch.setattr(timing, "_SLEEP_CYCLES_PER_MS", None)
    real_flush = timing.flush_buffer
    monkeypatch.setattr(timing, "flush_buffer", lambda device: real_flush(torch.device("cpu")))
    real_draw = judge_mod.draw_inputs
    monkeypatch.setattr(judge_mod, "draw_inputs", lambda mod, seed, device: real_draw(mod, seed, "cpu"))
    monkeypatch.setattr(peaks, "measure", lambda: dict(PEAKS))
    real_load = transport.load
    monkeypatch.setattr(transport, "load",
                        lambda descs, fds, device: real_load(descs, fds, "cpu" if device == "cuda" else device))
    monkeypatch.setattr(cuda_driver, "ipc_open", lambda handle: int(handle.decode()))
    monkeypatch.setattr(cuda_driver, "ipc_close", lambda ptr: None)
    monkeypatch.setattr(transport, "_wrap_device", lambda ptr, nbytes: ipc[ptr].reshape(-1).view(torch.uint8))
    # Every timing loop, judge's or candidate's, with the function it timed.
    timed = []
    real_run = timing.run_iterations

    def spy(fn, *a, **k):
        timed.append(fn)
        return real_run(fn, *a, **k)

    monkeypatch.setattr(timing, "run_iterations", spy)
    fds_before = len(os.listdir("/proc/self/fd"))
    yield types.SimpleNamespace(ipc=ipc, timed=timed)
    while LIVE:  # what a candidate process's end gives back: the last answer's buffers
        LIVE.pop().release_shares()
    assert len(os.listdir("/proc/self/fd")) == fds_before, "file descriptors leaked (exported inputs not closed?)"


def _as_ipc(desc: dict, fds: list, ipc: dict) -> dict:
    """A candidate's memfd export as the CUDA IPC descriptor it would be on a GPU."""
    if desc.get("kind") in ("list", "tuple"):
        return {**desc, "items": [_as_ipc(d, fds, ipc) for d in desc["items"]]}
    if desc.get("kind") != "tensor" or desc.get("where") != "memfd":
        return desc
    t = transport.load([{**desc, "fd": 0}], [os.dup(fds[desc["fd"]])], "cpu")[0]
    key = len(ipc)
    ipc[key] = t
    out = {k: v for k, v in desc.items() if k != "fd"}
    return {**out, "where": "cuda_ipc", "handle": base64.b64encode(str(key).encode()).decode()}


# ---- the candidate, in this process --------------------------------------------------------------
LIVE: list = []  # candidates made by the test under way


class InProcessCandidate(CandidateRuntime):
    """The real candidate runtime with ModelNew given as a class; answers the judge's messages the
    way serve() does."""

    def __init__(self, model_cls, ipc: dict):
        super().__init__(None, {"mode": "gpu", "source": "<in-process candidate>"})
        self.device = "cpu"
        self.module = types.SimpleNamespace(ModelNew=model_cls)
        self.ipc = ipc
        self.log: list[dict] = []
        self.time_calls = 0
        LIVE.append(self)

    def answer(self, msg: dict, fds: list):
        msg = json.loads(json.dumps(msg))  # the channel carries JSON
        op = msg["op"]
        self.log.append({k: v for k, v in msg.items() if k not in ("inputs", "init_inputs")})
        ops = {"construct": self.op_construct, "stash": self.op_stash, "time": self.op_time,
               "release": self.op_release, "run": self.op_run}
        assert op in ops, f"time_all sent an op the fake candidate does not expect: {op!r}"
        self._pending_fds = []
        self.release_shares()  # as serve() does before every op
        if op == "time":
            self.time_calls += 1
        try:
            reply = ops[op](msg, fds)
        except BaseException as e:  # noqa: BLE001 - as serve() does
            reply = self.from_exception(e, op)
        reply["op"] = op
        reply = json.loads(json.dumps(reply))
        if op == "time" and "outputs" in reply:
            for key in ("outputs", "inputs"):
                if key in reply:
                    reply[key] = [[_as_ipc(d, self._pending_fds, self.ipc) for d in descs] for descs in reply[key]]
            return reply, []
        return reply, [os.dup(fd) for fd in self._pending_fds]


class LaneJudge(Judge):
    """A judge in GPU mode whose candidate channel is the in-process candidate."""

    def __init__(self, candidate: InProcessCandidate):
        self.events: list[dict] = []
        super().__init__(types.SimpleNamespace(send=self.events.append), {"mode": "gpu"})
        self.device = "cpu"  # the reference model lives on the CPU
        self.candidate = candidate
        self.reference_models: list[nn.Module] = []
        self.reference_calls = 0

    def _ask(self, msg: dict, fds=(), meanwhile=None):
        answer = self.candidate.answer(msg, [os.dup(fd) for fd in fds])  # SCM_RIGHTS duplicates
        if meanwhile is not None:
            meanwhile()
        return answer

    def reference(self, mod, init_inputs, init_seed, on=None):
        model = super().reference(mod, init_inputs, init_seed, on)

        def count(*_):
            self.reference_calls += 1
            spend_ms(EAGER_MS)

        model.register_forward_pre_hook(count)
        self.reference_models.append(model)
        return model


# ---- candidates --------------------------------------------------------------------------------
class Honest(nn.Module):
    delay_ms = 0.2

    def forward(self, x):
        spend_ms(self.delay_ms)
        return torch.softmax(x, dim=-1)


class MemoByBuffer(nn.Module):
    """Computes once per input buffer and returns that result ever after."""

    def __init__(self):
        super().__init__()
        self.cache = {}

    def forward(self, x):
        spend_ms(0.05)
        if x.data_ptr() not in self.cache:
            self.cache[x.data_ptr()] = torch.softmax(x, dim=-1)
        return self.cache[x.data_ptr()]


class WrongAfter(nn.Module):
    """Right for the first `honest_calls` calls, then returns zeros (less work once checked)."""
    honest_calls = 2

    def __init__(self):
        super().__init__()
        self.calls = 0

    def forward(self, x):
        self.calls += 1
        spend_ms(0.05)
        y = torch.softmax(x, dim=-1)
        return y if self.calls <= self.honest_calls else self.late(y)

    def late(self, y):
        return torch.zeros_like(y)


class SlightlyOff(nn.Module):
    """Off by 1e-3: wrong at the default fp32 tolerance, right at atol 1e-2."""

    def forward(self, x):
        spend_ms(0.05)
        return torch.softmax(x, dim=-1) + 1e-3


# ---- helpers -----------------------------------------------------------------------------------
def softmax_ref():
    """softmax_rows at its CPU shape (8 x 96): time_all takes the GPU main shape, so the CPU shape
    comes in as a variant."""
    ref = problem_ref(PROBLEM, ROOT / "problems")
    small = ref.meta["shapes"]["cpu"]
    ref.meta = {**ref.meta, "variants": {"small": dict(small)}}
    ref.variant = "small"
    return ref


def config(rounds: int, n_sets: int = 2, target_rse: float = 1.0, **cfg) -> dict:
    """Exactly `rounds` rounds: target_rse 1.0 is met from min_rounds on, the budget never ends them.
    The audited round after the rounds is off (these candidates compute with PyTorch, which any
    audit rejects); section 6 turns it on."""
    return {"baselines": ["eager"], "dynamic_checks": False, **cfg,
            "timing_config": {"sets": n_sets, "min_rounds": rounds, "max_rounds": rounds,
                              "budget_s": 60.0, "target_rse": target_rse}}


def run_time_all(fake, model_cls, cfg, candidate_cls=InProcessCandidate):
    ref = softmax_ref()
    cand = candidate_cls(model_cls, fake.ipc)
    judge = LaneJudge(cand)
    out = judge.time_all(ref, cfg, 1234, {"flags": []})
    json.dumps(out)  # what the judge reports upward must be JSON
    return out, judge, cand


STAT_KEYS = {"median_ms", "iqr_ms", "mean_ms", "rse", "samples", "min_ms", "flush_ms", "host_ms", "lead_ms",
             "host_overhead_ms"}


def assert_stats(st: dict) -> None:
    assert STAT_KEYS <= set(st), f"missing {STAT_KEYS - set(st)}"
    assert st["median_ms"] > 0 and st["samples"] >= 3
    assert st["host_ms"] > 0 and st["flush_ms"] >= 0
    assert timing.lead_for([]) >= st["lead_ms"] >= 0.1


# ---- 1. the normal path ---------------------------------------------------------------------------
def test_honest_candidate_with_eager_and_inductor(fake_cuda, monkeypatch):
    compiled = []

    def fake_compile(model, **_):
        compiled.append(model)
        return lambda *args: model(*args)

    monkeypatch.setattr(torch, "compile", fake_compile)
    n_sets = 2
    cfg = config(rounds=3, n_sets=n_sets, target_rse=0.0, baselines=["eager", "inductor"])
    out, judge, cand = run_time_all(fake_cuda, Honest, cfg)

    assert out["rounds"] == 3 and out["converged"] is False  # target 0: never converges, max_rounds ends it
    assert out["shape"] == "main" and out["seconds"] > 0 and out["baseline_warmup_s"] >= 0
    for name in ("candidate", "eager", "inductor"):
        assert_stats(out[name])
    assert len(compiled) == 1
    # A sample is the time between the events around the call (not the lead before it); the lead
    # covers twice the host time of a warm-up call plus 0.05 ms, at least 0.1 ms.
    cst, eager = out["candidate"], out["eager"]
    assert cst["median_ms"] == pytest.approx(Honest.delay_ms) and cst["host_ms"] == pytest.approx(Honest.delay_ms)
    assert cst["lead_ms"] == pytest.approx(2 * Honest.delay_ms + 0.05)
    assert eager["median_ms"] == pytest.approx(EAGER_MS) and eager["lead_ms"] == 0.1
    assert out["inductor"]["median_ms"] == pytest.approx(EAGER_MS)
    for name in ("candidate", "eager", "inductor"):  # nothing unexplained: the fake channel costs no time
        assert out[name]["host_overhead_ms"] == pytest.approx(0.0, abs=1e-9)
    assert cst["samples"] == 3 * judge_mod.whole_cycles(timing.iters_for(Honest.delay_ms), 2)  # whole passes over 2 sets
    for flag in ("clock_mismatch", "spot_check_failed", "memoized", "remeasured_candidate",
                 "baselines_from_store", "eager_error", "inductor_error"):
        assert flag not in out, flag
    # Roofline of softmax_rows at 8 x 96: metadata counts at the fake peaks.
    roof = out["roofline"]
    assert roof["bytes"] == 2 * 8 * 96 * 4 and roof["flops"] == 5 * 8 * 96
    assert roof["bytes_source"] == "metadata"
    assert roof["sol_ms"] == pytest.approx(max(roof["flops"] / PEAKS["tf32_flops"],
                                               roof["bytes"] / PEAKS["bytes_per_s"]) * 1e3)
    assert roof["fraction"] == pytest.approx(roof["sol_ms"] / out["candidate"]["median_ms"])
    # The protocol: construct, the input sets stashed, a warm-up, rounds; after them the same
    # slots refilled in place and checked. No message only to release buffers: the candidate gives
    # back the previous answer's when the next message comes, so at most the last answer's are held.
    ops = [m["op"] for m in cand.log]
    assert ops[0] == "construct"
    stashes = [m for m in cand.log if m["op"] == "stash"]
    assert [(m["slots"], bool(m.get("inplace"))) for m in stashes] == [(list(range(n_sets)), False),
                                                                      (list(range(n_sets)), True)]
    times = [m for m in cand.log if m["op"] == "time"]
    assert len(times) == 1 + 3 + 1  # warm-up, rounds, the check after them
    assert [m["return_outputs"] for m in times] == [False, True, False, False, True]
    assert times[0]["lead_ms"] == timing.FIRST_LEAD_MS
    assert times[-1]["iters"] == n_sets
    assert "release" not in ops
    assert len(cand.shares) <= 1
    # Only the candidate, eager and the "compiled" model were timed.
    assert {type(fn).__name__ for fn in fake_cuda.timed} >= {"Honest", "Model", "function"}
    assert any(e.get("stage") == "baseline" for e in judge.events)


class HostBound(Honest):
    delay_ms = 3.0


def test_the_lead_of_a_long_call_is_capped(fake_cuda):
    out, _, cand = run_time_all(fake_cuda, HostBound, config(rounds=2))
    assert out["candidate"]["lead_ms"] == timing.LEAD_CAP_MS
    assert out["candidate"]["median_ms"] == pytest.approx(HostBound.delay_ms)
    assert {m["lead_ms"] for m in cand.log if m["op"] == "time"} == {timing.LEAD_CAP_MS}


def test_inductor_that_fails_is_reported_not_fatal(fake_cuda, monkeypatch):
    def broken(*args):
        raise RuntimeError("no compiler here")

    monkeypatch.setattr(torch, "compile", lambda model, **_: broken)
    out, _, _ = run_time_all(fake_cuda, Honest, config(rounds=2, baselines=["eager", "inductor"]))
    assert "inductor" not in out and "no compiler here" in out["inductor_error"]
    assert_stats(out["eager"])
    assert_stats(out["candidate"])


# ---- 2. stored baselines --------------------------------------------------------------------------
class SlowerWhenRemeasured(InProcessCandidate):
    """The candidate gets slower once its inputs are refilled after the rounds: the re-measurement
    that a speedup over 10x triggers is then the slower measurement, which time_all keeps."""

    def op_stash(self, msg, fds):
        if msg.get("inplace"):
            self.model.delay_ms = 0.4
        return super().op_stash(msg, fds)


def test_stored_baselines_are_not_timed(fake_cuda):
    n_sets = 2
    stored = {"median_ms": 5.0, "iqr_ms": 0.01, "mean_ms": 5.0, "rse": 0.001, "host_ms": 0.02, "samples": 90}
    cfg = config(rounds=2, n_sets=n_sets, stored_baselines={"eager": stored, "measured_at": "2026-11-29T19:00:00Z"})
    out, judge, cand = run_time_all(fake_cuda, Honest, cfg, SlowerWhenRemeasured)

    assert out["eager"] == {**stored, "source": "store", "measured_at": "2026-11-29T19:00:00Z"}
    assert out["baselines_from_store"] == ["eager"]
    # The eager model computed the expected outputs (sets, then fresh sets, then the fresh sets
    # drawn again, as the calls on the first were 2x slower) and nothing else.
    (model,) = judge.reference_models
    assert judge.reference_calls == 3 * n_sets and out["fresh_inputs"]["again"]["ratio"] == pytest.approx(2.0)
    assert all(type(fn).__name__ == "Honest" for fn in fake_cuda.timed)
    assert "clock_mismatch" not in out  # the fixed allowance, with no baseline timed here
    # 0.2 ms against 5 ms stored: over 10x, so the candidate is measured again from scratch; the
    # slower of the two counts, and keeps the fields of a full measurement.
    again = out["remeasured_candidate"]
    assert again["median_ms"] == pytest.approx(0.4) and again["samples"] == 2 * judge_mod.whole_cycles(timing.iters_for(0.2), n_sets)
    assert out["candidate"]["median_ms"] == again["median_ms"]
    assert_stats(out["candidate"])
    assert out["roofline"]["fraction"] == pytest.approx(out["roofline"]["sol_ms"] / again["median_ms"])


# ---- 3. outputs of timed calls --------------------------------------------------------------------
def judge_all(fake, model_cls, cfg, monkeypatch):
    """judge_all with the correctness stage passed over, so its reading of time_all's result runs."""
    monkeypatch.setattr(Judge, "check_correctness", lambda self, *a, **k: None)
    ref = softmax_ref()
    judge = LaneJudge(InProcessCandidate(model_cls, fake.ipc))
    result = {"ok": False, "checks": [], "compiled": False, "flags": [], "timing": None, "stage": "correctness"}
    judge.judge_all(ref, cfg, 99, result)
    json.dumps(result)
    return result


def test_the_core_hears_when_the_timed_sections_are_over(fake_cuda, monkeypatch):
    # The core then lets a later candidate create its context and load its kernels (warm_permits.h).
    monkeypatch.setattr(Judge, "check_correctness", lambda self, *a, **k: None)
    judge = LaneJudge(InProcessCandidate(Honest, fake_cuda.ipc))
    result = {"ok": False, "checks": [], "compiled": False, "flags": [], "timing": None, "stage": "correctness"}
    judge.judge_all(softmax_ref(), config(rounds=2), 99, result)
    kinds = [e.get("event") for e in judge.events]
    assert kinds.count("timing_done") == 1
    timing_stage = max(i for i, e in enumerate(judge.events) if e.get("stage") == "timing")
    assert kinds.index("timing_done") > timing_stage and result["timing"]["candidate"]["median_ms"] > 0


@pytest.mark.parametrize("fraction,reason,flagged", [(1.03, "ok", False), (1.2, "ok", True),
                                                     (2.5, "faster_than_roofline", True)])
def test_the_roofline_flags_beyond_its_measurement_spread_and_rejects_far_beyond(
        fake_cuda, monkeypatch, fraction, reason, flagged):
    def roofline(self, ref, mod, model, inputs, cand_ms):
        return {"flops": 1e9, "bytes": 1e9, "sol_ms": fraction * cand_ms, "fraction": fraction}

    monkeypatch.setattr(Judge, "roofline", roofline)
    result = judge_all(fake_cuda, Honest, config(rounds=2), monkeypatch)
    assert result["reason"] == reason and bool(result["timing"].get("roofline_exceeded")) is flagged
    if reason != "ok":
        assert "the timing cannot be real" in result["message"]


def test_memoised_by_buffer_fails_the_check_after_the_rounds(fake_cuda, monkeypatch):
    result = judge_all(fake_cuda, MemoByBuffer, config(rounds=2), monkeypatch)
    t = result["timing"]
    assert "after the timed rounds, with fresh inputs" in t["spot_check_failed"]
    assert t["memoized"] is True
    assert result["ok"] is False and result["reason"] == "memoized"
    assert result["message"] == t["spot_check_failed"] and result["stage"] == "done"


def test_wrong_outputs_in_the_first_round_fail_the_spot_check(fake_cuda, monkeypatch):
    result = judge_all(fake_cuda, WrongAfter, config(rounds=2), monkeypatch)
    t = result["timing"]
    assert t["spot_check_failed"].startswith("output of a timed call differs from the reference: ")
    assert "after the timed rounds" not in t["spot_check_failed"]  # caught in round 1 already
    assert "memoized" not in t
    assert result["ok"] is False and result["reason"] == "timed_output_mismatch"
    assert t["rounds"] == 1 and "roofline" not in t  # decided: no more rounds, no re-check


class RightUntilTheRecheck(WrongAfter):
    honest_calls = 10 ** 9


class WrongAfterTheRounds(InProcessCandidate):
    """Does less work from the moment its buffers are refilled after the rounds."""

    def op_stash(self, msg, fds):
        if msg.get("inplace"):
            self.model.honest_calls = 0
        return super().op_stash(msg, fds)


class MemoByValue(nn.Module):
    """Keyed on a fingerprint of the values (not the buffer): every fresh input misses and is
    computed (1 ms), the few sets the rounds cycle through hit after their first call (0.3 ms,
    a copy and a pacing kernel, so the time stays plausible). Right answers throughout."""

    def __init__(self):
        super().__init__()
        self.cache = {}

    def forward(self, x):
        key = float(x.reshape(-1)[:8].sum())
        if key in self.cache:
            spend_ms(0.3)
            return self.cache[key].clone()
        spend_ms(1.0)
        self.cache[key] = torch.softmax(x, dim=-1)
        return self.cache[key].clone()


def test_reusing_results_of_seen_values_is_memoised(fake_cuda, monkeypatch):
    out, _, _ = run_time_all(fake_cuda, MemoByValue, config(rounds=3))
    assert "spot_check_failed" not in out  # every output is right
    assert out["fresh_inputs"]["slower"] is True and out["fresh_inputs"]["ratio"] == pytest.approx(1.0 / 0.3, rel=1e-3)
    result = judge_all(fake_cuda, MemoByValue, config(rounds=3), monkeypatch)
    assert result["ok"] is False and result["reason"] == "memoized"
    assert "fresh input values took 1 ms" in result["message"] and "0.3 ms" in result["message"]
    # An honest candidate's calls on fresh values take what its timed calls take.
    result = judge_all(fake_cuda, Honest, config(rounds=3), monkeypatch)
    assert result["ok"] is True
    fresh = result["timing"]["fresh_inputs"]
    assert set(fresh["samples_ms"]) == {0.2} and (fresh["ratio"], fresh["slower"]) == (1.0, False)


class SlowMomentAtTheRefill(InProcessCandidate):
    """An honest candidate whose first calls on fresh values run on a slow GPU (5x): the values
    are drawn again and its calls then take what its timed calls took."""

    def op_stash(self, msg, fds):
        if msg.get("inplace"):
            self.inplace = getattr(self, "inplace", 0) + 1
            self.model.delay_ms = 1.0 if self.inplace == 1 else 0.2  # one message per refill
        return super().op_stash(msg, fds)


def test_fresh_calls_slow_once_are_timed_again_on_new_values(fake_cuda, monkeypatch):
    out, cand, _ = run_time_all(fake_cuda, Honest, config(rounds=3), SlowMomentAtTheRefill)
    fresh = out["fresh_inputs"]
    assert fresh["ratio"] == pytest.approx(5.0) and fresh["again"]["ratio"] == pytest.approx(1.0)
    assert fresh["slower"] is False and "spot_check_failed" not in out
    # Reuse keyed on values misses on the values drawn again as well.
    result = judge_all(fake_cuda, MemoByValue, config(rounds=3), monkeypatch)
    assert result["reason"] == "memoized" and result["timing"]["fresh_inputs"]["again"]["slower"] is True
    assert "1 ms or more on values drawn again" in result["message"]


def test_fresh_calls_need_ratio_and_margin_to_count_as_slower():
    f = judge_mod.fresh_inputs_timing
    assert f([0.0105, 0.011], 0.006)["slower"] is False   # 1.75x, but 4.5 us: jitter of a tiny kernel
    assert f([0.05, 0.06], 0.02)["slower"] is True         # 2.5x and 30 us
    assert f([1.25, 3.0], 1.0)["slower"] is False          # the fastest fresh call decides: 1.25x
    assert f([1.35, 3.0], 1.0)["slower"] is True           # 1.35x: over the 1.3x bound
    assert f([], 1.0) == {"samples_ms": [], "ratio": None, "slower": False}


def test_wrong_outputs_after_the_rounds_are_not_called_memoised(fake_cuda):
    out, _, _ = run_time_all(fake_cuda, RightUntilTheRecheck, config(rounds=2), WrongAfterTheRounds)
    assert "after the timed rounds, with fresh inputs" in out["spot_check_failed"]
    assert "memoized" not in out  # zeros are neither the new nor the previous values


def test_the_spot_check_uses_the_evaluation_tolerances(fake_cuda, monkeypatch):
    out, _, _ = run_time_all(fake_cuda, SlightlyOff, config(rounds=2))
    assert "spot_check_failed" in out  # default fp32 tolerance 1e-4
    result = judge_all(fake_cuda, SlightlyOff, config(rounds=2, atol=1e-2), monkeypatch)
    assert "spot_check_failed" not in result["timing"] and result["ok"] is True


# ---- 4. the candidate's clock against the judge's -------------------------------------------------
class ClaimsLess(InProcessCandidate):
    """Reports a tenth of the time its calls took in the `time` replies numbered in `lie_in`
    (1: warm-up, 2: round 1, ...)."""
    lie_in: set = set()
    export_delay_ms = 0.0  # per call, in rounds that return outputs (a slow export)
    loop_cost_ms = 0.0     # per call, in every round (the runtime's own host work)

    def op_time(self, msg, fds):
        reply = super().op_time(msg, fds)
        if self.time_calls in self.lie_in:
            reply["device_ms"] = [x * 0.1 for x in reply["device_ms"]]
        # Time outside the events, which the judge's clock sees and the candidate's does not.
        spend_ms(self.loop_cost_ms * int(msg["iters"]))
        if msg.get("return_outputs"):
            spend_ms(self.export_delay_ms * int(msg["iters"]))
        return reply


class Slow(Honest):
    delay_ms = 0.3


def candidate_class(lie_in=(), export_delay_ms=0.0, loop_cost_ms=0.0):
    return type("Candidate", (ClaimsLess,), {"lie_in": set(lie_in), "export_delay_ms": export_delay_ms,
                                             "loop_cost_ms": loop_cost_ms})


def test_time_claimed_but_not_spent_is_a_clock_mismatch(fake_cuda):
    out, _, _ = run_time_all(fake_cuda, Slow, config(rounds=3), candidate_class(lie_in=range(1, 10)))
    mm = out["clock_mismatch"]
    assert mm["candidate_overhead_ms"] == pytest.approx(0.9 * Slow.delay_ms)  # claimed a tenth
    assert mm["baseline_overhead_ms"] == pytest.approx(0.0, abs=1e-9)
    assert mm["candidate_overhead_ms"] == out["candidate"]["host_overhead_ms"]
    # The diagnosis: the missing time is inside the candidate's loop by its own clock.
    split = out["host_overhead"]["split"]["candidate"]
    assert split["in_loop_ms"] == pytest.approx(0.9 * Slow.delay_ms, abs=1e-4)
    assert split["outside_ms"] == pytest.approx(0.0, abs=1e-4) and split["gap_max_ms"] == pytest.approx(0.0, abs=1e-4)


def test_honest_slow_candidate_has_no_clock_mismatch(fake_cuda):
    out, _, _ = run_time_all(fake_cuda, Slow, config(rounds=3), candidate_class())
    assert "clock_mismatch" not in out
    assert out["candidate"]["host_overhead_ms"] == pytest.approx(0.0, abs=1e-9)


def test_a_little_unexplained_time_is_allowed(fake_cuda):
    # 0.05 ms a call plus a tenth of the median (0.03 ms here) over twice the baseline's.
    out, _, _ = run_time_all(fake_cuda, Slow, config(rounds=3), candidate_class(loop_cost_ms=0.07))
    assert out["candidate"]["host_overhead_ms"] == pytest.approx(0.07)
    assert "clock_mismatch" not in out
    seen = out["host_overhead"]  # reported whether flagged or not
    assert seen["candidate_ms"] == pytest.approx(0.07) and seen["baseline_ms"] == pytest.approx(0.0, abs=1e-9)
    assert seen["allowed_ms"] == pytest.approx(0.05 + 0.1 * out["candidate"]["median_ms"], abs=1e-4)
    # Spent after the loop (the round's own host work): outside the loop, by the candidate's clock.
    assert seen["split"]["candidate"]["outside_ms"] == pytest.approx(0.07, abs=1e-4)
    assert seen["split"]["candidate"]["in_loop_ms"] == pytest.approx(0.0, abs=1e-4)
    assert set(seen["split"]) == {"candidate", "eager"}
    assert seen["candidate_cpus"] == len(os.sched_getaffinity(0))
    out, _, _ = run_time_all(fake_cuda, Slow, config(rounds=3), candidate_class(loop_cost_ms=0.09))
    assert out["clock_mismatch"]["candidate_overhead_ms"] == pytest.approx(0.09)


def test_the_round_that_exports_outputs_is_left_out(fake_cuda):
    # Round 1 also exports the outputs it returns, which takes time outside the events; with that
    # round the only one, there is nothing to compare.
    out, _, _ = run_time_all(fake_cuda, Slow, config(rounds=1), candidate_class(export_delay_ms=0.5))
    assert out["rounds"] == 1 and out["candidate"]["host_overhead_ms"] is None
    assert "clock_mismatch" not in out
    out, _, _ = run_time_all(fake_cuda, Slow, config(rounds=3), candidate_class(export_delay_ms=0.5))
    assert "clock_mismatch" not in out


class SlowWarmup(InProcessCandidate):
    """Its warm-up calls (the first `time` request) take 40 ms each, as a call can when the host is
    busy; later calls take what they cost. Records the calls asked for per request."""
    iters_asked: list

    def op_time(self, msg, fds):
        reply = super().op_time(msg, fds)
        self.iters_asked = getattr(self, "iters_asked", []) + [int(msg["iters"])]
        if self.time_calls == 1:
            reply["device_ms"] = [40.0 for _ in reply["device_ms"]]
        return reply


def test_rounds_are_sized_from_what_the_rounds_measured(fake_cuda):
    # The warm-up says 40 ms a call (3 calls a round); round 1 measures 0.3 ms, so the next rounds
    # ask for about 25 ms of calls each, not 3 calls with the round trip spread over them.
    out, _, cand = run_time_all(fake_cuda, Slow, config(rounds=3), SlowWarmup)
    assert cand.iters_asked[:2] == [2, 4]  # the warm-up, then round 1 sized from it (3, in whole passes over 2 sets)
    assert all(n == judge_mod.whole_cycles(timing.iters_for(Slow.delay_ms), 2) for n in cand.iters_asked[2:4])
    assert out["candidate"]["median_ms"] == pytest.approx(Slow.delay_ms)


@pytest.mark.parametrize("ago_s, waits", [(0.05, True), (5.0, False), (None, False)])
def test_the_rounds_wait_for_the_previous_lane_to_settle(fake_cuda, ago_s, waits):
    # settle_s 0.3: a lane given back 0.05 s ago means a 0.25 s wait before the exclusive section;
    # one 5 s ago (or none) means none.
    cfg = config(rounds=3)
    cfg["timing_config"]["settle_s"] = 0.3
    if ago_s is not None:
        cfg["settle_from"] = CLOCK.now - ago_s
    out, judge, _ = run_time_all(fake_cuda, Honest, cfg)
    assert ("timing.settle" in judge.phases) is waits
    if waits:
        assert judge.phases["timing.settle"] == pytest.approx(0.25, abs=0.01)
    assert out["rounds"] == 3


@pytest.mark.parametrize("lie_in, flagged", [((3,), False), ((4,), False), ((3, 4), True), ((2, 3, 4), True)])
def test_mismatch_needs_every_later_round(fake_cuda, lie_in, flagged):
    # Replies 2-4 are rounds 1-3; round 1 is left out, so rounds 2 and 3 decide.
    out, _, _ = run_time_all(fake_cuda, Slow, config(rounds=3), candidate_class(lie_in=lie_in))
    assert ("clock_mismatch" in out) is flagged, out.get("clock_mismatch")


# ---- 5. the GPU gate ------------------------------------------------------------------------------
def test_timing_holds_the_gate_alone_after_a_shared_setup(fake_cuda, tmp_path):
    """With judges sharing the GPU, time_all takes the gate shared for its set-up, exclusively for
    the rounds, shared to refill the buffers, exclusively again for the timed and checked calls on
    the refilled values, shared for the roofline (reporting each wait), and lets go of it at the end."""
    from anvil.runtime.gate import GpuGate
    ref = softmax_ref()
    judge = LaneJudge(InProcessCandidate(Honest, fake_cuda.ipc))
    gate_cfg = {"lock": str(tmp_path / "g.gate"), "turnstile": str(tmp_path / "g.turn")}
    judge.gate = GpuGate(gate_cfg, judge._gate_event)
    held = {"stash": set(), "time": set(), "refill": set(), "recheck": set()}
    ask = judge.ask

    def watching(msg, fds=(), meanwhile=None):
        op = msg.get("op")
        if op == "stash" and msg.get("inplace"):
            op = "refill"
        elif op == "time" and held["refill"]:
            op = "recheck"
        if op in held:
            held[op].add(judge.gate.held)
        return ask(msg, fds, meanwhile)

    judge.ask = watching
    judge.gate.trace = []
    out = judge.time_all(ref, config(rounds=3), 1234, {"flags": []})
    assert out["candidate"]["median_ms"] > 0
    # Queued at the turnstile from the set-up's start until the rounds' exclusive hold was taken.
    queued = [h for h in judge.gate.trace if h[0] == "queue"]
    first_exclusive = next(h for h in judge.gate.trace if h[0] == "exclusive")
    assert len(queued) == 1 and queued[0][1] <= first_exclusive[1] and queued[0][3] <= first_exclusive[2]
    # The calls on refilled values are timed too (fresh_inputs), so alone on the GPU.
    assert held == {"stash": {"shared"}, "time": {"exclusive"}, "refill": {"shared"}, "recheck": {"exclusive"}}
    gate_events = [e["state"] for e in judge.events if e.get("event") == "gate"]
    # The queue, the shared set-up, the exclusive rounds, the shared refill, the exclusive recheck,
    # the shared roofline.
    assert gate_events == ["wait", "go"] * 6
    assert judge.gate.held is None and "gate.wait" in judge.phases
    # Another process can take the gate exclusively now: nothing was left held.
    other = GpuGate(gate_cfg, lambda state: None)
    with other.exclusive():
        pass
    other.close()
    judge.gate.close()



def test_the_timer_queues_early_unless_inductor_compiles_in_its_setup(fake_cuda, tmp_path, monkeypatch):
    """Queueing at the set-up's start holds back the warm steps of other candidates: not while
    Inductor compiles there (seconds), only once this problem's compiled baseline has been called."""
    from anvil.runtime.gate import GpuGate
    monkeypatch.setattr(torch, "compile", lambda model, **_: (lambda *args: model(*args)))
    ref = softmax_ref()
    judge = LaneJudge(InProcessCandidate(Honest, fake_cuda.ipc))
    judge.gate = GpuGate({"lock": str(tmp_path / "g.gate"), "turnstile": str(tmp_path / "g.turn")}, judge._gate_event)
    queues = []
    for _ in range(2):
        judge.gate.trace = []
        judge.time_all(ref, config(rounds=2, baselines=["eager", "inductor"]), 1234, {"flags": []})
        queues.append(sum(h[0] == "queue" for h in judge.gate.trace))
    assert queues == [0, 1]
    judge.gate.close()

# ---- 6. the audited round after the timed rounds ---------------------------------------------------
class LateLibrary(WrongAfter):
    """Computes one way through the checks, then (after 3 calls, i.e. in the timed calls and after)
    another way with a library operator: right answers at library speed. The marker operator (a
    matrix product with the identity) is what the fake audit below rejects."""
    honest_calls = 3

    def late(self, y):
        return y @ torch.eye(y.shape[-1])


@pytest.fixture
def cpu_audit(fake_cuda, monkeypatch):
    """The real op_run, audit.record (CPU profiler only) and classify: these candidates launch no
    Triton kernel, so every audit finds no_kernel_ran."""
    from anvil.runtime import audit
    real_record = audit.record
    monkeypatch.setattr(audit, "record", lambda profile_ops=True, cuda=False: real_record(profile_ops, False))
    monkeypatch.setattr(audit, "scrub_free_device_memory", lambda: None)
    return fake_cuda


@pytest.fixture
def audited(cpu_audit, monkeypatch):
    """As cpu_audit, but classify rejects only a matrix product."""
    from anvil.runtime import dynamic_checks
    monkeypatch.setattr(dynamic_checks, "classify", lambda report, own, grad=False, own_ops=(): (
        ("library_compute", "PyTorch computed during forward: mm") if "aten::mm" in report["aten"] else None))
    return cpu_audit


class RunningCandidate(InProcessCandidate):
    """Also answers `run`, whose forward call sends the candidate's notes."""

    def __init__(self, model_cls, ipc: dict):
        super().__init__(model_cls, ipc)
        self.chan = types.SimpleNamespace(send=lambda msg: None)


def test_a_late_switch_to_a_library_is_caught_by_the_audit_after_the_rounds(audited):
    # Right answers throughout: every output check passes, only the audit can see it.
    out, _, _ = run_time_all(audited, LateLibrary, config(rounds=3), RunningCandidate)
    assert "spot_check_failed" not in out
    with pytest.raises(judge_mod.Verdict) as caught:
        run_time_all(audited, LateLibrary, config(rounds=3, dynamic_checks=True), RunningCandidate)
    assert caught.value.reason == "library_compute"
    assert "after the timed rounds" in caught.value.message


class SeenTwice(WrongAfter):
    """Honest on any input values it has seen fewer than 3 times (fresh inputs, the first calls on
    refilled buffers), the library operator from then on: what a host-side fingerprint
    (x[0].tolist(), allowed as glue) makes possible."""

    def __init__(self):
        super().__init__()
        self.seen = {}

    def forward(self, x):
        key = tuple(x.reshape(-1)[:4].tolist())
        self.seen[key] = self.seen.get(key, 0) + 1
        self.calls = 0 if self.seen[key] < 3 else self.honest_calls + 1
        return super().forward(x)

    def late(self, y):
        return y @ torch.eye(y.shape[-1])


def test_the_audited_round_follows_the_timed_rounds_like_one_more(audited):
    out, _, cand = run_time_all(audited, Honest, config(rounds=3, dynamic_checks=True), RunningCandidate)
    assert out["candidate"]["median_ms"] > 0
    at = [i for i, m in enumerate(cand.log) if m["op"] == "time"]
    watched = [i for i in at if cand.log[i].get("audit")]
    assert len(watched) == 1 and not [m for m in cand.log if m["op"] == "run"]
    last_round = max(i for i in at if i < watched[0])
    assert watched[0] == last_round + 1  # right after the last timed round
    round_msg, audit_msg = cand.log[last_round], cand.log[watched[0]]
    assert audit_msg["iters"] == round_msg["iters"] and audit_msg["slots"] == round_msg["slots"]
    assert audit_msg["lead_ms"] == 0.0 and audit_msg["return_inputs"] is True
    refill = min(i for i, m in enumerate(cand.log) if m["op"] == "stash" and m.get("inplace"))
    assert watched[0] < refill  # on the values the timed calls saw
    # A candidate keyed on how often it has seen the values is in its timed mode then.
    with pytest.raises(judge_mod.Verdict) as caught:
        run_time_all(audited, SeenTwice, config(rounds=3, dynamic_checks=True), RunningCandidate)
    assert caught.value.reason == "library_compute"
    # Without dynamic checks (as in interpreter-only or opted-out runs) there is no such round.
    _, _, cand = run_time_all(audited, Honest, config(rounds=3), RunningCandidate)
    assert not [m for m in cand.log if m.get("audit")]


def test_stored_outputs_in_the_audited_round_are_memoised(cpu_audit):
    # Nothing ran and the outputs were right: they were stored (the buffer-keyed cache hits there).
    with pytest.raises(judge_mod.Verdict) as caught:
        run_time_all(cpu_audit, MemoByBuffer, config(rounds=2, dynamic_checks=True), RunningCandidate)
    assert caught.value.reason == "memoized" and "stored outputs" in caught.value.message
    # Computing without a Triton kernel stays no_kernel_ran, and the message names what computed.
    with pytest.raises(judge_mod.Verdict) as caught:
        run_time_all(cpu_audit, Honest, config(rounds=2, dynamic_checks=True), RunningCandidate)
    assert caught.value.reason == "no_kernel_ran" and "PyTorch computed: " in caught.value.message
    assert "softmax" in caught.value.message and "after the timed rounds" in caught.value.message


class WatchedWhenPoisoned(WrongAfter):
    """Honest only while fresh allocations are NaN-filled (the checked calls' poison, which a
    candidate can sense: a buffer of its own size that comes back NaN instead of the marker it left
    there; here read as the deterministic-algorithms switch the poison turns on), the library
    operator otherwise. Right answers throughout."""

    def forward(self, x):
        self.calls = 0 if torch.are_deterministic_algorithms_enabled() else self.honest_calls + 1
        return super().forward(x)

    def late(self, y):
        return y @ torch.eye(y.shape[-1])


def test_the_audited_round_cannot_be_told_from_a_timed_one(audited):
    # It runs without the checked calls' poison, so a candidate that behaves only when poisoned
    # is caught there (with the poison it would have been honest in that call, and judged ok).
    with pytest.raises(judge_mod.Verdict) as caught:
        run_time_all(audited, WatchedWhenPoisoned, config(rounds=3, dynamic_checks=True), RunningCandidate)
    assert caught.value.reason == "library_compute" and "after the timed rounds" in caught.value.message
    # Nor clones its inputs first: the candidate hands them back and the judge compares them.
    from anvil.runtime import candidate as candidate_mod
    clones = []
    real_clone = candidate_mod._CLONE
    candidate_mod._CLONE = lambda t: clones.append(t) or real_clone(t)
    try:
        out, _, cand = run_time_all(audited, Honest, config(rounds=3, dynamic_checks=True), RunningCandidate)
    finally:
        candidate_mod._CLONE = real_clone
    assert clones == [] and out["candidate"]["median_ms"] > 0


def test_the_candidate_sees_one_unbroken_cycle_of_its_sets_into_the_audited_round(audited):
    # Every timed round is whole passes over the sets, so no round boundary (and not the audited
    # round) breaks the order a candidate could follow by its buffers' addresses.
    _, _, cand = run_time_all(audited, Honest, config(rounds=4, dynamic_checks=True), RunningCandidate)
    at = [i for i, m in enumerate(cand.log) if m["op"] == "time"]
    n_sets = len(cand.log[at[0]]["slots"])
    rounds = at[1:-1]  # after the 2-call warm-up, before the calls on fresh values; the audited one last
    assert len(rounds) >= 5 and cand.log[rounds[-1]].get("audit")
    assert all(cand.log[i]["iters"] % n_sets == 0 for i in rounds)
    assert [judge_mod.whole_cycles(i, 3) for i in (1, 3, 4, 200)] == [3, 3, 6, 201]


class MutatesWhenTimed(WrongAfter):
    """From its fourth call on, shifts its input in place (used as scratch; softmax does not change,
    so every output check passes): the timed calls never check their inputs, the audited round
    after them does."""
    honest_calls = 3

    def late(self, y):
        return y

    def forward(self, x):
        out = super().forward(x)
        if self.calls > self.honest_calls:
            x.add_(0.5)
        return out


def test_the_audited_call_also_checks_the_inputs(audited):
    with pytest.raises(judge_mod.Verdict) as caught:
        run_time_all(audited, MutatesWhenTimed, config(rounds=3, dynamic_checks=True), RunningCandidate)
    assert caught.value.reason == "input_mutated" and "after the timed rounds" in caught.value.message


# ---- 7. ghost replay ---------------------------------------------------------------------------------
class StandInLauncher:
    """Stands in for Triton's launch class (JITFunction.run): ghost replay skips its run()."""

    def run(self, out, x):
        out.copy_(torch.softmax(x, dim=-1))


class ThroughTheLauncher(nn.Module):
    """The output is written by the (stand-in) kernel launch alone."""

    def forward(self, x):
        out = torch.full_like(x, float("nan"))
        StandInLauncher().run(out, x)
        return out


def test_ghost_replay_tells_outputs_made_without_the_kernels(cpu_audit, monkeypatch):
    from anvil.runtime import audit
    monkeypatch.setattr(audit, "_launch_classes", lambda: [StandInLauncher])
    for model_cls, kernels_mattered in ((ThroughTheLauncher, True), (Honest, False)):
        ref = softmax_ref()
        judge = LaneJudge(RunningCandidate(model_cls, cpu_audit.ipc))
        label, overrides = ref.shapes("gpu")[0]
        mod = judge.module(ref, label, overrides)
        torch.manual_seed(7)
        _, ref_model = judge.build_models(ref, mod, mod.get_init_inputs(), 7)
        if kernels_mattered:  # with the launches skipped the output stays NaN: nothing to say
            assert judge.ghost_replay(mod, ref_model, 1234, 1e-4, 1e-4, {"flags": []}) is None
        else:  # torch wrote it whatever the launches did
            with pytest.raises(judge_mod.Verdict) as caught:
                judge.ghost_replay(mod, ref_model, 1234, 1e-4, 1e-4, {"flags": []})
            assert caught.value.reason == "kernels_did_not_matter"


class RepointsWhenTimed(MutatesWhenTimed):
    """MutatesWhenTimed hidden (red-team round 35): from its fourth call on it shifts the buffer it
    was handed and re-points the argument at a copy of the old bits (`x.set_(...)`), so the runtime,
    which read the slot's tensor object, compared a copy it never handed over."""

    def forward(self, x):
        kept = x.clone()
        out = super().forward(x)
        if self.calls > self.honest_calls:
            x.set_(kept)
        return out


def test_an_input_re_pointed_in_a_timed_call_is_a_mutated_input(audited):
    with pytest.raises(judge_mod.Verdict) as caught:
        run_time_all(audited, RepointsWhenTimed, config(rounds=3, dynamic_checks=True), RunningCandidate)
    assert caught.value.reason == "input_mutated"
