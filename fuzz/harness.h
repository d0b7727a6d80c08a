// Shared pieces of the libFuzzer harnesses (fuzz/*_fuzzer.cpp): the input cap and the check that
// traps. No global state: every helper is a pure function of its arguments.
//
// The oracle's parsers promise that malformed input throws f3go::InputError and nothing else
// (oracle/error.h); a harness therefore catches InputError as the expected outcome and lets
// `guard` turn any other exception into a trap, so that libFuzzer and the corpus replay
// (fuzz/replay_main.cpp) both report it as a crash.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <string>
#include <string_view>

namespace f3go::fuzz {

// Inputs above this many bytes are ignored: the formats are small texts, and big inputs only
// slow the fuzzer down.
inline constexpr std::size_t kMaxInput = 64 * 1024;

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Prints the failed check and the two states, then traps (never `assert`: NDEBUG removes it).
[[noreturn]] inline void fail(const char* what, std::string_view left, std::string_view right) {
  std::fprintf(stderr, "f3go fuzz: %s\n--- first ---\n%.*s\n--- second ---\n%.*s\n--- end ---\n", what,
               static_cast<int>(left.size()), left.data(), static_cast<int>(right.size()),
               right.data());
  std::fflush(stderr);
  __builtin_trap();
}

inline void check(bool ok, const char* what, std::string_view left = {}, std::string_view right = {}) {
  if (!ok) fail(what, left, right);
}

// Runs `body`; an exception of any type other than the allowed one is a bug.
template <class Allowed, class Body>
void guard(const char* target, std::string_view input, Body&& body) {
  try {
    body();
  } catch (const Allowed&) {
    // the documented way to refuse bad input
  } catch (const std::exception& e) {
    fail((std::string(target) + ": unexpected exception: " + e.what()).c_str(), input, {});
  } catch (...) {
    fail((std::string(target) + ": unexpected non-standard exception").c_str(), input, {});
  }
}

}  // namespace f3go::fuzz
