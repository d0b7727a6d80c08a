// The pieces of the finder's results in words, shared by its case files (ambiguities.cpp) and its
// result lines and bounds (ambiguities_text.cpp).
#pragma once
#include <string>
#include <vector>

#include "judge/ambiguities.h"

namespace f3go::judge {

// The name of reading `reading` of the pair's switch.
std::string reading_name(const ReadingPair& p, int reading);

// The moves of a `moves:` line: "B C3; W pass".
std::string moves_text(const std::vector<Move>& moves);

// The points of a `dead:` line: GTP names separated by spaces.
std::string dead_text(const std::vector<Point>& ps);

// ", under eye.simulated_legality=capture_allowed" for a follow-up, else "".
std::string given_text(const ReadingPair& p);

// A direction Z3 left unknown, in the words of judge/smt_search.cpp: "Z3 gave no answer within
// 900000 ms at 7 stones[; a witness with 5 stones was found, none with fewer than 3 is proven]".
std::string smt_unknown_text(const SmtUnknown& u);

}  // namespace f3go::judge
