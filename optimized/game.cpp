// optimized::Game (game.h): the incremental game state. The general turn runs the steps of
// optimized/turn.h (shared with optimized/play.cpp; twin of reference/play.cpp) — T22.6 下棋流程,
// T22.1, T22.8, readings A11–A14, A18–A20, A28–A30, A33 — with the holographic board taken from
// the incremental attributes; the fast path for plain stones on calm boards is marked as such.
#include "optimized/game.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <stdexcept>
#include <utility>

#include "optimized/attribute.h"
#include "optimized/holographic.h"
#include "optimized/play.h"
#include "optimized/private_eye.h"
#include "optimized/holo_index.h"
#include "optimized/regions.h"
#include "optimized/turn.h"
#include "optimized/turn_start.h"
#include "optimized/zobrist.h"
#include "reference/rule_tables.h"

namespace f3go::optimized {

// ---------------------------------------------------------------------------------------------
// Small helpers on sets.
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

// Every string of the board has a liberty (no holographic question when there is no flower).
bool every_string_breathes(const BoardBits& b) {
  const Bitboard breathing = touched(b.empty, b.board);
  return flood(b.black & breathing, b.black) == b.black && flood(b.white & breathing, b.white) == b.white;
}

// ---------------------------------------------------------------------------------------------
// The "can have changed" rule (game.h): the inputs of a private eye, and of a flower string.

// Whether E(A) is read region by region: N03 `bordered`, A02 `any`, A09 `region`, A38 `string`,
// A37 `region` (else it is A's zone or the whole board, below).
bool regionwise(const Rules& rules) {
  return rules.region_pieces() == RegionPieces::bordered && regions_fixed_by_flowers(rules) &&
         rules.simulated_area() == SimulatedArea::region && rules.eye_method() == EyeMethod::region;
}

// Whether `stones` is a whole string of b (a kept entry applies only then).
bool is_string_of(const BoardBits& b, const Bitboard& stones) {
  return stones.subset_of(b.stones()) && string_at(b, point_of(stones.first())) == stones;
}

// E(A): the points whose cells decide A's private eye, given the flowers and A unchanged.
Bitboard eye_inputs(const BoardBits& b, const Bitboard& a, const EyeVerdict& v, const Rules& rules) {
  if (rules.region_pieces() != RegionPieces::bordered) return b.board;
  // A38 `same_colour`: the other strings of A's colour wall the regions and share them (their
  // liberties decide A10); A37 `empty_string`: the empty strings next to A, the strings next to
  // them and their eyes. Either way everything A reaches past the flowers may decide.
  if (!regionwise(rules)) return flood(a, b.board & ~b.flower);
  // A verdict that holds is decided by any one region that holds (the regions are fixed as sets
  // while A and the flowers are, and judging R reads R, A and N(A)): the smallest such region;
  // one that does not, by every region.
  return v.deciding;
}

// The points whose cells decide A's verdict, given the flowers and A (a string of the board)
// unchanged: A, E(A), and N(A) (A's liberties, read by A10 and by the judged regions) — except when
// A has no enclosed region under A10 `count` (A37 `region`): then the verdict (T18E.P1) reads
// nothing but A and the flowers (the pieces are cut by A and the flowers alone) and E(A).
Bitboard verdict_inputs(const BoardBits& b, const Bitboard& a, const EyeVerdict& v, const Rules& rules) {
  const Bitboard e = a | eye_inputs(b, a, v, rules);
  if (v.no_region && rules.zero_liberty() == ZeroLiberty::count && rules.eye_method() == EyeMethod::region)
    return e;
  return e | neighbours(a, b.board);
}

// Whether `inputs` holds points that decide A's verdict on b (pe: A's report on b): those of
// verdict_inputs, where a verdict that holds region by region may rest on any region that holds —
// a kept verdict keeps the region that decided it while a recompute may choose another.
bool decides(const BoardBits& b, const Bitboard& a, const PrivateEye& pe, const Bitboard& inputs, const Rules& rules) {
  EyeVerdict v = eye_verdict(pe);
  if (!regionwise(rules) || !pe.holds) return verdict_inputs(b, a, v, rules).subset_of(inputs);
  v.deciding = Bitboard{};
  if (!verdict_inputs(b, a, v, rules).subset_of(inputs)) return false;
  for (const RegionEye& r : pe.regions)
    if (r.holds && r.points.subset_of(inputs)) return true;
  return false;
}

}  // namespace

