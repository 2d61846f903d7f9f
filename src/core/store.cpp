// SQLite store (see store.h).
#include "core/store.h"

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>

namespace anvil {

std::string default_store_path() {
  if (const char* c = std::getenv("ANVIL_CACHE"); c && *c) return std::string(c) + "/anvil.db";
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/anvil/anvil.db";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/anvil/anvil.db";
  return "/tmp/anvil-cache/anvil.db";
}

std::string content_hash(const std::string& text) {
  unsigned long long h = 14695981039346656037ULL;  // FNV-1a 64-bit offset basis
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char buf[17];
  snprintf(buf, sizeof buf, "%016llx", h);
  return buf;
}

std::string source_hash(const Problem& p) { return content_hash(p.source + "@" + p.variant); }

Result<std::unique_ptr<Store>> Store::open(const std::string& path) {
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  std::unique_ptr<Store> s(new Store());
  s->path_ = path;
  if (sqlite3_open(path.c_str(), &s->db_) != SQLITE_OK)
    return Error{"store", "cannot open the store " + path + ": " + sqlite3_errmsg(s->db_)};
  const char* schema =
      "CREATE TABLE IF NOT EXISTS baselines (gpu TEXT, torch TEXT, triton TEXT, problem TEXT, "
      "source_hash TEXT, measured_at TEXT, value TEXT, "
      "PRIMARY KEY (gpu, torch, triton, problem, source_hash));"
      "CREATE TABLE IF NOT EXISTS verdicts (key TEXT PRIMARY KEY, created_at TEXT, verdict TEXT);";
  char* err = nullptr;
  if (sqlite3_exec(s->db_, schema, nullptr, nullptr, &err) != SQLITE_OK) {
    std::string msg = err ? err : "?";
    sqlite3_free(err);
    return Error{"store", "cannot prepare the store " + path + ": " + msg};
  }
  sqlite3_busy_timeout(s->db_, 5000);
  return s;
}

namespace {
std::string utc_now() {
  char when[32];
  std::time_t now = std::time(nullptr);
  std::strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  return when;
}
}  // namespace

Store::~Store() {
  if (db_) sqlite3_close(db_);
}

Result<bool> Store::put_baseline(const BaselineKey& k, const nlohmann::json& value) {
  sqlite3_stmt* st = nullptr;
  const char* sql = "INSERT OR REPLACE INTO baselines VALUES (?, ?, ?, ?, ?, ?, ?);";
  if (sqlite3_prepare_v2(db_, sql, -1, &st, nullptr) != SQLITE_OK)
    return Error{"store", std::string("store: ") + sqlite3_errmsg(db_)};
  std::string when = utc_now();
  std::string text = value.dump();
  const std::string* fields[] = {&k.gpu, &k.torch, &k.triton, &k.problem, &k.source_hash};
  for (int i = 0; i < 5; ++i) sqlite3_bind_text(st, i + 1, fields[i]->c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 6, when.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 7, text.c_str(), -1, SQLITE_TRANSIENT);
  int rc = sqlite3_step(st);
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return Error{"store", std::string("store write failed: ") + sqlite3_errmsg(db_)};
  return true;
}

std::optional<nlohmann::json> Store::get_baseline(const BaselineKey& k) {
  sqlite3_stmt* st = nullptr;
  const char* sql = "SELECT value, measured_at FROM baselines WHERE gpu=? AND torch=? AND triton=? AND "
                    "problem=? AND source_hash=?;";
  if (sqlite3_prepare_v2(db_, sql, -1, &st, nullptr) != SQLITE_OK) return std::nullopt;
  const std::string* fields[] = {&k.gpu, &k.torch, &k.triton, &k.problem, &k.source_hash};
  for (int i = 0; i < 5; ++i) sqlite3_bind_text(st, i + 1, fields[i]->c_str(), -1, SQLITE_TRANSIENT);
  std::optional<nlohmann::json> out;
  if (sqlite3_step(st) == SQLITE_ROW) {
    auto j = nlohmann::json::parse(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)), nullptr, false);
    if (!j.is_discarded()) {
      j["measured_at"] = reinterpret_cast<const char*>(sqlite3_column_text(st, 1));
      out = j;
    }
  }
  sqlite3_finalize(st);
  return out;
}

Result<bool> Store::put_verdict(const std::string& key, const nlohmann::json& verdict) {
  sqlite3_stmt* st = nullptr;
  const char* sql = "INSERT OR REPLACE INTO verdicts (key, created_at, verdict) VALUES (?, ?, ?);";
  if (sqlite3_prepare_v2(db_, sql, -1, &st, nullptr) != SQLITE_OK)
    return Error{"store", std::string("store: ") + sqlite3_errmsg(db_)};
  std::string when = utc_now();
  // Messages can quote a candidate's output, which need not be valid UTF-8.
  std::string text = verdict.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  sqlite3_bind_text(st, 1, key.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 2, when.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 3, text.c_str(), -1, SQLITE_TRANSIENT);
  int rc = sqlite3_step(st);
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return Error{"store", std::string("store write failed: ") + sqlite3_errmsg(db_)};
  return true;
}

std::optional<nlohmann::json> Store::get_verdict(const std::string& key) {
  sqlite3_stmt* st = nullptr;
  const char* sql = "SELECT verdict FROM verdicts WHERE key=?;";
  if (sqlite3_prepare_v2(db_, sql, -1, &st, nullptr) != SQLITE_OK) return std::nullopt;
  sqlite3_bind_text(st, 1, key.c_str(), -1, SQLITE_TRANSIENT);
  std::optional<nlohmann::json> out;
  if (sqlite3_step(st) == SQLITE_ROW) {
    const unsigned char* text = sqlite3_column_text(st, 0);
    if (text) {
      auto j = nlohmann::json::parse(reinterpret_cast<const char*>(text), nullptr, false);
      if (!j.is_discarded() && j.is_object()) out = std::move(j);
    }
  }
  sqlite3_finalize(st);
  return out;
}

}  // namespace anvil
