// Plain Go (no flowers) specialised for random playouts, libego-style: the speed anchor of the playout benchmarks.
//
// Rules of this board (plain Go as the engines read it with `move.suicide=forbidden` (A13) and
// `move.ko=simple_ko` (A14), on a board that never holds a flower):
//   - a stone captures the opponent strings left without liberty (T22.6 1(2));
//   - suicide is illegal: a stone whose string has no liberty after its captures (A13 forbidden);
//   - simple ko: right after a turn that captured exactly one stone with a stone that is then a
//     single-stone string with one liberty, the opponent may not play on that liberty. This is
//     A14 `simple_ko` ("a turn is illegal if it captured exactly one stone, the previous turn
//     captured exactly one stone, and the new board equals the one before the previous turn"),
//     restated for plain stones as docs/ambiguities.md N10's note shows; a pass clears it.
// Playout policy (not a rule): a uniformly random legal move that does not fill one of the mover's
// own one-point eyes, a pass when there is none; a playout ends at two consecutive passes or after
// 3 × area turns. Two definitions of "own one-point eye of colour c" (EyeRule):
//   - `orthogonal`: an empty point whose on-board orthogonal neighbours are all stones of c;
//   - `libego` (the default): orthogonal, and at most one diagonal point is a stone of the
//     opponent, none when the point is on the edge or in the corner (libego's is_eyelike: an
//     off-board diagonal counts as one opponent diagonal). So c fills its false eyes.
// Why the default is `libego`: under `orthogonal` nobody ever fills a false eye, and with simple
// ko random games cycle (e.g. a side retaking in the opponent's false eye every third turn): on
// 19×19 about 65% of playouts ran to the 3 × area limit (866 turns and 65 passes per playout on
// average, against 456 and 4 under `libego`, which no playout of 1,000 ran to the limit).
//
// Representation (stated once, as KataGo does):
//   - a mailbox of (n+2) rows of kStride = 20 vertices whatever the size n: vertex (x, y) =
//     (y+1)·20 + x + 1; column 0 and columns n+1..19 of every row, row 0 and row n+1 are the
//     off-board sentinel (on 19×19 one sentinel column serves both edges). Neighbours are v±1,
//     v±kStride: a compile-time stride makes every neighbour an address offset (speed only).
//   - strings (chains) are circular linked lists (`next_`); `chain_[v]` is the chain's id, a
//     vertex of it; per chain id: `libs_` = pseudo-liberties (the number of (stone, empty
//     neighbour) pairs: a liberty next to k stones counts k times) and `size_of_`. Every
//     off-board vertex is its own chain with kOffLibs pseudo-liberties, more than a point can
//     take, so that an edge neighbour needs no test of its own.
//     A chain's only liberty is v exactly when its pseudo-liberties equal the number of its stones
//     next to v, which is how legality and capture are decided in O(1). On an empty point
//     `chain_` keeps a stale vertex (never read as a chain): so that a move can change the counts
//     of all four neighbours' chains by 0 or 1 without a branch on their colours (speed only).
//   - `nbr_[v]` packs the neighbour counts of v: black (bits 0-3), white (4-7), empty (8-11); an
//     off-board neighbour counts as black AND white (so "4 own" is the own-eye test).
//   - the empty points as an array with O(1) removal (`empty_`, `empty_pos_`).
// No allocation per move. Sizes 2..19.
//
// Twin: reference::try_move / reference::legal_stones and optimized::try_move /
// optimized::legal_stones on the equivalent Position; compared move by move in
// optimized/tests/plain_go_test.cpp (which drives its games with random_move(), the very code that
// bench/playouts.cpp times).
#pragma once
#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "oracle/board.h"
#include "oracle/colour.h"
#include "oracle/point.h"
#include "optimized/capacity.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// PCG32 (O'Neill's pcg32: a 64-bit LCG with an xorshift-rotate output), seeded; below(n) by
// Lemire's multiply-shift (a bias below 2^-32·n, irrelevant for playouts).
class PlayoutRng {
 public:
  explicit PlayoutRng(std::uint64_t seed = 1) : state_(seed * 2 + 1) { next(); }
  std::uint32_t next() {
    const std::uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + 1442695040888963407ULL;
    const auto xorshifted = static_cast<std::uint32_t>(((old >> 18U) ^ old) >> 27U);
    const auto rot = static_cast<std::uint32_t>(old >> 59U);
    return (xorshifted >> rot) | (xorshifted << ((32U - rot) & 31U));
  }
  // A uniform integer in [0, n), n ≥ 1.
  int below(int n) {
    return static_cast<int>((static_cast<std::uint64_t>(next()) * static_cast<std::uint32_t>(n)) >> 32U);
  }

