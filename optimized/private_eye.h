// T22.2.8 私眼, T18.1, T18E on bitboards: whether a black or white string A has a private eye,
// region by region, or under A37 eye.method=empty_string empty string by empty string. Readings
// A01–A10, N03, A37. Twin of reference::private_eye
// (reference/private_eye.h): the same verdicts and the same deciding clauses, region by region
// (no witness or detail text: those are the reference's, for explanations).
#pragma once
#include <array>
#include <cassert>
#include <cstdint>
#include <string_view>
#include <vector>

#include "oracle/clauses.h"
#include "oracle/eye_step.h"
#include "oracle/rules.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {

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

// A verdict without its report, with the regions that decide it: when A has a private eye, the
// smallest region that holds (the first of the smallest), else the union of every region judged.
struct EyeVerdict {
  bool holds = false;
  bool no_region = true;  // no region was judged (T18E.P1, A10 `ignore`)
  Bitboard deciding;
};
// Read off a full report.
EyeVerdict eye_verdict(const PrivateEye& pe);
// Speed only: the same verdict judged with the regions taken smallest first, stopping at the first
// that holds. Precondition: A37 eye.method `region` and regions == enclosed_regions(b, a, rules).
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

}  // namespace f3go::optimized
