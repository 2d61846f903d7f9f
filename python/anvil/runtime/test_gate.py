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


def _queued_timer(cfg, log):
    gate = GpuGate(cfg, lambda state: None)
    gate.queue()  # at 0.1 s, while a check holds the gate
    log.put(("queued", "in", time.monotonic()))
    with gate.shared():  # its own set-up passes the turnstile it keeps
        log.put(("setup", "in", time.monotonic()))
        time.sleep(0.3)
    with gate.exclusive():
        log.put(("exclusive", "in", time.monotonic()))
        time.sleep(0.2)
        log.put(("exclusive", "out", time.monotonic()))
    gate.close()


def test_a_queued_timer_holds_back_checks_asked_during_its_setup(tmp_path):
    """queue(): a shared hold asked after it (a warm step, 0.2 s) waits until the timer's exclusive
    section is over, while the timer's own set-up and the check already in flight go on."""
    cfg = {"lock": str(tmp_path / "g.gate"), "turnstile": str(tmp_path / "g.turn")}
    ctx = mp.get_context("fork")
    log = ctx.Queue()
    first = ctx.Process(target=_hold, args=(cfg, "shared", 0.25, 0.0, log))
    timer = ctx.Process(target=lambda: (time.sleep(0.1), _queued_timer(cfg, log)))
    late = ctx.Process(target=_hold, args=(cfg, "shared", 0.05, 0.2, log))
    for p in (first, timer, late):
        p.start()
    for p in (first, timer, late):
        p.join(20)
    events = []
    while not log.empty():
        events.append(log.get())
    at = {(m, w): t for m, w, t in events if m != "shared"}
    shared_in = sorted(t for m, w, t in events if m == "shared" and w == "in")
    shared_out = sorted(t for m, w, t in events if m == "shared" and w == "out")
    assert at[("setup", "in")] < shared_out[0], "the timer's set-up overlaps the check in flight"
    assert at[("exclusive", "in")] >= shared_out[0], "the section waits for the check in flight"
    assert shared_in[1] >= at[("exclusive", "out")], "a check asked after the queue waits for the section"


def test_unqueue_lets_others_in_and_queue_inside_a_hold_is_a_no_op(tmp_path):
    cfg = {"lock": str(tmp_path / "g.gate"), "turnstile": str(tmp_path / "g.turn")}
    gate, other = GpuGate(cfg, lambda state: None), GpuGate(cfg, lambda state: None)
    gate.trace = []
    gate.queue()
    assert gate.queued is not None
    gate.unqueue()
    assert gate.queued is None and gate.trace[0][0] == "queue"
    with other.shared():  # the turnstile is free again
        with gate.shared():
            gate.queue()  # inside a hold: not taken (a hold waiting on it could deadlock)
            assert gate.queued is None
    gate.close()
    other.close()
