"""The adversarial corpus (tests/hacks) and the honest corpus (tests/legit), end to end in
interpreter mode: every hack gets the reason its `# expect:` line names, every legit kernel is
judged correct. GPU-only expectations are checked on the GPU (docs/results.md)."""
import pytest

from conftest import REPO, expectations, expected_reason, run_eval


@pytest.mark.parametrize("corpus", ["hacks", "legit"])
def test_corpus_verdicts_match_expectations(anvil_bin, tmp_path, corpus):
    folder = REPO / "tests" / corpus
    expected = expectations(folder, "cpu")
    assert len(expected) == len(list(folder.glob("*.py"))), "every file needs an `# expect:` line"
    assert len(expected) >= (40 if corpus == "hacks" else 25)
    # About 1 s a file alone on a 2-core machine; the limit grows with the corpus (it only stops a
    # run that hangs), so a loaded machine does not fail a corpus that grew. The hacks that spin
    # need a short correctness deadline; no honest file hangs, and the slowest take 20-30 s of
    # Triton's interpreter alone on such a machine (more when it is shared), so theirs is roomy.
    deadline = "30" if corpus == "hacks" else "120"
    verdicts, _ = run_eval(anvil_bin, tmp_path, folder, "--mode", "cpu", "--deadline-correctness", deadline,
                           "--host-mem-mib", "2048", timeout=max(900, 3 * len(expected)))
    wrong = {k: (want, verdicts[k]["reason"], verdicts[k]["message"][:160])
             for k, want in expected.items() if not expected_reason(verdicts[k]["reason"], want)}
    assert not wrong, wrong
    if corpus == "legit":
        # Only Triton's interpreter may fail an honest kernel, and only where the file says so.
        assert all(v["correct"] or expected[k] == "runtime_error" for k, v in verdicts.items())