 private:
  std::uint64_t state_;
};

// See the top comment.
enum class EyeRule : std::uint8_t {
  orthogonal,
  libego
};

class PlainGoBoard {
 public:
  using Vertex = int;
  static constexpr Vertex kPass = 0;            // vertex 0 is a sentinel: never a point
  static constexpr int kStride = kMaxSize + 1;  // see the top comment
  static constexpr int kMaxVertices = (kMaxSize + 2) * kStride + 1;

  // The empty board, black to move. Throws InputError unless 2 ≤ size ≤ 19.
  explicit PlainGoBoard(int size, EyeRule eye = EyeRule::libego);
  // A position with stones (no flower; every string must have a liberty), `to_move` to move, no
  // ko. Throws InputError("plain_go", …) otherwise.
  static PlainGoBoard from_board(const Board& board, Colour to_move,
                                 EyeRule eye = EyeRule::libego);

  // Back to the empty board, black to move (no allocation).
  void clear();

  int size() const { return size_; }
  EyeRule eye_rule() const { return eye_; }
  int area() const { return size_ * size_; }
  static Vertex vertex(Point p) { return (p.y + 1) * kStride + p.x + 1; }
  static Point point(Vertex v) { return Point{v % kStride - 1, v / kStride - 1}; }
  Cell at(Point p) const { return static_cast<Cell>(colour_[vertex(p)]); }
  // v is an empty point (false off the board). Precondition: 0 ≤ v < kMaxVertices.
  bool is_empty(Vertex v) const {
    assert(v >= 0 && v < kMaxVertices);
    return colour_[v] == kEmpty;
  }

  Colour to_move() const { return to_move_; }
  int consecutive_passes() const { return passes_; }
  int empty_count() const { return static_cast<int>(empty_count_); }
  // The point the side to move may not play because of simple ko, or kPass when there is none.
  Vertex ko_vertex() const { return ko_; }
  // Stones captured by the last turn (0 after a pass), and by each colour in the whole game.
  int last_captures() const { return last_captures_; }
  int prisoners(Colour c) const { return prisoners_[index(c)]; }
  bool game_over() const { return passes_ >= 2; }

  // The side to move may play a stone at v: v is empty, not suicide, not the ko point.
  bool is_legal(Vertex v) const;
  // v is an own one-point eye of c under eye_rule() (see the top comment).
  bool is_own_eye(Colour c, Vertex v) const;
  // Legal and not filling the mover's own one-point eye: the playout policy's candidates.
  // Precondition: 0 ≤ v < kMaxVertices.
  bool is_playable(Vertex v) const;

  // Plays a stone of the side to move at v (precondition: is_legal(v)); returns the stones
  // captured. The other side is to move next. Always inline, so that a playout loop compiles it
  // in place (speed only: the compiler would otherwise call it).
  [[gnu::always_inline]] int play(Vertex v);
  void pass();

  // The playout step: a uniformly random playable vertex for the side to move (each playable
  // vertex equally likely), played; or a pass when there is none. Returns the vertex or kPass.
  // Reorders the empty list (a set), so the board stays the same value whatever the order.
  Vertex random_move(PlayoutRng& rng);

