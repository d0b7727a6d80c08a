#include "judge/report/report_register.h"

#include <algorithm>
#include <cassert>
#include <optional>

#include "judge/report/keyed_text.h"
#include "oracle/error.h"
#include "oracle/format.h"

namespace f3go::judge {
namespace {

// Whether `id` is an entry of the register file: N or A with two digits, or 注.
bool register_id(std::string_view id) {
  if (id == "注") return true;
  return id.size() == 3 && (id[0] == 'N' || id[0] == 'A') && std::isdigit(static_cast<unsigned char>(id[1])) &&
         std::isdigit(static_cast<unsigned char>(id[2]));
}

void check_entry(const RegisterEntry& e, const std::string& file) {
  if (e.question.empty() && e.decision.empty() && e.see.empty())
    throw InputError(file, "[" + e.id + "] has neither 问 nor 决定 nor 见");
  if (e.adopted > static_cast<int>(e.readings.size()))
    throw InputError(file, "[" + e.id + "] adopts reading " + std::to_string(e.adopted) + " of " +
                               std::to_string(e.readings.size()));
}

// A key of an entry; false if `key` is none.
bool set_key(RegisterEntry& e, const std::string& key, const std::string& value, const std::string& where) {
  if (key == "问") e.question = value;
  else if (key == "文") e.text = value;
  else if (key == "理由") e.reason = value;
  else if (key == "决定") e.decision = value;
  else if (key == "见") e.see = value;
  else if (key == "例") e.example = value;
  else if (key == "采用") {
    if (value.size() != 1 || !std::isdigit(static_cast<unsigned char>(value[0])) || value == "0")
      throw InputError(where, "采用 is the number of a reading, not " + quote(value));
    e.adopted = value[0] - '0';
  } else if (key == std::to_string(e.readings.size() + 1)) e.readings.push_back(value);
  else return false;
  return true;
}

}  // namespace

RegisterTexts parse_register_texts(std::string_view text, const std::string& file) {
  RegisterTexts out;
  for (const KeyedSection& section : parse_keyed_sections(text, file)) {
    if (!register_id(section.id)) throw InputError(section.where, quote("[" + section.id + "]") + " is not [N..], [A..] or [注]");
    if (section.id == "注") {
      for (const KeyedLine& k : section.lines) out.notes[k.key] = k.value;
      continue;
    }
    out.entries.emplace_back();
    out.entries.back().id = section.id;
    for (const KeyedLine& k : section.lines)
      if (!set_key(out.entries.back(), k.key, k.value, k.where))
        throw InputError(k.where, quote(k.key) + " is not a key of an entry (问, 文, 1, 2, …, 采用, 理由, 决定, 见, 例)");
  }
  for (const RegisterEntry& e : out.entries) check_entry(e, file);
  return out;
}

std::vector<std::pair<std::string, std::string>> quotes_of(std::string_view text) {
  static constexpr std::string_view kOpen = "「", kClose = "」";
  std::vector<std::pair<std::string, std::string>> out;
  std::size_t at = 0;
  while (true) {
    const std::size_t open = text.find(kOpen, at);
    if (open == std::string_view::npos) break;
    const std::size_t close = text.find(kClose, open);
    if (close == std::string_view::npos) break;
    std::string label(trim(text.substr(at, open - at)));
    for (std::string_view sep : {"；", "与", "和", "，"})
      if (label.starts_with(sep)) label = std::string(trim(std::string_view(label).substr(sep.size())));
    out.emplace_back(label, std::string(text.substr(open + kOpen.size(), close - open - kOpen.size())));
    at = close + kClose.size();
  }
  return out;
}

std::string quotes_html(std::string_view text) {
  std::string s = "<div class='quote'>";
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t end = std::min(text.find("；", at), text.size());
    const std::string_view part = trim(text.substr(at, end - at));
    if (!part.empty()) s += "<div>" + markup_escape(part) + "</div>";
    at = end + std::string_view("；").size();
  }
  return s + "</div>\n";
}

}  // namespace f3go::judge
