// Lanes: the judge processes. With one lane per GPU the lane owns its device for everything
// that runs on it; with several, their judges share a GPU gate (runtime/gate.py): checks overlap,
// timing holds the device alone. In interpreter mode there is one lane per core. Workers borrow a
// lane for the GPU part of an evaluation. Judges start in the background (each creates its CUDA
// context), so candidates' compile passes begin meanwhile; acquire() waits for a started one.
#pragma once
#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "core/forkserver.h"

namespace anvil {

struct Lane {
  int index = 0;
  int device = -1;  // visible-device index; -1 in interpreter mode
  ForkServer::Child judge;
  std::string log_path;
  int evaluations = 0;
};

class LanePool {
 public:
  LanePool(ForkServer& fs, nlohmann::json judge_config_base, std::string work_dir);
  ~LanePool();  // waits for judges still starting
  // Start `count` lanes on device `device` (-1: interpreter mode) in the background; several on
  // one GPU share a gate. `gate` forces the gate on: for the core's own holds (gate_hold.h), and in
  // interpreter mode to test the harness itself.
  void add(int device, int count, const std::string& cuda_visible, bool gate = false);
  // The cores judges started from now on run on (cpu_sets.h; empty: any). Before add().
  void set_cores(std::vector<int> cores);
  // Wait until every judge added so far has started or failed; the first failure, if any.
  Result<bool> wait_started();
  // A free lane on the device, waiting for one; nullptr when no judge on it could start
  // (start_error() says why).
  Lane* acquire(int device);
  void release(Lane* lane);
  // Replace a lane's judge (after it failed or hung); the lane stays borrowed.
  Result<bool> restart(Lane* lane);
  std::vector<int> device_ids() const;
  // Whether several judges share this device (so an evaluation may be retried alone).
  bool shared(int device) const;
  // The device's gate files ({lock, turnstile}; null when it has no gate).
  nlohmann::json gate_files(int device) const;
  std::string start_error();
  // When a lane on the device was last given back (CLOCK_MONOTONIC seconds; 0: never).
  double last_release_s(int device);
  // Seconds from the first add() until every judge had started (-1 while some are starting).
  double started_after_s();

 private:
  nlohmann::json judge_config(const Lane& lane) const;  // with mu_ held
  Result<bool> start_judge(Lane& lane, const nlohmann::json& cfg);
  ForkServer& fs_;
  nlohmann::json base_;
  std::string work_dir_;
  std::vector<std::unique_ptr<Lane>> lanes_;
  std::vector<int> devices_;
  std::map<int, std::deque<Lane*>> free_;
  std::map<int, int> starting_;  // device -> judges not yet started nor failed
  std::map<int, int> started_;   // device -> judges that started
  std::map<int, int> count_;     // device -> judges
  std::map<int, std::string> visible_;  // device -> CUDA_VISIBLE_DEVICES value for its processes
  std::map<int, nlohmann::json> gate_;   // device -> {lock, turnstile} files when judges share it
  std::vector<int> cores_;               // where judges run (empty: anywhere)
  std::vector<std::thread> starters_;
  std::string start_error_;
  std::chrono::steady_clock::time_point t_first_add_{};
  double started_after_s_ = -1;
  std::map<int, double> last_release_;
  mutable std::mutex mu_;
  std::condition_variable cv_;
};

}  // namespace anvil