  // The bottom board as the project's value type.
  Board to_board() const;
  // Every incremental structure equal to a from-scratch recomputation (KataGo's
  // checkConsistency): chains, chain ids, pseudo-liberties, sizes, neighbour counts, empty list.
  bool is_consistent() const;

 private:
  // Not a character type, so that stores to colour_ alias nothing else (speed).
  enum class Stone : std::uint8_t {
    empty = 0,
    black = 1,
    white = 2,
    off = 3
  };
  static constexpr Stone kEmpty = Stone::empty, kBlack = Stone::black, kWhite = Stone::white,
                         kOff = Stone::off;

  static constexpr std::uint16_t kEmptyDelta = 0x100;
  static std::uint16_t stone_delta(Stone colour) {
    return static_cast<std::uint16_t>(colour == kBlack ? 0x001 : 0x010);
  }
  // The pseudo-liberties of an off-board vertex's own chain: more than 4, so never "only v".
  static constexpr std::int16_t kOffLibs = 1000;
  // An array index: the hot paths compute with it so that no index needs widening (speed only).
  using Index = std::ptrdiff_t;

  // At a point the counts never carry past their nibbles (at most 4 each), so the empty count is
  // all of bits 8-15 (no mask: speed only). Precondition: v is a point.
  int empty_neighbours(Index v) const {
    assert(colour_[v] != kOff);
    return nbr_[v] >> 8U;
  }
  bool is_legal_surrounded(Index v) const;
  bool eye_around(Colour c, Index v) const;
  void add_empty(Index v);
  void remove_empty(Index v);
  static Stone stone_of(Colour c) { return static_cast<Stone>(index(c) + 1); }
  Stone own_stone() const { return stone_of(to_move_); }
  // Out of line, so that a playout loop around is_playable keeps its registers (speed only).
  [[gnu::noinline]] bool is_playable_surrounded(Index v) const;
  void place_stone(Index v, Stone colour);
  void merge(Index a, Index b);
  static unsigned gather_bytes(std::uint32_t x);
  unsigned lower_around(Index v, Stone own);
  void join_around(Index v, unsigned own);
  int capture_around(Index v, unsigned taken, Vertex& captured_at);
  void end_turn(int captured);
  int remove_chain(Index id);
  void free_at(Index q, std::uint16_t delta);
  void set_up_sentinels();
  void build_empty_board();
  void rebuild_chains();  // chains and pseudo-liberties from the colours alone

  int size_ = 0;
  int end_ = 0;  // one past the last vertex used
  static constexpr std::array<Vertex, 4> dir_{1, -1, kStride, -kStride};
  static constexpr std::array<Vertex, 4> diag_{kStride + 1, kStride - 1, -kStride + 1, -kStride - 1};
  EyeRule eye_ = EyeRule::libego;
  Colour to_move_ = Colour::black;
  int passes_ = 0;
  Vertex ko_ = kPass;
  int last_captures_ = 0;
  std::array<int, 2> prisoners_{0, 0};
  Index empty_count_ = 0;  // pointer-wide: an index of empty_ (speed only)

  std::array<Stone, kMaxVertices> colour_{};
  std::array<std::uint16_t, kMaxVertices> nbr_{};
  std::array<std::int16_t, kMaxVertices> chain_{};
  std::array<std::int16_t, kMaxVertices> next_{};
  std::array<std::int16_t, kMaxVertices> libs_{};     // by chain id
  std::array<std::int16_t, kMaxVertices> size_of_{};  // by chain id
  std::array<std::int16_t, kMaxVertices> empty_{};
  std::array<std::int16_t, kMaxVertices> empty_pos_{};
  // The empty board's colour_, nbr_, empty_ and empty_pos_, copied by clear() (speed).
  struct EmptyBoard {
    std::array<Stone, kMaxVertices> colour{};
    std::array<std::uint16_t, kMaxVertices> nbr{};
    std::array<std::int16_t, kMaxVertices> empty{};
    std::array<std::int16_t, kMaxVertices> empty_pos{};
  };
  EmptyBoard empty_board_;
};

