// Stored baselines (see stored_baselines.h).
#include "core/stored_baselines.h"

namespace anvil {
using nlohmann::json;

BaselineKey baseline_key(const std::string& gpu, const std::string& torch, const std::string& triton,
                         const Problem& p) {
  return {gpu, torch, triton, p.id, source_hash(p)};
}

json lookup_baselines(Store& store, const std::string& gpu, const std::string& torch, const std::string& triton,
                      const std::vector<const Problem*>& problems, const std::vector<std::string>& wanted) {
  json out = json::object();
  for (const Problem* p : problems) {
    if (out.contains(p->id)) continue;
    auto v = store.get_baseline(baseline_key(gpu, torch, triton, *p));
    if (!v) continue;
    json found = json::object();
    for (const auto& name : wanted)
      if (v->contains(name) && (*v)[name].is_object() && (*v)[name].value("median_ms", 0.0) > 0)
        found[name] = (*v)[name];
    if (found.empty()) continue;
    found["measured_at"] = v->value("measured_at", "");
    out[p->id] = found;
  }
  return out;
}

Result<ImportReport> import_baselines(Store& store, const json& doc, const Suite& suite) {
  if (!doc.is_object() || !doc.contains("problems") || !doc["problems"].is_object())
    return Error{"bad_input", "not a baseline file: expected {gpu, torch, triton, problems: {id: {...}}}"};
  std::string gpu = doc.value("gpu", ""), torch = doc.value("torch", ""), triton = doc.value("triton", "");
  if (gpu.empty() || torch.empty() || triton.empty())
    return Error{"bad_input", "the baseline file does not say which GPU, torch and Triton it was measured with"};
  ImportReport r;
  for (const auto& [id, value] : doc["problems"].items()) {
    auto p = suite.find(id);
    if (!p) {
      r.unknown.push_back(id);
      continue;
    }
    if (!value.contains("source_hash")) {
      r.unversioned.push_back(id);
      continue;
    }
    BaselineKey key = baseline_key(gpu, torch, triton, **p);
    if (value["source_hash"] != key.source_hash) {
      r.stale.push_back(id);
      continue;
    }
    auto ok = store.put_baseline(key, value);
    if (!ok) return ok.error();
    r.stored++;
  }
  return r;
}

}  // namespace anvil
