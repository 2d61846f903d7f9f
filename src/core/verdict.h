// The verdict: everything anvil decided about one candidate, as raw parts (stage reached,
// compiled, correct, errors, times, speedups, roofline, flags, reason). Rewards derive from it.
#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace anvil {

// Pipeline stages, in order. A verdict's `stage` is the last one entered.
inline constexpr const char* kStages[] = {"extract", "static", "build", "correctness", "timing", "done"};

struct TimingStat {
  double median_ms = 0, iqr_ms = 0, mean_ms = 0, rse = 0;
  double host_ms = 0;  // median host time to issue one call (diagnostic; samples are GPU time)
  int samples = 0;
  nlohmann::json to_json() const;
  static TimingStat from_json(const nlohmann::json& j);
};

struct Verdict {
  std::string id;        // the candidate's id in its batch
  std::string problem;   // problem id
  std::string stage = "extract";
  bool compiled = false;
  bool correct = false;
  std::string reason = "internal_error";  // stable code; "ok" when correct (docs/verdict.md)
  std::string message;                    // short, fit to feed back to a model
  nlohmann::json checks = nlohmann::json::array();  // per shape/set: errors of each output

  std::string timing_status = "not_reached";  // measured | unavailable | not_reached | failed
  std::optional<TimingStat> candidate, eager, inductor;
  nlohmann::json timing_detail = nullptr;  // rounds, convergence, seconds spent, baseline notes
  std::optional<double> speedup_eager, speedup_inductor;
  nlohmann::json roofline = nullptr;  // {flops, bytes, sol_ms, fraction} when known
  std::vector<std::string> flags;
  nlohmann::json device = nullptr;    // {name, mode}
  nlohmann::json durations = nlohmann::json::object();  // seconds spent per stage
  bool cached = false;                // served from the verdict cache (verdict_cache.h)
  nlohmann::json sandbox = nullptr;   // the sandbox report when a layer could not be applied

  nlohmann::json to_json() const;
  static Verdict from_json(const nlohmann::json& j);

  // A verdict that failed at `stage` for `reason`.
  static Verdict failure(std::string id, std::string problem, std::string stage,
                         std::string reason, std::string message);
  bool has_flag(const std::string& f) const;
};

}  // namespace anvil
