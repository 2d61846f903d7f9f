// Locating the Python runtime (see runtime_env.h).
#include "core/runtime_env.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "core/process.h"

namespace anvil {
namespace fs = std::filesystem;

std::string which(const std::string& name) {
  if (name.find('/') != std::string::npos) return fs::exists(name) ? fs::absolute(name).string() : "";
  const char* path = std::getenv("PATH");
  std::stringstream ss(path ? path : "/usr/bin:/bin");
  std::string dir;
  while (std::getline(ss, dir, ':')) {
    fs::path p = fs::path(dir.empty() ? "." : dir) / name;
    if (access(p.c_str(), X_OK) == 0) return fs::absolute(p).string();
  }
  return "";
}

std::map<std::string, std::string> RuntimeEnv::env() const {
  std::map<std::string, std::string> e;
  if (!pythonpath.empty()) {
    const char* old = std::getenv("PYTHONPATH");
    e["PYTHONPATH"] = pythonpath + (old && *old ? std::string(":") + old : "");
  }
  e["PYTHONUNBUFFERED"] = "1";
  e["PYTHONDONTWRITEBYTECODE"] = "1";
  return e;
}

Result<RuntimeEnv> locate_runtime() {
  RuntimeEnv r;
  fs::path exe_dir = fs::path(self_exe()).parent_path();
  if (const char* p = std::getenv("ANVIL_PYTHON"); p && *p) {
    r.python = which(p);
    if (r.python.empty()) return Error{"no_python", std::string("ANVIL_PYTHON=") + p + " is not an executable"};
  } else if (fs::exists(exe_dir / "python3")) {
    r.python = (exe_dir / "python3").string();
  } else {
    r.python = which("python3");
  }
  if (r.python.empty())
    return Error{"no_python", "no python3 found: install Python 3.10+ with torch and triton, or set ANVIL_PYTHON"};
  if (const char* pp = std::getenv("ANVIL_PYTHONPATH"); pp && *pp) {
    r.pythonpath = pp;
  } else {
    // A source checkout: the binary in build/ (or build/<tag>/) and the package in python/.
    for (fs::path d = exe_dir; !d.empty() && d != d.root_path(); d = d.parent_path()) {
      if (fs::exists(d / "python" / "anvil" / "runtime" / "forkserver.py")) {
        r.pythonpath = (d / "python").string();
        break;
      }
    }
  }
  return r;
}

Result<std::string> locate_data(const RuntimeEnv& rt) {
  auto usable = [](const fs::path& d) { return fs::exists(d / "problems") && fs::exists(d / "examples"); };
  if (const char* d = std::getenv("ANVIL_DATA"); d && *d) {
    if (usable(d)) return std::string(d);
    return Error{"no_data", std::string("ANVIL_DATA=") + d + " holds no problems/ and examples/ folders"};
  }
  for (fs::path d = fs::path(self_exe()).parent_path(); !d.empty() && d != d.root_path(); d = d.parent_path())
    if (usable(d) && fs::exists(d / "python" / "anvil")) return d.string();
  std::string cmd = "'" + rt.python + "' -c 'import os, anvil; print(os.path.dirname(anvil.__file__))' 2>/dev/null";
  if (!rt.pythonpath.empty()) cmd = "PYTHONPATH='" + rt.pythonpath + "' " + cmd;
  std::string out;
  if (FILE* p = popen(cmd.c_str(), "r")) {
    char buf[4096];
    while (fgets(buf, sizeof buf, p)) out += buf;
    pclose(p);
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
  if (!out.empty() && usable(fs::path(out) / "data")) return (fs::path(out) / "data").string();
  return Error{"no_data", "cannot find anvil's bundled problems and examples; set ANVIL_DATA to a folder "
                          "holding problems/ and examples/ (the source checkout)"};
}

}  // namespace anvil
