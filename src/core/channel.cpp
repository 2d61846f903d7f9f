// Framed message channel (see channel.h).
#include "core/channel.h"

#include <errno.h>
#include <poll.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>

namespace anvil {

static constexpr uint32_t kMaxFrame = 64u << 20;
static constexpr size_t kMaxFds = 16;

UniqueFd& UniqueFd::operator=(UniqueFd&& o) noexcept {
  if (this != &o) reset(o.release());
  return *this;
}

void UniqueFd::reset(int fd) {
  if (fd_ >= 0) ::close(fd_);
  fd_ = fd;
}

Result<std::pair<UniqueFd, UniqueFd>> socket_pair() {
  int sv[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
    return Error{"os_error", std::string("socketpair failed: ") + strerror(errno)};
  return std::pair<UniqueFd, UniqueFd>{UniqueFd(sv[0]), UniqueFd(sv[1])};
}

static bool write_all(int fd, const char* p, size_t n) {
  while (n > 0) {
    ssize_t w = ::send(fd, p, n, MSG_NOSIGNAL);
    if (w < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    p += w;
    n -= static_cast<size_t>(w);
  }
  return true;
}

Result<bool> Channel::send(const nlohmann::json& body, const std::vector<int>& fds) {
  std::lock_guard<std::mutex> lock(send_mu_);
  if (!fd_) return Error{"channel_closed", "channel is closed"};
  std::string payload = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  uint32_t n = static_cast<uint32_t>(payload.size());
  unsigned char header[4] = {static_cast<unsigned char>(n), static_cast<unsigned char>(n >> 8),
                             static_cast<unsigned char>(n >> 16), static_cast<unsigned char>(n >> 24)};
  if (!fds.empty()) {
    struct iovec iov {header, 4};
    std::vector<char> cbuf(CMSG_SPACE(sizeof(int) * fds.size()), 0);
    struct msghdr msg {};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = cbuf.data();
    msg.msg_controllen = cbuf.size();
    struct cmsghdr* c = CMSG_FIRSTHDR(&msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int) * fds.size());
    memcpy(CMSG_DATA(c), fds.data(), sizeof(int) * fds.size());
    ssize_t w;
    do {
      w = ::sendmsg(fd_.get(), &msg, MSG_NOSIGNAL);
    } while (w < 0 && errno == EINTR);
    if (w != 4) return Error{"channel_closed", std::string("sendmsg failed: ") + strerror(errno)};
  } else if (!write_all(fd_.get(), reinterpret_cast<char*>(header), 4)) {
    return Error{"channel_closed", std::string("send failed: ") + strerror(errno)};
  }
  if (!write_all(fd_.get(), payload.data(), payload.size()))
    return Error{"channel_closed", std::string("send failed: ") + strerror(errno)};
  return true;
}

// Wait until fd is readable or the deadline passes. False on timeout.
static bool wait_readable(int fd, const Deadline& deadline) {
  while (true) {
    int timeout_ms = -1;
    if (deadline) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - Clock::now()).count();
      if (left <= 0) left = 0;
      timeout_ms = static_cast<int>(std::min<long long>(left, 1 << 30));
    }
    struct pollfd p {fd, POLLIN, 0};
    int r = ::poll(&p, 1, timeout_ms);
    if (r > 0) return true;
    if (r == 0) return false;
    if (errno != EINTR) return true;  // let the read report the error
  }
}

Result<Message> Channel::recv(Deadline deadline) {
  if (!fd_) return Error{"channel_closed", "channel is closed"};
  Message m;
  unsigned char header[4];
  size_t got = 0;
  while (got < 4) {
    if (!wait_readable(fd_.get(), deadline)) return Error{"timeout", "no message before the deadline"};
    struct iovec iov {header + got, 4 - got};
    std::vector<char> cbuf(CMSG_SPACE(sizeof(int) * kMaxFds), 0);
    struct msghdr msg {};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = cbuf.data();
    msg.msg_controllen = cbuf.size();
    ssize_t r = ::recvmsg(fd_.get(), &msg, MSG_CMSG_CLOEXEC);
    if (r < 0 && errno == EINTR) continue;
    for (struct cmsghdr* c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
      if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
        size_t n = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        int* fds = reinterpret_cast<int*>(CMSG_DATA(c));
        for (size_t i = 0; i < n; ++i) m.fds.emplace_back(fds[i]);
      }
    }
    if (r <= 0) return Error{"channel_closed", "peer closed the channel"};
    got += static_cast<size_t>(r);
  }
  uint32_t n = header[0] | (header[1] << 8) | (header[2] << 16) | (static_cast<uint32_t>(header[3]) << 24);
  if (n > kMaxFrame) return Error{"channel_closed", "oversized frame"};
  std::string payload(n, '\0');
  size_t off = 0;
  while (off < n) {
    if (!wait_readable(fd_.get(), deadline)) return Error{"timeout", "message body did not arrive before the deadline"};
    ssize_t r = ::recv(fd_.get(), payload.data() + off, n - off, 0);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return Error{"channel_closed", "peer closed the channel mid-message"};
    off += static_cast<size_t>(r);
  }
  m.body = nlohmann::json::parse(payload, nullptr, false);
  if (m.body.is_discarded()) return Error{"channel_closed", "peer sent malformed JSON"};
  return m;
}

}  // namespace anvil
