// Decimal numbers read and written alike on every standard library. The floating-point overloads of
// <charconv> are missing from clang 14's libc++ (the WebAssembly build, web/README.md): there the
// portable forms serve, elsewhere <charconv>'s own; oracle/tests/decimal_test.cpp holds the two equal.
#pragma once
#include <string>
#include <string_view>

namespace f3go {

// Whether the whole of `text` is one double as std::from_chars reads it (general format: an
// optional '-', digits with an optional '.' and exponent, or inf, infinity, nan; no '+', no blanks,
// no hexadecimal) and within range; if so it is stored in d.
bool read_double(std::string_view text, double& d);
bool read_double_portable(std::string_view text, double& d);

// d in fixed notation, the shortest decimal that reads back as d, as
// std::to_chars(…, std::chars_format::fixed) writes it ("3.75", "0.0000000000082", "-inf", "nan").
std::string fixed_decimal(double d);
std::string fixed_decimal_portable(double d);

}  // namespace f3go
