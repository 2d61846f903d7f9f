// Which candidates may touch the GPU outside the lane: with a compile pass that never touches
// CUDA, a candidate creates its CUDA context and loads its kernels ("warm") only while holding one
// of its device's permits, and keeps it until its own timing is done (or its evaluation ends).
// With one permit more than the device has lanes, the next candidate is warm when its lane frees
// and the one after warms between one candidate's timing and the next's (the GPU gate keeps warms
// and timed sections apart): one warm per lane cycle, started early enough not to delay a timer.
#pragma once
#include <condition_variable>
#include <mutex>
#include <map>

namespace anvil {

class WarmPermits {
 public:
  class Permit {
   public:
    Permit() = default;
    Permit(Permit&& other) noexcept;
    Permit& operator=(Permit&& other) noexcept;
    Permit(const Permit&) = delete;
    Permit& operator=(const Permit&) = delete;
    ~Permit() { release(); }
    void release();  // idempotent
    bool held() const { return owner_ != nullptr; }

   private:
    friend class WarmPermits;
    Permit(WarmPermits* owner, int device) : owner_(owner), device_(device) {}
    WarmPermits* owner_ = nullptr;
    int device_ = -1;
  };

  // How many candidates may hold the device's permits at once (default 1).
  void set_capacity(int device, int n);
  // Blocks until one of the device's permits is free.
  Permit acquire(int device);

 private:
  void give_back(int device);
  std::mutex m_;
  std::condition_variable cv_;
  std::map<int, int> held_;      // device -> permits held
  std::map<int, int> capacity_;  // device -> permits (1 when not set)
};

}  // namespace anvil
