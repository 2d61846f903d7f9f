// The problem registry: a suite is a directory of problem files in the KernelBench layout
// (levelN/*.py), each with optional ANVIL_META metadata; variants become problems of their own.
#pragma once
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/result.h"

namespace anvil {

struct Problem {
  std::string id;        // "level1/softmax_rows" or "level1/softmax_rows@bf16"
  std::string base_id;   // id without the variant
  std::string variant;   // "" when none
  std::string name;      // ANVIL_META name, else the file stem (+ "@variant")
  int level = 0;
  std::filesystem::path path;
  std::string source;    // the file's text
  nlohmann::json meta = nlohmann::json::object();

  // JSON handed to the judge and shown by `anvil problems show`.
  nlohmann::json to_json(bool with_source = false) const;
};

struct Suite {
  std::filesystem::path root;
  std::vector<Problem> problems;
  std::vector<std::string> skipped;  // "path: why" for files that are not usable problems

  // Load every problem below root (recursively; hidden and underscore folders skipped).
  static Result<Suite> load(const std::filesystem::path& root);
  // Load a single problem file as a one-problem suite (root = its folder's parent).
  static Result<Suite> load_file(const std::filesystem::path& file);

  // Exact id, or a unique match on the id without its folder ("softmax_rows@bf16").
  Result<const Problem*> find(const std::string& id) const;
};

// Level from a path component "levelN" (0 when there is none).
int level_from_path(const std::filesystem::path& rel);

}  // namespace anvil
