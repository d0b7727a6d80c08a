// The board of libego's 2010 line (lukaszlew/libego 9c50391, source/goboard: class RawBoard)
// behind anchor.h, compiled from the user's checkout for one board size: libego fixes its size at
// compile time (`board_size` in config.hpp), so the build forces in a header that defines it
// (CMakeLists.txt) and compiles this file once per size. This file includes libego's own single
// translation unit (ego.cpp, the way libego builds itself), so that its board's calls can be
// inlined here as they are in libego.
//
// Vertices: ours (x, y) is libego's row y, column x (a reflection of the board, which changes no
// rule). libego's rules as its board states them: IsLegal refuses suicide and the simple-ko point
// (KoVertex, set when a stone played into the opponent's one-point eye captured one stone, which
// is plain_go.h's ko); IsEyelike is the EyeRule::libego own-eye test.

// Ours first: libego's headers define macros (`rep`, `flatten`, ...) and `using namespace std`.
#include <cstring>
#include <vector>

#include "bench/anchors/anchor.h"
#include "bench/anchors/choice.h"

#include "ego.cpp"

namespace f3go::anchors {

namespace {

class Libego final : public Anchor {
 public:
  Libego() : list_(static_cast<int>(board_size)) {
    const int n = static_cast<int>(board_size);
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x)
        to_ego_[optimized::PlainGoBoard::vertex({x, y})] = Vertex::OfCoords(y, x).GetRaw();
    to_ego_[0] = Vertex::Pass().GetRaw();
    clear();
  }

  std::string name() const override { return kLibego2010Name; }
  int size() const override { return static_cast<int>(board_size); }

  void clear() override {
    board_.Load(empty_);
    list_.clear();
  }
  Cell at(int v) const override {
    const Color c = board_.ColorAt(ego(v));
    return c == Color::Black() ? Cell::black : c == Color::White() ? Cell::white
                                                                   : Cell::empty;
  }
  bool is_legal(int v) const override { return board_.IsLegal(board_.ActPlayer(), ego(v)); }
  bool is_own_eye(Colour c, int v) const override {
    return board_.IsEyelike(c == Colour::black ? Player::Black() : Player::White(), ego(v));
  }
  int choose(optimized::PlayoutRng& rng) override { return list_.choose(*this, rng); }
  bool game_over() const override { return list_.game_over(); }

  int playout(optimized::PlayoutRng& rng, int max_turns) override { return play_out(*this, list_, rng, max_turns); }

  void load_replay(const std::vector<int>& moves) override {
    replay_.clear();
    for (int v : moves) replay_.push_back(v < 0 ? Vertex::Any().GetRaw() : to_ego_[v]);
    next_ = 0;
  }
  int replay() override {
    board_.Load(empty_);
    int turns = 0;
    const uint end = Vertex::Any().GetRaw();
    for (; replay_[next_] != end; ++next_, ++turns)
      board_.PlayLegal(board_.ActPlayer(), Vertex::OfRaw(replay_[next_]));
    next_ = next_ + 1 == replay_.size() ? 0 : next_ + 1;
    return turns;
  }

  // The Board of choice.h.
  bool playable(int v) const {
    const Player pl = board_.ActPlayer();
    const Vertex e = ego(v);
    return !board_.IsEyelike(pl, e) && board_.IsLegal(pl, e);
  }
  void play(int v) { board_.PlayLegal(board_.ActPlayer(), ego(v)); }
  void pass() { board_.PlayLegal(board_.ActPlayer(), Vertex::Pass()); }
  bool is_empty(int v) const { return board_.ColorAt(ego(v)) == Color::Empty(); }

 private:
  Vertex ego(int v) const { return Vertex::OfRaw(to_ego_[v]); }

  RawBoard empty_;
  RawBoard board_;
  ChoiceList list_;
  std::array<uint, ChoiceList::kMaxVertices> to_ego_{};
  std::vector<uint> replay_;
  std::size_t next_ = 0;
};

}  // namespace

std::unique_ptr<Anchor> make_libego(int size) {
  if (size != static_cast<int>(board_size)) return nullptr;
  return std::make_unique<Libego>();
}

int libego_own_playout(std::uint32_t& seed, int max_turns) {
  static RawBoard empty;
  static RawBoard board;
  FastRandom random(seed);
  board.Load(empty);
  int turns = 0;
  while (turns < max_turns && !board.BothPlayerPass()) {
    const Player pl = board.ActPlayer();
    board.PlayLegal(pl, board.RandomLightMove(pl, random));
    ++turns;
  }
  seed = random.GetSeed();
  return turns;
}

}  // namespace f3go::anchors
