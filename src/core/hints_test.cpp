// tf32_hint: only for a failed float32 output, on the GPU, from a source that calls tl.dot without
// choosing its precision.
#include "core/hints.h"

#include <gtest/gtest.h>

namespace anvil {

static nlohmann::json checks(bool ok, const char* dtype) {
  return nlohmann::json::array({{{"ok", true}, {"outputs", {{{"ok", true}, {"dtype", dtype}}}}},
                                {{"ok", ok}, {"outputs", {{{"ok", ok}, {"dtype", dtype}}}}}});
}

TEST(Tf32Hint, NamedForAFailedFloat32OutputOfAnUnqualifiedDot) {
  const std::string code = "acc += tl.dot(a, b)\n";
  EXPECT_NE(tf32_hint(code, checks(false, "float32"), "gpu").find("input_precision=\"ieee\""), std::string::npos);
  EXPECT_NE(tf32_hint("acc = tl.dot (a, b, acc)", checks(false, "float32"), "gpu"), "");
}

TEST(Tf32Hint, NotGivenWhereItCannotBeTheCause) {
  const std::string code = "acc += tl.dot(a, b)\n";
  EXPECT_EQ(tf32_hint(code, checks(true, "float32"), "gpu"), "");     // nothing failed
  EXPECT_EQ(tf32_hint(code, checks(false, "bfloat16"), "gpu"), "");   // not a float32 output
  EXPECT_EQ(tf32_hint(code, checks(false, "float32"), "cpu"), "");    // the interpreter's dot is exact
  EXPECT_EQ(tf32_hint("acc += tl.dot(a, b, input_precision='ieee')", checks(false, "float32"), "gpu"), "");
  EXPECT_EQ(tf32_hint("acc += tl.dot(a, b, allow_tf32=False)", checks(false, "float32"), "gpu"), "");
  EXPECT_EQ(tf32_hint("acc += tl.sum(a * b, axis=1)", checks(false, "float32"), "gpu"), "");
  EXPECT_EQ(tf32_hint("acc += tl.dot(a, b)", nlohmann::json(), "gpu"), "");
}

}  // namespace anvil
