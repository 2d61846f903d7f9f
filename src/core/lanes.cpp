// Lane pool (see lanes.h).
#include "core/lanes.h"

#include "core/cpu_sets.h"

namespace anvil {
using nlohmann::json;

LanePool::LanePool(ForkServer& fs, json base, std::string work_dir)
    : fs_(fs), base_(std::move(base)), work_dir_(std::move(work_dir)) {}

LanePool::~LanePool() { wait_started(); }

json LanePool::judge_config(const Lane& lane) const {
  json cfg = base_;
  cfg["scratch"] = work_dir_ + "/judge-" + std::to_string(lane.index);
  cfg["log"] = lane.log_path;
  if (lane.device >= 0) cfg["env"] = {{"CUDA_VISIBLE_DEVICES", visible_.at(lane.device)}};
  if (gate_.count(lane.device)) cfg["gate"] = gate_.at(lane.device);
  return cfg;
}

void LanePool::set_cores(std::vector<int> cores) {
  std::lock_guard<std::mutex> lock(mu_);
  cores_ = std::move(cores);
}

Result<bool> LanePool::start_judge(Lane& lane, const json& cfg) {
  auto child = fs_.spawn("judge", cfg, after(60));
  if (!child) return child.error();
  std::vector<int> cores;
  {
    std::lock_guard<std::mutex> lock(mu_);
    cores = cores_;
  }
  if (!cores.empty()) move_to_cores(child->pid, cores, "judges run on every core");
  auto ready = child->channel.recv(after(300));
  if (!ready || ready->body.value("event", "") != "ready") {
    fs_.kill(child->pid, after(5));
    return Error{"judge_start_failed", "a judge process did not start (see " + lane.log_path + ")"};
  }
  lane.judge = std::move(child.value());
  return true;
}

void LanePool::add(int device, int count, const std::string& cuda_visible, bool gate) {
  std::lock_guard<std::mutex> lock(mu_);
  if (devices_.empty()) t_first_add_ = std::chrono::steady_clock::now();
  visible_[device] = cuda_visible;
  if ((device >= 0 && count > 1) || gate) {
    std::string base = work_dir_ + (device >= 0 ? "/gpu" + std::to_string(device) : std::string("/cpu"));
    gate_[device] = {{"lock", base + ".gate"}, {"turnstile", base + ".turnstile"}};
  }
  devices_.push_back(device);
  count_[device] += count;
  free_[device];
  for (int i = 0; i < count; ++i) {
    auto lane = std::make_unique<Lane>();
    lane->index = static_cast<int>(lanes_.size());
    lane->device = device;
    lane->log_path = work_dir_ + "/judge-" + std::to_string(lane->index) + ".log";
    Lane* l = lane.get();
    lanes_.push_back(std::move(lane));
    starting_[device]++;
    starters_.emplace_back([this, l, cfg = judge_config(*l)] {
      auto ok = start_judge(*l, cfg);
      std::lock_guard<std::mutex> lock(mu_);
      starting_[l->device]--;
      if (ok) {
        started_[l->device]++;
        free_[l->device].push_back(l);
      } else if (start_error_.empty()) {
        start_error_ = ok.error().message;
      }
      bool all = true;
      for (const auto& [_, n] : starting_) all = all && n == 0;
      if (all)
        started_after_s_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - t_first_add_).count();
      cv_.notify_all();
    });
  }
}

Result<bool> LanePool::wait_started() {
  std::vector<std::thread> starters;
  {
    std::lock_guard<std::mutex> lock(mu_);
    starters.swap(starters_);
  }
  for (auto& t : starters) t.join();
  std::lock_guard<std::mutex> lock(mu_);
  if (!start_error_.empty()) return Error{"judge_start_failed", start_error_};
  return true;
}

std::vector<int> LanePool::device_ids() const {
  std::lock_guard<std::mutex> lock(mu_);
  return devices_;
}

bool LanePool::shared(int device) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = count_.find(device);
  return it != count_.end() && it->second > 1;
}

json LanePool::gate_files(int device) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = gate_.find(device);
  return it == gate_.end() ? json(nullptr) : it->second;
}

std::string LanePool::start_error() {
  std::lock_guard<std::mutex> lock(mu_);
  return start_error_;
}

double LanePool::started_after_s() {
  std::lock_guard<std::mutex> lock(mu_);
  return started_after_s_;
}

double LanePool::last_release_s(int device) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = last_release_.find(device);
  return it == last_release_.end() ? 0.0 : it->second;
}

Lane* LanePool::acquire(int device) {
  std::unique_lock<std::mutex> lock(mu_);
  cv_.wait(lock, [&] { return !free_[device].empty() || (starting_[device] == 0 && started_[device] == 0); });
  if (free_[device].empty()) return nullptr;
  Lane* l = free_[device].front();
  free_[device].pop_front();
  return l;
}

void LanePool::release(Lane* lane) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    lane->evaluations++;
    free_[lane->device].push_back(lane);
    last_release_[lane->device] = monotonic_s();
  }
  cv_.notify_all();
}

Result<bool> LanePool::restart(Lane* lane) {
  fs_.kill(lane->judge.pid, after(10));
  lane->judge.channel.close();
  json cfg;
  {
    std::lock_guard<std::mutex> lock(mu_);
    cfg = judge_config(*lane);
  }
  return start_judge(*lane, cfg);
}

}  // namespace anvil
