// Settings of an evaluation run: what the judge checks (input sets, tolerances, shapes, timing)
// and the deadline of each stage. Part of the verdict cache key.
#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace anvil {

struct StageDeadlines {
  double load_s = 60;          // static gate + import of the candidate
  double compile_s = 300;      // compile pass (every Triton kernel compiled, nothing launched)
  double correctness_s = 180;  // all input sets and shapes (first launch, autotuning included)
  double timing_s = 120;       // interleaved timing rounds
  double grace_s = 20;         // how long the judge may take to report after a candidate is killed
  nlohmann::json to_json() const;
};

struct TimingConfig {
  bool enabled = true;
  int sets = 3;               // rotating input sets
  double target_rse = 0.002;  // stop once every series' relative standard error is below this
  int min_rounds = 3;
  int max_rounds = 40;
  double budget_s = 6;        // stop after this many seconds of rounds even if not converged
  // The timed rounds begin no sooner than this long after the device's previous lane ended: with
  // the compile pass on the GPU, the candidate started as an evaluation ends creates its CUDA
  // context 0.3-0.5 s later, which slows rounds timed then (the default pass needs no settling).
  double settle_s = 0;
  std::vector<std::string> baselines = {"eager", "inductor"};
};

struct EvalConfig {
  int sets = 5;               // input sets at the main shape
  int extra_sets = 2;         // input sets at each extra shape
  std::optional<double> atol, rtol;  // override problem and dtype defaults
  TimingConfig timing;
  StageDeadlines deadlines;
  std::string static_policy = "full";  // full | minimal (parse, ModelNew, a kernel): for harness tests
  bool dynamic_checks = true;           // audits, grad mode, ghost replay
  double gpu_memory_fraction = 0.4;      // of the device, per candidate
  long long host_memory_bytes = 16LL << 30;  // resident memory per candidate
  bool stored_baselines = false;  // reuse baselines from the store instead of timing them
  // GPU compile pass: "meta" touches no CUDA (meta tensors, the target given; the process has no
  // context yet), and each candidate creates its context and loads its kernels later ("warm"),
  // under one of the device's permits (WarmPermits: one more than it has lanes, each held until its
  // holder's timing is done), holding the GPU gate shared so that no warm overlaps a timed
  // section; "gpu" runs the pass on the device (context,
  // placeholders, glue ops), whenever a worker is free, so also while other candidates are timed.
  std::string compile_pass = "meta";
  // Interpreter mode: every kernel forward launches is also compiled for this GPU target with
  // Triton's compiler (no GPU needed), so a kernel the interpreter runs but a GPU's compiler rejects
  // is a compile_error, as on the GPU. "sm_XY", or "none" to skip the check.
  std::string compile_check = "sm_90";
  // (major, minor) of compile_check's target; nullopt for "none" or a malformed name.
  std::optional<std::pair<int, int>> compile_check_capability() const { return capability_of(compile_check); }
  // (major, minor) of a target named "sm_XY" ("sm_100" is 10.0); nullopt for anything else.
  static std::optional<std::pair<int, int>> capability_of(const std::string& target);

  // What the judge receives.
  nlohmann::json judge_json() const;
  // Everything that changes a verdict (for the cache key).
  nlohmann::json identity() const;
};

}  // namespace anvil