// The hot paths, inline so that a caller's playout loop compiles them in place (speed only).

// Precondition: 0 ≤ v < kMaxVertices (a vertex that is not a point is not playable).
inline bool PlainGoBoard::is_playable(Vertex v) const {
  assert(v >= 0 && v < kMaxVertices);
  // Fast path (speed only): an empty neighbour makes v legal and not an eye; the ko point never
  // has one (all its neighbours are stones of the side that just took).
  if (colour_[v] == kEmpty && empty_neighbours(v) > 0) return true;
  return is_playable_surrounded(v);
}

inline void PlainGoBoard::remove_empty(Index v) {
  const Index i = empty_pos_[v];
  const Index last = empty_[--empty_count_];
  empty_[i] = static_cast<std::int16_t>(last);
  empty_pos_[last] = static_cast<std::int16_t>(i);
}

inline void PlainGoBoard::place_stone(Index v, Stone colour) {
  const Index stride = kStride;
  remove_empty(v);
  colour_[v] = colour;
  chain_[v] = static_cast<std::int16_t>(v);
  next_[v] = static_cast<std::int16_t>(v);
  size_of_[v] = 1;
  libs_[v] = static_cast<std::int16_t>(empty_neighbours(v));
  const auto delta = static_cast<std::uint16_t>(stone_delta(colour) - kEmptyDelta);
  nbr_[v + 1] = static_cast<std::uint16_t>(nbr_[v + 1] + delta);
  nbr_[v - 1] = static_cast<std::uint16_t>(nbr_[v - 1] + delta);
  nbr_[v + stride] = static_cast<std::uint16_t>(nbr_[v + stride] + delta);
  nbr_[v - stride] = static_cast<std::uint16_t>(nbr_[v - stride] + delta);
}

// Joins the chains with ids a and b (a ≠ b): the smaller one is relabelled.
inline void PlainGoBoard::merge(Index a, Index b) {
  if (size_of_[a] < size_of_[b]) std::swap(a, b);
  Index s = b;
  do {
    chain_[s] = static_cast<std::int16_t>(a);
    s = next_[s];
  } while (s != b);
  std::swap(next_[a], next_[b]);
  libs_[a] = static_cast<std::int16_t>(libs_[a] + libs_[b]);
  size_of_[a] = static_cast<std::int16_t>(size_of_[a] + size_of_[b]);
}

// Bit k (k = 0..3) set where byte k of x has bit 0 set: the four bits gathered by one
// multiplication (its partial products meet nowhere in bits 24-31, so no carry reaches them).
inline unsigned PlainGoBoard::gather_bytes(std::uint32_t x) {
  return static_cast<unsigned>(((x & 0x01010101U) * 0x01020408U) >> 24U);
}

// The stone placed at v takes a pseudo-liberty from the chain of each stone next to it, one per
// adjacency, without a branch on the neighbours' colours (speed only: an empty or off-board
// neighbour lowers its stale or own count by 0). The neighbours are taken in the board's order
// (v+1, v−1, v+stride, v−stride; bench/anchors/choice.h restates it), their colours read as the
// bytes of one word; the k-th gives bit k of the answer if it is the mover's stone, and bit 8 + k
// if it is the opponent's and its chain is left without a pseudo-liberty by this adjacency:
// captured.
inline unsigned PlainGoBoard::lower_around(Index v, Stone own) {
  const Index stride = kStride;
  const std::array<Index, 4> q{v + 1, v - 1, v + stride, v - stride};
  std::uint32_t colours = 0;
  for (unsigned k = 0; k < 4; ++k) colours |= static_cast<std::uint32_t>(colour_[q[k]]) << (8U * k);
  const std::uint32_t not_own = colours ^ (static_cast<std::uint32_t>(own) * 0x01010101U);  // a byte 0: own
  const unsigned mine = gather_bytes(~(not_own | not_own >> 1U));
  const unsigned stone = gather_bytes(colours ^ colours >> 1U);  // 1 and 2: black or white
  unsigned zero = 0;
  for (unsigned k = 0; k < 4; ++k) {
    const Index id = chain_[q[k]];
    const int left = libs_[id] - static_cast<int>(stone >> k & 1U);
    libs_[id] = static_cast<std::int16_t>(left);
    zero |= static_cast<unsigned>(left == 0) << k;
  }
  return mine | (zero & stone & ~mine) << 8U;
}

