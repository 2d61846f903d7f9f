"""The IPC handle bytes survive packing into and out of the ctypes struct (NULs included)."""
import pytest

from anvil.runtime import cuda_driver


def test_handle_round_trip_keeps_nul_bytes():
    raw = bytes([0, 1, 0, 255] * 16)
    assert cuda_driver.handle_bytes(cuda_driver.make_handle(raw)) == raw


def test_wrong_length_is_an_error():
    with pytest.raises(cuda_driver.CudaDriverError, match="malformed IPC handle"):
        cuda_driver.make_handle(b"\x01" * 10)
