// Framed JSON messages over Unix stream sockets with file descriptors passed alongside
// (SCM_RIGHTS): how the C++ core talks to the fork-server and the judges. The Python side is
// python/anvil/runtime/channel.py; both use a 4-byte little-endian length, then JSON.
#pragma once
#include <chrono>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "core/result.h"

namespace anvil {

using Clock = std::chrono::steady_clock;
using Deadline = std::optional<Clock::time_point>;
inline Deadline after(double seconds) {
  return Clock::now() + std::chrono::microseconds(static_cast<long long>(seconds * 1e6));
}
// A Clock time in seconds: CLOCK_MONOTONIC, the clock of the runtime's time.monotonic() too.
inline double monotonic_s(Clock::time_point t = Clock::now()) {
  return std::chrono::duration<double>(t.time_since_epoch()).count();
}

// An owned file descriptor, closed on destruction.
class UniqueFd {
 public:
  UniqueFd() = default;
  explicit UniqueFd(int fd) : fd_(fd) {}
  UniqueFd(UniqueFd&& o) noexcept : fd_(o.release()) {}
  UniqueFd& operator=(UniqueFd&& o) noexcept;
  UniqueFd(const UniqueFd&) = delete;
  UniqueFd& operator=(const UniqueFd&) = delete;
  ~UniqueFd() { reset(); }
  int get() const { return fd_; }
  int release() {
    int f = fd_;
    fd_ = -1;
    return f;
  }
  void reset(int fd = -1);
  explicit operator bool() const { return fd_ >= 0; }

 private:
  int fd_ = -1;
};

// A connected pair of Unix stream sockets (close-on-exec).
Result<std::pair<UniqueFd, UniqueFd>> socket_pair();

struct Message {
  nlohmann::json body;
  std::vector<UniqueFd> fds;
};

class Channel {
 public:
  Channel() = default;
  explicit Channel(UniqueFd fd) : fd_(std::move(fd)) {}
  Channel(Channel&& o) noexcept : fd_(std::move(o.fd_)) {}
  Channel& operator=(Channel&& o) noexcept {
    fd_ = std::move(o.fd_);
    return *this;
  }

  // Send one frame; thread-safe. Errors: "channel_closed".
  Result<bool> send(const nlohmann::json& body, const std::vector<int>& fds = {});
  // Receive one frame. Errors: "timeout" (nothing complete before the deadline), "channel_closed".
  Result<Message> recv(Deadline deadline = std::nullopt);

  int fd() const { return fd_.get(); }
  bool open() const { return static_cast<bool>(fd_); }
  void close() { fd_.reset(); }

 private:
  UniqueFd fd_;
  std::mutex send_mu_;
};

}  // namespace anvil
