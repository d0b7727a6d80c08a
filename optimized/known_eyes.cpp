// The kept private-eye verdicts and the "can have changed" rule (known_eyes.h): each reading's scope
// named once in inputs_scope, from which E(A) and the points deciding a verdict are derived.
#include "optimized/known_eyes.h"

#include <algorithm>
#include <cassert>

#include "optimized/regions.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

InputsScope inputs_scope(Switch s, int reading) {
  assert(reading >= 0 && reading < static_cast<int>(info(s).readings.size()));
  constexpr InputsScope region = InputsScope::region, zone = InputsScope::zone, board = InputsScope::board;
  switch (s) {
    // Region by region (A02 `any`, A38 `string`, A09 `region`, A37 `region`): the pieces are fixed
    // as sets with A and the flowers, A01 chooses among them by their sets, and judging a region R
    // (A03–A08) reads R, A and N(A); A10's liberty test reads N(A).
    case Switch::region_needs_split:
      switch (static_cast<NeedsSplit>(reading)) {
        case NeedsSplit::split: return region;
        case NeedsSplit::always: return region;
        case NeedsSplit::inner_only: return region;
      }
      break;
    case Switch::region_connect:
      switch (static_cast<RegionConnect>(reading)) {
        case RegionConnect::any: return region;
        case RegionConnect::empty: return zone;  // the pieces depend on the stones of A's zone
      }
      break;
    case Switch::eye_own_colour:
      switch (static_cast<OwnColour>(reading)) {
        case OwnColour::region: return region;
        case OwnColour::adjacent_all: return region;
        case OwnColour::adjacent_any: return region;
      }
      break;
    case Switch::eye_examined:
      switch (static_cast<Examined>(reading)) {
        case Examined::region: return region;
        case Examined::adjacent: return region;
      }
      break;
    case Switch::eye_precondition:
      switch (static_cast<Precondition>(reading)) {
        case Precondition::required: return region;
        case Precondition::none: return region;
      }
      break;
    case Switch::eye_opponent_eye:
      switch (static_cast<OpponentEye>(reading)) {
        case OpponentEye::empty_string: return region;
        case OpponentEye::only_examined: return region;
        case OpponentEye::with_stones: return region;
        // The examined strings' own regions judged lie strictly inside R, and judging them reads
        // them, the string W ⊂ R and N(W) ⊂ R ∪ A; their pieces are fixed as sets with W and the
        // flowers (A02 `any`).
        case OpponentEye::own_private_eye: return region;
      }
      break;
    case Switch::eye_simulated_owner:
      switch (static_cast<SimulatedOwner>(reading)) {
        case SimulatedOwner::connected: return region;
        case SimulatedOwner::touching: return region;
        case SimulatedOwner::any: return region;
      }
      break;
    case Switch::eye_simulated_legality:
      switch (static_cast<SimulatedLegality>(reading)) {
        case SimulatedLegality::no_capture_no_suicide: return region;
        case SimulatedLegality::no_capture: return region;
        case SimulatedLegality::capture_allowed: return region;
        case SimulatedLegality::no_lift: return region;
      }
      break;
    case Switch::eye_simulated_area:
      switch (static_cast<SimulatedArea>(reading)) {
        case SimulatedArea::region: return region;
        case SimulatedArea::board: return zone;  // the additions reach A's zone, flowers are walls
      }
      break;
    case Switch::eye_zero_liberty_strings:
      switch (static_cast<ZeroLiberty>(reading)) {
        case ZeroLiberty::count: return region;
        case ZeroLiberty::ignore: return region;
      }
      break;
    case Switch::region_pieces:
      switch (static_cast<RegionPieces>(reading)) {
        case RegionPieces::bordered: return region;
        case RegionPieces::split_all: return board;  // unbordered pieces are judged
        case RegionPieces::all: return board;        // unbordered pieces count
      }
      break;
    case Switch::eye_method:
      switch (static_cast<EyeMethod>(reading)) {
        case EyeMethod::region: return region;
        case EyeMethod::empty_string: return zone;  // empty strings next to A and their strings' eyes
      }
      break;
    case Switch::region_wall:
      switch (static_cast<RegionWall>(reading)) {
        case RegionWall::string: return region;
        case RegionWall::same_colour: return zone;  // A's colour walls and shares the regions
      }
      break;
    case Switch::eye_simulated_additions:  // fewer additions than `anywhere`, in the same area (A09)
      switch (static_cast<SimulatedAdditions>(reading)) {
        case SimulatedAdditions::anywhere: return region;
        case SimulatedAdditions::extend: return region;
      }
      break;
    case Switch::eye_simulated_existing:  // whether a legal addition exists in the same area (A09)
      switch (static_cast<SimulatedExisting>(reading)) {
        case SimulatedExisting::counts: return region;
        case SimulatedExisting::needs_addition: return region;
      }
      break;
    case Switch::region_empty_wall:  // read only under A02 `empty`, whose scope is the zone already
      switch (static_cast<EmptyWall>(reading)) {
        case EmptyWall::any_stone: return region;
        case EmptyWall::own_colour: return region;
      }
      break;
    // Switches the private eye does not read (A31 `flowers_are_walls`, fixed, is the premise of
    // every scope above: flowers are walls to every flood).
    case Switch::capture_after_update:
    case Switch::capture_which:
    case Switch::move_suicide:
    case Switch::move_ko:
    case Switch::flybomb_whose_shapes:
    case Switch::flybomb_tiger_mouth:
    case Switch::flybomb_one_liberty_eye:
    case Switch::flybomb_judge_board:
    case Switch::flybomb_no_legal_point:
    case Switch::flybomb_capture_turn:
    case Switch::score_dead_stones:
    case Switch::score_komi:
    case Switch::score_area:
    case Switch::score_seki_split:
    case Switch::score_neutral_pocket:
    case Switch::score_recompute_attributes:
    case Switch::string_liberties:
    case Switch::mode_random_timing:
    case Switch::game_end:
    case Switch::flybomb_neutral_on_place:
    case Switch::eye_bottom_strings:
    case Switch::holo_merge:
    case Switch::holo_capture_flowers:
    case Switch::flybomb_own_capture_point:
    case Switch::score_dead_flowers:
    case Switch::flybomb_eye_kind:
    case Switch::move_suicide_timing:
      return InputsScope::not_read;
    case Switch::count:
      break;
  }
  return InputsScope::unclassified;
}

