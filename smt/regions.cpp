// T22.2.6 封闭区域, T18E.S1–S2 「查找出这个黑棋串A或这个黑棋串A与边界外区域（花棋串视同边界外区域）所形成
// 的一个或多个封闭区域」 as constraints. Every flower counts as off-board (T22.2.8(1) 「棋盘上的一切花棋串皆
// 视同边界外区域」). Readings: A01 region.needs_split, A02 region.connect, N03 region.pieces, A10,
// A38 region.wall, A39 region.empty_wall.
#include "smt/regions.h"

#include <cassert>
#include <map>
#include <set>
#include <stdexcept>

namespace f3go::smt::detail {
namespace {

std::size_t at(int q) { return static_cast<std::size_t>(q); }

// Per point: the point has a neighbour satisfying `pred` (a constant of the board).
Exprs has_neighbour(Enc& e, const std::function<bool(int)>& pred) {
  Exprs out = e.constant(false);
  for (int q = 0; q < e.area; ++q)
    for (int n : e.nb(q))
      if (pred(n)) out[at(q)] = e.lit(true);
  return out;
}

// Per point: OR over its neighbours n satisfying `pick` of value[n].
Exprs any_neighbour(Enc& e, const std::function<bool(int)>& pick, const Exprs& value) {
  Exprs out = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    Exprs terms;
    for (int n : e.nb(q))
      if (pick(n)) terms.push_back(value[at(n)]);
    out[at(q)] = any_of(e, terms);
  }
  return out;
}

// The number of points of each piece rooted at a point (A01 `inner_only` only): summed over the
// piece under A02 `any`; under `empty`, counted from `members` (the pieces may share strings).
Exprs piece_sizes(Enc& e, const StringEnc& se, const std::vector<Exprs>& members) {
  if (!se.by_empty) return component_sum(e, se.pieces, Exprs(at(e.area), e.num(1)));
  Exprs out(at(e.area), e.num(0));
  for (int r = 0; r < e.area; ++r) {
    if (!se.pieces.member[at(r)]) continue;
    z3::expr total = e.num(0);
    for (int p = 0; p < e.area; ++p)
      if (!members[at(r)][at(p)].is_false()) total = total + z3::ite(members[at(r)][at(p)], e.num(1), e.num(0));
    out[at(r)] = total;
  }
  return out;
}

// A01 `inner_only` (readings.h outer_pieces): per root, no other candidate piece beats its piece —
// larger, or as large and first in the order of sorted point lists (`members`, asked for where
// pieces may share strings).
Exprs outer_piece(Enc& e, const BoardEnc& be, const StringEnc& se, const Exprs& candidate, const Rules& rules) {
  std::vector<Exprs> members;
  if (se.by_empty)
    for (int r = 0; r < e.area; ++r)
      members.push_back(se.pieces.member[at(r)] ? piece_members(e, be, se, r) : e.constant(false));
  return readings::outer_pieces(e.ctx, rules, candidate, piece_sizes(e, se, members), members);
}

// Per point: "a piece is rooted here, and A borders it" (T18E.S2 「棋串A…所形成」, N03).
Exprs bordered_roots(Enc& e, const BoardEnc& be, const StringEnc& se, const Exprs& adj_a) {
  Exprs fact = adj_a;
  if (se.by_empty) {  // A02 `empty`: a connecting point touches A, or an attached string that does
    const Exprs string_adj_a = component_any(e, be.strings, adj_a);
    const Exprs via = any_neighbour(
        e, [&](int n) { return se.attached[at(n)] != 0; }, string_adj_a);
    for (int q = 0; q < e.area; ++q) fact[at(q)] = adj_a[at(q)] || via[at(q)];
  }
  const Exprs bordered = component_any(e, se.pieces, fact);
  Exprs out = e.constant(false);
  for (int q = 0; q < e.area; ++q) out[at(q)] = both(se.pieces.root[at(q)], bordered[at(q)]);
  return out;
}

// A01 and N03 (readings.h): which pieces are A's regions.
Exprs regions_of(Enc& e, const BoardEnc& be, const StringEnc& se, const Rules& rules) {
  Exprs adj(at(e.area), e.lit(false));
  for (int q = 0; q < e.area; ++q) adj[at(q)] = e.lit(se.adj_a[at(q)] != 0);
  const readings::Candidates c = readings::candidates(rules, se.pieces.root, bordered_roots(e, be, se, adj));
  const Exprs outer = readings::needs_outer_piece(rules) ? outer_piece(e, be, se, c.candidate, rules) : Exprs{};
  return readings::regions(e.ctx, rules, c, outer);
}

// A06 `with_stones`: the board's areas of A's colour.
void string_areas(const BoardEnc& be, StringEnc& se) {
  const auto k = static_cast<std::size_t>(index(colour_of(se.c)));
  if (!be.areas[k]) throw std::logic_error("smt: the areas of A's colour were not encoded");
  se.with_areas = true;
  se.areas = *be.areas[k];
}

// Implied facts that spare the search for the pieces (A02 `any`): a piece is a union of strings and
// empty strings, so its lowest point is the lowest point of one of them — a piece's root is a root
// of the settled string forests, and its label is at most the string's.
void hint_pieces(Enc& e, const BoardEnc& be, const Forest& pieces) {
  for (int q = 0; q < e.area; ++q) {
    if (!pieces.member[at(q)]) continue;
    const Forest& base = e.is_empty(q) ? be.empties : be.strings;
    e.require(pieces.label[at(q)] <= base.label[at(q)]);
    e.require(z3::implies(!base.root[at(q)], !pieces.root[at(q)]));
  }
}

// Per point: the lowest point of its string or empty string (the units of a forest over both; see
// encoding.h), −1 on flowers. Precondition: be is settled.
std::vector<int> board_units(Enc& e, const BoardEnc& be) {
  assert(be.settled());
  std::vector<int> out(at(e.area), -1);
  for (int q = 0; q < e.area; ++q)
    if (!e.is_flower(q)) out[at(q)] = (e.is_empty(q) ? be.empties : be.strings).component[at(q)];
  return out;
}

// BoardEnc::open of the colour other than c (a stone) is added and settled.
bool other_open_settled(const BoardEnc& be, Cell c) {
  const std::optional<Forest>& open = be.open[static_cast<std::size_t>(index(opponent(colour_of(c))))];
  return open && open->settled;
}

// The stones of A, per point.
std::vector<char> stones_of(Enc& e, const std::vector<Point>& a) {
  std::vector<char> out(at(e.area), 0);
  for (Point p : a) out[at(e.board.index(p))] = 1;
  return out;
}

// The Cells of the readings (readings.h) on this board, every one a constant but has_liberty (a
// fact of the settled strings). Precondition: be is settled; se.c, se.o and se.in_a are set, and
// `a_index` is a stone of A.
readings::Cells board_cells(Enc& e, const BoardEnc& be, const StringEnc& se, int a_index) {
  assert(be.settled() && se.in_a.size() == at(e.area) && se.in_a[at(a_index)]);
  readings::Cells out;
  const z3::expr t = e.lit(true), f = e.lit(false);
  const auto lit = [&](bool v) { return v ? t : f; };
  for (int q = 0; q < e.area; ++q) {
    out.empty.push_back(lit(e.is_empty(q)));
    out.own.push_back(lit(e.cell(q) == se.c));
    out.other.push_back(lit(e.cell(q) == se.o));
    out.flower.push_back(lit(e.is_flower(q)));
    out.in_a.push_back(lit(se.in_a[at(q)] != 0));
    out.a_point.push_back(lit(q == a_index));
    out.nb.push_back(e.nb(q));
  }
  out.has_liberty = be.has_liberty;
  return out;
}

// A reading over constants, read back per point (1 where it holds). Every entry must be the constant
// true or false (a reading of a concrete board's constants): std::logic_error otherwise, in every build.
std::vector<char> constants(const Exprs& xs) {
  std::vector<char> out;
  for (const z3::expr& x : xs) {
    const Z3_lbool v = x.bool_value();
    if (v == Z3_L_UNDEF) throw std::logic_error("smt: a reading of the board's constants is not a constant");
    out.push_back(v == Z3_L_TRUE ? 1 : 0);
  }
  return out;
}

}  // namespace

