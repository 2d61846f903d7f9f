// The verdict cache (see verdict_cache.h).
#include "core/verdict_cache.h"

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>

#include "core/completion.h"
#include "core/engine.h"
#include "core/sha256.h"

namespace anvil {
using nlohmann::json;

namespace {

// Bump when what goes into the key or the stored verdict changes meaning: old entries then miss.
constexpr int kKeyFormat = 2;

bool is_trailing_space(char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v'; }

}  // namespace

std::string canonical_code(std::string_view code) {
  std::string out;
  out.reserve(code.size());
  bool continued = false;  // the previous kept line ends with a backslash (a continuation)
  auto take = [&](std::string_view line) {
    size_t end = line.size();
    while (end > 0 && is_trailing_space(line[end - 1])) --end;
    std::string_view stripped = line.substr(0, end);
    if (stripped.empty()) {
      // After a continuation a blank line ends the statement (a syntax error); dropping it would
      // join the next line instead, so it stays, as an empty line.
      if (continued) out += '\n';
      continued = false;
      return;
    }
    // `x = a + \ ` (whitespace after the backslash) is a syntax error where `x = a + \` is not.
    std::string_view kept = stripped.back() == '\\' ? line : stripped;
    out.append(kept);
    out += '\n';
    continued = kept.back() == '\\';
  };
  size_t start = 0;
  for (size_t i = 0; i < code.size(); ++i) {
    if (code[i] != '\n' && code[i] != '\r') continue;
    take(code.substr(start, i - start));
    if (code[i] == '\r' && i + 1 < code.size() && code[i + 1] == '\n') ++i;  // \r\n is one ending
    start = i + 1;
  }
  if (start < code.size()) take(code.substr(start));
  return out;
}

json CacheContext::to_json() const {
  return {{"anvil", anvil_version}, {"mode", mode},     {"device", device},   {"torch", torch},
          {"triton", triton},       {"config", config}, {"sandbox", sandbox}, {"runtime", runtime}};
}

CacheContext CacheContext::of(const Engine& engine) {
  CacheContext c;
  c.anvil_version = ANVIL_VERSION;
  c.mode = engine.mode();
  const json& probe = engine.probe();
  c.torch = probe.value("torch", "");
  c.triton = probe.value("triton", "");
  c.runtime = probe.value("runtime", "");
  if (c.mode == "gpu") {
    // Tasks go to any of the devices, so the key names them all (one model on most hosts).
    std::set<std::string> names;
    for (const auto& d : probe.value("devices", json::array())) names.insert(d.value("name", "GPU"));
    for (const auto& n : names) c.device += (c.device.empty() ? "" : " + ") + n;
  } else {
    c.device = engine.device_json(-1).value("name", "cpu");
  }
  c.config = engine.options().eval.identity();
  // A verdict reached with a layer of the sandbox off (--no-sandbox, or relaxed by the self-test)
  // must not stand for a run where the layer would have stopped the candidate.
  const json relaxed = engine.sandbox_status().value("degraded", json::object());
  json degraded = json::array();
  for (const auto& [layer, why] : relaxed.items()) degraded.push_back(layer);
  c.sandbox = {{"enabled", engine.options().sandbox}, {"uid", engine.options().sandbox_uid}, {"degraded", degraded}};
  return c;
}

std::string verdict_cache_key(std::string_view code, const Problem& problem, const CacheContext& ctx) {
  json k{{"format", kKeyFormat},
         {"code", sha256_hex(canonical_code(code))},
         {"problem",
          {{"id", problem.id},
           {"variant", problem.variant},
           {"source_hash", source_hash(problem)}}},
         {"context", ctx.to_json()}};
  return sha256_hex(k.dump(-1, ' ', false, json::error_handler_t::replace));
}

bool cacheable(const Verdict& v) {
  return v.reason != "internal_error" && v.reason != "problem_error" && v.reason != "problem_not_found";
}

Result<std::unique_ptr<VerdictCache>> VerdictCache::open(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const std::string hint = " (--cache takes an optional store path: to judge that input, write "
                           "--cache=PATH or put --cache after the input)";
  if (fs::is_directory(path, ec)) return Error{"bad_option", "the verdict cache " + path + " is a folder" + hint};
  std::string ext = fs::path(path).extension().string();
  for (const char* input_ext : {".py", ".md", ".txt", ".jsonl", ".json"})
    if (ext == input_ext)
      return Error{"bad_option", "the verdict cache " + path + " has the name of a candidate or batch file" + hint};
  if (fs::is_regular_file(path, ec) && fs::file_size(path, ec) > 0) {
    char head[16] = {};
    std::ifstream in(path, std::ios::binary);
    in.read(head, sizeof head);
    if (in.gcount() != sizeof head || std::memcmp(head, "SQLite format 3\0", sizeof head) != 0)
      return Error{"bad_option", "the verdict cache " + path + " exists and is not an SQLite store" + hint};
  }
  auto store = Store::open(path);
  if (!store) return store.error();
  std::unique_ptr<VerdictCache> c(new VerdictCache());
  c->store_ = std::move(*store);
  return c;
}

std::string VerdictCache::key(const Task& task, const Suite& suite) const {
  auto problem = suite.find(task.problem);
  if (!problem) return "";
  Extracted ex = extract_code(task.text);
  if (ex.code.empty()) return "";
  return verdict_cache_key(ex.code, **problem, ctx_);
}

std::optional<Verdict> VerdictCache::lookup(const std::string& key, const Task& task) {
  auto t0 = std::chrono::steady_clock::now();
  auto stored = store_->get_verdict(key);
  if (!stored) return std::nullopt;
  Verdict v = Verdict::from_json(*stored);
  if (!cacheable(v)) return std::nullopt;
  v.id = task.id;
  v.cached = true;
  v.durations = {{"total", std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()}};
  ++hits_;
  return v;
}

bool VerdictCache::store(const std::string& key, const Verdict& v) {
  if (key.empty() || v.cached || !cacheable(v)) return false;
  auto ok = store_->put_verdict(key, v.to_json());
  if (!ok) {
    ++write_errors_;
    last_error_ = ok.error().message;
    return false;
  }
  ++stored_;
  return true;
}

}  // namespace anvil
