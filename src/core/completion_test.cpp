// Tests for extracting candidate code from completions.
#include "core/completion.h"

#include <gtest/gtest.h>

using anvil::extract_code;

TEST(Completion, PlainSourcePassesThrough) {
  std::string src = "import torch\nclass ModelNew:\n    pass\n";
  auto e = extract_code(src);
  EXPECT_EQ(e.code, src);
  EXPECT_FALSE(e.from_fence);
  EXPECT_TRUE(e.error.empty());
}

TEST(Completion, TakesLastBlockDefiningModelNew) {
  std::string text =
      "Here is a sketch:\n```python\nclass ModelNew: a = 1\n```\nand the final version\n"
      "```python\nimport torch\nclass ModelNew: a = 2\n```\nThen a usage example:\n"
      "```python\nprint(ModelNew())\n```\n";
  auto e = extract_code(text);
  EXPECT_TRUE(e.from_fence);
  EXPECT_NE(e.code.find("a = 2"), std::string::npos);
  EXPECT_EQ(e.code.find("print"), std::string::npos);
}

TEST(Completion, FallsBackToLastPythonBlock) {
  auto e = extract_code("```bash\nls\n```\n```py\nx = 1\n```\n```\ny = 2\n```\n");
  EXPECT_EQ(e.code, "y = 2\n");
}

TEST(Completion, NoCodeIsAnErrorWithAHint) {
  auto e = extract_code("I cannot write this kernel, sorry.");
  EXPECT_TRUE(e.code.empty());
  EXPECT_NE(e.error.find("ModelNew"), std::string::npos);
}

TEST(Completion, OnlyNonPythonBlocksIsAnError) {
  auto e = extract_code("```bash\npip install triton\n```\n");
  EXPECT_TRUE(e.code.empty());
  EXPECT_FALSE(e.error.empty());
}

TEST(Completion, UnterminatedFenceKeepsBody) {
  auto e = extract_code("```python\nclass ModelNew:\n    pass\n");
  EXPECT_NE(e.code.find("class ModelNew"), std::string::npos);
}

TEST(Completion, LongerFencesAndTildes) {
  auto e = extract_code("~~~~python\nclass ModelNew: pass\n```\nstill inside\n~~~~\n");
  EXPECT_NE(e.code.find("still inside"), std::string::npos);
}

TEST(Completion, KernelsInAnEarlierBlockComeBeforeTheModule) {
  std::string text =
      "The kernel:\n```python\nimport triton\n@triton.jit\ndef k(x):\n    pass\n```\n"
      "A first try:\n```python\nclass ModelNew: a = 1\n```\n"
      "The module:\n```python\nclass ModelNew:\n    def forward(self, x):\n        return k\n```\n";
  auto e = extract_code(text);
  EXPECT_EQ(e.code.find("@triton.jit"), e.code.find("import triton") + 14);
  EXPECT_NE(e.code.find("return k"), std::string::npos);
  EXPECT_EQ(e.code.find("a = 1"), std::string::npos);  // a block with its own ModelNew is not taken in
  auto whole = extract_code("```python\n@triton.jit\ndef k(x):\n    pass\nclass ModelNew: pass\n```\n");
  EXPECT_EQ(whole.code.find("@triton.jit"), 0u);  // a block with both is taken alone
}
