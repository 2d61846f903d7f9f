// Test helper: writes a file (and its folders) for tests that build suites and candidate folders
// on disk. Header-only; included by *_test.cpp files alone.
#pragma once
#include <filesystem>
#include <fstream>
#include <string>

namespace anvil::test_files {

inline void write_file(const std::filesystem::path& p, const std::string& text) {
  std::filesystem::create_directories(p.parent_path());
  std::ofstream(p) << text;
}

}  // namespace anvil::test_files
