// Failure hints (see hints.h).
#include "core/hints.h"

#include <regex>

namespace anvil {

static bool failed_float32_output(const nlohmann::json& checks) {
  if (!checks.is_array()) return false;
  for (const auto& c : checks)
    if (c.is_object() && !c.value("ok", true))
      for (const auto& o : c.value("outputs", nlohmann::json::array()))
        if (o.is_object() && !o.value("ok", true) && o.value("dtype", "") == "float32") return true;
  return false;
}

std::string tf32_hint(const std::string& code, const nlohmann::json& checks, const std::string& mode) {
  if (mode != "gpu" || !failed_float32_output(checks)) return "";
  static const std::regex dot(R"(\bdot\s*\()");
  if (!std::regex_search(code, dot)) return "";
  if (code.find("input_precision") != std::string::npos || code.find("allow_tf32") != std::string::npos) return "";
  return "hint: tl.dot rounds float32 inputs to TF32 unless told otherwise; if the error comes from a "
         "matrix product, pass input_precision=\"ieee\" (or accumulate in float32 by other means)";
}

}  // namespace anvil
