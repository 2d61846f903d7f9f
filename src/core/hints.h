// Hints appended to a verdict's message where a common cause of a failure can be read from the
// candidate's source and the check that failed: short, and worded as a likely cause, for a model
// reading its feedback.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

namespace anvil {

// A float32 output off the reference on the GPU while the source calls tl.dot without saying its
// precision: Triton then rounds fp32 inputs to TF32 (about 1e-3 relative), past fp32 tolerances.
// Returns the hint, or "" when it does not apply.
std::string tf32_hint(const std::string& code, const nlohmann::json& checks, const std::string& mode);

}  // namespace anvil
