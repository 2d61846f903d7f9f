"""The audit's reading of which GPU kernels were the candidate's: by name, exactly (Triton 3 names
a kernel's GPU function after the Python function), or with Triton 2's signature suffix only where
that Triton is installed. A prefix is not enough: TorchInductor's kernels are named
`triton_<kind>_fused_<ops>_<n>`, so a kernel of the candidate's called `triton_poi_fused` would
otherwise claim them."""

from anvil.runtime import dynamic_checks as dc


def test_own_kernels_are_matched_by_their_exact_name():
    assert dc._is_own("softmax_kernel", {"softmax_kernel"})
    assert dc._is_own("softmax_kernel(float*, int)", {"softmax_kernel"}, suffixed=False)
    assert not dc._is_own("triton_poi_fused_add_0", {"triton_poi_fused", "triton_poi_fused_add"}, suffixed=False)


def test_the_signature_suffix_of_older_triton_is_accepted_only_there():
    assert dc._is_own("softmax_kernel_0d1d2de", {"softmax_kernel"}, suffixed=True)
    assert not dc._is_own("softmax_kernel_0d1d2de", {"softmax_kernel"}, suffixed=False)
    assert not dc._is_own("triton_per_fused__softmax_0", {"triton_per_fused"}, suffixed=True)


def test_inductor_kernels_beside_an_own_kernel_are_library_compute(monkeypatch):
    monkeypatch.setattr(dc, "_SUFFIXED_NAMES", False)
    report = {"triton": ["triton_poi_fused"], "aten": ["aten::empty_strided"],
              "cuda_kernels": ["triton_poi_fused", "triton_per_fused__softmax_0"]}
    reason, message = dc.classify(report, ["triton_poi_fused"])
    assert reason == "library_compute" and "triton_per_fused__softmax_0" in message


def test_copying_a_tensor_to_the_host_in_forward_is_host_compute():
    own = ["relu_kernel"]
    base = {"triton": ["relu_kernel"], "aten": ["aten::_to_copy"], "cuda_kernels": ["relu_kernel",
                                                                                   "Memcpy DtoH (Device -> Pageable)"]}
    assert dc.classify({**base, "to_host_bytes": 8}, own) is None  # a launch argument read with .item()
    reason, message = dc.classify({**base, "to_host_bytes": 64 << 20}, own)
    assert reason == "host_compute" and "67.1 MB" in message
    assert dc.classify({k: v for k, v in base.items()}, own) is None  # a report without the count


def test_transposes_and_flattening_under_other_names_are_glue():
    # Probe 23: x.mT, x.ravel(), x.hsplit(2), torch.atleast_2d(x) are views and reshapes.
    own = ["relu_kernel"]
    for op in ("aten::mT", "aten::ravel", "aten::hsplit", "aten::atleast_2d"):
        assert dc.classify({"triton": own, "aten": [op, "aten::transpose"], "cuda_kernels": own}, own) is None
    # Probe 24: mH and adjoint are transposes of a real tensor; on a complex one the conjugate bit
    # they set is recorded as aten::_conj (a copy then negates): that stays compute.
    for op in ("aten::mH", "aten::adjoint", "aten::real", "aten::imag"):
        assert dc.classify({"triton": own, "aten": [op, "aten::transpose"], "cuda_kernels": own}, own) is None
    for op in ("aten::mH", "aten::adjoint"):
        reason, message = dc.classify({"triton": own, "aten": [op, "aten::_conj"], "cuda_kernels": own}, own)
        assert reason == "library_compute" and "_conj" in message


def test_a_conjugating_view_is_recorded_as_compute_and_a_real_transpose_is_not():
    import torch
    from torch.profiler import ProfilerActivity, profile

    def ops(fn):
        with profile(activities=[ProfilerActivity.CPU]) as prof:
            fn()
        return dc.computed({"aten": [e.name for e in prof.events()]})

    real, cplx = torch.randn(3, 4), torch.randn(3, 4, dtype=torch.complex64)
    assert ops(lambda: (real.mH.contiguous(), real.adjoint().contiguous(), real.real.contiguous())) == []
    assert "_conj" in ops(lambda: cplx.mH.contiguous())
    assert "_conj" in ops(lambda: cplx.adjoint().contiguous())
    assert ops(lambda: (cplx.real.contiguous(), cplx.imag.contiguous())) == []
