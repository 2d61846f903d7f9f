"""The candidate's cyclic garbage collector runs only inside audited windows: a finalizer that
computes with torch (a generator parked in `with` inside a reference cycle, freed only by the
collector) is recorded when it runs there, and never runs between forward's return and the export."""
import contextlib
import gc
import types

import torch

from anvil.runtime import transport
from anvil.runtime.candidate import CandidateRuntime


def _parked(stack):
    with stack:
        yield 0


class FinishesInAFinalizer(torch.nn.Module):
    """Leaves its output unwritten; torch.clamp_min writes it when the collector frees a cycle."""
    def forward(self, x):
        out = torch.full_like(x, float("nan"))
        stack = contextlib.ExitStack()
        stack.callback(torch.clamp_min, x, 0.0, out=out)
        gen = _parked(stack)
        next(gen)
        box = [gen]
        box.append(box)  # only the cyclic collector frees it; closing the generator exits the stack
        return out


def _run(monkeypatch, **opts):
    monkeypatch.setattr(transport, "load", lambda descs, fds, device: list(descs))  # values as they are
    exported = []
    real_export = transport.export

    def export(values, share):  # what the judge would receive, read as the export reads it
        exported.append([v.clone() for v in values])
        for _ in range(100_000):  # allocations enough for many collections, were the collector on
            [[]]
        return real_export(values, share)

    monkeypatch.setattr(transport, "export", export)
    rt = CandidateRuntime(types.SimpleNamespace(send=lambda *a, **k: None), {"mode": "cpu", "source": "<test>"})
    rt.model = FinishesInAFinalizer()
    reply = rt.op_run({"inputs": [torch.tensor([-1.0, 2.0])], **opts}, [])
    rt.op_release({}, [])
    return reply, exported[0][0]


def test_a_finalizer_never_runs_between_forward_and_the_export(monkeypatch):
    reply, out = _run(monkeypatch)
    assert reply["ok"] and torch.isnan(out).all()
    assert not gc.isenabled()


def test_a_finalizer_runs_inside_the_audit_and_is_recorded(monkeypatch):
    reply, out = _run(monkeypatch, audit=True)
    assert reply["ok"] and torch.equal(out, torch.tensor([0.0, 2.0]))
    assert any(op in reply["audit"]["aten"] for op in ("aten::relu", "aten::clamp_min"))
