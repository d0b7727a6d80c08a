// The part of the rule author's report (judge/report/report.h) that is not a switch: the new questions of
// the register (N01, N02, N04…, docs/ambiguities.md) with the reading this program takes, the
// fixed decisions (A28–A31) with their reason, and the notes every diagram needs. Their Chinese
// words are in docs/report/register.zh.txt.
//
// The format: `[ID]` opens an entry (an N or A ID of the register, or 注 for the notes), followed by
// `KEY: text` lines: 问 (the question), 文 (the words of the rules it turns on: each quoted in
// corner brackets, a label such as a clause ID before it), 1, 2, … (the readings, in order), 采用
// (the number of the reading this program takes), 理由 (why, one line), 决定 (a fixed decision), 见 (the question of
// this report it became), 例 (a corpus case that shows it); under [注], any key. '#' starts a comment.
#pragma once
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace f3go::judge {

struct RegisterEntry {
  std::string id;                     // N01, A29, …
  std::string question;               // 问
  std::string text;                   // 文
  std::vector<std::string> readings;  // 1, 2, …
  int adopted = 0;                    // 采用 (1-based; 0: none)
  std::string reason;                 // 理由
  std::string decision;               // 决定
  std::string see;                    // 见
  std::string example;                // 例: a case name
};

struct RegisterTexts {
  std::vector<RegisterEntry> entries;        // in file order
  std::map<std::string, std::string> notes;  // [注]
};

// Parses register.zh.txt; InputError "FILE:LINE: what" on a line that is not `[ID]`, `KEY: text`,
// a comment or blank, on a key given twice, a reading out of order, an 采用 that names no reading,
// or an entry with neither 问 nor 决定 nor 见.
RegisterTexts parse_register_texts(std::string_view text, const std::string& file);

// The quotes of a 文 text: each quote in corner brackets with the label written before it (a clause ID, a year, or
// empty), in order.
std::vector<std::pair<std::string, std::string>> quotes_of(std::string_view text);

// The 文 of a question as HTML: one line per part (parts are separated by ；).
std::string quotes_html(std::string_view text);

}  // namespace f3go::judge
