// Where the Python runtime lives: the interpreter to run (ANVIL_PYTHON, the python3 beside the
// anvil binary in a virtual environment, or python3 on PATH) and the package path to add.
#pragma once
#include <map>
#include <string>

#include "core/result.h"

namespace anvil {

struct RuntimeEnv {
  std::string python;      // absolute path of the interpreter
  std::string pythonpath;  // prepended to PYTHONPATH ("" when the package is installed)
  // Environment overlay for processes that run the runtime.
  std::map<std::string, std::string> env() const;
};

Result<RuntimeEnv> locate_runtime();

// The folder holding anvil's bundled data (problems/, examples/, solutions/): ANVIL_DATA, a
// source checkout above the binary, or anvil/data inside the installed Python package.
Result<std::string> locate_data(const RuntimeEnv& rt);

// Absolute path of an executable found on PATH ("" when absent).
std::string which(const std::string& name);

}  // namespace anvil
