// Turning raw model completions (markdown with fenced code) into candidate source.
// Plain Python source passes through unchanged; text with no code yields an error value.
#pragma once
#include <optional>
#include <string>

namespace anvil {

struct Extracted {
  std::string code;       // the candidate source ("" when none was found)
  bool from_fence = false;  // true when taken from a fenced block
  std::string error;      // set when there is no code; fit to show a model
};

// Extract the candidate from a completion. Rules (docs/formats.md): the last fenced block that
// defines `class ModelNew` wins; else the last python/untagged block; text without fences is
// taken as source when it looks like Python (has an import or a class/def line).
Extracted extract_code(const std::string& completion);

}  // namespace anvil
