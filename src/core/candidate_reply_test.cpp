// A candidate process's replies: the runtime's own shapes pass, a forged field of the wrong type
// is named (before this check it threw nlohmann::json::type_error in the core, ending the batch).
#include "core/candidate_reply.h"

#include <gtest/gtest.h>

namespace anvil {
namespace {

using nlohmann::json;

TEST(MalformedReply, TheRuntimesOwnRepliesPass) {
  EXPECT_FALSE(malformed_reply(json{{"ok", true}}));
  EXPECT_FALSE(malformed_reply(json{{"note", "gpu_wait"}}));
  EXPECT_FALSE(malformed_reply(json{{"ok", false}, {"reason", "import_error"}, {"message", "m"}, {"stage", "static"},
                                    {"findings", json::array()}}));
  EXPECT_FALSE(malformed_reply(json{{"ok", true}, {"sandbox", {{"degraded", json::object()}}},
                                    {"parts", {{"context", 0.2}}}}));
}

TEST(MalformedReply, AFieldOfTheWrongTypeIsNamed) {
  EXPECT_EQ(malformed_reply(json::array()), "a reply that is not a JSON object");
  EXPECT_EQ(malformed_reply(json{{"note", 5}}), "field 'note' is number, not a string");
  EXPECT_EQ(malformed_reply(json{{"ok", false}, {"reason", json::array()}}), "field 'reason' is array, not a string");
  EXPECT_EQ(malformed_reply(json{{"ok", "yes"}}), "field 'ok' is string, not a boolean");
  EXPECT_EQ(malformed_reply(json{{"sandbox", {{"degraded", "x"}}}}), "field 'degraded' is string, not an object");
  EXPECT_EQ(malformed_reply(json{{"parts", 1}}), "field 'parts' is number, not an object");
  EXPECT_EQ(malformed_reply(json{{"findings", "x"}}), "field 'findings' is string, not an array");
}

TEST(MalformedReply, AFailureWithAReasonOnlyAnvilGivesIsNamed) {
  EXPECT_EQ(malformed_reply(json{{"ok", false}, {"reason", "internal_error"}, {"message", "judge crashed"}}),
            "a failure with reason 'internal_error', which only anvil gives (its message: judge crashed)");
  EXPECT_EQ(malformed_reply(json{{"reason", "problem_error"}}), "a failure with reason 'problem_error', which only anvil gives");
  EXPECT_FALSE(malformed_reply(json{{"ok", false}, {"reason", "compile_error"}}));
}

}  // namespace
}  // namespace anvil