InputsScope eye_scope(const Rules& rules) {
  InputsScope widest = InputsScope::region;
  for (int i = 0; i < kSwitchCount; ++i) {
    const auto s = static_cast<Switch>(i);
    InputsScope scope = inputs_scope(s, rules.get(s));
    if (scope == InputsScope::unclassified) scope = InputsScope::board;
    if (scope != InputsScope::not_read) widest = std::max(widest, scope);
  }
  return widest;
}

namespace {

// E(A): the points whose cells decide A's private eye, given the flowers and A unchanged, where
// `scope` is eye_scope(rules).
Bitboard eye_inputs(const BoardBits& b, const Bitboard& a, const EyeVerdict& v, InputsScope scope) {
  switch (scope) {
    case InputsScope::region:
      // A verdict that holds is decided by any one region that holds (the regions are fixed as sets
      // while A and the flowers are, and judging R reads R, A and N(A)): the smallest such region;
      // one that does not, region by region by its witness (private_eye.h region_witness) or the
      // whole region.
      return v.deciding;
    case InputsScope::zone: return flood(a, b.board & ~b.flower);
    case InputsScope::board:
    case InputsScope::not_read:
    case InputsScope::unclassified: break;
  }
  return b.board;
}

// The points whose cells decide A's verdict, given the flowers and A (a string of the board)
// unchanged: A, E(A), and N(A) (A's liberties, read by A10 and by the regions judged whole) —
// except under A10 `count` (A37 `region`) when no region was read whole: then the verdict reads
// nothing but A, the flowers (the pieces are cut by A and the flowers alone) and E(A) (T18E.P1 with
// no region; else the regions' witnesses, private_eye.h region_witness).
// `scope` is eye_scope(rules).
Bitboard verdict_inputs(const BoardBits& b, const Bitboard& a, const EyeVerdict& v, const Rules& rules,
                        InputsScope scope) {
  const Bitboard e = a | eye_inputs(b, a, v, scope);
  const bool liberties_read = scope == InputsScope::region ? v.reads_liberties : !v.no_region;
  if (!liberties_read && rules.zero_liberty() == ZeroLiberty::count && rules.eye_method() == EyeMethod::region)
    return e;
  return e | neighbours(a, b.board);
}

// Whether `stones` is a whole string of b (a kept entry applies only then).
bool is_string_of(const BoardBits& b, const Bitboard& stones) {
  return stones.subset_of(b.stones()) && string_at(b, point_of(stones.first())) == stones;
}

}  // namespace

