#include "oracle/rules.h"

#include <algorithm>
#include <array>
#include <charconv>

#include "oracle/decimal.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"

namespace f3go {
namespace {

std::string join(const std::vector<std::string_view>& xs) {
  std::string s;
  for (auto x : xs) s += (s.empty() ? "" : ", ") + std::string(x);
  return s;
}

std::string all_switch_names() {
  std::string s;
  for (const auto& i : kSwitchTable) s += (s.empty() ? "" : ", ") + std::string(i.name);
  return s;
}

const std::vector<std::string_view> kParameters{"komi", "flybombs", "mode", "seed", "random_turns"};

double parse_double(std::string_view v, const std::string& where, std::string_view what) {
  double d = 0;
  if (!read_double(v, d))
    throw InputError(where, std::string(what) + " must be a number, not " + quote(v));
  return d;
}

long long parse_integer(std::string_view v, long long lo, long long hi, const std::string& where,
                        std::string_view what) {
  long long n = 0;
  auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
  if (ec != std::errc() || ptr != v.data() + v.size() || v.empty() || n < lo || n > hi)
    throw InputError(where, std::string(what) + " must be a whole number from " + std::to_string(lo) +
                                " to " + std::to_string(hi) + ", not " + quote(v));
  return n;
}

// Spaces and tabs at either end, and a CR at the end (of a CR LF line); a CR in front is kept, so
// that a setting starting with one is named in its error, not read (unlike format.h trim).
std::string_view trim_setting(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::string format_komi(double k) { return format_number(k); }

}  // namespace

const std::vector<Switch>& private_eye_switches() {
  static const std::vector<Switch> s = [] {
    std::vector<Switch> eye;
    for (int i = 0; i < kSwitchCount; ++i)
      if (kSwitchTable[i].part == Part::private_eye) eye.push_back(static_cast<Switch>(i));
    return eye;
  }();
  return s;
}

std::string_view name(Profile p) { return p == Profile::y2022 ? "2022" : "2018"; }
std::string_view name(Mode m) { return m == Mode::A ? "A" : m == Mode::B ? "B"
                                                                         : "C"; }

const std::array<SwitchInfo, kSwitchCount>& switch_table() { return kSwitchTable; }
const SwitchInfo& info(Switch s) { return kSwitchTable[static_cast<std::size_t>(s)]; }

std::span<const OpenQuestion> open_questions() { return kOpenQuestions; }

const OpenQuestion* find_open_question(std::string_view id) {
  for (const OpenQuestion& q : kOpenQuestions)
    if (q.id == id) return &q;
  return nullptr;
}

void Rules::reset(Profile p) {
  profile = p;
  for (std::size_t i = 0; i < kSwitchTable.size(); ++i)
    reading[i] = static_cast<std::uint8_t>(p == Profile::y2022 ? kSwitchTable[i].default_2022
                                                               : kSwitchTable[i].default_2018);
}

Rules::Rules() { reset(Profile::y2022); }

Rules Rules::for_profile(Profile p) {
  Rules r;
  r.reset(p);
  return r;
}

std::string_view Rules::reading_name(Switch s) const { return info(s).readings[static_cast<std::size_t>(get(s))]; }

bool Rules::is_default(Switch s) const {
  const auto& i = info(s);
  return get(s) == (profile == Profile::y2022 ? i.default_2022 : i.default_2018);
}

std::optional<Switch> find_switch(std::string_view id_or_name) {
  for (std::size_t i = 0; i < kSwitchTable.size(); ++i)
    if (kSwitchTable[i].id == id_or_name || kSwitchTable[i].name == id_or_name) return static_cast<Switch>(i);
  return std::nullopt;
}

std::optional<int> find_reading(Switch s, std::string_view reading) {
  const auto& readings = info(s).readings;
  for (std::size_t r = 0; r < readings.size(); ++r)
    if (readings[r] == reading) return static_cast<int>(r);
  return std::nullopt;
}

Profile parse_profile(std::string_view text, const std::string& where) {
  text = trim_setting(text);
  if (text == "2022") return Profile::y2022;
  if (text == "2018") return Profile::y2018;
  throw InputError(where, "unknown rules profile " + quote(text) + " (valid: 2022, 2018)");
}

void apply_setting(Rules& rules, std::string_view assignment, const std::string& where) {
  auto eq = assignment.find('=');
  if (eq == std::string_view::npos)
    throw InputError(where, "expected name=value, got " + quote(assignment));
  std::string_view key = trim_setting(assignment.substr(0, eq));
  std::string_view value = trim_setting(assignment.substr(eq + 1));
  for (std::size_t i = 0; i < kSwitchTable.size(); ++i) {
    const auto& sw = kSwitchTable[i];
    if (sw.name != key) continue;
    for (std::size_t r = 0; r < sw.readings.size(); ++r)
      if (sw.readings[r] == value) {
        rules.reading[i] = static_cast<std::uint8_t>(r);
        return;
      }
    throw InputError(where, "unknown reading " + quote(value) + " of switch " +
                                std::string(sw.name) + " (" + std::string(sw.id) +
                                "; valid: " + join(sw.readings) + ")");
  }
  if (key == "komi") {
    double k = parse_double(value, where, "komi");
    if (!(k >= -1000 && k <= 1000)) throw InputError(where, "komi must lie in -1000..1000");
    rules.komi = k;
  } else if (key == "flybombs") {
    rules.flybombs = static_cast<int>(parse_integer(value, 0, limits::kFlybombs, where, "flybombs"));
  } else if (key == "mode") {
    if (value == "A") rules.mode = Mode::A;
    else if (value == "B") rules.mode = Mode::B;
    else if (value == "C") rules.mode = Mode::C;
    else throw InputError(where, "unknown mode " + quote(value) + " (valid: A, B, C)");
  } else if (key == "seed") {
    rules.seed = static_cast<std::uint64_t>(parse_integer(value, 0, (1LL << 62), where, "seed"));
  } else if (key == "random_turns") {
    rules.random_turns = static_cast<int>(parse_integer(value, 1, 10000, where, "random_turns"));
  } else {
    throw InputError(where, "unknown switch or parameter " + quote(key) + " (switches: " +
                                all_switch_names() + "; parameters: " + join(kParameters) + ")");
  }
}

Rules make_rules(std::string_view profile, const std::vector<std::string>& settings,
                 const std::string& where) {
  Rules r = Rules::for_profile(parse_profile(profile, where));
  for (const auto& s : settings) apply_setting(r, s, where);
  return r;
}

namespace {

// The register ID a line of answers may name: a switch's ("A08") or an open question's ("N04").
bool is_question_id(std::string_view id) {
  const std::optional<Switch> s = find_switch(id);
  return (s && info(*s).id == id) || find_open_question(id) != nullptr;
}

std::string all_question_ids() {
  std::string s;
  for (const auto& i : kSwitchTable) s += (s.empty() ? "" : ", ") + std::string(i.id);
  for (const OpenQuestion& q : open_questions()) s += ", " + std::string(q.id);
  return s;
}

// The offset of the first byte of `text` that is a control byte or not UTF-8, if any.
std::optional<std::size_t> first_bad_byte(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    const std::size_t n = utf8_sequence(text, i);
    if (b < 0x20 || b == 0x7F || n == 0) return i;
    i += n;
  }
  return std::nullopt;
}

// The lines of a rules file with answers, one at a time, into `out`; a question or parameter
// answered twice is named with the line that answered it first.
class AnswersReader {
 public:
  AnswersReader(const std::string& file, RulesAnswers& out) : file_(file), out_(out) {}

