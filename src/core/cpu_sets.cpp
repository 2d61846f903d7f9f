// CPU cores for the lanes (see cpu_sets.h).
#include "core/cpu_sets.h"

#include <sched.h>
#include <string.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <set>
#include <string>

namespace anvil {

namespace {
// Besides two per lane: the judges, the candidates in lanes and the core's own threads share them.
constexpr int kSpareCores = 2;
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
  int n = static_cast<int>(allowed.size());
  int keep = std::min(2 * std::max(0, lanes), n / 4);
  if (n < 4 || keep < 1) return s;
  if (n >= 8 && n - keep - kSpareCores >= n / 2) keep += kSpareCores;
  // The highest-numbered cores go to the lanes: core 0 tends to take the most interrupts.
  s.compile.assign(allowed.begin(), allowed.end() - keep);
  s.lane.assign(allowed.end() - keep, allowed.end());
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
  // increment(ec): a range-for's ++ throws when a listing fails midway (the process ended)
  for (std::filesystem::directory_iterator it("/proc/" + std::to_string(pid) + "/task", ec), end; !ec && it != end;
       it.increment(ec)) {
    int tid = std::atoi(it->path().filename().c_str());
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

void move_to_cores(int pid, const std::vector<int>& cpus, const char* otherwise) {
  auto moved = set_process_affinity(pid, cpus);
  if (moved) return;
  static std::mutex m;
  static std::set<std::string> warned;
  std::lock_guard lock(m);
  if (warned.insert(otherwise).second)
    fprintf(stderr, "anvil: warning: %s; %s\n", moved.error().message.c_str(), otherwise);
}

}  // namespace anvil
