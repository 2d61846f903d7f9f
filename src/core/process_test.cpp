// Process helpers: a process group's resident memory counts every member, so what a candidate
// starts (Triton's ptxas) is held to the candidate's host-memory limit.
#include "core/process.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

namespace anvil {
namespace {

constexpr long long kTouched = 96LL << 20;

TEST(GroupResidentBytes, CountsEveryMemberOfTheGroup) {
  int ready[2];
  ASSERT_EQ(pipe(ready), 0);
  pid_t leader = fork();
  ASSERT_GE(leader, 0);
  if (leader == 0) {  // the group's leader starts a member that touches kTouched bytes
    setpgid(0, 0);
    if (fork() == 0) {
      // volatile: a block written and never read is otherwise not allocated at all by the compiler
      volatile char* block = static_cast<volatile char*>(malloc(kTouched));
      for (long long i = 0; i < kTouched; i += 4096) block[i] = 1;
      (void)!write(ready[1], "x", 1);
      pause();
      _exit(0);
    }
    pause();
    _exit(0);
  }
  setpgid(leader, leader);  // either side may get there first
  char c;
  ASSERT_EQ(read(ready[0], &c, 1), 1);
  auto groups = group_resident_bytes({leader});
  EXPECT_GE(groups[leader], kTouched);
  EXPECT_LT(resident_bytes(leader), kTouched);  // the leader alone would not show it
  EXPECT_TRUE(group_resident_bytes({}).empty());
  kill(-leader, SIGKILL);
  waitpid(leader, nullptr, 0);
  close(ready[0]);
  close(ready[1]);
}

}  // namespace
}  // namespace anvil
