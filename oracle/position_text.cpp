// The position text format of corpus/README.md: reading with a FILE:LINE:COL for every error,
// and the canonical writer. Columns count bytes from 1 (a line's first byte is column 1).
#include "oracle/position_text.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <sstream>
#include <utility>
#include <vector>

#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"

namespace f3go {
namespace {

constexpr std::string_view kColumnLetters = "ABCDEFGHJKLMNOPQRST";
constexpr std::string_view kValidKeys = "size, to_move, flybombs, rules, set";

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_key_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || is_digit(c); }

std::size_t skip_blanks(std::string_view s, std::size_t i) {
  while (i < s.size() && is_blank(s[i])) ++i;
  return i;
}

std::string_view trim_right(std::string_view s) {
  while (!s.empty() && is_blank(s.back())) s.remove_suffix(1);
  return s;
}

int column(std::size_t index) { return static_cast<int>(index) + 1; }

// ---------------------------------------------------------------------------------------------
// Encoding: the text must be UTF-8 without NUL bytes.

bool is_continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

// The length of the valid UTF-8 sequence starting at s[i], or 0 (overlong forms, surrogates and
// code points above U+10FFFF are invalid).
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = at(i);
  if (c < 0x80) return 1;
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
  if (c >= 0xC2 && c <= 0xDF) n = 2;
  else if (c >= 0xE0 && c <= 0xEF) n = 3, lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
  else if (c >= 0xF0 && c <= 0xF4) n = 4, lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
  else return 0;
  if (i + n > s.size()) return 0;
  if (at(i + 1) < lo || at(i + 1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k)
    if (!is_continuation(at(i + k))) return 0;
  return n;
}

void check_encoding(std::string_view text, const std::string& file) {
  int line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto where = [&] { return location(file, line, column(i - line_start)); };
    if (text[i] == '\0') throw InputError(where(), "NUL byte (a position file is UTF-8 text)");
    const std::size_t n = utf8_length(text, i);
    if (n == 0) {
      std::ostringstream byte;
      byte << std::hex << std::uppercase << static_cast<int>(static_cast<unsigned char>(text[i]));
      throw InputError(where(), "byte 0x" + byte.str() + " is not valid UTF-8 (expected UTF-8 text)");
    }
    if (text[i] == '\n') ++line, line_start = i + 1;
    i += n;
  }
}

// The character at s[i] for a message (a whole UTF-8 sequence; a tab is named).
std::string char_at(std::string_view s, std::size_t i) {
  if (i >= s.size()) return "end of line";
  if (s[i] == '\t') return "\\t";
  const std::size_t n = utf8_length(s, i);
  return std::string(s.substr(i, n == 0 ? 1 : n));
}

// ---------------------------------------------------------------------------------------------
// One line of the file: its number and its text without the line end and trailing blanks.

struct Line {
  int number = 0;
  std::string_view text;
};

// Calls f(line) for each line in order (none is stored: linear in the text).
template <class F>
void for_each_line(std::string_view text, F f) {
  std::size_t pos = 0;
  for (int number = 1; pos < text.size(); ++number) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    f(Line{number, trim_right(text.substr(pos, end - pos))});
    pos = end + 1;
  }
}

// Where the text ends: the line after the last line end, or the end of an unterminated last line.
std::pair<int, int> end_of_text(std::string_view text) {
  int line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') ++line, line_start = i + 1;
  return {line, column(text.size() - line_start)};
}

// "key: value": the key and the column where the value starts; nullopt if the line is no key line.
struct KeyLine {
  std::string_view key;
  std::size_t key_at = 0;
  std::string_view value;
  std::size_t value_at = 0;
};

std::optional<KeyLine> as_key_line(std::string_view t) {
  KeyLine k;
  k.key_at = skip_blanks(t, 0);
  std::size_t i = k.key_at;
  while (i < t.size() && is_key_char(t[i])) ++i;
  if (i == k.key_at || is_digit(t[k.key_at])) return std::nullopt;
  k.key = t.substr(k.key_at, i - k.key_at);
  i = skip_blanks(t, i);
  if (i >= t.size() || t[i] != ':') return std::nullopt;
  k.value_at = skip_blanks(t, i + 1);
  k.value = t.substr(std::min(k.value_at, t.size()));
  return k;
}

