// Starting and stopping helper processes: the fork-server is exec'd with its channel on fd 3 and
// dies with anvil (PR_SET_PDEATHSIG); children are killed by process group.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/channel.h"
#include "core/result.h"

namespace anvil {

struct ExitStatus {
  bool exited = false;  // exited normally (code valid) vs killed by a signal
  int code = 0;
  int signal = 0;
  std::string describe() const;  // "exit code 3", "signal 11 (SIGSEGV)"
};

// Spawn argv with `channel` as fd 3 and env = current environment overlaid with `env`
// (an empty value removes the variable). Returns the pid.
Result<int> spawn_with_channel(const std::vector<std::string>& argv,
                               const std::map<std::string, std::string>& env, int channel);

// Kill a whole process group (pid of its leader). Errors are ignored.
void kill_group(int pgid, int sig);

// Reap a direct child without blocking; nullopt while it still runs.
std::optional<ExitStatus> try_reap(int pid);

// An open file read to its end; nullopt on a read error. A /proc file whose process ended after
// it was opened fails its read with ESRCH, which iostreams turn into an exception.
std::optional<std::string> read_to_end(int fd);

// A file read whole (nullopt if it cannot be opened or read), without iostreams.
std::optional<std::string> read_text_file(const std::string& path);

// Resident memory of a process in bytes (0 if it is gone).
long long resident_bytes(int pid);

// Resident memory of each of the given process groups in bytes, summed over their members (a
// candidate and what it started, e.g. Triton's ptxas), from one scan of /proc. Groups with no
// member left are absent.
std::map<int, long long> group_resident_bytes(const std::vector<int>& pgids);

// Absolute path of the running executable.
std::string self_exe();

}  // namespace anvil
