// Checking a candidate process's replies (see candidate_reply.h).
#include "core/candidate_reply.h"

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
  return std::nullopt;
}

}  // namespace anvil
