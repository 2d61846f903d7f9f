// Evaluation engine (see engine.h).
#include "core/engine.h"

#include <stdlib.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <mutex>
#include <sstream>
#include <thread>

#include "core/pipeline.h"

namespace anvil {
namespace fs = std::filesystem;
using nlohmann::json;

static std::string cache_root() {
  if (const char* c = getenv("ANVIL_CACHE"); c && *c) return c;
  if (const char* x = getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/anvil";
  if (const char* h = getenv("HOME"); h && *h) return std::string(h) + "/.cache/anvil";
  return "/tmp/anvil-cache";
}

Result<json> Engine::run_tool(const json& request, double timeout_s,
                              const std::function<void(const json&)>& on_event) {
  // Tools share the judges' compiler caches, so what `anvil baseline` compiles, judges reuse.
  json env{{"TORCHINDUCTOR_CACHE_DIR", cache_root() + "/inductor"}, {"TRITON_CACHE_DIR", cache_root() + "/inductor/triton"}};
  auto child = fs_->spawn("tool", {{"scratch", work_dir_}, {"env", env}}, after(60));
  if (!child) return child.error();
  auto sent = child->channel.send(request);
  Result<Message> reply = sent ? child->channel.recv(after(timeout_s)) : Result<Message>(sent.error());
  while (reply && reply->body.contains("event") && reply->body.value("event", "") != "done") {
    if (on_event) on_event(reply->body);
    reply = child->channel.recv(after(timeout_s));
  }
  child->channel.send({{"op", "bye"}});
  fs_->kill(child->pid, after(5));
  if (!reply) return Error{"runtime_error", "the runtime tool did not answer: " + reply.error().message};
  return reply->body;
}

json Engine::sandbox_config() {
  json cfg{{"enabled", opts_.sandbox}, {"network", true}, {"tasks", 1024},
           {"file_bytes", 1LL << 28}, {"open_files", 4096}};  // 256 MiB a file: its output log too
  if (opts_.sandbox_uid && geteuid() == 0) cfg["uid"] = 200000 + (next_uid_++ % 60000);
  cfg.update(sandbox_overrides_);
  return cfg;
}

// Start one candidate process with the full sandbox and open the device in it; where that fails,
// relax one layer at a time (writable /proc, then the separate uid, then Landlock, then the whole
// kernel sandbox) and say which (never silently).
Result<bool> Engine::sandbox_self_test() {
  if (!opts_.sandbox) {
    sandbox_status_ = {{"degraded", {{"sandbox", "disabled with --no-sandbox"}}}};
    return true;
  }
  const std::vector<std::pair<std::string, json>> relax = {
      {"", json::object()},
      {"landlock_proc", {{"writable", {"/proc"}}}},
      {"separate_uid", {{"uid", nullptr}}},
      {"landlock", {{"landlock", false}}},
      {"sandbox", {{"enabled", false}}},
  };
  json notes = json::object();
  for (size_t attempt = 0; attempt < relax.size(); ++attempt) {
    const auto& [layer, change] = relax[attempt];
    if (!layer.empty()) {
      sandbox_overrides_.update(change);
      notes[layer] = "relaxed: a candidate could not open the GPU with it (" + notes.value("_why", std::string()) + ")";
    }
    std::string scratch = work_dir_ + "/sandbox-test-" + std::to_string(attempt);
    fs::create_directories(scratch);
    json cfg{{"mode", mode_}, {"scratch", scratch}, {"source", scratch + "/none.py"},
             {"log", scratch + "/candidate.log"}, {"sandbox", sandbox_config()}};
    if (!sandbox_lib_.empty()) cfg["sandbox_lib"] = sandbox_lib_;
    if (mode_ == "gpu") cfg["env"] = {{"CUDA_VISIBLE_DEVICES", cuda_visible(0)}};
    auto child = fs_->spawn("candidate", cfg, after(60));
    if (!child) return child.error();
    child->channel.send({{"op", "ping"}});
    auto reply = child->channel.recv(after(120));
    child->channel.send({{"op", "bye"}});
    fs_->kill(child->pid, after(10));
    if (reply && reply->body.value("ok", false)) {
      notes.erase("_why");
      sandbox_status_ = reply->body.value("sandbox", json::object());
      if (!sandbox_status_.contains("degraded")) sandbox_status_["degraded"] = json::object();
      for (auto& [k, v] : notes.items()) sandbox_status_["degraded"][k] = v;
      return true;
    }
    notes["_why"] = reply ? reply->body.value("message", reply->body.dump()) : reply.error().message;
  }
  return Error{"sandbox", "candidate processes cannot start on this machine, even without the sandbox: " +
                              notes.value("_why", std::string())};
}

std::string Engine::cuda_visible(int device) const {
  auto it = visible_.find(device);
  return it == visible_.end() ? std::to_string(device) : it->second;
}

static double round_ms(double seconds) { return std::round(seconds * 1000) / 1000; }

Result<std::unique_ptr<Engine>> Engine::start(const EngineOptions& opts) {
  std::unique_ptr<Engine> e(new Engine());
  auto t_start = std::chrono::steady_clock::now();
  auto step = [&e, t = t_start](const char* name) mutable {  // seconds since the previous step
    auto now = std::chrono::steady_clock::now();
    e->startup_[name] = round_ms(std::chrono::duration<double>(now - t).count());
    t = now;
  };
  e->opts_ = opts;
  auto rt = locate_runtime();
  if (!rt) return rt.error();
  if (!opts.work_dir.empty()) {
    e->work_dir_ = fs::absolute(opts.work_dir).string();
    std::error_code ec;
    fs::create_directories(e->work_dir_, ec);
    if (ec) return Error{"work_dir", "cannot create work folder " + e->work_dir_ + ": " + ec.message()};
  } else {
    std::string tmpl = (fs::temp_directory_path() / "anvil-XXXXXX").string();
    if (!mkdtemp(tmpl.data())) return Error{"work_dir", "cannot create a temporary work folder"};
    e->work_dir_ = tmpl;
    e->own_work_dir_ = true;
  }
  // Candidates may run under uids of their own: they must be able to pass through (not list)
  // the work folder to reach their scratch folders.
  fs::permissions(e->work_dir_, fs::perms::owner_all | fs::perms::group_exec | fs::perms::others_exec);
  // The sandbox library sits beside the binary in a build folder, or in lib/ of an install.
  fs::path exe_dir = fs::path(self_exe()).parent_path();
  for (const auto& p : {exe_dir / "libanvil_sandbox.so", exe_dir.parent_path() / "lib" / "libanvil_sandbox.so"})
    if (fs::exists(p)) {
      e->sandbox_lib_ = p.string();
      break;
    }
  ForkServerOptions fo;
  fo.runtime = *rt;
  fo.log_path = e->work_dir_ + "/forkserver.log";
  fo.interpret = opts.mode == "cpu";
  fo.bytecode_cache = cache_root() + "/pycache";
  auto fsr = ForkServer::start(fo);
  if (!fsr) return fsr.error();
  e->fs_ = std::move(fsr.value());
  step("runtime_s");
  auto probe = e->run_tool({{"op", "probe"}, {"mode", opts.mode}}, 120);
  if (!probe) return probe.error();
  e->probe_ = *probe;
  step("probe_s");
  bool have_gpu = e->probe_.value("cuda_available", false) && !e->probe_["devices"].empty();
  if (opts.mode == "gpu" && !have_gpu)
    return Error{"no_gpu", "--mode gpu but torch sees no CUDA device" +
                               (e->probe_.contains("cuda_error") ? " (" + e->probe_["cuda_error"].get<std::string>() + ")" : std::string()) +
                               "; use --mode cpu for Triton's interpreter"};
  e->mode_ = (opts.mode == "cpu" || !have_gpu) ? "cpu" : "gpu";
  if (e->mode_ == "cpu" && !fo.interpret) {
    e->fs_.reset();  // triton was imported without its interpreter: start again with it
    fo.interpret = true;
    auto again = ForkServer::start(fo);
    if (!again) return again.error();
    e->fs_ = std::move(again.value());
    step("runtime_again_s");
  }
  if (opts.tools_only) return e;
  // timing: whether this run times at all (a judge then measures the GPU's ceilings at its start).
  json base{{"mode", e->mode_}, {"inductor_cache", cache_root() + "/inductor"}, {"timing", opts.eval.timing.enabled}};
  e->lanes_ = std::make_unique<LanePool>(*e->fs_, base, e->work_dir_);
  if (e->mode_ == "gpu") {
    // Map our device indices onto what the caller made visible.
    std::vector<std::string> visible;
    if (const char* cv = getenv("CUDA_VISIBLE_DEVICES"); cv && *cv) {
      std::stringstream ss(cv);
      std::string item;
      while (std::getline(ss, item, ',')) visible.push_back(item);
    }
    // Compiling candidates keep off a few cores, where the judges and the candidates they judge run:
    // a timed call that shared a core with compilers ran up to 1.6x slower (a launch-bound loop).
    e->cpus_ = split_cpus(allowed_cpus(), std::max(1, opts.lanes_per_gpu) *
                                              static_cast<int>(e->probe_["devices"].size()));
    e->lanes_->set_cores(e->cpus_.lane);
    for (size_t d = 0; d < e->probe_["devices"].size(); ++d) {
      int dev = static_cast<int>(d);
      e->visible_[dev] = d < visible.size() ? visible[d] : std::to_string(d);
      // Compile passes together may hold a quarter of the device; the lane's evaluation (inputs, copies,
      // references and timing sets on both sides of the IPC boundary) needs the rest.
      long long mem = e->probe_["devices"][d].value("memory_bytes", 0LL);
      e->device_memory_.set_capacity(dev, mem / 4);
      // One warmed candidate waiting for each lane, and one warming (warm_permits.h).
      e->warm_permits_.set_capacity(dev, std::max(1, opts.lanes_per_gpu) + 1);
      // Judges sharing the GPU: their evaluations together within the three quarters left.
      if (opts.lanes_per_gpu > 1) e->lane_memory_.set_capacity(dev, mem - mem / 4);
      // With the compile pass on meta tensors the core holds the gate around candidates' warms,
      // so a judge's timing waits for one in flight (and none starts while a candidate is timed).
      e->lanes_->add(dev, std::max(1, opts.lanes_per_gpu), e->visible_[dev], opts.eval.compile_pass == "meta");
    }
  } else {
    int n = opts.cpu_lanes > 0 ? opts.cpu_lanes : static_cast<int>(std::thread::hardware_concurrency());
    e->lanes_->add(-1, std::max(1, n), "", opts.cpu_gate);
  }
  // The judges start in the background (each creates its CUDA context) while the sandbox is
  // tested, problems are described and the first candidates compile; a worker waits for a judge
  // only when its candidate is ready for a lane.
  auto tested = e->sandbox_self_test();
  if (!tested) return tested.error();
  step("sandbox_test_s");
  return e;
}

Engine::~Engine() {
  lanes_.reset();
  fs_.reset();
  if (own_work_dir_ && !opts_.keep_work) {
    std::error_code ec;
    fs::remove_all(work_dir_, ec);
  }
}

json Engine::startup() const {
  json s = startup_;
  if (lanes_) {
    double judges = lanes_->started_after_s();
    s["judges_s"] = judges < 0 ? json(nullptr) : json(round_ms(judges));
  }
  if (fs_) {
    s["runtime_imports_s"] = fs_->ready_info().value("import_seconds", 0.0);
    s["runtime_imports"] = fs_->ready_info().value("imports", json::object());
    s["runtime_bytecode"] = fs_->ready_info().value("bytecode", "");
  }
  return s;
}

json Engine::device_json(int device) const {
  if (mode_ != "gpu" || device < 0) return {{"mode", "cpu"}, {"name", "Triton interpreter (CPU)"}};
  json d = probe_["devices"][device];
  d["mode"] = "gpu";
  return d;
}

std::map<std::string, ProblemInfo> Engine::describe(const std::vector<const Problem*>& problems) {
  std::vector<const Problem*> todo;
  for (const auto* p : problems)
    if (!described_.count(p->id)) todo.push_back(p);
  if (!todo.empty()) {
    json req{{"op", "describe"}, {"mode", mode_}, {"problems", json::array()}};
    for (const auto* p : todo) req["problems"].push_back(p->to_json());
    auto reply = run_tool(req, 600);
    std::map<std::string, json> by_id;
    if (reply && reply->value("ok", false))
      for (const auto& d : (*reply)["problems"]) by_id[d.value("id", "")] = d;
    for (const auto* p : todo) {
      ProblemInfo info;
      info.problem = p;
      auto it = by_id.find(p->id);
      if (!reply) {
        info.error = reply.error().message;
      } else if (it == by_id.end()) {
        info.error = "the runtime could not describe this problem: " + reply->value("message", std::string("no answer"));
      } else if (!it->second.value("ok", false)) {
        info.error = p->path.string() + ": " + it->second.value("message", std::string("could not be loaded"));
      } else {
        info.description = it->second;
      }
      described_[p->id] = info;
    }
  }
  std::map<std::string, ProblemInfo> out;
  for (const auto* p : problems) out[p->id] = described_[p->id];
  return out;
}

void Engine::run(const std::vector<Task>& tasks, const Suite& suite,
                 const std::function<void(const Verdict&)>& sink) {
  std::vector<const Problem*> resolved(tasks.size(), nullptr);
  std::vector<std::string> errors(tasks.size());
  std::vector<const Problem*> wanted;
  for (size_t i = 0; i < tasks.size(); ++i) {
    auto r = suite.find(tasks[i].problem);
    if (r) {
      resolved[i] = *r;
      wanted.push_back(*r);
    } else {
      errors[i] = r.error().message;
    }
  }
  auto t_describe = std::chrono::steady_clock::now();
  auto infos = describe(wanted);
  startup_["describe_s"] = round_ms(std::chrono::duration<double>(std::chrono::steady_clock::now() - t_describe).count());
  std::mutex sink_mu;
  auto emit = [&](const Verdict& v) {
    std::lock_guard<std::mutex> lock(sink_mu);
    sink(v);
  };
  std::atomic<size_t> next{0};
  auto devices = lanes_->device_ids();
  int workers = opts_.workers;
  if (workers <= 0) {
    int cores = static_cast<int>(std::thread::hardware_concurrency());
    workers = mode_ == "gpu" ? std::max(2, cores - 2) : std::max(1, cores);
  }
  workers = std::max(1, std::min<int>(workers, static_cast<int>(tasks.size())));
  std::vector<std::thread> pool;
  for (int w = 0; w < workers; ++w) {
    pool.emplace_back([&] {
      while (true) {
        size_t i = next.fetch_add(1);
        if (i >= tasks.size()) return;
        const Task& t = tasks[i];
        if (!resolved[i]) {
          emit(Verdict::failure(t.id, t.problem, "extract", "problem_not_found", errors[i]));
          continue;
        }
        const ProblemInfo& info = infos[resolved[i]->id];
        if (!info.error.empty()) {
          emit(Verdict::failure(t.id, resolved[i]->id, "extract", "problem_error", info.error));
          continue;
        }
        int device = devices[i % devices.size()];
        std::string scratch = work_dir_ + "/c" + std::to_string(i);
        Verdict v;
        try {
          v = evaluate_task(*this, t, info, device, scratch);
        } catch (const std::exception& e) {  // this verdict lost (stage unknown: the first), not the batch
          v = Verdict::failure(t.id, resolved[i]->id, "extract", "internal_error",
                               std::string("anvil failed while judging this candidate: ") + e.what());
        }
        emit(v);
      }
    });
  }
  for (auto& th : pool) th.join();
}

}  // namespace anvil
