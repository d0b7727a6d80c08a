// optimized::Game — an incremental F3Go game state (T22.1, T22.3, T22.4, T22.6, T22.8): the twin of
// a reference Position advanced with reference::try_move, checked move by move in
// properties/stateful_properties.cpp (RapidCheck stateful test) and optimized/tests/game_test.cpp.
//
// Representation
// - The bottom board (底层棋局) as BoardBits; its Zobrist key (zobrist.h), updated by XOR.
// - Chains (chains.h): every black/white string of the bottom board in a slot, with the slot of
//   every stone point.
// - History (keyed_history.h): per earlier position its three sets, its key and the side to move
//   (A14: keys compared first, every key match confirmed by comparing the sets).
// - Flower strings with their four parameters, table row and attribute (T22.4), each with the
//   points that decide it, and the holographic board (T22.3.2(2)) as four sets.
// - Private-eye verdicts kept across boards (known_eyes.h).
// - The scalars of Position (side to move, flybombs, numbering, passes, schedule of modes A/B).
//
// Plain play (fast path, speed only, marked as such in game.cpp): a plain stone whose holographic
// neighbours, captures and own string are chains or keep a liberty is ordinary Go on the chains —
// A11's fix-points find nothing when every holographic string had a liberty (the fast path is
// taken under A11 `never` or then) — and is played on the chains alone, without allocation. Far
// from the flowers (it changes no point that is an input of a flower string's report: its own
// point, its captures, its suicide) every flower report stands; near them the reports are
// recomputed, and the turn stays on the fast path when every flower keeps its attribute. On a board
// without flowers every stone qualifies. Every other turn runs the steps of optimized/turn.h — the
// same copy optimized/play.cpp runs — with the holographic board taken from the incremental
// attributes.
//
// The attributes follow the "can have changed" rule stated and argued in known_eyes.h: flowers
// added or removed ⇒ every flower string's report recomputed; otherwise only the flower strings
// whose inputs meet a changed point (checked by is_consistent() against a recompute from scratch
// with optimized::attributes/holographic).
//
// Debug builds (NDEBUG not defined) run the full check after construction and after every play()
// and throw std::logic_error naming the first difference.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <boost/container/static_vector.hpp>

