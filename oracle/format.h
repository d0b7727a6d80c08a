// Small text helpers shared by every output format and every error message.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace f3go {

// The shortest decimal that reads back as d ("35", "3.75", "-0.5").
std::string format_number(double d);

// How much of an offending text a message quotes (README.md "Limits"): a message stays one short
// line whatever the input.
inline constexpr std::size_t kQuoteLimit = 80;

// At most `limit` bytes of `text` for a message, cut at a UTF-8 character boundary and ended with
// "…" when cut; line ends, tabs and other control bytes are written as \n, \r, \t, \xNN, bytes
// that are not UTF-8 as \xNN, so that the excerpt is always one line of valid UTF-8.
std::string excerpt(std::string_view text, std::size_t limit = kQuoteLimit);
// excerpt() in single quotes, followed by " (N bytes)" when it was cut: 'abc', or for a 5 MB
// value '99999…' (5000000 bytes). Every message that repeats outside text uses this (or excerpt).
std::string quote(std::string_view text, std::size_t limit = kQuoteLimit);

// The length of the valid UTF-8 sequence at s[i] (1 to 4 bytes), or 0.
std::size_t utf8_sequence(std::string_view s, std::size_t i);

// `text` without the blanks (space, tab, CR) at either end.
std::string_view trim(std::string_view text);

// Text for XML and HTML: & < > " as entities, control bytes other than line feed and tab as '?'
// (the JUnit report of certification, the rule author's report).
std::string markup_escape(std::string_view text);

// A whole number of decimal digits only (no sign, no blanks) from 0 to `max`, read as text so that
// nothing wraps: a negative number or one past `max` (even past 2^64 - 1) is an InputError naming
// `where`: "<what> must be a whole number from 0 to <max>, not '-1'".
std::uint64_t parse_count(std::string_view text, std::uint64_t max, const std::string& where,
                          std::string_view what);

}  // namespace f3go
