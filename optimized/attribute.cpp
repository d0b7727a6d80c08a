// T22.4 花棋串三性逻辑 on bitboards: the counting is the twin of reference/attribute.cpp; the table
// is the one of reference/rule_tables.h.
#include "optimized/attribute.h"

#include "optimized/private_eye.h"
#include "reference/rule_tables.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {
namespace {

// T22.2.4 紧邻棋串 of colour c (A10 `ignore`: strings without liberty skipped), split into those
// with a private eye (HEIy/BAIy) and those without (HEIo/BAIo).
std::pair<int, int> count_with_and_without_eye(const BoardBits& b, const Bitboard& flower, Colour c,
                                               const Rules& rules, EyeVerdicts& eyes) {
  int with_eye = 0, without_eye = 0;
  auto string_through = [&](int i) { return eyes.string_through(i); };
  for_each_adjacent_string(b, flower, c, rules, string_through, [&](const Bitboard& s, bool counts) {
    if (!counts) return;
    if (eyes.has_eye(s)) ++with_eye;
    else ++without_eye;
  });
  return {with_eye, without_eye};
}

// The report of one flower string, written over `r` (the storage of its stone list kept).
void attribute_with(const BoardBits& b, const Bitboard& flower, const Rules& rules, EyeVerdicts& eyes,
                    FlowerReport& r) {
  const auto [hei_y, hei_o] = count_with_and_without_eye(b, flower, Colour::black, rules, eyes);
  const auto [bai_y, bai_o] = count_with_and_without_eye(b, flower, Colour::white, rules, eyes);
  std::vector<Point> stones = std::move(r.stones);
  r = tables::decide_attribute(hei_y, bai_y, hei_o, bai_o);
  to_points(flower, stones);
  r.stones = std::move(stones);
}

}  // namespace

FlowerReport attribute_of(const BoardBits& b, const Bitboard& flower, const Rules& rules) {
  EyeVerdicts eyes(b, rules);
  FlowerReport r;
  attribute_with(b, flower, rules, eyes, r);
  return r;
}

std::vector<FlowerReport> attributes(const BoardBits& b, const Rules& rules) {
  EyeVerdicts eyes(b, rules);
  return attributes(eyes, rules);
}

std::vector<FlowerReport> attributes(EyeVerdicts& eyes, const Rules& rules) {
  std::vector<FlowerReport> out;
  attributes(eyes, rules, out);
  return out;
}

void attributes(EyeVerdicts& eyes, const Rules& rules, std::vector<FlowerReport>& out) {
  const BoardBits& b = eyes.board();
  const Bitboard& flowers = b.of(Cell::flower);
  std::size_t k = 0;
  for (Bitboard left = flowers; left.any(); ++k) {  // by first stone
    const Bitboard f = flood(Bitboard::of(point_of(left.first())), flowers);
    left &= ~f;
    if (k == out.size()) out.emplace_back();
    attribute_with(b, f, rules, eyes, out[k]);
  }
  out.resize(k);
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