  // One line (trimmed, neither blank nor a comment) at line `line_no`; `column` is the column of
  // its first byte in the file's line.
  void read(std::string_view line, int line_no, int column) {
    line_no_ = line_no;
    const auto colon = line.find(':');
    if (colon == std::string_view::npos) throw InputError(where(), "expected 'key: value'");
    const std::string_view key = trim_setting(line.substr(0, colon));
    const std::string_view value = trim_setting(line.substr(colon + 1));
    if (key == "rules") read_profile(value);
    else if (key == "set") read_set(value);
    else if (key == "none") read_none(value);
    else if (key == "answer") read_answer(value);
    else if (key == "comment") read_comment(value, column + static_cast<int>(value.data() - line.data()));
    else throw InputError(where(), "unknown key " + quote(key) + " (valid: rules, set, none, answer, comment)");
  }

  // The `set:` lines applied to the profile, in file order, whatever line the profile was on.
  void finish() {
    for (std::size_t i = 0; i < out_.settings.size(); ++i) apply_setting(out_.rules, out_.settings[i], set_where_[i]);
  }

 private:
  // The line (column 1), or a column of it.
  std::string where(int column = 1) const { return location(file_, line_no_, column); }

  // `what` answered on this line; InputError if it was answered before.
  void answered(const std::string& what) {
    const auto [it, fresh] = answered_.emplace(what, line_no_);
    if (!fresh)
      throw InputError(where(), what + " is answered twice (first on line " + std::to_string(it->second) + ")");
  }

