// Per-candidate pipeline (see pipeline.h).
#include "core/pipeline.h"

#include <signal.h>
#include <string.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <mutex>
#include <optional>
#include <random>

#include "core/candidate_reply.h"
#include "core/completion.h"
#include "core/cpu_sets.h"
#include "core/gate_hold.h"
#include "core/hints.h"

namespace anvil {
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

double seconds_since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

std::string fmt_seconds(double s) {
  char buf[32];
  snprintf(buf, sizeof buf, "%.0f s", s);
  return buf;
}

// The device's GPU gate held shared (gate_files: the judges' flock files), or a hold of nothing
// when the device has no gate.
static Result<GateHold> hold_gate(const json& gate_files) {
  if (!gate_files.is_object()) return GateHold();
  return GateHold::shared(gate_files.value("lock", ""), gate_files.value("turnstile", ""));
}

// The candidate process and what anvil did to it, for classifying how it ended.
struct Candidate {
  Engine& engine;
  int pid = 0;
  Channel channel;
  bool killed_at_deadline = false;
  std::string deadline_stage;
  double deadline_s = 0;
  std::string last_note;
  std::string forged;  // why a reply could not have come from the runtime (candidate_reply.h)
  std::string log_path;
  std::optional<ExitStatus> status;
  // With a CUDA context, its end frees all its device memory: that waits for the device's GPU
  // gate, held shared, so that it never overlaps a timed section (gate_files: the judges' flock files).
  bool has_context = false;
  json gate_files;

  explicit Candidate(Engine& e) : engine(e) {}

  void kill_for_deadline(const std::string& stage, double seconds) {
    if (!killed_at_deadline) {
      killed_at_deadline = true;
      deadline_stage = stage;
      deadline_s = seconds;
      kill_group(pid, SIGKILL);
    }
  }
  // Kill (if still running) and collect the exit status once.
  void finish() {
    if (!pid || status) return;
    GateHold gate;
    if (has_context && !killed_at_deadline)
      if (auto held = hold_gate(gate_files)) gate = std::move(*held);  // failing that, it ends anyway
    status = engine.forkserver().kill(pid, after(10));
  }
  ~Candidate() {
    finish();
    if (pid) engine.watchdog().unwatch(pid);
  }
};

// The last meaningful line the candidate process wrote (a traceback's final line, usually).
std::string last_error_line(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return "";
  in.seekg(0, std::ios::end);
  auto size = static_cast<long long>(in.tellg());
  in.seekg(std::max(0LL, size - 8192));
  std::string line, last;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (!line.empty() && line.rfind("USDT:", 0) != 0) last = line;
  }
  return last.size() > 300 ? last.substr(0, 297) + "..." : last;
}

// Why the candidate process is gone, as a verdict reason and message.
std::pair<std::string, std::string> lost_reason(Candidate& c, const std::string& stage) {
  bool oom = c.engine.watchdog().unwatch(c.pid);
  if (!c.forged.empty())
    return {"protocol_violation", "the candidate process answered the harness with a message its runtime never sends (" +
                                      c.forged + ", during " + stage + "): candidate code reached the runtime's channel"};
  if (c.killed_at_deadline) {
    std::string where = c.deadline_stage;
    if (c.last_note == "gpu_wait" && (where == "correctness" || where == "timing"))
      return {"hang_gpu", "the GPU work launched by forward did not finish within " +
                              fmt_seconds(c.deadline_s) + " (" + where + "); look for a kernel that never terminates"};
    return {"hang_host", "the candidate did not finish " + where + " within " + fmt_seconds(c.deadline_s) +
                             " (host code hung or was too slow)"};
  }
  if (!c.status) c.status = c.engine.forkserver().wait_exit(c.pid, after(5));
  if (oom)
    return {"host_oom", "the candidate process exceeded its host memory limit of " +
                            std::to_string(c.engine.options().eval.host_memory_bytes >> 20) + " MiB and was killed"};
  if (!c.status) return {"crash", "the candidate process ended during " + stage + " (exit status unknown)"};
  auto [reason, message] = classify_exit(*c.status, stage);
  std::string tail = last_error_line(c.log_path);
  if (!tail.empty()) message += "; its last output: " + tail;
  return {reason, message};
}

