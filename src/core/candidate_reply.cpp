// Checking a candidate process's replies (see candidate_reply.h).
#include "core/candidate_reply.h"

#include <set>

namespace anvil {

std::optional<std::string> malformed_reply(const nlohmann::json& body) {
  using json = nlohmann::json;
  if (!body.is_object()) return std::string("a reply that is not a JSON object");
  auto wrong = [&](const json& obj, const char* key, bool (json::*is)() const noexcept, const char* want)
      -> std::optional<std::string> {
    auto it = obj.find(key);
    if (it == obj.end() || ((*it).*is)()) return std::nullopt;
    return std::string("field '") + key + "' is " + it->type_name() + ", not " + want;
  };
  for (const char* key : {"reason", "message", "stage", "note"})
    if (auto bad = wrong(body, key, &json::is_string, "a string")) return bad;
  for (const char* key : {"sandbox", "parts"})
    if (auto bad = wrong(body, key, &json::is_object, "an object")) return bad;
  if (auto bad = wrong(body, "ok", &json::is_boolean, "a boolean")) return bad;
  if (auto bad = wrong(body, "findings", &json::is_array, "an array")) return bad;
  if (body.contains("sandbox"))
    if (auto bad = wrong(body["sandbox"], "degraded", &json::is_object, "an object")) return bad;
  // A failure the runtime reports is the candidate's; these reasons say something about anvil or
  // the problem (an internal_error is dropped by trainers: claiming one would dodge a penalty).
  static const std::set<std::string> anvil_only = {"ok",      "internal_error", "problem_error", "problem_not_found",
                                                   "no_code", "candidate_lost"};
  if (body.value("ok", false) != true && body.contains("reason") && anvil_only.count(body["reason"].get<std::string>()))
    return "a failure with reason '" + body["reason"].get<std::string>() + "', which only anvil gives" +
           (body.contains("message") ? " (its message: " + body["message"].get<std::string>().substr(0, 120) + ")"
                                     : std::string());
  return std::nullopt;
}

}  // namespace anvil
