// Regression files in GNU Go's format (regress.h).
#include "judge/regress.h"

#include <regex.h>

#include <algorithm>
#include <cassert>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <string_view>
#include <vector>

#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/sgf.h"

namespace f3go::judge {

// A compiled POSIX extended regular expression matching a whole text (no recursion on the
// subject, unlike std::regex, so an engine's long answer cannot exhaust the stack).
class WholeMatch {
 public:
  explicit WholeMatch(const std::string& pattern) {
    ok_ = ::regcomp(&re_, ("^(" + pattern + ")$").c_str(), REG_EXTENDED | REG_NOSUB) == 0;
  }
  ~WholeMatch() {
    if (ok_) ::regfree(&re_);
  }
  WholeMatch(const WholeMatch&) = delete;
  WholeMatch& operator=(const WholeMatch&) = delete;
  bool ok() const { return ok_; }
  bool matches(const std::string& text) const { return ok_ && ::regexec(&re_, text.c_str(), 0, nullptr, 0) == 0; }

 private:
  regex_t re_{};
  bool ok_ = false;
};

bool RegressTest::matches(const std::string& response) const {
  assert(compiled);
  return compiled->matches(response);
}

namespace {

namespace fs = std::filesystem;

// The digits of a repetition bound at `i` (advanced past them), saturated at `cap`; nullopt if none.
std::optional<std::size_t> bound_at(const std::string& p, std::size_t& i, std::size_t cap) {
  const std::size_t from = i;
  std::size_t n = 0;
  for (; i < p.size() && std::isdigit(static_cast<unsigned char>(p[i])); ++i) n = std::min(cap, n * 10 + (p[i] - '0'));
  return i == from ? std::nullopt : std::optional(n);
}

// The length of a bracket expression starting at `p[i]` == '[' (to its ']', or to the end).
std::size_t bracket_length(const std::string& p, std::size_t i) {
  std::size_t j = i + 1;
  if (j < p.size() && p[j] == '^') ++j;
  if (j < p.size() && p[j] == ']') ++j;
  while (j < p.size() && p[j] != ']') {
    if (p[j] == '[' && j + 1 < p.size() && std::string_view(":.=").find(p[j + 1]) != std::string_view::npos) {
      const auto close = p.find(std::string{p[j + 1], ']'}, j + 2);
      j = close == std::string::npos ? p.size() : close + 2;
    } else ++j;
  }
  return std::min(j + 1, p.size()) - i;
}

// What regcomp would build from a pattern, as far as the limits read it.
struct PatternCost {
  std::size_t expanded = 0;      // the size with every repetition written out
  int repetitions = 0;           // the repetition operators: *, +, ? and {m,n}
  std::size_t nested = 0;        // those of them that repeat a repeated part, every repetition written out
  bool unmatched_close = false;  // a ')' that closes no '(' (it would close WholeMatch's "^(")
};

// The size of `pattern` with every repetition written out as regcomp builds it (X{m,n} as X n
// times, X{m,} as X m + 1 times, X+ as X twice: so `a++…+` and `((a+)+)+` double at each step),
// counted up to `cap` + 1, its repetition operators, and those that repeat a part holding one
// (`a**`, `(a?)*`, `(a*)+`, `(a*){2}`) written out the same way, in one pass.
PatternCost pattern_cost(const std::string& p, std::size_t cap) {
  int repetitions = 0;
  std::size_t total = 0, last = 0;          // the size so far, and of the last atom (a group whole)
  std::size_t nested = 0, last_nested = 0;  // nested repetitions so far, and in the last atom
  int last_repetitions = 0;                 // repetition operators in the last atom
  struct Open {
    std::size_t total, nested;
    int repetitions;
  };
  std::vector<Open> open;  // where each open group started
  bool unmatched_close = false;
  const auto capped = [cap](std::size_t n) { return std::min(n, cap + 1); };
  // The operator just read repeats the last atom `copies` times (an optional copy counted as one).
  const auto repeat = [&](std::size_t copies) {
    const std::size_t self = last_repetitions > 0 ? 1 : 0;  // it repeats a repeated part
    nested = capped(nested + last_nested * (copies - 1) + self);
    last_nested = capped(last_nested * copies + self);
    ++repetitions, ++last_repetitions;
  };
  for (std::size_t i = 0; i < p.size() && total <= cap && nested <= cap;) {
    const char c = p[i];
    std::size_t k = i + 1;
    std::optional<std::size_t> low, high;
    if (c == '{' && (low = bound_at(p, k, cap + 1))) {
      high = low;
      if (k < p.size() && p[k] == ',') {
        ++k;
        high = bound_at(p, k, cap + 1);
        if (!high) high = *low + 1;
      }
    }
    if (low && k < p.size() && p[k] == '}') {
      const std::size_t copies = std::max<std::size_t>(*high, 1);
      total += last * (copies - 1) + (k + 1 - i);
      last *= copies;
      repeat(copies);
      i = k + 1;
      continue;
    }
    std::size_t size = 1;
    if (c == '\\') size = std::min<std::size_t>(2, p.size() - i);
    else if (c == '[') size = bracket_length(p, i);
    if (c == '(') {
      open.push_back({total, nested, repetitions});
      last = 0, last_nested = 0, last_repetitions = 0;
    } else if (c == ')' && open.empty()) {
      unmatched_close = true;
      last = size, last_nested = 0, last_repetitions = 0;
    } else if (c == ')') {
      last = total + 1 - open.back().total;
      last_nested = nested - open.back().nested;
      last_repetitions = repetitions - open.back().repetitions;
      open.pop_back();
    } else if (c == '|') {
      last = 0, last_nested = 0, last_repetitions = 0;
    } else if (c == '+') {  // X+ is built as X X*: the atom once more
      total += last, last *= 2;
      repeat(2);
    } else if (c == '*' || c == '?') {
      repeat(1);
    } else {
      last = size, last_nested = 0, last_repetitions = 0;
    }
    total += size;
    i += size;
  }
  return {total, repetitions, nested, unmatched_close};
}

// "#? [pattern]" with the optional "!" inside and "*" or "&" after.
RegressTest parse_expectation(const std::string& line, const std::string& where) {
  RegressTest t;
  std::string s(trim(std::string_view(line).substr(2)));
  if (s.empty() || s.front() != '[') throw InputError(where, "expected '#? [PATTERN]', got '" + excerpt(line) + "'");
  const auto close = s.rfind(']');
  if (close == std::string::npos) throw InputError(where, "the '[' of '#?' is not closed");
  const std::string after(trim(std::string_view(s).substr(close + 1)));
  if (after == "*") t.expected_failure = true;
  else if (after == "&") t.either = true;
  else if (!after.empty()) throw InputError(where, "only '*' or '&' may follow ']', not '" + excerpt(after) + "'");
  t.pattern = s.substr(1, close - 1);
  if (!t.pattern.empty() && t.pattern.front() == '!') t.negated = true, t.pattern.erase(0, 1);
  const std::string limit = "the limit of " + std::to_string(kTstPatternBytes) + " bytes";
  if (t.pattern.size() > kTstPatternBytes)
    throw InputError(where, "pattern of " + std::to_string(t.pattern.size()) + " bytes, longer than " + limit);
  const PatternCost cost = pattern_cost(t.pattern, kTstPatternBytes);
  if (cost.expanded > kTstPatternBytes)
    throw InputError(where, "pattern longer than " + limit + " with its repetitions {m,n} written out");
  if (cost.repetitions > kTstPatternRepetitions)
    throw InputError(where, "pattern with " + std::to_string(cost.repetitions) + " repetitions (*, +, ?, {m,n}), more than " +
                                std::to_string(kTstPatternRepetitions));
  if (cost.nested > static_cast<std::size_t>(kTstPatternRepetitions))
    throw InputError(where, "pattern with " + std::to_string(cost.nested) +
                                " repetitions of a repeated part (such as a** or (a?)*), written out, more than " +
                                std::to_string(kTstPatternRepetitions));
  // Compiled inside "^(…)$" (WholeMatch), such a ')' would close that group: the rest of the
  // pattern would match only at the end of the answer, and a repetition after it would repeat the
  // whole pattern past the limits above.
  if (cost.unmatched_close)
    throw InputError(where, "pattern with a ')' that closes no '(': '" + excerpt(t.pattern) + "'");
  auto compiled = std::make_shared<const WholeMatch>(t.pattern);
  if (!compiled->ok()) throw InputError(where, "not a regular expression: '" + excerpt(t.pattern) + "'");
  t.compiled = std::move(compiled);
  return t;
}

// The id and the rest of a numbered command line, if it is one.
std::optional<std::pair<long long, std::string>> numbered(const std::string& line) {
  std::size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0 || i > 18 || i >= line.size() || line[i] != ' ') return std::nullopt;
  return std::make_pair(std::stoll(line.substr(0, i)), std::string(trim(std::string_view(line).substr(i))));
}

// ERE metacharacters escaped, so that a corpus answer matches itself only.
std::string escaped(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (std::string_view("\\^$.|?*+()[]{}").find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out;
}

// `loadsgf FILE` and `f3go_loadpos FILE` with a relative FILE read from `dir`.
std::string with_files_from(const std::string& command, const fs::path& dir) {
  for (const std::string verb : {"loadsgf ", "f3go_loadpos "}) {
    const auto at = command.find(verb);
    if (at == std::string::npos) continue;
    const auto start = at + verb.size();
    const auto end = std::min(command.find(' ', start), command.size());
    const fs::path file = command.substr(start, end - start);
    if (file.is_relative()) return command.substr(0, start) + (dir / file).string() + command.substr(end);
  }
  return command;
}

}  // namespace

RegressFile parse_tst(const std::string& text, const std::string& path) {
  RegressFile f;
  f.path = path;
  int line_no = 0;
  std::size_t pos = 0;
  while (pos <= text.size() && pos < text.size()) {
    const auto end = std::min(text.find('\n', pos), text.size());
    if (end - pos > kTstLineBytes)
      throw InputError(location(path, line_no + 1), "line of " + std::to_string(end - pos) +
                                                        " bytes, longer than the limit of " +
                                                        std::to_string(kTstLineBytes) + " bytes");
    const std::string line(trim(std::string_view(text).substr(pos, end - pos)));
    pos = end + 1;
    ++line_no;
    const std::string where = location(path, line_no);
    if (line.rfind("#?", 0) == 0) {
      if (f.entries.empty() || f.entries.back().test || !numbered(f.entries.back().command))
        throw InputError(where, "'#?' must follow a numbered command");
      RegressTest t = parse_expectation(line, where);
      const auto [id, command] = *numbered(f.entries.back().command);
      t.line = f.entries.back().line;
      t.id = id;
      t.command = command;
      f.entries.back().test = t;
      continue;
    }
    if (line.empty() || line.front() == '#') continue;
    f.entries.push_back({line_no, line, std::nullopt});
  }
  if (std::none_of(f.entries.begin(), f.entries.end(), [](const RegressFile::Entry& e) { return e.test.has_value(); }))
    throw InputError(path, "no test: a .tst file holds numbered GTP commands, each test followed by its '#?' line");
  return f;
}

RegressCounts run_tst(gtp::Channel& engine, const RegressFile& file, std::ostream& out) {
  RegressCounts counts;
  const fs::path dir = fs::path(file.path).parent_path();
  for (const auto& e : file.entries) {
    const auto n = numbered(e.command);
    const std::string command = with_files_from(n ? n->second : e.command, dir);
    const gtp::Response r = engine.send(command);
    if (!e.test) continue;
    const RegressTest& t = *e.test;
    const bool matched = r.ok && t.matches(r.text) != t.negated;
    const std::string head = location(file.path, t.line) + " " + std::to_string(t.id) + " " + t.command;
    const std::string got = (r.ok ? "" : "? ") + excerpt(r.text);
    if (t.either) {
      ++counts.either;
      out << head << ": " << (matched ? "passed" : "failed") << " (either accepted)\n";
    } else if (t.expected_failure) {
      if (matched) ++counts.unexpected_passes, out << head << ": unexpected pass\n";
      else ++counts.expected_failures;
    } else if (matched) {
      ++counts.passed;
    } else {
      ++counts.failed;
      out << head << ": FAILED, expected [" << (t.negated ? "!" : "") << t.pattern << "], got '" << got << "'\n";
    }
  }
  return counts;
}

namespace {

// `text` written to `path` whole; InputError naming the file and the system's reason otherwise.
void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out) throw InputError(path.string(), std::string("cannot write: ") + std::strerror(errno));
}

