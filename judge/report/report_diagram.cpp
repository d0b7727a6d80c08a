#include "judge/report/report_diagram.h"

#include <cassert>
#include <sstream>

#include "oracle/eye_detail.h"
#include "reference/engine.h"
#include "reference/private_eye.h"
#include "reference/strings.h"

namespace f3go::judge {
namespace {

constexpr int kCell = 30, kMargin = 34;

int at_x(Point p) { return kMargin + p.x * kCell; }
int at_y(const Board& b, Point p) { return kMargin + (b.size() - 1 - p.y) * kCell; }

std::string circle(int cx, int cy, const std::string& style) {
  return "<circle cx='" + std::to_string(cx) + "' cy='" + std::to_string(cy) + "' r='" + std::to_string(kCell * 45 / 100) +
         "' " + style + "/>";
}

std::string label(int cx, int cy, const std::string& text, const std::string& fill, int size = 14) {
  return "<text x='" + std::to_string(cx) + "' y='" + std::to_string(cy + size / 3) + "' font-size='" + std::to_string(size) +
         "' text-anchor='middle' fill='" + fill + "'>" + text + "</text>";
}

// A flower: 花 on the bottom board, its attribute (黑, 白, 中) on the holographic board.
std::string flower_svg(int cx, int cy, std::optional<Attribute> a) {
  const std::string text = !a ? "花" : *a == Attribute::black ? "黑"
                                   : *a == Attribute::white   ? "白"
                                                              : "中";
  const std::string fill = !a || *a == Attribute::neutral ? "#f3b6d6" : *a == Attribute::black ? "#7a1f4f"
                                                                                               : "#fde8f2";
  const std::string ink = a && *a == Attribute::black ? "#fff" : "#6a1040";
  return circle(cx, cy, "fill='" + fill + "' stroke='#a0306a' stroke-width='1.5'") + label(cx, cy, text, ink);
}

std::string stone_svg(Cell c, int cx, int cy, std::optional<Attribute> flower_attribute) {
  switch (c) {
    case Cell::black: return circle(cx, cy, "fill='#111'");
    case Cell::white: return circle(cx, cy, "fill='#fff' stroke='#111' stroke-width='1.5'");
    case Cell::flower: return flower_svg(cx, cy, flower_attribute);
    case Cell::empty: break;
  }
  return "";
}

std::optional<Attribute> attribute_at(const Overlay& o, Point p) {
  for (const auto& [q, a] : o.flowers)
    if (q == p) return a;
  return std::nullopt;
}

Board exchanged(const Board& b) {
  Board out = b;
  for (Point p : b.points())
    if (is_stone(b.at(p))) out.set(p, stone(opponent(colour_of(b.at(p)))));
  return out;
}

// The case with black and white exchanged. Precondition: the case plays no moves (their colours
// would change sides).
Case exchanged(const Case& c) {
  assert(c.moves.empty());
  Case out = c;
  Position& pos = out.position.position;
  pos.board = exchanged(pos.board);
  pos.to_move = opponent(pos.to_move);
  std::swap(pos.flybombs_left[0], pos.flybombs_left[1]);
  std::swap(pos.chosen_left[0], pos.chosen_left[1]);
  for (HistoryEntry& h : pos.history) {
    h.board = exchanged(h.board);
    h.to_move = opponent(h.to_move);
  }
  return out;
}

// Whether the reference gives every expectation of `c` its written answer (false when the case
// cannot be answered: CaseError).
bool answers_as_written(const Case& c) {
  reference::ReferenceEngine engine;
  try {
    for (const Expectation& e : c.expectations)
      if (answer(engine, c, rules_for(c, e)) != e.answer) return false;
  } catch (const CaseError&) {
    return false;
  }
  return true;
}

}  // namespace

std::string board_svg(const Board& b, const Overlay& o, std::optional<Colour> asked) {
  const int n = b.size();
  const int span = kCell * (n - 1);
  const int size = span + 2 * kMargin;
  std::ostringstream s;
  s << "<svg class='board' xmlns='http://www.w3.org/2000/svg' width='" << size << "' height='" << size
    << "' viewBox='0 0 " << size << " " << size << "'";
  if (asked) s << " data-string='" << name(*asked) << "'";
  s << "><rect width='" << size << "' height='" << size << "' fill='#e8c88a'/>";
  for (Point p : o.shaded)
    s << "<rect x='" << at_x(p) - kCell / 2 << "' y='" << at_y(b, p) - kCell / 2 << "' width='" << kCell << "' height='"
      << kCell << "' fill='#7fb3e0' fill-opacity='0.55'/>";
  for (int i = 0; i < n; ++i) {
    const int at = kMargin + i * kCell;
    s << "<line x1='" << kMargin << "' y1='" << at << "' x2='" << kMargin + span << "' y2='" << at << "' stroke='#333'/>"
      << "<line x1='" << at << "' y1='" << kMargin << "' x2='" << at << "' y2='" << kMargin + span << "' stroke='#333'/>";
    // Column numerals under the board; row numerals on the left, row 一 at the bottom.
    s << "<text x='" << at << "' y='" << size - 6 << "' font-size='12' text-anchor='middle'>" << zh_numeral(i + 1) << "</text>"
      << "<text x='11' y='" << kMargin + (n - 1 - i) * kCell + 4 << "' font-size='12' text-anchor='middle'>"
      << zh_numeral(i + 1) << "</text>";
  }
  for (Point p : b.points()) s << stone_svg(b.at(p), at_x(p), at_y(b, p), attribute_at(o, p));
  for (std::size_t i = 0; i < o.added.size(); ++i) {
    const Point p = o.added[i];
    const bool black = o.added_colour == Colour::black;
    s << circle(at_x(p), at_y(b, p),
                std::string("fill='") + (black ? "#111" : "#fff") + "' stroke='#111' stroke-width='1.5' stroke-dasharray='3,2'")
      << label(at_x(p), at_y(b, p), std::to_string(i + 1), black ? "#fff" : "#111");
  }
  for (Point p : o.eyes)
    s << "<circle cx='" << at_x(p) << "' cy='" << at_y(b, p) << "' r='" << kCell / 4
      << "' fill='none' stroke='#0a7d2c' stroke-width='3'/>";
  for (Point p : o.marks)
    s << "<rect x='" << at_x(p) - kCell / 2 + 1 << "' y='" << at_y(b, p) - kCell / 2 + 1 << "' width='" << kCell - 2
      << "' height='" << kCell - 2 << "' fill='none' stroke='#d00' stroke-width='2'/>";
  s << "</svg>";
  return s.str();
}

Overlay marking(const std::vector<Point>& marks) {
  Overlay o;
  o.marks = marks;
  return o;
}

std::string board_svg(const Board& b, const std::vector<Point>& marks) { return board_svg(b, marking(marks)); }

std::optional<std::pair<Board, Overlay>> holographic_drawing(const Board& bottom, const std::string& rows) {
  assert(bottom.size() >= 2);
  const int n = bottom.size();
  std::vector<std::string> lines;
  std::string line;
  std::istringstream in(rows);
  while (std::getline(in, line, '/')) lines.push_back(line);
  if (static_cast<int>(lines.size()) != n) return std::nullopt;
  Board b(n);
  Overlay o;
  for (int r = 0; r < n; ++r) {
    const std::string& row = lines[static_cast<std::size_t>(r)];
    if (static_cast<int>(row.size()) != n) return std::nullopt;
    for (int x = 0; x < n; ++x) {
      const Point p{x, n - 1 - r};
      const char ch = row[static_cast<std::size_t>(x)];
      const Cell c = ch == 'X' ? Cell::black : ch == 'O' ? Cell::white
                                           : ch == 'F'   ? Cell::flower
                                                         : Cell::empty;
      if (ch != '.' && c == Cell::empty) return std::nullopt;
      if (bottom.at(p) == Cell::flower) {
        b.set(p, Cell::flower);
        o.flowers.emplace_back(p, c == Cell::black ? Attribute::black : c == Cell::white ? Attribute::white
                                                                                         : Attribute::neutral);
      } else {
        b.set(p, c);
      }
    }
  }
  return std::pair{b, o};
}

std::optional<std::pair<Board, Overlay>> holographic_of(const Case& c, const Rules& rules) {
  reference::ReferenceEngine engine;
  const Position pos = position_after_moves(engine, c, rules);
  const Board& b = pos.board;
  Overlay o;
  const std::vector<HoloCell> holo = engine.analyze(pos, rules).holographic;
  for (Point p : b.points()) {
    if (b.at(p) != Cell::flower) continue;
    const HoloCell h = holo[static_cast<std::size_t>(b.index(p))];
    o.flowers.emplace_back(p, h == HoloCell::black ? Attribute::black : h == HoloCell::white ? Attribute::white
                                                                                             : Attribute::neutral);
  }
  if (o.flowers.empty()) return std::nullopt;
  return std::pair{b, o};
}

DrawnCase drawn_case(const Case& c) {
  DrawnCase d{c};
  const Board& b = c.position.position.board;
  if (c.ask.kind != Question::Kind::private_eye || b.at(c.ask.point) != Cell::white) return d;
  if (c.moves.empty()) {
    Case swapped = exchanged(c);
    if (answers_as_written(swapped)) return DrawnCase{std::move(swapped), true, false};
  }
  d.kept_white = true;
  return d;
}

EyeWhy eye_why(const Case& c, const Rules& rules) {
  assert(c.ask.kind == Question::Kind::private_eye);
  reference::ReferenceEngine engine;
  const Board b = position_after_moves(engine, c, rules).board;
  const reference::PrivateEyeVerdict v = reference::private_eye(b, reference::string_at(b, c.ask.point), rules);
  EyeWhy why;
  why.board = b;
  why.overlay.marks = {c.ask.point};
  why.overlay.added_colour = opponent(colour_of(b.at(c.ask.point)));
  const auto zh_points = [](const std::vector<Point>& ps) {
    std::string s;
    for (Point p : ps) s += (s.empty() ? "" : "、") + to_zh(p);
    return s;
  };
  if (v.regions.empty()) why.words = to_text(v.verdict.detail, Lang::zh, zh_points);
  // The region drawn is the one that decided: the first private eye when A has one, else the first
  // region where an eye was found or made.
  const reference::RegionVerdict* drawn = nullptr;
  for (const reference::RegionVerdict& r : v.regions) {
    const EyeFinding f = r.verdict.detail.finding;
    const bool decisive = v.verdict.holds ? r.verdict.holds
                                          : f == EyeFinding::additions_make_eye || f == EyeFinding::opponent_has_eye;
    if (!drawn && decisive) drawn = &r;
  }
  for (const reference::RegionVerdict& r : v.regions) {
    const EyeDetail& d = r.verdict.detail;
    if (!drawn || &r == drawn) why.overlay.shaded.insert(why.overlay.shaded.end(), r.points.begin(), r.points.end());
    if (&r == drawn && d.finding == EyeFinding::additions_make_eye) {
      why.overlay.added = d.points;
      why.overlay.eyes = {*d.eye};
    }
    if (&r == drawn && d.finding == EyeFinding::opponent_has_eye) why.overlay.eyes = d.points;
    const std::string words = std::string("含") + zh_points({r.points.front()}) + "的区域" +
                              (&r == drawn && v.regions.size() > 1 ? "（图中蓝色）" : "") + "：" + to_text(d, Lang::zh, zh_points);
    why.words = &r == drawn ? words + (why.words.empty() ? "" : "；" + why.words) : why.words + (why.words.empty() ? "" : "；") + words;
  }
  return why;
}

}  // namespace f3go::judge
