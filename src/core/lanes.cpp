// Lane pool (see lanes.h).
#include "core/lanes.h"

namespace anvil {
using nlohmann::json;

LanePool::LanePool(ForkServer& fs, json base, std::string work_dir)
    : fs_(fs), base_(std::move(base)), work_dir_(std::move(work_dir)) {}

Result<bool> LanePool::start_judge(Lane& lane) {
  json cfg = base_;
  cfg["scratch"] = work_dir_ + "/judge-" + std::to_string(lane.index);
  cfg["log"] = lane.log_path;
  if (lane.device >= 0) cfg["env"] = {{"CUDA_VISIBLE_DEVICES", visible_[lane.device]}};
  if (gate_.count(lane.device)) cfg["gate"] = gate_[lane.device];
  auto child = fs_.spawn("judge", cfg, after(60));
  if (!child) return child.error();
  auto ready = child->channel.recv(after(300));
  if (!ready || ready->body.value("event", "") != "ready") {
    fs_.kill(child->pid, after(5));
    return Error{"judge_start_failed", "a judge process did not start (see " + lane.log_path + ")"};
  }
  lane.judge = std::move(child.value());
  return true;
}

Result<bool> LanePool::add(int device, int count, const std::string& cuda_visible, bool gate) {
  visible_[device] = cuda_visible;
  if ((device >= 0 && count > 1) || gate) {
    std::string base = work_dir_ + (device >= 0 ? "/gpu" + std::to_string(device) : std::string("/cpu"));
    gate_[device] = {{"lock", base + ".gate"}, {"turnstile", base + ".turnstile"}};
  }
  for (int i = 0; i < count; ++i) {
    auto lane = std::make_unique<Lane>();
    lane->index = static_cast<int>(lanes_.size());
    lane->device = device;
    lane->log_path = work_dir_ + "/judge-" + std::to_string(lane->index) + ".log";
    auto ok = start_judge(*lane);
    if (!ok) return ok.error();
    std::lock_guard<std::mutex> lock(mu_);
    free_[device].push_back(lane.get());
    lanes_.push_back(std::move(lane));
  }
  return true;
}

std::vector<int> LanePool::device_ids() const {
  std::vector<int> ids;
  for (const auto& [d, _] : free_) ids.push_back(d);
  return ids;
}

bool LanePool::shared(int device) const { return gate_.count(device) > 0; }

Lane* LanePool::acquire(int device) {
  std::unique_lock<std::mutex> lock(mu_);
  cv_.wait(lock, [&] { return !free_[device].empty(); });
  Lane* l = free_[device].front();
  free_[device].pop_front();
  return l;
}

void LanePool::release(Lane* lane) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    lane->evaluations++;
    free_[lane->device].push_back(lane);
  }
  cv_.notify_all();
}

Result<bool> LanePool::restart(Lane* lane) {
  fs_.kill(lane->judge.pid, after(10));
  lane->judge.channel.close();
  return start_judge(*lane);
}

}  // namespace anvil
