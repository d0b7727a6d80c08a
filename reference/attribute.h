// T22.4 花棋串三性逻辑 (T18.3): the four parameters HEIy, BAIy, HEIo, BAIo of a flower string and
// its upper attribute, counted on the bottom board with every other flower neutral (T18.2 1b).
#pragma once
#include "oracle/observables.h"
#include "oracle/rules.h"
#include "reference/private_eye.h"
#include "reference/strings.h"

namespace f3go::reference {

class SharedAnswers;  // reference/shared.h

// A black or white string next to the flower (T22.2.4) with its private eye (T22.2.8).
struct AdjacentString {
  Colour colour = Colour::black;
  Points stones;
  PrivateEyeVerdict eye;
  // False when A10 `ignore` leaves out a string with no liberty: its verdict says so (T22.2.8(1)).
  bool counted() const { return eye.step != EyeStep::zero_liberties; }
};

struct AttributeVerdict {
  FlowerReport report;                   // the four counts, the row of the table, the attribute
  std::vector<AdjacentString> adjacent;  // every adjacent string, black first, each by first stone
};

// `flower` is a flower string of `b`. The report carries the table row that decided; the adjacent
// strings carry the verdicts it counted.
AttributeVerdict attribute_of(const Board& b, const Points& flower, const Rules& rules);
// The same under shared.rules(), each private eye asked through `shared`.
AttributeVerdict attribute_of(const Board& b, const Points& flower, SharedAnswers& shared);

}  // namespace f3go::reference
