// T22.4 花棋串三性逻辑 on bitboards: the counting is the twin of reference/attribute.cpp; the table
// is the one of reference/rule_tables.h.
#include "optimized/attribute.h"

#include "optimized/private_eye.h"
#include "reference/rule_tables.h"

namespace f3go::optimized {
namespace {

// T22.2.4 紧邻棋串 of colour c (A10 `ignore`: strings without liberty skipped), split into those
// with a private eye (HEIy/BAIy) and those without (HEIo/BAIo).
std::pair<int, int> count_with_and_without_eye(const BoardBits& b, const Bitboard& flower, Colour c,
                                               const Rules& rules, EyeVerdicts& eyes) {
  int with_eye = 0, without_eye = 0;
  for_each_adjacent_string(b, flower, c, rules, [&](const Bitboard& s, bool counts) {
    if (!counts) return;
    if (eyes.has_eye(s)) ++with_eye;
    else ++without_eye;
  });
  return {with_eye, without_eye};
}

FlowerReport attribute_with(const BoardBits& b, const Bitboard& flower, const Rules& rules,
                            EyeVerdicts& eyes) {
  const auto [hei_y, hei_o] = count_with_and_without_eye(b, flower, Colour::black, rules, eyes);
  const auto [bai_y, bai_o] = count_with_and_without_eye(b, flower, Colour::white, rules, eyes);
  FlowerReport r = tables::decide_attribute(hei_y, bai_y, hei_o, bai_o);
  r.stones = to_points(flower);
  return r;
}

}  // namespace

FlowerReport attribute_of(const BoardBits& b, const Bitboard& flower, const Rules& rules) {
  EyeVerdicts eyes(b, rules);
  return attribute_with(b, flower, rules, eyes);
}

std::vector<FlowerReport> attributes(const BoardBits& b, const Rules& rules) {
  EyeVerdicts eyes(b, rules);
  return attributes(eyes, rules);
}

std::vector<FlowerReport> attributes(EyeVerdicts& eyes, const Rules& rules) {
  const BoardBits& b = eyes.board();
  std::vector<FlowerReport> out;
  for (const Bitboard& f : strings_of(b, Cell::flower)) out.push_back(attribute_with(b, f, rules, eyes));
  return out;
}

}  // namespace f3go::optimized
