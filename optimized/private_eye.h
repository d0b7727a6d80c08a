// T22.2.8 私眼, T18.1, T18E on bitboards: whether a black or white string A has a private eye,
// region by region. Readings A01–A10, N03. Twin of reference::private_eye
// (reference/private_eye.h): the same verdicts and the same deciding clauses, region by region
// (no witness or detail text: those are the reference's, for explanations).
#pragma once
#include <string_view>
#include <vector>

#include "oracle/rules.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {

struct RegionEye {
  Bitboard points;          // the enclosed region
  bool holds = false;       // the region is a private eye of A
  std::string_view clause;  // the clause that decided, as the reference's Verdict::clause
};

struct PrivateEye {
  bool holds = false;
  std::string_view clause;
  std::vector<RegionEye> regions;
};

// `a` is a black or white string of `b` (all its stones).
PrivateEye private_eye(const BoardBits& b, const Bitboard& a, const Rules& rules);

// Twin of reference::existing_opponent_eye (T18E.S3.3.1, A06): do the examined strings (their
// union, all of colour o) already have an eye of one liberty or more?
bool existing_opponent_eye(const BoardBits& b, const Bitboard& a, const Bitboard& examined,
                           Cell o, const Rules& rules);

}  // namespace f3go::optimized
