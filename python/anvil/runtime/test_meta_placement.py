"""OnMeta: in the compile pass on meta tensors, every way a candidate places a tensor on a CUDA
device lands on meta instead, and nothing asks torch for CUDA."""
import torch

from anvil.runtime.meta_placement import OnMeta


def test_cuda_placements_land_on_meta():
    with OnMeta():
        made = {
            "factory device=str": torch.empty(3, device="cuda"),
            "factory device=torch.device": torch.tensor([1.0], device=torch.device("cuda", 0)),
            "factory device=int": torch.zeros(2, device=0),
            "like": torch.empty_like(torch.ones(2), device="cuda:0"),
            "new_*": torch.ones(2).new_zeros(3, device="cuda"),
            "cuda()": torch.ones(2).cuda(),
            "to(str)": torch.ones(2).to("cuda"),
            "to(int)": torch.ones(2).to(0),
            "to(device, dtype)": torch.ones(2).to(torch.device("cuda"), torch.float16),
            "to(device=)": torch.ones(2).to(device="cuda"),
            "module.to": torch.nn.Linear(4, 4).to("cuda").weight,
            "module.cuda": torch.nn.Linear(4, 4).cuda().bias,
        }
    assert {k: t.device.type for k, t in made.items()} == {k: "meta" for k in made}
    assert made["to(device, dtype)"].dtype == torch.float16
    assert not torch.cuda.is_initialized()


def test_everything_else_is_left_alone():
    with OnMeta():
        x = torch.arange(6).reshape(2, 3)
        y = torch.zeros(2, 3, dtype=torch.float64).to(torch.float32)  # a positional dtype, not a device
        z = torch.ones(4).to("cpu", torch.float16)
    assert x.device.type == "cpu" and x.tolist() == [[0, 1, 2], [3, 4, 5]]
    assert y.device.type == "cpu" and y.dtype == torch.float32
    assert z.device.type == "cpu" and z.dtype == torch.float16