#include "oracle/move.h"
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/chains.h"
#include "optimized/keyed_history.h"
#include "optimized/known_eyes.h"
#include "optimized/position_bits.h"
#include "optimized/turn.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

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
  MoveOutcome play(const Move& move, Detail detail = Detail::full) {
    // Speed only, inline: a playout's question (no reason asked) about a stone on a point that is
    // not free has one answer whichever check refuses it first, tables::turn_refusal or free_point
    // — most refused tries of a random game end here.
    if (detail == Detail::legality && move.kind != Move::Kind::pass && !is_free(bottom_, move.stone)) return {};
    return play_checked(move, detail);
  }

  // The position, materialised: equals what the reference's try_move chain produces (history
  // included). Twin: reference Position; checked by stateful_properties.cpp and game_test.cpp.
  Position position() const;

  // Twin of reference::holographic(position().board, rules).cells / .at / .flowers
  // (reference/holographic.h); checked by stateful_properties.cpp.
  std::vector<HoloCell> holographic_cells() const;
  HoloCell holo_at(Point p) const;
  std::vector<FlowerReport> flowers() const;

  // Twin of reference::analyze(position(), rules()) (reference/analyze.h), from the state kept: the
  // strings from the chains with their liberties and private eyes (T22.2.8) on the bottom board,
  // the flower reports and holographic board kept (T22.4, T22.3), the forbidden points of both
  // sides on it (T22.5), legal_stones of both colours (T22.6) and score({}) (T22.7). Checked by
  // optimized/tests/game_test.cpp and, over GTP, by the certification of `f3go gtp --engine
  // optimized`.
  Analysis analysis() const;
  // Twin of reference::legal_stones(position(), c, rules()): every empty point where a plain stone
  // of c is legal, as if c were to move (the schedule of T22.8 and A29 ignored, as the reference's
  // `as_if` position does) — each stone played on a copy of the game, by play() itself.
  std::vector<Point> legal_stones(Colour c) const;
  // Twin of reference::score(position().board, rules(), dead) (T22.7): with no dead stones on the
  // holographic board kept; agreed dead stones (A21 input) leave another board, whose holographic
  // board is computed anew.
  ScoreReport score(const std::vector<Point>& dead) const;

  // A29 (oracle/position.h game_over).
  bool game_over() const { return f3go::game_over(meta_); }

  const Rules& rules() const { return rules_; }
  int size() const { return bottom_.size; }
  Colour to_move() const { return meta_.to_move; }
  const BoardBits& bottom() const { return bottom_; }
  std::uint64_t key() const { return key_; }
  // The chain (bottom string) through the stone at p; empty if p holds no stone. Twin:
  // optimized::string_at (reference/strings.h), which inconsistency() compares every chain with.
  Bitboard chain_at(Point p) const;

  // Recomputes everything from scratch (bits_of, zobrist, string_at, attributes, holographic) and
  // compares with the incremental state: "" when equal, else the first difference. Kept verdicts
  // that apply must be the recompute's, and kept inputs must hold what decides them now
  // (KeyedHistory, Chains and KnownEyes each check their own part).
  std::string inconsistency() const;
  bool is_consistent() const { return inconsistency().empty(); }

  // What the incremental rule saved: flower-string reports reused / recomputed, full recomputes
  // (flowers added or removed), turns played by the fast path on a board without flowers
  // (`fast_turns`), with flowers (`far_turns`: the stone changed no flower's input; `near_turns`:
  // it changed one, and the flower entries were recomputed where it met their reads), and by the
  // general path. Private-eye verdicts taken from the known ones (`eyes_known`) or judged
  // (`eyes_judged`, of which `eyes_carried` carried over from a string the stone joined).
  struct Stats {
    long reused = 0, recomputed = 0, full = 0, fast_turns = 0, far_turns = 0, near_turns = 0, general_turns = 0;
    long eyes_known = 0, eyes_judged = 0, eyes_carried = 0;
  };
  Stats stats() const {
    Stats s = stats_;
    s.eyes_known = known_eyes_.found();
    s.eyes_judged = known_eyes_.added();
    s.eyes_carried = known_eyes_.carried();
    return s;
  }

 private:
  class Boards;  // what the turn's steps (turn.h) obtain from the Game
  struct Holo;
  // One flower string, the points whose cells decide its report (the rule of known_eyes.h), and
  // the report (stones left empty, materialised by flowers(); rule and counts kept). The inputs by
  // the colour of a stone that comes to stand on an empty point (speed only): `reads[c]` holds
  // every input but the points next to a string of the other colour alone, which a stone of c
  // leaves deciding the same (Game::entry_of argues it); every other change of a cell is read
  // against inputs().
  struct FlowerEntry {
    Bitboard stones;
    std::array<Bitboard, 2> reads;
    FlowerReport report;
    Bitboard inputs() const { return reads[0] | reads[1]; }
  };

  // play() once a playout's early answer is ruled out: every check of the turn, in order.
  MoveOutcome play_checked(const Move& move, Detail detail);
  // Precondition: move is a stone on an empty point, and A11 is `never` or every holographic string
  // is known to breathe.
  MoveOutcome play_fast(const Move& move, Detail detail);
  // The opponent chains a stone of the side t at qb captures when the holographic strings around it
  // are its chains (play_fast): those next to qb (its neighbours `near`) with no liberty but qb
  // (T22.6 1(2), both readings of A12), and under A12 `adjacent`, unless every holographic string is
  // known to breathe, those next to the mover's string (its neighbours `around`) with no liberty at
  // all (T22.2.8(1)). Precondition: qb is one empty point and near its neighbours.
  Bitboard fast_captures(const Bitboard& qb, Colour t, const Bitboard& near, const Bitboard& around) const;
  // The fast path near a flower. The holographic strings of colour c that hold a flower (T22.3.2(4),
  // A32: under `separate` c's flowers alone), kept from one flower entries' commit to the next (a
  // stone of the far path changes none of them); flower_strings_of computes them.
  const Bitboard& flower_strings(Colour c) const;
  // The cells of colour c on the holographic board kept: its stones and the flowers of its colour.
  const Bitboard& holo_colour(Colour c) const { return c == Colour::black ? holo_black_ : holo_white_; }
  Bitboard flower_strings_of(Colour c) const;
  // The mover's holographic string once the side t's stone stands: `own`, the stone with t's chains
  // next to it (its neighbours `near`), and under A32 `merge` with the holographic strings holding
  // t's flowers that it joins. Precondition: own is the stone's point with the chains of t next to
  // it, and near the point's neighbours.
  Bitboard mover_string(Colour t, const Bitboard& own, const Bitboard& near) const;
  // Whether each holographic string of the side o that meets `reach` (points next to the empty
  // point qb, or next to the mover's string) and holds a flower keeps a liberty but qb. If so, the
  // stones of o's strings with a flower (the stone captures none of them), else nullopt.
  // Precondition: qb is one empty point, not in reach.
  std::optional<Bitboard> flower_strings_breathing(Colour o, const Bitboard& reach, const Bitboard& qb) const;
  // A12 `adjacent` asks for captures past the stone's neighbours: some holographic string may be
  // kept without liberty (not known to breathe).
  bool captures_kept_ones() const;
  // Whether two lists of flower entries of one set of flowers (each in the order of flowers_) give
  // every flower string the same attribute.
  static bool same_attributes(const std::vector<FlowerEntry>& a, const std::vector<FlowerEntry>& b);
  MoveOutcome play_general(const Move& move, Detail detail);
  // The general turn where the fast path does not apply (its scratch boards left unmemoised).
  MoveOutcome play_general_instead(const Move& move, Detail detail);
  // Counts a turn taken by the fast path: `fast_turns` without flowers, `far_turns` with them.
  void count_fast_turn();
  // A plain stone may try the fast path: every holographic string is known to breathe, or A11
  // `never` leaves the board as the stone's own steps make it (play_fast's argument).
  bool fast_path_open() const;
  // A14 (reference/rule_tables.h ko_refusal) for the board `after` of a turn of the side to move,
  // whose key is `key` and which removed `removals` stones: asked of the keyed history, by the
  // general turn and by the fast path alike.
  Step ko(const BoardBits& after, std::uint64_t key, int removals) const;
  void commit(const Move& move, const BoardBits& after, std::uint64_t after_key, int removals, bool spent,
              std::vector<FlowerEntry>* entries, const std::array<Bitboard, 2>* with_flowers = nullptr);
  // The holographic board kept, the union of the flower entries' inputs and whether every
  // holographic string breathes, from the bottom board and the flower entries.
  void set_holo();
  // Speed only: the counted strings next to flower strings that entry_of has found and judged on
  // one board (several flower strings often touch one string), with their neighbours and what
  // decides their verdicts, taken from here rather than found and judged again; kept up to
  // as many as FoundStrings holds (the first found), cleared for each board.
  struct FoundString {
    Bitboard stones, around, decided;
    bool holds;
  };
  using FoundStrings = boost::container::static_vector<FoundString, 16>;
  // The string of found_ that holds bit i, or null.
  const FoundString* found_at(int i) const {
    for (const FoundString& s : found_)
      if (s.stones.test(i)) return &s;
    return nullptr;
  }
  // T22.4 for the flower string f of board b (twin of optimized::attribute_of, which the check
  // compares with), with its inputs, and the strings it judges added to found_, which holds strings
  // of b only. Precondition: f is a flower string of b.
  FlowerEntry entry_of(const BoardBits& b, const Bitboard& f);
  // The string of colour c of board b through its stone at bit i, with its neighbours in `around`
  // and in `grown_from` the committed chain it grew from, when it grew from one (else empty).
  // Precondition: b is of the committed board's size and i a stone of colour c on b.
  Bitboard string_through(const BoardBits& b, int i, Colour c, Bitboard& around, Bitboard& grown_from) const;
  // The flower entries of board b, reusing the committed ones whose inputs did not change.
  void entries_for(const BoardBits& b, std::vector<FlowerEntry>& out);
  Holo holo_of(const BoardBits& b);
  // The holographic board kept (T22.3.2(2)), with its flower reports.
  HoloBits kept_holo() const;
  void check_after_mutation() const;

  Rules rules_;
  Position meta_;  // every field but board and history
  BoardBits bottom_;
  std::uint64_t key_ = 0;
  Chains chains_;
  KeyedHistory history_;
  std::vector<FlowerEntry> flowers_;
  KnownEyes known_eyes_;
  Bitboard holo_black_, holo_white_, holo_neutral_;
  // Every holographic string is known to have a liberty (T22.3.2(4), A32; computed without flowers
  // and under A11's fix-points), and the union of the flower entries' inputs: what the fast path
  // asks; `flower_reads_[c]`, the union of their reads[c].
  bool breathing_ = false;
  Bitboard flower_inputs_;
  std::array<Bitboard, 2> flower_reads_{};
  // flower_strings(c) by index(Colour), when known (speed only: computed on first use after a commit
  // of flower entries).
  mutable std::array<Bitboard, 2> flower_strings_{};
  mutable bool flower_strings_known_ = false;
  // Scratch of the general path, kept to reuse its storage.
  std::vector<FlowerEntry> scratch_, memo_entries_;
  FoundStrings found_;
  BoardBits memo_board_;
  bool memo_valid_ = false;
  Stats stats_;
};

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
