// Host-memory watchdog: polls the resident memory of candidate process groups (the candidate and
// every process it started) and kills any that exceeds its limit (RLIMIT_AS cannot be used: CUDA
// reserves huge virtual ranges).
#pragma once
#include <atomic>
#include <condition_variable>
#include <map>
#include <mutex>
#include <set>
#include <thread>

namespace anvil {

class MemoryWatchdog {
 public:
  explicit MemoryWatchdog(double period_s = 0.1);
  ~MemoryWatchdog();
  void watch(int pid, long long limit_bytes);
  // Stop watching; true if the watchdog killed it for exceeding the limit.
  bool unwatch(int pid);

 private:
  void loop();
  std::mutex mu_;
  std::condition_variable cv_;
  std::map<int, long long> limits_;
  std::set<int> killed_;
  bool stop_ = false;
  double period_s_;
  static constexpr long long kGroupEvery = 5;  // polls between sums over whole process groups
  long long polls_ = 0;
  std::thread thread_;
};

}  // namespace anvil
