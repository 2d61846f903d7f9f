// Tests for stored baselines: import of a baseline file, versioned by problem source, and lookup.
#include "core/stored_baselines.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

using namespace anvil;
namespace fs = std::filesystem;

namespace {
const char* kProblem =
    "import torch\nimport torch.nn as nn\nN = 64\nclass Model(nn.Module):\n    def forward(self, a):\n"
    "        return a * 2\ndef get_inputs():\n    return [torch.randn(N)]\ndef get_init_inputs():\n    return []\n";

struct Fixture {
  fs::path root = fs::temp_directory_path() / ("anvil-stored-" + std::to_string(::getpid()));
  std::unique_ptr<Store> store;
  Suite suite;
  Fixture() {
    fs::remove_all(root);
    fs::create_directories(root / "suite" / "level1");
    for (const char* name : {"double_it", "triple_it"}) std::ofstream(root / "suite" / "level1" / (std::string(name) + ".py")) << kProblem;
    suite = *Suite::load(root / "suite");
    store = std::move(*Store::open((root / "store.db").string()));
  }
  ~Fixture() { fs::remove_all(root); }
  std::string hash(const std::string& id) { return source_hash(**suite.find(id)); }
};
}  // namespace

TEST(StoredBaselines, ImportKeepsOnlyWhatMatchesTheSuiteAndLookupFindsIt) {
  Fixture f;
  nlohmann::json doc{{"gpu", "NVIDIA H200"}, {"torch", "2.11.0"}, {"triton", "3.6.0"},
                     {"problems",
                      {{"level1/double_it", {{"eager", {{"median_ms", 2.0}}}, {"inductor", {{"median_ms", 1.5}}},
                                             {"source_hash", f.hash("level1/double_it")}}},
                       {"level1/triple_it", {{"eager", {{"median_ms", 3.0}}}, {"source_hash", "0000000000000000"}}},
                       {"level1/gone", {{"eager", {{"median_ms", 1.0}}}, {"source_hash", "x"}}},
                       {"level1/old", {{"eager", {{"median_ms", 1.0}}}}}}}};
  auto r = import_baselines(*f.store, doc, f.suite);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->stored, 1);
  EXPECT_EQ(r->stale, std::vector<std::string>{"level1/triple_it"});  // measured on another source
  EXPECT_EQ(r->unknown.size(), 2u);                                   // gone and old: not in the suite
  std::vector<const Problem*> ps{*f.suite.find("level1/double_it"), *f.suite.find("level1/triple_it")};
  auto found = lookup_baselines(*f.store, "NVIDIA H200", "2.11.0", "3.6.0", ps, {"eager"});
  ASSERT_EQ(found.size(), 1u);
  EXPECT_DOUBLE_EQ(found["level1/double_it"]["eager"]["median_ms"].get<double>(), 2.0);
  EXPECT_FALSE(found["level1/double_it"].contains("inductor"));  // not wanted
  EXPECT_TRUE(found["level1/double_it"].contains("measured_at"));
  // Another torch: nothing applies.
  EXPECT_TRUE(lookup_baselines(*f.store, "NVIDIA H200", "2.12.0", "3.6.0", ps, {"eager"}).empty());
}

TEST(StoredBaselines, RefusesAFileThatIsNotABaselineDocument) {
  Fixture f;
  EXPECT_FALSE(import_baselines(*f.store, nlohmann::json::array(), f.suite).ok());
  EXPECT_FALSE(import_baselines(*f.store, {{"problems", nlohmann::json::object()}}, f.suite).ok());  // no versions
}
