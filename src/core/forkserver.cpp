// Fork-server client (see forkserver.h).
#include "core/forkserver.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>

namespace anvil {
using nlohmann::json;

Result<std::unique_ptr<ForkServer>> ForkServer::start(const ForkServerOptions& opts) {
  auto pair = socket_pair();
  if (!pair) return pair.error();
  auto env = opts.runtime.env();
  env["TRITON_INTERPRET"] = opts.interpret ? "1" : "";
  // One hardware work queue per CUDA context: every process here issues its work on one stream
  // (candidates may not use others), and a context with the default eight took 0.17 s to create
  // beside other contexts on the H200 against 0.08 s with one (bench/context_cost.py). Candidates
  // create theirs between other candidates' timed sections, so this is lane time. A value the
  // caller set is kept.
  if (const char* c = std::getenv("CUDA_DEVICE_MAX_CONNECTIONS"); !(c && *c)) env["CUDA_DEVICE_MAX_CONNECTIONS"] = "1";
  std::vector<std::string> argv = {opts.runtime.python, "-u", "-m", "anvil.runtime.forkserver"};
  if (!opts.runtime.pythonpath.empty()) {
    // The runtime named (ANVIL_PYTHONPATH, or the checkout the binary was built in) is the one
    // imported: an editable install's import finder sits before PYTHONPATH and would hand out its
    // own checkout's anvil instead, here and in every process forked from here.
    argv = {opts.runtime.python, "-u", "-c",
            "import sys\n"
            "sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != 'ScikitBuildRedirectingFinder']\n"
            "import runpy\n"
            "runpy.run_module('anvil.runtime.forkserver', run_name='__main__', alter_sys=True)\n"};
  }
  if (!opts.log_path.empty()) env["ANVIL_FORKSERVER_LOG"] = opts.log_path;
  if (!opts.bytecode_cache.empty()) env["ANVIL_BYTECODE_CACHE"] = opts.bytecode_cache;
  auto pid = spawn_with_channel(argv, env, pair->second.get());
  if (!pid) return pid.error();
  pair->second.reset();
  std::unique_ptr<ForkServer> fs(new ForkServer());
  fs->pid_ = *pid;
  fs->control_ = Channel(std::move(pair->first));
  auto first = fs->control_.recv(after(opts.start_timeout_s));
  if (!first || first->body.value("event", "") != "ready") {
    kill_group(fs->pid_, SIGKILL);
    ::kill(fs->pid_, SIGKILL);
    int st;
    waitpid(fs->pid_, &st, 0);
    std::string why = first ? first->body.dump() : first.error().message;
    return Error{"runtime_start_failed",
                 "the Python runtime did not start (" + why + "); check that '" + opts.runtime.python +
                     "' has torch and triton installed and can import anvil" +
                     (opts.log_path.empty() ? "" : "; its log is " + opts.log_path)};
  }
  fs->ready_ = first->body;
  fs->reader_ = std::thread([p = fs.get()] { p->reader(); });
  return fs;
}

ForkServer::~ForkServer() {
  control_.send({{"op", "shutdown"}});
  for (int i = 0; i < 50; ++i) {
    if (try_reap(pid_)) break;
    usleep(20000);
    if (i == 49) {
      ::kill(pid_, SIGKILL);
      int st;
      waitpid(pid_, &st, 0);
    }
  }
  control_.close();
  if (reader_.joinable()) reader_.join();
}

void ForkServer::reader() {
  while (true) {
    auto m = control_.recv();
    if (!m) break;
    const auto& b = m->body;
    std::string ev = b.value("event", "");
    std::lock_guard<std::mutex> lock(mu_);
    if (ev == "spawned" || ev == "error") {
      spawned_[b.value("tag", 0LL)] = b;
    } else if (ev == "exited") {
      ExitStatus s;
      if (b.contains("signal") && b["signal"].is_number()) {
        s.signal = b["signal"].get<int>();
      } else {
        s.exited = true;
        s.code = b.value("code", 0);
      }
      exited_[b.value("pid", 0)] = s;
    }
    cv_.notify_all();
  }
  std::lock_guard<std::mutex> lock(mu_);
  alive_ = false;
  cv_.notify_all();
}

Result<ForkServer::Child> ForkServer::spawn(const std::string& role, const json& config, Deadline deadline) {
  auto pair = socket_pair();
  if (!pair) return pair.error();
  long long tag;
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (!alive_) return Error{"runtime_gone", "the Python fork-server has exited"};
    tag = next_tag_++;
  }
  auto sent = control_.send({{"op", "spawn"}, {"role", role}, {"tag", tag}, {"config", config}},
                            {pair->second.get()});
  if (!sent) return Error{"runtime_gone", "the Python fork-server is not answering: " + sent.error().message};
  pair->second.reset();
  std::unique_lock<std::mutex> lock(mu_);
  auto ready = [&] { return spawned_.count(tag) || !alive_; };
  if (deadline) {
    if (!cv_.wait_until(lock, *deadline, ready)) return Error{"timeout", "the fork-server did not fork in time"};
  } else {
    cv_.wait(lock, ready);
  }
  if (!spawned_.count(tag)) return Error{"runtime_gone", "the Python fork-server has exited"};
  json reply = spawned_[tag];
  spawned_.erase(tag);
  if (reply.value("event", "") != "spawned")
    return Error{"spawn_failed", reply.value("message", "fork-server refused the request")};
  Child c;
  c.pid = reply.value("pid", 0);
  c.channel = Channel(std::move(pair->first));
  return c;
}

std::optional<ExitStatus> ForkServer::wait_exit(int pid, Deadline deadline) {
  std::unique_lock<std::mutex> lock(mu_);
  auto done = [&] { return exited_.count(pid) || !alive_; };
  if (deadline) {
    if (!cv_.wait_until(lock, *deadline, done)) return std::nullopt;
  } else {
    cv_.wait(lock, done);
  }
  auto it = exited_.find(pid);
  if (it == exited_.end()) return std::nullopt;
  ExitStatus s = it->second;
  exited_.erase(it);
  return s;
}

std::optional<ExitStatus> ForkServer::kill(int pid, Deadline deadline) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (!exited_.count(pid)) kill_group(pid, SIGKILL);  // never signal a reaped (reusable) pid
  }
  return wait_exit(pid, deadline);
}

}  // namespace anvil
