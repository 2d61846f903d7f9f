// Tests for the GPU memory budget used by concurrent compile passes.
#include "core/device_memory.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

using namespace anvil;

TEST(DeviceMemory, SpecBytes) {
  nlohmann::json t = {{"kind", "tensor"}, {"shape", {1024, 1024}}, {"dtype", "bfloat16"}};
  EXPECT_EQ(spec_bytes(t), 2LL << 20);
  EXPECT_EQ(spec_bytes({{"kind", "value"}, {"value", 3}}), 0);
  nlohmann::json shapes = {{{"inputs", {t, t}}}, {{"inputs", {t}}}};
  EXPECT_EQ(compile_pass_bytes(shapes), 2 * (4LL << 20) + (1LL << 30));
}

TEST(DeviceMemory, WaitsUntilMemoryIsReleased) {
  DeviceMemoryBudget b;
  b.set_capacity(0, 100);
  EXPECT_EQ(b.acquire(0, 60), 60);
  std::atomic<bool> got{false};
  std::thread t([&] {
    b.acquire(0, 60);
    got = true;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_FALSE(got.load());
  b.release(0, 60);
  t.join();
  EXPECT_TRUE(got.load());
  EXPECT_EQ(b.in_use(0), 60);
}

TEST(DeviceMemory, OversizedRequestRunsAlone) {
  DeviceMemoryBudget b;
  b.set_capacity(0, 100);
  EXPECT_EQ(b.acquire(0, 500), 500);  // nothing else held: proceeds alone
  b.release(0, 500);
  EXPECT_EQ(b.in_use(0), 0);
  DeviceMemoryBudget none;
  EXPECT_EQ(none.acquire(3, 10), 0);  // no capacity configured (interpreter mode)
}

TEST(DeviceMemory, OversizedRequestIsNotStarvedBySmallOnes) {
  DeviceMemoryBudget b;
  b.set_capacity(0, 100);
  b.acquire(0, 30);
  std::atomic<bool> alone{false}, small{false};
  std::thread big([&] {
    b.acquire(0, 1000);
    alone = true;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  std::thread little([&] {
    b.acquire(0, 10);  // would fit beside the 30, but the oversized request waits first
    small = true;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_FALSE(alone.load());
  EXPECT_FALSE(small.load());
  if (small.load()) b.release(0, 10);  // let in early (the defect): free it so the test ends
  b.release(0, 30);
  big.join();
  EXPECT_TRUE(alone.load());
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_FALSE(small.load());  // the device is held alone
  b.release(0, 1000);
  little.join();
  EXPECT_TRUE(small.load());
  EXPECT_EQ(b.in_use(0), 10);
}

TEST(DeviceMemory, LaneBytesFollowWhatTheProblemMoves) {
  nlohmann::json t = {{"kind", "tensor"}, {"shape", {1024, 1024}}, {"dtype", "float32"}};  // 4 MiB
  nlohmann::json with_count = {{"shapes", {{{"inputs", {t}}}}}, {"bytes", 8.0 * (1 << 20)}};
  EXPECT_EQ(lane_bytes(with_count), 8 * (8LL << 20) + (2LL << 30));
  nlohmann::json without = {{"shapes", {{{"inputs", {t, t}}}}}};  // no count: twice the inputs
  EXPECT_EQ(lane_bytes(without), 8 * (16LL << 20) + (2LL << 30));
  EXPECT_EQ(lane_bytes(nlohmann::json::object()), 2LL << 30);
}