bool Game::KnownEyes::judge(const BoardBits& b, const Bitboard& a, const Rules& rules, Bitboard& inputs) {
  assert(string_at(b, point_of(a.first())) == a);
  const auto first = static_cast<std::int16_t>(a.first());
  Slots& slots = by_first_[static_cast<std::size_t>(first)];
  for (const std::int8_t i : slots) {
    if (i < 0 || first_[static_cast<std::size_t>(i)] != first) continue;
    const KnownEye& k = kept_[static_cast<std::size_t>(i)];
    if (!k.applies_to(b, a)) continue;
    ++found_;
    inputs |= k.inputs;
    return k.holds;
  }
  ++added_;
  const bool regions_kept = rules.eye_method() == EyeMethod::region && regions_fixed_by_flowers(rules);
  const EyeVerdict v = regions_kept ? eye_verdict(b, a, regions_of(b, a, rules), rules)
                                    : eye_verdict(private_eye(b, a, rules));
  const Bitboard decided_by = verdict_inputs(b, a, v, rules);
  kept_[static_cast<std::size_t>(next_)] =
      KnownEye{a, b.flower, decided_by, b.black & decided_by, b.white & decided_by, v.holds};
  first_[static_cast<std::size_t>(next_)] = first;
  std::copy_backward(slots.begin(), slots.end() - 1, slots.end());
  slots[0] = static_cast<std::int8_t>(next_);
  next_ = (next_ + 1) % kKept;
  count_ = std::min(count_ + 1, kKept);
  inputs |= decided_by;
  return v.holds;
}

const Bitboards& Game::KnownEyes::regions_of(const BoardBits& b, const Bitboard& a, const Rules& rules) {
  assert(regions_fixed_by_flowers(rules));
  const auto first = static_cast<std::int16_t>(a.first());
  for (int i = 0; i < regions_count_; ++i) {
    const KnownRegions& k = regions_[static_cast<std::size_t>(i)];
    if (regions_first_[static_cast<std::size_t>(i)] == first && k.stones == a && k.flower == b.flower)
      return k.regions;
  }
  const auto slot = static_cast<std::size_t>(regions_next_);
  regions_[slot] = KnownRegions{a, b.flower, enclosed_regions(b, a, rules)};
  regions_first_[slot] = first;
  regions_next_ = (regions_next_ + 1) % kKeptRegions;
  regions_count_ = std::min(regions_count_ + 1, kKeptRegions);
  return regions_[slot].regions;
}

