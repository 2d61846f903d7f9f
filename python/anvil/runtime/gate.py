"""The GPU gate: when several judges share a GPU, correctness checks hold it shared (they may
overlap) and timing holds it exclusively (nothing else runs on the device while a candidate is
timed). Two flock(2) files per device: a turnstile gives waiting timers precedence over new
checks, so timing is never starved, and a timer may queue there ahead of its section (`queue`).
Waiting is reported upward so the core pauses deadlines."""

from __future__ import annotations

import fcntl
import os
import time
from contextlib import contextmanager


class GpuGate:
    def __init__(self, cfg: dict | None, notify):
        """cfg: {"lock": path, "turnstile": path} (None: one judge per GPU, the gate is a no-op);
        notify(state) is called with "wait" before blocking and "go" once the gate is held."""
        self.fds = None
        if cfg:
            self.fds = (os.open(cfg["turnstile"], os.O_RDWR | os.O_CREAT, 0o600),
                        os.open(cfg["lock"], os.O_RDWR | os.O_CREAT, 0o600))
        self.notify = notify
        self.held: str | None = None  # "shared" | "exclusive" while held
        self.queued: list | None = None  # [asked, got] while this process keeps the turnstile (queue)
        # With a list here, every hold is recorded as [mode, asked, got, let go] (CLOCK_MONOTONIC,
        # shared by all processes of the host): bench/throughput.py --trace rebuilds the GPU's timeline.
        self.trace: list | None = None

    @property
    def enabled(self) -> bool:
        return self.fds is not None

    @contextmanager
    def shared(self):
        with self._hold("shared", fcntl.LOCK_SH):
            yield

    @contextmanager
    def exclusive(self):
        with self._hold("exclusive", fcntl.LOCK_EX):
            yield

    def queue(self) -> None:
        """Take the turnstile now, for an exclusive section soon to come: from here on, holds others
        ask (other judges' checks, the core's warm steps, imports and process ends) wait until that
        section has begun, while those in flight finish; this process's own holds pass. A timer
        that queued at the start of its set-up (some 30 ms) no longer finds a warm step begun
        meanwhile in flight when it asks. Ends when the exclusive hold is taken, or at `unqueue`."""
        if self.fds is None or self.queued is not None or self.held is not None:
            return  # no gate; already queued; or inside a hold (queueing there could deadlock)
        asked = time.monotonic()
        self.notify("wait")
        fcntl.flock(self.fds[0], fcntl.LOCK_EX)
        self.notify("go")
        self.queued = [asked, time.monotonic()]

    def unqueue(self) -> None:
        """Let the turnstile go if `queue` took it and no exclusive hold has since."""
        if self.queued is None:
            return
        fcntl.flock(self.fds[0], fcntl.LOCK_UN)
        if self.trace is not None:
            self.trace.append(["queue", *self.queued, time.monotonic()])
        self.queued = None

    @contextmanager
    def _hold(self, mode: str, how: int):
        if self.held == "exclusive" or self.held == mode:
            yield  # already held at least this strongly
            return
        if self.fds is None:  # no gate: one judge per GPU; only the trace, if any
            outer, self.held = self.held, mode
            t0 = time.monotonic()
            try:
                yield
            finally:
                self.held = outer
                if self.trace is not None:
                    self.trace.append([mode, t0, t0, time.monotonic()])
            return
        turnstile, lock = self.fds
        outer = self.held
        if outer is not None:
            fcntl.flock(lock, fcntl.LOCK_UN)  # shared -> exclusive: let go, then queue as a timer
        asked = time.monotonic()
        self.notify("wait")
        if self.queued is None:
            fcntl.flock(turnstile, fcntl.LOCK_EX)
        try:
            fcntl.flock(lock, how)
        finally:
            if self.queued is None:
                fcntl.flock(turnstile, fcntl.LOCK_UN)
            elif how == fcntl.LOCK_EX:
                self.unqueue()  # the section has begun: others queue behind it as before
        self.notify("go")
        self.held = mode
        got = time.monotonic()
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
            self.held = None
            if self.trace is not None:
                self.trace.append([mode, asked, got, time.monotonic()])
            if outer is not None:
                self.notify("wait")
                fcntl.flock(turnstile, fcntl.LOCK_EX)
                try:
                    fcntl.flock(lock, fcntl.LOCK_SH)
                finally:
                    fcntl.flock(turnstile, fcntl.LOCK_UN)
                self.notify("go")
                self.held = outer

    def close(self) -> None:
        if self.fds:
            for fd in self.fds:
                os.close(fd)
            self.fds = None
