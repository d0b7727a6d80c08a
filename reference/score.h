// T22.7 贴子和计算胜负: area counting on the holographic board with dead stones removed, seki
// halves, neutral pockets and both komi formulas. Readings: A21–A26. Benson's unconditional life
// (benson.h) serves A21/A25 `benson`.
#pragma once
#include <vector>

#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go::reference {

class SharedAnswers;  // reference/shared.h

// `dead` is the agreed list of dead stones (A21 input; ignored under A21 benson).
ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead = {});
// The same under shared.rules(), the holographic boards asked through `shared` (with no dead
// stones the board counted on is the position's own, already asked by its analysis).
ScoreReport score(const Board& bottom, const std::vector<Point>& dead, SharedAnswers& shared);

}  // namespace f3go::reference
