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


def _run(model_cls, monkeypatch, inputs=None, **opts):
    monkeypatch.setattr(transport, "load", lambda descs, fds, device: list(descs))  # values as they are
    rt = CandidateRuntime(types.SimpleNamespace(send=lambda *a, **k: None), {"mode": "cpu", "source": "<test>"})
    rt.model = model_cls()
    reply = rt.op_run({"inputs": inputs or [torch.zeros(4)], **opts}, [])
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


class _Event:
    """A Kineto event as recorded_events reads one (the GPU's copies cannot be recorded here)."""

    def __init__(self, name, dev="DeviceType.CPU", corr=0, linked=0, start=0, dur=0, shapes=(), dtypes=(), tid=1):
        self._v = dict(name=name, device_type=dev, correlation_id=corr, linked_correlation_id=linked,
                       start_ns=start, duration_ns=dur, shapes=list(shapes), dtypes=list(dtypes), start_thread_id=tid)

    def __getattr__(self, key):
        if key == "nbytes":
            return lambda: 0  # what torch 2.11's Kineto gave every copy on the H200
        return lambda: self._v[key]


def test_a_copy_to_the_host_is_sized_by_the_copy_op_that_issued_it():
    copy = _Event("aten::copy_", corr=7, start=100, dur=50, shapes=[[1024, 1024], [1024, 1024], []],
                  dtypes=["c10::Half", "c10::Half", "Scalar"])
    api = _Event("cudaMemcpyAsync", corr=9, start=110, dur=30)
    linked_to_op = _Event("Memcpy DtoH (Device -> Pageable)", dev="DeviceType.CUDA", linked=7)
    linked_to_api = _Event("Memcpy DtoH (Device -> Pageable)", dev="DeviceType.CUDA", linked=9)
    by_corr, copies = {7: copy, 9: api}, [copy]
    assert audit.copy_bytes(linked_to_op, by_corr, copies) == 2 << 20
    assert audit.copy_bytes(linked_to_api, by_corr, copies) == 2 << 20
    other_thread = _Event("cudaMemcpyAsync", corr=9, start=110, tid=2)
    assert audit.copy_bytes(linked_to_api, {9: other_thread}, copies) == 0
    assert audit.copy_bytes(_Event("aten::copy_"), by_corr, copies) == 0  # not a GPU copy
    assert audit.copy_bytes(_Event("Memcpy DtoH", dev="DeviceType.CUDA", linked=3), by_corr, copies) == 0


def test_the_audit_records_copy_shapes():
    with audit.record(profile_ops=True, copies=True) as report:
        torch.randn(64, 64).to(torch.float16)
    assert report["to_host_bytes"] == 0 and "aten::copy_" in report["aten"]


class ReplacesTheProfiler(torch.nn.Module):
    """Stops the audit's profiler session (a profiler of its own, entered and left), computes with
    torch unrecorded, and starts a fresh session for the audit's exit to stop."""
    def forward(self, x):
        with torch.autograd.profiler.profile():
            pass
        out = torch.relu(x)
        torch.autograd.profiler.profile().__enter__()
        return out


def test_an_audit_whose_profiler_session_was_replaced_says_so(monkeypatch):
    from anvil.runtime import dynamic_checks
    clean = _run(Plain, monkeypatch, audit=True)
    assert clean["ok"] and clean["audit"]["session_replaced"] is False
    replaced = _run(ReplacesTheProfiler, monkeypatch, audit=True)
    assert replaced["ok"] and replaced["audit"]["session_replaced"] is True
    assert "aten::relu" not in replaced["audit"]["aten"]  # hidden: what the mark is for
    assert dynamic_checks.classify(replaced["audit"], ["k"])[0] == "audit_tampered"


def test_where_the_mark_does_not_show_no_audit_is_called_tampered(monkeypatch):
    # prepare() (the warm) learns whether a clean session shows its mark; if it did not on some
    # platform, a missing mark would say nothing about the candidate.
    audit.prepare()
    assert audit._MARK_SHOWS is True
    monkeypatch.setattr(audit, "_MARK_SHOWS", False)
    assert _run(ReplacesTheProfiler, monkeypatch, audit=True)["audit"]["session_replaced"] is False


