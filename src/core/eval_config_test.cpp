// EvalConfig: the interpreter-mode compile check's target names.
#include "core/eval_config.h"

#include <gtest/gtest.h>

namespace anvil {

TEST(EvalConfig, CompileCheckTargetsParse) {
  EvalConfig c;
  EXPECT_EQ(c.compile_check_capability(), (std::pair{9, 0}));  // the default, sm_90
  c.compile_check = "sm_80";
  EXPECT_EQ(c.compile_check_capability(), (std::pair{8, 0}));
  c.compile_check = "sm_100";
  EXPECT_EQ(c.compile_check_capability(), (std::pair{10, 0}));
  c.compile_check = "sm_89";
  EXPECT_EQ(c.compile_check_capability(), (std::pair{8, 9}));
  for (const char* bad : {"none", "sm_", "sm_9", "sm_9x", "90", "SM_90", ""}) {
    c.compile_check = bad;
    EXPECT_FALSE(c.compile_check_capability()) << bad;
  }
}

TEST(EvalConfig, CompileCheckTargetIsPartOfTheCacheKeyWhenNotTheDefault) {
  EvalConfig c;
  EXPECT_FALSE(c.identity().contains("compile_check"));
  c.compile_check = "none";
  EXPECT_EQ(c.identity().value("compile_check", ""), "none");
}

}  // namespace anvil
