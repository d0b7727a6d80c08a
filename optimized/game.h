// optimized::Game — an incremental F3Go game state (T22.1, T22.3, T22.4, T22.6, T22.8): the twin of
// a reference Position advanced with reference::try_move, checked move by move in
// properties/stateful_properties.cpp (RapidCheck stateful test) and optimized/tests/game_test.cpp.
//
// Representation
// - The bottom board (底层棋局) as BoardBits; its Zobrist key (zobrist.h), updated by XOR.
// - Chains: every black/white string of the bottom board (T22.2.3) as a Bitboard in a slot, and the
//   slot of every stone point (`chain_id`). Merged on a stone, freed on a capture (re-split by flood
//   only if a removal ever took part of a chain, which the rules never do: a holographic string
//   holds whole bottom strings).
// - History (keyed_history.h): per earlier position its three sets, its key and the side to move
//   (A14: keys compared first, every key match confirmed by comparing the sets).
// - Flower strings with their four parameters, table row and attribute (T22.4), and the
//   holographic board (T22.3.2(2)) as four sets.
// - The scalars of Position (side to move, flybombs, numbering, passes, schedule of modes A/B).
//
// Plain play (fast path, marked as such in game.cpp): when the bottom board holds no flower and
// every string has a liberty ("calm"), a plain stone is ordinary Go — the holographic board is the
// bottom board, A12's two readings and A11's fix-points coincide (no string can be left without
// liberty but the captured ones and the mover's own) — and is played on the chains alone, without
// allocation. Every other turn runs the steps of optimized/turn.h — the same copy optimized/play.cpp
// runs — with the holographic board taken from the incremental attributes below.
//
// The "can have changed" rule of the attributes (checked by is_consistent() against a recompute
// from scratch with optimized::attributes/holographic):
//   Each flower string F keeps `inputs`, a set of points whose cells decide its report:
//     F ∪ N(F) ∪ ⋃_{A black/white string adjacent to F} (A ∪ N(A) ∪ E(A)), where E(A), the inputs
//     of A's private eye (T22.2.8, T18E), is
//       - the whole board under N03 region.pieces ≠ bordered (unbordered pieces count or are judged);
//       - else, under A02 region.connect = empty, A09 eye.simulated_area = board, A37 eye.method =
//         empty_string or A38 region.wall = same_colour: A's zone, the component of (board \ flowers)
//         holding A (under A37 `empty_string` the empty strings next to A, the strings next to them,
//         the eyes of those strings and the simulation's additions are all reached from A without a
//         flower; under A38 `same_colour` the other strings of A's colour wall and share the regions);
//       - else (A02 any, A09 region): the union of A's enclosed regions as judged (after A01) —
//         or, when A has a private eye, one region that holds (the smallest when it was judged;
//         A has an eye when some region holds, and each region is judged by itself: below). A
//         recompute may choose another holding region: the check asks only that the inputs kept
//         hold what decides each verdict now.
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
//   So: flowers added or removed ⇒ every attribute recomputed; otherwise only the flower strings
//   whose `inputs` meet a changed point. In a game the inputs are small while strings have no
//   enclosed region (T18E.P1 decides "no eye" from the piece count alone).
//
// Debug builds (NDEBUG not defined) run the full check after construction and after every play()
// and throw std::logic_error naming the first difference.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "oracle/move.h"
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"
#include "optimized/keyed_history.h"
#include "optimized/position_bits.h"
#include "optimized/turn.h"

namespace f3go::optimized {

class Game {
 public:
  // The game at `pos` under `rules`. Twin: the reference Position itself (a reference game is a
  // Position advanced with reference::try_move); checked by properties/stateful_properties.cpp.
  Game(const Position& pos, const Rules& rules);

  // Twin of reference::try_move(position(), move, rules, &after): the same MoveOutcome (reason,
  // captures in the same order, N28 double listing included); when legal the game advances to
  // `after`, otherwise it is unchanged. Checked by stateful_properties.cpp and game_test.cpp.
  // With Detail::legality a refused move's reason and a legal move's captured points are left
  // empty (a playout asks legality only); the game advances the same.
  MoveOutcome play(const Move& move, Detail detail = Detail::full);

  // The position, materialised: equals what the reference's try_move chain produces (history
  // included). Twin: reference Position; checked by stateful_properties.cpp and game_test.cpp.
  Position position() const;

  // Twin of reference::holographic(position().board, rules).cells / .at / .flowers
  // (reference/holographic.h); checked by stateful_properties.cpp.
  std::vector<HoloCell> holographic_cells() const;
  HoloCell holo_at(Point p) const;
  std::vector<FlowerReport> flowers() const;

  // A29 (oracle/position.h game_over).
  bool game_over() const { return f3go::game_over(meta_); }

  const Rules& rules() const { return rules_; }
  int size() const { return bottom_.size; }
  Colour to_move() const { return meta_.to_move; }
  const BoardBits& bottom() const { return bottom_; }
  std::uint64_t key() const { return key_; }
  // The chain (bottom string) through the stone at p; empty if p holds no stone.
  Bitboard chain_at(Point p) const;

