"""The fork-server's bytecode cache: used only when the installed packages have no compiled
modules (each start would compile torch from source), and then written under anvil's cache."""
import json
import subprocess
import sys
from pathlib import Path

SCRIPT = r'''
import json, sys
sys.path.insert(0, sys.argv[1])
sys.dont_write_bytecode = True  # as PYTHONDONTWRITEBYTECODE=1 would have it
from anvil.runtime import forkserver
said = forkserver._bytecode_cache(sys.argv[2], probe="pkg")
import pkg
print(json.dumps({"said": said, "prefix": sys.pycache_prefix, "writes": not sys.dont_write_bytecode}))
'''


def start(tmp_path, compiled_beside: bool) -> dict:
    src = tmp_path / "src"
    (src / "pkg").mkdir(parents=True)
    (src / "pkg" / "__init__.py").write_text("VALUE = 1\n")
    if compiled_beside:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(src)], check=True)
    env = {"PYTHONPATH": str(Path(__file__).resolve().parents[2]), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", SCRIPT, str(src), str(tmp_path / "cache")], env=env,
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_without_compiled_modules_they_go_to_anvils_cache(tmp_path):
    got = start(tmp_path, compiled_beside=False)
    assert got == {"said": "anvil's cache", "prefix": str(tmp_path / "cache"), "writes": True}
    assert list((tmp_path / "cache").rglob("__init__.*.pyc"))  # pkg compiled there, for the next start
    assert not (tmp_path / "src" / "pkg" / "__pycache__").exists()  # never beside the sources


def test_installed_compiled_modules_are_used_as_they_are(tmp_path):
    got = start(tmp_path, compiled_beside=True)
    assert got == {"said": "as installed", "prefix": None, "writes": False}
    assert not (tmp_path / "cache").exists()
