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

static std::vector<int> range(int from, int to) {
  std::vector<int> v;
  for (int c = from; c < to; ++c) v.push_back(c);
  return v;
}

TEST(CpuSets, TwoCoresPerLaneAndTwoSpareKeptFromCompiles) {
  auto s = split_cpus(range(16), 1);
  EXPECT_EQ(s.compile, range(12));
  EXPECT_EQ(s.lane, range(12, 16));
  auto two = split_cpus(range(16), 2);
  EXPECT_EQ(two.compile, range(10));
  EXPECT_EQ(two.lane, range(10, 16));
}

TEST(CpuSets, AtMostAQuarterAndNothingOnSmallMachines) {
  EXPECT_EQ(split_cpus(range(16), 8).compile, range(10));  // 16 wanted, 4 kept, 2 spare
  for (int n : {2, 3}) {  // no restriction
    EXPECT_TRUE(split_cpus(range(n), 1).compile.empty());
    EXPECT_TRUE(split_cpus(range(n), 1).lane.empty());
  }
  auto four = split_cpus(range(4), 1);  // one kept, no spare below eight
  EXPECT_EQ(four.compile, range(3));
  EXPECT_EQ(four.lane, std::vector<int>{3});
  EXPECT_TRUE(split_cpus(range(16), 0).compile.empty());
  EXPECT_TRUE(split_cpus(range(16), 0).lane.empty());
}

TEST(CpuSets, SpareCoresOnlyWhileCompilesKeepHalf) {
  auto eight = split_cpus(range(8), 1);  // 2 for the lane, 2 spare, 4 compile
  EXPECT_EQ(eight.compile, range(4));
  EXPECT_EQ(eight.lane, range(4, 8));
  auto nine = split_cpus(range(9), 2);  // 2 kept (a quarter); 2 more leave 5 >= 4
  EXPECT_EQ(nine.compile, range(5));
  auto seven = split_cpus(range(12), 4);  // 3 kept (a quarter); 2 more would leave 7 >= 6
  EXPECT_EQ(seven.compile, range(7));
}

TEST(CpuSets, KeepsTheGivenCoresNotTheirCount) {
  std::vector<int> allowed{2, 3, 5, 7, 11, 13, 17, 19};
  auto s = split_cpus(allowed, 1);
  EXPECT_EQ(s.compile, (std::vector<int>{2, 3, 5, 7}));
  EXPECT_EQ(s.lane, (std::vector<int>{11, 13, 17, 19}));
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