struct CandidateReply {
  json body;
  bool timed_out = false;
  bool lost = false;
};

CandidateReply ask(Candidate& c, const json& msg, double timeout_s, const std::string& stage) {
  CandidateReply r;
  auto sent = c.channel.send(msg);
  if (!sent) {
    r.lost = true;
    return r;
  }
  auto deadline = after(timeout_s);
  while (true) {
    auto m = c.channel.recv(deadline);
    if (!m) {
      if (m.error().code == "timeout") {
        c.kill_for_deadline(stage, timeout_s);
        r.timed_out = true;
      }
      r.lost = true;
      return r;
    }
    if (auto bad = malformed_reply(m->body)) {
      c.forged = *bad;
      kill_group(c.pid, SIGKILL);  // as at a deadline: the caller may hold the gate (finish() takes it)
      r.lost = true;
      return r;
    }
    if (m->body.contains("note")) {
      c.last_note = m->body["note"].get<std::string>();
      continue;
    }
    r.body = m->body;
    return r;
  }
}

// Shapes the compile pass can use: those whose constructor arguments are plain values.
json compile_shapes(const ProblemInfo& info) {
  json shapes = json::array();
  for (const auto& s : info.description.value("shapes", json::array()))
    if (!s["init_inputs"].is_null()) shapes.push_back({{"init_inputs", s["init_inputs"]}, {"inputs", s["inputs"]}});
  return shapes;
}

}  // namespace

std::pair<std::string, std::string> classify_exit(const ExitStatus& s, const std::string& stage) {
  if (!s.exited) {
    if (s.signal == SIGKILL)
      return {"crash", "the candidate process was killed (signal 9) during " + stage +
                           "; this is usually the system running out of memory"};
    return {"crash", "the candidate process died with " + s.describe() + " during " + stage};
  }
  return {"exit", "the candidate process exited (" + s.describe() + ") during " + stage +
                      "; forward must return its outputs, not end the process"};
}

void apply_timing(Verdict& v, const json& t) {
  if (!t.is_object()) return;
  v.timing_status = "measured";
  for (auto [key, dst] : {std::pair{"candidate", &v.candidate}, {"eager", &v.eager}, {"inductor", &v.inductor}})
    if (t.contains(key) && t[key].is_object()) *dst = TimingStat::from_json(t[key]);
  if (v.candidate && v.candidate->median_ms > 0) {
    if (v.eager) v.speedup_eager = v.eager->median_ms / v.candidate->median_ms;
    if (v.inductor) v.speedup_inductor = v.inductor->median_ms / v.candidate->median_ms;
  }
  if (t.contains("roofline") && t["roofline"].is_object()) v.roofline = t["roofline"];
  if (t.value("roofline_exceeded", false)) v.flags.push_back("roofline_exceeded");
  v.timing_detail = json::object();
  for (const char* k : {"rounds", "converged", "seconds", "baseline_warmup_s", "shape", "clock_mismatch",
                        "host_overhead", "fresh_inputs", "round_medians_ms", "inductor_error", "eager_error", "baselines_from_store"})
    if (t.contains(k)) v.timing_detail[k] = t[k];
  if (!t.value("converged", true)) v.flags.push_back("timing_not_converged");
  if (t.contains("clock_mismatch")) v.flags.push_back("clock_mismatch");
  if (v.speedup_eager && *v.speedup_eager > 10) v.flags.push_back("speedup_over_10x");
  if (t.contains("inductor_error")) v.flags.push_back("inductor_failed");
  if (t.contains("baselines_from_store")) v.flags.push_back("baselines_from_store");
}

