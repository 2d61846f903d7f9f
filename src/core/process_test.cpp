// Process helpers: a process group's resident memory counts every member, so what a candidate
// starts (Triton's ptxas) is held to the candidate's host-memory limit; /proc files of processes
// that end while they are read are an answer (nothing), not an exception.
#include "core/process.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <fcntl.h>
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

// A batch once died here (std::terminate from the memory watchdog's /proc scan): a /proc file
// opened while its process lived and read after it was reaped fails with ESRCH.
TEST(ReadToEnd, AProcFileOfAProcessThatEndedIsNothing) {
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    pause();
    _exit(0);
  }
  std::string path = "/proc/" + std::to_string(child) + "/stat";
  int fd = open(path.c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  kill(child, SIGKILL);
  waitpid(child, nullptr, 0);
  EXPECT_FALSE(read_to_end(fd).has_value());
  close(fd);
  EXPECT_FALSE(read_text_file(path).has_value());
  EXPECT_EQ(resident_bytes(child), 0);
  auto self = read_text_file("/proc/self/stat");
  ASSERT_TRUE(self.has_value());
  EXPECT_NE(self->find(')'), std::string::npos);
}

}  // namespace
}  // namespace anvil