  void read_profile(std::string_view value) {
    if (seen_profile_) throw InputError(where(), "duplicate key 'rules'");
    seen_profile_ = true;
    out_.rules = Rules::for_profile(parse_profile(value, where()));
  }

  void read_set(std::string_view value) {
    const std::string_view name = trim_setting(value.substr(0, value.find('=')));
    const std::optional<Switch> s = find_switch(name);
    answered(s ? std::string(info(*s).id) : std::string(name));
    out_.settings.emplace_back(value);
    set_where_.push_back(where());
  }

  void read_none(std::string_view id) {
    if (!is_question_id(id))
      throw InputError(where(), quote(id) + " names no question of the register (valid: " + all_question_ids() + ")");
    answered(std::string(id));
    out_.none.emplace_back(id);
  }

  void read_answer(std::string_view value) {
    const auto eq = value.find('=');
    if (eq == std::string_view::npos) throw InputError(where(), "expected ID=READING, got " + quote(value));
    const std::string_view id = trim_setting(value.substr(0, eq));
    const OpenQuestion* q = find_open_question(id);
    if (!q) {
      const std::optional<Switch> s = find_switch(id);
      if (s && info(*s).id == id)
        throw InputError(where(), std::string(id) + " is a switch: answer it with 'set: " + std::string(info(*s).name) +
                                      "=READING' (valid: " + join(info(*s).readings) + ")");
      throw InputError(where(), quote(id) + " names no open question of the register");
    }
    const int k = static_cast<int>(parse_integer(trim_setting(value.substr(eq + 1)), 1, q->readings, where(),
                                                 "the reading of " + std::string(id)));
    answered(std::string(id));
    out_.open.emplace_back(std::string(id), k);
  }

  void read_comment(std::string_view value, int column) {
    const std::size_t blank = value.find_first_of(" \t");
    const std::string_view id = value.substr(0, blank);
    if (!is_question_id(id))
      throw InputError(where(), "a comment starts with the ID of its question, not " + quote(id) +
                                    " (valid: " + all_question_ids() + ")");
    const std::string_view text = blank == std::string_view::npos ? std::string_view() : trim_setting(value.substr(blank));
    if (const auto bad = first_bad_byte(text))
      throw InputError(where(column + static_cast<int>(text.data() - value.data() + *bad)),
                       "a control byte or bytes that are not UTF-8 in the comment on " + std::string(id));
    const auto [it, fresh] = comment_index_.emplace(std::string(id), out_.comments.size());
    if (fresh) out_.comments.emplace_back(std::string(id), std::string(text));
    else out_.comments[it->second].second += "\n" + std::string(text);
  }

