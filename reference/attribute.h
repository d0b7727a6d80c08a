// T22.4 花棋串三性逻辑 (T18.3): the four parameters HEIy, BAIy, HEIo, BAIo of a flower string and
// its upper attribute, counted on the bottom board with every other flower neutral (T18.2 1b).
#pragma once
#include "oracle/observables.h"
#include "oracle/rules.h"
#include "reference/strings.h"

namespace f3go::reference {

class SharedAnswers;  // reference/shared.h

// `flower` is a flower string of `b`. The report carries the table row that decided.
FlowerReport attribute_of(const Board& b, const Points& flower, const Rules& rules);
// The same under shared.rules(), each private eye asked through `shared`.
FlowerReport attribute_of(const Board& b, const Points& flower, SharedAnswers& shared);

// The decision table alone (T22.4.1 … T22.4.2.3.3): row and attribute from the four counts.
FlowerReport decide_attribute(int hei_y, int bai_y, int hei_o, int bai_o);

}  // namespace f3go::reference
