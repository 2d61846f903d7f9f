"""The device buffer pool of transport: buffers and IPC handles reused for exports of the same
size, peer buffers mapped once, everything given back by drain(). CUDA's driver is faked."""

import pytest

from anvil.runtime import cuda_driver, transport


class FakeDriver:
    def __init__(self, capacity: int = 1 << 40):
        self.live: dict[int, int] = {}  # ptr -> bytes
        self.next, self.capacity = 0x1000, capacity
        self.calls: list[str] = []
        self.mapped: set[int] = set()

    def mem_alloc(self, nbytes):
        self.calls.append("alloc")
        if sum(self.live.values()) + nbytes > self.capacity:
            raise cuda_driver.DeviceOutOfMemory("cuMemAlloc failed: out of memory")
        ptr, self.next = self.next, self.next + nbytes + 0x1000
        self.live[ptr] = nbytes
        return ptr

    def mem_free(self, ptr):
        self.calls.append("free")
        del self.live[ptr]

    def ipc_handle(self, ptr):
        self.calls.append("handle")
        return ptr.to_bytes(8, "little") * 8

    def ipc_open(self, handle):
        self.calls.append("open")
        ptr = 0x7000_0000 + int.from_bytes(handle[:8], "little")
        self.mapped.add(ptr)
        return ptr

    def ipc_close(self, ptr):
        self.calls.append("close")
        self.mapped.remove(ptr)


@pytest.fixture
def fake(monkeypatch):
    drv = FakeDriver()
    for name in ("mem_alloc", "mem_free", "ipc_handle", "ipc_open", "ipc_close"):
        monkeypatch.setattr(cuda_driver, name, getattr(drv, name))
    pool = transport.DevicePool()
    monkeypatch.setattr(transport, "POOL", pool)
    return drv, pool


def test_a_buffer_given_back_serves_the_next_export_of_its_size(fake):
    drv, pool = fake
    a = pool.take(100)
    h = pool.handle(a)
    pool.give(a, 100)
    assert pool.take(100) == a and pool.handle(a) == h
    assert drv.calls == ["alloc", "handle"]
    b = pool.take(200)  # another size: a buffer of its own
    assert b != a and drv.calls.count("alloc") == 2


def test_buffers_in_use_are_not_handed_out_twice(fake):
    _, pool = fake
    a, b = pool.take(64), pool.take(64)
    assert a != b


def test_peer_buffers_are_mapped_once_and_drain_unmaps_and_frees(fake):
    drv, pool = fake
    h = (1234).to_bytes(8, "little") * 8
    p1, p2 = pool.open(h), pool.open(h)
    assert p1 == p2 and drv.calls.count("open") == 1
    a = pool.take(10)
    pool.give(a, 10)
    pool.drain()
    assert drv.mapped == set() and drv.live == {}
    assert pool.open(h) == p1 and drv.calls.count("open") == 2  # mapped anew after a drain


def test_running_out_of_memory_frees_idle_buffers_of_other_sizes_first(fake, monkeypatch):
    drv, pool = fake
    drv.capacity = 1000
    a = pool.take(600)
    pool.give(a, 600)
    b = pool.take(700)  # does not fit beside the idle 600-byte buffer: that one goes
    assert a not in drv.live and drv.live == {b: 700}


def test_shared_close_returns_device_buffers_to_the_pool(fake):
    drv, pool = fake
    share = transport.Shared()
    share._device_ptrs.append((pool.take(32), 32))
    share.close()
    assert pool.free == {32: [next(iter(drv.live))]} and "free" not in drv.calls
