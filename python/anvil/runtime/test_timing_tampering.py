"""Tampering with the timed path (op_stash, op_time, the audited round, the round on fresh values),
run through the fake-GPU harness of test_time_all_fake_gpu with candidate files that each tried
it (testdata/tampering): a lazy Tensor subclass returned only from timed calls, methods set on
a timing input (copy_, detach) that the runtime then called, and a ModelNew overriding .to().
Virtual clock: a full kernel launch costs 0.2 ms, a one-element launch 0.001 ms."""
import os
import sys
import types

os.environ["TRITON_INTERPRET"] = "1"  # the candidates' kernels run in Triton's interpreter here

import pytest  # noqa: E402

from anvil.runtime import interpreter_fixes  # noqa: E402

from anvil.runtime import test_time_all_fake_gpu as H  # noqa: E402
from anvil.runtime.judge import Verdict  # noqa: E402
from anvil.runtime.problem import problem_ref  # noqa: E402
from anvil.runtime.test_time_all_fake_gpu import cpu_audit, fake_cuda  # noqa: E402,F401 - fixtures

interpreter_fixes.apply()

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "testdata", "tampering")


def relu_ref():
    ref = problem_ref(H.ROOT / "problems" / "level1" / "relu_elementwise.py", H.ROOT / "problems")
    ref.meta = {**ref.meta, "variants": {"small": dict(ref.meta["shapes"]["cpu"])}}
    ref.variant = "small"
    return ref


def load(name):
    path = os.path.join(HERE, name)
    mod = types.ModuleType("cand_" + name.replace(".", "_"))
    mod.__file__ = path
    sys.modules[mod.__name__] = mod
    exec(compile(open(path).read(), path, "exec"), mod.__dict__)
    real = mod.launch

    def charged(x, out):  # a full launch costs 0.2 virtual ms wherever it runs
        H.spend_ms(0.2)
        return real(x, out)
    mod.launch = charged
    base = mod.ModelNew

    class Charged(base):
        def forward(self, *a):
            H.spend_ms(0.001)  # the 1-element launch / host glue
            return super().forward(*a)
    return Charged


class Cand(H.RunningCandidate):
    def __init__(self, model_cls, ipc):
        super().__init__(model_cls, ipc)
        self.own_kernels = ["relu_kernel"]


def run(fake, name, rounds=3):
    cls = load(name)
    cand = Cand(cls, fake.ipc)
    judge = H.LaneJudge(cand)
    cfg = H.config(rounds=rounds, dynamic_checks=True)
    out = judge.time_all(relu_ref(), cfg, 1234, {"flags": []})
    return out, cand



def test_an_honest_candidate_is_timed(cpu_audit):
    out, _ = run(cpu_audit, "honest.py")
    assert out["candidate"]["median_ms"] >= 0.2 and not out.get("memoized") and not out.get("spot_check_failed")


@pytest.mark.parametrize("name,reason", [
    ("lazy_subclass_timed_export.py", "output_subclass"),   # its detach() ran after the audit
    ("input_detach_hides_mutation.py", "input_mutated"),    # x.detach = ... hid the scratch writes
])
def test_tampering_in_timed_calls_is_caught(cpu_audit, name, reason):
    with pytest.raises(Verdict) as caught:
        run(cpu_audit, name)
    assert caught.value.reason == reason


def test_a_copy_hook_on_a_timing_input_is_not_called(cpu_audit):
    """x.copy_ = refill saw the fresh values before the round on them; torch's own copy_ is used."""
    out, _ = run(cpu_audit, "refill_hook_input_copy.py")
    assert out.get("memoized") or out.get("spot_check_failed")


def test_an_own_to_is_not_called(cpu_audit):
    """ModelNew.to() bound a PyTorch function for later; nn.Module's own .to() places the model."""
    with pytest.raises(Verdict) as caught:
        run(cpu_audit, "refill_hook_via_own_to.py")
    assert "has no attribute 'op'" in caught.value.message
