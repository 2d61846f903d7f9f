// Reading `anvil eval` inputs into tasks: one candidate file, a directory of candidate files
// (each names its problem by a `# problem: <id>` comment in its first lines, by --problem, or by
// its path when the folder mirrors a suite: levelN/name.py), or a JSONL file of
// {"id", "problem", "completion" | "code"} rows.
#pragma once
#include <string>
#include <vector>

#include "core/result.h"
#include "core/task.h"

namespace anvil {

// default_problem applies to inputs that do not name one (may be empty).
Result<std::vector<Task>> read_tasks(const std::string& path, const std::string& default_problem);

// The problem named by a `# problem: <id>` comment in the first lines of a source ("" if none).
std::string problem_comment(const std::string& text);

}  // namespace anvil
