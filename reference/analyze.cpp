// oracle/observables.h: everything `f3go analyze` reports about one position, each part taken
// from the reference function for its clause — strings and liberties (T22.2.1–T22.2.3), private
// eyes region by region (T22.2.8, T18E.S3), flower attributes (T22.4), the holographic board
// (T22.3.2(2)), flybomb forbidden points (T22.5), legal stones (T22.6) and the score (T22.7).
#include "reference/analyze.h"

#include <algorithm>

#include "reference/forbidden.h"
#include "reference/holographic.h"
#include "reference/play.h"
#include "reference/private_eye.h"
#include "reference/score.h"
#include "reference/shared.h"
#include "reference/strings.h"

namespace f3go::reference {
namespace {

// T22.2.8 私眼: the string's verdict and one report per enclosed region (T18E.S2–S3).
StringReport string_report(const Board& b, Colour c, const Points& stones, SharedAnswers& shared) {
  StringReport r;
  r.colour = c;
  r.stones = stones;
  r.liberties = liberties(b, stones);  // T22.2.1 气, on the bottom board
  const PrivateEyeVerdict& eye = shared.private_eye(b, stones);
  r.private_eye = eye.verdict.holds;
  r.reason = eye.verdict.clause;
  for (const RegionVerdict& region : eye.regions)
    r.regions.push_back(RegionReport{region.points, region.verdict.holds, region.verdict.clause});
  return r;
}

// T22.2.3 棋串: every black and white string of the bottom board, by first stone (the two
// colours interleaved).
std::vector<StringReport> string_reports(const Board& b, SharedAnswers& shared) {
  std::vector<StringReport> out;
  for (Colour c : kColours)
    for (const Points& s : strings_of(b, stone(c))) out.push_back(string_report(b, c, s, shared));
  std::sort(out.begin(), out.end(), [](const StringReport& x, const StringReport& y) {
    return x.stones.front() < y.stones.front();
  });
  return out;
}

}  // namespace

Analysis analyze(const Position& pos, const Rules& rules) {
  // Every part below asks about the one bottom board pos.board: the private eye of a string for its
  // report and again for each flower next to it, the holographic board here, for every stone tried
  // (T22.6) and for the score. Those are identical questions, answered once (reference/shared.h).
  SharedAnswers shared(rules);
  return analyze(pos, shared);
}

Analysis analyze(const Position& pos, SharedAnswers& shared) {
  const Rules& rules = shared.rules();
  Analysis a;
  a.size = pos.board.size();
  a.rules = std::string(name(rules.profile));
  a.switches = switch_settings(rules);
  a.strings = string_reports(pos.board, shared);
  // T22.3.2(2) 全息棋局, T22.4 花棋串三性逻辑.
  const Holographic& h = shared.holographic(pos.board);
  a.flowers = h.flowers;
  a.holographic = h.cells;
  for (Colour c : kColours) {
    // T22.5 飞弹的禁手, judged on the holographic board of the position as given.
    a.flybomb_forbidden[static_cast<std::size_t>(index(c))] = flybomb_forbidden(h, c, rules);
    // T22.6 下棋流程: the empty points where c could play a stone now.
    a.legal_stones[static_cast<std::size_t>(index(c))] = legal_stones(pos, c, shared);
  }
  // T22.7: the score as if the game ended now, with no agreed dead stones.
  a.score = score(pos.board, {}, shared);
  return a;
}

}  // namespace f3go::reference
