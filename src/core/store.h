// The store: an SQLite file (default $ANVIL_CACHE or ~/.cache/anvil/anvil.db) holding baselines
// versioned by GPU model, torch and Triton versions and the problem's source hash, and verdicts
// of the opt-in verdict cache keyed by a SHA-256 (verdict_cache.h says what goes into the key).
#pragma once
#include <sqlite3.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/problem.h"
#include "core/result.h"

namespace anvil {

struct BaselineKey {
  std::string gpu, torch, triton, problem, source_hash;
};

class Store {
 public:
  static Result<std::unique_ptr<Store>> open(const std::string& path);
  ~Store();
  Result<bool> put_baseline(const BaselineKey& key, const nlohmann::json& value);
  std::optional<nlohmann::json> get_baseline(const BaselineKey& key);
  // A verdict (as its JSON) under a cache key; a second put under the same key replaces it.
  Result<bool> put_verdict(const std::string& key, const nlohmann::json& verdict);
  std::optional<nlohmann::json> get_verdict(const std::string& key);
  const std::string& path() const { return path_; }

 private:
  Store() = default;
  sqlite3* db_ = nullptr;
  std::string path_;
};

std::string default_store_path();
// A stable 64-bit FNV-1a hash of text, as 16 hex digits (problem source + variant).
std::string content_hash(const std::string& text);
// The version of a problem as the store keys it: content_hash(source + "@" + variant).
std::string source_hash(const Problem& p);

}  // namespace anvil
