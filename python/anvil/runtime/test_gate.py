"""The GPU gate across processes: checks overlap each other, timing waits for them and excludes
them, and a waiting timer goes before checks that arrive after it."""

import multiprocessing as mp
import time

from anvil.runtime.gate import GpuGate


def _hold(cfg, mode, seconds, start_after, log):
    time.sleep(start_after)
    gate = GpuGate(cfg, lambda state: None)
    with getattr(gate, mode)():
        log.put((mode, "in", time.monotonic()))
        time.sleep(seconds)
        log.put((mode, "out", time.monotonic()))
    gate.close()


def _run(cfg, plan):
    ctx = mp.get_context("fork")
    log = ctx.Queue()
    procs = [ctx.Process(target=_hold, args=(cfg, mode, secs, start, log)) for mode, secs, start in plan]
    for p in procs:
        p.start()
    for p in procs:
        p.join(20)
    events = []
    while not log.empty():
        events.append(log.get())
    return events


def test_shared_holders_overlap_and_exclusive_waits(tmp_path):
    cfg = {"lock": str(tmp_path / "g.gate"), "turnstile": str(tmp_path / "g.turn")}
    events = _run(cfg, [("shared", 0.6, 0.0), ("shared", 0.6, 0.05), ("exclusive", 0.2, 0.2)])
    ins = sorted(t for m, w, t in events if m == "shared" and w == "in")
    outs = sorted(t for m, w, t in events if m == "shared" and w == "out")
    ex_in = [t for m, w, t in events if m == "exclusive" and w == "in"][0]
    assert len(ins) == 2 and ins[1] < outs[0], "two checks should hold the gate at once"
    assert ex_in >= outs[-1], "timing must wait until every check has let go"


def test_waiting_timer_goes_before_later_checks(tmp_path):
    cfg = {"lock": str(tmp_path / "g.gate"), "turnstile": str(tmp_path / "g.turn")}
    # A check holds the gate; a timer queues at 0.1 s; a second check arrives at 0.3 s, while the
    # timer still waits: it must not slip in before the timer.
    events = _run(cfg, [("shared", 0.6, 0.0), ("exclusive", 0.3, 0.1), ("shared", 0.1, 0.3)])
    ex_in = [t for m, w, t in events if m == "exclusive" and w == "in"][0]
    ex_out = [t for m, w, t in events if m == "exclusive" and w == "out"][0]
    late_in = max(t for m, w, t in events if m == "shared" and w == "in")
    assert late_in >= ex_out > ex_in


def test_no_config_is_a_no_op_and_nesting_is_allowed(tmp_path):
    states = []
    gate = GpuGate(None, states.append)
    with gate.exclusive(), gate.shared():
        pass
    assert states == [] and not gate.enabled
    cfg = {"lock": str(tmp_path / "g.gate"), "turnstile": str(tmp_path / "g.turn")}
    gate = GpuGate(cfg, states.append)
    with gate.shared():
        with gate.exclusive():  # upgrade: let go of shared, queue, hold alone, then back to shared
            assert gate.held == "exclusive"
        assert gate.held == "shared"
    assert gate.held is None
    assert states == ["wait", "go", "wait", "go", "wait", "go"]
    gate.close()
