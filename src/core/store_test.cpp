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

TEST(Store, VerdictsRoundTripAndReplace) {
  auto path = std::filesystem::temp_directory_path() / ("anvil-store-verdicts-" + std::to_string(::getpid()) + ".db");
  std::filesystem::remove(path);
  {
    auto s = Store::open(path.string());
    ASSERT_TRUE(s.ok()) << s.error().message;
    EXPECT_FALSE((*s)->get_verdict("k1").has_value());
    ASSERT_TRUE((*s)->put_verdict("k1", {{"reason", "mismatch"}, {"checks", {1, 2}}}).ok());
    ASSERT_TRUE((*s)->put_verdict("k2", {{"reason", "ok"}}).ok());
    ASSERT_TRUE((*s)->put_verdict("k1", {{"reason", "ok"}, {"message", "correct"}}).ok());  // replaces
  }
  auto s = Store::open(path.string());  // and survives closing the file
  ASSERT_TRUE(s.ok()) << s.error().message;
  auto got = (*s)->get_verdict("k1");
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ((*got)["reason"], "ok");
  EXPECT_EQ((*got)["message"], "correct");
  EXPECT_FALSE(got->contains("checks"));
  EXPECT_EQ((*(*s)->get_verdict("k2"))["reason"], "ok");
  EXPECT_FALSE((*s)->get_verdict("k3").has_value());
  std::filesystem::remove(path);
}

TEST(Store, VerdictWithInvalidUtf8IsStored) {
  auto path = std::filesystem::temp_directory_path() / ("anvil-store-utf8-" + std::to_string(::getpid()) + ".db");
  std::filesystem::remove(path);
  auto s = Store::open(path.string());
  ASSERT_TRUE(s.ok()) << s.error().message;
  // A message quoting a candidate's output may hold bytes that are not UTF-8.
  ASSERT_TRUE((*s)->put_verdict("k", {{"message", std::string("bad \xff byte")}}).ok());
  auto got = (*s)->get_verdict("k");
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ((*got)["message"].get<std::string>().rfind("bad ", 0), 0u);
  std::filesystem::remove(path);
}