  // Recomputes everything from scratch (bits_of, zobrist, string_at, attributes, holographic) and
  // compares with the incremental state: "" when equal, else the first difference. Kept verdicts
  // that apply must be the recompute's, and kept inputs must hold what decides them now.
  std::string inconsistency() const;
  bool is_consistent() const { return inconsistency().empty(); }

  // What the incremental rule saved: flower-string reports reused / recomputed, full recomputes
  // (flowers added or removed), turns played by the fast path and by the general path.
  // Private-eye verdicts taken from the known ones (`eyes_known`) or judged (`eyes_judged`).
  struct Stats {
    long reused = 0, recomputed = 0, full = 0, fast_turns = 0, general_turns = 0;
    long eyes_known = 0, eyes_judged = 0;
  };
  Stats stats() const {
    Stats s = stats_;
    s.eyes_known = known_eyes_.found();
    s.eyes_judged = known_eyes_.added();
    return s;
  }

  // One flower string and what decides it (public for game.cpp's helpers; not part of the API).
  struct FlowerEntry {
    Bitboard stones;
    Bitboard inputs;
    FlowerReport report;  // stones left empty (materialised by flowers()); rule and counts kept
  };
  // A private-eye verdict kept across boards: string A judged on a board with these flowers, the
  // points whose cells decided it (A ∪ N(A) ∪ E(A), the "can have changed" rule above) and their
  // black and white stones then. It holds on any board with the same flowers, A a string of it
  // and the same black and white stones on `inputs`.
  struct KnownEye {
    Bitboard stones, flower, inputs, black, white;
    bool holds = false;
    // Whether the verdict holds for string a of board b (precondition: a is a string of b).
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
  // first; no allocation).
  class KnownEyes {
   public:
    static constexpr int kKept = 64;
    static constexpr int kKeptRegions = 16;
    // Whether string a of board b has a private eye under `rules`: the kept verdict, or judged
    // now and kept. Adds the points that decided it (KnownEye::inputs) to `inputs`.
    // Precondition: a is a string of b.
    bool judge(const BoardBits& b, const Bitboard& a, const Rules& rules, Bitboard& inputs);
    long found() const { return found_; }
    long added() const { return added_; }
    const KnownEye* begin() const { return kept_.data(); }
    const KnownEye* end() const { return kept_.data() + count_; }
    const KnownRegions* regions_begin() const { return regions_.data(); }
    const KnownRegions* regions_end() const { return regions_.data() + regions_count_; }

   private:
    // The enclosed regions of string a of b, kept or computed now and kept.
    // Precondition: a is a string of b and regions_fixed_by_flowers(rules).
    const Bitboards& regions_of(const BoardBits& b, const Bitboard& a, const Rules& rules);

    static constexpr int kPerPoint = 4;
    using Slots = std::array<std::int8_t, kPerPoint>;
    static_assert(kKept <= 127, "entries are indexed by int8");

    std::array<KnownEye, kKept> kept_{};
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
    int count_ = 0, next_ = 0;
    std::array<KnownRegions, kKeptRegions> regions_{};
    std::array<std::int16_t, kKeptRegions> regions_first_{};
    int regions_count_ = 0, regions_next_ = 0;
    long found_ = 0, added_ = 0;
  };
 private:
  class Boards;  // what the turn's steps (turn.h) obtain from the Game
  struct Holo;

  MoveOutcome play_fast(const Move& move, Detail detail);
  MoveOutcome play_general(const Move& move, Detail detail);
  // A14 (reference/rule_tables.h ko_refusal) for the board `after` of a turn of the side to move,
  // whose key is `key` and which removed `removals` stones: asked of the keyed history, by the
  // general turn and by the fast path alike.
  Step ko(const BoardBits& after, std::uint64_t key, int removals) const;
  void commit(const Move& move, const BoardBits& after, int removals, bool spent,
              std::vector<FlowerEntry>* entries);
  void update_chains(const BoardBits& before, const BoardBits& after);
  void add_chain_stone(int bit);
  void remove_chain_stones(Bitboard gone);
  void rebuild_chains();
  void set_holo();
  // The flower entries of board b, reusing the committed ones whose inputs did not change.
  void entries_for(const BoardBits& b, std::vector<FlowerEntry>& out);
  Holo holo_of(const BoardBits& b);
  void check_after_mutation() const;

  Rules rules_;
  Position meta_;                  // every field but board and history
  BoardBits bottom_;
  std::uint64_t key_ = 0;
  std::array<std::uint16_t, kBits> chain_id_{};
  std::vector<Bitboard> chains_;   // by slot; empty = free
  std::vector<std::uint16_t> free_slots_;
  KeyedHistory history_;
  std::vector<FlowerEntry> flowers_;
  KnownEyes known_eyes_;
  Bitboard holo_black_, holo_white_, holo_neutral_;
  bool calm_ = false;              // no flower and no string without liberty (the fast path)
  // Scratch of the general path, kept to reuse its storage.
  std::vector<FlowerEntry> scratch_, memo_entries_;
  BoardBits memo_board_;
  bool memo_valid_ = false;
  Stats stats_;
};

}  // namespace f3go::optimized
