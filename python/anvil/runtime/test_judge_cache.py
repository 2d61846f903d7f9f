"""The judge keeps its own device cache between evaluations up to what cache_kept allows unused (a
fifth of a large device, at least JUDGE_CACHE_KEPT, nothing when the device is crowded: the next
evaluation's inputs and references then need no new allocations) and empties it beyond."""

import types

import torch

from anvil.runtime import judge as judge_mod
from anvil.runtime.judge import Judge


def test_the_cache_is_emptied_only_beyond_what_is_kept(monkeypatch):
    emptied = []
    reserved = {"bytes": 0}
    monkeypatch.setattr(torch.cuda, "memory_reserved", lambda *a, **k: reserved["bytes"])
    monkeypatch.setattr(torch.cuda, "memory_allocated", lambda *a, **k: 0)
    monkeypatch.setattr(torch.cuda, "mem_get_info", lambda *a, **k: (100 << 30, 100 << 30))  # 20 GiB kept
    monkeypatch.setattr(torch.cuda, "empty_cache", lambda: emptied.append(reserved["bytes"]))
    judge = Judge(types.SimpleNamespace(send=lambda _: None), {"mode": "gpu"})
    for nbytes in (0, 20 << 30, (20 << 30) + 1, 50 << 30):
        reserved["bytes"] = nbytes
        judge.release_cache()
    assert emptied == [(20 << 30) + 1, 50 << 30]
    assert "judge.release_memory" in judge.phases


def test_memory_still_in_use_does_not_count(monkeypatch):
    """Tensors the judge keeps (compiled baselines, the flush buffer) stay whatever is emptied: only
    the unused part of the cache is measured against what is kept."""
    emptied = []
    monkeypatch.setattr(torch.cuda, "memory_reserved", lambda *a, **k: 12 * judge_mod.JUDGE_CACHE_KEPT)
    allocated = {"bytes": 12 * judge_mod.JUDGE_CACHE_KEPT}
    monkeypatch.setattr(torch.cuda, "memory_allocated", lambda *a, **k: allocated["bytes"])
    monkeypatch.setattr(torch.cuda, "mem_get_info", lambda *a, **k: (80 << 30, 100 << 30))
    monkeypatch.setattr(torch.cuda, "empty_cache", lambda: emptied.append(allocated["bytes"]))
    judge = Judge(types.SimpleNamespace(send=lambda _: None), {"mode": "gpu"})
    judge.release_cache()
    assert not emptied
    allocated["bytes"] = 20 << 30  # 28 of the 48 GiB unused, 20 may be kept
    judge.release_cache()
    assert emptied == [20 << 30]


def test_what_is_kept_follows_the_device():
    gib = 1 << 30
    assert judge_mod.cache_kept(free=140 * gib, total=140 * gib) == 28 * gib  # a fifth of a large device
    assert judge_mod.cache_kept(free=16 * gib, total=16 * gib) == judge_mod.JUDGE_CACHE_KEPT  # at least 4 GiB
    assert judge_mod.cache_kept(free=50 * gib, total=140 * gib) == 0  # crowded: candidates need it
