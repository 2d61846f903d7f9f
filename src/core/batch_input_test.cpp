// Tests for reading `anvil eval` inputs: a folder of candidates (helpers and caches left out,
// problems named by comment or by path).
#include "core/batch_input.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/test_files.h"

using namespace anvil;
namespace fs = std::filesystem;

using anvil::test_files::write_file;

TEST(BatchInput, AFolderLeavesOutUnderscoreAndHiddenFilesAndFolders) {
  fs::path root = fs::temp_directory_path() / ("anvil-batch-" + std::to_string(::getpid()));
  fs::remove_all(root);
  write_file(root / "a.py", "# problem: level1/relu_elementwise\nclass ModelNew: pass\n");
  write_file(root / "level1" / "softmax_rows.py", "class ModelNew: pass\n");
  write_file(root / "_notes.md", "not a candidate");
  write_file(root / "_aux" / "make_jsonl.py", "print('helper')\n");
  write_file(root / ".cache" / "x.py", "# problem: level1/relu_elementwise\n");
  auto tasks = read_tasks(root.string(), "");
  ASSERT_TRUE(tasks.ok()) << tasks.error().message;
  ASSERT_EQ(tasks->size(), 2u);
  EXPECT_EQ((*tasks)[0].problem, "level1/relu_elementwise");
  EXPECT_EQ((*tasks)[1].problem, "level1/softmax_rows");  // named by its path in the folder
  fs::remove_all(root);
}

TEST(BatchInput, AFolderWithoutCandidatesIsAnError) {
  fs::path root = fs::temp_directory_path() / ("anvil-batch-empty-" + std::to_string(::getpid()));
  fs::remove_all(root);
  write_file(root / "_only_helpers" / "x.py", "pass\n");
  auto tasks = read_tasks(root.string(), "");
  ASSERT_FALSE(tasks.ok());
  EXPECT_NE(tasks.error().message.find("no .py/.md/.txt candidates"), std::string::npos);
  fs::remove_all(root);
}
