// The private-eye verdicts optimized::Game keeps across boards (T22.2.8 私眼, T18E), and the rule
// that says when a kept verdict, or a flower string's report (T22.4), cannot have changed. Twin:
// reference/private_eye.h `private_eye` judged on the board from scratch, which Game::inconsistency()
// compares every kept verdict with (after every play() in debug builds, in the random games of
// optimized/tests/game_test.cpp and properties/stateful_properties.cpp); the rule's classification of
// every switch reading and the reuse of a verdict are checked by optimized/tests/known_eyes_test.cpp.
// Speed only: the whole file (a verdict not kept is judged again, a flower string not reused is
// decided again).
//
// The "can have changed" rule (checked by Game::inconsistency() against a recompute from scratch
// with optimized::private_eye / attributes / holographic):
//   Each flower string F keeps `inputs`, a set of points whose cells decide its report:
//     F ∪ N(F) ∪ ⋃_{A black/white string adjacent to F} (A ∪ N(A) ∪ E(A)), where E(A), the inputs
//     of A's private eye (T22.2.8, T18E), is, by the widest scope of the readings (inputs_scope):
//       - the whole board under N03 region.pieces ≠ bordered (unbordered pieces count or are judged);
//       - else, under A02 region.connect = empty, A09 eye.simulated_area = board, A37 eye.method =
//         empty_string or A38 region.wall = same_colour: A's zone, the component of (board \ flowers)
//         holding A (under A37 `empty_string` the empty strings next to A, the strings next to them,
//         the eyes of those strings and the simulation's additions are all reached from A without a
//         flower; under A38 `same_colour` the other strings of A's colour wall and share the regions);
//       - else (A02 any, A09 region): A's enclosed regions as judged (after A01), each by itself
//         — or, when A has a private eye, one region that holds (the smallest when it was judged;
//         A has an eye when some region holds, and each region is judged by itself: below). A
//         region is read whole, with N(A), unless optimized::region_witness finds a witness of its
//         verdict (private_eye.h: a region of empty points only holds; a stone of A's colour in
//         it, or next to an empty point of it next to A, or no empty point of it next to A, says
//         no), which is then all it reads, without N(A). A recompute may choose another holding
//         region or witness: the check asks only that the inputs kept hold what decides each
//         verdict now.
//   When the set of flowers is unchanged and no point of `inputs` changed, F's report is unchanged:
//     * the strings adjacent to F are the same (a string changes only through a point of A ∪ N(A);
//       a new string touches F only through N(F));
//     * A10's liberty test reads N(A);
//     * with the flowers fixed, A02 `any` pieces are the components of board \ (flowers ∪ A), fixed
//       as sets, so A01/N03 (bordered) choose the same regions (`inner_only` by size); judging a
//       region R (T18E.S3: facts, A03, A04, A06 both kinds of existing eye, the simulation of A07/A08
//       under A09 `region`) reads only R, A and N(A) (A's liberties in violated strings); under A09
//       `board` or A02 `empty` the reads stay in A's zone (flowers are walls to every flood, and the
//       saturation of other zones does not change the fixed point inside this one). So a region
//       R that holds still holds, and A still has an eye, while R, A and N(A) are unchanged.
//   Of N(A), only a stone of A's colour can change F's report when the point is in no other part of
//   the inputs and A's verdict does not read N(A): a stone of the other colour there joins neither
//   A nor any string next to F, and leaves what decides A's verdict as it was (under A10 `count`
//   A counts whatever its liberties). Game keeps the inputs by the colour of such a stone
//   (FlowerEntry::reads).
//   So: flowers added or removed ⇒ every attribute recomputed; otherwise only the flower strings
//   whose `inputs` meet a changed point (a stone on an empty point: whose reads of its colour do).
//   In a game the inputs are small while strings have no enclosed region (T18E.P1 decides "no eye"
//   from the piece count alone).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/position_bits.h"
#include "optimized/private_eye.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// How far past A ∪ N(A) a reading lets A's private eye read (E(A) above), narrowest first:
// `region` A's enclosed regions, `zone` A's component of (board \ flowers), `board` the whole board;
// `not_read` for a switch the private eye does not read; `unclassified` for a reading the rule
// does not name (optimized/tests/known_eyes_test.cpp fails on it; the rule then reads the board).
enum class InputsScope : std::uint8_t {
  not_read,
  region,
  zone,
  board,
  unclassified
};

// The scope of reading `reading` of switch s, every other switch at its narrowest: one case per
// switch and per reading of a private-eye switch (no default, so that -Wswitch names a new one).
// Precondition: reading is an index of info(s).readings.
InputsScope inputs_scope(Switch s, int reading);

// The scope of E(A) under `rules`: the widest inputs_scope of its readings (`unclassified` read as
// `board`). Never `not_read` or `unclassified`.
InputsScope eye_scope(const Rules& rules);

// Whether `inputs` holds the points that decide the verdict of string a on b (pe: a's report on b,
// from optimized::private_eye): A, N(A) and E(A), where a verdict that holds region by region may
// rest on any region that holds — a kept verdict keeps the region that decided it while a recompute
// may choose another. Precondition: a is a string of b.
bool decides(const BoardBits& b, const Bitboard& a, const PrivateEye& pe, const Bitboard& inputs,
             const Rules& rules);

