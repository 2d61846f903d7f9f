// One unit of work for `anvil eval`: a candidate (code or a raw completion) for a problem.
#pragma once
#include <string>

namespace anvil {

struct Task {
  std::string id;       // unique in its batch (row id, file name, or index)
  std::string problem;  // problem id as given (resolved against the suite)
  std::string text;     // the completion or candidate source
  std::string origin;   // where it came from, for messages ("batch.jsonl:12")
};

}  // namespace anvil
