// The --suite argument shared by subcommands: a given folder, else anvil's bundled problems.
#pragma once
#include <string>

#include "core/problem.h"

namespace anvil::cli {

Result<Suite> load_suite_arg(const std::string& path);

}  // namespace anvil::cli
