// Summary statistics (see stats.h).
#include "core/stats.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace anvil::stats {

static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double quantile(std::vector<double> xs, double q) {
  if (xs.empty()) return kNaN;
  std::sort(xs.begin(), xs.end());
  double pos = q * static_cast<double>(xs.size() - 1);
  size_t lo = static_cast<size_t>(std::floor(pos));
  size_t hi = std::min(lo + 1, xs.size() - 1);
  double frac = pos - static_cast<double>(lo);
  return xs[lo] + (xs[hi] - xs[lo]) * frac;
}

double median(const std::vector<double>& xs) { return quantile(xs, 0.5); }

double iqr(const std::vector<double>& xs) { return quantile(xs, 0.75) - quantile(xs, 0.25); }

double mean(const std::vector<double>& xs) {
  if (xs.empty()) return kNaN;
  double s = 0;
  for (double x : xs) s += x;
  return s / static_cast<double>(xs.size());
}

double stddev(const std::vector<double>& xs) {
  if (xs.size() < 2) return kNaN;
  double m = mean(xs), s = 0;
  for (double x : xs) s += (x - m) * (x - m);
  return std::sqrt(s / static_cast<double>(xs.size() - 1));
}

double cv(const std::vector<double>& xs) { return stddev(xs) / mean(xs); }

double geomean(const std::vector<double>& xs) {
  double s = 0;
  size_t n = 0;
  for (double x : xs)
    if (x > 0 && std::isfinite(x)) {
      s += std::log(x);
      ++n;
    }
  return n ? std::exp(s / static_cast<double>(n)) : kNaN;
}

}  // namespace anvil::stats