BoardEnc encode_board(Enc& e) {
  assert(e.is_fresh());
  BoardEnc be;
  // T22.2.3 棋串 「…如果都有同色棋子存在，那么这些棋子就相互连接成一个不可分割的整体」.
  be.strings = make_forest(
      e, "string", [&](int q) { return e.is_stone_at(q); },
      [&](int q, int n) { return e.cell(q) == e.cell(n); });
  // T22.2.5 空点串.
  be.empties = make_forest(
      e, "empty", [&](int q) { return e.is_empty(q); }, [](int, int) { return true; });
  return be;
}

void settle_board(Enc& e, BoardEnc& be, z3::model& m) {
  assert(!be.strings.settled && !be.empties.settled);
  be.strings = settle(be.strings, m);
  be.empties = settle(be.empties, m);
  // T22.2.1 气: a string has a liberty when one of its stones has an empty neighbour.
  const Exprs liberty_here = has_neighbour(e, [&](int n) { return e.is_empty(n); });
  be.has_liberty = component_any(e, be.strings, liberty_here);
}

Forest encode_areas(Enc& e, const BoardEnc& be, Cell c) {
  assert(be.settled());
  // T22.2.7 「由颜色相同的棋串…形成的含有空点串的封闭区域」: the areas walled by the other colour.
  return make_forest(
      e, c == Cell::black ? "eye_area_b" : "eye_area_w",
      [&](int q) { return e.is_empty(q) || e.cell(q) == c; }, [](int, int) { return true; },
      board_units(e, be));
}

