// Stored baselines: eager and Inductor times that `anvil baseline` measured earlier on the same
// GPU model with the same torch and Triton, for the same problem source, reused by verdicts
// (`anvil eval --stored-baselines`) instead of timing the baselines again; and the import of a
// baseline file (`anvil baseline --import`, e.g. the committed H200 numbers) into the store.
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/problem.h"
#include "core/result.h"
#include "core/store.h"

namespace anvil {

// The store key of a problem's baselines on a GPU model with these versions.
BaselineKey baseline_key(const std::string& gpu, const std::string& torch, const std::string& triton,
                         const Problem& p);

// Baselines of the given problems found in the store: {problem id: {"eager": stat, "inductor":
// stat, "measured_at": ...}} with only the baselines that are wanted and were measured.
nlohmann::json lookup_baselines(Store& store, const std::string& gpu, const std::string& torch,
                                const std::string& triton, const std::vector<const Problem*>& problems,
                                const std::vector<std::string>& wanted);

struct ImportReport {
  int stored = 0;
  std::vector<std::string> stale;      // measured on another version of the problem's source
  std::vector<std::string> unknown;    // not in the suite
  std::vector<std::string> unversioned;  // no source_hash recorded: cannot tell which version
};

// Store every problem of a baseline document (the JSON `anvil baseline` writes) whose recorded
// source_hash matches the suite's problem of that id.
Result<ImportReport> import_baselines(Store& store, const nlohmann::json& doc, const Suite& suite);

}  // namespace anvil
