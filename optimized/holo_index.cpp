// T22.3.2(4) holographic strings, labelled once per board or on demand (see holo_index.h).
#include "optimized/holo_index.h"

#include <cassert>

namespace f3go::optimized {

HoloIndex::HoloIndex(const HoloBits& h, const Rules& rules, Labels labels, const BottomStrings* bottom)
    : h_(&h), rules_(&rules), bottom_(bottom), labels_(labels) {
  if (labels == Labels::on_demand) return;
  id_.fill(-1);
  // By first stone: a point not labelled yet is the first of its string (label files every point).
  (h.black | h.white).for_each([&](int i) {
    if (id_[static_cast<std::size_t>(i)] >= 0) return;
    const HoloStringBits& s = strings_[static_cast<std::size_t>(label(i))];
    if (!s.at_most_one_liberty) return;
    const auto c = static_cast<std::size_t>(index(s.colour));
    if (s.liberties.none()) without_liberty_[c] |= s.stones;
    else only_liberties_[c] |= s.liberties;
  });
}

int HoloIndex::label(int i) const {
  const HoloBits& h = *h_;
  assert(h.black.test(i) || h.white.test(i));
  const auto id = static_cast<std::int16_t>(strings_.size());
  HoloStringBits& s = strings_.emplace_back();  // filled in place
  s.colour = h.black.test(i) ? Colour::black : Colour::white;
  stones_at(i, s);
  s.liberties = s.around & h.empty;
  s.at_most_one_liberty = s.liberties.at_most_one();
  // Speed only: on demand the few strings labelled are searched (string_at), not filed point by point.
  if (labels_ == Labels::all) s.stones.for_each([&](int k) { id_[static_cast<std::size_t>(k)] = id; });
  else labelled_ |= s.stones;
  return id;
}

void HoloIndex::stones_at(int i, HoloStringBits& s) const {
  const HoloBits& h = *h_;
  if (bottom_ && !h.bottom.flower.test(i)) {
    // The bottom string through a stone, with the flowers of its colour next to it (T22.3.2(4):
    // under A32 `separate` a stone's string holds no flower, so it is the bottom string itself).
    const std::uint16_t slot = bottom_->slot_at[i];
    s.stones = bottom_->strings[slot];
    s.around = bottom_->around ? bottom_->around[slot] : neighbours(s.stones, h.bottom.board);
    assert(s.around == neighbours(s.stones, h.bottom.board));
    const Bitboard& colour = h.black.test(i) ? h.black : h.white;
    // A point of the stone's colour next to its bottom string is a flower of that colour: the
    // string joins flowers (A32 `merge`) or holds none.
    s.flowers = rules_->holo_merge() == HoloMerge::merge && s.around.intersects(colour);
    if (s.flowers) {
      s.stones = flood(s.stones, colour);
      s.around = neighbours(s.stones, h.bottom.board);
    }
    assert(s.stones == holo_string_at(h, point_of(i), *rules_) && s.flowers == s.stones.intersects(h.bottom.flower));
    return;
  }
  s.stones = holo_string_at(h, point_of(i), *rules_);
  s.around = neighbours(s.stones, h.bottom.board);
  s.flowers = s.stones.intersects(h.bottom.flower);
}

const HoloStringBits& HoloIndex::string_at(int i) const {
  assert(h_->black.test(i) || h_->white.test(i));
  if (labels_ == Labels::all) return strings_[static_cast<std::size_t>(id_[static_cast<std::size_t>(i)])];
  if (!labelled_.test(i)) return strings_[static_cast<std::size_t>(label(i))];
  for (const HoloStringBits& s : strings_)
    if (s.stones.test(i)) return s;
  assert(false && "a labelled point belongs to a labelled string");
  return strings_.front();
}

const HoloStrings& HoloIndex::strings() const {
  assert(labels_ == Labels::all);
  return strings_;
}

int HoloIndex::id_at(int i) const {
  assert(labels_ == Labels::all);
  return id_[static_cast<std::size_t>(i)];
}

const Bitboard& HoloIndex::without_liberty(Colour c) const {
  assert(labels_ == Labels::all);
  return without_liberty_[static_cast<std::size_t>(index(c))];
}

const Bitboard& HoloIndex::only_liberties(Colour c) const {
  assert(labels_ == Labels::all);
  return only_liberties_[static_cast<std::size_t>(index(c))];
}

}  // namespace f3go::optimized
