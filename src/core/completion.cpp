// Code extraction from completions: a small line scanner over markdown fences.
#include "core/completion.h"

#include <initializer_list>
#include <sstream>
#include <vector>

namespace anvil {
namespace {

struct Block {
  std::string lang;
  std::string body;
};

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

// A fence is a line starting (after up to 3 spaces) with ``` or ~~~ (3 or more).
bool fence_line(const std::string& line, std::string& marker, std::string& info) {
  size_t i = 0;
  while (i < line.size() && i < 3 && line[i] == ' ') ++i;
  if (i >= line.size() || (line[i] != '`' && line[i] != '~')) return false;
  char c = line[i];
  size_t j = i;
  while (j < line.size() && line[j] == c) ++j;
  if (j - i < 3) return false;
  marker = line.substr(i, j - i);
  info = trim(line.substr(j));
  return true;
}

// Whether a line of the text, leading blanks aside, starts with one of the prefixes.
bool has_line_starting(const std::string& text, std::initializer_list<const char*> prefixes) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::string t = trim(line);
    for (const char* p : prefixes)
      if (t.rfind(p, 0) == 0) return true;
  }
  return false;
}

bool looks_like_python(const std::string& text) {
  return has_line_starting(text, {"import ", "from ", "class ", "def ", "@triton.jit"});
}

bool defines_modelnew(const std::string& code) { return has_line_starting(code, {"class ModelNew"}); }

bool defines_kernel(const std::string& code) { return has_line_starting(code, {"@triton.jit", "@jit"}); }

bool python_lang(const std::string& info) {
  std::string lang = info.substr(0, info.find_first_of(" \t{"));
  for (auto& ch : lang) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return lang.empty() || lang == "python" || lang == "py" || lang == "python3" || lang == "triton";
}

}  // namespace

Extracted extract_code(const std::string& completion) {
  std::vector<Block> blocks;
  std::istringstream in(completion);
  std::string line, marker, info;
  bool inside = false;
  std::string open_marker;
  Block cur;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::string m, inf;
    if (!inside && fence_line(line, m, inf)) {
      inside = true;
      open_marker = m;
      cur = Block{inf, ""};
      continue;
    }
    if (inside) {
      // A closing fence uses the same character, at least as long, with no info string.
      if (fence_line(line, m, inf) && m[0] == open_marker[0] && m.size() >= open_marker.size() &&
          inf.empty()) {
        inside = false;
        blocks.push_back(cur);
        continue;
      }
      cur.body += line;
      cur.body += '\n';
    }
  }
  if (inside && !cur.body.empty()) blocks.push_back(cur);  // unterminated final fence

  if (blocks.empty()) {
    if (looks_like_python(completion) && completion.find("```") == std::string::npos)
      return {completion, false, ""};
    return {"", false,
            "no code found: put the complete Python source defining class ModelNew in a "
            "```python fenced block"};
  }
  const Block* pick = nullptr;
  for (const auto& b : blocks)
    if (python_lang(b.lang) && defines_modelnew(b.body)) pick = &b;
  if (!pick)
    for (const auto& b : blocks)
      if (python_lang(b.lang)) pick = &b;
  if (!pick || trim(pick->body).empty())
    return {"", true,
            "no Python code block found: put the complete source defining class ModelNew in a "
            "```python fenced block"};
  if (!defines_kernel(pick->body)) {
    // The kernels in one block and ModelNew in a later one ("the kernel: ... the module: ..."):
    // the earlier Python blocks with kernels and no ModelNew of their own come first, in order.
    std::string kernels;
    for (const auto& b : blocks) {
      if (&b == pick) break;
      if (python_lang(b.lang) && defines_kernel(b.body) && !defines_modelnew(b.body)) kernels += b.body + "\n";
    }
    if (!kernels.empty()) return {kernels + pick->body, true, ""};
  }
  return {pick->body, true, ""};
}

}  // namespace anvil
