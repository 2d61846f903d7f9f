// Summary statistics for timings and reports: median, quantiles, IQR, spread, geometric mean.
#pragma once
#include <vector>

namespace anvil::stats {

double quantile(std::vector<double> xs, double q);  // linear interpolation; NaN when empty
double median(const std::vector<double>& xs);
double iqr(const std::vector<double>& xs);
double mean(const std::vector<double>& xs);
double stddev(const std::vector<double>& xs);       // sample standard deviation (n - 1)
double cv(const std::vector<double>& xs);           // stddev / mean
double geomean(const std::vector<double>& xs);      // of positive values; NaN when none

}  // namespace anvil::stats
