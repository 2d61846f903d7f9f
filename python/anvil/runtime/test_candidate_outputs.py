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
