"""Framed JSON messages over a Unix stream socket, with file descriptors passed alongside.
Frame: 4-byte little-endian length, then UTF-8 JSON; fds ride on the header (SCM_RIGHTS).
The C++ side (src/core/channel.cpp) speaks the same format."""

from __future__ import annotations

import json
import math
import os
import select
import socket
import struct
import time

MAX_FRAME = 64 << 20
MAX_FDS = 16


def _finite(obj):
    """JSON has no NaN/Infinity: non-finite floats travel as null."""
    if isinstance(obj, float):
        return obj if math.isfinite(obj) else None
    if isinstance(obj, dict):
        return {k: _finite(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_finite(v) for v in obj]
    return obj


class ChannelClosed(Exception):
    """The peer closed the channel (or died)."""


class ChannelTimeout(Exception):
    """No complete message arrived before the deadline."""


class Channel:
    def __init__(self, sock: socket.socket):
        self.sock = sock
        self.sock.setblocking(True)

    @classmethod
    def from_fd(cls, fd: int) -> "Channel":
        return cls(socket.socket(fileno=fd))

    def fileno(self) -> int:
        return self.sock.fileno()

    def send(self, obj, fds=()) -> None:
        body = json.dumps(_finite(obj), separators=(",", ":"), allow_nan=False).encode()
        if len(body) > MAX_FRAME:
            raise ValueError(f"message of {len(body)} bytes exceeds the {MAX_FRAME}-byte frame limit")
        header = struct.pack("<I", len(body))
        if fds:
            socket.send_fds(self.sock, [header], list(fds))
        else:
            self.sock.sendall(header)
        self.sock.sendall(body)

    def _wait(self, deadline):
        if deadline is None:
            return
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([self.sock], [], [], left)[0]:
            raise ChannelTimeout()

    def recv(self, timeout: float | None = None):
        """Return (obj, fds). Raises ChannelClosed on EOF and ChannelTimeout on timeout."""
        deadline = None if timeout is None else time.monotonic() + timeout
        self._wait(deadline)
        header = b""
        fds: list[int] = []
        while len(header) < 4:
            data, got, _flags, _addr = socket.recv_fds(self.sock, 4 - len(header), MAX_FDS)
            fds.extend(got)
            if not data:
                for fd in fds:
                    os.close(fd)
                raise ChannelClosed()
            header += data
            if len(header) < 4:
                self._wait(deadline)
        (n,) = struct.unpack("<I", header)
        if n > MAX_FRAME:
            raise ChannelClosed()
        buf = bytearray()
        while len(buf) < n:
            self._wait(deadline)
            chunk = self.sock.recv(min(n - len(buf), 1 << 20))
            if not chunk:
                raise ChannelClosed()
            buf += chunk
        return json.loads(buf), fds

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass
