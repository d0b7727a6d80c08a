#include "oracle/sgf.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <set>
#include <stdexcept>
#include <utility>

#include "oracle/decimal.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"
#include "oracle/position.h"

namespace f3go {
namespace {

// ---------------------------------------------------------------------------------------------
// The SGF tree: Collection = GameTree; GameTree = "(" Node+ GameTree? ")"; Node = ";" Property*;
// Property = UcLetter+ Value+; Value = "[" text with "\]" "\\" escapes "]". Every piece keeps the
// line and column (in characters) where it starts. The reader is a loop over the bytes with a
// stack of the open '(' (no recursion), and refuses a record past the limits of oracle/input.h
// (nesting, nodes, properties per node, values) as soon as it passes them.

struct Value {
  std::string text;  // unescaped
  int line = 0, col = 0;
};

struct Property {
  std::string id;
  std::vector<Value> values;
  int line = 0, col = 0;
};

struct Node {
  std::vector<Property> props;
  int line = 0, col = 0;
};

// Offset of the first byte that is not part of well-formed UTF-8, or npos.
std::size_t first_bad_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    auto b = static_cast<unsigned char>(s[i]);
    std::size_t len = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2
                                 : (b >> 4) == 0xE   ? 3
                                 : (b >> 3) == 0x1E  ? 4
                                                     : 0;
    if (len == 0 || i + len > s.size()) return i;
    for (std::size_t k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return i;
    i += len;
  }
  return std::string_view::npos;
}

// An SGF Real: [+-]digits[.digits].
// A number as an SGF real (digits with at most one '.', never an exponent): the shortest decimal
// in fixed notation that reads back as d (a komi of 8.2e-12 is written 0.0000000000082…, which the
// reader accepts, so that a record read back is written back). NaN and infinities give text that
// is_sgf_real refuses.
std::string sgf_real(double d) {
  if (d == 0) return "0";  // no "-0"
  return fixed_decimal(d);
}

bool is_sgf_real(const std::string& s) {
  std::size_t i = !s.empty() && (s[0] == '-' || s[0] == '+') ? 1 : 0;
  std::size_t digits = 0, dots = 0;
  for (std::size_t k = i; k < s.size(); ++k) {
    if (s[k] == '.') ++dots;
    else if (s[k] >= '0' && s[k] <= '9') ++digits;
    else return false;
  }
  return digits > 0 && dots <= 1 && s[i] != '.' && s.back() != '.';
}

std::string shown(char c) {
  auto b = static_cast<unsigned char>(c);
  if (b >= 0x21 && b < 0x7F) return std::string("'") + c + "'";
  return "byte " + std::to_string(b);
}

class TreeReader {
 public:
  // A leading byte-order mark is skipped (oracle/input.h).
  TreeReader(std::string_view text, const std::string& file) : text_(skip_bom(text)), file_(file) {}

  // The nodes of the one game tree, the root first.
  std::vector<Node> collection() {
    check_utf8();
    skip_ws();
    if (at_end()) fail(line_, col_, "no game tree: the file is empty (an SGF record starts with '(;')");
    if (peek() != '(') fail(line_, col_, "expected '(' to open the game tree, found " + shown(peek()));
    std::vector<Node> nodes;
    game_trees(nodes);
    skip_ws();
    if (!at_end() && peek() == '(')
      fail(line_, col_, "a second game tree is not supported (one game per file)");
    if (!at_end()) fail(line_, col_, "unexpected " + shown(peek()) + " after the game tree");
    return nodes;
  }

