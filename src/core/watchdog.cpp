// Host-memory watchdog (see watchdog.h).
#include "core/watchdog.h"

#include <signal.h>
#include <unistd.h>

#include <map>
#include <vector>

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
    // Each candidate is the leader of its process group: what it starts (Triton's ptxas, which a
    // pathological kernel can drive to many gigabytes) counts against its limit too. Summing a
    // group scans all of /proc, so that is done every kGroupEvery polls, the leader alone between.
    std::map<int, long long> rss_by_group;
    if (++polls_ % kGroupEvery == 0) {
      std::vector<int> groups;
      for (const auto& [pid, limit] : snapshot) groups.push_back(pid);
      rss_by_group = group_resident_bytes(groups);
    }
    for (const auto& [pid, limit] : snapshot) {
      auto it = rss_by_group.find(pid);
      long long rss = it != rss_by_group.end() ? it->second : resident_bytes(pid);
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
