"""Comparing a candidate's outputs with the reference: count, type, shape and dtype must match;
NaN/Inf never pass; values within atol + rtol·|ref| (per-dtype defaults, overridable).
Reports the max absolute and relative error of every output."""

from __future__ import annotations

from dataclasses import dataclass, field

import torch

from anvil.runtime import compare_kernel

DEFAULT_TOL = {torch.float32: 1e-4, torch.float64: 1e-4, torch.complex64: 1e-4,
               torch.float16: 1e-2, torch.bfloat16: 1e-2}


# Elements compared at a time: the widened copies and temporaries of an output of billions of
# elements would otherwise need several times its size in device memory at once.
CHUNK = 1 << 26


def default_tolerance(dtype: torch.dtype) -> float:
    return DEFAULT_TOL.get(dtype, 0.0)


@dataclass
class Comparison:
    ok: bool = True
    reason: str = "ok"
    message: str = ""
    outputs: list = field(default_factory=list)


def as_list(out) -> list:
    return list(out) if isinstance(out, (tuple, list)) else [out]


def compare(cand: list, ref: list, atol: float | None = None, rtol: float | None = None) -> Comparison:
    res = Comparison()
    if len(cand) != len(ref):
        return Comparison(False, "wrong_output_count",
                          f"forward returned {len(cand)} output(s); the reference returns {len(ref)}")
    for i, (c, r) in enumerate(zip(cand, ref)):
        entry = {"index": i}
        res.outputs.append(entry)
        if not isinstance(r, torch.Tensor):
            ok = c == r
            entry.update(ok=bool(ok))
            if not ok:
                return _fail(res, "mismatch", f"output {i}: expected {r!r}, got {c!r}")
            continue
        if not isinstance(c, torch.Tensor):
            return _fail(res, "not_a_tensor", f"output {i} is {type(c).__name__}, expected a tensor")
        entry.update(shape=list(c.shape), dtype=str(c.dtype).removeprefix("torch."))
        if c.shape != r.shape:
            return _fail(res, "shape_mismatch",
                         f"output {i} has shape {tuple(c.shape)}, expected {tuple(r.shape)}")
        if c.dtype != r.dtype:
            return _fail(res, "dtype_mismatch",
                         f"output {i} has dtype {str(c.dtype)[6:]}, expected {str(r.dtype)[6:]}")
        a = default_tolerance(r.dtype) if atol is None else atol
        t = default_tolerance(r.dtype) if rtol is None else rtol
        entry.update(atol=a, rtol=t)
        if c.numel() == 0:
            entry.update(ok=True, max_abs=0.0, max_rel=0.0)
            continue
        if not (r.is_floating_point() or r.is_complex()):
            bad = c != r
            nbad = int(bad.sum())
            entry.update(ok=nbad == 0, max_abs=float((c.long() - r.long()).abs().max()) if nbad else 0.0,
                         max_rel=0.0, mismatched=nbad)
            if nbad:
                return _fail(res, "mismatch", f"output {i}: {nbad} of {c.numel()} integer elements differ")
            continue
        if r.is_complex():  # both parts as elements of their own: .to(float32) drops the imaginary
            # one, so only the real part was compared (red-team round 40); a position's last index
            # in a message is then 0 (real) or 1 (imaginary)
            c, r = torch.view_as_real(c.resolve_conj()), torch.view_as_real(r.resolve_conj())
        wide = torch.float64 if r.dtype == torch.float64 else torch.float32
        cflat, rflat = c.reshape(-1), r.reshape(-1)

        def parts():  # widened a chunk at a time, so only one chunk's copies exist at once
            for k in range(0, c.numel(), CHUNK):
                yield cflat[k:k + CHUNK].to(wide), rflat[k:k + CHUNK].to(wide)

        # Every statistic of every chunk in one pass and one transfer to the host: each sync costs
        # a time slice when several processes share the GPU.
        if compare_kernel.usable(c, r):
            stats = [compare_kernel.errors(c, r, a, t)]
        else:
            stats = torch.stack([_chunk_errors(cf, rf, a, t) for cf, rf in parts()]).tolist()
        nonfinite = int(sum(row[0] for row in stats))
        if nonfinite:
            entry.update(ok=False, nonfinite=nonfinite)
            hint = " (anvil fills fresh allocations with NaN, so this often means part of the output was never written)"
            return _fail(res, "nan_inf", f"output {i} holds {nonfinite} NaN/Inf value(s); NaN/Inf never pass"
                         + (hint if any(bool(torch.isnan(cf).any()) for cf, _ in parts()) else ""))
        nbad = int(sum(row[1] for row in stats))
        max_abs, max_rel = max(row[2] for row in stats), max(row[3] for row in stats)
        entry.update(ok=nbad == 0, max_abs=max_abs, max_rel=max_rel, mismatched=nbad)
        if nbad:
            idx = _first_bad(parts(), a, t)
            pos = tuple(int(x) for x in torch.unravel_index(torch.tensor(idx), c.shape))
            return _fail(res, "mismatch",
                         f"output {i}: {nbad} of {c.numel()} elements outside atol={a:g} rtol={t:g}; "
                         f"max abs error {max_abs:.3g}, max rel error {max_rel:.3g}; first at index "
                         f"{list(pos)}: got {float(cflat[idx]):.6g}, expected {float(rflat[idx]):.6g}")
    return res


def _outside(cf: torch.Tensor, rf: torch.Tensor, atol: float, rtol: float):
    """(absolute error, mask of the elements outside atol + rtol·|ref|) of one chunk. Where the
    reference is NaN or ±Inf every value is outside (`|c - inf| > inf` is false, so any finite
    value passed there; red-team round 40): NaN/Inf never pass, and nothing stands in for them."""
    diff = (cf - rf).abs()
    return diff, (diff > atol + rtol * rf.abs()) | ~torch.isfinite(rf)


def _chunk_errors(cf: torch.Tensor, rf: torch.Tensor, atol: float, rtol: float) -> torch.Tensor:
    """[non-finite elements, elements outside tolerance, max abs error, max rel error] of one chunk,
    on its device (the errors mean something only without non-finite elements)."""
    diff, bad = _outside(cf, rf, atol, rtol)
    f64 = torch.float64  # counts up to a chunk's size stay exact
    return torch.stack([(~torch.isfinite(cf)).sum().to(f64), bad.sum().to(f64), diff.max().to(f64),
                        (diff / rf.abs().clamp_min(1e-12)).max().to(f64)])


def _first_bad(parts, atol: float, rtol: float) -> int:
    """Flat index of the first element outside tolerance."""
    offset = 0
    for cf, rf in parts:
        bad = _outside(cf, rf, atol, rtol)[1].nonzero()
        if bad.numel():
            return offset + int(bad[0])
        offset += cf.numel()
    raise AssertionError("no element outside tolerance")


def _fail(res: Comparison, reason: str, message: str) -> Comparison:
    res.ok = False
    res.reason = reason
    res.message = message
    return res
