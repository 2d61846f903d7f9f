// The evaluation engine: starts the Python runtime (fork-server, judges), learns the devices,
// and runs batches: compile and correctness preparation overlap across CPU workers while each
// GPU lane judges one candidate at a time. Produces one verdict per task.
#pragma once
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/cpu_sets.h"
#include "core/device_memory.h"
#include "core/eval_config.h"
#include "core/forkserver.h"
#include "core/lanes.h"
#include "core/problem.h"
#include "core/task.h"
#include "core/verdict.h"
#include "core/warm_permits.h"
#include "core/watchdog.h"

namespace anvil {

struct EngineOptions {
  std::string mode = "auto";  // auto | gpu | cpu (Triton's interpreter)
  int workers = 0;            // concurrent candidates in their CPU phase; 0 = automatic
  int lanes_per_gpu = 1;
  int cpu_lanes = 0;          // interpreter-mode lanes; 0 = number of cores
  bool cpu_gate = false;      // interpreter-mode judges share a gate, as on a GPU (harness tests)
  bool sandbox = true;        // kernel-level sandbox for candidate processes (docs/security.md)
  bool sandbox_uid = true;    // as root, run each candidate under a uid of its own
  bool tools_only = false;    // no judges: for lint and baseline, which run trusted tools only
  std::string work_dir;       // scratch root; "" = a fresh folder under $TMPDIR
  bool keep_work = false;     // keep scratch folders and logs after the run
  EvalConfig eval;
};

// What the judge needs to know about a problem, gathered once per run.
struct ProblemInfo {
  const Problem* problem = nullptr;
  nlohmann::json description;  // from the runtime's `describe` tool
  std::string error;           // non-empty when the problem cannot be used
};

class Engine {
 public:
  static Result<std::unique_ptr<Engine>> start(const EngineOptions& opts);
  ~Engine();

  const std::string& mode() const { return mode_; }
  const nlohmann::json& probe() const { return probe_; }
  const std::string& work_dir() const { return work_dir_; }
  nlohmann::json device_json(int device) const;
  const EngineOptions& options() const { return opts_; }
  // Seconds each start-up step took: runtime_s (fork-server, imports included), probe_s,
  // sandbox_test_s, describe_s (the first run), judges_s (from the judges' start until all had
  // started, in the background; null while some are starting), runtime_imports_s and
  // runtime_imports (seconds per module the fork-server preloads).
  nlohmann::json startup() const;

  // Run one request in a fresh trusted tool process; `on_event` sees its progress messages.
  Result<nlohmann::json> run_tool(const nlohmann::json& request, double timeout_s,
                                  const std::function<void(const nlohmann::json&)>& on_event = {});

  // Describe problems through the runtime (cached per problem id).
  std::map<std::string, ProblemInfo> describe(const std::vector<const Problem*>& problems);

  // Evaluate tasks against a suite; sink receives each verdict as it is decided (serialised).
  void run(const std::vector<Task>& tasks, const Suite& suite,
           const std::function<void(const Verdict&)>& sink);

  // Pieces used by the per-candidate pipeline.
  ForkServer& forkserver() { return *fs_; }
  LanePool& lanes() { return *lanes_; }
  MemoryWatchdog& watchdog() { return watchdog_; }
  DeviceMemoryBudget& device_memory() { return device_memory_; }
  // Memory of evaluations in lanes, when several judges share a GPU (lane_bytes each).
  DeviceMemoryBudget& lane_memory() { return lane_memory_; }
  // After a compile pass without CUDA: who may create a CUDA context and load kernels now.
  WarmPermits& warm_permits() { return warm_permits_; }
  std::string cuda_visible(int device) const;
  // Sandbox settings for the next candidate process (a uid of its own when running as root).
  nlohmann::json sandbox_config();
  // What the sandbox self-test found: the layers that work here and those it had to drop.
  const nlohmann::json& sandbox_status() const { return sandbox_status_; }
  // Baselines from the store that verdicts reuse instead of timing them ({problem id: {eager,
  // inductor, measured_at}}; anvil eval --stored-baselines). Set before run().
  void set_stored_baselines(nlohmann::json b) { stored_baselines_ = std::move(b); }
  const nlohmann::json& stored_baselines() const { return stored_baselines_; }
  const std::string& sandbox_lib() const { return sandbox_lib_; }
  // Cores for candidates before their lane and for the lanes (cpu_sets.h); GPU mode only.
  const CpuSplit& cpus() const { return cpus_; }

 private:
  Engine() = default;
  EngineOptions opts_;
  std::string mode_;
  std::string work_dir_;
  bool own_work_dir_ = false;
  nlohmann::json probe_;
  nlohmann::json startup_ = nlohmann::json::object();
  std::unique_ptr<ForkServer> fs_;
  std::unique_ptr<LanePool> lanes_;
  MemoryWatchdog watchdog_;
  DeviceMemoryBudget device_memory_;
  DeviceMemoryBudget lane_memory_;
  WarmPermits warm_permits_;
  std::map<std::string, ProblemInfo> described_;
  std::map<int, std::string> visible_;
  std::string sandbox_lib_;
  nlohmann::json sandbox_status_ = nlohmann::json::object();
  nlohmann::json stored_baselines_ = nlohmann::json::object();
  nlohmann::json sandbox_overrides_ = nlohmann::json::object();  // what the self-test had to relax
  CpuSplit cpus_;
  Result<bool> sandbox_self_test();
  std::atomic<long long> next_uid_{0};
};

}  // namespace anvil
