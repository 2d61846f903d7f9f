// Tests for the verdict cache: the canonical form of code, the key, what is stored, and the
// lookup that serves a stored verdict as another task's own.
#include "core/verdict_cache.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/eval_config.h"

using namespace anvil;
namespace fs = std::filesystem;

namespace {

const char* kCode =
    "import torch\n"
    "import triton\n"
    "\n"
    "# a comment\n"
    "@triton.jit\n"
    "def k(x_ptr, n):\n"
    "    pass\n"
    "\n"
    "class ModelNew(torch.nn.Module):\n"
    "    def forward(self, x):\n"
    "        return x\n";

Problem make_problem(std::string id = "level1/softmax_rows", std::string variant = "") {
  Problem p;
  p.id = variant.empty() ? id : id + "@" + variant;
  p.base_id = id;
  p.variant = variant;
  p.name = "softmax_rows";
  p.source = "class Model: pass\n";
  return p;
}

CacheContext make_context() {
  CacheContext c;
  c.anvil_version = "0.1.0";
  c.mode = "gpu";
  c.device = "NVIDIA H200";
  c.torch = "2.11.0";
  c.triton = "3.6.0";
  c.runtime = std::string(64, 'a');
  c.config = EvalConfig{}.identity();
  c.sandbox = {{"enabled", true}, {"uid", true}, {"degraded", nlohmann::json::array()}};
  return c;
}

fs::path temp_db(const std::string& tag) {
  auto p = fs::temp_directory_path() / ("anvil-vcache-" + tag + "-" + std::to_string(::getpid()) + ".db");
  fs::remove(p);
  return p;
}

}  // namespace

TEST(CanonicalCode, NormalisesWhitespaceOnly) {
  EXPECT_EQ(canonical_code("a = 1  \r\n\r\n\tb = 2\t\r\n   \n# keep me \n"), "a = 1\n\tb = 2\n# keep me\n");
  EXPECT_EQ(canonical_code("x\ry"), "x\ny\n");             // a lone \r ends a line too
  EXPECT_EQ(canonical_code("x = 1"), "x = 1\n");           // no final newline
  EXPECT_EQ(canonical_code(""), "");
  EXPECT_EQ(canonical_code("    indented\n"), "    indented\n");  // leading whitespace is code
  EXPECT_NE(canonical_code("# c\nx\n"), canonical_code("x\n"));  // comments are kept
}

TEST(CanonicalCode, KeepsWhitespaceThatDecidesASyntaxError) {
  // `\` followed by spaces is a syntax error; `\` alone continues the line.
  EXPECT_NE(canonical_code("x = 1 + \\  \n    2\n"), canonical_code("x = 1 + \\\n    2\n"));
  // A blank line after a continuation ends the statement; dropping it would join the next line.
  EXPECT_NE(canonical_code("x = 1 + \\\n\n    2\n"), canonical_code("x = 1 + \\\n    2\n"));
  EXPECT_EQ(canonical_code("x = 1 + \\\n    2\n\n\n"), "x = 1 + \\\n    2\n");
}

TEST(VerdictCacheKey, SameCodeModuloWhitespaceIsTheSameKey) {
  Problem p = make_problem();
  CacheContext ctx = make_context();
  std::string key = verdict_cache_key(kCode, p, ctx);
  EXPECT_EQ(key.size(), 64u);
  std::string crlf;
  for (char c : std::string(kCode)) crlf += c == '\n' ? std::string("   \r\n\r\n") : std::string(1, c);
  EXPECT_EQ(verdict_cache_key(crlf, p, ctx), key);
  EXPECT_EQ(verdict_cache_key(std::string("\n\n") + kCode + "\n\t\n", p, ctx), key);
  // Code that differs is another key: a comment, indentation, a token.
  EXPECT_NE(verdict_cache_key(std::string(kCode) + "# note\n", p, ctx), key);
  EXPECT_NE(verdict_cache_key(std::string(kCode) + "x = 1\n", p, ctx), key);
  std::string reindented = kCode;
  reindented.replace(reindented.find("    pass"), 8, "  pass");
  EXPECT_NE(verdict_cache_key(reindented, p, ctx), key);
}

TEST(VerdictCacheKey, EverythingElseThatChangesAVerdictChangesTheKey) {
  const Problem p = make_problem();
  const CacheContext ctx = make_context();
  const std::string key = verdict_cache_key(kCode, p, ctx);
  auto differs = [&](const Problem& q, const CacheContext& c) { return verdict_cache_key(kCode, q, c) != key; };

  // The problem: its id, variant and source.
  EXPECT_TRUE(differs(make_problem("level1/softmax_cols"), ctx));
  EXPECT_TRUE(differs(make_problem("level1/softmax_rows", "bf16"), ctx));
  Problem edited = p;
  edited.source += "# edited\n";
  EXPECT_TRUE(differs(edited, ctx));

  // The evaluation settings.
  auto with_config = [&](auto change) {
    EvalConfig cfg;
    change(cfg);
    CacheContext c = ctx;
    c.config = cfg.identity();
    return c;
  };
  EXPECT_FALSE(differs(p, with_config([](EvalConfig&) {})));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.sets = 6; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.extra_sets = 1; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.atol = 1e-3; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.rtol = 1e-3; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.timing.enabled = false; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.timing.target_rse = 0.01; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.timing.budget_s = 1; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.timing.baselines = {"eager"}; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.static_policy = "minimal"; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.dynamic_checks = false; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.deadlines.correctness_s = 10; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.host_memory_bytes = 1LL << 30; })));
  EXPECT_TRUE(differs(p, with_config([](EvalConfig& c) { c.gpu_memory_fraction = 0.2; })));

  // The machine and the software.
  auto with = [&](auto change) {
    CacheContext c = ctx;
    change(c);
    return c;
  };
  EXPECT_TRUE(differs(p, with([](CacheContext& c) { c.mode = "cpu"; })));
  EXPECT_TRUE(differs(p, with([](CacheContext& c) { c.device = "NVIDIA H100 80GB HBM3"; })));
  EXPECT_TRUE(differs(p, with([](CacheContext& c) { c.torch = "2.12.0"; })));
  EXPECT_TRUE(differs(p, with([](CacheContext& c) { c.triton = "3.7.0"; })));
  EXPECT_TRUE(differs(p, with([](CacheContext& c) { c.anvil_version = "0.2.0"; })));
  EXPECT_TRUE(differs(p, with([](CacheContext& c) { c.runtime = std::string(64, 'f'); })));
  EXPECT_TRUE(differs(p, with([](CacheContext& c) { c.sandbox["enabled"] = false; })));
  EXPECT_TRUE(differs(p, with([](CacheContext& c) { c.sandbox["degraded"].push_back("landlock"); })));
}

