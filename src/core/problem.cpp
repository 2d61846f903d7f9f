// Problem registry: scanning suites, reading metadata, expanding variants, resolving ids.
#include "core/problem.h"

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>

#include "core/pyliteral.h"

namespace anvil {
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool looks_like_problem(const std::string& src) {
  static const std::regex model(R"((^|\n)class\s+Model\s*[\(:])");
  return std::regex_search(src, model) && src.find("def get_inputs") != std::string::npos;
}

// Problems of one file: the base problem plus one per variant.
Result<std::vector<Problem>> problems_of(const fs::path& file, const fs::path& root) {
  std::string src = read_file(file);
  if (!looks_like_problem(src))
    return Error{"not_a_problem", file.string() + ": no `class Model` with `get_inputs` (KernelBench layout)"};
  json meta = json::object();
  if (auto lit = find_py_assignment(src, "ANVIL_META")) {
    if (!lit->error.empty())
      return Error{"bad_metadata", file.string() + ": ANVIL_META: " + lit->error};
    if (!lit->value.is_object())
      return Error{"bad_metadata", file.string() + ": ANVIL_META must be a dict"};
    meta = lit->value;
  }
  fs::path rel = fs::relative(file, root);
  Problem base;
  base.path = fs::absolute(file);
  base.source = src;
  base.meta = meta;
  base.base_id = rel.replace_extension("").generic_string();
  base.id = base.base_id;
  base.name = meta.value("name", file.stem().string());
  base.level = meta.contains("level") && meta["level"].is_number_integer()
                   ? meta["level"].get<int>()
                   : level_from_path(fs::relative(file, root));
  std::vector<Problem> out{base};
  if (meta.contains("variants")) {
    if (!meta["variants"].is_object())
      return Error{"bad_metadata", file.string() + ": ANVIL_META variants must be a dict"};
    for (auto& [vname, overrides] : meta["variants"].items()) {
      if (!overrides.is_object())
        return Error{"bad_metadata", file.string() + ": variant '" + vname + "' must be a dict of constant overrides"};
      Problem v = base;
      v.variant = vname;
      v.id = base.id + "@" + vname;
      v.name = base.name + "@" + vname;
      out.push_back(v);
    }
  }
  return out;
}

}  // namespace

int level_from_path(const fs::path& rel) {
  static const std::regex lvl(R"(level_?(\d+))", std::regex::icase);
  for (const auto& part : rel) {
    std::smatch m;
    std::string s = part.string();
    if (std::regex_match(s, m, lvl)) return std::stoi(m[1]);
  }
  return 0;
}

json Problem::to_json(bool with_source) const {
  json j{{"id", id}, {"name", name}, {"level", level}, {"path", path.string()},
         {"variant", variant.empty() ? json(nullptr) : json(variant)}, {"meta", meta}};
  if (with_source) j["source"] = source;
  return j;
}

Result<Suite> Suite::load(const fs::path& root) {
  std::error_code ec;
  if (!fs::exists(root, ec))
    return Error{"suite_not_found", root.string() + ": no such directory"};
  if (fs::is_regular_file(root)) return load_file(root);
  Suite s;
  s.root = fs::absolute(root);
  std::vector<fs::path> files;
  auto it = fs::recursive_directory_iterator(root, fs::directory_options::skip_permission_denied, ec);
  for (; it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (ec) break;
    std::string fname = it->path().filename().string();
    if (it->is_directory() && (fname.starts_with(".") || fname.starts_with("_"))) {
      it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file() && it->path().extension() == ".py" && !fname.starts_with("_"))
      files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    auto r = problems_of(f, root);
    if (!r) {
      s.skipped.push_back(r.error().message);
      continue;
    }
    for (auto& p : r.value()) s.problems.push_back(std::move(p));
  }
  if (s.problems.empty())
    return Error{"empty_suite", root.string() + ": no problem files found (expected levelN/*.py in the KernelBench layout)"};
  return s;
}

Result<Suite> Suite::load_file(const fs::path& file) {
  fs::path abs = fs::absolute(file);
  fs::path root = abs.parent_path().parent_path();
  auto r = problems_of(abs, root);
  if (!r) return r.error();
  Suite s;
  s.root = root;
  s.problems = std::move(r.value());
  return s;
}

Result<const Problem*> Suite::find(const std::string& id) const {
  for (const auto& p : problems)
    if (p.id == id) return &p;
  const Problem* hit = nullptr;
  int hits = 0;
  for (const auto& p : problems) {
    std::string tail = p.id.substr(p.id.find_last_of('/') + 1);
    if (tail == id || p.name == id) {
      hit = &p;
      ++hits;
    }
  }
  if (hits == 1) return hit;
  if (hits > 1)
    return Error{"problem_ambiguous", "problem '" + id + "' matches several problems; give its full id (e.g. level1/" + id + ")"};
  return Error{"problem_not_found", "no problem '" + id + "' in suite " + root.string() +
                                        " (see `anvil problems list`)"};
}

}  // namespace anvil
