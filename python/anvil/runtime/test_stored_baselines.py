"""The judge's use of stored baselines: only wanted baselines with a real time are taken, each
marked as coming from the store with its date; the others are timed as usual."""

from anvil.runtime.judge import stored_baselines


def test_takes_wanted_baselines_with_a_time_and_marks_them():
    cfg = {"baselines": ["eager", "inductor"],
           "stored_baselines": {"eager": {"median_ms": 2.5, "rse": 0.001}, "inductor": {"median_ms": 0},
                                "measured_at": "2026-11-29T19:00:00Z"}}
    got = stored_baselines(cfg)
    assert list(got) == ["eager"]  # inductor's zero time is no measurement: it is timed here
    assert got["eager"]["median_ms"] == 2.5
    assert got["eager"]["source"] == "store" and got["eager"]["measured_at"] == "2026-11-29T19:00:00Z"


def test_unwanted_or_absent_baselines_are_not_used():
    assert stored_baselines({"baselines": ["inductor"], "stored_baselines": {"eager": {"median_ms": 2.5}}}) == {}
    assert stored_baselines({"baselines": ["eager"]}) == {}
