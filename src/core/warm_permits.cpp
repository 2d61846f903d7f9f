// Warm permits per device (see warm_permits.h).
#include "core/warm_permits.h"

#include <algorithm>
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

void WarmPermits::set_capacity(int device, int n) {
  {
    std::lock_guard lock(m_);
    capacity_[device] = std::max(1, n);
  }
  cv_.notify_all();
}

WarmPermits::Permit WarmPermits::acquire(int device) {
  std::unique_lock lock(m_);
  auto cap = [&] { return capacity_.count(device) ? capacity_[device] : 1; };
  cv_.wait(lock, [&] { return held_[device] < cap(); });
  held_[device]++;
  return Permit(this, device);
}

void WarmPermits::give_back(int device) {
  {
    std::lock_guard lock(m_);
    held_[device]--;
  }
  cv_.notify_all();
}

}  // namespace anvil
