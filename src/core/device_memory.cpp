// GPU memory budget (see device_memory.h).
#include "core/device_memory.h"

#include <algorithm>

namespace anvil {

void DeviceMemoryBudget::set_capacity(int device, long long bytes) {
  std::lock_guard<std::mutex> lock(mu_);
  capacity_[device] = bytes;
}

long long DeviceMemoryBudget::acquire(int device, long long bytes) {
  std::unique_lock<std::mutex> lock(mu_);
  auto cap = capacity_.count(device) ? capacity_[device] : 0;
  if (cap <= 0) return 0;  // no budget configured: nothing to wait for
  if (bytes > cap) {
    // Oversized (a request to have the device alone): it goes first, so that a steady stream of
    // small requests, which would each fit beside the others, cannot keep it waiting forever.
    ++oversized_waiting_[device];
    cv_.wait(lock, [&] { return used_[device] == 0; });
    --oversized_waiting_[device];
  } else {
    cv_.wait(lock, [&] { return oversized_waiting_[device] == 0 && (used_[device] + bytes <= cap || used_[device] == 0); });
  }
  used_[device] += bytes;
  return bytes;
}

void DeviceMemoryBudget::release(int device, long long bytes) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    used_[device] = std::max(0LL, used_[device] - bytes);
  }
  cv_.notify_all();
}

long long DeviceMemoryBudget::in_use(int device) {
  std::lock_guard<std::mutex> lock(mu_);
  return used_[device];
}

long long spec_bytes(const nlohmann::json& spec) {
  if (spec.value("kind", "") != "tensor") return 0;
  static const std::map<std::string, int> sizes = {
      {"float64", 8}, {"int64", 8}, {"complex64", 8}, {"float32", 4}, {"int32", 4}, {"float16", 2},
      {"bfloat16", 2}, {"int16", 2}, {"int8", 1}, {"uint8", 1}, {"bool", 1}};
  auto it = sizes.find(spec.value("dtype", "float32"));
  long long n = it == sizes.end() ? 4 : it->second;
  for (const auto& d : spec.value("shape", nlohmann::json::array())) n *= d.get<long long>();
  return n;
}

long long compile_pass_bytes(const nlohmann::json& shapes) {
  long long worst = 0;
  for (const auto& s : shapes) {
    long long b = 0;
    for (const auto& in : s.value("inputs", nlohmann::json::array())) b += spec_bytes(in);
    worst = std::max(worst, b);
  }
  return 2 * worst + (1LL << 30);
}

long long lane_bytes(const nlohmann::json& description) {
  const auto shapes = description.value("shapes", nlohmann::json::array());
  long long inputs = 0;
  if (!shapes.empty())
    for (const auto& in : shapes[0].value("inputs", nlohmann::json::array())) inputs += spec_bytes(in);
  double moved = description.value("bytes", 0.0);
  long long per_eval = moved > 0 ? static_cast<long long>(moved) : 2 * inputs;
  return 8 * per_eval + (2LL << 30);
}

}  // namespace anvil
