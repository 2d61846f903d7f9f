"""Timing arithmetic that runs without a GPU: the lead's sizing and cap, samples, statistics."""

import math

from anvil.runtime import timing


def test_lead_covers_the_host_time_but_never_exceeds_the_cap():
    assert timing.lead_for([]) == timing.FIRST_LEAD_MS
    assert math.isclose(timing.lead_for([0.05, 0.03, 0.04]), 0.13)  # 2 x median + 0.05
    assert timing.lead_for([0.001]) == 0.1               # floor
    # A call that synchronises has a host time that includes the lead itself (or a candidate
    # that claims a long host time): the lead stays at the cap, so it cannot grow round by round.
    assert timing.lead_for([50.0]) == timing.LEAD_CAP_MS
    lead = timing.FIRST_LEAD_MS
    for _ in range(5):
        lead = timing.lead_for([lead + 0.05])
    assert lead == timing.LEAD_CAP_MS


def test_samples_are_gpu_time_only():
    r = timing.Rounds(device_ms=[0.01, 0.012], host_ms=[1.2, 1.3], flush_ms=[0.03, 0.03], lead_ms=[1.0, 1.0])
    assert r.samples == [0.01, 0.012]  # a cached return that waited on the lead stays microseconds
    back = timing.Rounds.from_json(r.as_json())
    assert back.samples == r.samples and math.isclose(back.accounted_ms(), 2.082)


def test_unaccounted_time_is_split_into_inside_and_outside_the_loop():
    r = timing.Rounds(device_ms=[1.0, 1.0], host_ms=[0.1, 0.1], flush_ms=[0.05, 0.05], lead_ms=[0.2, 0.2],
                      gap_ms=[0.3], wall_ms=3.1)
    split = timing.Rounds.from_json(r.as_json()).unaccounted_split(outer_ms=4.1)
    assert math.isclose(split["in_loop_ms"], 0.3) and math.isclose(split["outside_ms"], 0.5)
    assert split["gap_median_ms"] == 0.3 == split["gap_max_ms"]


def test_summary_statistics():
    st = timing.summarize([1.0, 2.0, 3.0, 4.0])
    assert st["median_ms"] == 2.5 and st["iqr_ms"] == 1.5 and st["samples"] == 4
    assert math.isinf(timing.summarize([1.0])["rse"]) and timing.summarize([])["samples"] == 0
    assert timing.iters_for(0.5) == 50 and timing.iters_for(100.0) == 3 and timing.iters_for(0) == 200


def test_the_median_converges_despite_rare_outliers():
    """A few slow samples (another process's work slipping in) leave the median and its standard
    error where they were; the mean's standard error is blown up by them."""
    clean = [1.0 + 0.001 * (i % 5) for i in range(60)]
    dirty = clean[:57] + [5.0, 6.0, 9.0]
    a, b = timing.summarize(clean), timing.summarize(dirty)
    assert a["rse"] < 0.002 and b["rse"] < 0.002
    assert b["rse_mean"] > 0.02
    assert abs(a["median_ms"] - b["median_ms"]) <= 0.001


def test_the_median_does_not_converge_when_samples_spread():
    spread = [1.0 + 0.2 * (i % 7) for i in range(60)]  # a wide distribution: the median is uncertain
    assert timing.summarize(spread)["rse"] > 0.01
    assert math.isinf(timing.summarize([1.0, 1.0])["rse"])


def test_median_standard_error_matches_the_normal_case():
    """For normal samples the standard error of the median is about 1.2533 sigma / sqrt(n)."""
    import random
    rng = random.Random(3)
    xs = sorted(rng.gauss(10.0, 1.0) for _ in range(4000))
    assert abs(timing.median_se(xs) - 1.2533 / math.sqrt(4000)) < 0.005


def test_series_sizes_each_round_from_the_rounds_so_far(monkeypatch):
    # A warm-up slowed by a busy host (10 ms a call) sizes the first round only; the 1 ms calls
    # measured then size the next ones, with the lead from their host times.
    asked = []

    def fake_run(fn, sets, iters, flush, lead_ms=timing.FIRST_LEAD_MS, keep_last=False):
        asked.append((iters, lead_ms))
        ms, host = (10.0, 5.0) if len(asked) == 1 else (1.0 + 0.001 * len(asked), 0.05)
        return timing.Rounds(device_ms=[ms] * iters, host_ms=[host] * iters)

    monkeypatch.setattr(timing, "run_iterations", fake_run)
    st = timing.series(lambda: None, [[]], None, budget_s=60.0, target_rse=1.0, min_rounds=3)
    assert st["rounds"] == 3
    assert asked[1] == (timing.iters_for(10.0), timing.lead_for([5.0, 5.0]))  # the warm-up's sizing
    assert asked[2][0] == asked[3][0] == timing.iters_for(1.002)              # the rounds' own
    assert asked[2][1] == asked[3][1] == timing.lead_for([0.05])