def test_operators_of_every_namespace_count_but_the_files_own():
    from anvil.runtime import dynamic_checks
    lin = torch.nn.quantized.dynamic.Linear(8, 8, dtype=torch.float16)  # fbgemm computes: quantized::
    with audit.record(profile_ops=True) as report:
        lin(torch.randn(4, 8))
    assert "quantized::linear_dynamic_fp16" in report["aten"]
    report["triton"] = ["k"]
    assert dynamic_checks.classify(report, ["k"])[0] == "library_compute"
    # An operator the candidate's module made (triton_op, custom_op) is its own code.
    own = {"triton": ["k"], "aten": ["mylib::relu", "aten::empty"], "cuda_kernels": []}
    assert dynamic_checks.classify(own, ["k"], own_ops=["mylib::relu"]) is None
    assert dynamic_checks.classify(own, ["k"])[0] == "library_compute"


class HostRelu(torch.nn.Module):
    """Round 41: the ReLU computed in Python on the input's values (`.tolist()`), as a candidate
    would before handing the list to a copy kernel; in interpreter mode nothing is copied from a GPU."""
    def forward(self, x):
        return torch.tensor([v if v > 0 else 0.0 for v in x.reshape(-1).tolist()]).view(x.shape)


class HostMaxByItem(torch.nn.Module):
    """Round 41: each row's maximum from values read one by one with `.item()`."""
    def forward(self, x):
        return torch.tensor([max(x[r, c].item() for c in range(x.shape[1])) for r in range(x.shape[0])])


class OneLaunchArgument(torch.nn.Module):
    def forward(self, x):
        n = int(x.abs().argmax().item()) + len(x.reshape(-1)[:4].tolist())  # a few scalars, as launch arguments are read
        return x + n


@pytest.mark.parametrize("model_cls,expect", [(HostRelu, "host_compute"), (HostMaxByItem, "host_compute"),
                                              (OneLaunchArgument, None), (Plain, None)])
def test_round41_values_read_into_python_in_interpreter_mode(monkeypatch, model_cls, expect):
    """In interpreter mode the inputs are on the host and TO_HOST_LIMIT (bytes copied from a GPU)
    never applied: the audited call now counts what `.tolist()` and `.item()` read into Python, and
    a tensor's worth is host_compute. A few launch arguments are not."""
    from anvil.runtime import dynamic_checks
    reply = _run(model_cls, monkeypatch, audit=True, inputs=[torch.randn(32, 128)])
    assert reply["ok"]
    bad = dynamic_checks.classify(reply["audit"], ["k"])
    got = bad[0] if bad and bad[0] == "host_compute" else None
    assert got == expect, (reply["audit"]["host_read_bytes"], bad)


class HostIndexedRows(torch.nn.Module):
    """Round 42: a lookup's ids read into Python and the rows moved by glue copies: 96 int64 ids
    (768 bytes), as embedding_lookup at its CPU shape."""
    def forward(self, x):
        ids = (torch.arange(96) * 7) % x.shape[0]
        out = torch.empty((96, x.shape[1]))
        for j, i in enumerate(ids.tolist()):
            out[j].copy_(x[i])
        return out


class BatchLengths(torch.nn.Module):
    """A batch's lengths read as launch arguments (four int64: masked_mean_pool_linear's CPU shape)."""
    def forward(self, x):
        lengths = torch.full((4,), 3)
        return x[:, :max(lengths.tolist())] + 0


@pytest.mark.parametrize("model_cls,expect", [(HostIndexedRows, "host_compute"), (BatchLengths, None),
                                              (OneLaunchArgument, None)])
def test_round42_a_lookups_indices_read_into_python(monkeypatch, model_cls, expect):
    """Round 41's 4 KiB held a lookup's ids whole (an embedding's 96), so the rows were picked in
    Python and moved by glue copies. Now 256 bytes is the limit; a batch's lengths still pass."""
    from anvil.runtime import dynamic_checks
    reply = _run(model_cls, monkeypatch, audit=True, inputs=[torch.randn(32, 64)])
    assert reply["ok"]
    bad = dynamic_checks.classify(reply["audit"], ["k"])
    got = bad[0] if bad and bad[0] == "host_compute" else None
    assert got == expect, (reply["audit"]["host_read_bytes"], bad)
