// Human-readable verdict tables and batch summaries for the terminal.
#pragma once
#include <string>
#include <vector>

#include "core/verdict.h"

namespace anvil {

std::string verdict_table(const std::vector<Verdict>& verdicts);
std::string verdict_summary(const std::vector<Verdict>& verdicts);

}  // namespace anvil
