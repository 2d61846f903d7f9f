// CPU cores for the lanes (see cpu_sets.h).
#include "core/cpu_sets.h"

#include <sched.h>
#include <string.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <string>

namespace anvil {

namespace {
constexpr int kWarmCores = 2;
}  // namespace

std::vector<int> allowed_cpus() {
  cpu_set_t set;
  CPU_ZERO(&set);
  std::vector<int> out;
  if (sched_getaffinity(0, sizeof set, &set) != 0) return out;
  for (int c = 0; c < CPU_SETSIZE; ++c)
    if (CPU_ISSET(c, &set)) out.push_back(c);
  return out;
}

CpuSplit split_cpus(const std::vector<int>& allowed, int lanes) {
  CpuSplit s;
  s.lane = allowed;
  int n = static_cast<int>(allowed.size());
  int keep = std::min(2 * std::max(0, lanes), n / 4);
  if (n < 4 || keep < 1) return s;
  // The highest-numbered cores go to the lanes, the next to warms: core 0 tends to take the most
  // interrupts.
  int warm = n >= 8 && n - keep - kWarmCores >= n / 2 ? kWarmCores : 0;
  s.compile.assign(allowed.begin(), allowed.end() - keep - warm);
  s.warm.assign(allowed.end() - keep - warm, allowed.end() - keep);
  return s;
}

Result<int> set_process_affinity(int pid, const std::vector<int>& cpus) {
  cpu_set_t set;
  CPU_ZERO(&set);
  for (int c : cpus)
    if (c >= 0 && c < CPU_SETSIZE) CPU_SET(c, &set);
  std::error_code ec;
  int done = 0;
  std::string failed;
  for (const auto& entry : std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/task", ec)) {
    int tid = std::atoi(entry.path().filename().c_str());
    if (tid <= 0) continue;
    if (sched_setaffinity(tid, sizeof set, &set) == 0)
      ++done;
    else if (errno != ESRCH)  // a thread that ended meanwhile is no failure
      failed = strerror(errno);
  }
  if (ec) return Error{"affinity", "cannot list the threads of process " + std::to_string(pid) + ": " + ec.message()};
  if (!failed.empty())
    return Error{"affinity", "cannot set the CPU affinity of process " + std::to_string(pid) + ": " + failed};
  return done;
}

}  // namespace anvil