std::optional<Cell> cell_of(char c) {
  switch (c) {
    case '.': return Cell::empty;
    case 'X': return Cell::black;
    case 'O': return Cell::white;
    case 'F': return Cell::flower;
    default: return std::nullopt;
  }
}

// A whole number of decimal digits only, within lo..hi.
std::optional<int> whole_number(std::string_view s, int lo, int hi) {
  if (s.empty() || s.size() > 6) return std::nullopt;
  int n = 0;
  for (char c : s) {
    if (!is_digit(c)) return std::nullopt;
    n = n * 10 + (c - '0');
  }
  if (n < lo || n > hi) return std::nullopt;
  return n;
}

// ---------------------------------------------------------------------------------------------
// The reader: keys first, then `size` rows, then an optional column-letter line.

class Reader {
 public:
  // A leading byte-order mark is skipped (oracle/input.h).
  Reader(std::string_view text, std::string file, const Rules& base)
      : text_(skip_bom(text)), file_(std::move(file)), base_(base) {}

  PositionFile read() {
    check_lines(text_, file_);
    check_encoding(text_, file_);
    for_each_line(text_, [&](const Line& line) { read_line(line); });
    check_complete();
    return result();
  }

 private:
  std::string where(int line, std::size_t index) const { return location(file_, line, column(index)); }
  [[noreturn]] void fail(int line, std::size_t index, const std::string& what) const {
    throw InputError(where(line, index), what);
  }

  void read_line(const Line& line) {
    const std::size_t first = skip_blanks(line.text, 0);
    if (first == line.text.size() || line.text[first] == '#') return;  // blank or comment
    if (auto key = as_key_line(line.text)) return read_key(line.number, *key);
    if (!board_) return start_board(line);
    if (rows_ < board_->size()) return read_row(line);
    read_after_board(line);
  }

  // --- keys -----------------------------------------------------------------------------------

  void read_key(int line, const KeyLine& k) {
    const std::string key(k.key);
    if (board_) fail(line, k.key_at, "key " + quote(key) + " after the start of the board (keys come before the board)");
    if (key == "set") return read_set(line, k);
    if (key != "size" && key != "to_move" && key != "flybombs" && key != "rules")
      fail(line, k.key_at, "unknown key " + quote(key) + " (valid: " + std::string(kValidKeys) + ")");
    auto [first, inserted] = seen_.emplace(key, line);
    if (!inserted)
      fail(line, k.key_at, "duplicate key " + quote(key) + " (first given on line " + std::to_string(first->second) + "; only 'set' may be repeated)");
    if (key == "size") return read_size(line, k);
    if (key == "to_move") return read_to_move(line, k);
    if (key == "flybombs") return read_flybombs(line, k);
    read_profile(line, k);
  }

  void read_size(int line, const KeyLine& k) {
    auto n = whole_number(k.value, kMinSize, kMaxSize);
    if (!n)
      fail(line, k.value_at, "size must be a whole number from 2 to 19, not " + quote(k.value));
    size_ = *n;
  }

  void read_to_move(int line, const KeyLine& k) {
    if (k.value == "black") to_move_ = Colour::black;
    else if (k.value == "white") to_move_ = Colour::white;
    else fail(line, k.value_at, "to_move must be 'black' or 'white', not " + quote(k.value));
  }

  // "black=a white=b", 0 ≤ a, b ≤ 99.
  void read_flybombs(int line, const KeyLine& k) {
    const std::string expected = " (expected 'flybombs: black=a white=b' with a and b from 0 to " + std::to_string(limits::kFlybombs) + ")";
    const std::string_view t = k.value;
    std::array<int, 2> left{};
    std::size_t at = 0;  // index into the value
    for (Colour c : kColours) {
      at = skip_blanks(t, at);
      std::size_t end = at;
      while (end < t.size() && !is_blank(t[end])) ++end;
      const std::string_view word = t.substr(at, end - at);
      const std::string prefix = std::string(name(c)) + "=";
      if (!word.starts_with(prefix))
        fail(line, k.value_at + at, "expected '" + prefix + "', found " + quote(word) + expected);
      const std::string_view count = word.substr(prefix.size());
      auto n = whole_number(count, 0, limits::kFlybombs);
      if (!n) fail(line, k.value_at + at + prefix.size(), "bad flybomb count " + quote(count) + expected);
      left[static_cast<std::size_t>(index(c))] = *n;
      at = end;
    }
    at = skip_blanks(t, at);
    if (at != t.size()) fail(line, k.value_at + at, "unexpected " + quote(t.substr(at)) + expected);
    flybombs_ = left;
  }

