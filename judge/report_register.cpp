#include "judge/report_register.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <set>
#include <sstream>

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
  std::optional<std::string> current;
  std::set<std::string> ids, keys;
  std::istringstream in{std::string(text)};
  std::string raw;
  int line = 0;
  while (std::getline(in, raw)) {
    ++line;
    const std::string where = file + ":" + std::to_string(line);
    const std::string l(trim(raw));
    if (l.empty() || l[0] == '#') continue;
    if (l.front() == '[' && l.back() == ']') {
      const std::string id = l.substr(1, l.size() - 2);
      if (!register_id(id)) throw InputError(where, quote(l) + " is not [N..], [A..] or [注]");
      if (!ids.insert(id).second) throw InputError(where, id + " given twice");
      if (id != "注") {
        out.entries.emplace_back();
        out.entries.back().id = id;
      }
      current = id;
      keys.clear();
      continue;
    }
    const auto colon = l.find(':');
    if (!current || colon == std::string::npos)
      throw InputError(where, "expected '[ID]' or 'KEY: text' under an [ID], not " + quote(l));
    const std::string key(trim(std::string_view(l).substr(0, colon))), value(trim(std::string_view(l).substr(colon + 1)));
    if (value.empty()) throw InputError(where, "'" + key + "' has no text");
    if (!keys.insert(key).second) throw InputError(where, "'" + key + "' given twice");
    if (*current == "注") out.notes[key] = value;
    else if (!set_key(out.entries.back(), key, value, where))
      throw InputError(where, quote(key) + " is not a key of an entry (问, 文, 1, 2, …, 采用, 理由, 决定, 见, 例)");
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
