// Lanes: the judge processes. With one lane per GPU the lane owns its device for everything
// that runs on it; with several, their judges share a GPU gate (runtime/gate.py): checks overlap,
// timing holds the device alone. In interpreter mode there is one lane per core. Workers borrow a
// lane for the GPU part of an evaluation.
#pragma once
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
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
  // Start `count` lanes on device `device` (-1: interpreter mode); several on one GPU share a gate.
  // `gate` forces the gate on (interpreter mode, to test the harness itself).
  Result<bool> add(int device, int count, const std::string& cuda_visible, bool gate = false);
  Lane* acquire(int device);
  void release(Lane* lane);
  // Replace a lane's judge (after it failed or hung); the lane stays borrowed.
  Result<bool> restart(Lane* lane);
  std::vector<int> device_ids() const;
  // Whether several judges share this device (so an evaluation may be retried alone).
  bool shared(int device) const;

 private:
  Result<bool> start_judge(Lane& lane);
  ForkServer& fs_;
  nlohmann::json base_;
  std::string work_dir_;
  std::vector<std::unique_ptr<Lane>> lanes_;
  std::map<int, std::deque<Lane*>> free_;
  std::map<int, std::string> visible_;  // device -> CUDA_VISIBLE_DEVICES value for its processes
  std::map<int, nlohmann::json> gate_;   // device -> {lock, turnstile} files when judges share it
  std::mutex mu_;
  std::condition_variable cv_;
};

}  // namespace anvil