  const std::string& file_;
  RulesAnswers& out_;
  int line_no_ = 0;
  bool seen_profile_ = false;
  std::vector<std::string> set_where_;   // where each of out_.settings was
  std::map<std::string, int> answered_;  // question ID or parameter → its line
  std::map<std::string, std::size_t> comment_index_;
};

}  // namespace

RulesAnswers parse_rules_answers(std::string_view text, const std::string& file) {
  text = skip_bom(text);
  check_lines(text, file);
  RulesAnswers answers;
  AnswersReader reader(file, answers);
  int line_no = 0;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    auto end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view raw = text.substr(pos, end - pos);
    const std::string_view line = trim_setting(raw);
    ++line_no;
    pos = end + 1;
    if (!line.empty() && line.front() != '#') reader.read(line, line_no, 1 + static_cast<int>(line.data() - raw.data()));
    if (end == text.size()) break;
  }
  reader.finish();
  return answers;
}

Rules parse_rules_file(std::string_view text, const std::string& file) { return parse_rules_answers(text, file).rules; }

namespace {

// The switches in the order of their names (the map's order), sorted once.
const std::array<Switch, kSwitchCount>& switches_by_name() {
  static const std::array<Switch, kSwitchCount> by_name = [] {
    std::array<Switch, kSwitchCount> order{};
    for (int i = 0; i < kSwitchCount; ++i) order[static_cast<std::size_t>(i)] = static_cast<Switch>(i);
    std::sort(order.begin(), order.end(), [](Switch a, Switch b) { return info(a).name < info(b).name; });
    return order;
  }();
  return by_name;
}

// `out` names every switch, in the map's order.
bool names_every_switch(const std::map<std::string, std::string>& out) {
  if (out.size() != static_cast<std::size_t>(kSwitchCount)) return false;
  auto it = out.begin();
  for (Switch s : switches_by_name())
    if ((it++)->first != info(s).name) return false;
  return true;
}

}  // namespace

std::map<std::string, std::string> switch_settings(const Rules& rules) {
  std::map<std::string, std::string> m;
  switch_settings(rules, m);
  return m;
}

void switch_settings(const Rules& rules, std::map<std::string, std::string>& out) {
  if (names_every_switch(out)) {
    auto it = out.begin();
    for (Switch s : switches_by_name()) {
      const std::string_view reading = rules.reading_name(s);
      if (it->second != reading) it->second = std::string(reading);
      ++it;
    }
    return;
  }
  out.clear();
  // Each entry goes in at the end, in the map's order, without a search of the tree.
  for (Switch s : switches_by_name()) out.emplace_hint(out.end(), info(s).name, rules.reading_name(s));
}

std::string compact(const Rules& rules) {
  std::string s(name(rules.profile));
  for (int i = 0; i < kSwitchCount; ++i) {
    auto sw = static_cast<Switch>(i);
    if (!rules.is_default(sw))
      s += ";" + std::string(info(sw).name) + "=" + std::string(rules.reading_name(sw));
  }
  const Rules d;
  if (rules.komi != d.komi) s += ";komi=" + format_komi(rules.komi);
  if (rules.flybombs != d.flybombs) s += ";flybombs=" + std::to_string(rules.flybombs);
  if (rules.mode != d.mode) s += ";mode=" + std::string(name(rules.mode));
  if (rules.seed != d.seed) s += ";seed=" + std::to_string(rules.seed);
  if (rules.random_turns != d.random_turns) s += ";random_turns=" + std::to_string(rules.random_turns);
  return s;
}

Rules parse_compact(std::string_view text, const std::string& where) {
  auto semi = text.find(';');
  Rules r = Rules::for_profile(parse_profile(text.substr(0, semi), where));
  while (semi != std::string_view::npos) {
    auto next = text.find(';', semi + 1);
    apply_setting(r, text.substr(semi + 1, next == std::string_view::npos ? next : next - semi - 1), where);
    semi = next;
  }
  return r;
}

}  // namespace f3go
