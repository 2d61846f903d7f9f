// Which candidate may touch the GPU outside the lane, one per device at a time: with a compile pass
// that never touches CUDA, a candidate creates its CUDA context and loads its kernels ("warm")
// only while holding its device's permit, which the pipeline hands on when the holder enters its
// lane. So each warm falls in a lane's first, shared moments, not in another candidate's timing.
#pragma once
#include <condition_variable>
#include <mutex>
#include <set>

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

  // Blocks until no other candidate holds the device's permit.
  Permit acquire(int device);

 private:
  void give_back(int device);
  std::mutex m_;
  std::condition_variable cv_;
  std::set<int> held_;
};

}  // namespace anvil
