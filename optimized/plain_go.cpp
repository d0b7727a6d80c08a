// Plain Go for playouts (plain_go.h). Fast paths that exist only for speed are marked as such.
#include "optimized/plain_go.h"

#include <string>
#include <utility>

#include "oracle/error.h"

namespace f3go::optimized {

namespace {

constexpr std::uint16_t kEmptyDelta = 0x100;

}  // namespace

PlainGoBoard::PlainGoBoard(int size, EyeRule eye) {
  if (size < kMinSize || size > kMaxSize)
    throw InputError("plain_go", "board size " + std::to_string(size) + " is not in 2..19");
  size_ = size;
  stride_ = size + 1;
  end_ = (size + 2) * stride_;
  dir_ = {1, -1, stride_, -stride_};
  diag_ = {stride_ + 1, stride_ - 1, -stride_ + 1, -stride_ - 1};
  eye_ = eye;
  build_empty_board();
  empty_board_ = {colour_, nbr_, empty_, empty_pos_};
  clear();
}

void PlainGoBoard::set_up_sentinels() {
  colour_.fill(kOff);
  nbr_.fill(0);
  empty_count_ = 0;
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x) colour_[vertex({x, y})] = kEmpty;
}

void PlainGoBoard::clear() {
  colour_ = empty_board_.colour;
  nbr_ = empty_board_.nbr;
  empty_ = empty_board_.empty;
  empty_pos_ = empty_board_.empty_pos;
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

void PlainGoBoard::add_empty(Vertex v) {
  empty_pos_[v] = static_cast<std::int16_t>(empty_count_);
  empty_[empty_count_++] = static_cast<std::int16_t>(v);
}

void PlainGoBoard::remove_empty(Vertex v) {
  const int i = empty_pos_[v];
  const Vertex last = empty_[--empty_count_];
  empty_[i] = static_cast<std::int16_t>(last);
  empty_pos_[last] = static_cast<std::int16_t>(i);
}

bool PlainGoBoard::is_own_eye(Colour c, Vertex v) const {
  if (colour_[v] != kEmpty || ((nbr_[v] >> (4U * static_cast<unsigned>(index(c)))) & 0xFU) != 4)
    return false;
  if (eye_ == EyeRule::orthogonal) return true;
  // libego: opponent diagonals, plus one if any diagonal is off the board, fewer than two.
  const Stone opp = c == Colour::black ? kWhite : kBlack;
  int opponent_diagonals = 0;
  bool off = false;
  for (Vertex d : diag_) {
    opponent_diagonals += colour_[v + d] == opp;
    off |= colour_[v + d] == kOff;
  }
  return opponent_diagonals + (off ? 1 : 0) < 2;
}

// A13 forbidden, A14 simple ko. v has no empty neighbour here: the move is legal iff it captures
// (an opponent chain whose only liberty is v) and is not the ko point, or joins an own chain
// that keeps another liberty. "Only liberty v" = pseudo-liberties equal to its stones next to v.
bool PlainGoBoard::is_legal(Vertex v) const {
  if (v <= 0 || v >= end_ || colour_[v] != kEmpty) return false;
  if (empty_neighbours(v) > 0) return v != ko_;  // fast path: a liberty of its own
  const Stone own = to_move_ == Colour::black ? kBlack : kWhite;
  const std::array<Vertex, 4> q{v + 1, v - 1, v + stride_, v - stride_};
  // Fast path (speed only): a chain with more than 4 pseudo-liberties has a liberty besides v
  // (v counts at most 4 times), so when every neighbouring chain has, nothing is captured and
  // the move is legal iff it joins an own chain.
  bool all_many = true;
  bool joins_own = false;
  for (Vertex w : q) {
    const Stone c = colour_[w];
    if (c == kOff) continue;
    all_many &= libs_[chain_[w]] > 4;
    joins_own |= c == own;
  }
  if (all_many) return joins_own;
  std::array<int, 4> id{};
  for (int i = 0; i < 4; ++i) {  // a distinct negative id for the edge
    const Stone c = colour_[q[i]];
    id[i] = c == kOff ? -1 - i : (c == own ? chain_[q[i]] : -1000 - chain_[q[i]]);
  }
  bool captures = false;
  bool keeps_liberty = false;
  for (int i = 0; i < 4; ++i) {
    if (id[i] < 0 && id[i] > -1000) continue;
    const int next_to_v = (id[0] == id[i]) + (id[1] == id[i]) + (id[2] == id[i]) + (id[3] == id[i]);
    const bool only_v = libs_[chain_[q[i]]] == next_to_v;
    if (id[i] >= 0) keeps_liberty |= !only_v;
    else captures |= only_v;
  }
  if (captures) return v != ko_;
  return keeps_liberty;
}

bool PlainGoBoard::is_playable(Vertex v) const {
  // Fast path (speed only): an empty neighbour makes v legal and not an eye; the ko point never
  // has one (all its neighbours are stones of the side that just took).
  if (colour_[v] == kEmpty && empty_neighbours(v) > 0) return true;
  return !is_own_eye(to_move_, v) && is_legal(v);
}

void PlainGoBoard::place_stone(Vertex v, Stone colour) {
  remove_empty(v);
  colour_[v] = colour;
  chain_[v] = static_cast<std::int16_t>(v);
  next_[v] = static_cast<std::int16_t>(v);
  size_of_[v] = 1;
  libs_[v] = static_cast<std::int16_t>(empty_neighbours(v));
  const auto delta = static_cast<std::uint16_t>(stone_delta(colour) - kEmptyDelta);
  for (Vertex q : {v + 1, v - 1, v + stride_, v - stride_})
    nbr_[q] = static_cast<std::uint16_t>(nbr_[q] + delta);
}

// Joins the chains with ids a and b (a ≠ b): the smaller one is relabelled.
void PlainGoBoard::merge(Vertex a, Vertex b) {
  if (size_of_[a] < size_of_[b]) std::swap(a, b);
  Vertex s = b;
  do {
    chain_[s] = static_cast<std::int16_t>(a);
    s = next_[s];
  } while (s != b);
  std::swap(next_[a], next_[b]);
  libs_[a] = static_cast<std::int16_t>(libs_[a] + libs_[b]);
  size_of_[a] = static_cast<std::int16_t>(size_of_[a] + size_of_[b]);
}

// Removes every stone of chain `id`; returns how many.
int PlainGoBoard::remove_chain(Vertex id) {
  const Stone colour = colour_[id];
  const auto delta = static_cast<std::uint16_t>(kEmptyDelta - stone_delta(colour));
  int removed = 0;
  Vertex s = id;
  do {
    colour_[s] = kEmpty;
    add_empty(s);
    for (Vertex q : {s + 1, s - 1, s + stride_, s - stride_}) {
      nbr_[q] = static_cast<std::uint16_t>(nbr_[q] + delta);
      if (colour_[q] == kBlack || colour_[q] == kWhite) ++libs_[chain_[q]];
    }
    ++removed;
    s = next_[s];
  } while (s != id);
  return removed;
}

int PlainGoBoard::play(Vertex v) {
  const Stone own = to_move_ == Colour::black ? kBlack : kWhite;
  const Stone opp = own == kBlack ? kWhite : kBlack;
  const unsigned n = nbr_[v];
  // Stones among the four neighbours: 8 − 2·empty − (black + white), the edge counting as both.
  const bool lone = 8 - 2 * ((n >> 8U) & 0xFU) - (n & 0xFU) - ((n >> 4U) & 0xFU) == 0;
  place_stone(v, own);
  if (lone) {  // fast path (speed only): nothing to join or capture
    ko_ = kPass;
    last_captures_ = 0;
    to_move_ = opponent(to_move_);
    passes_ = 0;
    return 0;
  }
  int captured = 0;
  Vertex captured_at = kPass;
  for (Vertex q : {v + 1, v - 1, v + stride_, v - stride_}) {
    const Stone c = colour_[q];
    if (c == own) {
      --libs_[chain_[q]];
      if (chain_[q] != chain_[v]) merge(chain_[q], chain_[v]);
    } else if (c == opp) {
      const int id = chain_[q];
      if (--libs_[id] == 0) {
        captured += remove_chain(id);
        captured_at = q;
      }
    }
  }
  // A14 simple ko: one stone taken by a stone that is now alone with that one liberty.
  const int id = chain_[v];
  ko_ = captured == 1 && size_of_[id] == 1 && libs_[id] == 1 ? captured_at : kPass;
  last_captures_ = captured;
  prisoners_[index(to_move_)] += captured;
  to_move_ = opponent(to_move_);
  passes_ = 0;
  return captured;
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
  int n = empty_count_;
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
    b.set(p, c == kBlack ? Cell::black : c == kWhite ? Cell::white : Cell::empty);
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
      n = static_cast<std::uint16_t>(n + (c == kOff ? 0x011 : c == kEmpty ? kEmptyDelta : stone_delta(c)));
    }
    if (n != nbr_[v]) return false;
  }
  fresh.nbr_ = nbr_;
  fresh.rebuild_chains();
  // Empty list: exactly the empty points, positions consistent.
  int empties = 0;
  for (Vertex v = 0; v < end_; ++v) empties += colour_[v] == kEmpty;
  if (empties != empty_count_) return false;
  for (int i = 0; i < empty_count_; ++i)
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

}  // namespace f3go::optimized