 private:
  [[noreturn]] void fail(int line, int col, const std::string& what) const {
    throw InputError(location(file_, line, col), what);
  }
  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return text_[pos_]; }
  void advance() {
    auto b = static_cast<unsigned char>(text_[pos_++]);
    if (b == '\n') {
      ++line_;
      col_ = 1;
    } else if ((b & 0xC0) != 0x80) {
      ++col_;  // a new character; UTF-8 continuation bytes do not move the column
    }
  }
  void skip_ws() {
    while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r' ||
                         peek() == '\v' || peek() == '\f'))
      advance();
  }
  static bool upper(char c) { return c >= 'A' && c <= 'Z'; }
  static bool lower(char c) { return c >= 'a' && c <= 'z'; }

  void check_utf8() {
    std::size_t bad = first_bad_utf8(text_);
    if (bad == std::string_view::npos) return;
    while (pos_ < bad) advance();
    fail(line_, col_, "byte " + std::to_string(static_cast<unsigned char>(text_[bad])) + " is not UTF-8 (records are CA[UTF-8])");
  }

  // The game tree at '(' and its single child tree, if any, which continues the main line: the
  // nodes in order. `open` holds where each '(' not yet closed is (innermost last).
  void game_trees(std::vector<Node>& nodes) {
    std::vector<std::pair<int, int>> open;
    open_tree(open, nodes);
    while (!open.empty()) {
      const auto [line, col] = open.back();
      if (!at_end() && peek() == '(') {
        open_tree(open, nodes);  // the child
        continue;
      }
      if (at_end() || peek() != ')') unclosed_or_unexpected(line, col, "expected ';', '(' or ')'");
      advance();  // ')'
      open.pop_back();
      skip_ws();
      if (!open.empty() && !at_end() && peek() == '(')
        fail(line_, col_, "variations are not supported (a second branch starts here)");
    }
  }

  // '(' and the nodes after it.
  void open_tree(std::vector<std::pair<int, int>>& open, std::vector<Node>& nodes) {
    if (open.size() >= static_cast<std::size_t>(limits::kSgfDepth))
      fail(line_, col_, "game trees nested deeper than " + std::to_string(limits::kSgfDepth) + " (the limit of a record; write the main line as one sequence of nodes)");
    open.emplace_back(line_, col_);
    advance();  // '('
    skip_ws();
    if (at_end() || peek() != ';') unclosed_or_unexpected(open.back().first, open.back().second, "expected ';' to start a node");
    while (!at_end() && peek() == ';') {
      if (nodes.size() >= static_cast<std::size_t>(limits::kSgfNodes))
        fail(line_, col_, "more than " + std::to_string(limits::kSgfNodes) + " nodes (the limit of a record)");
      nodes.push_back(node());
      skip_ws();
    }
  }

  [[noreturn]] void unclosed_or_unexpected(int line, int col, const std::string& expected) const {
    if (at_end()) fail(line, col, "unbalanced '(': the game tree opened here is never closed");
    fail(line_, col_, "unexpected " + shown(peek()) + " (" + expected + ")");
  }

  Node node() {
    Node n{{}, line_, col_};
    advance();  // ';'
    skip_ws();
    std::set<std::string, std::less<>> ids;
    while (!at_end() && (upper(peek()) || lower(peek()))) {
      if (n.props.size() >= static_cast<std::size_t>(limits::kSgfProperties))
        fail(line_, col_, "more than " + std::to_string(limits::kSgfProperties) + " properties in one node (the limit of a record)");
      Property p = property();
      if (!ids.insert(p.id).second) fail(p.line, p.col, "property " + excerpt(p.id) + " appears twice in one node");
      n.props.push_back(std::move(p));
      skip_ws();
    }
    return n;
  }

  Property property() {
    Property p{{}, {}, line_, col_};
    while (!at_end() && (upper(peek()) || lower(peek()))) {
      if (lower(peek()))
        fail(line_, col_, "property identifiers are uppercase letters (FF[4]), found " + shown(peek()));
      p.id += peek();
      advance();
    }
    skip_ws();
    if (at_end() || peek() != '[') fail(p.line, p.col, "property " + excerpt(p.id) + " has no value ('[…]')");
    while (!at_end() && peek() == '[') {
      p.values.push_back(value());
      skip_ws();
    }
    return p;
  }

  Value value() {
    if (++values_ > limits::kSgfValues)
      fail(line_, col_, "more than " + std::to_string(limits::kSgfValues) + " property values (the limit of a record)");
    Value v{{}, line_, col_};
    advance();  // '['
    for (;;) {
      if (at_end()) fail(v.line, v.col, "unbalanced '[': the value opened here is never closed");
      char c = peek();
      if (c == ']') break;
      advance();
      if (c == '\\') {
        if (at_end()) continue;  // reported as unbalanced above
        c = peek();
        advance();
        if (c == '\n' || c == '\r') {  // a soft line break is removed
          if (!at_end() && (peek() == '\n' || peek() == '\r') && peek() != c) advance();
          continue;
        }
      }
      v.text += c;
    }
    advance();  // ']'
    return v;
  }

  std::string_view text_;
  const std::string& file_;
  std::size_t pos_ = 0;
  int line_ = 1, col_ = 1;
  int values_ = 0;  // property values read so far
};

