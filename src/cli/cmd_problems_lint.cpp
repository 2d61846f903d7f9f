// `anvil problems lint`: finds problems whose verdicts could not be trusted (degenerate outputs,
// input-insensitive or non-deterministic references, CPU/GPU disagreement). Exit 1 on any error.
#include <iostream>

#include "cli/commands.h"
#include "core/engine.h"
#include "cli/suite_arg.h"

namespace anvil::cli {
namespace {

struct LintOpts {
  std::string suite, filter, mode = "auto";
  bool json = false;
};

int run_lint(const LintOpts& o) {
  auto suite = load_suite_arg(o.suite);
  if (!suite) return fail(suite.error().code, suite.error().message);
  EngineOptions eo;
  eo.mode = o.mode;
  eo.tools_only = true;
  auto engine = Engine::start(eo);
  if (!engine) return fail(engine.error().code, engine.error().message);
  nlohmann::json req{{"op", "lint"}, {"mode", (*engine)->mode()}, {"problems", nlohmann::json::array()}};
  for (const auto* p : filter_problems(*suite, o.filter)) req["problems"].push_back(p->to_json());
  std::cerr << "anvil: linting " << req["problems"].size() << " problem(s) on "
            << ((*engine)->mode() == "gpu" ? "the GPU (main shapes)" : "the CPU (cpu shapes)") << "\n";
  auto reply = (*engine)->run_tool(req, 3600);
  if (!reply || !reply->value("ok", false))
    return fail("lint", reply ? reply->value("message", std::string("lint failed")) : reply.error().message);
  int errors = 0, warnings = 0;
  for (const auto& p : (*reply)["problems"]) {
    if (o.json) std::cout << p.dump() << "\n";
    for (const auto& f : p["findings"]) {
      bool err = f.value("severity", "") == "error";
      errors += err;
      warnings += !err;
      if (!o.json)
        std::cout << (err ? "ERROR  " : "warn   ") << p.value("id", "") << "  [" << f.value("check", "") << "] "
                  << f.value("message", "") << "\n";
    }
  }
  std::cerr << "anvil: " << (*reply)["problems"].size() << " problem(s): " << errors << " error(s), " << warnings
            << " warning(s)\n";
  return errors ? 1 : 0;
}

}  // namespace

void add_problems_lint(CLI::App& problems) {
  auto o = std::make_shared<LintOpts>();
  auto* cmd = problems.add_subcommand("lint", "Reject degenerate problems (outputs inside the tolerance, "
                                              "input-insensitive, non-deterministic, CPU/GPU disagreement)");
  cmd->add_option("--suite", o->suite, "Suite folder (default: anvil's bundled problems)");
  cmd->add_option("--filter", o->filter, "Only problem ids containing this text");
  cmd->add_option("--mode", o->mode, "auto, gpu (main shapes, plus CPU/GPU agreement) or cpu (cpu shapes)")
      ->check(CLI::IsMember({"auto", "gpu", "cpu"}));
  cmd->add_flag("--json", o->json, "One JSON object per problem");
  cmd->callback([o] { std::exit(run_lint(*o)); });
}

}  // namespace anvil::cli