bool decides(const BoardBits& b, const Bitboard& a, const PrivateEye& pe, const Bitboard& inputs,
             const Rules& rules) {
  assert(is_string_of(b, a));
  const InputsScope scope = eye_scope(rules);
  EyeVerdict v = eye_verdict(pe);
  if (scope != InputsScope::region) return verdict_inputs(b, a, v, rules, scope).subset_of(inputs);
  // Region by region, a recompute may find another region or witness than the one kept: a region
  // that holds (any one of them) witnessed within the inputs or read whole; for a "no", each
  // region witnessed within the inputs or read whole.
  v.deciding = Bitboard{};
  v.reads_liberties = false;
  const bool witnessed = regions_witnessed(rules);
  const Bitboard whole = neighbours(a, b.board);  // with the region, what a region read whole reads
  const auto witness_in_inputs = [&](const RegionEye& r) {
    const std::optional<RegionWitness> w = witnessed ? region_witness(b, a, r.points, inputs, rules) : std::nullopt;
    return w && w->holds == r.holds;
  };
  if (!verdict_inputs(b, a, v, rules, scope).subset_of(inputs)) return false;
  bool covered = !pe.holds;
  for (const RegionEye& r : pe.regions) {
    const bool read = witness_in_inputs(r) || (r.points | whole).subset_of(inputs);
    if (pe.holds && r.holds && read) return true;
    if (!pe.holds) covered = covered && read;
  }
  return covered;
}

template <class F>
const KnownEye* KnownEyes::kept_for(int first, F&& accepts) const {
  for (const std::int8_t i : by_first_[static_cast<std::size_t>(first)]) {
    if (i < 0 || first_[static_cast<std::size_t>(i)] != first) continue;
    const KnownEye& k = kept_[static_cast<std::size_t>(i)];
    if (accepts(k)) return &k;
  }
  return nullptr;
}

bool KnownEyes::judge(const BoardBits& b, const Bitboard& a, Bitboard& inputs, const Bitboard& grown_from) {
  assert(string_at(b, point_of(a.first())) == a && grown_from.subset_of(a));
  const auto first = static_cast<std::int16_t>(a.first());
  if (const KnownEye* k = kept_for(first, [&](const KnownEye& e) { return e.applies_to(b, a); })) {
    ++found_;
    inputs |= k->inputs;
    return k->holds;
  }
  ++added_;
  const bool regions_kept = rules_.eye_method() == EyeMethod::region && regions_fixed_by_flowers(rules_);
  const std::optional<EyeVerdict> grown =
      grown_from.any() && grown_from != a ? grown_verdict(b, a, grown_from) : std::nullopt;
  carried_ += grown.has_value();
  const EyeVerdict v = grown          ? *grown
                       : regions_kept ? eye_verdict(b, a, regions_of(b, a), rules_)
                                      : eye_verdict(private_eye(b, a, rules_));
  const Bitboard decided_by = verdict_inputs(b, a, v, rules_, scope_);
  const bool by_empty_region = witnessed_ && v.holds && !v.reads_liberties;
  const KnownEye kept{a, b.flower, decided_by, b.black & decided_by, b.white & decided_by, v.holds, by_empty_region};
  if (kept_.size() < static_cast<std::size_t>(kKept)) kept_.push_back(kept);  // within the reserved capacity: no allocation
  else kept_[static_cast<std::size_t>(next_)] = kept;
  first_[static_cast<std::size_t>(next_)] = first;
  Slots& slots = by_first_[static_cast<std::size_t>(first)];
  std::copy_backward(slots.begin(), slots.end() - 1, slots.end());
  slots[0] = static_cast<std::int8_t>(next_);
  next_ = (next_ + 1) % kKept;
  inputs |= decided_by;
  return v.holds;
}