// ---------------------------------------------------------------------------------------------
// Properties: which ones are read, where, and which are accepted and dropped.

// FF[4] properties that do not change the game: node names, comments, markup, players, times…
const std::set<std::string, std::less<>>& ignored_properties() {
  static const std::set<std::string, std::less<>> ids{
      "AN", "AP", "AR", "BL", "BM", "BR", "BT", "C", "CP", "CR", "DD", "DM", "DO", "DT",
      "EV", "FG", "GB", "GC", "GN", "GW", "HA", "HO", "IT", "LB", "LN", "MA", "N", "OB",
      "ON", "OT", "OW", "PB", "PC", "PM", "PW", "RO", "SL", "SO", "SQ", "ST", "TB", "TE",
      "TM", "TR", "TW", "UC", "US", "V", "VW", "WL", "WR", "WT"};
  return ids;
}

const std::set<std::string, std::less<>>& root_properties() {
  static const std::set<std::string, std::less<>> ids{"FF", "GM", "CA", "SZ", "KM", "RU", "PL", "NB",
                                                      "NW", "FM", "RB", "RW", "AB", "AW", "AF", "RE"};
  return ids;
}

const std::set<std::string, std::less<>>& move_properties() {
  static const std::set<std::string, std::less<>> ids{"B", "W", "MN", "FD", "FP"};
  return ids;
}

// A28/T22.8: a side's random turns fit the mode (A: 1, B: N, C: none, never more than the side's
// flybombs or T) and are ascending numbers in 1..T. Absent from the record = none.
std::optional<std::string> schedule_problem(const GameRecord& r, Colour c) {
  const std::vector<int>& turns = r.random_turns[index(c)];
  const std::string prop = std::string("R") + letter(c);
  const Rules& rules = r.rules;
  int by_mode = rules.mode == Mode::A ? 1 : rules.mode == Mode::B ? rules.flybombs
                                                                  : 0;
  int expected = std::max(0, std::min({r.flybombs_at_start[index(c)], by_mode, rules.random_turns}));
  if (static_cast<int>(turns.size()) != expected)
    return prop + ": mode " + std::string(name(rules.mode)) + " with " +
           std::to_string(r.flybombs_at_start[index(c)]) + " flybombs gives " + std::string(name(c)) + " " +
           std::to_string(expected) + " random flybomb turn(s), the record lists " +
           std::to_string(turns.size()) + " (A28, " + std::string(clause_id(Clause::T22_8)) + ")";
  for (std::size_t k = 0; k < turns.size(); ++k) {
    if (turns[k] < 1 || turns[k] > rules.random_turns)
      return prop + ": random turn " + std::to_string(turns[k]) + " is outside 1.." +
             std::to_string(rules.random_turns) + " (A28 random_turns)";
    if (k > 0 && turns[k] <= turns[k - 1]) return prop + ": random turns must be ascending and distinct";
  }
  return std::nullopt;
}

class RecordReader {
 public:
  explicit RecordReader(const std::string& file) : file_(file) {}

  GameRecord read(const std::vector<Node>& nodes) {
    GameRecord r;
    read_root(nodes, r);
    read_moves(nodes, r);
    return r;
  }

 private:
  // --- errors and property access ---
  [[noreturn]] void fail(int line, int col, const std::string& what) const {
    throw InputError(location(file_, line, col), what);
  }
  [[noreturn]] void fail(const Value& v, const std::string& what) const { fail(v.line, v.col, what); }
  [[noreturn]] void fail(const Property& p, const std::string& what) const { fail(p.line, p.col, what); }
  std::string where(const Value& v) const { return location(file_, v.line, v.col); }

  static const Property* find(const Node& n, std::string_view id) {
    for (const Property& p : n.props)
      if (p.id == id) return &p;
    return nullptr;
  }
  const Value& single(const Property& p) const {
    if (p.values.size() != 1) fail(p.values[1], p.id + " takes one value");
    return p.values[0];
  }
  std::string text(const Property& p) const { return single(p).text; }

  int number(const Property& p) const {
    const Value& v = single(p);
    const std::string& s = v.text;
    int n = 0;
    bool ok = is_sgf_real(s) && s.find('.') == std::string::npos;
    if (ok) {
      const char* begin = s.data() + (s[0] == '+' ? 1 : 0);
      auto [end, ec] = std::from_chars(begin, s.data() + s.size(), n);
      ok = ec == std::errc() && end == s.data() + s.size();
    }
    if (!ok) fail(v, p.id + "[" + excerpt(s) + "]: expected a whole number");
    return n;
  }