  void read_profile(int line, const KeyLine& k) { profile_ = parse_profile(k.value, where(line, k.value_at)); }

  // Checked now (so that errors come in line order), applied after the profile whatever the order.
  void read_set(int line, const KeyLine& k) {
    const std::string at = where(line, k.value_at);
    Rules scratch = base_;
    apply_setting(scratch, k.value, at);
    sets_.emplace_back(std::string(k.value), at);
  }

  // --- board ----------------------------------------------------------------------------------

  void start_board(const Line& line) {
    if (!size_) fail(line.number, skip_blanks(line.text, 0), "the board starts before 'size:' was given (expected 'size: n' first)");
    board_.emplace(*size_);
    read_row(line);
  }

  // An optional row number, then `size` cells separated by single spaces.
  void read_row(const Line& line) {
    const std::string_view t = line.text;
    const int n = board_->size();
    const int y = n - 1 - rows_;  // rows come top first
    std::size_t i = skip_blanks(t, 0);
    if (is_digit(t[i])) i = read_row_number(line, i, y + 1);
    for (int x = 0; x < n; ++x) {
      if (x > 0) i = read_separator(line, i, x);
      if (i < t.size() && is_blank(t[i]))
        fail(line.number, i, "more than one space before a cell (cells are separated by exactly one space)");
      auto cell = i < t.size() ? cell_of(t[i]) : std::nullopt;
      if (!cell)
        fail(line.number, i, "unknown cell symbol '" + char_at(t, i) + "' (expected '.', 'X', 'O' or 'F')");
      board_->set({x, y}, *cell);
      ++i;
    }
    if (i < t.size())
      fail(line.number, skip_blanks(t, i), "row " + std::to_string(y + 1) + " has more than " + std::to_string(n) + " cells (expected " + std::to_string(n) + ")");
    ++rows_;
  }

  std::size_t read_row_number(const Line& line, std::size_t i, int expected) {
    const std::string_view t = line.text;
    std::size_t end = i;
    while (end < t.size() && is_digit(t[end])) ++end;
    if (t.substr(i, end - i) != std::to_string(expected))
      fail(line.number, i, "wrong row number " + quote(t.substr(i, end - i)) + ": this is row " + std::to_string(expected) + " (rows come top first, from " + std::to_string(board_->size()) + " down to 1)");
    if (end == t.size()) fail(line.number, end, "row " + std::to_string(expected) + " has no cells");
    if (t[end] != ' ')
      fail(line.number, end, "expected one space after the row number, found '" + char_at(t, end) + "'");
    return end + 1;
  }

  // Before cell x (x ≥ 1): exactly one space.
  std::size_t read_separator(const Line& line, std::size_t i, int x) const {
    const std::string_view t = line.text;
    if (i >= t.size())
      fail(line.number, i, "row " + std::to_string(board_->size() - rows_) + " has " + std::to_string(x) + " cells, expected " + std::to_string(board_->size()));
    if (t[i] != ' ')
      fail(line.number, i, "expected one space between cells, found '" + char_at(t, i) + "'");
    return i + 1;
  }

  // After the last row: the column letters, once; anything else is an error.
  void read_after_board(const Line& line) {
    const std::string_view t = line.text;
    const std::size_t i = skip_blanks(t, 0);
    const char c = t[i];
    if (letters_seen_) fail(line.number, i, "unexpected text after the board");
    if (is_digit(c) || cell_of(c))
      fail(line.number, i, "too many rows: the board has " + std::to_string(board_->size()) + " rows");
    const std::string expected = column_letters(board_->size());
    const std::string_view got = t.substr(i);
    std::size_t d = 0;
    while (d < got.size() && d < expected.size() && got[d] == expected[d]) ++d;
    if (d != got.size() || d != expected.size())
      fail(line.number, i + d, "wrong column letters (expected '" + expected + "', GTP style without I)");
    letters_seen_ = true;
  }

