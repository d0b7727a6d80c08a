// The case format of corpus/README.md. A case file is a position file (parsed by
// parse_position_text, line numbers kept) plus the case keys below; the answers are the canonical
// strings of the README's question table.
#include "oracle/corpus.h"

#include <algorithm>
#include <array>
#include <map>

#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"

namespace f3go {
namespace {

// ---------------------------------------------------------------------------------------------
// Text helpers

// A piece of a line with the byte offset where it starts.
struct Piece {
  std::string_view text;
  std::size_t offset = 0;
};

// The 1-based column (in characters, not bytes) of byte `offset` of `line`.
int column(std::string_view line, std::size_t offset) {
  int col = 1;
  for (std::size_t i = 0; i < offset && i < line.size(); ++i)
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++col;
  return col;
}

// The trimmed piece of `s` (which starts at `offset` in its line).
Piece trimmed(std::string_view s, std::size_t offset) {
  std::string_view t = trim(s);
  if (t.empty()) return {t, offset + s.size()};
  return {t, offset + static_cast<std::size_t>(t.data() - s.data())};
}

// Splits `s` (at `offset` in its line) at every `sep`, trimming each piece.
std::vector<Piece> split(std::string_view s, std::size_t offset, char sep) {
  std::vector<Piece> out;
  std::size_t start = 0;
  while (true) {
    auto end = s.find(sep, start);
    std::string_view part = s.substr(start, end == std::string_view::npos ? end : end - start);
    out.push_back(trimmed(part, offset + start));
    if (end == std::string_view::npos) return out;
    start = end + 1;
  }
}

// The blank-separated words of `s` (at `offset` in its line).
std::vector<Piece> words(std::string_view s, std::size_t offset) {
  std::vector<Piece> out;
  std::size_t i = 0;
  while (i < s.size()) {
    if (s[i] == ' ' || s[i] == '\t' || s[i] == '\r') {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < s.size() && s[j] != ' ' && s[j] != '\t' && s[j] != '\r') ++j;
    out.push_back({s.substr(i, j - i), offset + i});
    i = j;
  }
  return out;
}

// Calls f(line, number) for each line in order (none is stored: linear in the text).
template <class F>
int for_each_line(std::string_view text, F f) {
  std::size_t pos = 0;
  int number = 0;
  while (pos < text.size()) {
    auto end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    f(text.substr(pos, end - pos), ++number);
    pos = end + 1;
  }
  return number;
}

// The length of the UTF-8 sequence starting at s[i], or 0 when it is not valid UTF-8.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char b = byte(i);
  std::size_t n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2
                             : (b >> 4) == 0xE   ? 3
                             : (b >> 3) == 0x1E  ? 4
                                                 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  return n;
}

void check_utf8(std::string_view line, const std::string& file, int line_no) {
  for (std::size_t i = 0; i < line.size();) {
    std::size_t n = utf8_length(line, i);
    if (n == 0) throw InputError(location(file, line_no, column(line, i)), "bytes that are not UTF-8");
    i += n;
  }
}

std::optional<Colour> parse_colour(std::string_view s) {
  if (s == "B" || s == "b" || s == "black") return Colour::black;
  if (s == "W" || s == "w" || s == "white") return Colour::white;
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Case keys

enum class Key : std::uint8_t {
  case_name,
  title,
  clauses,
  source,
  moves,
  dead,
  ask,
  expect
};

const std::array<std::pair<std::string_view, Key>, 8> kKeys{{
    {"case", Key::case_name},
    {"title", Key::title},
    {"clauses", Key::clauses},
    {"source", Key::source},
    {"moves", Key::moves},
    {"dead", Key::dead},
    {"ask", Key::ask},
    {"expect", Key::expect},
}};

std::string_view key_name(Key key) {
  for (const auto& [name, k] : kKeys)
    if (k == key) return name;
  return "?";
}

// A case-key line: its key, the settings after `expect` (if any) and the value after ':'.
struct KeyLine {
  Key key = Key::case_name;
  int line = 0;
  std::string_view text;  // the whole line
  Piece settings;         // `expect SETTINGS:` only
  Piece value;
};

// Recognises a case-key line; position keys, board rows and comments are not case keys.
std::optional<KeyLine> key_line(std::string_view line, int line_no) {
  std::string_view t = trim(line);
  if (t.empty() || t.front() == '#') return std::nullopt;
  auto colon = line.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  Piece head = trimmed(line.substr(0, colon), 0);
  KeyLine k;
  k.line = line_no;
  k.text = line;
  k.value = trimmed(line.substr(colon + 1), colon + 1);
  std::string_view word = head.text.substr(0, head.text.find_first_of(" \t"));
  for (const auto& [name, key] : kKeys) {
    if (word != name) continue;
    if (word.size() != head.text.size() && key != Key::expect) return std::nullopt;
    k.key = key;
    k.settings = trimmed(head.text.substr(word.size()), head.offset + word.size());
    return k;
  }
  return std::nullopt;
}

class CaseParser {
 public:
  // A leading byte-order mark is skipped (oracle/input.h).
  CaseParser(std::string_view text, std::string file) : text_(skip_bom(text)), file_(std::move(file)) {}
  Case parse();

 private:
  std::string at(const KeyLine& k, const Piece& p) const {
    return location(file_, k.line, column(k.text, p.offset));
  }
  void collect(std::string& position_text);
  void require(Key key, std::string_view name) const;
  void read_single(const KeyLine& k, Case& c) const;
  void read_clauses(const KeyLine& k, Case& c) const;
  void read_moves(const KeyLine& k, Case& c) const;
  void read_dead(const KeyLine& k, Case& c) const;
  Expectation read_expect(const KeyLine& k, const Rules& rules) const;

  std::string_view text_;
  std::string file_;
  int line_count_ = 0;
  std::vector<KeyLine> keys_;
};

void CaseParser::collect(std::string& position_text) {
  check_lines(text_, file_);
  std::map<Key, int> seen;
  int expectations = 0;
  line_count_ = for_each_line(text_, [&](std::string_view line, int line_no) {
    check_utf8(line, file_, line_no);
    auto k = key_line(line, line_no);
    if (!k) {
      position_text += std::string(line) + "\n";
      return;
    }
    if (k->key == Key::expect && ++expectations > limits::kCaseExpectations)
      throw InputError(location(file_, line_no, 1), "more than " + std::to_string(limits::kCaseExpectations) +
                                                        " 'expect' lines (the limit of a case file)");
    // The line stays, as a comment, so that the position parser's line numbers are the file's.
    position_text += "#\n";
    bool repeatable = k->key == Key::expect && !k->settings.text.empty();
    if (!repeatable && seen.count(k->key))
      throw InputError(location(file_, line_no, 1), "duplicate key '" + std::string(key_name(k->key)) +
                                                        "' (first on line " + std::to_string(seen[k->key]) + ")");
    if (!repeatable) seen[k->key] = line_no;
    keys_.push_back(*k);
  });
}

void CaseParser::require(Key key, std::string_view name) const {
  for (const auto& k : keys_)
    if (k.key == key && (key != Key::expect || k.settings.text.empty())) return;
  throw InputError(location(file_, std::max(line_count_, 1), 1),
                   "missing required key '" + std::string(name) +
                       ":' (required: case, clauses, ask, expect)");
}

void CaseParser::read_single(const KeyLine& k, Case& c) const {
  std::string value(k.value.text);
  if (k.key == Key::title) c.title = value;
  if (k.key == Key::source) c.source = value;
  if (k.key == Key::case_name) {
    if (value.empty()) throw InputError(at(k, k.value), "empty case name");
    c.name = value;
  }
}

void CaseParser::read_clauses(const KeyLine& k, Case& c) const {
  auto ws = words(k.value.text, k.value.offset);
  if (ws.empty()) throw InputError(at(k, k.value), "no clause IDs (e.g. '" + clause_ids({Clause::T22_2_8_3, Clause::T18E_S3_1}) + "')");
  if (ws.size() > static_cast<std::size_t>(limits::kCaseClauses))
    throw InputError(at(k, ws[limits::kCaseClauses]), "more than " + std::to_string(limits::kCaseClauses) +
                                                          " clause IDs (the limit of a case)");
  for (const auto& w : ws) {
    const std::optional<Clause> clause = parse_clause(w.text);
    if (!clause) throw InputError(at(k, w), quote(w.text) + " is not a clause ID of the registry (oracle/clauses.cpp)");
    c.clauses.push_back(*clause);
  }
}

void CaseParser::read_moves(const KeyLine& k, Case& c) const {
  if (k.value.text.empty()) return;
  for (const auto& m : split(k.value.text, k.value.offset, ';')) {
    if (m.text.empty()) throw InputError(at(k, m), "empty move (moves are separated by ';')");
    c.moves.push_back(parse_move(m.text, c.position.position.board.size(), at(k, m)));
  }
}

void CaseParser::read_dead(const KeyLine& k, Case& c) const {
  int size = c.position.position.board.size();
  for (const auto& w : words(k.value.text, k.value.offset)) {
    auto p = parse_point(w.text, size);
    if (!p)
      throw InputError(at(k, w), quote(w.text) + " is not a point of a " +
                                     std::to_string(size) + "x" + std::to_string(size) + " board");
    c.dead.push_back(*p);
  }
  std::sort(c.dead.begin(), c.dead.end());
}

Expectation CaseParser::read_expect(const KeyLine& k, const Rules& rules) const {
  Expectation e;
  e.line = k.line;
  Rules check = rules;
  const std::vector<Piece> settings = words(k.settings.text, k.settings.offset);
  if (settings.size() > static_cast<std::size_t>(limits::kCaseSettings))
    throw InputError(at(k, settings[limits::kCaseSettings]),
                     "more than " + std::to_string(limits::kCaseSettings) + " settings on one 'expect' line");
  for (const auto& w : settings) {
    if (w.text.find('=') == std::string_view::npos)
      throw InputError(at(k, w), "expected SWITCH=READING, got " + quote(w.text));
    apply_setting(check, w.text, at(k, w));
    e.settings.emplace_back(w.text);
  }
  if (k.value.text.empty()) throw InputError(at(k, k.value), "empty answer");
  e.answer = std::string(k.value.text);
  return e;
}

Case CaseParser::parse() {
  std::string position_text;
  collect(position_text);
  Case c;
  c.file = file_;
  c.position = parse_position_text(position_text, file_);
  require(Key::case_name, "case");
  require(Key::clauses, "clauses");
  require(Key::ask, "ask");
  require(Key::expect, "expect");
  std::vector<Expectation> with_settings;
  for (const auto& k : keys_) {
    switch (k.key) {
      case Key::case_name:
      case Key::title:
      case Key::source: read_single(k, c); break;
      case Key::clauses: read_clauses(k, c); break;
      case Key::moves: read_moves(k, c); break;
      case Key::dead: read_dead(k, c); break;
      case Key::ask:
        c.ask = parse_question(k.value.text, c.position.position.board.size(), at(k, k.value));
        break;
      case Key::expect:
        if (k.settings.text.empty()) c.expectations.insert(c.expectations.begin(), read_expect(k, c.position.rules));
        else with_settings.push_back(read_expect(k, c.position.rules));
        break;
    }
  }
  c.expectations.insert(c.expectations.end(), with_settings.begin(), with_settings.end());
  return c;
}

// ---------------------------------------------------------------------------------------------
// Questions

const std::array<std::pair<std::string_view, Question::Kind>, 14> kQuestions{{
    {"private_eye", Question::Kind::private_eye},
    {"regions", Question::Kind::regions},
    {"attribute", Question::Kind::attribute},
    {"parameters", Question::Kind::parameters},
    {"forbidden", Question::Kind::forbidden},
    {"forbidden_points", Question::Kind::forbidden_points},
    {"legal", Question::Kind::legal},
    {"captures", Question::Kind::captures},
    {"holographic", Question::Kind::holographic},
    {"bottom", Question::Kind::bottom},
    {"score", Question::Kind::score},
    {"game_over", Question::Kind::game_over},
    {"flybombs_left", Question::Kind::flybombs_left},
    {"move_number", Question::Kind::move_number},
}};

std::string question_names() {
  std::string s;
  for (const auto& [name, kind] : kQuestions) s += (s.empty() ? "" : ", ") + std::string(name);
  return s;
}

// The argument forms of each question.
enum class Args : std::uint8_t {
  none,
  point,
  colour,
  colour_point,
  move
};

Args args_of(Question::Kind k) {
  using K = Question::Kind;
  switch (k) {
    case K::private_eye:
    case K::regions:
    case K::attribute:
    case K::parameters: return Args::point;
    case K::forbidden: return Args::colour_point;
    case K::forbidden_points: return Args::colour;
    case K::legal:
    case K::captures: return Args::move;
    default: return Args::none;
  }
}

std::string_view usage(Args a) {
  switch (a) {
    case Args::none: return "no argument";
    case Args::point: return "one point (C3 or 三三)";
    case Args::colour: return "a colour (black or white)";
    case Args::colour_point: return "a colour and a point ('forbidden black C3')";
    case Args::move: return "a move ('B C3', 'W pass', 'B C3 F D4')";
  }
  return "";
}

}  // namespace

Question parse_question(std::string_view text, int size, const std::string& where) {
  Question q;
  q.text = std::string(trim(text));
  auto ws = words(q.text, 0);
  if (ws.empty()) throw InputError(where, "empty question (questions: " + question_names() + ")");
  auto found = std::find_if(kQuestions.begin(), kQuestions.end(),
                            [&](const auto& e) { return e.first == ws[0].text; });
  if (found == kQuestions.end())
    throw InputError(where, "unknown question " + quote(ws[0].text) + " (questions: " + question_names() + ")");
  q.kind = found->second;
  Args args = args_of(q.kind);
  auto bad = [&] {
    return InputError(where, quote(ws[0].text) + " takes " + std::string(usage(args)));
  };
  auto point = [&](std::string_view w) {
    auto p = parse_point(w, size);
    if (!p)
      throw InputError(where, quote(w) + " is not a point of a " + std::to_string(size) +
                                  "x" + std::to_string(size) + " board");
    return *p;
  };
  auto colour = [&](std::string_view w) {
    auto c = parse_colour(w);
    if (!c) throw InputError(where, quote(w) + " is not a colour (black or white)");
    return *c;
  };
  switch (args) {
    case Args::none:
      if (ws.size() != 1) throw bad();
      break;
    case Args::point:
      if (ws.size() != 2) throw bad();
      q.point = point(ws[1].text);
      break;
    case Args::colour:
      if (ws.size() != 2) throw bad();
      q.colour = colour(ws[1].text);
      break;
    case Args::colour_point:
      if (ws.size() != 3) throw bad();
      q.colour = colour(ws[1].text);
      q.point = point(ws[2].text);
      break;
    case Args::move:
      if (ws.size() < 2) throw bad();
      q.move = parse_move(std::string_view(q.text).substr(ws[1].offset), size, where);
      break;
  }
  return q;
}

Case parse_case_text(std::string_view text, const std::string& file) {
  return CaseParser(text, file).parse();
}

Case read_case_file(const std::string& path) { return parse_case_text(read_input_file(path), path); }

std::vector<std::filesystem::path> find_case_files(const std::filesystem::path& dir, std::size_t max_files) {
  namespace fs = std::filesystem;
  require_folder(dir.string(), "a corpus folder of *.case files");
  std::error_code ec;
  std::vector<fs::path> files;
  // A folder that cannot be read is named with the reason: the iterator fails when it descends
  // into the folder it stands on (or reads on in the folder of the file it stands on).
  const auto cannot = [](const fs::path& where, const std::error_code& why) {
    return InputError(where.string(), "cannot read the folder: " + why.message());
  };
  fs::recursive_directory_iterator it(dir, ec);
  if (ec) throw cannot(dir, ec);
  for (const fs::recursive_directory_iterator end; it != end;) {
    const fs::path at = it->path();
    const bool folder = it->is_directory(ec);
    if (!folder && it->is_regular_file(ec) && at.extension() == ".case") files.push_back(at);
    if (files.size() > max_files)
      throw InputError(path_name(dir.string()), "more than " + std::to_string(max_files) +
                                                    " case files, the limit of a corpus folder");
    it.increment(ec);
    if (ec) throw cannot(folder ? at : at.parent_path(), ec);
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<Case> load_corpus(const std::filesystem::path& dir, std::size_t max_files) {
  std::vector<Case> cases;
  std::map<std::string, std::string> names;  // case name → file
  for (const auto& f : find_case_files(dir, max_files)) {
    cases.push_back(read_case_file(f.string()));
    const Case& c = cases.back();
    auto [it, fresh] = names.emplace(c.name, c.file);
    if (!fresh)
      throw InputError(c.file, "duplicate case name " + quote(c.name) + " (also in " + it->second + ")");
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Answers

namespace {

template <class T>
const T& containing(const std::vector<T>& xs, Point p, std::vector<Point> T::*stones,
                    const std::string& what) {
  for (const auto& x : xs)
    if (std::find(((x).*stones).begin(), ((x).*stones).end(), p) != ((x).*stones).end()) return x;
  throw CaseError("there is no " + what + " at " + to_gtp(p));
}

const StringReport& string_at(const Analysis& a, Point p) {
  return containing(a.strings, p, &StringReport::stones, "black or white string");
}

const FlowerReport& flower_at(const Analysis& a, Point p) {
  return containing(a.flowers, p, &FlowerReport::stones, "flower string");
}

std::string boolean(bool b) { return b ? "true" : "false"; }

std::vector<Point> sorted(std::vector<Point> ps) {
  std::sort(ps.begin(), ps.end());
  return ps;
}

std::string regions_answer(const StringReport& s) {
  std::vector<RegionReport> regions = s.regions;
  for (auto& r : regions) r.points = sorted(r.points);
  std::stable_sort(regions.begin(), regions.end(), [](const RegionReport& a, const RegionReport& b) {
    return a.points < b.points;
  });
  std::string out;
  for (const auto& r : regions)
    out += (out.empty() ? "" : " | ") + format_points(r.points) + ":" + boolean(r.private_eye) + ":" + std::string(clause_id(r.reason));
  return out.empty() ? "none" : out;
}

std::string parameters_answer(const FlowerReport& f) {
  return "HEIy=" + std::to_string(f.hei_y) + " BAIy=" + std::to_string(f.bai_y) +
         " HEIo=" + std::to_string(f.hei_o) + " BAIo=" + std::to_string(f.bai_o) + " row=" + std::string(clause_id(f.rule));
}

std::string reasons_text(std::vector<ForbiddenReason> reasons) {
  std::sort(reasons.begin(), reasons.end());
  std::string out;
  for (auto r : reasons) out += (out.empty() ? "" : ",") + std::string(name(r));
  return out;
}

std::string forbidden_answer(const Analysis& a, Colour c, Point p) {
  for (const auto& f : a.flybomb_forbidden[index(c)])
    if (f.point == p && !f.reasons.empty()) return reasons_text(f.reasons);
  return "none";
}

std::string forbidden_points_answer(const Analysis& a, Colour c) {
  std::vector<ForbiddenPoint> fs = a.flybomb_forbidden[index(c)];
  std::sort(fs.begin(), fs.end(), [](const auto& x, const auto& y) { return x.point < y.point; });
  std::string out;
  for (const auto& f : fs)
    if (!f.reasons.empty()) out += (out.empty() ? "" : " ") + to_gtp(f.point) + ":" + reasons_text(f.reasons);
  return out.empty() ? "none" : out;
}

// Rows top first, joined by '/'.
std::string rows_answer(int size, const std::vector<char>& symbols) {
  if (symbols.size() != static_cast<std::size_t>(size * size))
    throw CaseError("the engine's board has " + std::to_string(symbols.size()) + " points, expected " +
                    std::to_string(size * size));
  std::string out;
  for (int y = size - 1; y >= 0; --y) {
    if (y != size - 1) out += '/';
    for (int x = 0; x < size; ++x) out += symbols[static_cast<std::size_t>(y * size + x)];
  }
  return out;
}

std::string holographic_answer(const Analysis& a, int size) {
  std::vector<char> symbols;
  for (HoloCell h : a.holographic) symbols.push_back(symbol(h));
  return rows_answer(size, symbols);
}

std::string bottom_answer(const Board& b) {
  std::vector<char> symbols;
  for (Cell c : b.cells()) symbols.push_back(symbol(c));
  return rows_answer(b.size(), symbols);
}

std::string score_answer(const ScoreReport& s) {
  return "black=" + format_number(s.black) + " white=" + format_number(s.white) +
         " neutral=" + format_number(s.neutral) + " result=" + s.result;
}

std::string captures_answer(const MoveOutcome& o) {
  if (!o.legal) return "illegal";
  if (o.captured.empty()) return "none";
  return format_points(sorted(o.captured));
}

bool needs_analysis(Question::Kind k) {
  using K = Question::Kind;
  return k == K::private_eye || k == K::regions || k == K::attribute || k == K::parameters ||
         k == K::forbidden || k == K::forbidden_points || k == K::holographic;
}

std::string answer_from_analysis(const Question& q, const Analysis& a, int size) {
  using K = Question::Kind;
  switch (q.kind) {
    case K::private_eye: return boolean(string_at(a, q.point).private_eye);
    case K::regions: return regions_answer(string_at(a, q.point));
    case K::attribute: return std::string(name(flower_at(a, q.point).attribute));
    case K::parameters: return parameters_answer(flower_at(a, q.point));
    case K::forbidden: return forbidden_answer(a, q.colour, q.point);
    case K::forbidden_points: return forbidden_points_answer(a, q.colour);
    case K::holographic: return holographic_answer(a, size);
    default: break;
  }
  throw CaseError("question '" + q.text + "' is not answered from the analysis");
}

}  // namespace

std::string answer_question(Engine& engine, const Question& q, const Position& pos,
                            const Rules& rules, const std::vector<Point>& dead) {
  using K = Question::Kind;
  if (needs_analysis(q.kind)) return answer_from_analysis(q, engine.analyze(pos, rules), pos.board.size());
  switch (q.kind) {
    case K::legal: return engine.play(pos, q.move, rules, nullptr).legal ? "legal" : "illegal";
    case K::captures: return captures_answer(engine.play(pos, q.move, rules, nullptr));
    case K::bottom: return bottom_answer(pos.board);
    case K::score: return score_answer(engine.score(pos.board, rules, dead));
    case K::game_over: return boolean(game_over(pos));  // A29 game.end two_passes
    case K::flybombs_left:
      return "black=" + std::to_string(pos.flybombs_left[0]) + " white=" + std::to_string(pos.flybombs_left[1]);
    case K::move_number: return std::to_string(pos.move_number);
    default: break;
  }
  throw CaseError("unknown question '" + q.text + "'");
}

Rules rules_for(const Case& c, const Expectation& e) {
  Rules r = c.position.rules;
  for (const auto& s : e.settings) apply_setting(r, s, location(c.file, e.line));
  return r;
}

Position position_after_moves(Engine& engine, const Case& c, const Rules& rules) {
  Position pos = c.position.position;
  for (std::size_t i = 0; i < c.moves.size(); ++i) {
    Position next;
    MoveOutcome o = engine.play(pos, c.moves[i], rules, &next);
    if (!o.legal)
      throw CaseError("move " + std::to_string(i + 1) + " of moves:, '" + to_text(c.moves[i]) +
                      "', is illegal" + (o.reason.empty() ? "" : " (" + o.reason + ")"));
    pos = std::move(next);
  }
  return pos;
}

std::string answer(Engine& engine, const Case& c, const Rules& rules) {
  Position pos = position_after_moves(engine, c, rules);
  return answer_question(engine, c.ask, pos, rules, c.dead);
}

std::vector<CaseResult> run_case(Engine& engine, const Case& c) {
  std::vector<CaseResult> results;
  for (const auto& e : c.expectations) {
    CaseResult r;
    r.file = c.file;
    r.name = c.name;
    r.group = c.clauses.empty() ? "" : clause_group(c.clauses.front());
    r.question = c.ask.text;
    for (const auto& s : e.settings) r.settings += (r.settings.empty() ? "" : " ") + s;
    r.expected = e.answer;
    try {
      r.actual = answer(engine, c, rules_for(c, e));
    } catch (const CaseError& err) {
      r.actual = std::string("error: ") + err.what();
    } catch (const std::exception& err) {
      r.actual = "error: " + engine.name() + " engine: " + err.what();
    }
    r.passed = trim(r.actual) == trim(r.expected);
    results.push_back(std::move(r));
  }
  return results;
}

}  // namespace f3go
