"""Moving tensors between the judge and a candidate process without pickling: on the GPU a
dedicated device buffer shared by CUDA IPC, on the CPU a memfd passed over the channel.
Values that are not tensors travel as JSON. Receivers always copy what they are handed."""

from __future__ import annotations

import base64
import mmap
import os

import torch

DTYPES = {str(d).removeprefix("torch."): d for d in (
    torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int8, torch.int16,
    torch.int32, torch.int64, torch.uint8, torch.bool, torch.complex64)}


def dtype_name(dt: torch.dtype) -> str:
    return str(dt).removeprefix("torch.")


class TransportError(Exception):
    pass


class DevicePool:
    """Device buffers that carried an exported tensor, kept for the next export of the same size,
    with their IPC handles; and the peer buffers this process has mapped, by handle. Allocating,
    freeing, exporting and mapping device memory cost milliseconds each, several times per input
    set. drain() gives it all back; the judge drains after every evaluation, so no buffer or
    mapping outlives the candidate it was shared with."""

    def __init__(self):
        self.free: dict[int, list[int]] = {}  # nbytes -> buffers not in use
        self.handles: dict[int, bytes] = {}  # buffer of the pool -> its IPC handle, once asked for
        self.opened: dict[bytes, int] = {}  # a peer's handle -> where it is mapped here

    def take(self, nbytes: int) -> int:
        from anvil.runtime import cuda_driver
        ready = self.free.get(nbytes)
        if ready:
            return ready.pop()
        try:
            ptr = cuda_driver.mem_alloc(nbytes)
        except cuda_driver.DeviceOutOfMemory:
            self.drain_free()  # buffers of other sizes may be what is in the way
            ptr = cuda_driver.mem_alloc(nbytes)
        return ptr

    def give(self, ptr: int, nbytes: int) -> None:
        self.free.setdefault(nbytes, []).append(ptr)

    def handle(self, ptr: int) -> bytes:
        from anvil.runtime import cuda_driver
        if ptr not in self.handles:
            self.handles[ptr] = cuda_driver.ipc_handle(ptr)
        return self.handles[ptr]

    def open(self, handle: bytes) -> int:
        from anvil.runtime import cuda_driver
        if handle not in self.opened:
            self.opened[handle] = cuda_driver.ipc_open(handle)
        return self.opened[handle]

    def drain_free(self) -> None:
        from anvil.runtime import cuda_driver
        for ptrs in self.free.values():
            for ptr in ptrs:
                self.handles.pop(ptr, None)
                cuda_driver.mem_free(ptr)
        self.free.clear()

    def drain(self) -> None:
        """Unmap every peer buffer and free every pooled buffer not in use."""
        if not self.opened and not self.free:
            return
        from anvil.runtime import cuda_driver
        opened, self.opened = self.opened, {}
        for ptr in opened.values():
            cuda_driver.ipc_close(ptr)
        self.drain_free()


POOL = DevicePool()


class Shared:
    """Tensors exported in one message; keeps their backing memory alive until closed (device
    buffers then go back to the pool)."""

    def __init__(self):
        self.fds: list[int] = []
        self._device_ptrs: list[tuple[int, int]] = []  # (buffer, bytes)
        self._maps: list[mmap.mmap] = []

    def close(self) -> None:
        for ptr, nbytes in self._device_ptrs:
            POOL.give(ptr, nbytes)
        self._device_ptrs.clear()
        for m in self._maps:
            m.close()
        self._maps.clear()
        for fd in self.fds:
            os.close(fd)
        self.fds.clear()


# torch's own methods, captured at import: a tensor the candidate touched may carry attributes that
# shadow them (x.detach = ...), which would run its code here, after the audit.
_T = torch.Tensor
_DETACH, _NUMEL, _ELEMENT_SIZE, _CONTIGUOUS, _RESHAPE, _AS = _T.detach, _T.numel, _T.element_size, _T.contiguous, \
    _T.reshape, _T.view
_COPY = _T.copy_
# A tensor's properties read through TensorBase's own descriptors, captured at import: a class
# attribute a candidate sets on torch.Tensor (torch.Tensor.shape = property(...)) would shadow them.
# The candidate runtime reads its outputs through these too.
SHAPE_OF, DTYPE_OF, DEVICE_OF, REQUIRES_GRAD_OF = (torch._C.TensorBase.__dict__[n].__get__
                                                   for n in ("shape", "dtype", "device", "requires_grad"))


def _byte_view(t: torch.Tensor) -> torch.Tensor:
    if not _NUMEL(t):
        return torch.empty(0, dtype=torch.uint8, device=DEVICE_OF(t))
    return _AS(_RESHAPE(_CONTIGUOUS(t), -1), torch.uint8)


