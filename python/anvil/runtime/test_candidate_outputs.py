"""What the candidate runtime checks of forward's outputs before they leave the process: plain
tensors sharing memory neither with the inputs nor between their positions, on the inputs' device."""
import torch

from anvil.runtime import candidate


def test_an_output_on_another_device_than_the_inputs_is_refused():
    from anvil.runtime import candidate
    x = torch.zeros(4)
    info = [candidate._describe_output(torch, torch.ones(4), [x])]
    assert candidate._structural_problem(info, "cpu") is None
    reason, message = candidate._structural_problem(info, "cuda")
    assert reason == "output_device" and "output 0 is on cpu" in message


def test_outputs_the_runtime_would_call_into_or_cannot_carry_are_refused():
    x = torch.zeros(4)
    shadowed = torch.ones(4)
    shadowed.detach = lambda: x  # would run in transport.export, after the audit
    assert candidate._structural_problem([candidate._describe_output(torch, shadowed, [x])])[0] == "output_subclass"
    odd = torch.ones(4, dtype=torch.uint16)  # the judge could not load it: a dtype, not anvil's failure
    reason, message = candidate._structural_problem([candidate._describe_output(torch, odd, [x])])
    assert reason == "dtype_mismatch" and "uint16" in message
    assert candidate.as_outputs((1, 2)) == [1, 2] and candidate.as_outputs(x)[0] is x


def test_a_view_into_a_larger_buffer_of_its_own_passes_and_overlapping_positions_do_not():
    x = torch.zeros(4, 4)
    padded = torch.ones(8, 8)
    for ok in (padded[:4, :4], padded[1], padded.t()[:, :3], padded[::2, ::2]):
        assert candidate._structural_problem([candidate._describe_output(torch, ok, [x])]) is None
    for bad in (torch.ones(1, 4).expand(4, 4), torch.ones(16).as_strided((4, 4), (1, 1)),
                torch.ones(64).as_strided((4, 4), (2, 3))):
        reason, message = candidate._structural_problem([candidate._describe_output(torch, bad, [x])])
        assert reason == "output_not_dense" and "share memory" in message
    inside = x[1:3]  # a view of an input is still the input's memory
    assert candidate._structural_problem([candidate._describe_output(torch, inside, [x])])[0] == "output_aliases_input"


def test_views_overlap_reads_strides_not_layout():
    assert not candidate.views_overlap((3, 5), (5, 1)) and not candidate.views_overlap((3, 5), (1, 3))
    assert not candidate.views_overlap((1, 5), (0, 1))  # a dimension of one has no second position
    assert candidate.views_overlap((3, 5), (0, 1)) and candidate.views_overlap((3, 5), (4, 1))
    assert not candidate.views_overlap((2, 3, 4), (100, 4, 1)) and candidate.views_overlap((2, 3, 4), (12, 3, 1))


def test_the_runtime_reads_outputs_through_torchs_own_methods_not_the_classs_current_ones():
    """Round 25's payloads patched torch.Tensor.detach, which the export called after the audit;
    a class attribute set on torch.Tensor (a method or a property) must not run in the runtime."""
    from anvil.runtime import transport

    def boom(*args, **kwargs):
        raise AssertionError("the candidate's code ran in the runtime")

    names = ("detach", "shape", "dtype", "device", "requires_grad", "numel", "element_size", "stride",
             "is_contiguous", "is_floating_point", "copy_")
    saved = {n: torch.Tensor.__dict__[n] for n in names if n in torch.Tensor.__dict__}
    x, out = torch.zeros(4), torch.ones(8)[:4]
    try:
        for n in names:
            setattr(torch.Tensor, n, property(boom) if n in ("shape", "dtype", "device", "requires_grad") else boom)
        info = candidate._describe_output(torch, out, [x])
        share = transport.Shared()
        try:
            descs = transport.export([candidate._DETACH(out)], share)
        finally:
            share.close()
    finally:
        for n in names:
            if n in saved:
                setattr(torch.Tensor, n, saved[n])
            else:
                delattr(torch.Tensor, n)
    assert info["bytes"] == 16 and info["storage_bytes"] == 32 and not info["overlapping"] and info["device"] == "cpu"
    assert descs[0]["shape"] == [4] and descs[0]["dtype"] == "float32" and descs[0]["where"] == "memfd"
    assert torch.ones(2).detach().shape == (2,)  # torch.Tensor is itself again


class _InPlaceBehindACopy(torch.nn.Module):
    """Red-team round 35: ReLU written into the buffer it was handed, returned as a view of that
    buffer, the argument re-pointed at a copy of the old bits: the checks read the argument object."""

    def forward(self, x):
        kept, view = x.clone(), x.view(x.shape)
        view.clamp_(min=0.0)
        x.set_(kept)
        return view


class _ShiftedBehindACopy(torch.nn.Module):
    def forward(self, x):
        kept, out = x.clone(), torch.relu(x)
        x.add_(1.0)
        x.set_(kept)
        return out


class _ViewOpOnTheInput(torch.nn.Module):
    def forward(self, x):
        x.unsqueeze_(0)
        return torch.relu(x)[0]


def _run_model(monkeypatch, model):
    import types
    from anvil.runtime import transport
    from anvil.runtime.candidate import CandidateRuntime
    monkeypatch.setattr(transport, "load", lambda descs, fds, device: list(descs))
    rt = CandidateRuntime(types.SimpleNamespace(send=lambda *a, **k: None), {"mode": "cpu", "source": "<test>"})
    rt.model = model
    reply = rt.op_run({"inputs": [torch.tensor([-1.0, 2.0, -3.0, 4.0])]}, [])
    rt.op_release({}, [])
    return reply


def test_checks_read_the_buffers_handed_over_not_a_re_pointed_argument(monkeypatch):
    reply = _run_model(monkeypatch, _InPlaceBehindACopy())
    assert not reply["ok"] and reply["reason"] == "output_aliases_input", reply
    reply = _run_model(monkeypatch, _ShiftedBehindACopy())
    assert reply["ok"] and reply["inputs_mutated"] == [0], reply
    reply = _run_model(monkeypatch, _ViewOpOnTheInput())
    assert reply["ok"] and reply["inputs_mutated"] == [0], reply
