// Host-memory watchdog (see watchdog.h).
#include "core/watchdog.h"

#include <signal.h>
#include <unistd.h>


#include "core/process.h"

namespace anvil {

MemoryWatchdog::MemoryWatchdog(double period_s) : period_s_(period_s), thread_([this] { loop(); }) {}

MemoryWatchdog::~MemoryWatchdog() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void MemoryWatchdog::watch(int pid, long long limit) {
  std::lock_guard<std::mutex> lock(mu_);
  limits_[pid] = limit;
}

bool MemoryWatchdog::unwatch(int pid) {
  std::lock_guard<std::mutex> lock(mu_);
  limits_.erase(pid);
  return killed_.erase(pid) > 0;
}

void MemoryWatchdog::loop() {
  std::unique_lock<std::mutex> lock(mu_);
  while (!stop_) {
    cv_.wait_for(lock, std::chrono::microseconds(static_cast<long long>(period_s_ * 1e6)));
    auto snapshot = limits_;
    lock.unlock();
    for (const auto& [pid, limit] : snapshot) {
      long long rss = resident_bytes(pid);  // the candidate itself; children are killed with it
      bool over = rss > limit;
      lock.lock();
      if (over && limits_.count(pid)) {
        killed_.insert(pid);
        kill_group(pid, SIGKILL);
      }
      lock.unlock();
    }
    lock.lock();
  }
}

}  // namespace anvil
