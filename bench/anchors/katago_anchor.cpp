// KataGo's board (lightvector/KataGo, cpp/game/board.{h,cpp}) behind anchor.h, compiled from the
// user's checkout (CMakeLists.txt compiles board.cpp and the files of cpp/core it needs into a
// library; this file calls it through board.h as any KataGo program does).
//
// Vertices: KataGo's Loc of (x, y) is (x+1) + (y+1)·(x_size+1), the playout board's vertex on
// 19×19 (whose stride is 20 on every size), so the adapter maps vertices through a table as the
// libego adapters do; our pass (0) is KataGo's PASS_LOC. KataGo's rules as asked here: isLegal with
// isMultiStoneSuicideLegal = false (every suicide illegal) and its simple ko (ko_loc, set when a
// single stone with one liberty captured one stone); isSimpleEye is the EyeRule::libego own-eye
// test (orthogonal neighbours own or wall, opponent diagonals fewer than two, none against a
// wall). KataGo's board does not keep the side to move: this adapter does.

#include <array>
#include <mutex>
#include <vector>

#include "bench/anchors/anchor.h"
#include "bench/anchors/choice.h"

#include "game/board.h"

namespace f3go::anchors {

namespace {

class KataGo final : public Anchor {
 public:
  explicit KataGo(int size) : empty_(size, size), board_(size, size), list_(size) {
    for (int y = 0; y < size; ++y)
      for (int x = 0; x < size; ++x) to_loc_[optimized::PlainGoBoard::vertex({x, y})] = Location::getLoc(x, y, size);
    to_loc_[0] = ::Board::PASS_LOC;
    clear();
  }

  std::string name() const override { return kKataGoName; }
  int size() const override { return board_.x_size; }

  void clear() override {
    board_ = empty_;
    pla_ = P_BLACK;
    list_.clear();
  }
  Cell at(int v) const override {
    const Color c = board_.colors[loc(v)];
    return c == C_BLACK ? Cell::black : c == C_WHITE ? Cell::white
                                                     : Cell::empty;
  }
  bool is_legal(int v) const override { return board_.isLegal(loc(v), pla_, false); }
  bool is_own_eye(Colour c, int v) const override {
    return board_.isSimpleEye(loc(v), c == Colour::black ? P_BLACK : P_WHITE);
  }
  int choose(optimized::PlayoutRng& rng) override { return list_.choose(*this, rng); }
  bool game_over() const override { return list_.game_over(); }

  int playout(optimized::PlayoutRng& rng, int max_turns) override { return play_out(*this, list_, rng, max_turns); }

  void load_replay(const std::vector<int>& moves) override {
    replay_.clear();
    for (int v : moves) replay_.push_back(v < 0 ? ::Board::NULL_LOC : loc(v));
    next_ = 0;
  }
  int replay() override {
    board_ = empty_;
    Player pla = P_BLACK;
    int turns = 0;
    for (; replay_[next_] != ::Board::NULL_LOC; ++next_, ++turns) {
      board_.playMoveAssumeLegal(replay_[next_], pla);
      pla = getOpp(pla);
    }
    next_ = next_ + 1 == replay_.size() ? 0 : next_ + 1;
    return turns;
  }

  // The Board of choice.h.
  bool playable(int v) const {
    const Loc l = loc(v);
    return !board_.isSimpleEye(l, pla_) && board_.isLegal(l, pla_, false);
  }
  void play(int v) {
    board_.playMoveAssumeLegal(loc(v), pla_);
    pla_ = getOpp(pla_);
  }
  void pass() {
    board_.playMoveAssumeLegal(::Board::PASS_LOC, pla_);
    pla_ = getOpp(pla_);
  }
  bool is_empty(int v) const { return board_.colors[loc(v)] == C_EMPTY; }

 private:
  Loc loc(int v) const { return to_loc_[v]; }

  ::Board empty_;
  ::Board board_;
  Player pla_ = P_BLACK;
  ChoiceList list_;
  std::array<Loc, ChoiceList::kMaxVertices> to_loc_{};
  std::vector<Loc> replay_;
  std::size_t next_ = 0;
};

}  // namespace

std::unique_ptr<Anchor> make_katago(int size) {
  static std::once_flag hashed;
  std::call_once(hashed, [] { ::Board::initHash(); });
  return std::make_unique<KataGo>(size);
}

}  // namespace f3go::anchors
