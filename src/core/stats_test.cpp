// Tests for summary statistics.
#include "core/stats.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace anvil::stats;

TEST(Stats, MedianAndQuantiles) {
  EXPECT_DOUBLE_EQ(median({3, 1, 2}), 2);
  EXPECT_DOUBLE_EQ(median({4, 1, 2, 3}), 2.5);
  EXPECT_DOUBLE_EQ(iqr({1, 2, 3, 4, 5}), 2);
  EXPECT_TRUE(std::isnan(median({})));
}

TEST(Stats, SpreadAndGeomean) {
  EXPECT_NEAR(stddev({2, 4, 4, 4, 5, 5, 7, 9}), 2.138, 1e-3);
  EXPECT_NEAR(geomean({1, 4, 16}), 4, 1e-12);
  EXPECT_NEAR(geomean({2, 0, -1, 8}), 4, 1e-12);  // non-positive values are ignored
  EXPECT_TRUE(std::isnan(geomean({0})));
}
