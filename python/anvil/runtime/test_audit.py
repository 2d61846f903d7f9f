"""Thread evidence in a candidate's run: a thread that forward starts and leaves running is
reported with the run (the judge flags it), an ordinary forward reports none; audited runs, whose
profiler starts threads of its own, are not compared."""
import threading
import types

import pytest
import torch

from anvil.runtime import audit, transport
from anvil.runtime.candidate import CandidateRuntime

STOP = threading.Event()


class Plain(torch.nn.Module):
    def forward(self, x):
        return x + 1


class Sidecar(torch.nn.Module):
    def forward(self, x):
        threading.Thread(target=STOP.wait, name="sidecar", daemon=True).start()
        return x + 1


def _run(model_cls, monkeypatch, **opts):
    monkeypatch.setattr(transport, "load", lambda descs, fds, device: list(descs))  # values as they are
    rt = CandidateRuntime(types.SimpleNamespace(send=lambda *a, **k: None), {"mode": "cpu", "source": "<test>"})
    rt.model = model_cls()
    reply = rt.op_run({"inputs": [torch.zeros(4)], **opts}, [])
    rt.op_release({}, [])
    return reply


@pytest.fixture(autouse=True)
def _stop_threads():
    STOP.clear()
    yield
    STOP.set()


def test_thread_left_running_by_forward_is_reported(monkeypatch):
    reply = _run(Sidecar, monkeypatch)
    assert reply["ok"] and len(reply["threads_new"]) == 1


def test_plain_forward_reports_no_thread(monkeypatch):
    reply = _run(Plain, monkeypatch)
    assert reply["ok"] and reply["threads_new"] == []


def test_audited_run_is_not_compared(monkeypatch):
    reply = _run(Plain, monkeypatch, audit=True)
    assert reply["ok"] and reply["threads_new"] == [] and reply["audit"] is not None


def test_threads_started_names_only_new_threads():
    before = audit.thread_ids()
    assert audit.threads_started(before) == []
    t = threading.Thread(target=STOP.wait, daemon=True)
    t.start()
    assert len(audit.threads_started(before)) == 1


def test_recorded_events_match_torchs_event_list():
    """The raw read gives the same (name, device) set as prof.events(), bookkeeping left out;
    and a record() names the ops forward computed."""
    from torch.profiler import ProfilerActivity, profile
    x = torch.randn(32, 32, requires_grad=True)
    prof = profile(activities=[ProfilerActivity.CPU])
    prof.__enter__()
    (torch.relu(x @ x) * 2).sum()
    prof.__exit__(None, None, None)
    events = audit.recorded_events(prof)
    raw = {(name, dev) for name, dev, _ in events}
    full = {(ev.name, str(ev.device_type)) for ev in prof.events()}
    assert raw == full and ("aten::mm", "DeviceType.CPU") in raw
    assert not any(name in audit._NOT_EVENTS for name, _ in raw)
    assert all(isinstance(nbytes, int) and nbytes >= 0 for _, _, nbytes in events)
    with audit.record(profile_ops=True) as report:
        torch.relu(x @ x)
    assert {"aten::mm", "aten::relu"} <= set(report["aten"])


def test_a_watched_call_cannot_be_told_from_an_unwatched_one_by_the_launch_method():
    """The audit and ghost replay once patched Triton's launch method only around watched calls, so
    repr(type(kernel).run) (its name and address) told a candidate when it was watched."""
    import triton
    import triton.language as tl

    @triton.jit
    def copy_kernel(x_ptr, o_ptr, n, B: tl.constexpr):
        i = tl.program_id(0) * B + tl.arange(0, B)
        tl.store(o_ptr + i, tl.load(x_ptr + i, mask=i < n), mask=i < n)

    audit.install_launch_wrapper()
    seen = [repr(type(copy_kernel).run)]
    with audit.record(profile_ops=False) as report:
        seen.append(repr(type(copy_kernel).run))
    with audit.ghost():
        seen.append(repr(type(copy_kernel).run))
    audit.install_launch_wrapper()  # again: nothing changes
    seen.append(repr(type(copy_kernel).run))
    assert len(set(seen)) == 1 and "record" not in seen[0] and "ghost" not in seen[0]
    assert report["triton"] == []  # nothing launched in the block
