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

}  // namespace anvil::cli
