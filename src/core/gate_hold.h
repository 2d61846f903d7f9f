// The core's side of the GPU gate (runtime/gate.py, two flock(2) files per device): a shared hold,
// as a judge's checks take it, around what the core has a candidate do on the device outside any
// lane (create its CUDA context, load its kernels), so that it never overlaps a timed section.
// Like the judges, it queues at the turnstile, so a timer already waiting goes first.
#pragma once
#include <string>

#include "core/result.h"

namespace anvil {

class GateHold {
 public:
  // Blocks until the gate is held shared (no timer holds it or is queued ahead).
  static Result<GateHold> shared(const std::string& lock_path, const std::string& turnstile_path);
  GateHold() = default;
  GateHold(GateHold&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
  GateHold& operator=(GateHold&& other) noexcept;
  GateHold(const GateHold&) = delete;
  GateHold& operator=(const GateHold&) = delete;
  ~GateHold() { release(); }
  void release();  // idempotent
  bool held() const { return fd_ >= 0; }

 private:
  explicit GateHold(int fd) : fd_(fd) {}
  int fd_ = -1;  // the lock file, held LOCK_SH (an open file of its own: flock locks are per open file)
};

}  // namespace anvil