  double real(const Property& p) const {
    const Value& v = single(p);
    const std::string& s = v.text;
    double d = 0;
    bool ok = is_sgf_real(s);
    if (ok) {
      ok = read_double(std::string_view(s).substr(s[0] == '+' ? 1 : 0), d);
    }
    if (!ok) fail(v, p.id + "[" + excerpt(s) + "]: expected a number such as 3.75");
    return d;
  }

  Point point(const Value& v, const std::string& id, std::string_view s, int size) const {
    auto off = [&] {
      fail(v, id + "[" + excerpt(s) + "]: not a point of the " + std::to_string(size) + "x" +
                  std::to_string(size) + " board (two letters a–" +
                  std::string(1, static_cast<char>('a' + size - 1)) + ", column then row from the top)");
    };
    if (s.size() != 2 || s[0] < 'a' || s[1] < 'a') off();
    int x = s[0] - 'a', row = s[1] - 'a';
    if (x >= size || row >= size) off();
    return Point{x, size - 1 - row};  // SGF row 'a' is the top row
  }

  // A list of points; "aa:cc" is the rectangle between two corners (FF[4] compressed lists).
  std::vector<Point> point_list(const Property& p, int size) const {
    std::vector<Point> out;
    for (const Value& v : p.values) {
      auto colon = v.text.find(':');
      if (colon == std::string::npos) {
        out.push_back(point(v, p.id, v.text, size));
        continue;
      }
      Point a = point(v, p.id, std::string_view(v.text).substr(0, colon), size);
      Point b = point(v, p.id, std::string_view(v.text).substr(colon + 1), size);
      for (int y = std::min(a.y, b.y); y <= std::max(a.y, b.y); ++y)
        for (int x = std::min(a.x, b.x); x <= std::max(a.x, b.x); ++x) out.push_back({x, y});
    }
    return out;
  }

  Colour colour(const Property& p) const {
    const Value& v = single(p);
    if (v.text == "B") return Colour::black;
    if (v.text == "W") return Colour::white;
    fail(v, p.id + "[" + excerpt(v.text) + "]: expected B or W");
  }

  // --- the root node ---
  void check_scopes(const Node& n, bool root) const {
    for (const Property& p : n.props) {
      if (ignored_properties().count(p.id)) continue;
      if (p.id == "AE") fail(p, "AE (remove stones) is not supported");
      if (p.id == "KO") fail(p, "KO (force an illegal move) is not supported: the rules decide legality");
      bool in_root = root_properties().count(p.id) > 0, in_move = move_properties().count(p.id) > 0;
      if (!in_root && !in_move) fail(p, "unknown property " + excerpt(p.id));
      if (root && in_move) fail(p, p.id + " in the root node: moves start in the node after the root");
      if (!root && in_root) fail(p, p.id + " is only read in the root node");
    }
  }

  void read_root(const std::vector<Node>& nodes, GameRecord& r) {
    const Node& root = nodes.front();
    check_scopes(root, true);
    read_format(root);
    read_size(root, r);
    read_rules(root, r);
    read_flybombs(root, r);
    r.first_to_move = first_player(nodes);
    read_setup(root, r);
    if (const Property* p = find(root, "RE")) r.result = text(*p);
  }

  void read_format(const Node& root) const {
    if (const Property* p = find(root, "FF"); p && number(*p) != 4)
      fail(single(*p), "FF[" + excerpt(single(*p).text) + "]: only FF[4] is read");
    if (const Property* p = find(root, "GM"); p && number(*p) != 1)
      fail(single(*p), "GM[" + excerpt(single(*p).text) + "]: not a game of Go (GM[1])");
    if (const Property* p = find(root, "CA")) {
      std::string ca = text(*p);
      std::transform(ca.begin(), ca.end(), ca.begin(), [](char c) { return static_cast<char>(std::toupper(c)); });
      if (ca != "UTF-8" && ca != "UTF8") fail(single(*p), "CA[" + excerpt(text(*p)) + "]: only CA[UTF-8] is read");
    }
  }

  void read_size(const Node& root, GameRecord& r) const {
    r.size = 19;  // the FF[4] default for Go
    if (const Property* p = find(root, "SZ")) {
      r.size = number(*p);
      if (r.size < kMinSize || r.size > kMaxSize)
        fail(single(*p), "SZ[" + excerpt(single(*p).text) + "]: board size outside 2..19");
    }
    r.setup = Board(r.size);
  }

