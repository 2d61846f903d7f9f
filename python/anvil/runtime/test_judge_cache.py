"""The judge keeps its own device cache between evaluations up to JUDGE_CACHE_KEPT unused (the next
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
    monkeypatch.setattr(torch.cuda, "empty_cache", lambda: emptied.append(reserved["bytes"]))
    judge = Judge(types.SimpleNamespace(send=lambda _: None), {"mode": "gpu"})
    for nbytes in (0, judge_mod.JUDGE_CACHE_KEPT, judge_mod.JUDGE_CACHE_KEPT + 1, 10 * judge_mod.JUDGE_CACHE_KEPT):
        reserved["bytes"] = nbytes
        judge.release_cache()
    assert emptied == [judge_mod.JUDGE_CACHE_KEPT + 1, 10 * judge_mod.JUDGE_CACHE_KEPT]
    assert "judge.release_memory" in judge.phases


def test_memory_still_in_use_does_not_count(monkeypatch):
    """Tensors the judge keeps (compiled baselines, the flush buffer) stay whatever is emptied: only
    the unused part of the cache is measured against what is kept."""
    emptied = []
    monkeypatch.setattr(torch.cuda, "memory_reserved", lambda *a, **k: 12 * judge_mod.JUDGE_CACHE_KEPT)
    allocated = {"bytes": 12 * judge_mod.JUDGE_CACHE_KEPT}
    monkeypatch.setattr(torch.cuda, "memory_allocated", lambda *a, **k: allocated["bytes"])
    monkeypatch.setattr(torch.cuda, "empty_cache", lambda: emptied.append(allocated["bytes"]))
    judge = Judge(types.SimpleNamespace(send=lambda _: None), {"mode": "gpu"})
    judge.release_cache()
    assert not emptied
    allocated["bytes"] = 10 * judge_mod.JUDGE_CACHE_KEPT  # two of the twelve unused: one beyond
    judge.release_cache()
    assert emptied == [10 * judge_mod.JUDGE_CACHE_KEPT]
