// `anvil eval`: judge one candidate, a folder of them or a JSONL batch; verdicts as JSON lines.
// With no input it judges the bundled demo batch (correct and broken candidates) and prints a table.
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "core/batch_input.h"
#include "core/engine.h"
#include "core/progress.h"
#include "core/reward.h"
#include "core/runtime_env.h"
#include "core/stored_baselines.h"
#include "core/verdict_cache.h"
#include "core/verdict_table.h"

namespace anvil::cli {
namespace {

// The start-up steps, for a user wondering where the first seconds went.
std::string startup_line(const nlohmann::json& s) {
  auto sec = [&](const char* k) {
    char buf[32];
    snprintf(buf, sizeof buf, "%.2f s", s.value(k, 0.0));
    return std::string(buf);
  };
  // The three slowest of the fork-server's imports.
  std::vector<std::pair<double, std::string>> imports;
  const nlohmann::json each = s.value("runtime_imports", nlohmann::json::object());
  for (const auto& [name, secs] : each.items())
    if (secs.is_number()) imports.emplace_back(secs.get<double>(), name);
  std::sort(imports.rbegin(), imports.rend());
  std::string slowest;
  for (size_t i = 0; i < imports.size() && i < 3; ++i) {
    char buf[96];
    snprintf(buf, sizeof buf, "%s%s %.2f s", i ? ", " : ": ", imports[i].second.c_str(), imports[i].first);
    slowest += buf;
  }
  std::string bytecode = s.value("runtime_bytecode", "");
  if (bytecode == "anvil's cache") slowest += "; compiled modules from anvil's cache";
  std::string line = "runtime " + sec("runtime_s") + " (imports " + sec("runtime_imports_s") + slowest +
                     "), device probe " + sec("probe_s") + ", sandbox test " + sec("sandbox_test_s") +
                     ", problems read " + sec("describe_s");
  if (s.contains("judges_s") && s["judges_s"].is_number()) line += "; judges ready " + sec("judges_s") + " after their start (in the background)";
  return line;
}

struct EvalOpts {
  std::string input, suite, problem, out, baselines = "eager,inductor";
  bool cache = false;      // --cache given
  std::string cache_path;  // its optional value ("" = default_store_path())
  std::string store_path;  // --store: where --stored-baselines looks ("" = default_store_path())
  std::vector<std::string> rewards;
  bool table = false, no_table = false, no_timing = false;
  double host_mem_mib = 16384;
  EngineOptions engine;
};

int run_eval(EvalOpts& o) {
  bool demo = o.input.empty();
  auto rt = locate_runtime();
  if (!rt) return fail(rt.error().code, rt.error().message);
  std::string suite_dir = o.suite, input = o.input;
  if (suite_dir.empty() || demo) {
    auto data = locate_data(*rt);
    if (!data) return fail(data.error().code, data.error().message);
    if (suite_dir.empty()) suite_dir = *data + "/problems";
    if (demo) input = *data + "/examples/demo";
  }
  std::vector<RewardSpec> rewards;
  for (const auto& r : o.rewards) {
    auto spec = parse_reward_spec(r);
    if (!spec) return fail(spec.error().code, spec.error().message);
    rewards.push_back(*spec);
  }
  auto suite = Suite::load(suite_dir);
  if (!suite) return fail(suite.error().code, suite.error().message);
  auto tasks = read_tasks(input, o.problem);
  if (!tasks) return fail(tasks.error().code, tasks.error().message);

  auto& ev = o.engine.eval;
  ev.timing.enabled = !o.no_timing;
  ev.host_memory_bytes = static_cast<long long>(o.host_mem_mib * 1024 * 1024);
  ev.timing.baselines.clear();
  std::stringstream bs(o.baselines);
  for (std::string b; std::getline(bs, b, ',');)
    if (!b.empty()) {
      if (b != "eager" && b != "inductor") return fail("bad_option", "--baselines takes eager and/or inductor");
      ev.timing.baselines.push_back(b);
    }

  std::unique_ptr<VerdictCache> cache;
  if (o.cache) {
    auto opened = VerdictCache::open(o.cache_path.empty() ? default_store_path() : o.cache_path);
    if (!opened) return fail(opened.error().code, opened.error().message);
    cache = std::move(*opened);
  }

  if (demo) std::cerr << "anvil: no input given; judging the bundled demo batch (" << input << ")\n";
  std::cerr << "anvil: starting the runtime...\n";
  auto engine = Engine::start(o.engine);
  if (!engine) return fail(engine.error().code, engine.error().message);
  const auto& probe = (*engine)->probe();
  std::string device = (*engine)->mode() == "gpu" ? probe["devices"][0].value("name", "GPU")
                                                  : "no GPU: Triton interpreter on the CPU, timing unavailable";
  std::cerr << "anvil: " << tasks->size() << " candidate(s); device: " << device << "; torch "
            << probe.value("torch", "?") << ", triton " << probe.value("triton", "?") << "\n";

  const auto& sb = (*engine)->sandbox_status();
  if (!sb.value("degraded", nlohmann::json::object()).empty())
    std::cerr << "anvil: warning: sandbox layers unavailable here: " << sb["degraded"].dump()
              << " (docs/security.md says what each layer protects)\n";

  std::ofstream file;
  std::ostream* out = nullptr;
  if (!o.out.empty()) {
    file.open(o.out);
    if (!file) return fail("bad_option", "cannot write " + o.out);
    out = &file;
  } else if (!demo) {
    out = &std::cout;
  }
  if (ev.stored_baselines) {
    if ((*engine)->mode() != "gpu") {
      std::cerr << "anvil: --stored-baselines applies to GPU timing only; there is none here\n";
    } else {
      auto store = Store::open(o.store_path.empty() ? default_store_path() : o.store_path);
      if (!store) return fail(store.error().code, store.error().message);
      std::vector<const Problem*> problems;
      for (const auto& t : *tasks)
        if (auto p = suite->find(t.problem.empty() ? o.problem : t.problem)) problems.push_back(*p);
      auto found = lookup_baselines(**store, device, probe.value("torch", ""), probe.value("triton", ""), problems,
                                    ev.timing.baselines);
      std::cerr << "anvil: stored baselines for " << found.size() << " problem(s) in " << (*store)->path()
                << (found.empty() ? " (none for this GPU, torch and Triton: `anvil baseline` measures them, "
                                    "`anvil baseline --import FILE` loads a file); the rest are timed here"
                                  : "; the rest are timed here")
                << "\n";
      (*engine)->set_stored_baselines(std::move(found));
    }
  }
  if (cache) cache->set_context(CacheContext::of(**engine));
  bool show_table = !o.no_table && (o.table || demo || Progress::terminal(stderr));
  std::vector<Verdict> verdicts;
  // Verdicts arrive in completion order; tables read better in input order.
  std::map<std::string, size_t> order;
  for (size_t i = 0; i < tasks->size(); ++i) order[(*tasks)[i].id] = i;
  {
    Progress progress(tasks->size(), "judging");
    auto deliver = [&](const Verdict& v) {
      verdicts.push_back(v);
      if (out) {
        auto j = v.to_json();
        if (!rewards.empty()) {
          j["rewards"] = nlohmann::json::object();
          for (size_t i = 0; i < rewards.size(); ++i) j["rewards"][o.rewards[i]] = reward(v, rewards[i]);
        }
        // replace: a message may quote what the candidate printed, which need not be UTF-8
        *out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        out->flush();
      }
      progress.tick(v.correct);
    };
    if (!cache) {
      (*engine)->run(*tasks, *suite, deliver);
    } else {
      // Hits are answered before anything is scheduled; misses are judged and stored.
      std::vector<Task> todo;
      std::map<std::string, std::string> keys;  // task id -> cache key
      for (auto& t : *tasks) {
        std::string key = cache->key(t, *suite);
        if (!key.empty()) {
          if (auto hit = cache->lookup(key, t)) {
            deliver(*hit);
            continue;
          }
          keys[t.id] = key;
        }
        todo.push_back(std::move(t));
      }
      if (!todo.empty())
        (*engine)->run(todo, *suite, [&](const Verdict& v) {
          if (auto it = keys.find(v.id); it != keys.end()) cache->store(it->second, v);
          deliver(v);
        });
    }
  }
  if (cache) {
    std::cerr << "anvil: verdict cache " << cache->path() << ": " << cache->hits() << " hit(s), "
              << cache->stored() << " verdict(s) stored\n";
    if (cache->write_errors())
      std::cerr << "anvil: warning: " << cache->write_errors() << " verdict(s) could not be stored: "
                << cache->last_error() << "\n";
  }
  std::sort(verdicts.begin(), verdicts.end(),
            [&](const Verdict& a, const Verdict& b) { return order[a.id] < order[b.id]; });
  auto judges = (*engine)->lanes().wait_started();
  if (judges) std::cerr << "anvil: start-up: " << startup_line((*engine)->startup()) << "\n";
  std::ostream& human = demo ? std::cout : std::cerr;
  if (show_table) human << "\n" << verdict_table(verdicts);
  human << "\n" << verdict_summary(verdicts);
  if (o.engine.keep_work) std::cerr << "anvil: scratch folders and logs kept in " << (*engine)->work_dir() << "\n";
  if (!judges) {
    std::cerr << "anvil: error: " << judges.error().message << "; the verdicts above that say so were not judged\n";
    return 1;
  }
  return 0;
}

}  // namespace

void add_eval(CLI::App& app) {
  auto o = std::make_shared<EvalOpts>();
  auto* cmd = app.add_subcommand("eval", "Judge candidates: correctness, then timing vs eager and Inductor on a GPU");
  cmd->add_option("input", o->input,
                  "A candidate (.py or a completion .md), a folder of them, or a JSONL of "
                  "{id, problem, completion}; none = the bundled demo batch");
  cmd->add_option("--suite", o->suite, "Problem suite folder (default: anvil's bundled problems)");
  cmd->add_option("--problem", o->problem, "Problem id for inputs that do not name one");
  cmd->add_option("--mode", o->engine.mode, "auto, gpu, or cpu (Triton's interpreter)")
      ->check(CLI::IsMember({"auto", "gpu", "cpu"}));
  cmd->add_option("-o,--out", o->out, "Write verdicts (JSON lines) here instead of stdout");
  cmd->add_flag("--table", o->table, "Print a verdict table when done (default on a terminal)");
  cmd->add_flag("--no-table", o->no_table, "Never print the verdict table");
  cmd->add_option("--reward", o->rewards,
                  "Add a reward to each verdict: binary, kevin, kernelgym, makora, weighted:k=v,... "
                  "(@inductor to use that baseline); repeatable");
  cmd->add_option("--workers", o->engine.workers, "Candidates prepared concurrently (default: cores - 2 on GPU)");
  cmd->add_option("--lanes-per-gpu", o->engine.lanes_per_gpu,
                  "Judges per GPU (default 1). More share a gate: checks overlap, timing stays alone (experimental)");
  cmd->add_option("--cpu-lanes", o->engine.cpu_lanes, "Judges in interpreter mode (default: cores)");
  cmd->add_flag("--cpu-gate", o->engine.cpu_gate,
                "Interpreter-mode judges share the GPU gate of --lanes-per-gpu (for testing the harness itself)");
  cmd->add_option("--sets", o->engine.eval.sets, "Input sets at the main shape (default 5)");
  cmd->add_option("--extra-sets", o->engine.eval.extra_sets, "Input sets per extra shape (default 2)");
  cmd->add_option("--atol", o->engine.eval.atol, "Absolute tolerance for every output (default: by dtype)");
  cmd->add_option("--rtol", o->engine.eval.rtol, "Relative tolerance for every output (default: by dtype)");
  cmd->add_flag("--no-timing", o->no_timing, "Check correctness only");
  cmd->add_option("--static-gate", o->engine.eval.static_policy,
                  "full (default) or minimal: parse, ModelNew and a kernel only (for testing the harness itself)")
      ->check(CLI::IsMember({"full", "minimal"}));
  cmd->add_option("--compile-pass", o->engine.eval.compile_pass,
                  "meta (default): the compile pass touches no CUDA, and each candidate loads onto the GPU "
                  "later, between other candidates' timed sections, never during one; gpu: the pass runs on the "
                  "device, also while other candidates are timed (slower, noisier rounds)")
      ->check(CLI::IsMember({"gpu", "meta"}));
  cmd->add_option("--compile-check", o->engine.eval.compile_check,
                  "Interpreter mode: also compile every kernel forward launches for this GPU target with "
                  "Triton's compiler (no GPU needed), so code the interpreter runs but a GPU rejects is a "
                  "compile_error: sm_90 (default), sm_80, sm_100..., or none")
      ->check([](const std::string& v) {
        return v == "none" || anvil::EvalConfig::capability_of(v) ? std::string() : "expected sm_XY (e.g. sm_90) or none";
      });
  cmd->add_flag("!--no-dynamic-checks", o->engine.eval.dynamic_checks,
                "Skip the kernel/op audit, grad-mode run and ghost replay (for testing the harness itself)");
  cmd->add_option("--baselines", o->baselines, "Baselines to time: eager,inductor");
  cmd->add_option("--timing-budget", o->engine.eval.timing.budget_s, "Seconds of timing rounds at most (default 6)");
  cmd->add_option("--settle", o->engine.eval.timing.settle_s,
                  "Start the timed rounds no sooner than this many seconds after the device's previous lane ended (0)");
  cmd->add_option("--target-rse", o->engine.eval.timing.target_rse, "Stop timing once the median's relative standard error is under this (0.002)");
  cmd->add_option("--deadline-load", o->engine.eval.deadlines.load_s, "Seconds for static gate + import (60)");
  cmd->add_option("--deadline-compile", o->engine.eval.deadlines.compile_s, "Seconds for the compile pass (300)");
  cmd->add_option("--deadline-correctness", o->engine.eval.deadlines.correctness_s, "Seconds for correctness (180)");
  cmd->add_option("--deadline-timing", o->engine.eval.deadlines.timing_s, "Seconds for timing (120)");
  cmd->add_option("--host-mem-mib", o->host_mem_mib, "Resident memory limit per candidate in MiB (16384)");
  cmd->add_option("--gpu-mem-fraction", o->engine.eval.gpu_memory_fraction, "GPU memory share per candidate (0.4)");
  cmd->add_flag("!--no-sandbox", o->engine.sandbox, "Run candidates without the kernel-level sandbox");
  cmd->add_flag("!--no-sandbox-uid", o->engine.sandbox_uid, "As root, keep candidates under root's uid");
  cmd->add_option("--work-dir", o->engine.work_dir, "Scratch folder (default: a fresh temporary folder)");
  cmd->add_flag("--keep-work", o->engine.keep_work, "Keep scratch folders and logs");
  cmd->add_flag("--stored-baselines", o->engine.eval.stored_baselines,
                "Reuse eager/Inductor times stored by `anvil baseline` (same GPU model, torch, Triton and "
                "problem source) instead of timing them; speedups then compare with another run");
  cmd->add_option("--store", o->store_path, "Store for --stored-baselines (default " + default_store_path() + ")");
  auto* cache = cmd->add_option("--cache", o->cache_path,
                                "Serve verdicts already decided for the same code, problem, settings and "
                                "software from the store (default " + default_store_path() +
                                "), and store new ones; takes an optional path: write --cache=PATH, or put "
                                "--cache after the input")
                    ->expected(0, 1);
  cmd->callback([o, cache] {
    o->cache = cache->count() > 0;
    std::exit(run_eval(*o));
  });
}

}  // namespace anvil::cli
