// T22.2.8 私眼, T18.1, T18E on bitboards: whether a black or white string A has a private eye,
// region by region, or under A37 eye.method=empty_string empty string by empty string. Readings
// A01–A10, N03, A37. Twin of reference::private_eye
// (reference/private_eye.h): the same verdicts and the same deciding clauses, region by region
// (no witness or detail text: those are the reference's, for explanations).
#pragma once
#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "oracle/clauses.h"
#include "oracle/eye_step.h"
#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

struct BottomStrings;  // holo_index.h

struct RegionEye {
  Bitboard points;                       // the enclosed region
  bool holds = false;                    // the region is a private eye of A
  Clause clause = Clause::T18E_P2;       // the clause that decided, as the reference's
  EyeStep step = EyeStep::precondition;  // the step that decided, as the reference's
};

struct PrivateEye {
  bool holds = false;
  Clause clause = Clause::T18E_P1;
  EyeStep step = EyeStep::no_region;
  boost::container::static_vector<RegionEye, kMaxComponents> regions;  // one per region: inline, no heap
};

// `a` is a black or white string of `b` (all its stones). `settled`, speed only: empty, or
// small_strings_enclosing_nothing(b, rules) (regions.h), for a string whose first stone is one of
// those no region is looked for.
PrivateEye private_eye(const BoardBits& b, const Bitboard& a, const Rules& rules, const Bitboard& settled = {});

// Speed only (known_eyes.h): a region's witness, points whose cells, unchanged with A and the
// flowers, keep the verdict of an enclosed region of A whatever else changes, with no need of N(A).
struct RegionWitness {
  bool holds = false;
  Bitboard points;
};
// Where region_witness applies: the regions are sets fixed by A and the flowers (A02 `any`, A38
// `string`, N03 `bordered`), judged region by region (A37 `region`), and every string counts (A10
// `count`).
bool regions_witnessed(const Rules& rules);
// The witness of the enclosed region `region` of string a taken from `allowed` (nullopt when it
// holds none); judge_region gives the same verdict:
// - it holds when all its points are empty (T18E.S3.1 「只有空点串」; a region borders A, so A05
//   passes);
// - it does not when, under A03 `region`, a stone of A's colour stands in it (T18E.S3.2 「封闭区域R
//   内有其它同色黑色棋串」), or under A03 `adjacent_all` an empty point of it next to A has such a stone
//   next to it (T22.2.8(2): the empty string next to A holding it is next to another string of A's
//   colour); or, under A05 `required`, when its points next to A all hold stones (T18E.P2).
// Precondition: regions_witnessed(rules) and region is an enclosed region of a on b.
std::optional<RegionWitness> region_witness(const BoardBits& b, const Bitboard& a, const Bitboard& region,
                                            const Bitboard& allowed, const Rules& rules);

// A verdict without its report, with the points of its regions that decide it: when A has a private
// eye, the smallest region that holds (the first of the smallest; region_witness's smallest if it
// finds one that holds); else, region by region, the region's witness where region_witness finds
// one and the whole region where it does not. `reads_liberties`: N(A) decides it too — a region
// read whole (judging a region reads R, A and N(A)).
struct EyeVerdict {
  bool holds = false;
  bool no_region = true;  // no region was judged (T18E.P1, A10 `ignore`)
  bool reads_liberties = false;
  Bitboard deciding;
};
// Read off a full report (every region read whole).
EyeVerdict eye_verdict(const PrivateEye& pe);
// Speed only: the same verdict from the regions' witnesses, and the regions without one judged
// smallest first, stopping at the first that holds. Precondition: A37 eye.method
// `region` and regions == enclosed_regions(b, a, rules).
EyeVerdict eye_verdict(const BoardBits& b, const Bitboard& a, const Bitboards& regions, const Rules& rules);

// The private-eye verdicts of the strings of one bottom board, by first stone: each string judged
// once and shared by every question of one computation that needs it (the string reports, the
// attributes, the holographic board and the score of one analysis).
class EyeVerdicts {
 public:
  // `strings`, when given, are the strings of b (a caller's chains, Chains::view()) and outlive
  // the verdicts.
  EyeVerdicts(const BoardBits& b, const Rules& rules, const BottomStrings* strings = nullptr)
      : b_(b), rules_(rules), strings_(strings) {
    known_.fill(kUnknown);
  }
  // Whether string `a` of the board has a private eye (judged now or before).
  // Precondition: `a` is a black or white string of the board (all its stones).
  bool has_eye(const Bitboard& a);
  // Files the verdict of string `a` judged by the caller. Precondition: as has_eye's.
  void note(const Bitboard& a, bool holds) {
    assert(string_at(b_, point_of(a.first())) == a);
    known_[static_cast<std::size_t>(a.first())] = holds ? 1 : 0;
  }
  const BoardBits& board() const { return b_; }
  // The string of the stone at bit i (T22.2.3): taken from the strings given, else flooded (speed
  // only). Precondition: i is a black or white stone of the board.
  Bitboard string_through(int i) const;

 private:
  static constexpr std::int8_t kUnknown = -1;
  const BoardBits& b_;
  const Rules& rules_;
  const BottomStrings* strings_;
  std::array<std::int8_t, kBits> known_{};
};

// Twin of reference::existing_opponent_eye (T18E.S3.3.1, A06): do the examined strings (their
// union, all of colour o) already have an eye of one liberty or more?
bool existing_opponent_eye(const BoardBits& b, const Bitboard& a, const Bitboard& examined,
                           Cell o, const Rules& rules);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