// Where a case file lies in the corpus: its path relative to the corpus folder ("cases/…").
std::string corpus_path(const Case& c, const fs::path& corpus_dir) {
  std::error_code ec;
  const fs::path rel = fs::relative(c.file, corpus_dir, ec);
  return ec || rel.empty() ? c.file : rel.generic_string();
}

}  // namespace

int export_tst(const std::vector<Case>& cases, const fs::path& corpus_dir, const fs::path& out_dir) {
  std::error_code ec;
  fs::create_directories(out_dir / "sgf", ec);
  if (ec) throw InputError("export-tst --out", "cannot create the folder " + (out_dir / "sgf").string() + ": " + ec.message());
  std::map<std::string, std::string> files;  // .tst name → text
  std::map<std::string, int> next_id;
  int tests = 0;
  for (const Case& c : cases) {
    std::error_code rel_ec;
    fs::path rel = fs::relative(fs::path(c.file).parent_path(), corpus_dir / "cases", rel_ec);
    if (rel_ec || rel.empty() || *rel.begin() == "..") rel = fs::relative(fs::path(c.file).parent_path(), corpus_dir, rel_ec);
    if (rel_ec) rel = fs::path();
    std::string file_name = rel.empty() || rel == "." ? "cases" : rel.generic_string();
    for (char& ch : file_name)
      if (ch == '/') ch = '_';
    std::string& text = files[file_name];
    if (text.empty())
      text = "# F3Go conformance corpus, " + file_name +
             ": generated by `f3go export-tst` from corpus/cases/.\n"
             "# Run with `f3go regress` or gogui-regress against an engine with the f3go_ GTP extensions.\n";
    int k = 0;
    for (const Expectation& e : c.expectations) {
      const Rules rules = rules_for(c, e);
      const Position& p = c.position.position;
      const GameRecord r = record_from(p, rules);
      const std::string sgf = "sgf/" + c.name + (k ? "-" + std::to_string(k) : "") + ".sgf";
      ++k;
      write_file(out_dir / sgf, write_sgf(r));
      text += "\n# " + c.name + ": " + c.title + " (" + corpus_path(c, corpus_dir) + ")\n";
      for (const auto& s : e.settings) text += "# with " + s + "\n";
      text += "boardsize " + std::to_string(p.board.size()) + "\nclear_board\nloadsgf " + sgf + "\n";
      for (const Move& m : c.moves) {
        const std::string colour(name(m.colour));
        if (m.kind == Move::Kind::flybomb)
          text += "f3go_flybomb " + colour + " " + to_gtp(m.stone) + " " + (m.flower ? to_gtp(*m.flower) : "pass") + "\n";
        else text += "play " + colour + " " + (m.kind == Move::Kind::pass ? "pass" : to_gtp(m.stone)) + "\n";
      }
      if (!c.dead.empty()) {
        text += "f3go_dead";
        for (Point d : c.dead) text += " " + to_gtp(d);
        text += "\n";
      }
      text += std::to_string(++next_id[file_name]) + " f3go_ask " + c.ask.text + "\n#? [" + escaped(e.answer) + "]\n";
      ++tests;
    }
  }
  for (const auto& [name, text] : files) write_file(out_dir / (name + ".tst"), text);
  return tests;
}

}  // namespace f3go::judge