class _DevicePtr:
    """Exposes raw device memory to torch through __cuda_array_interface__ (as bytes)."""

    def __init__(self, ptr: int, nbytes: int):
        self.__cuda_array_interface__ = {"shape": (nbytes,), "typestr": "|u1", "data": (ptr, False),
                                         "version": 3, "strides": None, "stream": None}


def _wrap_device(ptr: int, nbytes: int) -> torch.Tensor:
    return torch.as_tensor(_DevicePtr(ptr, nbytes), device="cuda")


def export(values: list, shared: Shared) -> list:
    """Describe values for a message; tensors are copied into memory the peer can map."""
    out = []
    for v in values:
        out.append(_export_one(v, shared))
    return out


def _export_one(v, shared: Shared):
    if isinstance(v, torch.Tensor):
        if type(v) not in (torch.Tensor, torch.nn.Parameter):
            raise TransportError(f"a {type(v).__name__} is not a plain torch.Tensor")  # its methods are its own
        t = _DETACH(v)
        nbytes = _NUMEL(t) * _ELEMENT_SIZE(t)
        desc = {"kind": "tensor", "dtype": dtype_name(DTYPE_OF(t)), "shape": list(SHAPE_OF(t)),
                "nbytes": nbytes, "requires_grad": bool(REQUIRES_GRAD_OF(v))}
        if nbytes == 0:
            desc["where"] = "empty"
            desc["device"] = DEVICE_OF(t).type
            return desc
        if DEVICE_OF(t).type == "cuda":
            ptr = POOL.take(nbytes)
            shared._device_ptrs.append((ptr, nbytes))
            _COPY(_wrap_device(ptr, nbytes), _byte_view(t))
            torch.cuda.synchronize()
            desc["where"] = "cuda_ipc"
            desc["handle"] = base64.b64encode(POOL.handle(ptr)).decode()
        else:
            fd = os.memfd_create("anvil-tensor", os.MFD_CLOEXEC)
            os.ftruncate(fd, nbytes)
            m = mmap.mmap(fd, nbytes)
            shared._maps.append(m)
            _COPY(torch.frombuffer(m, dtype=torch.uint8, count=nbytes), _byte_view(t))
            desc["where"] = "memfd"
            desc["fd"] = len(shared.fds)
            shared.fds.append(fd)
        return desc
    if isinstance(v, torch.dtype):
        return {"kind": "dtype", "name": dtype_name(v)}
    if isinstance(v, (list, tuple)):
        return {"kind": "tuple" if isinstance(v, tuple) else "list",
                "items": [_export_one(x, shared) for x in v]}
    if v is None or isinstance(v, (bool, int, float, str)):
        return {"kind": "value", "value": v}
    raise TransportError(f"cannot pass a value of type {type(v).__name__}")


def load(descs: list, fds: list[int], device: str) -> list:
    """Rebuild values from descriptors; tensors are fresh copies owned by this process."""
    try:
        return [_load_one(d, fds, device) for d in descs]
    finally:
        for fd in fds:
            try:
                os.close(fd)
            except OSError:
                pass


def _load_one(d, fds, device):
    kind = d.get("kind")
    if kind == "value":
        return d["value"]
    if kind == "dtype":
        return DTYPES[d["name"]]
    if kind in ("list", "tuple"):
        items = [_load_one(x, fds, device) for x in d["items"]]
        return tuple(items) if kind == "tuple" else items
    if kind != "tensor":
        raise TransportError(f"unknown value kind {kind!r}")
    dt = DTYPES.get(d["dtype"])
    if dt is None:
        raise TransportError(f"unsupported dtype {d['dtype']!r}")
    shape = [int(s) for s in d["shape"]]
    nbytes = int(d["nbytes"])
    numel = 1
    for s in shape:
        numel *= s
    if numel * torch.empty(0, dtype=dt).element_size() != nbytes:
        raise TransportError("tensor descriptor size does not match its shape and dtype")
    where = d.get("where")
    if where == "empty":
        return torch.empty(shape, dtype=dt, device=device)
    if where == "cuda_ipc":
        # Mapped once per peer buffer (the peer's pool hands the same buffers out again).
        ptr = POOL.open(base64.b64decode(d["handle"]))
        out = torch.empty(nbytes, dtype=torch.uint8, device=device)
        out.copy_(_wrap_device(ptr, nbytes))
        torch.cuda.synchronize()
    elif where == "memfd":
        fd = fds[int(d["fd"])]
        with mmap.mmap(fd, nbytes, prot=mmap.PROT_READ) as m:
            out = torch.empty(nbytes, dtype=torch.uint8, device=device)
            out.copy_(torch.frombuffer(bytearray(m), dtype=torch.uint8))
    else:
        raise TransportError(f"unknown tensor transport {where!r}")
    return out.view(dt).view(shape)
