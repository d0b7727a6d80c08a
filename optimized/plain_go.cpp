// Plain Go for playouts (plain_go.h). Fast paths that exist only for speed are marked as such.
#include "optimized/plain_go.h"

#include <algorithm>
#include <cassert>
#include <string>
#include <utility>

#include "oracle/error.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

PlainGoBoard::PlainGoBoard(int size, EyeRule eye) {
  if (size < kMinSize || size > kMaxSize)
    throw InputError("plain_go", "board size " + std::to_string(size) + " is not in 2..19");
  size_ = size;
  end_ = (size + 2) * kStride;
  eye_ = eye;
  build_empty_board();
  empty_board_ = {colour_, nbr_, empty_, empty_pos_};
  clear();
}

void PlainGoBoard::set_up_sentinels() {
  colour_.fill(kOff);
  nbr_.fill(0);
  for (Vertex v = 0; v < kMaxVertices; ++v) {  // every off-board vertex its own chain (is_legal_surrounded)
    chain_[v] = static_cast<std::int16_t>(v);
    libs_[v] = kOffLibs;
  }
  empty_count_ = 0;
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x) colour_[vertex({x, y})] = kEmpty;
}

// Only the vertices in use are copied: those past end_ never change (speed only).
void PlainGoBoard::clear() {
  std::copy_n(empty_board_.colour.begin(), end_, colour_.begin());
  std::copy_n(empty_board_.nbr.begin(), end_, nbr_.begin());
  std::copy_n(empty_board_.empty.begin(), area(), empty_.begin());
  std::copy_n(empty_board_.empty_pos.begin(), end_, empty_pos_.begin());
  empty_count_ = area();
  to_move_ = Colour::black;
  passes_ = 0;
  ko_ = kPass;
  last_captures_ = 0;
  prisoners_ = {0, 0};
}

void PlainGoBoard::build_empty_board() {
  set_up_sentinels();
  for (int y = 0; y < size_; ++y) {
    for (int x = 0; x < size_; ++x) {
      const Vertex v = vertex({x, y});
      add_empty(v);
      std::uint16_t n = 0;
      for (Vertex d : dir_)
        n = static_cast<std::uint16_t>(n + (colour_[v + d] == kOff ? 0x011 : kEmptyDelta));
      nbr_[v] = n;
    }
  }
}

PlainGoBoard PlainGoBoard::from_board(const Board& board, Colour to_move, EyeRule eye) {
  PlainGoBoard b(board.size(), eye);
  for (Point p : board.points()) {
    const Cell c = board.at(p);
    if (c == Cell::flower) throw InputError("plain_go", "a flower at " + to_gtp(p) + " (plain Go has none)");
    if (c == Cell::empty) continue;
    const Vertex v = b.vertex(p);
    b.remove_empty(v);
    b.colour_[v] = c == Cell::black ? kBlack : kWhite;
    for (Vertex d : b.dir_)
      b.nbr_[v + d] = static_cast<std::uint16_t>(b.nbr_[v + d] + stone_delta(b.colour_[v]) - kEmptyDelta);
  }
  b.rebuild_chains();
  for (int v = 0; v < b.end_; ++v)
    if ((b.colour_[v] == kBlack || b.colour_[v] == kWhite) && b.chain_[v] == v && b.libs_[v] == 0)
      throw InputError("plain_go", "the string at " + to_gtp(b.point(v)) + " has no liberty");
  b.to_move_ = to_move;
  return b;
}

// Chains by flood fill from the colours; pseudo-liberties counted stone by stone.
void PlainGoBoard::rebuild_chains() {
  std::array<bool, kMaxVertices> seen{};
  std::array<std::int16_t, kMaxVertices> stack{};
  for (Vertex root = 0; root < end_; ++root) {
    const Stone c = colour_[root];
    if ((c != kBlack && c != kWhite) || seen[root]) continue;
    int top = 0;
    stack[top++] = static_cast<std::int16_t>(root);
    seen[root] = true;
    Vertex last = root;
    next_[root] = static_cast<std::int16_t>(root);
    libs_[root] = 0;
    size_of_[root] = 0;
    while (top > 0) {
      const Vertex s = stack[--top];
      chain_[s] = static_cast<std::int16_t>(root);
      if (s != root) {  // splice s in after `last`
        next_[s] = next_[last];
        next_[last] = static_cast<std::int16_t>(s);
        last = s;
      }
      ++size_of_[root];
      libs_[root] = static_cast<std::int16_t>(libs_[root] + empty_neighbours(s));
      for (Vertex d : dir_) {
        const Vertex q = s + d;
        if (colour_[q] == c && !seen[q]) {
          seen[q] = true;
          stack[top++] = static_cast<std::int16_t>(q);
        }
      }
    }
  }
}

void PlainGoBoard::add_empty(Index v) {
  empty_pos_[v] = static_cast<std::int16_t>(empty_count_);
  empty_[empty_count_++] = static_cast<std::int16_t>(v);
}

