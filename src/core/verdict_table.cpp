// Verdict tables (see verdict_table.h).
#include "core/verdict_table.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

#include "core/stats.h"

namespace anvil {

static std::string num(const std::optional<double>& x, const char* fmt) {
  if (!x) return "-";
  char buf[32];
  snprintf(buf, sizeof buf, fmt, *x);
  return buf;
}

static std::string clip(std::string s, size_t n) {
  for (auto& c : s)
    if (c == '\n' || c == '\t') c = ' ';
  return s.size() <= n ? s : s.substr(0, n - 3) + "...";
}

std::string verdict_table(const std::vector<Verdict>& vs) {
  std::vector<std::vector<std::string>> rows = {
      {"id", "problem", "verdict", "stage", "time ms", "x eager", "x inductor", "message"}};
  for (const auto& v : vs) {
    std::optional<double> t;
    if (v.candidate) t = v.candidate->median_ms;
    rows.push_back({clip(v.id, 24), clip(v.problem, 30), v.correct ? "CORRECT" : v.reason, v.stage,
                    num(t, "%.3f"), num(v.speedup_eager, "%.2f"), num(v.speedup_inductor, "%.2f"),
                    clip(v.message, 70)});
  }
  std::vector<size_t> w(rows[0].size(), 0);
  for (const auto& r : rows)
    for (size_t i = 0; i < r.size(); ++i) w[i] = std::max(w[i], r[i].size());
  std::ostringstream out;
  for (size_t ri = 0; ri < rows.size(); ++ri) {
    for (size_t i = 0; i < rows[ri].size(); ++i) {
      out << rows[ri][i];
      if (i + 1 < rows[ri].size()) out << std::string(w[i] - rows[ri][i].size() + 2, ' ');
    }
    out << "\n";
    if (ri == 0) {
      size_t total = 0;
      for (auto x : w) total += x + 2;
      out << std::string(total, '-') << "\n";
    }
  }
  return out.str();
}

std::string verdict_summary(const std::vector<Verdict>& vs) {
  size_t correct = 0, compiled = 0, cached = 0;
  std::map<std::string, int> reasons;
  std::vector<double> se, si;
  for (const auto& v : vs) {
    correct += v.correct;
    compiled += v.compiled;
    cached += v.cached;
    if (!v.correct) reasons[v.reason]++;
    if (v.correct && v.speedup_eager) se.push_back(*v.speedup_eager);
    if (v.correct && v.speedup_inductor) si.push_back(*v.speedup_inductor);
  }
  std::ostringstream out;
  out << vs.size() << " candidates: " << correct << " correct, " << compiled << " compiled";
  if (cached) out << ", " << cached << " from the cache";
  if (!se.empty()) {
    char buf[128];
    snprintf(buf, sizeof buf, "; geomean speedup of correct ones %.2fx vs eager", stats::geomean(se));
    out << buf;
    if (!si.empty()) {
      snprintf(buf, sizeof buf, ", %.2fx vs inductor", stats::geomean(si));
      out << buf;
    }
  }
  out << "\n";
  if (!reasons.empty()) {
    out << "failures:";
    for (const auto& [r, n] : reasons) out << " " << r << "=" << n;
    out << "\n";
  }
  return out.str();
}

}  // namespace anvil
