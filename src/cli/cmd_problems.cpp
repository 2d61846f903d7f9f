// `anvil problems list|show`: browse any suite in the KernelBench layout.
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "core/problem.h"
#include "cli/suite_arg.h"

namespace anvil::cli {
namespace {

struct ProblemsOpts {
  std::string suite;
  std::string id;
  bool json = false;
  int level = -1;
};

int run_list(const ProblemsOpts& o) {
  auto s = load_suite_arg(o.suite);
  if (!s) return fail(s.error().code, s.error().message);
  if (o.json) {
    for (const auto& p : s->problems)
      if (o.level < 0 || p.level == o.level) std::cout << p.to_json().dump() << "\n";
  } else {
    std::map<int, int> per_level;
    for (const auto& p : s->problems) {
      if (o.level >= 0 && p.level != o.level) continue;
      per_level[p.level]++;
      std::string tags;
      for (const auto& t : p.meta.value("tags", nlohmann::json::array()))
        tags += (tags.empty() ? "" : ",") + t.get<std::string>();
      printf("%-48s level %d  %s\n", p.id.c_str(), p.level, tags.c_str());
    }
    printf("\n%zu problems in %s:", s->problems.size(), s->root.c_str());
    for (auto [lvl, n] : per_level) printf(" level%d=%d", lvl, n);
    printf("\n");
  }
  for (const auto& sk : s->skipped) std::cerr << "skipped " << sk << "\n";
  return 0;
}

int run_show(const ProblemsOpts& o) {
  auto s = load_suite_arg(o.suite);
  if (!s) return fail(s.error().code, s.error().message);
  auto p = s->find(o.id);
  if (!p) return fail(p.error().code, p.error().message);
  if (o.json) {
    std::cout << (*p)->to_json(true).dump(2) << "\n";
  } else {
    std::cout << "id:       " << (*p)->id << "\nname:     " << (*p)->name << "\nlevel:    " << (*p)->level
              << "\nfile:     " << (*p)->path.string() << "\nmetadata: " << (*p)->meta.dump(2) << "\n\n"
              << (*p)->source;
  }
  return 0;
}

}  // namespace

void add_problems(CLI::App& app) {
  auto* cmd = app.add_subcommand("problems", "List or show the problems of a suite (a folder of levelN/*.py)");
  cmd->require_subcommand(1);
  auto o = std::make_shared<ProblemsOpts>();
  auto* list = cmd->add_subcommand("list", "List problems (variants count as problems)");
  list->add_option("--suite", o->suite, "Suite folder (default: anvil's bundled problems)");
  list->add_option("--level", o->level, "Only this level");
  list->add_flag("--json", o->json, "One JSON object per line");
  list->callback([o] { std::exit(run_list(*o)); });
  auto* show = cmd->add_subcommand("show", "Show one problem's metadata and source");
  show->add_option("id", o->id, "Problem id (e.g. level1/softmax_rows or softmax_rows@bf16)")->required();
  show->add_option("--suite", o->suite, "Suite folder (default: anvil's bundled problems)");
  show->add_flag("--json", o->json, "As JSON");
  show->callback([o] { std::exit(run_show(*o)); });
  add_problems_lint(*cmd);
}

}  // namespace anvil::cli
