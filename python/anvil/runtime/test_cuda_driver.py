"""The IPC handle bytes survive packing into and out of the ctypes struct (NULs included)."""
import pytest

from anvil.runtime import cuda_driver


def test_handle_round_trip_keeps_nul_bytes():
    raw = bytes([0, 1, 0, 255] * 16)
    assert cuda_driver.handle_bytes(cuda_driver.make_handle(raw)) == raw


def test_wrong_length_is_an_error():
    with pytest.raises(cuda_driver.CudaDriverError, match="malformed IPC handle"):
        cuda_driver.make_handle(b"\x01" * 10)


class _FakeDriver:
    """libcuda stand-in whose cuMemAlloc fails with the given code."""

    def __init__(self, rc: int):
        self.rc = rc

    def cuMemAlloc_v2(self, ptr, nbytes):
        return self.rc

    def cuGetErrorString(self, rc, out):
        return 0


@pytest.mark.parametrize("rc, reason", [(2, "gpu_oom"), (1, "cuda_error")])
def test_driver_out_of_memory_is_judged_gpu_oom(monkeypatch, rc, reason):
    # Out of memory beside other judges is re-judged alone by the core only when it reads gpu_oom.
    from anvil.runtime import faults
    monkeypatch.setattr(cuda_driver, "lib", lambda: _FakeDriver(rc))
    with pytest.raises(cuda_driver.CudaDriverError) as info:
        cuda_driver.mem_alloc(3 << 30)
    got, message, _ = faults.classify(info.value)
    assert got == reason, message
    assert "cuMemAlloc" in message
