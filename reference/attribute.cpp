// T22.4 花棋串三性逻辑 (T18.3): the upper attribute of a flower string from HEIy, BAIy, HEIo, BAIo,
// counted on the bottom board (T22.3.2(1), T18.2 1b) where every other flower is a neutral wall.
#include "reference/attribute.h"

#include <utility>

#include "reference/private_eye.h"
#include "reference/rule_tables.h"
#include "reference/shared.h"

namespace f3go::reference {

namespace {

// T22.2.4 紧邻棋串: the strings of colour c with some stone orthogonally adjacent to the flower,
// each with its private eye. A10 eye.zero_liberty_strings: under `ignore`, a string without liberty
// on the bottom board (T22.2.8(1) 「可以保留一些无气黑白棋串」) is not counted; under `count` it
// counts like any other.
void add_adjacent_strings(const Board& b, const Points& flower, Colour c, SharedAnswers& shared,
                          std::vector<AdjacentString>& out) {
  // The strings of colour c with a stone among the flower's neighbours, read from there.
  for (Points& s : strings_in(b, neighbours_of(b, flower), stone(c))) {
    PrivateEyeVerdict eye = shared.private_eye(b, s);
    out.push_back(AdjacentString{c, std::move(s), std::move(eye)});
  }
}

// T22.4 「紧邻有私眼黑棋串数量HEIy…紧邻无私眼黑棋串数量HEIo」: how many of the counted adjacent
// strings of colour c have a private eye (first) and how many have none (second).
std::pair<int, int> count_with_and_without_eye(const std::vector<AdjacentString>& adjacent, Colour c) {
  int with_eye = 0;
  int without_eye = 0;
  for (const AdjacentString& s : adjacent) {
    if (s.colour != c || !s.counted()) continue;
    if (s.eye.verdict.holds) ++with_eye;
    else ++without_eye;
  }
  return {with_eye, without_eye};
}

}  // namespace

// T22.4 「其对应的底层棋局中的花棋串Xd的紧邻有私眼黑棋串数量为HEIy…」; T18.2 1b: one flower
// string at a time, every other flower at its bottom attribute (neutral, off-board). Private eyes
// are judged on the bottom board as given (T22.2.8(1)): no iteration, no fixpoint.
AttributeVerdict attribute_of(const Board& b, const Points& flower, SharedAnswers& shared) {
  AttributeVerdict out;
  for (Colour c : kColours) add_adjacent_strings(b, flower, c, shared, out.adjacent);
  const auto [hei_y, hei_o] = count_with_and_without_eye(out.adjacent, Colour::black);
  const auto [bai_y, bai_o] = count_with_and_without_eye(out.adjacent, Colour::white);
  out.report = tables::decide_attribute(hei_y, bai_y, hei_o, bai_o);  // the table: rule_tables.h
  out.report.stones = flower;
  return out;
}

// Alone, one attribute asks each adjacent string once (a string is black or white, never both).
AttributeVerdict attribute_of(const Board& b, const Points& flower, const Rules& rules) {
  SharedAnswers shared(rules);
  return attribute_of(b, flower, shared);
}

}  // namespace f3go::reference
