// Terminal progress bar (see progress.h).
#include "core/progress.h"

#include <unistd.h>

namespace anvil {

bool Progress::terminal(FILE* f) { return isatty(fileno(f)); }

Progress::Progress(size_t total, std::string label, FILE* out)
    : total_(total), label_(std::move(label)), out_(out), enabled_(terminal(out)),
      start_(std::chrono::steady_clock::now()) {
  std::lock_guard<std::mutex> lock(mu_);
  draw();
}

Progress::~Progress() { done(); }

void Progress::tick(bool correct) {
  std::lock_guard<std::mutex> lock(mu_);
  ++done_;
  correct_ += correct;
  draw();
}

void Progress::done() {
  std::lock_guard<std::mutex> lock(mu_);
  if (enabled_ && !finished_) {
    fputs("\n", out_);
    fflush(out_);
  }
  finished_ = true;
}

void Progress::draw() {
  if (!enabled_ || finished_) return;
  double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const int width = 28;
  int filled = total_ ? static_cast<int>(width * done_ / total_) : width;
  std::string bar(filled, '#');
  bar += std::string(width - filled, '.');
  char eta[32] = "";
  if (done_ > 0 && done_ < total_) snprintf(eta, sizeof eta, "  eta %.0fs", el / done_ * (total_ - done_));
  fprintf(out_, "\r%s [%s] %zu/%zu  correct %zu  %.0fs%s   ", label_.c_str(), bar.c_str(), done_, total_,
          correct_, el, eta);
  fflush(out_);
}

}  // namespace anvil
