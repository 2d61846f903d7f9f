// Batch input parsing (see batch_input.h).
#include "core/batch_input.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>

namespace anvil {
namespace fs = std::filesystem;
using nlohmann::json;

static std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string problem_comment(const std::string& text) {
  static const std::regex re(R"(^\s*#\s*problem\s*:\s*(\S+))");
  std::istringstream in(text);
  std::string line;
  for (int i = 0; i < 5 && std::getline(in, line); ++i) {
    std::smatch m;
    if (std::regex_search(line, m, re)) return m[1];
  }
  return "";
}

static Result<std::vector<Task>> read_jsonl(const fs::path& path, const std::string& default_problem) {
  std::ifstream in(path);
  std::vector<Task> tasks;
  std::set<std::string> ids;
  std::string line;
  int lineno = 0;
  while (std::getline(in, line)) {
    ++lineno;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::string where = path.filename().string() + ":" + std::to_string(lineno);
    json row = json::parse(line, nullptr, false);
    if (row.is_discarded() || !row.is_object())
      return Error{"bad_input", where + ": not a JSON object"};
    Task t;
    t.origin = where;
    t.id = row.contains("id") ? (row["id"].is_string() ? row["id"].get<std::string>() : row["id"].dump())
                              : std::to_string(tasks.size());
    if (!ids.insert(t.id).second) return Error{"bad_input", where + ": duplicate id '" + t.id + "'"};
    t.problem = row.value("problem", default_problem);
    if (row.contains("completion") && row["completion"].is_string()) t.text = row["completion"];
    else if (row.contains("code") && row["code"].is_string()) t.text = row["code"];
    else return Error{"bad_input", where + ": needs a \"completion\" (or \"code\") string"};
    if (t.problem.empty()) t.problem = problem_comment(t.text);
    if (t.problem.empty())
      return Error{"bad_input", where + ": no \"problem\" given (and no --problem default)"};
    tasks.push_back(std::move(t));
  }
  if (tasks.empty()) return Error{"bad_input", path.string() + ": no rows"};
  return tasks;
}

static Result<Task> read_file_task(const fs::path& p, const std::string& default_problem,
                                   const std::string& inferred = "") {
  Task t;
  t.text = slurp(p);
  t.id = inferred.empty() ? p.stem().string() : inferred;
  t.origin = p.string();
  t.problem = problem_comment(t.text);
  if (t.problem.empty()) t.problem = default_problem;
  if (t.problem.empty()) t.problem = inferred;
  if (t.problem.empty())
    return Error{"bad_input", p.string() + ": no problem given: add `# problem: <id>` as its first line or pass --problem"};
  return t;
}

Result<std::vector<Task>> read_tasks(const std::string& path, const std::string& default_problem) {
  fs::path p(path);
  std::error_code ec;
  if (!fs::exists(p, ec)) return Error{"bad_input", path + ": no such file or directory"};
  if (fs::is_directory(p)) {
    std::vector<fs::path> files;
    // Files and folders named _x or .x are the user's helpers, notes and caches, not candidates.
    for (auto it = fs::recursive_directory_iterator(p); it != fs::recursive_directory_iterator(); ++it) {
      std::string name = it->path().filename().string();
      if (name.starts_with("_") || name.starts_with(".")) {
        if (it->is_directory()) it.disable_recursion_pending();
        continue;
      }
      auto ext = it->path().extension();
      if (it->is_regular_file() && (ext == ".py" || ext == ".md" || ext == ".txt")) files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    std::vector<Task> tasks;
    for (const auto& f : files) {
      // A folder that mirrors a suite (levelN/name.py) names each file's problem by its path.
      std::string inferred = fs::relative(f, p).replace_extension("").generic_string();
      auto t = read_file_task(f, default_problem, inferred);
      if (!t) return t.error();
      tasks.push_back(std::move(t.value()));
    }
    if (tasks.empty()) return Error{"bad_input", path + ": no .py/.md/.txt candidates in this folder"};
    return tasks;
  }
  if (p.extension() == ".jsonl") return read_jsonl(p, default_problem);
  auto t = read_file_task(p, default_problem);
  if (!t) return t.error();
  return std::vector<Task>{t.value()};
}

}  // namespace anvil
