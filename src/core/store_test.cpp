// Tests for the SQLite store.
#include "core/store.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace anvil;

TEST(Store, BaselinesRoundTripAndAreVersioned) {
  auto path = std::filesystem::temp_directory_path() / ("anvil-store-test-" + std::to_string(::getpid()) + ".db");
  std::filesystem::remove(path);
  auto s = Store::open(path.string());
  ASSERT_TRUE(s.ok()) << s.error().message;
  BaselineKey k{"NVIDIA H200", "2.11.0", "3.6.0", "level1/softmax_rows", content_hash("src")};
  ASSERT_TRUE((*s)->put_baseline(k, {{"eager", {{"median_ms", 1.9}}}}).ok());
  auto got = (*s)->get_baseline(k);
  ASSERT_TRUE(got.has_value());
  EXPECT_DOUBLE_EQ((*got)["eager"]["median_ms"].get<double>(), 1.9);
  EXPECT_TRUE(got->contains("measured_at"));
  k.torch = "2.12.0";  // another torch: not the same baseline
  EXPECT_FALSE((*s)->get_baseline(k).has_value());
  std::filesystem::remove(path);
}

TEST(Store, ContentHashIsStable) {
  EXPECT_EQ(content_hash(""), "cbf29ce484222325");
  EXPECT_NE(content_hash("a"), content_hash("b"));
}