// Precondition: v is empty and has no empty neighbour.
// Legal iff it captures (an opponent chain whose only liberty is v) or joins an own chain that
// keeps another liberty, and v is not the ko point (A14). A chain's only liberty is v exactly
// when its pseudo-liberties equal the number of its stones next to v (the top comment): that
// number is how many of the four neighbours share its id. An off-board neighbour is its own chain
// with kOffLibs pseudo-liberties (set_up_sentinels): never down to its count, never own, it adds
// nothing, so the four neighbours are judged without a branch on their colour, and the verdict
// is made without a branch at all (speed only: a branch here is mispredicted about once in three
// tests). The ko point is never an own eye of the side to move (the lone taker next to it is the
// opponent's), so this is the test that refuses it.
inline bool PlainGoBoard::is_legal_surrounded(Index v) const {
  assert(colour_[v] == kEmpty && empty_neighbours(v) == 0);
  const Stone own = own_stone();
  const Index stride = kStride;
  const std::array<Index, 4> q{v + 1, v - 1, v + stride, v - stride};
  const std::array<Index, 4> id{chain_[q[0]], chain_[q[1]], chain_[q[2]], chain_[q[3]]};
  bool legal = false;
  for (std::size_t i = 0; i < 4; ++i) {  // an own chain keeps a liberty; an opponent's is captured
    const int next_to_v = (id[i] == id[0]) + (id[i] == id[1]) + (id[i] == id[2]) + (id[i] == id[3]);
    legal |= (colour_[q[i]] == own) != (libs_[id[i]] == next_to_v);
  }
  return legal & (v != ko_);
}

// v's orthogonal neighbours and diagonals make an own one-point eye of c: is_own_eye without its
// test that v is empty. Inline: is_playable_surrounded's copy is its fast one (speed).
inline bool PlainGoBoard::eye_around(Colour c, Index v) const {
  const unsigned n = nbr_[v];
  const bool surrounded = ((n >> (4U * static_cast<unsigned>(index(c)))) & 0xFU) == 4;
  if (eye_ == EyeRule::orthogonal) return surrounded;
  // libego: opponent diagonals, plus one if any diagonal is off the board, fewer than two. Every
  // orthogonal neighbour is c's or off the board, so the opponent's count of n is the number off
  // the board, and a diagonal is off the board exactly when an orthogonal neighbour is. The
  // diagonals are read whether or not v is surrounded, so that no branch depends on it (speed
  // only: a diagonal of a point is always a vertex of the board's arrays).
  const Stone opp = stone_of(opponent(c));
  const bool off = ((n >> (4U * static_cast<unsigned>(index(opponent(c))))) & 0xFU) != 0;
  const int opponent_diagonals = (colour_[v + diag_[0]] == opp) + (colour_[v + diag_[1]] == opp) +
                                 (colour_[v + diag_[2]] == opp) + (colour_[v + diag_[3]] == opp);
  return surrounded & (opponent_diagonals + static_cast<int>(off) < 2);
}

bool PlainGoBoard::is_own_eye(Colour c, Vertex v) const { return colour_[v] == kEmpty && eye_around(c, v); }

// Precondition: 0 ≤ v < kMaxVertices, and v is not empty or has no empty neighbour (is_playable's
// fast path failed). Every vertex that is not a point is kOff, so the colour test covers them.
bool PlainGoBoard::is_playable_surrounded(Index v) const {
  assert(v >= 0 && v < kMaxVertices && (colour_[v] != kEmpty || empty_neighbours(v) == 0));
  if (colour_[v] != kEmpty) return false;
  // Both tests made, so that the answer takes no branch on the first (speed only).
  const bool eye = eye_around(to_move_, v);
  return !eye & is_legal_surrounded(v);
}

// A13 forbidden, A14 simple ko. The ko point has no empty neighbour (all its neighbours are
// stones of the side that just took, or the edge): is_legal_surrounded refuses it.
bool PlainGoBoard::is_legal(Vertex v) const {
  if (v <= 0 || v >= end_ || colour_[v] != kEmpty) return false;
  return empty_neighbours(v) > 0 || is_legal_surrounded(v);
}

// A stone next to q was removed: q has one more empty neighbour, and q's chain, if q is a stone,
// one more pseudo-liberty. Without a branch on q's colour (speed only): an empty or off-board q
// adds 0 to its stale or own count.
inline void PlainGoBoard::free_at(Index q, std::uint16_t delta) {
  nbr_[q] = static_cast<std::uint16_t>(nbr_[q] + delta);
  const Stone c = colour_[q];
  libs_[chain_[q]] = static_cast<std::int16_t>(libs_[chain_[q]] + static_cast<int>(c == kBlack || c == kWhite));
}

