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
