// The verdict cache (opt-in, `anvil eval --cache`): a verdict already decided for the same
// candidate code, problem, settings and software is served from the store instead of being judged
// again. The key is a SHA-256 over
//   - the candidate's code as extracted from the completion, in canonical form (canonical_code),
//   - the problem's id, variant and content_hash(source + "@" + variant) (as `anvil baseline` keys it),
//   - EvalConfig::identity() (sets, tolerances, timing settings and baselines, static gate,
//     dynamic checks, memory limits, deadlines),
//   - the mode (cpu/gpu), the device model(s), the torch and Triton versions, anvil's version,
//     and the sandbox layers in force,
// as a JSON object (keys sorted), so any change to one of them is a miss (docs/formats.md).
#pragma once
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/problem.h"
#include "core/result.h"
#include "core/store.h"
#include "core/task.h"
#include "core/verdict.h"

namespace anvil {

class Engine;

// The code as it is keyed: line endings made \n, trailing whitespace (space, tab, \f, \v) cut from
// each line, blank lines dropped; comments and indentation kept. Two exceptions keep code that
// only whitespace separates from a syntax error apart: trailing whitespace after a line-ending
// backslash is kept, and so is a blank line right after a backslash continuation.
std::string canonical_code(std::string_view code);

// Everything outside the candidate and the problem that changes a verdict.
struct CacheContext {
  std::string anvil_version;  // ANVIL_VERSION
  std::string mode;           // cpu | gpu
  std::string device;         // GPU model(s), or the interpreter
  std::string torch, triton;  // from the runtime's probe
  std::string runtime;        // SHA-256 of the Python runtime's source, from the probe
  nlohmann::json config;      // EvalConfig::identity()
  nlohmann::json sandbox;     // {enabled, uid, degraded: [layers relaxed]}
  nlohmann::json to_json() const;
  // The context of a started engine (its probe, options and sandbox self-test).
  static CacheContext of(const Engine& engine);
};

// The cache key (64 hex digits) of a candidate's code for a problem in a context.
std::string verdict_cache_key(std::string_view code, const Problem& problem, const CacheContext& ctx);

// Whether a verdict may be stored: every verdict about the candidate is, including faults and
// hangs at a deadline (the deadlines and memory limits are part of the key). Not stored:
// internal_error (anvil itself failed; the verdict says nothing about the candidate and asks for a
// new evaluation) and problem_error / problem_not_found (the problem is broken or unknown, which a
// fixed suite or a retry may change).
bool cacheable(const Verdict& v);

class VerdictCache {
 public:
  // Opens (or creates) the store at path. A folder, a file that is not an SQLite database, or a
  // name ending like a candidate or batch file (.py .md .txt .jsonl .json) is refused: that is an
  // input taken as --cache's optional value by mistake.
  static Result<std::unique_ptr<VerdictCache>> open(const std::string& path);
  // The context keys are made in (set once the engine has started and probed the devices).
  void set_context(CacheContext ctx) { ctx_ = std::move(ctx); }

  // The key of a task, or "" when it is not looked up: its problem is not in the suite, or the
  // completion holds no code (judged at once, and its message is about the text itself).
  std::string key(const Task& task, const Suite& suite) const;
  // The verdict stored under key, as the task's own: its id, cached = true, and durations
  // holding only the lookup's time.
  std::optional<Verdict> lookup(const std::string& key, const Task& task);
  // Stores v under key when cacheable(v); false when skipped or the write failed (write_errors).
  bool store(const std::string& key, const Verdict& v);

  const std::string& path() const { return store_->path(); }
  size_t hits() const { return hits_; }
  size_t stored() const { return stored_; }
  size_t write_errors() const { return write_errors_; }
  const std::string& last_error() const { return last_error_; }

 private:
  VerdictCache() = default;
  std::unique_ptr<Store> store_;
  CacheContext ctx_;
  size_t hits_ = 0, stored_ = 0, write_errors_ = 0;
  std::string last_error_;
};

}  // namespace anvil
