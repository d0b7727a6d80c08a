// libFuzzer target for the rule configuration parsers (oracle/rules.h).
//
// Input layout: byte 0 selects the parser (its value modulo 4; the seeds use the digits
// '0'–'3'), the remaining bytes are its text:
//   0  apply_setting(Rules(), TEXT)            — one "name=value" assignment
//   1  make_rules(LINE1, {LINE2, LINE3, …})    — TEXT split on '\n': the profile, then settings
//   2  parse_rules_file(TEXT)                  — a rules file ("rules: 2018", "set: a=b", '#')
//   3  parse_compact(TEXT)                     — the compact form ("2018;eye.examined=region")
// An empty input does nothing; inputs over kMaxInput bytes are skipped.
//
// Checks:
//   1. Only InputError may escape a parser; any other exception traps.
//   2. When a configuration r results, its compact form reads back to r and is a fixed point:
//      parse_compact(compact(r)) == r and compact(parse_compact(compact(r))) == compact(r).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/harness.h"
#include "oracle/error.h"
#include "oracle/rules.h"

namespace {

using f3go::fuzz::check;

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t pos = 0;
  while (true) {
    const auto end = text.find('\n', pos);
    lines.emplace_back(text.substr(pos, end == std::string_view::npos ? end : end - pos));
    if (end == std::string_view::npos) return lines;
    pos = end + 1;
  }
}

f3go::Rules parse(unsigned selector, std::string_view text) {
  switch (selector % 4) {
    case 0: {
      f3go::Rules r;
      f3go::apply_setting(r, text, "fuzz");
      return r;
    }
    case 1: {
      auto lines = split_lines(text);
      const std::string profile = lines.front();
      lines.erase(lines.begin());
      return f3go::make_rules(profile, lines, "fuzz");
    }
    case 2: return f3go::parse_rules_file(text, "fuzz.rules");
    default: return f3go::parse_compact(text, "fuzz");
  }
}

void check_compact(const f3go::Rules& r) {
  const std::string text = f3go::compact(r);
  f3go::Rules back;
  try {
    back = f3go::parse_compact(text, "compact");
  } catch (const std::exception& e) {
    f3go::fuzz::fail((std::string("compact form does not parse: ") + e.what()).c_str(), text, {});
  }
  const std::string again = f3go::compact(back);
  check(again == text, "compact(parse_compact(compact(r))) != compact(r)", text, again);
  check(back == r, "parse_compact(compact(r)) != r", text, again);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0 || size > f3go::fuzz::kMaxInput) return 0;
  const auto input = f3go::fuzz::as_text(data, size);
  f3go::fuzz::guard<f3go::InputError>("rules parsers", input, [&] {
    check_compact(parse(data[0], input.substr(1)));
  });
  return 0;
}
