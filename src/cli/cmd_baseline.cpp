// `anvil baseline`: eager and Inductor times of a suite on the present GPU, stored versioned (GPU
// model, torch and Triton versions, problem source hash) in the store and written as JSON.
// Inductor compiles (seconds each) run first in parallel processes; timing then runs alone.
// `--import FILE` loads such a JSON (e.g. the committed H200 numbers) into the store instead.
#include <fstream>
#include <iostream>
#include <thread>

#include "cli/commands.h"
#include "core/engine.h"
#include "core/progress.h"
#include "cli/suite_arg.h"
#include "core/store.h"
#include "core/stored_baselines.h"

namespace anvil::cli {
namespace {

struct BaselineOpts {
  std::string suite, filter, out, store, import_file;
  int jobs = 0;
  double budget_s = 4.0;
};

int run_import(const BaselineOpts& o, const Suite& suite, Store& store) {
  std::ifstream f(o.import_file);
  if (!f) return fail("bad_option", "cannot read " + o.import_file);
  auto doc = nlohmann::json::parse(f, nullptr, false);
  if (doc.is_discarded()) return fail("bad_input", o.import_file + " is not JSON");
  auto r = import_baselines(store, doc, suite);
  if (!r) return fail(r.error().code, r.error().message);
  auto list = [](const std::vector<std::string>& ids) {
    std::string s;
    for (size_t i = 0; i < ids.size() && i < 8; ++i) s += (i ? ", " : "") + ids[i];
    return s + (ids.size() > 8 ? ", ..." : "");
  };
  std::cerr << "anvil: " << r->stored << " baseline(s) of " << doc.value("gpu", "?") << " (torch "
            << doc.value("torch", "?") << ", triton " << doc.value("triton", "?") << ") stored in " << store.path()
            << "\n";
  if (!r->stale.empty())
    std::cerr << "anvil: skipped " << r->stale.size() << " measured on another version of the problem ("
              << list(r->stale) << "): run `anvil baseline --filter ID` to measure them again\n";
  if (!r->unversioned.empty())
    std::cerr << "anvil: skipped " << r->unversioned.size() << " without a source_hash (" << list(r->unversioned)
              << ")\n";
  if (!r->unknown.empty())
    std::cerr << "anvil: skipped " << r->unknown.size() << " not in the suite (" << list(r->unknown) << ")\n";
  return r->stored > 0 ? 0 : 1;
}

int run_baseline(const BaselineOpts& o) {
  auto suite = load_suite_arg(o.suite);
  if (!suite) return fail(suite.error().code, suite.error().message);
  auto store = Store::open(o.store.empty() ? default_store_path() : o.store);
  if (!store) return fail(store.error().code, store.error().message);
  if (!o.import_file.empty()) return run_import(o, *suite, **store);
  auto todo = filter_problems(*suite, o.filter);
  if (todo.empty()) return fail("bad_option", "no problem matches --filter " + o.filter);
  EngineOptions eo;
  eo.mode = "gpu";
  eo.tools_only = true;
  auto engine = Engine::start(eo);
  if (!engine) return fail(engine.error().code, engine.error().message);
  const auto& probe = (*engine)->probe();
  std::string gpu = probe["devices"][0].value("name", "GPU");

  // Phase 1: compile in parallel (Inductor's own caches keep the results).
  int jobs = o.jobs > 0 ? o.jobs : std::max(1, static_cast<int>(std::thread::hardware_concurrency()) / 2);
  jobs = std::min<int>(jobs, static_cast<int>(todo.size()));
  std::cerr << "anvil: compiling " << todo.size() << " problem(s) with Inductor in " << jobs << " process(es)\n";
  {
    Progress progress(todo.size(), "compiling");
    std::vector<std::thread> pool;
    for (int j = 0; j < jobs; ++j)
      pool.emplace_back([&, j] {
        nlohmann::json req{{"op", "baseline"}, {"compile_only", true}, {"problems", nlohmann::json::array()}};
        for (size_t i = j; i < todo.size(); i += jobs) req["problems"].push_back(todo[i]->to_json());
        (*engine)->run_tool(req, 7200, [&](const nlohmann::json&) { progress.tick(true); });
      });
    for (auto& t : pool) t.join();
  }
  // Phase 2: time everything in one process, alone on the GPU.
  nlohmann::json doc{{"gpu", gpu}, {"torch", probe.value("torch", "")}, {"triton", probe.value("triton", "")},
                     {"problems", nlohmann::json::object()}};
  nlohmann::json req{{"op", "baseline"}, {"budget_s", o.budget_s}, {"problems", nlohmann::json::array()}};
  for (const auto* p : todo) req["problems"].push_back(p->to_json());
  int failures = 0;
  {
    Progress progress(todo.size(), "timing");
    auto done = (*engine)->run_tool(req, 7200, [&](const nlohmann::json& ev) {
      if (ev.value("event", "") == "peaks") {
        doc["peaks"] = ev["peaks"];
        return;
      }
      std::string id = ev.value("id", "");
      nlohmann::json value = ev;
      value.erase("event");
      const Problem* problem = nullptr;
      for (const auto* p : todo)
        if (p->id == id) problem = p;
      BaselineKey key;
      if (problem) {
        key = baseline_key(gpu, doc["torch"], doc["triton"], *problem);
        value["source_hash"] = key.source_hash;  // lets --import tell which version was measured
      }
      doc["problems"][id] = value;
      bool ok = !ev.contains("error");
      failures += !ok;
      if (ok && problem) (*store)->put_baseline(key, value);
      progress.tick(ok);
    });
    if (!done) return fail(done.error().code, done.error().message);
  }
  if (!o.out.empty()) {
    std::ofstream f(o.out);
    f << doc.dump(1) << "\n";
  } else {
    std::cout << doc.dump(1) << "\n";
  }
  std::cerr << "anvil: " << todo.size() - failures << " baseline(s) stored in " << (*store)->path()
            << (failures ? "; " + std::to_string(failures) + " problem(s) failed (see their \"error\")" : "") << "\n";
  return failures ? 1 : 0;
}

}  // namespace

void add_baseline(CLI::App& app) {
  auto o = std::make_shared<BaselineOpts>();
  auto* cmd = app.add_subcommand("baseline", "Time eager PyTorch and Inductor on every problem of a suite on this "
                                             "GPU; store them versioned and print JSON");
  cmd->add_option("--suite", o->suite, "Suite folder (default: anvil's bundled problems)");
  cmd->add_option("--filter", o->filter, "Only problem ids containing this text");
  cmd->add_option("--jobs", o->jobs, "Parallel Inductor compile processes (default: cores / 2)");
  cmd->add_option("--budget", o->budget_s, "Seconds of timing per series at most (4)");
  cmd->add_option("-o,--out", o->out, "Write the JSON here (default: stdout)");
  cmd->add_option("--store", o->store, "SQLite store (default: ~/.cache/anvil/anvil.db)");
  cmd->add_option("--import", o->import_file,
                  "Load a baseline JSON written by `anvil baseline` (e.g. baselines/nvidia-h200.json) into the "
                  "store instead of measuring; entries whose problem source changed since are skipped");
  cmd->callback([o] { std::exit(run_baseline(*o)); });
}

}  // namespace anvil::cli
