// T22.3.2(4) holographic strings, labelled once per board or on demand (see holo_index.h).
#include "optimized/holo_index.h"

#include <cassert>

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

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
    const Bitboard liberties = *s.around & h.empty;
    if (liberties.none()) without_liberty_[c] |= *s.stones;
    else only_liberties_[c] |= liberties;
  });
}

int HoloIndex::label(int i) const {
  const HoloBits& h = *h_;
  assert(h.black.test(i) || h.white.test(i));
  const auto id = static_cast<std::int16_t>(strings_.size());
  const Reached r = stones_at(i);
  strings_.push_back(HoloStringBits{h.black.test(i) ? Colour::black : Colour::white, r.flowers,
                                    (*r.around & h.empty).at_most_one(), r.stones, r.around});
  // Speed only: on demand the few strings labelled are searched (string_at), not filed point by point.
  if (labels_ == Labels::all) r.stones->for_each([&](int k) { id_[static_cast<std::size_t>(k)] = id; });
  else labelled_ |= *r.stones;
  return id;
}

HoloIndex::Reached HoloIndex::stones_at(int i) const {
  const HoloBits& h = *h_;
  if (bottom_ && !h.bottom.flower.test(i)) {
    // The bottom string through a stone, with the flowers of its colour next to it (T22.3.2(4):
    // under A32 `separate` a stone's string holds no flower, so it is the bottom string itself).
    const std::uint16_t slot = bottom_->slot_at[i];
    const Bitboard& stones = bottom_->strings[slot];
    const Bitboard* around = bottom_->around ? &bottom_->around[slot] : keep(neighbours(stones, h.bottom.board));
    assert(*around == neighbours(stones, h.bottom.board));
    const Bitboard& colour = h.black.test(i) ? h.black : h.white;
    // A point of the stone's colour next to its bottom string is a flower of that colour: the
    // string joins flowers (A32 `merge`) or holds none.
    Reached r{&stones, around, false};
    if (rules_->holo_merge() == HoloMerge::merge && around->intersects(colour)) {
      r.stones = keep(flood(stones, colour));
      r.around = keep(neighbours(*r.stones, h.bottom.board));
      r.flowers = true;
    }
    assert(*r.stones == holo_string_at(h, point_of(i), *rules_) && r.flowers == r.stones->intersects(h.bottom.flower));
    return r;
  }
  const Bitboard* stones = keep(holo_string_at(h, point_of(i), *rules_));
  return {stones, keep(neighbours(*stones, h.bottom.board)), stones->intersects(h.bottom.flower)};
}

const Bitboard* HoloIndex::keep(const Bitboard& set) const {
  kept_.push_back(set);
  return &kept_.back();
}

const HoloStringBits& HoloIndex::string_at(int i) const {
  assert(h_->black.test(i) || h_->white.test(i));
  if (labels_ == Labels::all) return strings_[static_cast<std::size_t>(id_[static_cast<std::size_t>(i)])];
  if (!labelled_.test(i)) return strings_[static_cast<std::size_t>(label(i))];
  for (const HoloStringBits& s : strings_)
    if (s.stones->test(i)) return s;
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

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
