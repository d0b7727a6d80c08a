// Another program's Go board behind one interface, for the side-by-side measurements of
// bench/anchors (README.md there): libego's (two versions) and KataGo's, compiled from the
// user's checkouts.
//
// Every vertex here is the playout board's (optimized::PlainGoBoard::vertex: (x, y) ↦
// (y+1)·20 + x + 1 whatever the size, 0 = pass); each adapter maps it to its board's own
// numbering through a table. The side to move is the adapter's (black first, alternating, a pass
// included). The rules asked of the other board are the playout board's: suicide illegal, simple
// ko, and the own-eye test of EyeRule::libego (plain_go.h).
//
// The adapters' translation units include the other programs' headers (their names live in the
// global namespace, and libego's headers bring macros and `using namespace std`); this header
// includes none of them.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "oracle/colour.h"
#include "optimized/plain_go.h"

namespace f3go::anchors {

class Anchor {
 public:
  virtual ~Anchor() = default;

  virtual std::string name() const = 0;
  virtual int size() const = 0;

  // The empty board, black to move.
  virtual void clear() = 0;
  virtual Cell at(int v) const = 0;
  // The other board's verdicts for the side to move at the empty point v.
  virtual bool is_legal(int v) const = 0;
  virtual bool is_own_eye(Colour c, int v) const = 0;

  // The playout step with PlainGoBoard::random_move's choice (choice.h): the same draws of rng
  // over the empty points kept in the playout board's order, each draw judged by the other
  // board's legality and own-eye test; plays the move (or passes) on the other board. Returns the
  // vertex, or 0 for a pass.
  virtual int choose(optimized::PlayoutRng& rng) = 0;
  virtual bool game_over() const = 0;

  // Timed loops (the loop inside the adapter's translation unit, as the playout board's is inside
  // plain_go.cpp). playout: clear, then choose() until two passes or max_turns turns; returns
  // the turns. load_replay: moves as bench/playouts.cpp records them (vertices, 0 = pass, each
  // playout ended by -1), translated once into the other board's numbering; replay: clear, then
  // the next recorded playout through the other board's play alone, no choice; returns its turns.
  virtual int playout(optimized::PlayoutRng& rng, int max_turns) = 0;
  virtual void load_replay(const std::vector<int>& moves) = 0;
  virtual int replay() = 0;
};

// The anchors' names, as the programs print them: libego's 2010 line (source/goboard, class
// RawBoard; tested with 9c50391), libego's 0.1 releases (source/libego, class Board; tested with
// 0.1.127), KataGo. A libego's own playout step is "<name>-own-policy".
inline constexpr const char* kLibego2010Name = "libego-2010";
inline constexpr const char* kLibego01Name = "libego-0.1";
inline constexpr const char* kKataGoName = "KataGo";

// libego's 2010 line (lukaszlew/libego 9c50391, source/goboard), compiled for one board size;
// nullptr for another size.
std::unique_ptr<Anchor> make_libego(int size);
// libego's 0.1 releases (lukaszlew/libego 0.1.127, source/libego), compiled for one board size;
// nullptr for another size. Its global `Board` (and its Vertex, Player, ...) clash with KataGo's
// and with the 2010 line's names, so it is built into programs of its own (CMakeLists.txt).
std::unique_ptr<Anchor> make_libego01(int size);
// KataGo (lightvector/KataGo, cpp/game/board.cpp), any size up to 19.
std::unique_ptr<Anchor> make_katago(int size);

// A whole playout with a libego's own light playout step (RandomLightMove of the 2010 line,
// LightPlayout::PlayOneMove of 0.1, with its FastRandom from `seed`, which it advances: a random
// start in its empty list, then the first playable point scanning forward in libego's own order;
// 0.1 also plays multi-stone suicides, as its playouts do): other games than ours, for reference.
// Clears first. Returns the turns.
int libego_own_playout(std::uint32_t& seed, int max_turns);
int libego01_own_playout(std::uint32_t& seed, int max_turns);

struct OwnPolicy {
  std::string name;
  int (*playout)(std::uint32_t& seed, int max_turns);
};

// Every anchor this program was built with, for the board size, and their own playout steps.
std::vector<std::unique_ptr<Anchor>> all_anchors(int size);
std::vector<OwnPolicy> all_own_policies();

}  // namespace f3go::anchors
