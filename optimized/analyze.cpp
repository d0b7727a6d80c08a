// oracle/observables.h on bitboards; twin of reference/analyze.cpp, part for part: strings and
// liberties (T22.2.1–T22.2.3), private eyes region by region (T22.2.8, T18E.S3), flower
// attributes (T22.4), the holographic board (T22.3.2(2)), flybomb forbidden points (T22.5), legal
// stones (T22.6) and the score (T22.7).
#include "optimized/analyze.h"

#include <cassert>

#include "optimized/chains.h"
#include "optimized/holo_index.h"
#include "optimized/play.h"
#include "optimized/private_eye.h"
#include "optimized/score.h"

namespace f3go::optimized {

// T22.2.8 私眼: the string's verdict and one report per enclosed region (T18E.S2–S3).
StringReport string_report(const BoardBits& b, Colour c, const Bitboard& stones, const Rules& rules,
                           EyeVerdicts& eyes) {
  assert(stones.any() && stones.subset_of(b.stones_of(c)));
  StringReport r;
  r.colour = c;
  r.stones = to_points(stones);
  r.liberties = to_points(liberties(b, stones));  // T22.2.1 气, on the bottom board
  const PrivateEye eye = private_eye(b, stones, rules);
  eyes.note(stones, eye.holds);
  r.private_eye = eye.holds;
  r.reason = eye.clause;
  r.regions.reserve(eye.regions.size());
  for (const RegionEye& region : eye.regions)
    r.regions.push_back(RegionReport{to_points(region.points), region.holds, region.clause});
  return r;
}

namespace {

// T22.2.3 棋串: every black and white string, by first stone (the colours interleaved): the
// strings of both colours are disjoint, so taking them in order of their first stone is a merge.
std::vector<StringReport> string_reports(const BoardBits& b, const Chains& chains, const Rules& rules,
                                         EyeVerdicts& eyes) {
  std::vector<StringReport> out;
  out.reserve(static_cast<std::size_t>(chains.count()));
  Bitboard left = b.stones();
  while (left.any()) {
    const int first = left.first();
    const Bitboard& s = chains.of(first);
    left &= ~s;
    out.push_back(string_report(b, b.black.test(first) ? Colour::black : Colour::white, s, rules, eyes));
  }
  return out;
}

}  // namespace

Analysis analyze(const Position& pos, const Rules& rules) {
  Analysis a;
  const BoardBits b = bits_of(pos.board);
  a.size = pos.board.size();
  a.rules = std::string(name(rules.profile));
  a.switches = switch_settings(rules);
  // Each private eye is judged once: for the string reports, then read by the attributes.
  EyeVerdicts eyes(b, rules);
  Chains chains;
  chains.rebuild(b);
  a.strings = string_reports(b, chains, rules, eyes);
  const HoloBits h = holographic(eyes, rules);
  a.flowers = h.flowers;
  a.holographic = h.cells();
  const BottomStrings bottom = chains.view();
  const HoloIndex strings(h, rules, HoloIndex::Labels::all, &bottom);  // the holographic strings, labelled once for T22.5 and T22.6
  for (Colour c : kColours)
    a.flybomb_forbidden[static_cast<std::size_t>(index(c))] = flybomb_forbidden(h, strings, c, rules);
  a.legal_stones = legal_stones_both(pos, h, strings, rules);
  a.score = score(h, rules, {});
  return a;
}

}  // namespace f3go::optimized