std::optional<EyeVerdict> KnownEyes::grown_verdict(const BoardBits& b, const Bitboard& a, const Bitboard& part) const {
  assert(part.any() && part.subset_of(a));
  if (!witnessed_ || rules_.needs_split() == NeedsSplit::inner_only) return std::nullopt;
  const KnownEye* k = kept_for(part.first(), [&](const KnownEye& e) {
    return e.stones == part && e.flower == b.flower && e.by_empty_region;
  });
  if (!k) return std::nullopt;
  const Bitboard r = k->inputs & ~k->stones;
  if (!r.subset_of(b.empty)) return std::nullopt;
  if (rules_.needs_split() == NeedsSplit::split && (neighbours(a, b.board) & ~b.flower & ~r).none()) return std::nullopt;
  EyeVerdict v;
  v.holds = true;
  v.no_region = false;
  v.deciding = r;
  return v;
}

const Bitboards& KnownEyes::regions_of(const BoardBits& b, const Bitboard& a) {
  assert(regions_fixed_by_flowers(rules_));
  const auto first = static_cast<std::int16_t>(a.first());
  for (int i = 0; i < regions_count_; ++i) {
    const KnownRegions& k = regions_[static_cast<std::size_t>(i)];
    if (regions_first_[static_cast<std::size_t>(i)] == first && k.stones == a && k.flower == b.flower)
      return k.regions;
  }
  const auto slot = static_cast<std::size_t>(regions_next_);
  regions_[slot] = KnownRegions{a, b.flower, regions_for(b, a)};
  regions_first_[slot] = first;
  regions_size_[slot] = static_cast<std::int16_t>(a.popcount());
  regions_next_ = (regions_next_ + 1) % kKeptRegions;
  regions_count_ = std::min(regions_count_ + 1, kKeptRegions);
  return regions_[slot].regions;
}

Bitboards KnownEyes::regions_for(const BoardBits& b, const Bitboard& a) const {
  assert(regions_fixed_by_flowers(rules_) && string_at(b, point_of(a.first())) == a);
  const int lacking_one = a.popcount() - 1;
  for (int i = 0; i < regions_count_; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (regions_size_[k] != lacking_one || regions_[k].flower != b.flower || !regions_[k].stones.subset_of(a))
      continue;
    const int grown_by = (a & ~regions_[k].stones).first();
    if (auto grown = regions_after_growth(b, a, grown_by, regions_[k].regions, rules_)) return *grown;
  }
  return enclosed_regions(b, a, rules_);
}

std::string KnownEyes::inconsistency(const BoardBits& b) const {
  for (const KnownEye& k : kept_) {
    if (!is_string_of(b, k.stones) || !k.applies_to(b, k.stones)) continue;
    const PrivateEye pe = private_eye(b, k.stones, rules_);
    if (pe.holds != k.holds || !decides(b, k.stones, pe, k.inputs, rules_))
      return "kept private-eye verdict of the string at " + to_gtp(point_of(k.stones.first())) + " differs";
  }
  for (int i = 0; i < regions_count_; ++i) {
    const KnownRegions& k = regions_[static_cast<std::size_t>(i)];
    if (is_string_of(b, k.stones) && k.flower == b.flower && enclosed_regions(b, k.stones, rules_) != k.regions)
      return "kept enclosed regions of the string at " + to_gtp(point_of(k.stones.first())) + " differ";
  }
  return "";
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
