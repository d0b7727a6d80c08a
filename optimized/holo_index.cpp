// T22.3.2(4) holographic strings, labelled once per board or on demand (see holo_index.h).
#include "optimized/holo_index.h"

#include <cassert>

namespace f3go::optimized {

HoloIndex::HoloIndex(const HoloBits& h, const Rules& rules, Labels labels)
    : h_(&h), rules_(&rules), labels_(labels) {
  if (labels == Labels::on_demand) {
    id_.fill(kUnknown);
    return;
  }
  id_.fill(-1);
  Bitboard left = h.black | h.white;
  while (left.any()) {
    const HoloStringBits& s = strings_[static_cast<std::size_t>(label(left.first()))];
    left &= ~s.stones;
    if (s.liberties.none()) without_liberty_[static_cast<std::size_t>(index(s.colour))] |= s.stones;
  }
}

int HoloIndex::label(int i) const {
  const HoloBits& h = *h_;
  assert(h.black.test(i) || h.white.test(i));
  HoloStringBits s;
  s.colour = h.black.test(i) ? Colour::black : Colour::white;
  s.stones = holo_string_at(h, point_of(i), *rules_);
  s.flowers = s.stones.intersects(h.bottom.flower);
  s.around = neighbours(s.stones, h.bottom.board);
  s.liberties = s.around & h.empty;
  const auto id = static_cast<std::int16_t>(strings_.size());
  s.stones.for_each([&](int k) { id_[static_cast<std::size_t>(k)] = id; });
  strings_.push_back(s);
  return id;
}

HoloStringBits HoloIndex::string_at(int i) const {
  int id = id_[static_cast<std::size_t>(i)];
  if (id == kUnknown) id = label(i);
  assert(id >= 0);
  return strings_[static_cast<std::size_t>(id)];
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

}  // namespace f3go::optimized