  static std::string column_letters(int n) {
    std::string s;
    for (int x = 0; x < n; ++x) {
      if (x > 0) s += ' ';
      s += kColumnLetters[static_cast<std::size_t>(x)];
    }
    return s;
  }

  void check_complete() const {
    auto [line, col] = end_of_text(text_);
    const std::string at = location(file_, line, col);
    if (!size_) throw InputError(at, "missing key 'size' (expected 'size: n' with 2 ≤ n ≤ 19, then the board)");
    if (rows_ < *size_)
      throw InputError(at, "too few rows: the board has " + std::to_string(*size_) + " rows, found " +
                               std::to_string(rows_) + " (truncated file?)");
  }

  // --- result ---------------------------------------------------------------------------------

  Rules rules() const {
    Rules r = base_;
    if (profile_) r.reset(*profile_);  // the profile's switches, base's parameters
    for (const auto& [assignment, at] : sets_) apply_setting(r, assignment, at);
    return r;
  }

  PositionFile result() const {
    PositionFile f{Position{}, rules()};
    f.position = initial_position(*board_, f.rules, to_move_);
    if (flybombs_) f.position.flybombs_left = *flybombs_;
    f.flybombs_given = flybombs_.has_value();
    return f;
  }

  std::string_view text_;
  std::string file_;
  Rules base_;
  std::map<std::string, int> seen_;  // key → line of its first occurrence
  std::optional<int> size_;
  Colour to_move_ = Colour::black;
  std::optional<std::array<int, 2>> flybombs_;
  std::optional<Profile> profile_;
  std::vector<std::pair<std::string, std::string>> sets_;  // (assignment, where)
  std::optional<Board> board_;
  int rows_ = 0;
  bool letters_seen_ = false;
};

// --- writer -------------------------------------------------------------------------------------

std::vector<std::string> parameter_settings(const Rules& rules) {
  const Rules d;
  std::vector<std::string> s;
  if (rules.komi != d.komi) s.push_back("komi=" + format_number(rules.komi));
  if (rules.flybombs != d.flybombs) s.push_back("flybombs=" + std::to_string(rules.flybombs));
  if (rules.mode != d.mode) s.push_back("mode=" + std::string(name(rules.mode)));
  if (rules.seed != d.seed) s.push_back("seed=" + std::to_string(rules.seed));
  if (rules.random_turns != d.random_turns) s.push_back("random_turns=" + std::to_string(rules.random_turns));
  return s;
}

}  // namespace

PositionFile parse_position_text(std::string_view text, const std::string& file, const Rules& base) {
  return Reader(text, file, base).read();
}

PositionFile read_position_file(const std::string& path, const Rules& base) {
  return parse_position_text(read_input_file(path), path, base);
}

Position position_under(const PositionFile& file, const Rules& rules) {
  Position pos = initial_position(file.position.board, rules, file.position.to_move);
  if (file.flybombs_given) pos.flybombs_left = file.position.flybombs_left;
  return pos;
}

std::string write_position_text(const Position& position, const Rules& rules) {
  std::string s = "size: " + std::to_string(position.board.size()) + "\n";
  s += "to_move: " + std::string(name(position.to_move)) + "\n";
  s += "flybombs: black=" + std::to_string(position.flybombs_left[index(Colour::black)]) +
       " white=" + std::to_string(position.flybombs_left[index(Colour::white)]) + "\n";
  s += "rules: " + std::string(name(rules.profile)) + "\n";
  for (int i = 0; i < kSwitchCount; ++i) {
    const auto sw = static_cast<Switch>(i);
    if (!rules.is_default(sw))
      s += "set: " + std::string(info(sw).name) + "=" + std::string(rules.reading_name(sw)) + "\n";
  }
  for (const auto& p : parameter_settings(rules)) s += "set: " + p + "\n";
  return s + diagram(position.board);
}

}  // namespace f3go
