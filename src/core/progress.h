// A one-line progress bar on a terminal (stderr): done/total, correct so far, rate, ETA.
// Silent when stderr is not a terminal, so logs and pipes stay clean.
#pragma once
#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>

namespace anvil {

class Progress {
 public:
  Progress(size_t total, std::string label, FILE* out = stderr);
  ~Progress();
  void tick(bool correct);
  void done();
  static bool terminal(FILE* f);

 private:
  void draw();
  size_t total_, done_ = 0, correct_ = 0;
  std::string label_;
  FILE* out_;
  bool enabled_;
  bool finished_ = false;
  std::chrono::steady_clock::time_point start_;
  std::mutex mu_;
};

}  // namespace anvil
