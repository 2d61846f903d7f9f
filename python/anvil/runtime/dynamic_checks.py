"""The judge's reading of the candidate's audit reports: did its own Triton kernels run, did any
PyTorch/library compute run beyond allocation, copies and fills, did it start threads. Pure
functions of the report; the evidence is gathered by audit.py inside the candidate process."""

from __future__ import annotations

import re

GLUE_ATEN = {
    "empty", "empty_like", "empty_strided", "zeros", "zeros_like", "zero_", "fill_", "ones", "ones_like",
    "full", "full_like", "new_empty", "new_empty_strided", "new_zeros", "new_ones", "new_full", "arange",
    "view", "view_as", "reshape", "reshape_as", "_reshape_alias", "_unsafe_view", "as_strided", "contiguous",
    "clone", "copy_", "to", "_to_copy", "type_as", "transpose", "t", "permute", "expand", "expand_as",
    "squeeze", "unsqueeze", "flatten", "unflatten", "select", "slice", "narrow", "split", "split_with_sizes",
    "chunk", "unbind", "detach", "detach_", "alias", "lift", "lift_fresh", "lift_fresh_copy", "resolve_conj",
    "resolve_neg", "item", "_local_scalar_dense", "is_nonzero", "result_type", "promote_types", "can_cast",
    "movedim", "swapaxes",
    "swapdims", "requires_grad_", "size", "stride", "numel", "dim", "is_contiguous", "sym_size",
    "sym_stride", "sym_numel", "sym_storage_offset", "_has_compatible_shallow_copy_type", "set_",
    "_copy_from", "_copy_from_and_resize", "cpu", "cuda", "_pin_memory", "is_pinned", "scalar_tensor",
    "_nested_tensor_from_mask_left_aligned", "resize_", "as_strided_", "empty_permuted", "_efficientzerotensor",
    "record_stream", "numpy_T", "matrix_H", "lift_", "_to_dense", "broadcast_to", "broadcast_tensors", "moveaxis", "tensor_split",
    "unfold", "diagonal", "view_as_real", "view_as_complex", "unsqueeze_", "squeeze_", "t_", "transpose_",
    # Views and reshapes under other names (probe 23): `x.mT` is transpose(-2, -1), ravel is
    # reshape(-1), hsplit/vsplit/dsplit are tensor_split, atleast_Nd unsqueeze.
    "mT", "ravel", "hsplit", "vsplit", "dsplit", "atleast_1d", "atleast_2d", "atleast_3d",
    # `x.mH`/`x.adjoint()` are transpose(-2, -1) on a real tensor (probe 24); on a complex one they
    # also set the conjugate bit, recorded as aten::_conj (not glue: a copy resolves it into a
    # negation), as `x.H` (matrix_H) is. `real`/`imag` are views (view_as_real + select).
    "mH", "adjoint", "real", "imag",
}
GLUE_KERNEL = re.compile(r"fill|Fill|copy|Copy|memcpy|Memcpy|memset|Memset|zero|Zero|arange", re.S)


def _aten(name: str) -> str:
    return name.split("::", 1)[1] if "::" in name else name


def computed(report: dict, own_ops=()) -> list[str]:
    """The operators beyond glue the audited calls ran (aten's and every other namespace's, but
    for the operators the candidate's module made itself: own_ops, "ns::name")."""
    return sorted({_aten(op) for op in report.get("aten", []) if _aten(op) not in GLUE_ATEN and op not in own_ops})


def nothing_computed(report: dict, own_ops=()) -> bool:
    """No Triton kernel, no PyTorch compute and no GPU kernel beyond copies and fills ran."""
    return not (report.get("triton") or computed(report, own_ops)
                or any(not GLUE_KERNEL.search(k) for k in report.get("cuda_kernels", [])))


