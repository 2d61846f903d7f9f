// GateHold: the core's shared hold on a judge's GPU gate keeps a timer (LOCK_EX on the lock file)
// out until released, lets checks (other shared holds) in, and waits behind a timer queued at the
// turnstile.
#include "core/gate_hold.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <thread>

using namespace std::chrono_literals;

namespace anvil {

struct GateFiles : ::testing::Test {
  std::string dir = ::testing::TempDir() + "/gate-" + std::to_string(getpid()) + "-" +
                    ::testing::UnitTest::GetInstance()->current_test_info()->name();
  std::string lock, turnstile;
  void SetUp() override {
    std::filesystem::create_directories(dir);
    lock = dir + "/gpu0.gate";
    turnstile = dir + "/gpu0.turnstile";
  }
  void TearDown() override { std::filesystem::remove_all(dir); }
  int try_lock(int how) {  // 0 when taken (and let go again) at once
    int fd = open(lock.c_str(), O_RDWR | O_CREAT, 0600);
    int rc = flock(fd, how | LOCK_NB);
    close(fd);
    return rc;
  }
};

TEST_F(GateFiles, AHoldKeepsTimersOutAndLetsChecksIn) {
  auto hold = GateHold::shared(lock, turnstile);
  ASSERT_TRUE(hold) << hold.error().message;
  EXPECT_NE(try_lock(LOCK_EX), 0);  // a timer cannot start
  EXPECT_EQ(try_lock(LOCK_SH), 0);  // a check can
  GateHold moved = std::move(*hold);
  EXPECT_FALSE(hold->held());
  EXPECT_TRUE(moved.held());
  moved.release();
  moved.release();
  EXPECT_EQ(try_lock(LOCK_EX), 0);
}

TEST_F(GateFiles, AHoldWaitsBehindAQueuedTimer) {
  int t = open(turnstile.c_str(), O_RDWR | O_CREAT, 0600);
  ASSERT_EQ(flock(t, LOCK_EX), 0);  // a timer queued at the turnstile
  std::atomic<bool> held{false};
  std::thread warm([&] {
    auto h = GateHold::shared(lock, turnstile);
    held = h && h->held();
  });
  std::this_thread::sleep_for(100ms);
  EXPECT_FALSE(held.load());
  flock(t, LOCK_UN);
  close(t);
  warm.join();
  EXPECT_TRUE(held.load());
}

TEST_F(GateFiles, AnUnopenableGateIsAnError) {
  auto hold = GateHold::shared(dir + "/missing/gpu0.gate", dir + "/missing/gpu0.turnstile");
  ASSERT_FALSE(hold);
  EXPECT_NE(hold.error().message.find("cannot open the GPU gate"), std::string::npos);
}

}  // namespace anvil
