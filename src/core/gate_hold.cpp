// GPU gate, the core's shared hold (see gate_hold.h).
#include "core/gate_hold.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

namespace anvil {

static int flock_retry(int fd, int how) {
  int rc;
  do rc = flock(fd, how);
  while (rc != 0 && errno == EINTR);
  return rc;
}

Result<GateHold> GateHold::shared(const std::string& lock_path, const std::string& turnstile_path) {
  int turnstile = open(turnstile_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (turnstile < 0) return Error{"gate", "cannot open the GPU gate " + turnstile_path + ": " + strerror(errno)};
  int lock = open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (lock < 0) {
    std::string why = strerror(errno);
    close(turnstile);
    return Error{"gate", "cannot open the GPU gate " + lock_path + ": " + why};
  }
  std::string failed;
  if (flock_retry(turnstile, LOCK_EX) != 0) {
    failed = std::string("turnstile: ") + strerror(errno);
  } else {
    if (flock_retry(lock, LOCK_SH) != 0) failed = std::string("lock: ") + strerror(errno);
    flock_retry(turnstile, LOCK_UN);
  }
  close(turnstile);
  if (!failed.empty()) {
    close(lock);
    return Error{"gate", "cannot take the GPU gate (" + failed + ")"};
  }
  return GateHold(lock);
}

GateHold& GateHold::operator=(GateHold&& other) noexcept {
  if (this != &other) {
    release();
    fd_ = other.fd_;
    other.fd_ = -1;
  }
  return *this;
}

void GateHold::release() {
  if (fd_ >= 0) {
    flock_retry(fd_, LOCK_UN);
    close(fd_);
    fd_ = -1;
  }
}

}  // namespace anvil