// How long a judge may wait for its turn on a shared GPU before anvil gives up on it.
constexpr double kGateWaitLimitS = 900;
// A memory request larger than any budget: it waits until nothing else holds any of that budget
// and keeps everyone else out while held (an evaluation that has the device alone).
constexpr long long kWholeBudget = std::numeric_limits<long long>::max() / 4;

static Verdict evaluate_once(Engine& engine, const Task& task, const ProblemInfo& info, int device,
                             const std::string& scratch, bool alone) {
  const auto& cfg = engine.options().eval;
  const auto& dl = cfg.deadlines;
  Verdict v;
  v.id = task.id;
  v.problem = info.problem->id;
  v.device = engine.device_json(device);
  auto t_start = Clock::now();
  // With ANVIL_GATE_TRACE=1: when this candidate's process touched the GPU outside its lane
  // (compile pass, warm, exit), on the judges' clock, to find what slows another's timed rounds.
  static const bool trace = getenv("ANVIL_GATE_TRACE") && std::string(getenv("ANVIL_GATE_TRACE")) == "1";
  json ptrace = json::object();
  auto mark = [&](const char* what, Clock::time_point a) {
    if (trace) ptrace[what] = {monotonic_s(a), monotonic_s()};
  };
  struct Candidate* alive = nullptr;  // killed (and its exit traced) when the verdict is decided
  auto finish = [&](std::string stage, std::string reason, std::string message) {
    v.stage = std::move(stage);
    v.reason = std::move(reason);
    v.message = std::move(message);
    v.durations["total"] = seconds_since(t_start);
    if (alive && trace) {
      auto t_exit = Clock::now();
      alive->finish();
      mark("exit", t_exit);
    }
    if (trace) v.durations["process_trace"] = ptrace;
    if (!engine.options().keep_work) {
      std::error_code ec;
      fs::remove_all(scratch, ec);
    }
    return v;
  };

  // extract
  Extracted ex = extract_code(task.text);
  if (ex.code.empty()) return finish("extract", "no_code", ex.error);

  std::error_code ec;
  fs::create_directories(scratch, ec);
  std::string source = scratch + "/candidate.py";
  {
    std::ofstream out(source, std::ios::binary);
    out << ex.code;
    if (!out) return finish("extract", "internal_error", "cannot write " + source);
  }

  // static gate + import, in a fresh candidate process
  json ccfg{{"mode", engine.mode()},
            {"scratch", scratch},
            {"source", source},
            {"log", scratch + "/candidate.log"},
            {"gpu_memory_fraction", cfg.gpu_memory_fraction},
            {"static_policy", cfg.static_policy},
            {"sandbox", engine.sandbox_config()}};
  if (!engine.sandbox_lib().empty()) ccfg["sandbox_lib"] = engine.sandbox_lib();
  if (engine.mode() == "gpu") ccfg["env"] = {{"CUDA_VISIBLE_DEVICES", engine.cuda_visible(device)}};
  // A compile pass on meta tensors needs no CUDA: the context waits for `warm`, under its permit.
  // Without a compile pass (no shapes to compile at) there is no warm, so the context comes first.
  const json shapes = engine.mode() == "gpu" ? compile_shapes(info) : json::array();
  const bool meta = cfg.compile_pass == "meta" && !shapes.empty();
  if (meta) ccfg["lazy_context"] = true;
  // The device's GPU gate (the judges' flock files; null without one), taken around the import, the
  // warm and the end of the process.
  const json gate_files = engine.mode() == "gpu" ? engine.lanes().gate_files(device) : json(nullptr);
  if (!engine.cpus().compile.empty()) ccfg["cpus"] = engine.cpus().compile;
  // Import runs the candidate's module-level code, which could use the GPU (it is stopped for it
  // afterwards, early_gpu_use): the GPU gate is held shared through the import, so that no such work
  // overlaps another candidate's timing. A process that creates its context at the start holds it
  // from before the spawn; a lazy one runs the static gate (anvil's code alone) before the hold.
  GateHold load_gate;
  auto take_gate = [&]() -> std::optional<Verdict> {
    if (engine.mode() != "gpu") return std::nullopt;
    auto t_g = Clock::now();
    auto held = hold_gate(gate_files);
    if (!held) return finish("static", "internal_error", held.error().message);
    load_gate = std::move(*held);
    v.durations["load_wait"] = seconds_since(t_g);
    return std::nullopt;
  };
  if (!meta)
    if (auto end = take_gate()) return *end;
  auto child = engine.forkserver().spawn("candidate", ccfg, after(60));
  if (!child) return finish("static", "internal_error", "could not start a candidate process: " + child.error().message);
  Candidate cand(engine);
  alive = &cand;
  cand.pid = child->pid;
  cand.log_path = scratch + "/candidate.log";
  cand.channel = std::move(child->channel);
  engine.watchdog().watch(cand.pid, cfg.host_memory_bytes);
  cand.has_context = engine.mode() == "gpu" && !meta;  // a lazy one creates it in its warm
  cand.gate_files = gate_files;

  v.stage = "static";
  auto t_static = Clock::now();
  auto gate = ask(cand, {{"op", "gate"}}, dl.load_s, "static gate");
  const double static_s = seconds_since(t_static);
  v.durations["static"] = static_s;
  mark("static", t_static);
  if (gate.lost) {
    auto [reason, msg] = lost_reason(cand, "the static gate");
    return finish("static", reason, msg);
  }
  if (!gate.body.value("ok", false)) {
    if (gate.body.contains("findings")) v.checks = gate.body["findings"];
    return finish("static", gate.body.value("reason", "internal_error"), gate.body.value("message", ""));
  }
  if (meta)
    if (auto end = take_gate()) return *end;
  auto t_load = Clock::now();
  // One deadline for both: the import has what the static gate left of it (at least a second).
  const double import_s = std::max(1.0, dl.load_s - static_s);
  auto load = ask(cand, {{"op", "load"}}, import_s, "import");
  // A candidate stopped for using the GPU at import may have left kernels queued there (launches
  // return at once): it ends, and its context with them, while the import's hold is still kept,
  // so that work cannot run beside what takes the gate next (a timed section, a judge's ceilings).
  if (!load.lost && load.body.value("reason", "") == "early_gpu_use") cand.finish();
  load_gate.release();  // before anything that may take the gate again (Candidate::finish)
  v.durations["load"] = seconds_since(t_load);
  mark("load", t_load);  // the GPU gate held: a timer asking meanwhile waits for the import
  if (load.lost) {
    auto [reason, msg] = lost_reason(cand, "import");
    return finish("build", reason, msg);
  }
  if (load.body.contains("sandbox") && load.body["sandbox"].is_object()) {
    json sb = load.body["sandbox"];
    const json engine_degraded = engine.sandbox_status().value("degraded", json::object());
    for (const auto& [k, why] : engine_degraded.items())
      if (!sb["degraded"].contains(k)) sb["degraded"][k] = why;
    if (!sb.value("degraded", json::object()).empty()) v.sandbox = sb;
  }
  if (!load.body.value("ok", false))  // the static gate's findings came with `gate`, above
    return finish("build", load.body.value("reason", "import_error"), load.body.value("message", ""));

  // compile pass (GPU): every kernel compiled on this CPU core, none launched
  v.stage = "build";
  // A build step that failed ends the evaluation with the candidate's reason (or how it died).
  auto failed = [&](const auto& answer, const char* what, const char* reason) -> std::optional<Verdict> {
    if (answer.lost) {
      auto [r, msg] = lost_reason(cand, what);
      return finish("build", r, msg);
    }
    if (!answer.body.value("ok", false))
      return finish("build", answer.body.value("reason", reason), answer.body.value("message", ""));
    return std::nullopt;
  };
  WarmPermits::Permit warm_permit;  // held from loading onto the GPU until this one's timing is done
  if (!shapes.empty()) {  // GPU only
    auto t_mem = Clock::now();
    auto t_c = t_mem;
    auto comp = [&] {
      json req{{"op", "compile"}, {"shapes", shapes}, {"seed", 0}};
      DeviceMemoryBudget::Reservation reserved;  // the memory is held for the compile pass only
      if (meta)  // no device memory: meta tensors, compiled for this GPU's target
        req["capability"] = engine.device_json(device).value("capability", json::array());
      else
        reserved = DeviceMemoryBudget::Reservation(engine.device_memory(), device, compile_pass_bytes(shapes));
      v.durations["memory_wait"] = seconds_since(t_mem);
      t_c = Clock::now();
      return ask(cand, req, dl.compile_s, "compilation");
    }();
    v.durations["compile"] = seconds_since(t_c);
    mark("compile", t_c);
    if (auto end = failed(comp, "compilation", "compile_error")) return *end;
    if (meta) {  // the CUDA context and the kernels' loading, when no other candidate is timed
      auto t_ww = Clock::now();
      warm_permit = engine.warm_permits().acquire(device);
      // Never while a candidate is timed: each step holds the gate shared (a timer waits for the
      // step in flight). The context, then the rest (kernels, profiler, check kernels) a part at
      // a time, so a timer that asks meanwhile waits for one short step, not the whole warm.
      json parts = json::object();
      double warm_s = 0, gap_s = 0;
      const char* steps[] = {"context", "kernels", "profiler", "check_kernels"};
      for (size_t i = 0; i < std::size(steps); ++i) {
        auto t_g = Clock::now();
        auto held = hold_gate(gate_files);
        if (!held) return finish("build", "internal_error", held.error().message);
        GateHold gate = std::move(*held);
        if (i == 0)
          v.durations["warm_wait"] = seconds_since(t_ww);
        else
          gap_s += seconds_since(t_g);  // the later steps' waits for the gate
        auto t_w = Clock::now();
        cand.has_context = true;
        auto warm = ask(cand, {{"op", "warm"}, {"step", steps[i]}, {"shapes", shapes}}, dl.load_s,
                        "loading onto the GPU");
        gate.release();
        warm_s += seconds_since(t_w);
        if (warm.body.contains("parts")) parts.update(warm.body["parts"]);  // where it went
        mark(i == 0 ? "warm" : i == 1 ? "warm_rest" : (std::string("warm_rest") + std::to_string(i)).c_str(), t_w);
        if (auto end = failed(warm, "loading onto the GPU", "cuda_error")) return *end;
      }
      v.durations["warm_gap"] = gap_s;
      v.durations["warm"] = warm_s;
      v.durations["warm_parts"] = parts;
    }
  }

  // compile check (interpreter mode): every kernel forward launches compiled for a GPU target too,
  // on meta tensors, and dropped: what the interpreter runs but a GPU's compiler rejects is a
  // compile_error here, as it would be on the GPU
  if (engine.mode() != "gpu") {
    const auto target = cfg.compile_check_capability();
    const json check_shapes = target ? compile_shapes(info) : json::array();
    if (!check_shapes.empty()) {
      auto t_c = Clock::now();
      json req{{"op", "compile"}, {"shapes", check_shapes}, {"seed", 0},
               {"capability", {target->first, target->second}}};
      auto comp = ask(cand, req, dl.compile_s, "compilation");
      v.durations["compile"] = seconds_since(t_c);
      mark("compile", t_c);
      if (auto end = failed(comp, "compilation", "compile_error")) return *end;
    }
  }

  // correctness and timing, in a lane
  auto t_wait = Clock::now();
  // Several judges on one GPU: wait until this evaluation's memory fits beside theirs (alone, it
  // takes the whole budget, so it waits for the others to finish).
  DeviceMemoryBudget::Reservation lane_memory;
  if (engine.mode() == "gpu" && engine.lanes().shared(device))
    lane_memory = DeviceMemoryBudget::Reservation(
        engine.lane_memory(), device, alone ? kWholeBudget : lane_bytes(info.description));
  // Alone also means no other candidate's compile pass on the device meanwhile: they take the
  // compile-pass budget, which this holds whole (waiting for those in flight to finish).
  DeviceMemoryBudget::Reservation no_compile_passes;
  if (engine.mode() == "gpu" && alone)
    no_compile_passes = DeviceMemoryBudget::Reservation(engine.device_memory(), device, kWholeBudget);
  Lane* lane = engine.lanes().acquire(device);
  v.durations["lane_wait"] = seconds_since(t_wait);
  if (!lane)
    return finish("correctness", "internal_error",
                  "no anvil judge could start on this device (" + engine.lanes().start_error() +
                      "). This verdict says nothing about the candidate: evaluate it again.");
  if (!engine.cpus().lane.empty())  // in the lane: onto the lane's cores, where no compiler runs
    move_to_cores(cand.pid, engine.cpus().lane, "candidates are judged on the compile cores");
  auto t_lane = Clock::now();
  if (trace) ptrace["lane_entry"] = monotonic_s(t_lane);
  v.stage = "correctness";
  json req{{"op", "evaluate"},
           {"problem", info.problem->to_json()},
           {"seed", static_cast<long long>(std::random_device{}() & 0x7fffffff) << 31 | std::random_device{}()},
           {"config", cfg.judge_json()}};
  if (engine.mode() != "gpu") req["config"]["timing"] = false;
  if (alone) req["config"]["alone"] = true;
  req["config"]["settle_from"] = engine.lanes().last_release_s(device);
  if (engine.stored_baselines().contains(info.problem->id))
    req["config"]["stored_baselines"] = engine.stored_baselines()[info.problem->id];
  auto sent = lane->judge.channel.send(req, {cand.channel.fd()});
  cand.channel.close();  // from here on only the judge talks to the candidate
  json result;
  bool judge_failed = !sent;
  std::string judge_error = sent ? "" : sent.error().message;
  double stage_limit = dl.correctness_s;
  std::string stage = "correctness";
  auto deadline = after(stage_limit);
  bool gate_waiting = false;  // the judge is waiting for the GPU gate since gate_since
  Clock::time_point gate_since{};
  Clock::duration paused_left{};
  double gate_wait_s = 0;
  while (!judge_failed) {
    auto m = lane->judge.channel.recv(deadline);
    if (!m) {
      if (m.error().code != "timeout") {
        judge_failed = true;
        judge_error = "the judge process ended unexpectedly";
        break;
      }
      if (gate_waiting) {
        judge_failed = true;
        judge_error = "the judge waited longer than " + fmt_seconds(kGateWaitLimitS) + " for its turn on the GPU";
        break;
      }
      if (stage == "baseline") {
        judge_failed = true;
        judge_error = "compiling and warming up the baselines took longer than " + fmt_seconds(stage_limit);
        break;
      }
      if (cand.killed_at_deadline) {
        judge_failed = true;
        judge_error = "the judge did not report after the candidate was stopped";
        break;
      }
      cand.kill_for_deadline(stage, stage_limit);
      deadline = after(dl.grace_s);
      continue;
    }
    const json& b = m->body;
    std::string ev = b.value("event", "");
    if (ev == "stage") {
      stage = b.value("stage", stage);
      if (stage == "timing" || stage == "baseline") v.stage = "timing";
      stage_limit = stage == "timing" ? dl.timing_s : stage == "baseline" ? 900.0 : dl.correctness_s;
      if (!cand.killed_at_deadline) deadline = after(stage_limit);
    } else if (ev == "gate") {
      // The judge waits for the GPU gate (another judge is timing, or checks run while this one
      // wants to time): the candidate is idle, so its stage deadline stands still meanwhile.
      if (b.value("state", "") == "wait") {
        gate_waiting = true;
        gate_since = Clock::now();
        paused_left = deadline ? *deadline - gate_since : Clock::duration{};
        if (!cand.killed_at_deadline) deadline = after(kGateWaitLimitS);
      } else if (gate_waiting) {
        gate_wait_s += seconds_since(gate_since);
        if (!cand.killed_at_deadline && deadline) deadline = Clock::now() + paused_left;
        gate_waiting = false;
      }
    } else if (ev == "timing_done") {
      warm_permit.release();  // a later candidate loads onto the GPU before the next one is timed
    } else if (ev == "note") {
      cand.last_note = b.value("state", "");
    } else if (ev == "result") {
      result = b;
      break;
    }
  }
  v.durations["lane"] = seconds_since(t_lane);
  if (trace) ptrace["lane_exit"] = monotonic_s();
  if (gate_wait_s > 0) v.durations["gate_wait"] = gate_wait_s;
  if (judge_failed) {
    auto restarted = engine.lanes().restart(lane);
    engine.lanes().release(lane);
    return finish(v.stage, "internal_error",
                  "anvil's judge failed (" + judge_error + ")" +
                      (restarted ? "; it was restarted" : "; restarting it failed: " + restarted.error().message) +
                      ". This verdict says nothing about the candidate: evaluate it again.");
  }
  engine.lanes().release(lane);

  if (result.contains("lane_phases") && result["lane_phases"].is_object())
    v.durations["lane_phases"] = result["lane_phases"];
  if (result.contains("gate_trace")) v.durations["gate_trace"] = result["gate_trace"];  // ANVIL_GATE_TRACE=1
  v.checks = result.value("checks", json::array());
  v.compiled = result.value("compiled", false);
  if (result.contains("flops") || result.contains("bytes")) v.roofline = {{"flops", result.value("flops", 0.0)}, {"bytes", result.value("bytes", 0.0)}};
  for (const auto& f : result.value("flags", json::array())) v.flags.push_back(f.get<std::string>());
  if (engine.mode() == "gpu") {
    if (result.contains("timing") && result["timing"].is_object()) apply_timing(v, result["timing"]);
  } else {
    v.timing_status = "unavailable";
  }
  std::string reason = result.value("reason", "internal_error");
  std::string rstage = result.value("stage", "correctness");
  std::string vstage = rstage == "done" ? "done" : (rstage == "timing" ? "timing" : "correctness");
  if (reason == "candidate_lost") {
    auto [r, msg] = lost_reason(cand, stage);
    return finish(vstage, r, msg);
  }
  if (result.value("ok", false)) {
    v.correct = true;
    if (v.timing_status == "measured") return finish("done", "ok", "correct");
    return finish("done", "ok", engine.mode() == "gpu" ? "correct (not timed: timing was turned off for this run)"
                                                       : "correct (timing unavailable without a GPU)");
  }
  if (reason == "internal_error" || reason == "problem_error") {
    if (result.contains("detail")) v.flags.push_back("judge_traceback_in_log");
  }
  std::string message = result.value("message", "");
  if (reason == "mismatch")  // a likely cause the source shows, for a model reading this
    if (auto hint = tf32_hint(ex.code, v.checks, engine.mode()); !hint.empty()) message += " (" + hint + ")";
  return finish(vstage, reason, message);
}

// Out of GPU memory while other judges or compile passes shared the device: not necessarily the
// candidate's doing.
static bool out_of_gpu_memory(const Verdict& v) {
  if (v.reason == "gpu_oom") return true;
  return v.reason == "internal_error" && (v.message.find("out of memory") != std::string::npos ||
                                          v.message.find("OutOfMemoryError") != std::string::npos);
}

Verdict evaluate_task(Engine& engine, const Task& task, const ProblemInfo& info, int device,
                      const std::string& scratch) {
  Verdict v = evaluate_once(engine, task, info, device, scratch, false);
  if (engine.mode() != "gpu" || !out_of_gpu_memory(v)) return v;
  // Judged again with the GPU to itself (no other judge, no compile pass), so that only the
  // candidate's own memory use counts. With one judge per GPU the compile passes of the
  // candidates waiting for the lane were the others.
  Verdict again = evaluate_once(engine, task, info, device, scratch, true);
  again.flags.push_back("reevaluated_alone");
  again.durations["first_attempt"] = v.durations.value("total", 0.0);
  return again;
}

}  // namespace anvil
