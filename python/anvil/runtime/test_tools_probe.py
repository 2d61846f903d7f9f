"""The runtime hash in the probe (part of the verdict cache key): it follows the runtime's source
files and ignores its tests."""
from anvil.runtime import tools


def test_runtime_hash_follows_sources_not_tests(tmp_path):
    (tmp_path / "judge.py").write_text("x = 1\n")
    (tmp_path / "test_judge.py").write_text("def test(): pass\n")
    first = tools.runtime_hash(tmp_path)
    assert len(first) == 64 and first == tools.runtime_hash(tmp_path)
    (tmp_path / "test_judge.py").write_text("def test(): assert True\n")
    assert tools.runtime_hash(tmp_path) == first
    (tmp_path / "judge.py").write_text("x = 2\n")
    assert tools.runtime_hash(tmp_path) != first


def test_probe_reports_the_installed_runtime_hash():
    out = tools.probe("cpu")
    assert out["runtime"] == tools.runtime_hash()
