// Reading Python literals (the ANVIL_META dict of a problem file) from C++ without running Python.
// Accepts what ast.literal_eval accepts for metadata: dict, list, tuple, str, int, float,
// True/False/None, unary minus; tuples become JSON arrays.
#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace anvil {

struct LiteralResult {
  nlohmann::json value;
  std::string error;  // empty on success
};

// Parse one literal starting at text[pos]; on success pos is left after it.
LiteralResult parse_py_literal(const std::string& text, size_t& pos);

// Find a top-level `NAME = <literal>` assignment (column 0) and parse its value.
// Returns nullopt when there is no such assignment; an error value when it does not parse.
std::optional<LiteralResult> find_py_assignment(const std::string& source, const std::string& name);

}  // namespace anvil
