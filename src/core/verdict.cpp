// Verdict serialisation (see verdict.h).
#include "core/verdict.h"

#include <algorithm>

namespace anvil {
using nlohmann::json;

json TimingStat::to_json() const {
  return {{"median_ms", median_ms}, {"iqr_ms", iqr_ms}, {"mean_ms", mean_ms}, {"rse", rse},
          {"host_ms", host_ms}, {"samples", samples}};
}

TimingStat TimingStat::from_json(const json& j) {
  TimingStat t;
  t.median_ms = j.value("median_ms", 0.0);
  t.iqr_ms = j.value("iqr_ms", 0.0);
  t.mean_ms = j.value("mean_ms", 0.0);
  t.rse = j.value("rse", 0.0);
  t.host_ms = j.value("host_ms", 0.0);
  t.samples = j.value("samples", 0);
  return t;
}

static json opt(const std::optional<TimingStat>& t) { return t ? t->to_json() : json(nullptr); }
static json opt(const std::optional<double>& d) { return d ? json(*d) : json(nullptr); }

json Verdict::to_json() const {
  return {{"id", id},
          {"problem", problem},
          {"stage", stage},
          {"compiled", compiled},
          {"correct", correct},
          {"reason", reason},
          {"message", message},
          {"checks", checks},
          {"timing", {{"status", timing_status}, {"candidate", opt(candidate)},
                      {"eager", opt(eager)}, {"inductor", opt(inductor)}, {"detail", timing_detail}}},
          {"speedup", {{"eager", opt(speedup_eager)}, {"inductor", opt(speedup_inductor)}}},
          {"roofline", roofline},
          {"flags", flags},
          {"device", device},
          {"durations", durations},
          {"cached", cached},
          {"sandbox", sandbox}};
}

Verdict Verdict::from_json(const json& j) {
  Verdict v;
  v.id = j.value("id", "");
  v.problem = j.value("problem", "");
  v.stage = j.value("stage", "extract");
  v.compiled = j.value("compiled", false);
  v.correct = j.value("correct", false);
  v.reason = j.value("reason", "internal_error");
  v.message = j.value("message", "");
  v.checks = j.value("checks", json::array());
  if (j.contains("timing") && j["timing"].is_object()) {
    const auto& t = j["timing"];
    v.timing_status = t.value("status", "not_reached");
    for (auto [key, dst] : {std::pair{"candidate", &v.candidate}, {"eager", &v.eager},
                            {"inductor", &v.inductor}})
      if (t.contains(key) && t[key].is_object()) *dst = TimingStat::from_json(t[key]);
    v.timing_detail = t.value("detail", nlohmann::json(nullptr));
  }
  if (j.contains("speedup") && j["speedup"].is_object()) {
    const auto& s = j["speedup"];
    if (s.contains("eager") && s["eager"].is_number()) v.speedup_eager = s["eager"].get<double>();
    if (s.contains("inductor") && s["inductor"].is_number())
      v.speedup_inductor = s["inductor"].get<double>();
  }
  v.roofline = j.value("roofline", json(nullptr));
  v.flags = j.value("flags", std::vector<std::string>{});
  v.device = j.value("device", json(nullptr));
  v.durations = j.value("durations", json::object());
  v.cached = j.value("cached", false);
  v.sandbox = j.value("sandbox", json(nullptr));
  return v;
}

Verdict Verdict::failure(std::string id, std::string problem, std::string stage,
                         std::string reason, std::string message) {
  Verdict v;
  v.id = std::move(id);
  v.problem = std::move(problem);
  v.stage = std::move(stage);
  v.reason = std::move(reason);
  v.message = std::move(message);
  return v;
}

bool Verdict::has_flag(const std::string& f) const {
  return std::find(flags.begin(), flags.end(), f) != flags.end();
}

}  // namespace anvil
