// The portable decimal forms (oracle/decimal.h, what the WebAssembly build uses) against
// <charconv>'s floating-point overloads: the same numbers read, the same text written.
#include "oracle/decimal.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <charconv>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace f3go {
namespace {

bool std_read(const std::string& text, double& d) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
  return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

std::string std_fixed(double d) {
  char buf[1200];
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::fixed);
  EXPECT_EQ(ec, std::errc());
  return std::string(buf, end);
}

TEST(Decimal, ReadsWhatFromCharsReads) {
  const std::vector<std::string> texts{
      "3.75", "0", "-0", "+1", " 1", "1 ", "", ".5", "5.", "-.5", "1e3", "1E-3", "1e", "1e+", "0x10", "0X1p3",
      "inf", "-inf", "infinity", "INF", "nan", "-nan", "nan(1)", "1e400", "-1e400", "1e-400", "2.5e-320",
      "1.7976931348623157e308", "abc", "1.2.3", "--1", "1,5", "8.2e-12", "0000012.500", "1e-5a"};
  for (const std::string& t : texts) {
    double a = -7, b = -7;
    const bool std_ok = std_read(t, a), ours = read_double_portable(t, b);
    EXPECT_EQ(std_ok, ours) << "'" << t << "'";
    if (std_ok && ours && !std::isnan(a)) {
      EXPECT_EQ(std::bit_cast<std::uint64_t>(a), std::bit_cast<std::uint64_t>(b)) << t;
    }
  }
}

TEST(Decimal, WritesWhatToCharsWrites) {
  std::vector<double> ds{0.0, -0.0, 3.75, -0.5, 35, 1e22, 1e23, 8.2e-12, 0.1, 1.0 / 3, 5e-324, 1.7976931348623157e308,
                         std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
  std::mt19937_64 rng(1);
  for (int i = 0; i < 20000; ++i) {
    const double d = std::bit_cast<double>(rng());
    if (!std::isnan(d)) ds.push_back(d);
    ds.push_back(static_cast<double>(rng() % 100000) / 4.0 - 1000);
  }
  for (double d : ds) ASSERT_EQ(std_fixed(d), fixed_decimal_portable(d));
}

}  // namespace
}  // namespace f3go
