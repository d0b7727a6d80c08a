// The board of libego's 0.1 releases (lukaszlew/libego 0.1.127, source/libego: the global class
// `Board`) behind anchor.h, compiled from the user's checkout for one board size: this libego
// fixes its size at compile time from the macro BOARDSIZE (vertex.h), which CMakeLists.txt sets,
// compiling this file once per size. This file includes libego's own single translation unit
// (ego.cpp, the way libego builds itself), so that its board's calls can be inlined here as they
// are in libego.
//
// Its own build never defines NDEBUG (libego's CMAKE_CXX_FLAGS_RELEASE replaces CMake's `-O3
// -DNDEBUG` by its own `-O3 ...`, and testing.h refuses NDEBUG with #error): its checks are
// compile-time constants (`assertc(board_ac, ...)`, all false outside its Debug build). So NDEBUG
// is undefined around ego.cpp below, as in libego's own Release build, and only there.
//
// Vertices: ours (x, y) is libego's row y, column x (a reflection of the board, which changes no
// rule). The rules as asked here: is_pseudo_legal refuses the simple-ko point (ko_v, set when a
// stone played into the opponent's one-point eye captured one stone, which is plain_go.h's ko) and
// the single-stone suicide; this libego's play_legal also plays a multi-stone suicide (its
// playouts allow it), so the adapter refuses it as well with libego's own string data
// (multi_stone_suicide below): suicide illegal, as on every board here. is_eyelike is the
// EyeRule::libego own-eye test.

// Ours first: libego's headers define macros (`rep`, `flatten`, ...) and `using namespace std`.
#include <cstring>
#include <vector>

#include "bench/anchors/anchor.h"
#include "bench/anchors/choice.h"

#ifdef NDEBUG
#define F3GO_ANCHOR_NDEBUG_WAS_DEFINED
#undef NDEBUG
#endif
#include "ego.cpp"
#ifdef F3GO_ANCHOR_NDEBUG_WAS_DEFINED
#define NDEBUG
#include <cassert>
#undef F3GO_ANCHOR_NDEBUG_WAS_DEFINED
#endif

namespace f3go::anchors {

namespace {

// libego keeps each string's pseudo-liberty count (Board::chain_at(v).lib_cnt, a mutable count its
// own eye_is_suicide lowers and restores) and each point's neighbour counts (Board::nbr_cnt)
// private. An explicit instantiation may name a private member ([temp.explicit]: access is not
// checked there), which hands its address to member(Tag).
template <class Tag, auto Member>
struct Expose {
  friend auto member(Tag) { return Member; }
};
struct ChainAtTag {};
auto member(ChainAtTag);
template struct Expose<ChainAtTag, static_cast<const ::Board::Chain& (::Board::*)(::Vertex) const>(&::Board::chain_at)>;
struct NbrCntTag {};
auto member(NbrCntTag);
template struct Expose<NbrCntTag, &::Board::nbr_cnt>;

// Playing v would leave the mover's new string without a liberty, and capture nothing: libego's
// eye_is_suicide (lower the count of every neighbouring string by one, look, restore) extended to
// the mover's own strings, after the test libego's play_not_eye would make first (an empty
// neighbour: a liberty). Precondition: v is an empty point of the board.
bool multi_stone_suicide(const ::Board& board, ::Player pl, ::Vertex v) {
  assert(board.color_at[v] == ::Color::empty());
  if ((board.*member(NbrCntTag{}))[v].empty_cnt() != 0) return false;
  const auto chain_at = member(ChainAtTag{});
  const ::Vertex nbrs[4] = {v.N(), v.W(), v.E(), v.S()};
  for (const ::Vertex n : nbrs) --(board.*chain_at)(n).lib_cnt;
  bool suicide = true;
  for (const ::Vertex n : nbrs) {
    const ::Color c = board.color_at[n];
    if (!c.is_player()) continue;
    const bool none_left = (board.*chain_at)(n).lib_cnt == 0;
    // An own string with a liberty left keeps the stone alive; an opponent's string left without
    // one is captured.
    if (c == ::Color(pl) ? !none_left : none_left) suicide = false;
  }
  for (const ::Vertex n : nbrs) ++(board.*chain_at)(n).lib_cnt;
  return suicide;
}

class Libego01 final : public Anchor {
 public:
  Libego01() : list_(static_cast<int>(board_size)) {
    const int n = static_cast<int>(board_size);
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) to_ego_[optimized::PlainGoBoard::vertex({x, y})] = ::Vertex(::Coord(y), ::Coord(x)).get_idx();
    to_ego_[0] = ::Vertex::pass().get_idx();
    clear();
  }

