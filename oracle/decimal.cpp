// Decimal numbers (decimal.h).
#include "oracle/decimal.h"

#include <cassert>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace f3go {

#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
bool read_double(std::string_view text, double& d) {
  double v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return false;
  d = v;
  return true;
}

std::string fixed_decimal(double d) {
  char buf[1200];  // the longest fixed form of a double (309 digits before the point, 767 after) fits
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::fixed);
  return ec == std::errc() ? std::string(buf, end) : fixed_decimal_portable(d);
}
#else
bool read_double(std::string_view text, double& d) { return read_double_portable(text, d); }
std::string fixed_decimal(double d) { return fixed_decimal_portable(d); }
#endif

bool read_double_portable(std::string_view text, double& d) {
  // strtod also takes blanks, '+' and hexadecimal, which from_chars refuses.
  if (text.empty() || text.front() == '+' || text.find_first_of(" \t\n\v\f\rxX") != std::string_view::npos) return false;
  const std::string s(text);
  char* end = nullptr;
  errno = 0;
  const double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size()) return false;
  // Out of range: past the largest double, or a nonzero number that reads as zero.
  if (errno == ERANGE && (std::isinf(v) || v == 0)) return false;
  d = v;
  return true;
}

namespace {

// The shortest digits that read back as d, with the power of ten of the first:
// d = 0.DIGITS × 10^(exponent + 1). Precondition: d is finite and greater than zero.
void shortest_digits(double d, std::string& digits, int& exponent) {
  assert(std::isfinite(d) && d > 0);
  char buf[64];
  for (int precision = 0; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*e", precision, d);
    if (std::strtod(buf, nullptr) == d) break;
  }
  const std::string e(buf);
  const std::size_t at = e.find('e');
  digits.clear();
  for (std::size_t i = 0; i < at; ++i)
    if (e[i] >= '0' && e[i] <= '9') digits += e[i];
  exponent = std::atoi(e.c_str() + at + 1);
}

}  // namespace

std::string fixed_decimal_portable(double d) {
  if (std::isnan(d)) return std::signbit(d) ? "-nan" : "nan";
  const std::string sign = std::signbit(d) ? "-" : "";
  if (std::isinf(d)) return sign + "inf";
  if (d == 0) return sign + "0";
  // From 2^53 up every double is a whole number, and its exact digits are as short as any that read
  // back (the rounded ones may carry into one more digit: 1e23 is 99999999999999991611392).
  if (std::fabs(d) >= 9007199254740992.0) {
    char buf[400];
    std::snprintf(buf, sizeof buf, "%.0f", d);
    return buf;
  }
  std::string digits;
  int exponent = 0;
  shortest_digits(std::fabs(d), digits, exponent);
  const int n = static_cast<int>(digits.size());
  if (exponent >= n - 1) return sign + digits + std::string(static_cast<std::size_t>(exponent - n + 1), '0');
  if (exponent >= 0)
    return sign + digits.substr(0, static_cast<std::size_t>(exponent + 1)) + "." +
           digits.substr(static_cast<std::size_t>(exponent + 1));
  return sign + "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
}

}  // namespace f3go
