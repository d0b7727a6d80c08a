// libFuzzer target for the rule configuration parsers (oracle/rules.h).
//
// Input layout: byte 0 selects the parser (its value modulo 4; the seeds use the digits
// '0'–'3'), the remaining bytes are its text:
//   0  apply_setting(Rules(), TEXT)            — one "name=value" assignment
//   1  make_rules(LINE1, {LINE2, LINE3, …})    — TEXT split on '\n': the profile, then settings
//   2  parse_rules_answers(TEXT)               — a rules file ("rules: 2018", "set: a=b", '#') with the
//                                                rule author's answers ("none: A16", "answer: N04=3",
//                                                "comment: A16 text")
//   3  parse_compact(TEXT)                     — the compact form ("2018;eye.examined=region")
// An empty input does nothing; inputs over kMaxInput bytes are skipped.
//
// Checks:
//   1. Only InputError may escape a parser; any other exception traps.
//   2. When a configuration r results, its compact form reads back to r and is a fixed point:
//      parse_compact(compact(r)) == r and compact(parse_compact(compact(r))) == compact(r).
//   3. For a rules file: parse_rules_file gives the same rules; its `set:` lines applied to the
//      profile give them again; every answered ID is a question of the register, answered once;
//      every reading of an open question is in range; every comment is UTF-8 without control bytes
//      but the '\n' between its lines.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/harness.h"
#include "oracle/error.h"
#include "oracle/format.h"
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

bool is_question(std::string_view id) {
  const auto s = f3go::find_switch(id);
  return (s && f3go::info(*s).id == id) || f3go::find_open_question(id) != nullptr;
}

bool is_comment_text(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    const std::size_t n = f3go::utf8_sequence(text, i);
    if (n == 0 || (b < 0x20 && b != '\n') || b == 0x7F) return false;
    i += n;
  }
  return true;
}

void check_answers(const f3go::RulesAnswers& a, std::string_view text) {
  check(f3go::parse_rules_file(text, "fuzz.rules") == a.rules, "parse_rules_file differs from parse_rules_answers", text, {});
  f3go::Rules again = f3go::Rules::for_profile(a.rules.profile);
  for (const std::string& s : a.settings) f3go::apply_setting(again, s, "again");
  check(again == a.rules, "the set: lines applied again give other rules", text, f3go::compact(again));
  std::set<std::string> answered;
  for (const std::string& id : a.none) {
    check(is_question(id), "none: names no question", text, id);
    check(answered.insert(id).second, "a question answered twice", text, id);
  }
  for (const auto& [id, k] : a.open) {
    const f3go::OpenQuestion* q = f3go::find_open_question(id);
    check(q != nullptr && k >= 1 && k <= q->readings, "answer: out of the open questions", text, id);
    check(answered.insert(id).second, "a question answered twice", text, id);
  }
  for (const auto& [id, comment] : a.comments) {
    check(is_question(id), "comment: names no question", text, id);
    check(is_comment_text(comment), "a comment with control bytes or bytes that are not UTF-8", text, comment);
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
    case 2: {
      const f3go::RulesAnswers a = f3go::parse_rules_answers(text, "fuzz.rules");
      check_answers(a, text);
      return a.rules;
    }
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
