// The --suite and --filter arguments shared by subcommands: a given folder, else anvil's bundled
// problems; the problems whose id contains the filter text.
#pragma once
#include <string>
#include <vector>

#include "core/problem.h"

namespace anvil::cli {

Result<Suite> load_suite_arg(const std::string& path);
std::vector<const Problem*> filter_problems(const Suite& suite, const std::string& filter);

}  // namespace anvil::cli