  void read_rules(const Node& root, GameRecord& r) const {
    const Rules defaults;
    r.rules = Rules();
    if (const Property* p = find(root, "RU")) r.rules = parse_compact(text(*p), where(single(*p)));
    if (const Property* p = find(root, "KM")) {
      double km = real(*p);
      if (!(km >= -1000 && km <= 1000))  // the range of the komi setting (oracle/rules.cpp)
        fail(single(*p), "KM[" + excerpt(text(*p)) + "]: komi must lie in -1000..1000");
      double ru = r.rules.komi;
      if (ru != defaults.komi && std::fabs(ru - km) > 1e-5 * std::max(1.0, std::fabs(km)))
        fail(single(*p), "KM[" + excerpt(text(*p)) + "] disagrees with komi=" + format_number(ru) + " in RU");
      r.rules.komi = km;
    }
    if (const Property* p = find(root, "FM")) {
      const Value& v = single(*p);
      if (v.text != "A" && v.text != "B" && v.text != "C") fail(v, "FM[" + excerpt(v.text) + "]: the mode is A, B or C (" + std::string(clause_id(Clause::T22_8)) + ")");
      Mode m = v.text == "A" ? Mode::A : v.text == "B" ? Mode::B
                                                       : Mode::C;
      if (r.rules.mode != defaults.mode && r.rules.mode != m)
        fail(v, "FM[" + excerpt(v.text) + "] disagrees with mode=" + std::string(name(r.rules.mode)) + " in RU");
      r.rules.mode = m;
    }
  }

  void read_flybombs(const Node& root, GameRecord& r) const {
    for (Colour c : kColours) {
      const std::string side(1, letter(c));
      int& n = r.flybombs_at_start[index(c)];
      n = r.rules.flybombs;
      if (const Property* p = find(root, "N" + side)) {
        n = number(*p);
        if (n < 0) fail(single(*p), p->id + "[" + excerpt(single(*p).text) + "]: a count of flybombs cannot be negative");
        if (n > limits::kFlybombs)
          fail(single(*p), p->id + "[" + excerpt(single(*p).text) + "]: a count of flybombs is at most " +
                               std::to_string(limits::kFlybombs));
      }
      std::vector<int>& turns = r.random_turns[index(c)];
      turns.clear();
      const Property* p = find(root, "R" + side);
      if (p)
        for (std::size_t k = 0; k < p->values.size(); ++k) turns.push_back(list_number(*p, k));
      if (auto problem = schedule_problem(r, c)) fail(p ? p->line : root.line, p ? p->col : root.col, *problem);
    }
  }

  int list_number(const Property& p, std::size_t k) const {
    Property one{p.id, {p.values[k]}, p.line, p.col};
    return number(one);
  }

  Colour first_player(const std::vector<Node>& nodes) const {
    if (const Property* p = find(nodes.front(), "PL")) return colour(*p);
    if (nodes.size() > 1 && find(nodes[1], "W") && !find(nodes[1], "B")) return Colour::white;
    return Colour::black;
  }

  void read_setup(const Node& root, GameRecord& r) const {
    const std::pair<const char*, Cell> kinds[] = {{"AB", Cell::black}, {"AW", Cell::white}, {"AF", Cell::flower}};
    for (const auto& [id, cell] : kinds) {
      const Property* p = find(root, id);
      if (!p) continue;
      for (Point q : point_list(*p, r.size)) {
        if (r.setup.at(q) != Cell::empty) fail(*p, std::string(id) + ": point " + to_gtp(q) + " is set up twice");
        r.setup.set(q, cell);
      }
    }
  }

  // --- the move nodes ---
  void read_moves(const std::vector<Node>& nodes, GameRecord& r) const {
    Colour to_move = r.first_to_move;
    int number = first_move_number(to_move);
    for (std::size_t i = 1; i < nodes.size(); ++i) {
      const Node& n = nodes[i];
      check_scopes(n, false);
      Move m = read_move(n, to_move, r.size);
      check_move_number(n, number);
      r.moves.push_back(m);
      number = next_move_number(number, m.kind);
      to_move = opponent(to_move);
    }
  }

