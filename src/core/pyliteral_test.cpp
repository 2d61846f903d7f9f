// Tests for the Python literal reader used on problem metadata.
#include "core/pyliteral.h"

#include <gtest/gtest.h>

using anvil::find_py_assignment;
using anvil::parse_py_literal;

TEST(PyLiteral, NestedStructures) {
  std::string t = R"({"a": [1, 2.5, -3], 'b': (True, False, None), "c": {"d": "x\ny"},})";
  size_t p = 0;
  auto r = parse_py_literal(t, p);
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(r.value["a"][1], 2.5);
  EXPECT_EQ(r.value["a"][2], -3);
  EXPECT_EQ(r.value["b"][0], true);
  EXPECT_TRUE(r.value["b"][2].is_null());
  EXPECT_EQ(r.value["c"]["d"], "x\ny");
}

TEST(PyLiteral, CommentsAndNumbers) {
  std::string t = "{\n  'n': 1_000,  # thousand\n  'e': 1e-4,\n  'h': 0x10,\n}\n";
  size_t p = 0;
  auto r = parse_py_literal(t, p);
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(r.value["n"], 1000);
  EXPECT_DOUBLE_EQ(r.value["e"].get<double>(), 1e-4);
  EXPECT_EQ(r.value["h"], 16);
}

TEST(PyLiteral, RejectsExpressionsWithLineNumber) {
  std::string t = "{\n 'a': foo(1)}";
  size_t p = 0;
  auto r = parse_py_literal(t, p);
  EXPECT_NE(r.error.find("not a literal"), std::string::npos);
  EXPECT_NE(r.error.find("line 2"), std::string::npos);
}

TEST(PyLiteral, FindsTopLevelAssignmentOnly) {
  std::string src = "import torch\n    ANVIL_META = {'x': 2}\nANVIL_META = {'x': 1}\nANVIL_META == 3\n";
  auto r = find_py_assignment(src, "ANVIL_META");
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->value["x"], 1);
  EXPECT_FALSE(find_py_assignment("x = 1\n", "ANVIL_META").has_value());
}

TEST(PyLiteral, TripleQuotedAndConcatenatedStrings) {
  std::string t = "('''a\nb''' 'c', r'\\d')";
  size_t p = 0;
  auto r = parse_py_literal(t, p);
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(r.value[0], "a\nbc");
  EXPECT_EQ(r.value[1], "\\d");
}
