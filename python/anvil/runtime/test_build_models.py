"""Judge.build_models with the real candidate runtime in this process: both models are built with
the same seed on the same device while the judge overlaps its reference with the candidate's
construct; a constructor that fails on the device is built on the CPU on both sides. The "device"
here is torch's meta device (factories work, reading values fails, as CPU-only code on a GPU would)."""

from __future__ import annotations

import types

import torch
import torch.nn as nn

from anvil.runtime.test_time_all_fake_gpu import InProcessCandidate, LaneJudge


class Weights(nn.Module):
    """Random weights and a table: what a reference and an honest candidate both build."""

    def __init__(self, n):
        super().__init__()
        self.lin = nn.Linear(n, n)
        self.register_buffer("table", torch.randn(n))


class NeedsHost(Weights):
    """Reads a value while it is built (item() has no value on the meta device, nor a GPU tensor
    without a sync): it can only be built on the CPU."""

    def __init__(self, n):
        super().__init__(n)
        self.scale = float(self.table.abs().max().item())


def setup(reference_cls, candidate_cls, device="meta"):
    cand = InProcessCandidate(candidate_cls, {})
    judge = LaneJudge(cand)
    judge.device = cand.device = device
    ref = types.SimpleNamespace(pid="p", path="p.py", key=("p", "p.py"))
    mod = types.SimpleNamespace(Model=reference_cls)
    return judge, cand, ref, mod


def constructs(cand):
    return [m.get("on") for m in cand.log if m["op"] == "construct"]


def test_both_models_are_built_on_the_device():
    judge, cand, ref, mod = setup(Weights, Weights)
    on, model = judge.build_models(ref, mod, [8], 5)
    assert on == "meta" and model.lin.weight.device.type == "meta"
    assert cand.model.lin.weight.device.type == "meta"
    assert constructs(cand) == ["meta"]


def test_same_seed_same_weights_on_the_cpu():
    judge, cand, ref, mod = setup(Weights, Weights, device="cpu")
    on, model = judge.build_models(ref, mod, [8], 5)
    assert on == "cpu"
    assert torch.equal(model.lin.weight, cand.model.lin.weight) and torch.equal(model.table, cand.model.table)


def test_a_candidate_that_needs_the_host_is_built_there_and_the_reference_follows():
    judge, cand, ref, mod = setup(Weights, NeedsHost)
    on, model = judge.build_models(ref, mod, [8], 5)
    assert on == "cpu"
    assert model.lin.weight.device.type == "meta"  # placed on the judge's device after a CPU build ...
    assert cand.log[-1]["op"] == "construct" and constructs(cand) == ["meta"]  # ... the candidate fell back itself
    assert ("p", "p.py") not in judge.host_built  # one candidate's constructor says nothing of the next


def test_a_reference_that_needs_the_host_sends_every_candidate_there():
    judge, cand, ref, mod = setup(NeedsHost, Weights)
    on, _ = judge.build_models(ref, mod, [8], 5)
    assert on == "cpu" and constructs(cand) == ["meta", "cpu"]  # built again on the CPU
    assert ("p", "p.py") in judge.host_built
    judge.build_models(ref, mod, [8], 6)
    assert constructs(cand)[2:] == ["cpu"]  # the next one starts there


def test_a_kept_reference_is_not_built_again():
    judge, cand, ref, mod = setup(Weights, Weights)
    kept = Weights(8).to("meta")
    on, model = judge.build_models(ref, mod, [8], 5, kept=("meta", kept))
    assert on == "meta" and model is kept and constructs(cand) == ["meta"]


def test_a_constructor_that_fails_everywhere_is_the_candidates_init_error():
    class Broken(nn.Module):
        def __init__(self, n):
            super().__init__()
            raise ValueError("no")

    judge, cand, ref, mod = setup(Weights, Broken)
    try:
        judge.build_models(ref, mod, [8], 5)
    except Exception as e:  # noqa: BLE001
        assert type(e).__name__ == "Verdict" and e.reason == "init_error" and "ValueError" in e.message
    else:
        raise AssertionError("a constructor that raises must end the evaluation")
