"""The judge reading values a candidate's reply describes: the runtime's own descriptions load; one
its runtime never writes (candidate code on the channel) is the candidate's protocol_violation, not
the judge's internal_error (a verdict trainers drop, so it would have dodged the failure's penalty)."""
import pytest
import torch

from anvil.runtime.judge import Verdict, load_from_candidate


def test_the_runtimes_own_descriptions_load():
    got = load_from_candidate([{"kind": "value", "value": 3},
                               {"kind": "tuple", "items": [{"kind": "dtype", "name": "float32"}]},
                               {"kind": "tensor", "dtype": "float32", "shape": [0, 4], "nbytes": 0,
                                "where": "empty", "device": "cpu"}], [], "cpu")
    assert got[0] == 3 and got[1] == (torch.float32,)
    assert got[2].shape == (0, 4) and got[2].dtype == torch.float32


@pytest.mark.parametrize("descs", [
    [5],  # not a description
    [{"kind": "list"}],  # no items
    [{"kind": "dtype", "name": "float99"}],
    [{"kind": "tensor", "dtype": "float32", "shape": [2], "nbytes": 7, "where": "memfd", "fd": 0}],
    [{"kind": "tensor", "dtype": "float32", "shape": [2], "nbytes": 8, "where": "memfd", "fd": 3}],  # no such fd
    [{"kind": "tensor", "dtype": "float32", "shape": ["x"], "nbytes": 8, "where": "empty"}],
    [{"kind": "bytes"}],
])
def test_a_description_the_runtime_never_writes_is_the_candidates_verdict(descs):
    with pytest.raises(Verdict) as e:
        load_from_candidate(descs, [], "cpu")
    assert e.value.reason == "protocol_violation"
    assert "candidate code reached the runtime's channel" in e.value.message
