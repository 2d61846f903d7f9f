// The `anvil` binary: subcommands for evaluating candidates and browsing problem suites.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.h"

namespace anvil::cli {
int fail(const std::string& code, const std::string& message) {
  std::cerr << "anvil: error [" << code << "]: " << message << "\n";
  return 2;
}
}  // namespace anvil::cli

int main(int argc, char** argv) {
  CLI::App app{"anvil: judges model-written Triton kernels (correctness, hack resistance, speed) and turns "
               "verdicts into rewards"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "anvil " ANVIL_VERSION);
  anvil::cli::add_eval(app);
  anvil::cli::add_problems(app);
  anvil::cli::add_baseline(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  return 0;
}
