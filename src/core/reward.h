// Reward presets (pure functions of a verdict) and group advantages for RL trainers.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/verdict.h"

namespace anvil {

struct RewardSpec {
  std::string preset = "binary";     // binary | kevin | kernelgym | makora | weighted
  std::string baseline = "eager";    // speedup used by kevin/kernelgym/weighted: eager | inductor
  // weighted: w_correct·correct + w_speedup·min(speedup, speedup_cap) + w_fast·[speedup ≥ fast_at]
  //           + w_roofline·roofline_fraction + w_compiled·compiled
  std::map<std::string, double> weights;
};

// Parse "kevin", "weighted:correct=1,speedup=0.5,cap=4", "kernelgym@inductor".
Result<RewardSpec> parse_reward_spec(const std::string& text);

// The reward of a verdict. A verdict that is not correct (or was flagged as a hack) earns 0
// under every preset except the compile/correct terms of `weighted` and kevin's/kernelgym's
// correctness part, as their papers define them.
double reward(const Verdict& v, const RewardSpec& spec);

struct Advantages {
  std::vector<double> values;
  bool zero_variance = false;  // every reward in the group was equal: no learning signal
};

// grpo: (r − mean)/(std + eps) with the sample std; dr_grpo: r − mean; rloo: r − mean(others).
Result<Advantages> group_advantages(const std::vector<double>& rewards, const std::string& method,
                                    double eps = 1e-6);

// Multi-turn discounted returns R_t = r_t + gamma · R_{t+1}.
std::vector<double> discounted_returns(const std::vector<double>& rewards, double gamma);

}  // namespace anvil
