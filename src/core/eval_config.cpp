// Evaluation settings serialisation (see eval_config.h).
#include "core/eval_config.h"

namespace anvil {
using nlohmann::json;

json StageDeadlines::to_json() const {
  return {{"load_s", load_s}, {"compile_s", compile_s}, {"correctness_s", correctness_s},
          {"timing_s", timing_s}};
}

json EvalConfig::judge_json() const {
  json j{{"sets", sets},
         {"dynamic_checks", dynamic_checks},
         {"extra_sets", extra_sets},
         {"timing", timing.enabled},
         {"baselines", timing.baselines},
         {"timing_config",
          {{"sets", timing.sets}, {"target_rse", timing.target_rse}, {"min_rounds", timing.min_rounds},
           {"max_rounds", timing.max_rounds}, {"budget_s", timing.budget_s}, {"settle_s", timing.settle_s}}}};
  if (atol) j["atol"] = *atol;
  if (rtol) j["rtol"] = *rtol;
  return j;
}

json EvalConfig::identity() const {
  json j = judge_json();
  j["gpu_memory_fraction"] = gpu_memory_fraction;
  j["static_policy"] = static_policy;
  // A candidate that hangs or grows past its memory is judged by these limits (hang_*, host_oom).
  j["deadlines"] = deadlines.to_json();
  j["host_memory_bytes"] = host_memory_bytes;
  // Speedups against stored baselines come from another run (the stored numbers themselves are
  // versioned by GPU, torch, Triton and problem source, which the key holds already).
  if (stored_baselines) j["stored_baselines"] = true;
  // Interpreter mode's verdicts depend on the target its compile check compiles for.
  if (compile_check != "sm_90") j["compile_check"] = compile_check;
  return j;
}

std::optional<std::pair<int, int>> EvalConfig::capability_of(const std::string& target) {
  // "sm_90" -> (9, 0), "sm_100" -> (10, 0): the last digit is the minor version.
  if (target.size() < 5 || target.rfind("sm_", 0) != 0) return std::nullopt;
  const std::string digits = target.substr(3);
  for (char c : digits)
    if (c < '0' || c > '9') return std::nullopt;
  return std::pair{std::stoi(digits.substr(0, digits.size() - 1)), digits.back() - '0'};
}

}  // namespace anvil
