// The holographic strings (T22.3.2(3)–(4), A32 holo.merge) of one holographic board, labelled: for
// each string its colour, stones, the points around it and whether its liberties (A27 `set`: the
// distinct empty points next to it) are one or none, and for each point the string it belongs to.
// Speed only: the twin of calling holo_string_at point by point. `all` labels every string at once (the legal-stone pass
// and the capture points of T22.5.1 read them all); `on_demand` floods a string the first time one
// of its points is asked for (one move reads only the strings around its stone).
// Compared with reference::holo_strings in differential_test.cpp (HoloIndexIsTheReferencesHoloStrings).
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/holographic.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// A labelled string. Its sets are not copied (speed only): they are the bottom string's and its
// neighbours as the caller keeps them (BottomStrings) when the string holds no flower, else the
// index's own; either way they live as long as the index.
struct HoloStringBits {
  Colour colour = Colour::black;
  bool flowers = false;              // it holds a flower (under A32 `separate`: it is a string of flowers)
  bool at_most_one_liberty = false;  // its liberties (A27 `set`: *around ∩ the holographic board's
                                     // empty points, not kept: speed only) are one or none
  const Bitboard* stones = nullptr;
  const Bitboard* around = nullptr;  // neighbours(*stones): the points next to the string
};

// The labelled strings, held inline (never on the heap): disjoint, so at most one per point.
using HoloStrings = boost::container::static_vector<HoloStringBits, kMaxPoints>;

// The strings of a bottom board as a caller keeps them (optimized::Game's chains): for each stone
// point its slot, for each slot its string (T22.2.3).
struct BottomStrings {
  const std::uint16_t* slot_at;      // kBits entries
  const Bitboard* strings;           // by slot
  const Bitboard* around = nullptr;  // by slot, when the caller has them: neighbours(strings[slot])
};

class HoloIndex {
 public:
  enum class Labels {
    all,
    on_demand
  };
  // h and rules must outlive the index; so must `bottom`, when given: the strings of h.bottom, from
  // which a holographic string is taken without a flood when no flower of its colour touches it.
  HoloIndex(const HoloBits& h, const Rules& rules, Labels labels = Labels::all,
            const BottomStrings* bottom = nullptr);
  // Its strings point into it: never copied.
  HoloIndex(const HoloIndex&) = delete;
  HoloIndex& operator=(const HoloIndex&) = delete;

  // The string through bit i (i black or white on the holographic board); the reference holds
  // until the next call labels another string.
  const HoloStringBits& string_at(int i) const;

  // Labels::all only. Every black and white holographic string, by first stone (the order of
  // holo_strings); the index of the string at bit i, or −1 where the point is empty or neutral;
  // the union of the strings of colour c without liberty (T22.2.8(1) keeps such strings); the
  // points that are the one liberty of a string of colour c (the union of their liberties).
  const HoloStrings& strings() const;
  int id_at(int i) const;
  const Bitboard& without_liberty(Colour c) const;
  const Bitboard& only_liberties(Colour c) const;

 private:
  int label(int i) const;  // floods the string through bit i and files it; returns its index

  // The holographic string through bit i (i black or white), the points around it and whether it
  // holds a flower.
  struct Reached {
    const Bitboard* stones;
    const Bitboard* around;
    bool flowers;
  };
  Reached stones_at(int i) const;
  // A set kept by the index for as long as it lives.
  const Bitboard* keep(const Bitboard& set) const;

  const HoloBits* h_;
  const Rules* rules_;
  const BottomStrings* bottom_;
  Labels labels_;
  mutable HoloStrings strings_;
  mutable boost::container::static_vector<Bitboard, 2 * kMaxPoints> kept_;  // keep()'s: two a string at most
  mutable std::array<std::int16_t, kBits> id_;                              // Labels::all only: the string of each point
  mutable Bitboard labelled_;                                               // Labels::on_demand: the points of the strings labelled so far
  std::array<Bitboard, 2> without_liberty_{}, only_liberties_{};            // by index(Colour)
};

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
