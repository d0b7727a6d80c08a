// optimized::Game (game.h): the incremental game state. The general turn runs the steps of
// optimized/turn.h (shared with optimized/play.cpp; twin of reference/play.cpp) — T22.6 下棋流程,
// T22.1, T22.8, readings A11–A14, A18–A20, A28–A30, A33 — with the holographic board taken from
// the incremental attributes; the fast path for plain stones that change no flower's input is
// marked as such.
#include "optimized/game.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <stdexcept>
#include <utility>

#include "optimized/analyze.h"
#include "optimized/attribute.h"
#include "optimized/holographic.h"
#include "optimized/play.h"
#include "optimized/private_eye.h"
#include "optimized/score.h"
#include "optimized/holo_index.h"
#include "optimized/turn.h"
#include "optimized/turn_start.h"
#include "optimized/zobrist.h"
#include "reference/rule_tables.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// ---------------------------------------------------------------------------------------------
// Small functions on sets.
namespace {

// Flower strings a Game holds room for without allocating (12 in a long 19×19 game with N = 6).
constexpr std::size_t kFlowerEntriesReserved = 32;

bool same_cells(const BoardBits& a, const BoardBits& b) {
  return a.size == b.size && a.black == b.black && a.white == b.white && a.flower == b.flower;
}

// The points whose cell differs between a and b (same size).
Bitboard changed_points(const BoardBits& a, const BoardBits& b) {
  return (a.black ^ b.black) | (a.white ^ b.white) | (a.flower ^ b.flower);
}

std::uint64_t cell_key(int cell, int bit) {
  return zobrist_keys()[static_cast<std::size_t>(cell)][static_cast<std::size_t>(bit)];
}

// The Zobrist key of `after` from the key of `before` (same size): XOR over the changed points.
std::uint64_t key_after(const BoardBits& before, const BoardBits& after, std::uint64_t key) {
  (before.black ^ after.black).for_each([&](int i) { key ^= cell_key(0, i); });
  (before.white ^ after.white).for_each([&](int i) { key ^= cell_key(1, i); });
  (before.flower ^ after.flower).for_each([&](int i) { key ^= cell_key(2, i); });
  return key;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// The flower entries: T22.4 for each flower string, with the points that decide it (the "can have
// changed" rule of known_eyes.h).

// Speed only: the committed board's chain through i when it stands whole on b with no new stone of
// its colour next to it (then no stone joins it: an old one next to it would be in it); when new
// stones touch it, a flood from the whole chain (connected, so in the string), which it notes in
// `grown_from`; else a flood from i. `grown_from` is left empty but in the second case.
Bitboard Game::string_through(const BoardBits& b, int i, Colour c, Bitboard& around, Bitboard& grown_from) const {
  assert(b.size == bottom_.size && b.stones_of(c).test(i));
  const Bitboard& stones = b.stones_of(c);
  grown_from = Bitboard{};
  if (bottom_.stones_of(c).test(i)) {
    const Bitboard& chain = chains_.of(i);
    if (chain.subset_of(stones)) {  // the chain stands whole: the string is the chain, or grows from it
      const Bitboard added = stones & ~bottom_.stones_of(c);
      around = neighbours(chain, b.board);
      if (!around.intersects(added)) return chain;
      const Bitboard s = flood(chain, stones);
      around = neighbours(s, b.board);
      grown_from = chain;
      return s;
    }
  }
  const Bitboard s = flood(Bitboard::of(point_of(i)), stones);
  around = neighbours(s, b.board);
  return s;
}

// The reads (FlowerEntry): F ∪ N(F) and, for each string A next to F, A with what decides its
// verdict (KnownEyes::judge: A ∪ E(A), and N(A) where a region is read whole or under A10
// `ignore`) in both colours' reads, and N(A) in the reads of A's colour (in both under A10 `ignore`, whose
// liberty test reads N(A)). A stone of the other colour on a point of N(A) that is in no other
// part leaves the report as it was, whatever else changes where the reads see it: A stays a string
// next to F (the stone joins neither A nor, not being next to F, any string next to F), with the
// same verdict (nothing that decides it changed) and counted (A10 `count`).
Game::FlowerEntry Game::entry_of(const BoardBits& b, const Bitboard& f) {
  assert(f.any() && f.subset_of(b.flower) && flood(f, b.flower) == f);
  Bitboard both = f | neighbours(f, b.board);
  std::array<Bitboard, 2> next_to{};  // N(A) of the strings A of each colour next to F
  const bool liberties_read = counting_reads_liberties(rules_);
  int with_eye[2] = {0, 0}, without_eye[2] = {0, 0};
  // the neighbours of the string just found, the chain it grew from, and whether found_ holds it
  // (speed only: computed once)
  Bitboard around, grown_from;
  const FoundString* known = nullptr;
  const auto string_of = [&](int i, Colour c) {
    known = found_at(i);
    if (!known) return string_through(b, i, c, around, grown_from);
    around = known->around;
    return known->stones;
  };
  for (Colour c : kColours)
    for_each_adjacent_string(
        b, f, c, rules_, [&](int i) { return string_of(i, c); },
        [&](const Bitboard& s, bool counts) {
          both |= s;
          (liberties_read ? both : next_to[static_cast<std::size_t>(index(c))]) |= around;
          if (!counts) return;
          Bitboard decided = known ? known->decided : Bitboard{};
          const bool holds = known ? known->holds : known_eyes_.judge(b, s, decided, grown_from);
          if (!known && found_.size() < found_.capacity()) found_.push_back({s, around, decided, holds});
          both |= decided;
          ++(holds ? with_eye : without_eye)[index(c)];
        });
  // Speed only: made whole at the end, never zeroed first and filled.
  return FlowerEntry{f,
                     {both | next_to[0], both | next_to[1]},
                     tables::decide_attribute(with_eye[0], with_eye[1], without_eye[0], without_eye[1])};
}

// ---------------------------------------------------------------------------------------------
// The holographic board of a turn's intermediate board (HoloBits without its flower list: the
// play steps read only the sets).
struct Game::Holo {
  HoloBits bits;
};

void Game::entries_for(const BoardBits& b, std::vector<FlowerEntry>& out) {
  out.clear();
  found_.clear();
  if (b.flower.none()) return;
  const bool same_flowers = b.flower == bottom_.flower;
  if (!same_flowers) {
    ++stats_.full;
    for (const Bitboard& f : components(b.flower)) out.push_back(entry_of(b, f));
    return;
  }
  // A stone of c on an empty point is read against reads[c]; every other change against inputs().
  const Bitboard added_black = b.black & bottom_.empty, added_white = b.white & bottom_.empty;
  const Bitboard other = changed_points(bottom_, b) & ~(added_black | added_white);
  for (const FlowerEntry& e : flowers_) {
    if (!added_black.intersects(e.reads[0]) && !added_white.intersects(e.reads[1]) &&
        !other.intersects(e.inputs())) {
      ++stats_.reused;
      out.push_back(e);
      continue;
    }
    ++stats_.recomputed;
    out.push_back(entry_of(b, e.stones));
  }
}

// Speed only: the board is made whole at each return, never zeroed first and filled.
Game::Holo Game::holo_of(const BoardBits& b) {
  if (same_cells(b, bottom_))  // the committed board: its holographic sets are kept
    return Holo{HoloBits{b, holo_black_, holo_white_, holo_neutral_, b.empty, {}}};
  if (!memo_valid_ || !same_cells(memo_board_, b)) {
    entries_for(b, memo_entries_);
    memo_board_ = b;
    memo_valid_ = true;
  }
  Bitboard black = b.black, white = b.white, neutral;
  for (const FlowerEntry& e : memo_entries_) {
    switch (e.report.attribute) {
      case Attribute::black: black |= e.stones; break;
      case Attribute::white: white |= e.stones; break;
      case Attribute::neutral: neutral |= e.stones; break;
    }
  }
  return Holo{HoloBits{b, black, white, neutral, b.empty, {}}};
}

// ---------------------------------------------------------------------------------------------
// Construction, commit.

Game::Game(const Position& pos, const Rules& rules) : rules_(rules), meta_(pos), known_eyes_(rules) {
  meta_.board = Board{};
  meta_.history.clear();
  bottom_ = bits_of(pos.board);
  key_ = zobrist(bottom_);
  // Room for a long game's boards (4 × area turns, 512 at least) before the history grows.
  const auto area = static_cast<std::size_t>(pos.board.size() * pos.board.size());
  history_.reserve(pos.history.size() + std::max<std::size_t>(512, 4 * area));
  // The flower entries of a turn are filled in place: room for the flower strings of a long game.
  for (std::vector<FlowerEntry>* v : {&flowers_, &scratch_, &memo_entries_}) v->reserve(kFlowerEntriesReserved);
  for (const HistoryEntry& h : pos.history) {
    const BoardBits b = bits_of(h.board);
    history_.push(b, zobrist(b), h.to_move);
  }
  chains_.rebuild(bottom_);
  for (const Bitboard& f : components(bottom_.flower)) flowers_.push_back(entry_of(bottom_, f));
  set_holo();
  check_after_mutation();
}

Bitboard Game::chain_at(Point p) const {
  if (!bottom_.contains(p) || !bottom_.stones().test(p)) return {};
  return chains_.of(bit_of(p));
}

void Game::set_holo() {
  holo_black_ = bottom_.black;
  holo_white_ = bottom_.white;
  holo_neutral_ = Bitboard{};
  flower_reads_ = {};
  flower_strings_known_ = false;
  for (const FlowerEntry& e : flowers_) {
    switch (e.report.attribute) {
      case Attribute::black: holo_black_ |= e.stones; break;
      case Attribute::white: holo_white_ |= e.stones; break;
      case Attribute::neutral: holo_neutral_ |= e.stones; break;
    }
    flower_reads_[0] |= e.reads[0];
    flower_reads_[1] |= e.reads[1];
  }
  flower_inputs_ = flower_reads_[0] | flower_reads_[1];
  // Known only where the fast path asks it (no flower, or A11's fix-points): a flood per colour.
  breathing_ = (bottom_.flower.none() || !update_removes_nothing(rules_)) &&
               every_holo_string_breathes(bottom_, holo_black_, holo_white_, rules_);
}

// The counters of reference/rule_tables.h (T22.1.b numbering, A29 passes, T22.8 flybomb counts),
// the bottom board, and the history for A14 (as next_position of reference/play.cpp); the chains
// follow `after` already (the caller updates them, knowing what changed).
// `after_key` is the Zobrist key of `after`; `entries` (the general path, the fast path near a
// flower) are the flower entries of `after`; without them (a pass, the fast path far from the
// flowers) every flower entry stands. `with_flowers`, when given, is flower_strings of `after`.
void Game::commit(const Move& move, const BoardBits& after, std::uint64_t after_key, int removals, bool spent,
                  std::vector<FlowerEntry>* entries, const std::array<Bitboard, 2>* with_flowers) {
  assert(after_key == key_after(bottom_, after, key_));
  if (move.kind != Move::Kind::pass) {
    bottom_ = after;
    key_ = after_key;
  }
  if (entries) {
    flowers_.swap(*entries);
    set_holo();
    if (with_flowers) {  // speed only: no flood
      flower_strings_ = *with_flowers;
      flower_strings_known_ = true;
    }
  } else if (move.kind != Move::Kind::pass) {
    // Fast path: the flowers and their attributes stand (game.h); every holographic string known
    // to breathe still does (play_fast's argument).
    holo_black_ = bottom_.black | (holo_black_ & bottom_.flower);
    holo_white_ = bottom_.white | (holo_white_ & bottom_.flower);
  }
  memo_valid_ = false;
  tables::count_turn(meta_, move, removals, spent);
  history_.push(bottom_, key_, meta_.to_move);
  check_after_mutation();  // the last change of a legal turn
}

void Game::check_after_mutation() const {
#ifndef NDEBUG
  if (const std::string bad = inconsistency(); !bad.empty())
    throw std::logic_error("optimized::Game is inconsistent: " + bad);
#endif
}

// ---------------------------------------------------------------------------------------------
// The general turn: the steps of optimized/turn.h (shared with optimized/play.cpp), with the
// holographic board of each board of the turn from the incremental attributes and A14 from the
// keyed history.

class Game::Boards : public TurnBoards {
 public:
  explicit Boards(Game& game) : game_(game) {}
  HoloBits holographic_of(const BoardBits& b) override { return game_.holo_of(b).bits; }
  Step ko(const Turn& turn, Colour) override {
    return game_.ko(turn.board, key_of(turn.board), turn.removal_count());
  }
  // The Zobrist key of b (speed only: the last one computed is kept for the commit).
  std::uint64_t key_of(const BoardBits& b) {
    if (!keyed_ || !same_cells(keyed_board_, b)) {
      keyed_board_ = b;
      key_ = key_after(game_.bottom_, b, game_.key_);
      keyed_ = true;
    }
    return key_;
  }

 private:
  Game& game_;
  bool keyed_ = false;
  BoardBits keyed_board_;
  std::uint64_t key_ = 0;
};

Step Game::ko(const BoardBits& after, std::uint64_t key, int removals) const {
  auto repeats = [&](std::optional<Colour> to_move) { return history_.repeats(after, key, to_move); };
  auto two_back = [&] { return history_.two_back(after); };
  const Colour next = opponent(meta_.to_move);
  if (auto r = tables::ko_refusal(rules_.ko(), next, removals, meta_.last_captures, repeats, two_back))
    return illegal(*r);
  return legal();
}

MoveOutcome Game::play_general(const Move& move, Detail detail) {
  ++stats_.general_turns;
  const Holo holo = holo_of(bottom_);
  const BottomStrings chains = chains_.view();
  const HoloIndex strings(holo.bits, rules_, HoloIndex::Labels::on_demand, &chains);
  TurnStart start;
  start.board = bottom_;
  start.holo = &holo.bits;
  start.strings = &strings;
  Turn turn{bottom_, {}, {}};
  bool spent = false;
  Boards boards(*this);
  if (Step v = play_moves(turn, start, move, rules_, boards, spent); !v.ok) return refused(v, detail);
  std::vector<Point> captured = detail == Detail::full ? turn.removal_list() : std::vector<Point>{};
  // The entries of the final board (usually memoised already).
  if (same_cells(turn.board, bottom_)) {
    scratch_ = flowers_;
  } else {
    holo_of(turn.board);
    scratch_.swap(memo_entries_);
  }
  chains_.update(bottom_, turn.board);
  commit(move, turn.board, boards.key_of(turn.board), turn.removal_count(), spent, &scratch_);
  return {true, "", std::move(captured)};
}

// Fast path (speed only): a plain stone of t at q, when A11 is `never` or every holographic string
// is known to breathe, played as ordinary Go on the chains. Far from the flowers (`far_turns`) it
// changes no point that is an input of a flower entry (q, its captures, its own string under A13
// `allowed`); near them (`near_turns`) it changes one, and its flower entries are recomputed. The
// argument (T22.6, T22.3.2(4), known_eyes.h):
// - Far: q is not next to a flower (N(F) is in F's inputs), nor is any chain next to q (a string A
//   next to F has A ∪ N(A) in F's inputs, and q is in N(A)). So the holographic strings next to q
//   are their chains under both readings of A32, the mover's string is q with its own chains next
//   to it, and the holographic liberties are the bottom board's empty points. The captures
//   (fast_captures, A12) are chains; those that meet no input hold no flower and border none (a
//   string next to F is in F's inputs), so they are holographic strings too.
// - Near: the opponent's holographic strings that the stone can capture and that hold a flower —
//   its flowers next to q and, under A32 `merge`, its chains next to q that share a string with
//   its flowers; under A12 `adjacent` with a string kept without liberty, those next to the mover's
//   string — each keep a liberty but q (flower_strings_breathing), so the stone captures none of
//   them and leaves none without liberty; the opponent's other strings there are chains, captured
//   as such. The mover's string holds q with its chains next to it, and under `merge` the
//   holographic strings with the mover's flowers that it joins (mover_string): when q's own chains
//   give it a liberty, it has one. Under `separate` the mover's flowers next to q are strings of
//   their own, which must keep a liberty but q too. A stone that leaves the mover's string without
//   liberty is refused here when A40 judges it before the update under A13 `forbidden` (T22.6 on
//   the holographic board before the update: the same string, the same captures); otherwise (the
//   update might give the string a flower, or A13 removes it) it is left to the general turn.
//   Flowers are in no chain, so none is removed.
// - The holographic board after the stone: far, every flower report stands by the "can have
//   changed" rule; near, the reports are recomputed (entries_for) and the turn stays here only when
//   every flower keeps its attribute. Either way it is the bottom board after the stone with the
//   same flowers, as the general turn's update finds it: A40 `before_update` and `after_update`
//   judge the same string with the same liberties, and the flower entries are those the general
//   turn would commit.
// - A11: under `never` the update removes nothing. The fix-points are taken only when every
//   holographic string breathed before the stone: then only a string next to q can have lost its
//   last liberty — an opponent's, captured, or the mover's, judged by A13 — so every string still
//   breathes after it and the fix-points remove nothing.
// - A40 `never` leaves the stone without liberty, which is not ordinary Go; it is played by the
//   general turn, as is every stone the conditions above do not admit.
MoveOutcome Game::play_fast(const Move& move, Detail detail) {
  assert(move.kind == Move::Kind::stone && bottom_.empty.test(move.stone) && fast_path_open());
  const Colour t = move.colour;
  const Point q = move.stone;
  const Bitboard qb = Bitboard::of(q);
  // neighbours(qb) and the stone with its own chains next to it, point by point (speed only)
  Bitboard near, own = qb;
  bool joins = false;
  const Bitboard& mine = bottom_.stones_of(t);
  for_each_neighbour(bit_of(q), bottom_.board, [&](int n) {
    near.set(n);
    if (mine.test(n)) own |= chains_.of(n), joins = true;
  });
  const Bitboard around = joins ? neighbours(own, bottom_.board) : near;
  Bitboard caught = fast_captures(qb, t, near, around);
  const bool changes_inputs = flower_inputs_.test(bit_of(q)) || caught.intersects(flower_inputs_);
  Bitboard mover = own;  // the mover's holographic string
  if (changes_inputs) {  // near a flower: the strings the stone can capture, as holographic strings
    mover = mover_string(t, own, near);
    Bitboard reach = near;
    if (captures_kept_ones()) {  // A12 `adjacent`: those next to the mover's string
      reach = mover == own ? around : neighbours(mover, bottom_.board);
      if (mover != own) caught = fast_captures(qb, t, near, reach);
    }
    const std::optional<Bitboard> with_flowers = flower_strings_breathing(opponent(t), reach, qb);
    // the mover's own strings with a flower next to q that are not the mover's string (A32 `separate`)
    const Bitboard apart = near & ~mover;
    if (!with_flowers || (apart.intersects(flower_strings(t)) && !flower_strings_breathing(t, apart, qb)))
      return play_general_instead(move, detail);
    caught &= ~*with_flowers;  // chains of strings that keep a liberty
  }
  Bitboard removed = caught;
  bool self_removed = false;
  if (!around.intersects((bottom_.empty & ~qb) | caught)) {  // T22.6 1(1), A13
    if (rules_.suicide_timing() == SuicideTiming::never) return play_general_instead(move, detail);
    if (changes_inputs) {
      // Near a flower: refused when judged before the update (A40) on the mover's holographic
      // string, which the stone leaves without liberty; otherwise the general turn (the update
      // may give the string a flower, and a string holding flowers may have a liberty).
      if (rules_.suicide_timing() != SuicideTiming::before_update || rules_.suicide() != Suicide::forbidden ||
          neighbours(mover, bottom_.board).intersects((bottom_.empty & ~qb) | caught))
        return play_general_instead(move, detail);
      ++stats_.near_turns;
      return refused(illegal(Clause::T22_6, "suicide"), detail);
    }
    if (rules_.suicide() == Suicide::forbidden) {
      count_fast_turn();
      return refused(illegal(Clause::T22_6, "suicide"), detail);
    }
    if (own.intersects(flower_inputs_)) return play_general_instead(move, detail);
    removed |= own;
    self_removed = true;
  }
  // The bottom board after the turn, and its key by XOR.
  BoardBits after = bottom_;
  std::uint64_t key = key_;
  if (self_removed) {  // the stone's string leaves with it (the stone itself never stood)
    after.stones_of(t) &= ~own;
    (own & ~qb).for_each([&](int i) { key ^= cell_key(index(t), i); });
  } else {
    after.stones_of(t).set(bit_of(q));
    after.empty.reset(bit_of(q));
    key ^= cell_key(index(t), bit_of(q));
  }
  if (caught.any()) {
    after.stones_of(opponent(t)) &= ~caught;
    caught.for_each([&](int i) { key ^= cell_key(index(opponent(t)), i); });
  }
  after.empty |= removed & ~qb;
  // Near a flower the reports can change only where the stone or a capture meets their reads
  // (entry_of); elsewhere every flower entry stands, as far from them.
  const bool changes_reports =
      changes_inputs && (flower_reads_[static_cast<std::size_t>(index(t))].test(bit_of(q)) || removed.intersects(flower_inputs_));
  if (changes_reports) {  // the flower entries of `after`, memoised for the general turn if it is needed
    entries_for(after, memo_entries_);
    memo_board_ = after;
    memo_valid_ = true;
    if (!same_attributes(memo_entries_, flowers_)) return play_general_instead(move, detail);
  }
  if (changes_inputs) ++stats_.near_turns;
  else count_fast_turn();
  // A14.
  const int removals = removed.popcount();
  if (Step v = ko(after, key, removals); !v.ok) return refused(v, detail);
  std::vector<Point> captured = removed.any() && detail == Detail::full ? to_points(removed) : std::vector<Point>{};
  assert(changes_reports || mover == own);                               // a stone joining a string with a flower meets the reads
  chains_.update(after, removed & ~qb, self_removed ? Bitboard{} : qb);  // the stone itself never stood when removed
  if (changes_reports) {
    // The strings with a flower after the stone: the opponent's stand (none is captured), the
    // mover's take in its string when it joins one.
    std::array<Bitboard, 2> with_flowers{flower_strings(Colour::black), flower_strings(Colour::white)};
    if (mover != own) with_flowers[static_cast<std::size_t>(index(t))] |= mover;
    scratch_.swap(memo_entries_);
    commit(move, after, key, removals, false, &scratch_, &with_flowers);
  } else {
    stats_.reused += static_cast<long>(flowers_.size());
    commit(move, after, key, removals, false, nullptr);
  }
  return {true, "", std::move(captured)};
}

Bitboard Game::flower_strings_of(Colour c) const {
  const Bitboard& holo = holo_colour(c);
  const Bitboard flowers = holo & bottom_.flower;
  return flood(flowers, holo_string_cells(bottom_, holo, true, rules_));
}

const Bitboard& Game::flower_strings(Colour c) const {
  if (!flower_strings_known_) {
    for (Colour k : kColours) flower_strings_[static_cast<std::size_t>(index(k))] = flower_strings_of(k);
    flower_strings_known_ = true;
  }
  return flower_strings_[static_cast<std::size_t>(index(c))];
}

Bitboard Game::mover_string(Colour t, const Bitboard& own, const Bitboard& near) const {
  assert(own.intersects(near) || own.popcount() == 1);
  if (!(own | near).intersects(flower_strings(t))) return own;
  return flood(own, holo_string_cells(bottom_, holo_colour(t) | own, false, rules_));
}

std::optional<Bitboard> Game::flower_strings_breathing(Colour o, const Bitboard& reach, const Bitboard& qb) const {
  assert(qb.popcount() == 1 && bottom_.empty.intersects(qb) && !reach.intersects(qb));
  const Bitboard& with_flowers = flower_strings(o);
  Bitboard seeds = reach & with_flowers;
  if (seeds.none()) return Bitboard{};
  const Bitboard& holo = holo_colour(o);
  const Bitboard within = holo_string_cells(bottom_, holo, true, rules_);
  const Bitboard others = bottom_.empty & ~qb;  // the liberties left once the stone stands
  while (seeds.any()) {
    const int i = seeds.first();
    // Speed only: a chain or a flower string with a liberty of its own gives its string one.
    const Bitboard part = bottom_.flower.test(i) ? flood(Bitboard::of(point_of(i)), within & bottom_.flower) : chains_.of(i);
    if (neighbours(part, bottom_.board).intersects(others)) {
      seeds &= ~part;
      continue;
    }
    const Bitboard s = flood(part, within);
    seeds &= ~s;
    if (!neighbours(s, bottom_.board).intersects(others)) return std::nullopt;
  }
  return with_flowers & ~bottom_.flower;
}

Bitboard Game::fast_captures(const Bitboard& qb, Colour t, const Bitboard& near, const Bitboard& around) const {
  assert(qb.popcount() == 1 && bottom_.empty.intersects(qb) && near == neighbours(qb, bottom_.board));
  const Bitboard& theirs = bottom_.stones_of(opponent(t));
  Bitboard seeds = (captures_kept_ones() ? around : near) & theirs, caught;
  if (seeds.none()) return caught;  // speed only: no opponent stone to look at
  // A chain has no liberty but q when each of its stones is "gasping": no empty neighbour but q.
  const Bitboard gasping = theirs & ~touched(bottom_.empty & ~qb, bottom_.board);
  seeds &= gasping;
  while (seeds.any()) {
    const Bitboard& chain = chains_.of(seeds.first());
    seeds &= ~chain;
    if (chain.subset_of(gasping)) caught |= chain;
  }
  return caught;
}

bool Game::same_attributes(const std::vector<FlowerEntry>& a, const std::vector<FlowerEntry>& b) {
  assert(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].report.attribute != b[i].report.attribute) return false;
  return true;
}

bool Game::captures_kept_ones() const { return !breathing_ && captures_adjacent_kept(rules_); }

bool Game::fast_path_open() const { return breathing_ || update_removes_nothing(rules_); }

void Game::count_fast_turn() {
  if (bottom_.flower.any()) ++stats_.far_turns;
  else ++stats_.fast_turns;
}

MoveOutcome Game::play_general_instead(const Move& move, Detail detail) {
  MoveOutcome general = play_general(move, detail);
  memo_valid_ = false;
  return general;
}

MoveOutcome Game::play_checked(const Move& move, Detail detail) {
  if (auto r = tables::turn_refusal(meta_, move)) return refused(illegal(*r), detail);  // T22.1, T22.8, A29
  if (move.kind == Move::Kind::pass) {
    commit(move, bottom_, key_, 0, false, nullptr);  // T22.6 1(1) 「下虚着（Pass）」; never a ko violation (A14)
    return {true, "", {}};
  }
  // The first step of both paths (T22.6 1(2)/(3) for the turn's stone), taken before either
  // prepares its boards.
  if (Step v = free_point(bottom_, move.stone, Clause::T22_6); !v.ok) return refused(v, detail);
  return move.kind == Move::Kind::stone && fast_path_open() ? play_fast(move, detail)
                                                            : play_general_instead(move, detail);
}

// ---------------------------------------------------------------------------------------------
// Materialised views.

Position Game::position() const {
  Position p = meta_;
  p.board = board_of(bottom_);
  p.history = history_.entries();
  return p;
}

HoloCell Game::holo_at(Point p) const { return holo_cell(holo_black_, holo_white_, holo_neutral_, p); }

std::vector<HoloCell> Game::holographic_cells() const {
  return holo_cells(size(), holo_black_, holo_white_, holo_neutral_);
}

std::vector<FlowerReport> Game::flowers() const {
  std::vector<FlowerReport> out;
  for (const FlowerEntry& e : flowers_) {
    FlowerReport r = e.report;
    r.stones = to_points(e.stones);
    out.push_back(std::move(r));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Questions about the position reached, from the state kept.

HoloBits Game::kept_holo() const {
  HoloBits h;
  h.bottom = bottom_;
  h.black = holo_black_;
  h.white = holo_white_;
  h.neutral = holo_neutral_;
  h.empty = bottom_.empty;
  h.flowers = flowers();
  return h;
}

Analysis Game::analysis() const {
  Analysis a;
  a.size = size();
  a.rules = std::string(name(rules_.profile));
  a.switches = switch_settings(rules_);
  EyeVerdicts eyes(bottom_, rules_);
  for (Bitboard left = bottom_.stones(); left.any();) {  // the chains, by first stone
    const Bitboard& chain = chains_.of(left.first());
    left &= ~chain;
    a.strings.push_back(string_report(bottom_, bottom_.black.test(chain.first()) ? Colour::black : Colour::white,
                                      chain, rules_, eyes));
  }
  const HoloBits h = kept_holo();
  a.flowers = h.flowers;
  a.holographic = holographic_cells();
  const HoloIndex strings(h, rules_);
  for (Colour c : kColours) {
    a.flybomb_forbidden[static_cast<std::size_t>(index(c))] = flybomb_forbidden(h, strings, c, rules_);
    a.legal_stones[static_cast<std::size_t>(index(c))] = legal_stones(c);
  }
  a.score = optimized::score(h, rules_, {});
  return a;
}

std::vector<Point> Game::legal_stones(Colour c) const {
  Game as_if = *this;
  as_if.meta_.to_move = c;
  as_if.meta_.random_turns = {};
  as_if.meta_.consecutive_passes = 0;
  std::vector<Point> out;
  Game trial = as_if;
  bottom_.empty.for_each([&](int i) {
    trial = as_if;
    if (trial.play(Move::make_stone(c, point_of(i)), Detail::legality).legal) out.push_back(point_of(i));
  });
  return out;
}

ScoreReport Game::score(const std::vector<Point>& dead) const {
  if (dead.empty()) return optimized::score(kept_holo(), rules_, {});
  return optimized::score(bottom_, rules_, dead);
}

// ---------------------------------------------------------------------------------------------
// The full check.

std::string Game::inconsistency() const {
  if (!bottom_.is_consistent()) return "bottom board: the four sets do not partition the board";
  if (key_ != zobrist(bottom_)) return "Zobrist key differs from a recompute";
  if (std::string bad = history_.inconsistency(); !bad.empty()) return bad;
  if (std::string bad = chains_.inconsistency(bottom_); !bad.empty()) return bad;
  // Attributes (the "can have changed" rule of known_eyes.h) and the holographic board.
  const HoloBits h = holographic(bottom_, rules_);
  const std::vector<FlowerReport> mine = flowers();
  if (mine.size() != h.flowers.size()) return "flower string count differs";
  for (std::size_t i = 0; i < mine.size(); ++i)
    if (!(mine[i] == h.flowers[i]))
      return "flower string at " + to_gtp(mine[i].stones.front()) + ": kept " +
             std::string(name(mine[i].attribute)) + " (" + std::string(clause_id(mine[i].rule)) + "), recomputed " +
             std::string(name(h.flowers[i].attribute)) + " (" + std::string(clause_id(h.flowers[i].rule)) + ")";
  if (h.black != holo_black_ || h.white != holo_white_ || h.neutral != holo_neutral_)
    return "holographic board differs";
  // The reads kept hold what decides each report (entry_of): F, N(F), each string s next to F and
  // what decides its verdict now in both; N(s) in the reads of s's colour, and of both under A10
  // `ignore`.
  const bool liberties_read = counting_reads_liberties(rules_);
  for (const FlowerEntry& e : flowers_) {
    bool covered = (e.stones | neighbours(e.stones, bottom_.board)).subset_of(e.reads[0] & e.reads[1]);
    for (Colour c : kColours) {
      const Bitboard& own = e.reads[static_cast<std::size_t>(index(c))];
      const Bitboard& other = e.reads[static_cast<std::size_t>(index(opponent(c)))];
      for_each_adjacent_string(bottom_, e.stones, c, rules_, [&](const Bitboard& s, bool counts) {
        const Bitboard n = neighbours(s, bottom_.board);
        covered = covered && (s | n).subset_of(own) && s.subset_of(other) && (!liberties_read || n.subset_of(other));
        if (!counts || !covered) return;
        const PrivateEye pe = private_eye(bottom_, s, rules_);
        covered = decides(bottom_, s, pe, own, rules_) && decides(bottom_, s, pe, other, rules_);
      });
    }
    if (!covered) return "reads of the flower string at " + to_gtp(point_of(e.stones.first())) + " miss a point that decides it";
  }
  if (std::string bad = known_eyes_.inconsistency(bottom_); !bad.empty()) return bad;
  std::array<Bitboard, 2> reads{};
  for (const FlowerEntry& e : flowers_) reads[0] |= e.reads[0], reads[1] |= e.reads[1];
  if (reads != flower_reads_ || (reads[0] | reads[1]) != flower_inputs_)
    return "union of the flower reads differs from the entries'";
  if (flower_strings_known_)
    for (Colour c : kColours)
      if (flower_strings_[static_cast<std::size_t>(index(c))] != flower_strings_of(c))
        return "the holographic strings with a flower differ from a recompute";
  if (breathing_ && !every_holo_string_breathes(bottom_, h.black, h.white, rules_)) return "breathing flag wrong";
  return "";
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