Forest encode_open(Enc& e, const BoardEnc& be, Cell o) {
  assert(be.settled());
  return make_forest(
      e, o == Cell::black ? "open_b" : "open_w", [&](int q) { return e.is_empty(q) || e.cell(q) == o; },
      [](int, int) { return true; }, board_units(e, be));
}

namespace {

// Per point: the only liberty (T22.2.1) of a string of colour c — read from the settled strings
// (each stone's component, Z3's answer) and the board's empty points.
std::vector<char> only_liberties(Enc& e, const BoardEnc& be, Cell c) {
  std::map<int, std::set<int>> liberties;  // by the string's root
  for (int q = 0; q < e.area; ++q)
    if (e.cell(q) == c)
      for (int n : e.nb(q))
        if (e.is_empty(n)) liberties[be.strings.component[at(q)]].insert(n);
  std::vector<char> out(at(e.area), 0);
  for (const auto& [root, points] : liberties)
    if (points.size() == 1) out[at(*points.begin())] = 1;
  return out;
}

}  // namespace

Forest encode_fillable(Enc& e, const BoardEnc& be, Cell o) {
  assert(be.settled());
  const std::vector<char> last = only_liberties(e, be, o == Cell::black ? Cell::white : Cell::black);
  // An empty string that holds such an only liberty may lose it here, so each of its points is a
  // unit of its own; the other empty strings are whole units.
  std::vector<char> split(at(e.area), 0);  // by the empty string's root
  for (int q = 0; q < e.area; ++q)
    if (last[at(q)]) split[at(be.empties.component[at(q)])] = 1;
  std::vector<int> units(at(e.area), -1);
  for (int q = 0; q < e.area; ++q) {
    if (e.is_flower(q)) continue;
    if (!e.is_empty(q)) units[at(q)] = be.strings.component[at(q)];
    else units[at(q)] = split[at(be.empties.component[at(q)])] ? q : be.empties.component[at(q)];
  }
  return make_forest(
      e, o == Cell::black ? "fillable_b" : "fillable_w",
      [&](int q) { return (e.is_empty(q) && !last[at(q)]) || e.cell(q) == o; },
      [](int, int) { return true; }, units);
}

Forest encode_pieces(Enc& e, const BoardEnc& be, const std::vector<Point>& a) {
  assert(holds_one_string(e.board, a) && be.settled() && other_open_settled(be, e.board.at(a.front())));
  const std::vector<char> in_a = stones_of(e, a);
  const Cell c = e.board.at(a.front());
  const auto ko = static_cast<std::size_t>(index(opponent(colour_of(c))));
  if (!other_open_settled(be, c)) throw std::logic_error("smt: the open components of the other colour were not settled");
  // The units: each open component of the other colour o (connected, with neither A nor a flower,
  // so inside one piece) and each string of A's colour but A.
  const Forest& open = *be.open[ko];
  std::vector<int> units(at(e.area), -1);
  for (int q = 0; q < e.area; ++q)
    if (open.member[at(q)]) units[at(q)] = open.component[at(q)];
    else if (e.cell(q) == c && !in_a[at(q)]) units[at(q)] = be.strings.component[at(q)];
  Forest pieces = make_forest(
      e, "piece", [&](int q) { return !in_a[at(q)] && !e.is_flower(q); },
      [](int, int) { return true; }, units, true, true);
  hint_pieces(e, be, pieces);
  return pieces;
}

