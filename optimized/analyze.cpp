// oracle/observables.h on bitboards; twin of reference/analyze.cpp, part for part: strings and
// liberties (T22.2.1–T22.2.3), private eyes region by region (T22.2.8, T18E.S3), flower
// attributes (T22.4), the holographic board (T22.3.2(2)), flybomb forbidden points (T22.5), legal
// stones (T22.6) and the score (T22.7).
#include "optimized/analyze.h"

#include <array>
#include <cassert>
#include <cstdint>

#include "optimized/chains.h"
#include "optimized/holo_index.h"
#include "optimized/play.h"
#include "optimized/private_eye.h"
#include "optimized/regions.h"
#include "optimized/score.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

namespace {

// The points of a string and of its liberties (T22.2.1 气, on the bottom board: liberties()) as
// the report's lists; `around` is neighbours(stones, b.board). Speed only: a lone stone at bit
// `lone` (−1 for a larger string) lists its point and its empty neighbours, lowest first, with no
// pass over the words of a set. Precondition: lone < 0 or stones holds bit lone alone.
void list_points(const BoardBits& b, const Bitboard& stones, const Bitboard& around, int lone, StringReport& r) {
  assert(lone < 0 || stones == Bitboard::of(point_of(lone)));
  if (lone < 0) {
    to_points(stones, r.stones);
    to_points(around & b.empty, r.liberties);
    return;
  }
  r.stones.clear();
  r.stones.push_back(point_of(lone));
  r.liberties.clear();
  r.liberties.reserve(4);  // one allocation for a new list, none for a kept one
  for_each_neighbour(lone, b.empty, [&](int n) { r.liberties.push_back(point_of(n)); });
}

// string_report of a string whose neighbours are `around` (neighbours(stones, b.board)); `lone` as
// list_points'; `settled` as private_eye's (empty, or small_strings_enclosing_nothing(b, rules)).
void report_string(const BoardBits& b, Colour c, const Bitboard& stones, const Bitboard& around, int lone,
                   const Rules& rules, const Bitboard& settled, EyeVerdicts& eyes, StringReport& r) {
  assert(stones.any() && stones.subset_of(b.stones_of(c)) && around == neighbours(stones, b.board));
  r.colour = c;
  list_points(b, stones, around, lone, r);
  const PrivateEye eye = private_eye(b, stones, rules, settled);
  eyes.note(stones, eye.holds);
  r.private_eye = eye.holds;
  r.reason = eye.clause;
  r.regions.resize(eye.regions.size());
  auto out = r.regions.begin();
  for (const RegionEye& region : eye.regions) {
    to_points(region.points, out->points);
    out->private_eye = region.holds;
    out->reason = region.clause;
    ++out;
  }
}

// T22.2.3 棋串: every black and white string, by first stone (the colours interleaved), written
// over `out`: the strings of both colours are disjoint, so taking them in order of their first
// stone is a merge. The neighbours of each chain are noted in `around`, by slot (`chains`' view).
void string_reports(const BoardBits& b, const Chains& chains, const Rules& rules, EyeVerdicts& eyes,
                    std::vector<StringReport>& out, std::vector<Bitboard>& around) {
  const BottomStrings view = chains.view();
  out.resize(static_cast<std::size_t>(chains.count()));
  around.resize(static_cast<std::size_t>(chains.slots()));
  const Bitboard settled = small_strings_enclosing_nothing(b, rules);  // most strings, at once
  const Bitboard lone = lone_stones(b);                                // most strings: one stone
  // A stone whose chain has not been met yet is the first of its chain.
  std::array<bool, kMaxPoints> met{};  // by slot
  auto r = out.begin();
  b.stones().for_each([&](int first) {
    const std::uint16_t slot = view.slot_at[first];
    if (met[slot]) return;
    met[slot] = true;
    const Bitboard& s = chains.of(first);
    Bitboard& near = around[slot];
    const bool alone = lone.test(first);
    if (alone) point_neighbours(first, b.board, near);
    else near = neighbours(s, b.board);
    report_string(b, b.black.test(first) ? Colour::black : Colour::white, s, near, alone ? first : -1, rules, settled,
                  eyes, *r);
    ++r;
  });
}

}  // namespace

// T22.2.8 私眼: the string's verdict and one report per enclosed region (T18E.S2–S3).
StringReport string_report(const BoardBits& b, Colour c, const Bitboard& stones, const Rules& rules,
                           EyeVerdicts& eyes) {
  assert(stones.any() && stones.subset_of(b.stones_of(c)));
  StringReport r;
  report_string(b, c, stones, neighbours(stones, b.board), -1, rules, {}, eyes, r);
  return r;
}

Analysis analyze(const Position& pos, const Rules& rules) {
  Analysis a;
  Analyzer().analyze(pos, rules, a);
  return a;
}

void Analyzer::analyze(const Position& pos, const Rules& rules, Analysis& a) {
  const BoardBits b = bits_of(pos.board);
  a.size = pos.board.size();
  a.rules = name(rules.profile);
  switch_settings(rules, a.switches);
  chains_.rebuild(b);
  BottomStrings bottom = chains_.view();
  // Each private eye is judged once: for the string reports, then read by the attributes.
  EyeVerdicts eyes(b, rules, &bottom);
  string_reports(b, chains_, rules, eyes, a.strings, around_);
  holographic(eyes, rules, holo_);
  a.flowers = holo_.flowers;
  holo_.cells(a.holographic);
  bottom.around = around_.data();
  const HoloIndex strings(holo_, rules, HoloIndex::Labels::all, &bottom);  // the holographic strings, labelled once for T22.5 and T22.6
  for (Colour c : kColours)
    flybomb_forbidden(holo_, strings, c, rules, a.flybomb_forbidden[static_cast<std::size_t>(index(c))]);
  legal_stones_both(pos, holo_, strings, rules, a.legal_stones);
  a.score = score(holo_, rules, {});
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
