// WarmPermits: one holder per device unless a capacity says more; the next waits until it is given back (explicitly, by a
// move-assigned permit, or when the holder goes out of scope); devices are independent. A warm's later steps wait while a
// lane has a timed section ahead, until it is over or its evaluation ends, or the wait's limit.
#include "core/warm_permits.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

using namespace std::chrono_literals;

namespace anvil {

TEST(WarmPermits, OneHolderPerDeviceAndTheNextWaits) {
  WarmPermits permits;
  auto first = permits.acquire(0);
  auto other_device = permits.acquire(1);  // does not wait for device 0
  EXPECT_TRUE(first.held() && other_device.held());
  std::atomic<bool> got{false};
  std::thread next([&] {
    auto p = permits.acquire(0);
    got = true;
  });
  std::this_thread::sleep_for(50ms);
  EXPECT_FALSE(got.load());
  first.release();
  first.release();  // a second release gives nothing back twice
  next.join();
  EXPECT_TRUE(got.load());
  EXPECT_FALSE(first.held());
}

TEST(WarmPermits, MovedPermitsAndScopeGiveBackOnce) {
  WarmPermits permits;
  WarmPermits::Permit kept;
  {
    auto p = permits.acquire(0);
    kept = std::move(p);  // the moved-from permit gives nothing back when it ends
  }
  std::atomic<bool> got{false};
  std::thread next([&] {
    permits.acquire(0);  // the temporary gives it back at once
    got = true;
  });
  std::this_thread::sleep_for(50ms);
  EXPECT_FALSE(got.load());
  kept = WarmPermits::Permit();  // assigning over it gives it back
  next.join();
  EXPECT_TRUE(got.load());
}

}  // namespace anvil

namespace anvil {

TEST(WarmPermits, ACapacityLetsThatManyHoldAtOnce) {
  WarmPermits permits;
  permits.set_capacity(0, 2);
  auto a = permits.acquire(0);
  auto b = permits.acquire(0);  // the second does not wait
  std::atomic<bool> got{false};
  std::thread third([&] {
    auto c = permits.acquire(0);
    got = true;
  });
  std::this_thread::sleep_for(50ms);
  EXPECT_FALSE(got.load());
  a.release();
  third.join();
  EXPECT_TRUE(got.load() && b.held());
}

TEST(WarmPermits, LaterWarmStepsWaitForTheTimerAhead) {
  WarmPermits permits;
  EXPECT_TRUE(permits.wait_no_timer_ahead(0, 0ms));  // no lane busy: no wait
  auto ahead = permits.timer_ahead(0);
  auto other_device = permits.timer_ahead(1);
  EXPECT_FALSE(permits.wait_no_timer_ahead(0, 30ms));  // gives up at its limit
  std::atomic<bool> went{false};
  std::thread rest([&] { went = permits.wait_no_timer_ahead(0, 5s); });
  std::this_thread::sleep_for(50ms);
  EXPECT_FALSE(went.load());
  ahead.over();  // the judge's "timed" event
  ahead.over();  // and the evaluation's end after it: counted once
  rest.join();
  EXPECT_TRUE(went.load());
  EXPECT_FALSE(permits.wait_no_timer_ahead(1, 0ms));  // device 1's lane still has its timer ahead
}

TEST(WarmPermits, AnEvaluationThatEndsUntimedLetsTheStepsGo) {
  WarmPermits permits;
  {
    WarmPermits::TimerAhead kept;
    {
      auto t = permits.timer_ahead(0);
      kept = std::move(t);  // the moved-from one ends without counting
    }
    EXPECT_FALSE(permits.wait_no_timer_ahead(0, 0ms));
  }  // ended (failed its checks, say) before any timed section
  EXPECT_TRUE(permits.wait_no_timer_ahead(0, 0ms));
}

}  // namespace anvil
