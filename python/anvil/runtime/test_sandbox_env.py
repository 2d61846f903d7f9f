"""The environment a forked child gets from sandbox.scrub_environment, after the fork-server's
imports: temporary files, caches and HOME in the child's scratch folder, nothing else kept."""
import os
import tempfile

from anvil.runtime import forkserver, sandbox


def test_child_temporary_files_go_to_scratch_after_forkserver_imports(tmp_path):
    saved = dict(os.environ)
    forkserver._preload()  # what the fork-server imports before forking (Dynamo asks tempfile)
    tempfile.gettempdir()  # as any import might: tempfile now holds the parent's folder
    os.environ["ANVIL_TEST_SECRET"] = "x"
    os.environ["CUDA_DEVICE_MAX_CONNECTIONS"] = "1"  # set by the core for every runtime process
    try:
        sandbox.scrub_environment(str(tmp_path))
        assert tempfile.gettempdir() == str(tmp_path)
        with tempfile.TemporaryDirectory() as d:  # how Triton builds a kernel's launcher
            assert os.path.dirname(d) == str(tmp_path)
        assert os.environ["HOME"] == str(tmp_path)
        assert os.environ["TRITON_CACHE_DIR"].startswith(str(tmp_path))
        assert "ANVIL_TEST_SECRET" not in os.environ
        # Read by CUDA when the child creates its context, after this scrub: it must survive it.
        assert os.environ["CUDA_DEVICE_MAX_CONNECTIONS"] == "1"
    finally:
        os.environ.clear()
        os.environ.update(saved)
        tempfile.tempdir = None