namespace {

// T22.4 for the flower string f (twin of optimized::attribute_of, which the check compares with),
// with its inputs.
Game::FlowerEntry entry_of(const BoardBits& b, const Bitboard& f, const Rules& rules, Game::KnownEyes& eyes) {
  Game::FlowerEntry e;
  e.stones = f;
  e.inputs = f | neighbours(f, b.board);
  int with_eye[2] = {0, 0}, without_eye[2] = {0, 0};
  for (Colour c : kColours)
    for_each_adjacent_string(b, f, c, rules, [&](const Bitboard& s, bool counts) {
      e.inputs |= s | neighbours(s, b.board);  // A10's liberty test reads N(s)
      if (!counts) return;
      if (eyes.judge(b, s, rules, e.inputs)) ++with_eye[index(c)];
      else ++without_eye[index(c)];
    });
  e.report = tables::decide_attribute(with_eye[0], with_eye[1], without_eye[0], without_eye[1]);
  return e;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// The holographic board of a turn's intermediate board (HoloBits without its flower list: the
// play steps read only the sets).
struct Game::Holo {
  HoloBits bits;
};

void Game::entries_for(const BoardBits& b, std::vector<FlowerEntry>& out) {
  out.clear();
  if (b.flower.none()) return;
  const bool same_flowers = b.flower == bottom_.flower;
  const Bitboard changed = changed_points(bottom_, b);
  if (!same_flowers) {
    ++stats_.full;
    for (const Bitboard& f : components(b.flower)) out.push_back(entry_of(b, f, rules_, known_eyes_));
    return;
  }
  for (const FlowerEntry& e : flowers_) {
    if (!e.inputs.intersects(changed)) {
      ++stats_.reused;
      out.push_back(e);
      continue;
    }
    ++stats_.recomputed;
    out.push_back(entry_of(b, e.stones, rules_, known_eyes_));
  }
}

Game::Holo Game::holo_of(const BoardBits& b) {
  Holo h;
  h.bits.bottom = b;
  h.bits.empty = b.empty;
  if (same_cells(b, bottom_)) {  // the committed board: its holographic sets are kept
    h.bits.black = holo_black_;
    h.bits.white = holo_white_;
    h.bits.neutral = holo_neutral_;
    return h;
  }
  if (!memo_valid_ || !same_cells(memo_board_, b)) {
    entries_for(b, memo_entries_);
    memo_board_ = b;
    memo_valid_ = true;
  }
  h.bits.black = b.black;
  h.bits.white = b.white;
  for (const FlowerEntry& e : memo_entries_) {
    switch (e.report.attribute) {
      case Attribute::black: h.bits.black |= e.stones; break;
      case Attribute::white: h.bits.white |= e.stones; break;
      case Attribute::neutral: h.bits.neutral |= e.stones; break;
    }
  }
  return h;
}

// ---------------------------------------------------------------------------------------------
// Construction, chains, commit.

Game::Game(const Position& pos, const Rules& rules) : rules_(rules), meta_(pos) {
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
  rebuild_chains();
  for (const Bitboard& f : components(bottom_.flower)) flowers_.push_back(entry_of(bottom_, f, rules_, known_eyes_));
  set_holo();
  calm_ = bottom_.flower.none() && every_string_breathes(bottom_);
  check_after_mutation();
}

void Game::rebuild_chains() {
  chains_.assign(static_cast<std::size_t>(kBits), Bitboard{});
  free_slots_.clear();
  for (int i = kBits - 1; i >= 0; --i) free_slots_.push_back(static_cast<std::uint16_t>(i));
  chain_id_.fill(0);
  Bitboard left = bottom_.stones();
  while (left.any()) {
    const Bitboard s = string_at(bottom_, point_of(left.first()));
    left &= ~s;
    const std::uint16_t slot = free_slots_.back();
    free_slots_.pop_back();
    chains_[slot] = s;
    s.for_each([&](int i) { chain_id_[static_cast<std::size_t>(i)] = slot; });
  }
}

Bitboard Game::chain_at(Point p) const {
  if (p.x < 0 || p.y < 0 || p.x >= size() || p.y >= size() || !bottom_.stones().test(p)) return {};
  return chains_[chain_id_[static_cast<std::size_t>(bit_of(p))]];
}

// A stone at `bit` (already on bottom_): joins the chains of its colour next to it.
void Game::add_chain_stone(int bit) {
  const Bitboard self = Bitboard::of(point_of(bit));
  const Bitboard near = neighbours(self, bottom_.board) & (bottom_.black.test(bit) ? bottom_.black : bottom_.white);
  // The largest chain next to the stone keeps its slot; the others and the stone are relabelled
  // (sizes are counted only when two chains or more meet).
  int keep = -1, keep_size = 0;
  bool several = false;
  near.for_each([&](int n) {
    const std::uint16_t slot = chain_id_[static_cast<std::size_t>(n)];
    if (keep < 0) keep = slot;
    else several = several || slot != keep;
  });
  if (several)
    near.for_each([&](int n) {
      const std::uint16_t slot = chain_id_[static_cast<std::size_t>(n)];
      const int sz = chains_[slot].popcount();
      if (sz > keep_size) keep = slot, keep_size = sz;
    });
  std::uint16_t slot = 0;
  if (keep < 0) {
    slot = free_slots_.back();
    free_slots_.pop_back();
  } else {
    slot = static_cast<std::uint16_t>(keep);
  }
  Bitboard moved = self;
  near.for_each([&](int n) {
    const std::uint16_t other = chain_id_[static_cast<std::size_t>(n)];
    if (other == slot || chains_[other].none()) return;  // kept, or merged already
    moved |= chains_[other];
    chains_[other] = Bitboard{};
    free_slots_.push_back(other);
  });
  chains_[slot] |= moved;
  moved.for_each([&](int i) { chain_id_[static_cast<std::size_t>(i)] = slot; });
}

// Stones that left bottom_ (`gone`, chain ids still in place): their chains are freed; a chain left
// in part (never by the rules, see game.h) is split again by flood.
void Game::remove_chain_stones(Bitboard gone) {
  const Bitboard all_gone = gone;
  while (gone.any()) {
    const std::uint16_t slot = chain_id_[static_cast<std::size_t>(gone.first())];
    const Bitboard chain = chains_[slot];
    gone &= ~chain;
    chains_[slot] = Bitboard{};
    free_slots_.push_back(slot);
    Bitboard rest = chain & ~all_gone;
    while (rest.any()) {
      const Bitboard s = string_at(bottom_, point_of(rest.first()));
      rest &= ~s;
      const std::uint16_t fresh = free_slots_.back();
      free_slots_.pop_back();
      chains_[fresh] = s;
      s.for_each([&](int i) { chain_id_[static_cast<std::size_t>(i)] = fresh; });
    }
  }
}

// bottom_ already holds `after`: the chains follow (stones only leave, but for the turn's own stone).
void Game::update_chains(const BoardBits& before, const BoardBits& after) {
  remove_chain_stones(before.stones() & ~after.stones());
  (after.stones() & ~before.stones()).for_each([&](int i) { add_chain_stone(i); });
}

void Game::set_holo() {
  holo_black_ = bottom_.black;
  holo_white_ = bottom_.white;
  holo_neutral_ = Bitboard{};
  for (const FlowerEntry& e : flowers_) {
    switch (e.report.attribute) {
      case Attribute::black: holo_black_ |= e.stones; break;
      case Attribute::white: holo_white_ |= e.stones; break;
      case Attribute::neutral: holo_neutral_ |= e.stones; break;
    }
  }
}

// The counters of reference/rule_tables.h (T22.1.b numbering, A29 passes, T22.8 flybomb counts),
// the bottom board and its strings, and the history for A14 (as next_position of reference/play.cpp).
// `entries` (general path) are the flower entries of `after`.
void Game::commit(const Move& move, const BoardBits& after, int removals, bool spent,
                  std::vector<FlowerEntry>* entries) {
  if (move.kind != Move::Kind::pass) {
    const BoardBits before = bottom_;
    bottom_ = after;
    key_ = key_after(before, after, key_);
    update_chains(before, after);
  }
  if (entries) {
    flowers_.swap(*entries);
    set_holo();
    calm_ = bottom_.flower.none() && every_string_breathes(bottom_);
  } else if (move.kind != Move::Kind::pass) {
    holo_black_ = bottom_.black;  // fast path: no flower, the holographic board is the bottom board
    holo_white_ = bottom_.white;
  }
  memo_valid_ = false;
  tables::count_turn(meta_, move, removals, spent);
  history_.push(bottom_, key_, meta_.to_move);
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
    return game_.ko(turn.board, key_after(game_.bottom_, turn.board, game_.key_), turn.removal_count());
  }

 private:
  Game& game_;
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
  const BottomStrings chains{chain_id_.data(), chains_.data()};
  const HoloIndex strings(holo.bits, rules_, HoloIndex::Labels::on_demand, &chains);
  TurnStart start;
  start.board = bottom_;
  start.holo = &holo.bits;
  start.strings = &strings;
  Turn turn{bottom_, {}, {}};
  bool spent = false;
  Boards boards(*this);
  if (Step v = play_moves(turn, start, move, rules_, boards, spent); !v.ok) return refused(v, detail);
  MoveOutcome out{true, "", detail == Detail::full ? turn.removal_list() : std::vector<Point>{}};
  // The entries of the final board (usually memoised already).
  if (same_cells(turn.board, bottom_)) {
    scratch_ = flowers_;
  } else {
    holo_of(turn.board);
    scratch_.swap(memo_entries_);
  }
  commit(move, turn.board, turn.removal_count(), spent, &scratch_);
  return out;
}

// Fast path (speed only): a plain stone on a calm board (game.h) — ordinary Go on the chains.
MoveOutcome Game::play_fast(const Move& move, Detail detail) {
  ++stats_.fast_turns;
  const Colour t = move.colour;
  const Point q = move.stone;
  const Bitboard qb = Bitboard::of(q);
  const Bitboard near = neighbours(qb, bottom_.board);
  Bitboard empty = bottom_.empty & ~qb;
  Bitboard caught, own = qb;
  (near & bottom_.stones_of(opponent(t))).for_each([&](int n) {
    const Bitboard& chain = chains_[chain_id_[static_cast<std::size_t>(n)]];
    if (!chain.intersects(caught) && (neighbours(chain, bottom_.board) & empty).none()) caught |= chain;
  });
  (near & bottom_.stones_of(t)).for_each([&](int n) { own |= chains_[chain_id_[static_cast<std::size_t>(n)]]; });
  empty |= caught;
  Bitboard removed = caught;
  bool self_removed = false;
  if ((neighbours(own, bottom_.board) & empty).none()) {  // T22.6 1(1), A13
    if (rules_.suicide() == Suicide::forbidden) return refused(illegal(Clause::T22_6, "suicide"), detail);
    removed |= own;
    self_removed = true;
  }
  // The bottom board after the turn, and its key by XOR.
  BoardBits after = bottom_;
  std::uint64_t key = key_;
  if (!self_removed) {
    after.stones_of(t) |= qb;
    after.empty &= ~qb;
    key ^= cell_key(index(t), bit_of(q));
  }
  after.stones_of(t) &= ~(removed & ~qb);
  (removed & ~qb & bottom_.stones()).for_each([&](int i) {
    key ^= cell_key(bottom_.black.test(i) ? 0 : 1, i);
  });
  after.stones_of(opponent(t)) &= ~caught;
  after.empty |= removed & ~qb;
  // A14.
  const int removals = removed.popcount();
  if (Step v = ko(after, key, removals); !v.ok) return refused(v, detail);
  MoveOutcome out{true, "", {}};
  if (removed.any() && detail == Detail::full) out.captured = to_points(removed);
  commit(move, after, removals, false, nullptr);
  return out;
}

MoveOutcome Game::play(const Move& move, Detail detail) {
  if (auto r = tables::turn_refusal(meta_, move)) return refused(illegal(*r), detail);  // T22.1, T22.8, A29
  MoveOutcome out;
  if (move.kind == Move::Kind::pass) {
    out = {true, "", {}};  // T22.6 1(1) 「下虚着（Pass）」; never a ko violation (A14)
    commit(move, bottom_, 0, false, nullptr);
  } else if (Step v = free_point(bottom_, move.stone, Clause::T22_6); !v.ok) {
    // The first step of both paths (T22.6 1(2)/(3) for the turn's stone), taken before either
    // prepares its boards: most refused tries of a random game end here.
    return refused(v, detail);
  } else if (move.kind == Move::Kind::stone && calm_) {
    out = play_fast(move, detail);
  } else {
    out = play_general(move, detail);
    memo_valid_ = false;
  }
  if (out.legal) check_after_mutation();
  return out;
}

// ---------------------------------------------------------------------------------------------
// Materialised views.

Position Game::position() const {
  Position p = meta_;
  p.board = board_of(bottom_);
  p.history = history_.entries();
  return p;
}

HoloCell Game::holo_at(Point p) const {
  if (holo_black_.test(p)) return HoloCell::black;
  if (holo_white_.test(p)) return HoloCell::white;
  if (holo_neutral_.test(p)) return HoloCell::neutral;
  return HoloCell::empty;
}

std::vector<HoloCell> Game::holographic_cells() const {
  std::vector<HoloCell> out;
  out.reserve(static_cast<std::size_t>(size() * size()));
  for (int y = 0; y < size(); ++y)
    for (int x = 0; x < size(); ++x) out.push_back(holo_at(Point{x, y}));
  return out;
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
// The full check.

std::string Game::inconsistency() const {
  if (!bottom_.is_consistent()) return "bottom board: the four sets do not partition the board";
  if (key_ != zobrist(bottom_)) return "Zobrist key differs from a recompute";
  if (std::string bad = history_.inconsistency(); !bad.empty()) return bad;
  // Chains: every live slot is a whole string of the bottom board, every stone in its slot.
  int live = 0;
  for (std::size_t slot = 0; slot < chains_.size(); ++slot) {
    const Bitboard& c = chains_[slot];
    if (c.none()) continue;
    ++live;
    const Point p = point_of(c.first());
    if (string_at(bottom_, p) != c || !c.subset_of(bottom_.stones()))
      return "chain " + std::to_string(slot) + " at " + to_gtp(p) + " is not the string there";
    bool labelled = true;
    c.for_each([&](int i) { labelled = labelled && chain_id_[static_cast<std::size_t>(i)] == slot; });
    if (!labelled) return "chain " + std::to_string(slot) + ": a stone carries another chain id";
  }
  if (live + static_cast<int>(free_slots_.size()) != kBits) return "chain slots: live + free != all";
  if (static_cast<std::size_t>(live) != components(bottom_.black).size() + components(bottom_.white).size())
    return "chain count differs from the string count";
  // Attributes (the "can have changed" rule of game.h) and the holographic board.
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
  // The inputs kept hold what decides each report: F, N(F), each string next to F with N(s), and
  // what decides the string's verdict now.
  for (const FlowerEntry& e : flowers_) {
    bool covered = (e.stones | neighbours(e.stones, bottom_.board)).subset_of(e.inputs);
    for (Colour c : kColours)
      for_each_adjacent_string(bottom_, e.stones, c, rules_, [&](const Bitboard& s, bool counts) {
        covered = covered && (s | neighbours(s, bottom_.board)).subset_of(e.inputs) &&
                  (!counts || decides(bottom_, s, private_eye(bottom_, s, rules_), e.inputs, rules_));
      });
    if (!covered) return "inputs of the flower string at " + to_gtp(point_of(e.stones.first())) + " miss a point that decides it";
  }
  // Every kept private-eye verdict that applies to the bottom board is a recompute's, and its
  // inputs hold what decides it now.
  for (const KnownEye& k : known_eyes_) {
    if (!is_string_of(bottom_, k.stones) || !k.applies_to(bottom_, k.stones)) continue;
    const PrivateEye pe = private_eye(bottom_, k.stones, rules_);
    if (pe.holds != k.holds || !decides(bottom_, k.stones, pe, k.inputs, rules_))
      return "kept private-eye verdict of the string at " + to_gtp(point_of(k.stones.first())) + " differs";
  }
  // Every kept region list of a string of the bottom board, with its flowers, is a recompute's.
  for (const KnownRegions* k = known_eyes_.regions_begin(); k != known_eyes_.regions_end(); ++k) {
    if (is_string_of(bottom_, k->stones) && k->flower == bottom_.flower &&
        enclosed_regions(bottom_, k->stones, rules_) != k->regions)
      return "kept enclosed regions of the string at " + to_gtp(point_of(k->stones.first())) + " differ";
  }
  if (calm_ && !(bottom_.flower.none() && every_string_breathes(bottom_))) return "calm flag wrong";
  return "";
}

}  // namespace f3go::optimized
