// T22.4 花棋串三性逻辑 (T18.3): the upper attribute of a flower string from HEIy, BAIy, HEIo, BAIo,
// counted on the bottom board (T22.3.2(1), T18.2 1b) where every other flower is a neutral wall.
#include "reference/attribute.h"

#include <utility>

#include "reference/private_eye.h"
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

FlowerReport row(Clause rule, Attribute a) {
  FlowerReport r;
  r.rule = rule;
  r.attribute = a;
  return r;
}

// T22.4.2.3 「当HEIy=BAIy（HEIy、BAIy≥1）」: the stones without a private eye decide.
FlowerReport decide_tie(int hei_o, int bai_o) {
  // T22.4.2.3.1 「当HEIo>BAIo，则…黑棋串属性（黑性）」
  if (hei_o > bai_o) return row(Clause::T22_4_2_3_1, Attribute::black);
  // T22.4.2.3.2 「当HEIo<BAIo，则…白棋串属性（白性）」
  if (hei_o < bai_o) return row(Clause::T22_4_2_3_2, Attribute::white);
  // T22.4.2.3.3 「当HEIo=BAIo，则…中性分隔串属性（中性）」
  return row(Clause::T22_4_2_3_3, Attribute::neutral);
}

}  // namespace

FlowerReport decide_attribute(int hei_y, int bai_y, int hei_o, int bai_o) {
  FlowerReport r;
  // T22.4.1 「当HEIy+BAIy=0，则花棋串X的上层属性为“中性分隔串属性（中性）”」
  if (hei_y + bai_y == 0) r = row(Clause::T22_4_1, Attribute::neutral);
  // T22.4.2.1 「当HEIy>BAIy，则…黑棋串属性（黑性）」
  else if (hei_y > bai_y) r = row(Clause::T22_4_2_1, Attribute::black);
  // T22.4.2.2 「当HEIy<BAIy，则…白棋串属性（白性）」
  else if (hei_y < bai_y) r = row(Clause::T22_4_2_2, Attribute::white);
  else r = decide_tie(hei_o, bai_o);
  r.hei_y = hei_y;
  r.bai_y = bai_y;
  r.hei_o = hei_o;
  r.bai_o = bai_o;
  return r;
}

// T22.4 「其对应的底层棋局中的花棋串Xd的紧邻有私眼黑棋串数量为HEIy…」; T18.2 1b: one flower
// string at a time, every other flower at its bottom attribute (neutral, off-board). Private eyes
// are judged on the bottom board as given (T22.2.8(1)): no iteration, no fixpoint.
AttributeVerdict attribute_of(const Board& b, const Points& flower, SharedAnswers& shared) {
  AttributeVerdict out;
  for (Colour c : kColours) add_adjacent_strings(b, flower, c, shared, out.adjacent);
  const auto [hei_y, hei_o] = count_with_and_without_eye(out.adjacent, Colour::black);
  const auto [bai_y, bai_o] = count_with_and_without_eye(out.adjacent, Colour::white);
  out.report = decide_attribute(hei_y, bai_y, hei_o, bai_o);
  out.report.stones = flower;
  return out;
}

// Alone, one attribute asks each adjacent string once (a string is black or white, never both).
AttributeVerdict attribute_of(const Board& b, const Points& flower, const Rules& rules) {
  SharedAnswers shared(rules);
  return attribute_of(b, flower, shared);
}

}  // namespace f3go::reference
