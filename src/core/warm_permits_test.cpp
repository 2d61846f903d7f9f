// WarmPermits: one holder per device unless a capacity says more; the next waits until it is given back (explicitly, by a
// move-assigned permit, or when the holder goes out of scope); devices are independent.
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

}  // namespace anvil
