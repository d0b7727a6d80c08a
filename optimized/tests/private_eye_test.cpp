// The optimized private eye, attribute and flybomb rules on small diagrams, each answer derived
// from the clause named (the differential tests compare with the reference; these pin the clauses
// themselves, so that the two engines cannot agree on a wrong answer unnoticed).
#include <gtest/gtest.h>

#include "optimized/attribute.h"
#include "optimized/holographic.h"
#include "optimized/private_eye.h"
#include "optimized/regions.h"

namespace f3go::optimized {
namespace {

Point at(const char* gtp, int n) { return *parse_gtp(gtp, n); }

Bitboard set_of(std::initializer_list<const char*> pts, int n) {
  Bitboard b;
  for (const char* p : pts) b.set(at(p, n));
  return b;
}

Rules with(std::initializer_list<const char*> settings) {
  Rules r;  // profile 2022 defaults
  for (const char* s : settings) apply_setting(r, s, "test");
  return r;
}

// T22.2.6 / A01: the corner A5 cut off by A4-B4-B5 is a region; `split` keeps both pieces,
// `inner_only` drops the outer (largest) one. T18E.S3.1: a region of empty points only is a private eye.
TEST(Regions, CornerRingSplitsTheBoard) {
  const BoardBits b = bits_of(board_from_rows({". X . . .",
                                               "X X . . .",
                                               ". . . . .",
                                               ". . . . .",
                                               ". . . . ."}));
  const Bitboard a = string_at(b, at("B5", 5));
  const auto split = enclosed_regions(b, a, with({"region.needs_split=split"}));
  ASSERT_EQ(split.size(), 2u);
  EXPECT_EQ(split[0].popcount(), 25 - 3 - 1);  // ordered by first point: the outer piece holds A1
  EXPECT_EQ(split[1], set_of({"A5"}, 5));
  const auto inner = enclosed_regions(b, a, with({"region.needs_split=inner_only"}));
  ASSERT_EQ(inner.size(), 1u);
  EXPECT_EQ(inner[0], set_of({"A5"}, 5));
  const PrivateEye eye = private_eye(b, a, with({"region.needs_split=inner_only"}));
  EXPECT_TRUE(eye.holds);
  EXPECT_EQ(eye.clause, Clause::T18E_S3_1);
}

// T22.2.8(1) 「棋盘上的一切花棋串皆视同边界外区域」: with a flower at A5 the ring no longer divides
// the board, so A forms no region (T18E.P1) under `split`.
TEST(Regions, FlowerCornerIsOffBoard) {
  const BoardBits b = bits_of(board_from_rows({"F X . . .",
                                               "X X . . .",
                                               ". . . . .",
                                               ". . . . .",
                                               ". . . . ."}));
  const Bitboard a = string_at(b, at("B5", 5));
  EXPECT_TRUE(enclosed_regions(b, a, with({})).empty());
  const PrivateEye eye = private_eye(b, a, with({}));
  EXPECT_FALSE(eye.holds);
  EXPECT_EQ(eye.clause, Clause::T18E_P1);
}

// T18E.S3.3.2: inside the ring, white C5 can fill B5 and A4 and make a one-liberty eye at A5
// connected to C5 (no capture, no suicide): the inner region is not a private eye of A.
TEST(PrivateEye, WhiteCanMakeAnEyeInside) {
  const BoardBits b = bits_of(board_from_rows({". . O X .",
                                               ". . . X .",
                                               "X X X X .",
                                               ". . . . .",
                                               ". . . . ."}));
  const Bitboard a = string_at(b, at("D5", 5));
  const PrivateEye eye = private_eye(b, a, with({}));
  const Bitboard inner = set_of({"A5", "B5", "C5", "A4", "B4", "C4"}, 5);
  bool seen = false;
  for (const RegionEye& r : eye.regions)
    if (r.points == inner) {
      seen = true;
      EXPECT_FALSE(r.holds);
      EXPECT_EQ(r.clause, Clause::T18E_S3_3_2);
    }
  EXPECT_TRUE(seen);
}

// T18E.S3.3.2: white A5 in the two-point region {A5, B5}: the only candidate B5 touches black, so
// no sequence of additions makes an eye — the region is a private eye.
TEST(PrivateEye, WhiteCannotMakeAnEye) {
  const BoardBits b = bits_of(board_from_rows({"O . X . .",
                                               "X X X . .",
                                               ". . . . .",
                                               ". . . . .",
                                               ". . . . ."}));
  const Bitboard a = string_at(b, at("C5", 5));
  const PrivateEye eye = private_eye(b, a, with({"region.needs_split=inner_only"}));
  ASSERT_EQ(eye.regions.size(), 1u);
  EXPECT_EQ(eye.regions[0].points, set_of({"A5", "B5"}, 5));
  EXPECT_TRUE(eye.holds);
  EXPECT_EQ(eye.clause, Clause::T18E_S3_3_2);
}

// T22.4.2.1 「当HEIy>BAIy，则…黑棋串属性（黑性）」: the flower D5 touches the black string with a
// private eye (HEIy = 1) and no white string (BAIy = 0). T22.5.1: for black, B5 is the capture
// point of white A5 (its only liberty).
TEST(Attribute, FlowerNextToAnEyedBlackStringIsBlackLike) {
  const BoardBits b = bits_of(board_from_rows({"O . X F .",
                                               "X X X . .",
                                               ". . . . .",
                                               ". . . . .",
                                               ". . . . ."}));
  const Rules rules = with({});
  const FlowerReport f = attribute_of(b, set_of({"D5"}, 5), rules);
  EXPECT_EQ(f.hei_y, 1);
  EXPECT_EQ(f.bai_y, 0);
  EXPECT_EQ(f.rule, Clause::T22_4_2_1);
  EXPECT_EQ(f.attribute, Attribute::black);
  const HoloBits h = holographic(b, rules);
  EXPECT_EQ(h.at(at("D5", 5)), HoloCell::black);
  EXPECT_TRUE(is_capture_point(h, at("B5", 5), Colour::black, rules));
  const auto reasons = flybomb_forbidden_reasons(h, at("B5", 5), Colour::black, rules);
  ASSERT_FALSE(reasons.empty());
  EXPECT_EQ(reasons[0], ForbiddenReason::capture_point);
}

// T22.5.2 一气眼: A5 with black B5 and A4 around it is a one-liberty eye of black; forbidden to
// white under 2022 (A15 `opponent`), not to black (its own shape) unless A15 `both`.
TEST(Forbidden, OneLibertyEyeIsTheOpponentsShape) {
  const BoardBits b = bits_of(board_from_rows({". X . . .",
                                               "X . . . .",
                                               ". . . . .",
                                               ". . . . .",
                                               ". . . . ."}));
  const Rules rules = with({});
  const HoloBits h = holographic(b, rules);
  EXPECT_TRUE(is_one_liberty_eye(h, at("A5", 5), Colour::black, rules));
  const auto white = flybomb_forbidden_reasons(h, at("A5", 5), Colour::white, rules);
  EXPECT_EQ(white, ForbiddenReasons{ForbiddenReason::one_liberty_eye});
  EXPECT_TRUE(flybomb_forbidden_reasons(h, at("A5", 5), Colour::black, rules).empty());
  const Rules both = with({"flybomb.whose_shapes=both"});
  EXPECT_EQ(flybomb_forbidden_reasons(h, at("A5", 5), Colour::black, both),
            ForbiddenReasons{ForbiddenReason::one_liberty_eye});
}

}  // namespace
}  // namespace f3go::optimized
