// One warm-up at a time per device (see warm_permits.h).
#include "core/warm_permits.h"

#include <utility>

namespace anvil {

WarmPermits::Permit::Permit(Permit&& other) noexcept
    : owner_(std::exchange(other.owner_, nullptr)), device_(other.device_) {}

WarmPermits::Permit& WarmPermits::Permit::operator=(Permit&& other) noexcept {
  if (this != &other) {
    release();
    owner_ = std::exchange(other.owner_, nullptr);
    device_ = other.device_;
  }
  return *this;
}

void WarmPermits::Permit::release() {
  if (owner_) std::exchange(owner_, nullptr)->give_back(device_);
}

WarmPermits::Permit WarmPermits::acquire(int device) {
  std::unique_lock lock(m_);
  cv_.wait(lock, [&] { return !held_.count(device); });
  held_.insert(device);
  return Permit(this, device);
}

void WarmPermits::give_back(int device) {
  {
    std::lock_guard lock(m_);
    held_.erase(device);
  }
  cv_.notify_all();
}

}  // namespace anvil
