// Process helpers (see process.h).
#include "core/process.h"

#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <set>
#include <sstream>

extern char** environ;

namespace anvil {

std::string ExitStatus::describe() const {
  if (exited) return "exit code " + std::to_string(code);
  const char* name = sigabbrev_np(signal);
  return "signal " + std::to_string(signal) + (name ? std::string(" (SIG") + name + ")" : "");
}

Result<int> spawn_with_channel(const std::vector<std::string>& argv,
                               const std::map<std::string, std::string>& env, int channel) {
  // Build argv/envp before fork: only async-signal-safe calls are allowed in the child.
  std::vector<std::string> envs;
  std::map<std::string, std::string> merged;
  for (char** e = environ; *e; ++e) {
    std::string kv(*e);
    auto eq = kv.find('=');
    if (eq != std::string::npos) merged[kv.substr(0, eq)] = kv.substr(eq + 1);
  }
  for (const auto& [k, v] : env) {
    if (v.empty()) merged.erase(k);
    else merged[k] = v;
  }
  for (const auto& [k, v] : merged) envs.push_back(k + "=" + v);
  std::vector<char*> cargv, cenv;
  for (const auto& a : argv) cargv.push_back(const_cast<char*>(a.c_str()));
  cargv.push_back(nullptr);
  for (const auto& e : envs) cenv.push_back(const_cast<char*>(e.c_str()));
  cenv.push_back(nullptr);
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) return Error{"os_error", std::string("fork failed: ") + strerror(errno)};
  if (pid == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);
    if (channel == 3) {
      fcntl(3, F_SETFD, 0);
    } else if (dup2(channel, 3) < 0) {
      _exit(127);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    execve(cargv[0], cargv.data(), cenv.data());
    _exit(127);
  }
  return static_cast<int>(pid);
}

void kill_group(int pgid, int sig) {
  if (pgid > 1) ::kill(-pgid, sig);
}

std::optional<ExitStatus> try_reap(int pid) {
  int status = 0;
  pid_t r = waitpid(pid, &status, WNOHANG);
  if (r != pid) return std::nullopt;
  ExitStatus s;
  if (WIFEXITED(status)) {
    s.exited = true;
    s.code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    s.signal = WTERMSIG(status);
  }
  return s;
}

std::optional<std::string> read_to_end(int fd) {
  std::string out;
  char buf[4096];
  for (;;) {
    ssize_t n = read(fd, buf, sizeof buf);
    if (n == 0) return out;
    if (n > 0) {
      out.append(buf, static_cast<size_t>(n));
    } else if (errno != EINTR) {
      return std::nullopt;
    }
  }
}

std::optional<std::string> read_text_file(const std::string& path) {
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  auto text = read_to_end(fd);
  close(fd);
  return text;
}

long long resident_bytes(int pid) {
  auto statm = read_text_file("/proc/" + std::to_string(pid) + "/statm");
  if (!statm) return 0;
  std::istringstream in(*statm);
  long long size = 0, resident = 0;
  if (!(in >> size >> resident)) return 0;
  return resident * sysconf(_SC_PAGESIZE);
}

// The process group of a process, from /proc/<pid>/stat (-1 if it is gone). The name in
// parentheses may hold spaces and parentheses itself: the fields follow the last ')'.
static int process_group(const std::string& pid) {
  std::string stat = read_text_file("/proc/" + pid + "/stat").value_or("");
  auto close = stat.rfind(')');
  if (close == std::string::npos) return -1;
  std::istringstream rest(stat.substr(close + 1));
  std::string state;
  int ppid = 0, pgrp = -1;
  if (!(rest >> state >> ppid >> pgrp)) return -1;
  return pgrp;
}

std::map<int, long long> group_resident_bytes(const std::vector<int>& pgids) {
  std::map<int, long long> out;
  if (pgids.empty()) return out;
  std::set<int> wanted(pgids.begin(), pgids.end());
  std::error_code ec;
  // increment(ec): a range-for's ++ throws when a listing fails midway
  for (std::filesystem::directory_iterator it("/proc", ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
    int group = process_group(name);
    if (!wanted.count(group)) continue;
    out[group] += resident_bytes(std::stoi(name));
  }
  return out;
}

std::string self_exe() {
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof(buf) - 1);
  if (n <= 0) return "";
  buf[n] = '\0';
  return buf;
}

}  // namespace anvil
