// Errors as values: Result<T> holds either a value or an Error with a code and a message that a
// user (or a model reading feedback) can act on.
#pragma once
#include <string>
#include <utility>
#include <variant>

namespace anvil {

struct Error {
  std::string code;     // stable, machine-readable (e.g. "problem_not_found")
  std::string message;  // one or two sentences saying what is wrong and what to do
};

template <typename T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error e) : v_(std::move(e)) {}
  bool ok() const { return std::holds_alternative<T>(v_); }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<T>(v_); }
  const T& value() const { return std::get<T>(v_); }
  T& operator*() { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<Error>(v_); }

 private:
  std::variant<T, Error> v_;
};

}  // namespace anvil