  Move read_move(const Node& n, Colour to_move, int size) const {
    const Property* b = find(n, "B");
    const Property* w = find(n, "W");
    if (b && w) fail(b->line < w->line || (b->line == w->line && b->col < w->col) ? *w : *b,
                     "a node holds one move, not both B and W");
    if (!b && !w) fail(n.line, n.col, "a node without a move (B[…] or W[…]; B[] is a pass)");
    const Property& mv = b ? *b : *w;
    Colour c = b ? Colour::black : Colour::white;
    if (c != to_move)
      fail(mv, std::string(1, letter(c)) + " moves here but it is " + std::string(1, letter(to_move)) +
                   "'s turn (colours alternate; a pass is a turn)");
    const Value& v = single(mv);
    bool pass = v.text.empty() || v.text == "tt";  // FF[4] reads [tt] as a pass on boards ≤ 19
    std::optional<Point> stone;
    if (!pass) stone = point(v, mv.id, v.text, size);
    return flybomb_part(n, mv, c, stone, size);
  }

  Move flybomb_part(const Node& n, const Property& mv, Colour c, std::optional<Point> stone, int size) const {
    const Property* fd = find(n, "FD");
    const Property* fp = find(n, "FP");
    if (fp && !fd) fail(*fp, "FP (flower point) without FD (the flybomb declaration, FD[])");
    if (!fd) return stone ? Move::make_stone(c, *stone) : Move::make_pass(c);
    if (!single(*fd).text.empty()) fail(single(*fd), "FD takes an empty value: FD[]");
    if (!fp) fail(*fd, "FD (flybomb declared) without FP (its flower point; FP[] passes the flower)");
    // A29: a flybomb turn's own stone must be a real stone (no pass-then-flower).
    if (!stone) fail(mv, "a flybomb turn's own stone must be a stone, not a pass (A29)");
    const Value& f = single(*fp);
    if (f.text.empty()) return Move::make_flybomb(c, *stone, std::nullopt);
    return Move::make_flybomb(c, *stone, point(f, "FP", f.text, size));
  }

  // T22.1.b: 「奇数手的飞弹（花子）应是黑方所下」 — the own stone is k, the virtual flybomb k+1, the real
  // flybomb k+2; MN records k.
  void check_move_number(const Node& n, int expected) const {
    const Property* p = find(n, "MN");
    if (!p) return;
    if (number(*p) != expected)
      fail(single(*p), "MN[" + excerpt(single(*p).text) + "] but this turn's own stone is move " +
                           std::to_string(expected) +
                           " (" + std::string(clause_id(Clause::T22_1_b)) + ": black odd, white even; a flybomb turn uses three numbers)");
  }

  const std::string& file_;
};

// ---------------------------------------------------------------------------------------------
// Writing.

std::string sgf_point(Point p, int size) {
  return {static_cast<char>('a' + p.x), static_cast<char>('a' + size - 1 - p.y)};
}

