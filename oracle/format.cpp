#include "oracle/format.h"

#include <fmt/format.h>

#include "oracle/error.h"

namespace f3go {

std::string format_number(double d) {
  if (d == 0) return "0";  // no "-0"
  return fmt::format("{}", d);
}

std::size_t utf8_sequence(std::string_view s, std::size_t i) {
  const auto b = static_cast<unsigned char>(s[i]);
  const std::size_t n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2
                                   : (b >> 4) == 0xE   ? 3
                                   : (b >> 3) == 0x1E  ? 4
                                                       : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
  return n;
}

namespace {

std::string hex_byte(unsigned char b) { return fmt::format("\\x{:02X}", static_cast<unsigned>(b)); }

// excerpt(), and whether it cut the text.
std::string excerpt_of(std::string_view text, std::size_t limit, bool& cut) {
  cut = false;
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto b = static_cast<unsigned char>(text[i]);
    std::string piece;
    std::size_t n = 1;
    if (b == '\n') piece = "\\n";
    else if (b == '\r') piece = "\\r";
    else if (b == '\t') piece = "\\t";
    else if (b < 0x20 || b == 0x7F) piece = hex_byte(b);
    else if ((n = utf8_sequence(text, i)) == 0) piece = hex_byte(b), n = 1;
    else piece = std::string(text.substr(i, n));
    if (out.size() + piece.size() > limit) {
      cut = true;
      return out + "…";
    }
    out += piece;
    i += n;
  }
  return out;
}

}  // namespace

std::string excerpt(std::string_view text, std::size_t limit) {
  bool cut = false;
  return excerpt_of(text, limit, cut);
}

std::string quote(std::string_view text, std::size_t limit) {
  bool cut = false;
  std::string s(1, '\'');
  s += excerpt_of(text, limit, cut);
  s += '\'';
  if (cut) s += " (" + std::to_string(text.size()) + " bytes)";
  return s;
}

std::uint64_t parse_count(std::string_view text, std::uint64_t max, const std::string& where,
                          std::string_view what) {
  const auto refuse = [&]() -> InputError {
    return InputError(where, std::string(what) + " must be a whole number from 0 to " + std::to_string(max) +
                                 ", not " + quote(text));
  };
  if (text.empty()) throw refuse();
  std::uint64_t n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') throw refuse();
    const auto d = static_cast<std::uint64_t>(c - '0');
    if (d > max || n > (max - d) / 10) throw refuse();  // n * 10 + d > max, without overflow
    n = n * 10 + d;
  }
  return n;
}

std::string_view trim(std::string_view text) {
  const std::string_view blanks = " \t\r";
  const auto b = text.find_first_not_of(blanks);
  if (b == std::string_view::npos) return {};
  return text.substr(b, text.find_last_not_of(blanks) - b + 1);
}

std::string markup_escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += (static_cast<unsigned char>(c) < 32 && c != '\n' && c != '\t') ? '?' : c;
    }
  }
  return out;
}

}  // namespace f3go