// A private-eye verdict kept across boards: string A judged on a board with these flowers, the
// points whose cells decided it (A ∪ N(A) ∪ E(A), the rule above) and their black and white stones
// then. It holds on any board with the same flowers, A a string of it and the same black and white
// stones on `inputs`.
struct KnownEye {
  Bitboard stones, flower, inputs, black, white;
  bool holds = false;
  bool by_empty_region = false;  // it holds by a region of empty points only: inputs \ stones
  // Whether the verdict holds for string a of board b (a kept verdict applies to a only when a is a
  // string of b, which the caller knows).
  bool applies_to(const BoardBits& b, const Bitboard& a) const {
    return stones == a && flower == b.flower && (b.black & inputs) == black && (b.white & inputs) == white;
  }
};

// The enclosed regions of string `stones` on boards with these flowers, kept while
// regions_fixed_by_flowers(rules) (optimized/regions.h): then they hold on any such board.
struct KnownRegions {
  Bitboard stones, flower;
  Bitboards regions;
};

// The last kKept verdicts judged and the last kKeptRegions region lists (each replaced oldest
// first; no allocation after construction).
class KnownEyes {
 public:
  static constexpr int kKept = 64;
  static constexpr int kKeptRegions = 16;
  // The verdicts of boards judged under `rules` (their eye_scope taken once).
  explicit KnownEyes(const Rules& rules)
      : rules_(rules),
        scope_(eye_scope(rules)),
        witnessed_(scope_ == InputsScope::region && regions_witnessed(rules)) {
    kept_.reserve(kKept);
  }
  // Whether string a of board b has a private eye: the kept verdict, or judged now and kept. Adds
  // the points that decided it (KnownEye::inputs) to `inputs`. `grown_from`, when not empty, is a
  // part of a that was a string of an earlier board with b's flowers (speed only: its kept verdict
  // may carry over, grown_verdict).
  // Precondition: a is a string of b, and grown_from a subset of a.
  bool judge(const BoardBits& b, const Bitboard& a, Bitboard& inputs, const Bitboard& grown_from = {});
  // Verdicts taken from the kept ones, and judged (of which carried over by grown_verdict).
  long found() const { return found_; }
  long added() const { return added_; }
  long carried() const { return carried_; }

  // "" when every kept verdict that applies to a string of b is optimized::private_eye's with its
  // inputs holding what decides it (`decides`), and every kept region list of a string of b with
  // b's flowers is optimized::enclosed_regions'; else the first difference.
  std::string inconsistency(const BoardBits& b) const;

 private:
  // Speed only: A's verdict from the kept one of `part`, a string of an earlier board with b's
  // flowers that A holds, when that one holds by a region R of empty points only: R, still all
  // empty, is a region of A too — a component of board \ (flowers ∪ A), since A holds `part` and
  // not R, and bordered by A — so A holds by it (T18E.S3.1), under A01 `always`, and under `split`
  // when A borders another piece (a point next to A off the flowers and off R). nullopt otherwise,
  // and under A01 `inner_only` (the outer piece may change) or readings region_witness does not
  // cover. Precondition: a is a string of b holding part.
  std::optional<EyeVerdict> grown_verdict(const BoardBits& b, const Bitboard& a, const Bitboard& part) const;
  // The enclosed regions of string a of b, kept or computed now and kept.
  // Precondition: a is a string of b and regions_fixed_by_flowers(rules_).
  const Bitboards& regions_of(const BoardBits& b, const Bitboard& a);
  // The enclosed regions of string a of b, not kept: carried over from those kept for a string
  // that lacks one stone of a, where regions_after_growth (optimized/regions.h) answers (speed
  // only), else computed. Precondition: as regions_of.
  Bitboards regions_for(const BoardBits& b, const Bitboard& a) const;

  // The kept verdict of a string whose first point is `first` that `accepts` (newest first), or
  // none.
  template <class F>
  const KnownEye* kept_for(int first, F&& accepts) const;

  static constexpr int kPerPoint = 4;
  using Slots = std::array<std::int8_t, kPerPoint>;
  static_assert(kKept <= 127, "entries are indexed by int8");

  Rules rules_;
  InputsScope scope_;
  // A verdict reads its regions by their witnesses (region_witness, under eye_scope `region`), so
  // that one held by a region of empty points reads that region alone (KnownEye::by_empty_region).
  bool witnessed_;
  // Up to kKept verdicts, filled in order then replaced at next_. A vector reserved once, not an
  // array, so that a Game's construction writes no unused entry (speed only).
  std::vector<KnownEye> kept_;
  // first_[i]: the first point of kept_[i].stones, read before the whole entry is compared.
  std::array<std::int16_t, kKept> first_{};
  // by_first_[p]: the entries last kept for strings whose first point is p, newest first (−1:
  // none; an entry since replaced by another string's has another first_ and is passed over).
  // Speed only: a verdict not found is judged again.
  std::array<Slots, kBits> by_first_ = [] {
    std::array<Slots, kBits> t;
    for (Slots& s : t) s.fill(-1);
    return t;
  }();
  int next_ = 0;
  std::array<KnownRegions, kKeptRegions> regions_;  // each empty (default-initialised, not zeroed)
  std::array<std::int16_t, kKeptRegions> regions_first_{};
  std::array<std::int16_t, kKeptRegions> regions_size_{};  // the stones of each kept string
  int regions_count_ = 0, regions_next_ = 0;
  long found_ = 0, added_ = 0, carried_ = 0;
};

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