TEST(VerdictCache, StoresVerdictsAboutTheCandidateOnly) {
  Verdict v = Verdict::failure("a", "level1/softmax_rows", "correctness", "mismatch", "");
  EXPECT_TRUE(cacheable(v));
  v.reason = "hang_gpu";
  EXPECT_TRUE(cacheable(v));
  v.reason = "ok";
  EXPECT_TRUE(cacheable(v));
  v.reason = "internal_error";
  EXPECT_FALSE(cacheable(v));
  v.reason = "problem_error";
  EXPECT_FALSE(cacheable(v));
}

TEST(VerdictCache, ServesAStoredVerdictAsTheTasksOwn) {
  auto path = temp_db("serve");
  auto opened = VerdictCache::open(path.string());
  ASSERT_TRUE(opened.ok()) << opened.error().message;
  auto& cache = **opened;
  cache.set_context(make_context());
  Suite suite;
  suite.problems.push_back(make_problem());

  Task first{"first", "softmax_rows", std::string("```python\n") + kCode + "```\n", "batch:1"};
  Task second{"second", "level1/softmax_rows", std::string(kCode) + "\n\n", "batch:2"};
  std::string key = cache.key(first, suite);
  ASSERT_EQ(key.size(), 64u);
  EXPECT_EQ(cache.key(second, suite), key);  // same code, fenced or not, same problem
  EXPECT_FALSE(cache.lookup(key, second).has_value());

  Verdict v = Verdict::failure("first", "level1/softmax_rows", "correctness", "mismatch", "output 0 differs");
  v.compiled = true;
  v.checks = nlohmann::json::array({{{"set", 0}, {"ok", false}}});
  v.durations = {{"total", 12.5}};
  ASSERT_TRUE(cache.store(key, v));
  auto hit = cache.lookup(key, second);
  ASSERT_TRUE(hit.has_value());
  EXPECT_EQ(hit->id, "second");
  EXPECT_TRUE(hit->cached);
  EXPECT_FALSE(hit->durations.contains("total") && hit->durations["total"] == 12.5);
  // Apart from id, cached and durations, the verdict is the stored one.
  auto a = v.to_json(), b = hit->to_json();
  for (auto* j : {&a, &b})
    for (const char* k : {"id", "cached", "durations"}) j->erase(k);
  EXPECT_EQ(a, b);
  EXPECT_EQ(cache.hits(), 1u);
  EXPECT_EQ(cache.stored(), 1u);
  fs::remove(path);
}

TEST(VerdictCache, NeitherStoresNorServesWhatIsNotAboutTheCandidate) {
  auto path = temp_db("skip");
  auto opened = VerdictCache::open(path.string());
  ASSERT_TRUE(opened.ok()) << opened.error().message;
  auto& cache = **opened;
  cache.set_context(make_context());
  Suite suite;
  suite.problems.push_back(make_problem());
  Task t{"t", "level1/softmax_rows", kCode, ""};
  std::string key = cache.key(t, suite);
  EXPECT_FALSE(cache.store(key, Verdict::failure("t", "level1/softmax_rows", "correctness", "internal_error", "")));
  EXPECT_FALSE(cache.lookup(key, t).has_value());
  // A verdict served from the cache is not stored again.
  Verdict served = Verdict::failure("t", "level1/softmax_rows", "correctness", "mismatch", "");
  served.cached = true;
  EXPECT_FALSE(cache.store(key, served));
  // No key without code or without a known problem.
  EXPECT_EQ(cache.key(Task{"n", "level1/softmax_rows", "no code here, only prose.", ""}, suite), "");
  EXPECT_EQ(cache.key(Task{"u", "level9/unknown", kCode, ""}, suite), "");
  fs::remove(path);
}

TEST(VerdictCache, RefusesAPathThatIsAnInput) {
  auto dir = fs::temp_directory_path() / ("anvil-vcache-dir-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  EXPECT_FALSE(VerdictCache::open(dir.string()).ok());
  EXPECT_FALSE(VerdictCache::open((dir / "cand.py").string()).ok());
  EXPECT_FALSE(fs::exists(dir / "cand.py"));
  auto text = dir / "store";
  std::ofstream(text) << "not a database\n";
  auto r = VerdictCache::open(text.string());
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, "bad_option");
  EXPECT_TRUE(VerdictCache::open((dir / "anvil.db").string()).ok());
  fs::remove_all(dir);
}
