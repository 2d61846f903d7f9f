// Per-device budgets of GPU memory: one for candidates in their compile pass, so that many
// candidates preparing at once cannot exhaust the device the lane is judging on, and one for
// evaluations in lanes when several judges share a GPU.
#pragma once
#include <condition_variable>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>

namespace anvil {

class DeviceMemoryBudget {
 public:
  void set_capacity(int device, long long bytes);
  // Block until `bytes` fit on the device (a request larger than the whole budget waits until
  // nothing else holds any, then proceeds alone; while it waits, no new request is let in).
  // Returns the amount actually reserved.
  long long acquire(int device, long long bytes);
  void release(int device, long long bytes);
  long long in_use(int device);

  // acquire() now, release() when the reservation goes out of scope.
  class Reservation {
   public:
    Reservation() = default;
    Reservation(DeviceMemoryBudget& b, int device, long long bytes)
        : budget_(&b), device_(device), bytes_(b.acquire(device, bytes)) {}
    Reservation(const Reservation&) = delete;
    Reservation& operator=(const Reservation&) = delete;
    Reservation& operator=(Reservation&& o) noexcept {
      std::swap(budget_, o.budget_);
      std::swap(device_, o.device_);
      std::swap(bytes_, o.bytes_);
      return *this;
    }
    ~Reservation() {
      if (budget_ && bytes_) budget_->release(device_, bytes_);
    }

   private:
    DeviceMemoryBudget* budget_ = nullptr;
    int device_ = 0;
    long long bytes_ = 0;
  };

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  std::map<int, long long> capacity_, used_;
  std::map<int, int> oversized_waiting_;
};

// Bytes of one tensor spec {"kind": "tensor", "shape": [...], "dtype": "float32"} (0 for values).
long long spec_bytes(const nlohmann::json& spec);
// What a compile pass over these described shapes may hold at once: twice the largest shape's
// inputs (inputs plus outputs of about their size) and a CUDA context.
long long compile_pass_bytes(const nlohmann::json& shapes);
// What one evaluation in a lane may hold at once, judge and candidate together, from a problem's
// description: inputs and outputs exist as the judge's sets, their IPC copies, the candidate's
// copies, clones and outputs, the reference's results and the timing sets on both sides, about
// eight times the bytes the problem moves (its `bytes` count, else twice its inputs), plus two
// CUDA contexts. Used when several judges share a GPU, so that they do not exhaust it together.
long long lane_bytes(const nlohmann::json& description);

}  // namespace anvil