// Removes every stone of chain `id`, the side to move's prisoners (a capture happens in its own
// turn; counted here and not in every turn: speed only); returns how many.
int PlainGoBoard::remove_chain(Index id) {
  const Stone colour = colour_[id];
  const auto delta = static_cast<std::uint16_t>(kEmptyDelta - stone_delta(colour));
  const Index stride = kStride;
  int removed = 0;
  Index s = id;
  do {
    colour_[s] = kEmpty;
    add_empty(s);
    free_at(s + 1, delta);
    free_at(s - 1, delta);
    free_at(s + stride, delta);
    free_at(s - stride, delta);
    ++removed;
    s = next_[s];
  } while (s != id);
  prisoners_[index(to_move_)] += removed;
  return removed;
}

void PlainGoBoard::pass() {
  ko_ = kPass;
  last_captures_ = 0;
  to_move_ = opponent(to_move_);
  ++passes_;
}

// Uniform among playable vertices: draw from the untried part [0, n) of the empty list; an
// unplayable draw is swapped to the tried part [n, count) and the draw repeats.
PlainGoBoard::Vertex PlainGoBoard::random_move(PlayoutRng& rng) {
  int n = static_cast<int>(empty_count_);
  while (n > 0) {
    const int i = rng.below(n);
    const Vertex v = empty_[i];
    if (is_playable(v)) {
      play(v);
      return v;
    }
    --n;
    const Vertex w = empty_[n];
    empty_[i] = static_cast<std::int16_t>(w);
    empty_pos_[w] = static_cast<std::int16_t>(i);
    empty_[n] = static_cast<std::int16_t>(v);
    empty_pos_[v] = static_cast<std::int16_t>(n);
  }
  pass();
  return kPass;
}

Board PlainGoBoard::to_board() const {
  Board b(size_);
  for (Point p : b.points()) {
    const Stone c = colour_[vertex(p)];
    b.set(p, c == kBlack ? Cell::black : c == kWhite ? Cell::white
                                                     : Cell::empty);
  }
  return b;
}

bool PlainGoBoard::is_consistent() const {
  PlainGoBoard fresh(size_);
  fresh.colour_ = colour_;
  // Neighbour counts from the colours.
  for (Vertex v = 0; v < end_; ++v) {
    if (colour_[v] == kOff) continue;
    std::uint16_t n = 0;
    for (Vertex d : dir_) {
      const Stone c = colour_[v + d];
      n = static_cast<std::uint16_t>(n + (c == kOff ? 0x011 : c == kEmpty ? kEmptyDelta
                                                                          : stone_delta(c)));
    }
    if (n != nbr_[v]) return false;
  }
  fresh.nbr_ = nbr_;
  // Every off-board vertex is its own chain with kOffLibs (is_legal_surrounded).
  for (Vertex v = 0; v < kMaxVertices; ++v)
    if (colour_[v] == kOff && (chain_[v] != v || libs_[v] != kOffLibs)) return false;
  fresh.rebuild_chains();
  // Empty list: exactly the empty points, positions consistent.
  int empties = 0;
  for (Vertex v = 0; v < end_; ++v) empties += colour_[v] == kEmpty;
  if (empties != empty_count_) return false;
  for (Index i = 0; i < empty_count_; ++i)
    if (colour_[empty_[i]] != kEmpty || empty_pos_[empty_[i]] != i) return false;
  // Chains: same partition (same id for the same fresh chain, one id per fresh chain), and
  // pseudo-liberties, sizes and circular lists equal.
  for (Vertex v = 0; v < end_; ++v) {
    if (colour_[v] != kBlack && colour_[v] != kWhite) continue;
    const int id = chain_[v];
    const int fid = fresh.chain_[v];
    if (colour_[id] != colour_[v] || chain_[id] != id) return false;
    if (libs_[id] != fresh.libs_[fid] || size_of_[id] != fresh.size_of_[fid]) return false;
    int count = 0;
    bool saw_id = false;
    Vertex s = v;
    do {
      if (chain_[s] != id || fresh.chain_[s] != fid) return false;
      saw_id |= s == id;
      s = next_[s];
      if (++count > size_of_[id]) return false;
    } while (s != v);
    if (count != size_of_[id] || !saw_id) return false;
  }
  if (ko_ != kPass && (colour_[ko_] != kEmpty || empty_neighbours(ko_) != 0)) return false;
  return true;
}

int plain_playout(PlainGoBoard& board, PlayoutRng& rng, int max_turns) {
  int turns = 0;
  while (turns < max_turns && !board.game_over()) {
    board.random_move(rng);
    ++turns;
  }
  return turns;
}

std::vector<int> record_playouts(int size, int count, std::uint64_t seed) {
  PlainGoBoard board(size);
  PlayoutRng rng(seed);
  std::vector<int> moves;
  for (int i = 0; i < count; ++i) {
    board.clear();
    for (int t = 0; t < playout_turn_limit(board) && !board.game_over(); ++t) moves.push_back(board.random_move(rng));
    moves.push_back(-1);
  }
  return moves;
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