StringEnc encode_string(Enc& e, const BoardEnc& be, const std::vector<Point>& a, const Rules& rules,
                        const Forest* pieces) {
  assert(holds_one_string(e.board, a) && be.settled() && (!pieces || pieces->settled));
  StringEnc se{.a_ignored = e.lit(false)};
  se.c = e.board.at(a.front());
  se.o = se.c == Cell::black ? Cell::white : Cell::black;
  se.in_a = stones_of(e, a);
  se.adj_a.assign(at(e.area), 0);
  for (int q = 0; q < e.area; ++q)
    for (int n : e.nb(q)) se.adj_a[at(q)] |= se.in_a[at(n)];
  se.cells = board_cells(e, be, se, e.board.index(a.front()));
  se.counted = readings::counted(se.cells, rules);
  se.a_ignored = readings::a_ignored(se.cells, rules);  // A10 `ignore`: 「无气黑白棋串」 are skipped, A among them
  // A37 eye.method=empty_string — T22.2.8 「…的眼（空点串）」: the empty strings are judged, not regions;
  // A02, A38 and A39 play no part.
  se.by_string = readings::judges_empty_strings(rules);
  if (readings::eye_areas(rules)) string_areas(be, se);
  if (se.by_string) {
    se.pieces = be.empties;
    se.attached.assign(at(e.area), 0);
    return se;
  }
  // The pieces around A are the components of the points that join them (readings.h connects: A02,
  // A38, A39), one of the board's settled forests (readings.h joining): the points empty or of the
  // other colour (BoardEnc::open), the empty strings, or the pieces of encode_pieces.
  se.by_empty = readings::pieces_share_strings(rules);
  const readings::Joining joins = readings::joining(rules);
  const auto ko = static_cast<std::size_t>(index(colour_of(se.o)));
  const bool open_pieces = joins == readings::Joining::empty_or_other;
  if (open_pieces && !be.open[ko]) throw std::logic_error("smt: the open components of the other colour were not settled");
  if (joins == readings::Joining::off_a_and_flowers && !pieces)
    throw std::logic_error("smt: the pieces around A were not settled");
  se.pieces = open_pieces ? *be.open[ko] : joins == readings::Joining::empty ? be.empties
                                                                             : *pieces;
  // The forest taken is the one of the points that join (readings.h connects); a stone that closes
  // the ring without being the wall is in every piece it touches (readings.h attached).
  if (constants(readings::connects(se.cells, rules)) != se.pieces.member)
    throw std::logic_error("smt: the forest of the pieces is not the one of the joining points");
  se.attached = constants(readings::attached(se.cells, rules));
  return se;
}

readings::Components components_of(Enc& e, const BoardEnc& be, const StringEnc& se) {
  assert(be.settled());
  readings::Components out;
  out.strings = [&e, &be](const Exprs& fact) { return component_any(e, be.strings, fact); };
  out.empties = [&e, &be](const Exprs& fact) { return component_any(e, be.empties, fact); };
  if (se.with_areas) out.areas = [&e, &se](const Exprs& fact) { return component_any(e, se.areas, fact); };
  return out;
}

void select_regions(Enc& e, const BoardEnc& be, StringEnc& se, const Rules& rules) {
  if (se.by_string) {  // A37 `empty_string`: each empty string next to A, at its root (T22.2.5 空点串)
    se.is_region = readings::empty_strings_next_to_a(se.cells, components_of(e, be, se), be.empties.root);
    return;
  }
  se.is_region = regions_of(e, be, se, rules);
}

Exprs piece_members(Enc& e, const BoardEnc& be, const StringEnc& se, int r) {
  Exprs in_piece = e.constant(false);
  for (int q = 0; q < e.area; ++q)
    if (se.pieces.member[at(q)]) in_piece[at(q)] = e.lit(se.pieces.component[at(q)] == r);
  if (!se.by_empty) return in_piece;
  // A02 `empty`: the connecting points rooted at r, and every attached string with a stone next to
  // one of them.
  const Exprs next = any_neighbour(
      e, [&](int n) { return se.pieces.member[at(n)] != 0; }, in_piece);
  const Exprs string_next = component_any(e, be.strings, next);
  Exprs out = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (se.pieces.member[at(q)]) out[at(q)] = in_piece[at(q)];
    else if (se.attached[at(q)]) out[at(q)] = string_next[at(q)];
  }
  return out;
}

}  // namespace f3go::smt::detail