  std::string name() const override { return kLibego01Name; }
  int size() const override { return static_cast<int>(board_size); }

  void clear() override {
    board_.load(&empty_);
    list_.clear();
  }
  Cell at(int v) const override {
    const ::Color c = board_.color_at[ego(v)];
    return c == ::Color::black() ? Cell::black : c == ::Color::white() ? Cell::white
                                                                       : Cell::empty;
  }
  bool is_legal(int v) const override { return legal(board_.act_player(), ego(v)); }
  bool is_own_eye(Colour c, int v) const override {
    return board_.is_eyelike(c == Colour::black ? ::Player::black() : ::Player::white(), ego(v));
  }
  int choose(optimized::PlayoutRng& rng) override { return list_.choose(*this, rng); }
  bool game_over() const override { return list_.game_over(); }

  int playout(optimized::PlayoutRng& rng, int max_turns) override { return play_out(*this, list_, rng, max_turns); }

  void load_replay(const std::vector<int>& moves) override {
    replay_.clear();
    for (int v : moves) replay_.push_back(v < 0 ? ::Vertex::any().get_idx() : to_ego_[v]);
    next_ = 0;
  }
  int replay() override {
    board_.load(&empty_);
    int turns = 0;
    const uint end = ::Vertex::any().get_idx();
    for (; replay_[next_] != end; ++next_, ++turns) board_.play_legal(board_.act_player(), ::Vertex(replay_[next_]));
    next_ = next_ + 1 == replay_.size() ? 0 : next_ + 1;
    return turns;
  }

  // The Board of choice.h.
  bool playable(int v) const {
    const ::Player pl = board_.act_player();
    const ::Vertex e = ego(v);
    return !board_.is_eyelike(pl, e) && legal(pl, e);
  }
  void play(int v) { board_.play_legal(board_.act_player(), ego(v)); }
  void pass() { board_.play_legal(board_.act_player(), ::Vertex::pass()); }
  bool is_empty(int v) const { return board_.color_at[ego(v)] == ::Color::empty(); }

 private:
  ::Vertex ego(int v) const { return ::Vertex(to_ego_[v]); }
  bool legal(::Player pl, ::Vertex e) const {
    return board_.is_pseudo_legal(pl, e) && !multi_stone_suicide(board_, pl, e);
  }

  ::Board empty_;
  ::Board board_;
  ChoiceList list_;
  std::array<uint, ChoiceList::kMaxVertices> to_ego_{};
  std::vector<uint> replay_;
  std::size_t next_ = 0;
};

}  // namespace

std::unique_ptr<Anchor> make_libego01(int size) {
  if (size != static_cast<int>(board_size)) return nullptr;
  return std::make_unique<Libego01>();
}

int libego01_own_playout(std::uint32_t& seed, int max_turns) {
  static ::Board empty;
  static ::Board board;
  ::FastRandom random(seed);
  board.load(&empty);
  int turns = 0;
  while (turns < max_turns && !board.both_player_pass()) {
    // ::LightPlayout::PlayOneMove, libego's own playout step (multi-stone suicide allowed, as in
    // its playouts), on this loop's random generator.
    ::LightPlayout(&board, random).PlayOneMove();
    ++turns;
  }
  seed = random.get_seed();
  return turns;
}

}  // namespace f3go::anchors
