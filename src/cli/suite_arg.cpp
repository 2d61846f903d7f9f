// Resolving the --suite argument (see suite_arg.h).
#include "cli/suite_arg.h"

#include "core/runtime_env.h"

namespace anvil::cli {

Result<Suite> load_suite_arg(const std::string& path) {
  if (!path.empty()) return Suite::load(path);
  auto rt = locate_runtime();
  if (!rt) return rt.error();
  auto data = locate_data(*rt);
  if (!data) return data.error();
  return Suite::load(*data + "/problems");
}

std::vector<const Problem*> filter_problems(const Suite& suite, const std::string& filter) {
  std::vector<const Problem*> out;
  for (const auto& p : suite.problems)
    if (filter.empty() || p.id.find(filter) != std::string::npos) out.push_back(&p);
  return out;
}

}  // namespace anvil::cli
