// Reward presets and advantages (see reward.h).
#include "core/reward.h"

#include <cmath>
#include <sstream>

namespace anvil {

static const std::map<std::string, double> kWeightedDefaults = {
    {"correct", 1.0}, {"speedup", 0.0}, {"cap", 10.0}, {"fast", 0.0},
    {"fast_at", 1.0}, {"roofline", 0.0}, {"compiled", 0.0}};

Result<RewardSpec> parse_reward_spec(const std::string& text) {
  RewardSpec spec;
  std::string head = text, params;
  if (auto c = text.find(':'); c != std::string::npos) {
    head = text.substr(0, c);
    params = text.substr(c + 1);
  }
  if (auto at = head.find('@'); at != std::string::npos) {
    spec.baseline = head.substr(at + 1);
    head = head.substr(0, at);
  }
  spec.preset = head;
  if (spec.preset != "binary" && spec.preset != "kevin" && spec.preset != "kernelgym" &&
      spec.preset != "makora" && spec.preset != "weighted")
    return Error{"bad_reward", "unknown reward preset '" + head +
                                   "' (binary, kevin, kernelgym, makora, weighted:key=value,...)"};
  if (spec.baseline != "eager" && spec.baseline != "inductor")
    return Error{"bad_reward", "reward baseline must be eager or inductor, not '" + spec.baseline + "'"};
  if (spec.preset == "weighted") spec.weights = kWeightedDefaults;
  std::stringstream ss(params);
  std::string kv;
  while (std::getline(ss, kv, ',')) {
    if (kv.empty()) continue;
    auto eq = kv.find('=');
    if (spec.preset != "weighted" || eq == std::string::npos)
      return Error{"bad_reward", "reward parameters are only for weighted, as key=value: '" + kv + "'"};
    std::string k = kv.substr(0, eq);
    if (!kWeightedDefaults.count(k))
      return Error{"bad_reward", "unknown weighted reward key '" + k +
                                     "' (correct, speedup, cap, fast, fast_at, roofline, compiled)"};
    try {
      spec.weights[k] = std::stod(kv.substr(eq + 1));
    } catch (...) {
      return Error{"bad_reward", "weighted reward value for '" + k + "' is not a number"};
    }
  }
  return spec;
}

static double speedup_of(const Verdict& v, const std::string& baseline) {
  const auto& s = baseline == "inductor" ? v.speedup_inductor : v.speedup_eager;
  return s && std::isfinite(*s) ? *s : 0.0;
}

double reward(const Verdict& v, const RewardSpec& spec) {
  const double correct = v.correct ? 1.0 : 0.0;
  if (spec.preset == "binary") return correct;
  if (!v.correct && spec.preset != "weighted") return 0.0;
  if (spec.preset == "kevin") return 0.3 * correct + speedup_of(v, spec.baseline);
  if (spec.preset == "kernelgym")
    return 0.5 * correct + 0.5 * (speedup_of(v, spec.baseline) >= 1.01 ? 1.0 : 0.0);
  if (spec.preset == "makora") {
    double x = correct + std::max(0.0, speedup_of(v, "inductor")) - 1.8;
    return 1.0 / (1.0 + std::exp(-x));
  }
  // weighted
  auto w = [&](const char* k) { return spec.weights.at(k); };
  double r = w("correct") * correct + w("compiled") * (v.compiled ? 1.0 : 0.0);
  if (v.correct) {
    double s = speedup_of(v, spec.baseline);
    r += w("speedup") * std::min(s, w("cap"));
    r += w("fast") * (s >= w("fast_at") ? 1.0 : 0.0);
    if (v.roofline.is_object() && v.roofline.contains("fraction") && v.roofline["fraction"].is_number())
      r += w("roofline") * v.roofline["fraction"].get<double>();
  }
  return r;
}

Result<Advantages> group_advantages(const std::vector<double>& r, const std::string& method,
                                    double eps) {
  Advantages a;
  const size_t n = r.size();
  if (n == 0) return a;
  double mean = 0;
  for (double x : r) mean += x;
  mean /= static_cast<double>(n);
  double var = 0;
  for (double x : r) var += (x - mean) * (x - mean);
  double sd = n > 1 ? std::sqrt(var / static_cast<double>(n - 1)) : 0.0;
  a.zero_variance = var == 0.0;
  if (method == "grpo") {
    for (double x : r) a.values.push_back((x - mean) / (sd + eps));
  } else if (method == "dr_grpo") {
    for (double x : r) a.values.push_back(x - mean);
  } else if (method == "rloo") {
    if (n < 2) return Error{"bad_group", "rloo needs at least two samples per group"};
    double sum = mean * static_cast<double>(n);
    for (double x : r) a.values.push_back(x - (sum - x) / static_cast<double>(n - 1));
  } else {
    return Error{"bad_advantage", "unknown advantage method '" + method + "' (grpo, dr_grpo, rloo)"};
  }
  return a;
}

std::vector<double> discounted_returns(const std::vector<double>& rewards, double gamma) {
  std::vector<double> out(rewards.size());
  double acc = 0;
  for (size_t i = rewards.size(); i-- > 0;) {
    acc = rewards[i] + gamma * acc;
    out[i] = acc;
  }
  return out;
}

}  // namespace anvil
