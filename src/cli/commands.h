// Subcommands of the `anvil` binary; each registers its CLI11 options and a handler.
#pragma once
#include <CLI/CLI.hpp>

namespace anvil::cli {

void add_eval(CLI::App& app);
void add_problems(CLI::App& app);
void add_problems_lint(CLI::App& problems);
void add_baseline(CLI::App& app);

// Print an error for the user and return the process exit code for it.
int fail(const std::string& code, const std::string& message);

}  // namespace anvil::cli
