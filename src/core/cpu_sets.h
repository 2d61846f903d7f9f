// CPU cores for the lanes: candidates compiling (many at once, each spawning compilers) keep off a
// few cores, so the judges and the candidates they are judging never wait for a core, and a
// candidate creates its CUDA context (its warm) on cores of its own; it is given every core back
// when it enters its lane. Without enough cores nothing is kept apart.
#pragma once
#include <vector>

#include "core/result.h"

namespace anvil {

struct CpuSplit {
  std::vector<int> compile;  // cores for candidates before their lane; empty: no restriction
  std::vector<int> warm;     // cores for a candidate's warm (its CUDA context); empty: stays on compile
  std::vector<int> lane;     // cores for judges and candidates in a lane (all that anvil may use)
};

// The cores this process may run on (its affinity mask: taskset, cgroup cpusets).
std::vector<int> allowed_cpus();

// Keep two cores per lane out of the compile set, at most a quarter of them; with fewer than four
// cores, or no lanes, nothing is kept apart. With eight cores or more, two more are kept for warms
// while the compile set keeps at least half: on the H200 host a context took 0.22 s on idle cores
// and 0.44 s on cores busy with compiles (bench/context_cost.py), and a warm holds the GPU gate.
CpuSplit split_cpus(const std::vector<int>& allowed, int lanes);

// Set the affinity of every thread of process `pid` (threads it starts later inherit it).
// Returns how many threads were set.
Result<int> set_process_affinity(int pid, const std::vector<int>& cpus);

}  // namespace anvil
