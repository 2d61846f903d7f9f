// What the core reads from a candidate process's replies, checked before it is read: the runtime
// in that process always answers well-formed messages, so a malformed one means candidate code
// reached its channel (a verdict, protocol_violation), never an exception in the core.
#pragma once
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace anvil {

// Why a reply from the candidate process is malformed (nullopt: well-formed): not an object, or a
// field the core reads with the wrong type (ok: bool; reason, message, stage, note: strings;
// sandbox, sandbox.degraded, parts: objects; findings: an array), or a failure with a reason only
// anvil gives (internal_error, problem_error, ...: python/anvil/runtime/candidate_replies.py).
std::optional<std::string> malformed_reply(const nlohmann::json& body);

}  // namespace anvil
