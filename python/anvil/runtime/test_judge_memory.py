"""Between evaluations the judge keeps a little unused device memory cached (the next evaluation
reuses it) and gives the rest back to the device; beside other judges it keeps none."""

import types

import pytest
import torch

from anvil.runtime import judge as judge_mod
from anvil.runtime.judge import Judge

GIB = 1 << 30


@pytest.fixture
def device(monkeypatch):
    state = types.SimpleNamespace(reserved=0, allocated=0, emptied=0, total=141 * GIB)

    def empty_cache():
        state.emptied += 1
        state.reserved = state.allocated

    monkeypatch.setattr(torch.cuda, "memory_reserved", lambda *a: state.reserved)
    monkeypatch.setattr(torch.cuda, "memory_allocated", lambda *a: state.allocated)
    monkeypatch.setattr(torch.cuda, "empty_cache", empty_cache)
    monkeypatch.setattr(torch.cuda, "current_device", lambda: 0)
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda d: types.SimpleNamespace(total_memory=state.total))
    return state


def judge(gate=None):
    return Judge(types.SimpleNamespace(send=lambda m: None), {"mode": "gpu", "gate": gate})


def test_a_little_unused_memory_stays_cached(device):
    device.reserved, device.allocated = 31 * GIB, 1 * GIB  # 30 GiB unused, within a quarter of 141
    judge().release_device_memory()
    assert device.emptied == 0 and device.reserved == 31 * GIB


def test_more_than_the_bound_goes_back(device):
    device.reserved, device.allocated = 37 * GIB, 1 * GIB  # 36 GiB unused, over a quarter of 141
    judge().release_device_memory()
    assert device.emptied == 1 and device.reserved == 1 * GIB
    device.total = 16 * GIB  # a small device keeps a quarter: 4 GiB
    device.reserved = 5 * GIB + 1
    judge().release_device_memory()
    assert device.emptied == 2
    assert judge_mod.keep_cached_bytes() == 4 * GIB


def test_judges_sharing_a_gpu_keep_nothing(device, tmp_path):
    device.reserved, device.allocated = 2 * GIB, 1 * GIB
    j = judge({"lock": str(tmp_path / "g.gate"), "turnstile": str(tmp_path / "g.turn")})
    j.release_device_memory()
    assert device.emptied == 1
    j.gate.close()
