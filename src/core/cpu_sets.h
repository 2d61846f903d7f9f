// CPU cores for the lanes: a few cores are kept for the judges and the candidates they are judging,
// and candidates compiling (many at once, each spawning compilers) run on the others, so a timed
// call never shares a core with a compiler. A candidate moves onto the lane's cores when it enters
// its lane. Without enough cores nothing is kept apart.
#pragma once
#include <vector>

#include "core/result.h"

namespace anvil {

struct CpuSplit {
  std::vector<int> compile;  // cores for candidates before their lane; empty: no restriction
  std::vector<int> lane;     // cores for judges and candidates in a lane; empty: no restriction
};

// The cores this process may run on (its affinity mask: taskset, cgroup cpusets).
std::vector<int> allowed_cpus();

// Keep two cores per lane for the lanes, at most a quarter of them, and two more with eight cores
// or more while the compile set keeps at least half; with fewer than four cores, or no lanes,
// nothing is kept apart (both sets empty).
CpuSplit split_cpus(const std::vector<int>& allowed, int lanes);

// Set the affinity of every thread of process `pid` (threads it starts later inherit it).
// Returns how many threads were set.
Result<int> set_process_affinity(int pid, const std::vector<int>& cpus);

// set_process_affinity for a process anvil started; a failure is no verdict's concern, so it is
// warned about on stderr once per `otherwise` (what happens instead).
void move_to_cores(int pid, const std::vector<int>& cpus, const char* otherwise);

}  // namespace anvil
