// Client of the Python fork-server: starts it, asks it to fork children (candidate, judge,
// tool) each with its own channel, and learns how they exited. One reader thread dispatches
// the server's events; any number of threads may spawn and wait concurrently.
#pragma once
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "core/channel.h"
#include "core/process.h"
#include "core/runtime_env.h"

namespace anvil {

struct ForkServerOptions {
  RuntimeEnv runtime;
  bool interpret = false;  // Triton's interpreter (no GPU): must be set before triton is imported
  std::string log_path;    // the server's own stderr/stdout
  std::string bytecode_cache;  // where Python keeps compiled modules when the installed ones have none
  double start_timeout_s = 180;
};

class ForkServer {
 public:
  static Result<std::unique_ptr<ForkServer>> start(const ForkServerOptions& opts);
  ~ForkServer();

  const nlohmann::json& ready_info() const { return ready_; }

  // Fork a child running `role` with `config`; the child gets a fresh channel whose other end
  // is returned. The child is the leader of its own process group (pgid == pid).
  struct Child {
    int pid = 0;
    Channel channel;
  };
  Result<Child> spawn(const std::string& role, const nlohmann::json& config, Deadline deadline);

  // The exit status of a child once the server reports it (nullopt at the deadline).
  std::optional<ExitStatus> wait_exit(int pid, Deadline deadline);
  // Kill a child's process group and collect its status (brief wait).
  std::optional<ExitStatus> kill(int pid, Deadline deadline);

  bool alive() const { return alive_; }

 private:
  ForkServer() = default;
  void reader();

  Channel control_;
  int pid_ = 0;
  nlohmann::json ready_;
  std::thread reader_;
  std::mutex mu_;
  std::condition_variable cv_;
  long long next_tag_ = 1;
  std::map<long long, nlohmann::json> spawned_;  // tag -> reply
  std::map<int, ExitStatus> exited_;             // pid -> status
  bool alive_ = true;
};

}  // namespace anvil
