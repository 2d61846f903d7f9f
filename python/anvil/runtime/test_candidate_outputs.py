"""What the candidate runtime checks of forward's outputs before they leave the process: plain
dense tensors with storage of their own, on the device the inputs came on."""
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