std::string escaped(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

void check_record(const GameRecord& r) {
  auto bad = [](const std::string& what) { throw std::invalid_argument("write_sgf: " + what); };
  if (r.size < kMinSize || r.size > kMaxSize || r.setup.size() != r.size) bad("setup board size differs from size");
  if (first_bad_utf8(r.result) != std::string_view::npos) bad("the result is not UTF-8");
  if (!is_sgf_real(sgf_real(r.rules.komi))) bad("komi " + format_number(r.rules.komi) + " is not an SGF real");
  for (Colour c : kColours) {
    if (r.flybombs_at_start[index(c)] < 0) bad("negative flybomb count");
    if (auto problem = schedule_problem(r, c)) bad(*problem);
  }
  Colour to_move = r.first_to_move;
  for (const Move& m : r.moves) {
    if (m.colour != to_move) bad("move colours do not alternate: " + to_text(m));
    if (m.kind != Move::Kind::flybomb && m.flower) bad("a flower point on a move that is not a flybomb turn");
    if (m.kind == Move::Kind::pass && m.stone != Point{}) bad("a pass with a stone point");
    bool on = m.kind == Move::Kind::pass || r.setup.on_board(m.stone);
    if (m.kind == Move::Kind::flybomb && m.flower) on = on && r.setup.on_board(*m.flower);
    if (!on) bad("a point off the board in " + to_text(m));
    to_move = opponent(to_move);
  }
}

std::string point_values(const Board& b, Cell cell) {
  std::string s;
  for (Point p : b.points())
    if (b.at(p) == cell) s += "[" + sgf_point(p, b.size()) + "]";
  return s;
}

std::string root_node(const GameRecord& r) {
  std::string s = ";FF[4]GM[1]CA[UTF-8]SZ[" + std::to_string(r.size) + "]KM[" + sgf_real(r.rules.komi) +
                  "]RU[" + escaped(compact(r.rules)) + "]PL[" + letter(r.first_to_move) + "]";
  s += "NB[" + std::to_string(r.flybombs_at_start[0]) + "]NW[" + std::to_string(r.flybombs_at_start[1]) + "]";
  s += "FM[" + std::string(name(r.rules.mode)) + "]";
  for (Colour c : kColours) {
    const std::vector<int>& turns = r.random_turns[index(c)];
    if (turns.empty()) continue;
    s += std::string("R") + letter(c);
    for (int t : turns) s += "[" + std::to_string(t) + "]";
  }
  const std::pair<const char*, Cell> kinds[] = {{"AB", Cell::black}, {"AW", Cell::white}, {"AF", Cell::flower}};
  for (const auto& [id, cell] : kinds)
    if (std::string v = point_values(r.setup, cell); !v.empty()) s += id + v;
  if (!r.result.empty()) s += "RE[" + escaped(r.result) + "]";
  return s;
}

std::string move_node(const Move& m, int number, int size) {
  std::string s = std::string(";") + letter(m.colour) + "[";
  if (m.kind != Move::Kind::pass) s += sgf_point(m.stone, size);
  s += "]";
  if (m.kind == Move::Kind::flybomb) s += "FD[]FP[" + (m.flower ? sgf_point(*m.flower, size) : "") + "]";
  return s + "MN[" + std::to_string(number) + "]";
}

}  // namespace

int first_move_number(Colour first_to_move) { return first_to_move == Colour::black ? 1 : 2; }

namespace {

// The parameters the start of a game is drawn from (T22.0.d N, T22.8 mode, A28 seed and T).
bool same_start_parameters(const Rules& a, const Rules& b) {
  return a.flybombs == b.flybombs && a.mode == b.mode && a.seed == b.seed && a.random_turns == b.random_turns;
}

}  // namespace

Position start_position(const GameRecord& record, const Rules& rules) {
  Position pos = initial_position(record.setup, rules, record.first_to_move);
  pos.move_number = first_move_number(record.first_to_move);  // T22.1.b: black odd, white even
  if (!same_start_parameters(record.rules, rules)) return pos;
  for (Colour c : kColours) {
    const int i = index(c);
    pos.flybombs_left[i] = record.flybombs_at_start[i];
    pos.random_turns[i] = record.random_turns[i];
    pos.chosen_left[i] = record.flybombs_at_start[i] - static_cast<int>(record.random_turns[i].size());
  }
  return pos;
}

std::vector<int> move_numbers(const GameRecord& record) {
  std::vector<int> out;
  int k = first_move_number(record.first_to_move);
  for (const Move& m : record.moves) {
    out.push_back(k);
    k = next_move_number(k, m.kind);
  }
  return out;
}

GameRecord record_from(const Position& start, const Rules& rules) {
  GameRecord r = new_record(start.board.size(), rules, start.to_move);
  r.setup = start.board;
  r.flybombs_at_start = start.flybombs_left;
  r.random_turns = start.random_turns;
  return r;
}

GameRecord new_record(int size, const Rules& rules, Colour first_to_move) {
  GameRecord r;
  r.size = size;
  r.rules = rules;
  r.setup = Board(size);
  r.first_to_move = first_to_move;
  Position start = initial_position(r.setup, rules, first_to_move);
  r.flybombs_at_start = start.flybombs_left;
  r.random_turns = start.random_turns;
  return r;
}

GameRecord parse_sgf(std::string_view text, const std::string& file) {
  std::vector<Node> nodes = TreeReader(text, file).collection();
  return RecordReader(file).read(nodes);
}

std::string write_sgf(const GameRecord& record) {
  check_record(record);
  std::string s = "(" + root_node(record) + "\n";
  std::vector<int> numbers = move_numbers(record);
  for (std::size_t i = 0; i < record.moves.size(); ++i) s += move_node(record.moves[i], numbers[i], record.size) + "\n";
  return s + ")\n";
}

GameRecord read_sgf_file(const std::string& path) { return parse_sgf(read_input_file(path), path); }

}  // namespace f3go
