// Tests for the problem registry: KernelBench-layout folders, metadata, variants, id lookup.
#include "core/problem.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/test_files.h"

using namespace anvil;
namespace fs = std::filesystem;

using anvil::test_files::write_file;

namespace {
const char* kBare =
    "import torch\nimport torch.nn as nn\nN = 64\nclass Model(nn.Module):\n    def forward(self, a):\n"
    "        return a * 2\ndef get_inputs():\n    return [torch.randn(N)]\ndef get_init_inputs():\n    return []\n";
}  // namespace

TEST(Problem, LoadsAKernelBenchStyleFolderWithoutMetadata) {
  fs::path root = fs::temp_directory_path() / ("anvil-suite-" + std::to_string(::getpid()));
  fs::remove_all(root);
  write_file(root / "level1" / "1_Double_it.py", kBare);
  write_file(root / "level2" / "7_Other.py", kBare);
  write_file(root / "level2" / "helpers.py", "def util():\n    pass\n");
  write_file(root / "level3" / "_private" / "skip.py", kBare);
  auto s = Suite::load(root);
  ASSERT_TRUE(s.ok()) << s.error().message;
  ASSERT_EQ(s->problems.size(), 2u);
  EXPECT_EQ(s->problems[0].id, "level1/1_Double_it");
  EXPECT_EQ(s->problems[0].level, 1);
  EXPECT_EQ(s->problems[1].level, 2);
  ASSERT_EQ(s->skipped.size(), 1u);  // helpers.py is not a problem, and says why
  EXPECT_TRUE(s->find("1_Double_it").ok());
  EXPECT_FALSE(s->find("nope").ok());
  fs::remove_all(root);
}

TEST(Problem, MetadataAndVariants) {
  fs::path root = fs::temp_directory_path() / ("anvil-suite-v-" + std::to_string(::getpid()));
  fs::remove_all(root);
  std::string src = std::string("ANVIL_META = {'name': 'dbl', 'level': 2, 'variants': {'bf16': {'N': 8}}}\n") + kBare;
  write_file(root / "level1" / "dbl.py", src);
  auto s = Suite::load(root);
  ASSERT_TRUE(s.ok()) << s.error().message;
  ASSERT_EQ(s->problems.size(), 2u);
  EXPECT_EQ(s->problems[0].level, 2);  // metadata wins over the folder
  EXPECT_EQ(s->problems[1].id, "level1/dbl@bf16");
  EXPECT_EQ(s->problems[1].variant, "bf16");
  EXPECT_TRUE(s->find("dbl@bf16").ok());
  write_file(root / "level1" / "bad.py", std::string("ANVIL_META = {'x': foo()}\n") + kBare);
  auto again = Suite::load(root);
  ASSERT_TRUE(again.ok());
  ASSERT_EQ(again->skipped.size(), 1u);
  EXPECT_NE(again->skipped[0].find("ANVIL_META"), std::string::npos);
  fs::remove_all(root);
}
