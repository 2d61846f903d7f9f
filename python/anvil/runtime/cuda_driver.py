"""The few CUDA driver calls anvil needs that torch does not expose: dedicated device buffers
and their IPC handles, so the judge shares exactly the memory it means to share (never a
caching-allocator segment that might also hold its private tensors); and whether a process holds
a CUDA context (a candidate must not before its turn)."""

from __future__ import annotations

import ctypes

CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS = 1
IPC_HANDLE_BYTES = 64


CUDA_ERROR_OUT_OF_MEMORY = 2


class CudaDriverError(RuntimeError):
    pass


class DeviceOutOfMemory(CudaDriverError):
    """The device had no memory left for a buffer (judged as gpu_oom, like torch's own error)."""


class _IpcHandle(ctypes.Structure):
    _fields_ = [("reserved", ctypes.c_char * IPC_HANDLE_BYTES)]


_lib = None


def lib():
    global _lib
    if _lib is None:
        _lib = ctypes.CDLL("libcuda.so.1")
        _lib.cuGetErrorString.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
        _lib.cuMemAlloc_v2.argtypes = [ctypes.POINTER(ctypes.c_uint64), ctypes.c_size_t]
        _lib.cuMemFree_v2.argtypes = [ctypes.c_uint64]
        _lib.cuIpcGetMemHandle.argtypes = [ctypes.POINTER(_IpcHandle), ctypes.c_uint64]
        _lib.cuIpcOpenMemHandle_v2.argtypes = [ctypes.POINTER(ctypes.c_uint64), _IpcHandle, ctypes.c_uint]
        _lib.cuIpcCloseMemHandle.argtypes = [ctypes.c_uint64]
        _lib.cuCtxGetCurrent.argtypes = [ctypes.POINTER(ctypes.c_void_p)]
        _lib.cuDeviceGetCount.argtypes = [ctypes.POINTER(ctypes.c_int)]
        _lib.cuDeviceGet.argtypes = [ctypes.POINTER(ctypes.c_int), ctypes.c_int]
        _lib.cuDevicePrimaryCtxGetState.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_uint),
                                                    ctypes.POINTER(ctypes.c_int)]
    return _lib


def _check(rc: int, what: str) -> None:
    if rc != 0:
        msg = ctypes.c_char_p()
        lib().cuGetErrorString(rc, ctypes.byref(msg))
        cls = DeviceOutOfMemory if rc == CUDA_ERROR_OUT_OF_MEMORY else CudaDriverError
        raise cls(f"{what} failed: CUDA error {rc} ({(msg.value or b'?').decode()})")


def ensure_context() -> None:
    """Make torch's primary context current on this thread (torch creates it lazily)."""
    import torch
    torch.cuda.init()
    torch.empty(1, device="cuda")  # forces the primary context to exist and be current
    ctx = ctypes.c_void_p()
    _check(lib().cuCtxGetCurrent(ctypes.byref(ctx)), "cuCtxGetCurrent")
    if not ctx.value:
        raise CudaDriverError("no current CUDA context after torch initialised the device")


def primary_context_active() -> bool:
    """Whether any visible device's primary context (the one torch and Triton use) is active in
    this process. Call only after torch initialised CUDA: cuInit is then already done."""
    count = ctypes.c_int()
    _check(lib().cuDeviceGetCount(ctypes.byref(count)), "cuDeviceGetCount")
    for ordinal in range(count.value):
        dev, flags, active = ctypes.c_int(), ctypes.c_uint(), ctypes.c_int()
        _check(lib().cuDeviceGet(ctypes.byref(dev), ordinal), "cuDeviceGet")
        _check(lib().cuDevicePrimaryCtxGetState(dev, ctypes.byref(flags), ctypes.byref(active)),
               "cuDevicePrimaryCtxGetState")
        if active.value:
            return True
    return False


def mem_alloc(nbytes: int) -> int:
    ptr = ctypes.c_uint64()
    _check(lib().cuMemAlloc_v2(ctypes.byref(ptr), max(nbytes, 1)), f"cuMemAlloc({nbytes})")
    return ptr.value


def mem_free(ptr: int) -> None:
    _check(lib().cuMemFree_v2(ptr), "cuMemFree")


def handle_bytes(h: _IpcHandle) -> bytes:
    # Not h.reserved: a c_char array reads back only up to its first NUL byte.
    return ctypes.string_at(ctypes.addressof(h), IPC_HANDLE_BYTES)


def make_handle(raw: bytes) -> _IpcHandle:
    if len(raw) != IPC_HANDLE_BYTES:
        raise CudaDriverError(f"malformed IPC handle ({len(raw)} bytes, expected {IPC_HANDLE_BYTES})")
    h = _IpcHandle()
    ctypes.memmove(ctypes.addressof(h), raw, IPC_HANDLE_BYTES)
    return h


def ipc_handle(ptr: int) -> bytes:
    h = _IpcHandle()
    _check(lib().cuIpcGetMemHandle(ctypes.byref(h), ptr), "cuIpcGetMemHandle")
    return handle_bytes(h)


def ipc_open(handle: bytes) -> int:
    h = make_handle(handle)
    ptr = ctypes.c_uint64()
    _check(lib().cuIpcOpenMemHandle_v2(ctypes.byref(ptr), h, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS),
           "cuIpcOpenMemHandle")
    return ptr.value


def ipc_close(ptr: int) -> None:
    _check(lib().cuIpcCloseMemHandle(ptr), "cuIpcCloseMemHandle")
