// The lockstep test of bench/anchors: the playout board (optimized/plain_go.h) and each anchor
// this program was built with (anchor.h) play the same seeded random playouts side by side, and
// at every turn every verdict is compared:
//   - the stones of every point (before the first move and after every move);
//   - at every empty point, for the side to move: legal or not (suicide, simple ko), and the own
//     one-point eye of either colour (EyeRule::libego);
//   - the move each board's playout step picks with the same PlayoutRng (the playout board's
//     random_move against choice.h on the anchor), and the end of the playout.
// Usage: anchors_lockstep_N [--turns T] (T turns at least per anchor, 1000000 by default). Exits 1
// naming the anchor, seed, turn and point of the first difference, 0 when every verdict agreed,
// 2 on a bad option or when no anchor is built in.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "bench/anchors/anchor.h"
#include "oracle/board.h"

namespace {

using f3go::Cell;
using f3go::Colour;
using f3go::Point;
using f3go::anchors::Anchor;
using f3go::optimized::PlainGoBoard;
using f3go::optimized::PlayoutRng;

const char* yes_no(bool b) { return b ? "yes" : "no"; }

struct Counts {
  std::int64_t playouts = 0, turns = 0, passes = 0, verdicts = 0, at_limit = 0;
};

[[noreturn]] void differ(const Anchor& anchor, const PlainGoBoard& ours, std::uint64_t seed, int turn,
                         const std::string& what) {
  std::printf("FAIL %s %dx%d: seed %llu, turn %d: %s\nthe playout board before the turn:\n%s", anchor.name().c_str(),
              ours.size(), ours.size(), static_cast<unsigned long long>(seed), turn, what.c_str(),
              f3go::diagram(ours.to_board()).c_str());
  std::exit(1);
}

// Every point's stones, and every empty point's verdicts, at one turn.
void compare_position(const PlainGoBoard& ours, const Anchor& anchor, std::uint64_t seed, int turn,
                      Counts& counts) {
  const Colour mover = ours.to_move();
  for (int y = 0; y < ours.size(); ++y)
    for (int x = 0; x < ours.size(); ++x) {
      const Point p{x, y};
      const int v = ours.vertex(p);
      const Cell a = ours.at(p), b = anchor.at(v);
      if (a != b)
        differ(anchor, ours, seed, turn,
               "the stone at " + f3go::to_gtp(p) + ": F3Go " + std::to_string(static_cast<int>(a)) + ", " +
                   anchor.name() + " " + std::to_string(static_cast<int>(b)) + " (0 empty, 1 black, 2 white)");
      if (a != Cell::empty) continue;
      const bool legal = ours.is_legal(v);
      if (legal != anchor.is_legal(v))
        differ(anchor, ours, seed, turn,
               std::string("legal for ") + (mover == Colour::black ? "black" : "white") + " at " +
                   f3go::to_gtp(p) + ": F3Go " + yes_no(legal) + ", " + anchor.name() + " " + yes_no(!legal));
      for (const Colour c : {Colour::black, Colour::white}) {
        const bool eye = ours.is_own_eye(c, v);
        if (eye != anchor.is_own_eye(c, v))
          differ(anchor, ours, seed, turn,
                 std::string("own eye of ") + (c == Colour::black ? "black" : "white") + " at " + f3go::to_gtp(p) +
                     ": F3Go " + yes_no(eye) + ", " + anchor.name() + " " + yes_no(!eye));
      }
      counts.verdicts += 3;
    }
}

std::string move_text(const PlainGoBoard& b, int v) { return v == 0 ? "pass" : f3go::to_gtp(b.point(v)); }

Counts run(Anchor& anchor, std::int64_t min_turns) {
  const int n = anchor.size();
  PlainGoBoard ours(n);
  const int limit = f3go::optimized::playout_turn_limit(ours);
  Counts counts;
  for (std::uint64_t seed = 1; counts.turns < min_turns; ++seed) {
    ours.clear();
    anchor.clear();
    PlayoutRng rng_ours(seed), rng_anchor(seed);
    int turn = 0;
    for (; turn < limit && !ours.game_over(); ++turn) {
      compare_position(ours, anchor, seed, turn, counts);
      const PlainGoBoard before = ours;
      const int a = ours.random_move(rng_ours);
      const int b = anchor.choose(rng_anchor);
      if (a != b)
        differ(anchor, before, seed, turn,
               "the playout step: F3Go " + move_text(ours, a) + ", " + anchor.name() + " " + move_text(ours, b));
      counts.passes += a == 0;
    }
    compare_position(ours, anchor, seed, turn, counts);
    if (anchor.game_over() != ours.game_over())
      differ(anchor, ours, seed, turn, std::string("game over: F3Go ") + yes_no(ours.game_over()) + ", " + anchor.name() + " " + yes_no(anchor.game_over()));
    counts.at_limit += turn == limit;
    counts.turns += turn;
    ++counts.playouts;
  }
  return counts;
}

}  // namespace

int main(int argc, char** argv) {
  std::int64_t min_turns = 1000000;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--turns") == 0 && i + 1 < argc) {
      char* end = nullptr;
      min_turns = std::strtoll(argv[++i], &end, 10);
      if (*end != '\0' || min_turns < 1) {
        std::fprintf(stderr, "anchors_lockstep: --turns wants a positive number, not '%s'\n", argv[i]);
        return 2;
      }
    } else {
      std::fprintf(stderr, "anchors_lockstep: unknown option '%s' (usage: --turns T)\n", argv[i]);
      return 2;
    }
  }
  const int n = F3GO_ANCHOR_SIZE;
  auto anchors = f3go::anchors::all_anchors(n);
  if (anchors.empty()) {
    std::fprintf(stderr, "anchors_lockstep: built without any anchor\n");
    return 2;
  }
  for (auto& anchor : anchors) {
    const Counts c = run(*anchor, min_turns);
    std::printf(
        "%s %dx%d: agree — %lld playouts, %lld turns (%lld passes, %lld playouts at the 3*area limit), "
        "%lld point verdicts (legal, own eye of black, of white) and every stone equal at every turn, "
        "every move the same\n",
        anchor->name().c_str(), n, n, static_cast<long long>(c.playouts), static_cast<long long>(c.turns),
        static_cast<long long>(c.passes), static_cast<long long>(c.at_limit), static_cast<long long>(c.verdicts));
  }
  return 0;
}
