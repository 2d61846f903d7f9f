"""What the judge reads from a candidate process's replies, checked before it is read. The runtime
in that process writes well-formed replies only, and never one of the reasons only anvil gives; a
reply that breaks either came from candidate code on the runtime's channel. It is the candidate's
verdict (protocol_violation), never the judge's internal_error, which trainers drop: a candidate
could otherwise dodge a failure's penalty by answering `{"ok": false, "reason": "internal_error"}`.
The C++ core checks the replies it reads itself the same way (src/core/candidate_reply.cpp)."""

from __future__ import annotations

# Reasons that say something about anvil or the problem, not the candidate (docs/reasons.md).
ANVIL_ONLY = frozenset({"ok", "internal_error", "problem_error", "problem_not_found", "no_code", "candidate_lost"})

_NUMBER = (int, float)


def _is_number(v) -> bool:
    return isinstance(v, _NUMBER) and not isinstance(v, bool)


def _strings(v) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


def _numbers(v) -> bool:
    return isinstance(v, list) and all(_is_number(x) for x in v)


def _ints(v) -> bool:
    return isinstance(v, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in v)


def _lists(v) -> bool:
    return isinstance(v, list) and all(isinstance(x, list) for x in v)


def _audit(v) -> bool:
    if not isinstance(v, dict):
        return False
    return (all(_strings(v.get(k, [])) for k in ("triton", "aten", "cuda_kernels"))
            and isinstance(v.get("session_replaced", False), bool)
            and all(v.get(k) is None or _is_number(v[k]) for k in ("to_host_bytes", "host_read_bytes")))


def _parts(v) -> bool:
    return isinstance(v, dict) and all(isinstance(k, str) for k in v)


# Fields the judge reads, by what they must be. A field absent is left to the reader's default.
COMMON = {"ok": lambda v: isinstance(v, bool), "reason": lambda v: isinstance(v, str),
          "note": lambda v: isinstance(v, str),
          "message": lambda v: isinstance(v, str), "stage": lambda v: v is None or isinstance(v, str),
          "fatal": lambda v: isinstance(v, bool)}
ON_SUCCESS = {
    "run": {"outputs": lambda v: isinstance(v, list), "inputs_mutated": _ints, "tuple": lambda v: isinstance(v, bool),
            "seconds": lambda v: v is None or _is_number(v), "audit": lambda v: v is None or _audit(v),
            "own_kernels": _strings, "own_ops": _strings, "threads_new": lambda v: isinstance(v, list),
            "parts": _parts},
    "time": {"device_ms": _numbers, "host_ms": _numbers, "flush_ms": _numbers, "lead_ms": _numbers,
             "gap_ms": _numbers, "wall_ms": _is_number, "cpus": lambda v: v is None or isinstance(v, int),
             "outputs": _lists, "inputs": _lists, "audit": _audit, "own_kernels": _strings, "own_ops": _strings},
    "construct": {"built_on": lambda v: isinstance(v, str)},
}


def _required(msg: dict) -> tuple:
    """Fields a successful reply to msg cannot be without (what the runtime always writes)."""
    op = msg.get("op")
    if op == "run":
        return ("outputs",)
    if op == "time":
        return ("device_ms", "host_ms", "flush_ms", "lead_ms", "wall_ms",
                *(("outputs",) if msg.get("return_outputs") or msg.get("return_inputs") else ()),
                *(("inputs",) if msg.get("return_inputs") else ()), *(("audit",) if msg.get("audit") else ()))
    return ()


def malformed(msg: dict, reply) -> str | None:
    """Why a reply to msg is not one the candidate's runtime writes, or None."""
    op = str(msg.get("op", "?"))
    if not isinstance(reply, dict):
        return f"a reply that is not a JSON object but {type(reply).__name__}"
    checks = dict(COMMON)
    if reply.get("ok") is True:
        checks.update(ON_SUCCESS.get(op, {}))
        for key in _required(msg):
            if key not in reply:
                return f"a reply to {op!r} without {key!r}"
    for key, fits in checks.items():
        if key in reply and not fits(reply[key]):
            return f"field {key!r} of a reply to {op!r} is {type(reply[key]).__name__} {str(reply[key])[:40]!r}"
    if reply.get("ok") is True and op == "time" and "slots" in msg:
        for key in ("outputs", "inputs"):  # one list per slot timed
            if key in reply and len(reply[key]) != len(msg["slots"]):
                return f"a reply to 'time' with {len(reply[key])} {key} for {len(msg['slots'])} input sets"
    if reply.get("ok") is not True and reply.get("reason") in ANVIL_ONLY:
        return (f"a failure with reason {reply['reason']!r}, which only anvil gives"
                f" (its message: {str(reply.get('message', ''))[:120]!r})")
    return None
