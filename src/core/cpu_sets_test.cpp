// Tests for the lanes' CPU cores: the split, and setting a live process's threads.
#include "core/cpu_sets.h"

#include <gtest/gtest.h>
#include <sched.h>
#include <unistd.h>

#include <atomic>
#include <numeric>
#include <thread>

namespace anvil {

static std::vector<int> range(int n) {
  std::vector<int> v(n);
  std::iota(v.begin(), v.end(), 0);
  return v;
}

TEST(CpuSets, TwoCoresPerLaneAndTwoForWarmsKeptFromCompiles) {
  auto s = split_cpus(range(16), 1);
  EXPECT_EQ(s.lane, range(16));
  EXPECT_EQ(s.compile, range(12));
  EXPECT_EQ(s.warm, (std::vector<int>{12, 13}));
  auto two = split_cpus(range(16), 2);
  EXPECT_EQ(two.compile, range(10));
  EXPECT_EQ(two.warm, (std::vector<int>{10, 11}));
}

TEST(CpuSets, AtMostAQuarterAndNothingOnSmallMachines) {
  EXPECT_EQ(split_cpus(range(16), 8).compile, range(10));  // 16 wanted, 4 kept, 2 for warms
  EXPECT_TRUE(split_cpus(range(2), 1).compile.empty());   // no restriction
  EXPECT_TRUE(split_cpus(range(3), 1).compile.empty());
  EXPECT_EQ(split_cpus(range(4), 1).compile, range(3));
  EXPECT_TRUE(split_cpus(range(4), 1).warm.empty());  // fewer than eight: warms stay on compile cores
  EXPECT_TRUE(split_cpus(range(16), 0).compile.empty());
  EXPECT_TRUE(split_cpus(range(16), 0).warm.empty());
}

TEST(CpuSets, WarmCoresOnlyWhileCompilesKeepHalf) {
  auto eight = split_cpus(range(8), 1);  // 2 for the lane, 2 for warms, 4 compile
  EXPECT_EQ(eight.compile, range(4));
  EXPECT_EQ(eight.warm, (std::vector<int>{4, 5}));
  auto nine = split_cpus(range(9), 2);  // 2 kept (a quarter); 2 more would leave 5 >= 4
  EXPECT_EQ(nine.compile, range(5));
  EXPECT_EQ(nine.warm, (std::vector<int>{5, 6}));
}

TEST(CpuSets, KeepsTheGivenCoresNotTheirCount) {
  std::vector<int> allowed{2, 3, 5, 7, 11, 13, 17, 19};
  auto s = split_cpus(allowed, 1);
  EXPECT_EQ(s.compile, (std::vector<int>{2, 3, 5, 7}));
  EXPECT_EQ(s.warm, (std::vector<int>{11, 13}));
  EXPECT_EQ(s.lane, allowed);
}

TEST(CpuSets, SetsEveryThreadOfAProcess) {
  auto mine = allowed_cpus();
  ASSERT_FALSE(mine.empty());
  std::vector<int> one{mine.front()};
  std::atomic<bool> stop{false};
  std::thread worker([&] {
    while (!stop) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  });
  auto set = set_process_affinity(getpid(), one);
  ASSERT_TRUE(set) << set.error().message;
  EXPECT_GE(*set, 2);  // this thread and the worker
  EXPECT_EQ(allowed_cpus(), one);
  auto back = set_process_affinity(getpid(), mine);
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(allowed_cpus(), mine);
  stop = true;
  worker.join();
  EXPECT_FALSE(set_process_affinity(999999999, mine));  // no such process
}

}  // namespace anvil
