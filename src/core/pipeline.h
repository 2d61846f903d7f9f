// The per-candidate pipeline: extract → static gate and import (candidate process) → compile
// pass (GPU) → correctness and timing in a lane (judge process) → verdict. Every stage has its
// own deadline; a candidate that overruns one is killed with its process group.
#pragma once
#include <string>

#include "core/engine.h"
#include "core/task.h"
#include "core/verdict.h"

namespace anvil {

Verdict evaluate_task(Engine& engine, const Task& task, const ProblemInfo& info, int device,
                      const std::string& scratch);

// Reason and message for a candidate process that ended on its own.
std::pair<std::string, std::string> classify_exit(const ExitStatus& s, const std::string& stage);

// Fill timing, speedups and flags of a verdict from the judge's timing report.
void apply_timing(Verdict& v, const nlohmann::json& timing);

}  // namespace anvil