# Bytes forward may copy from the GPU to the host (launch arguments read with .item() or a small
# .tolist() are bytes to kilobytes): more is a tensor's worth, computed on there in plain Python.
TO_HOST_LIMIT = 1 << 20
# Bytes of host tensors forward may read into Python in interpreter mode (`.tolist()`, `.item()`, a
# storage's elements), where the inputs are on the host and nothing is copied (so TO_HOST_LIMIT never
# applies): launch arguments are a few scalars; a tensor's worth is the ReLU computed in a list
# comprehension (red-team round 41). Round 41's 4 KiB held a small input's worth: an embedding's 96
# ids (768 bytes) read and each row moved by glue copies (red-team round 42). 256 bytes keeps the CPU
# shapes' proportion to the GPU's 1 MiB (about 1/4000 of an input either way, so a candidate is not
# judged stricter without a GPU than with one) and 32 int64 launch arguments; the legit corpus reads
# at most 32 bytes a call.
HOST_READ_LIMIT = 256


def classify(report: dict, own_kernels: list[str], grad: bool = False, own_ops=()) -> tuple[str, str] | None:
    """(reason, message) when the audited forward call breaks a rule, else None."""
    if report.get("session_replaced"):
        return ("audit_tampered", "the profiler session anvil audits forward with was stopped and replaced during "
                                  "forward: leave profilers alone (no profiling in forward)")
    to_host = int(report.get("to_host_bytes") or 0)
    if to_host > TO_HOST_LIMIT:
        return ("host_compute", f"forward copied {to_host / 1e6:.3g} MB from the GPU to the host: compute on the GPU "
                                "with your kernels (reading a launch argument with .item() is fine)")
    read = int(report.get("host_read_bytes") or 0)
    if read > HOST_READ_LIMIT:
        return ("host_compute", f"forward read {read} bytes of tensor values into Python (.tolist(), .item(), a "
                                "storage's elements): compute with your kernels, and let them read indices and "
                                f"lengths themselves (reading a few launch arguments, {HOST_READ_LIMIT} bytes, is "
                                "fine)")
    launched = set(report.get("triton", []))
    own = set(own_kernels)
    compute = computed(report, set(own_ops))
    if not (launched & own):
        return ("no_kernel_ran",
                "none of your Triton kernels ran during forward" + (" with autograd enabled" if grad else "")
                + (f" (launched: {', '.join(sorted(launched))})" if launched else "")
                + (f" (PyTorch computed: {', '.join(compute[:6])})" if compute else ""))
    if compute:
        return ("library_compute", "PyTorch computed during forward: " + ", ".join(compute[:6])
                + "; only allocation, views, casts, copies and fills may run outside your kernels")
    foreign = sorted(k for k in report.get("cuda_kernels", [])
                     if not _is_own(k, own) and not GLUE_KERNEL.search(k))
    if foreign:
        return ("library_compute", "GPU kernels that are not yours ran during forward: "
                + ", ".join(_short(k) for k in foreign[:4]))
    return None


def _triton_before_3() -> bool:
    try:
        import triton
        return int(triton.__version__.split(".")[0]) < 3
    except (ImportError, ValueError):
        return False


# Triton before 3.0 named a kernel's GPU function after the Python function plus a signature
# suffix (`_0d1d2de`); since then by the Python function alone. Only that suffix is accepted:
# a looser prefix match let `triton_poi_fused` claim TorchInductor's `triton_poi_fused_add_0`.
LEGACY_SUFFIX = re.compile(r"(\d+c?d?e?)+")
_SUFFIXED_NAMES = _triton_before_3()


def _is_own(kernel: str, own: set, suffixed: bool | None = None) -> bool:
    base = kernel.split("(")[0].split("<")[0].strip()
    if base in own:
        return True
    if not (_SUFFIXED_NAMES if suffixed is None else suffixed):
        return False
    return any(base.startswith(k + "_") and LEGACY_SUFFIX.fullmatch(base[len(k) + 1:]) for k in own)


def _short(name: str) -> str:
    return name if len(name) <= 80 else name[:77] + "..."