// The lone stone v joins the chain of its first own neighbour in the board's order (none: it
// stays its own chain), chosen without a branch (speed only); the chains of its other own
// neighbours are merged. `own` holds bits 0-3 of lower_around.
inline void PlainGoBoard::join_around(Index v, unsigned own) {
  // The first own neighbour, or v itself (offset 0; chain_[v] = v) when there is none: found
  // without a branch (speed only: a branch here is mispredicted about once in four moves).
  static constexpr std::array<Vertex, 5> first_or_self{dir_[0], dir_[1], dir_[2], dir_[3], 0};
  const Index id = chain_[v + first_or_self[static_cast<unsigned>(std::countr_zero(own | 16U))]];
  const int joins = id != v;
  chain_[v] = static_cast<std::int16_t>(id);
  next_[v] = next_[id];
  next_[id] = static_cast<std::int16_t>(v);
  libs_[id] = static_cast<std::int16_t>(libs_[id] + joins * libs_[v]);
  size_of_[id] = static_cast<std::int16_t>(size_of_[id] + joins);
  for (unsigned rest = own & (own - 1); rest != 0; rest &= rest - 1) {
    const Index other = chain_[v + dir_[static_cast<unsigned>(std::countr_zero(rest))]];
    if (other != chain_[v]) merge(other, chain_[v]);
  }
}

// The opponent chains next to v left without a pseudo-liberty are captured (T22.6 1(2)).
// `taken` holds bits 8-11 of lower_around, shifted down: bit k is set at the last neighbour of a
// captured chain in the board's order (its count reaches 0 there, and only there), so each
// captured chain is named once, and two chains taken by one stone join the empty list in that
// order. Returns the stones taken; `captured_at` is the last such neighbour.
inline int PlainGoBoard::capture_around(Index v, unsigned taken, Vertex& captured_at) {
  int captured = 0;
  for (; taken != 0; taken &= taken - 1) {
    const Index q = v + dir_[static_cast<unsigned>(std::countr_zero(taken))];
    captured += remove_chain(chain_[q]);
    captured_at = static_cast<Vertex>(q);
  }
  return captured;
}

inline void PlainGoBoard::end_turn(int captured) {
  last_captures_ = captured;
  to_move_ = opponent(to_move_);
  passes_ = 0;
}

inline int PlainGoBoard::play(Vertex vertex) {
  assert(is_legal(vertex));
  const Index v = vertex;
  const Stone own = own_stone();
  place_stone(v, own);
  const unsigned found = lower_around(v, own);
  join_around(v, found & 0xFU);
  int captured = 0;
  Vertex captured_at = kPass;
  if ((found & 0xF00U) != 0) captured = capture_around(v, found >> 8U, captured_at);
  // A14 simple ko: one stone taken by a stone that is now alone with that one liberty.
  const Index id = chain_[v];
  ko_ = captured == 1 && size_of_[id] == 1 && libs_[id] == 1 ? captured_at : kPass;
  end_turn(captured);
  return captured;
}

// One playout from the board as it is, until two consecutive passes or `max_turns` turns (passes
// included). Returns the number of turns played.
int plain_playout(PlainGoBoard& board, PlayoutRng& rng, int max_turns);

// The playout limit: 3 × the board area.
inline int playout_turn_limit(const PlainGoBoard& b) { return 3 * b.area(); }

// The moves of `count` playouts on an empty size×size board (PlayoutRng(seed), playout_turn_limit):
// the vertex of each turn (kPass for a pass) and −1 after each playout — what the board-update
// benchmarks replay.
std::vector<int> record_playouts(int size, int count, std::uint64_t seed);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
