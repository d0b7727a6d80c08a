// `verify --exhaustive N --moves`: every move from every small position, on the reference game and
// on optimized::Game (move_sweep.h).
#include "judge/move_sweep.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "testkit/compare.h"
#include "testkit/generators.h"
#include "optimized/game.h"
#include "optimized/play.h"
#include "optimized/zobrist.h"
#include "reference/holographic.h"
#include "reference/play.h"

namespace f3go::judge {

using namespace testkit;  // the generators and the comparison (testkit/)
namespace {

const std::string kReference = "reference";
const std::string kGame = "optimized::Game";
const std::string kTryMove = "optimized::try_move";

// ---------------------------------------------------------------------------------------------
// The state of a game as lines, so that the first differing line names what differs.

// The cells of a board in point order as one word ("X.OF…"): a history entry in one line.
std::string cells_word(const Board& b) {
  std::string s;
  for (Point p : b.points()) s += symbol(b.at(p));
  return s;
}

// Every point of a board with its cell ("A1 black"), in point order.
Lines board_lines(const Board& b) {
  Lines out;
  for (Point p : b.points()) out.push_back(to_gtp(p) + " " + std::string(name(b.at(p))));
  return out;
}

std::string numbers_text(const std::vector<int>& ns) {
  std::string s;
  for (int n : ns) s += (s.empty() ? "" : ",") + std::to_string(n);
  return s.empty() ? "-" : s;
}

// Every field of a Position but the board, one line each, the ko history one line per entry.
Lines state_lines(const Position& p) {
  Lines out{position_line(p),
            "turns played " + std::to_string(p.turns_played[0]) + "/" + std::to_string(p.turns_played[1]),
            "chosen flybombs left " + std::to_string(p.chosen_left[0]) + "/" + std::to_string(p.chosen_left[1]),
            "random turns " + numbers_text(p.random_turns[0]) + " / " + numbers_text(p.random_turns[1])};
  for (std::size_t i = 0; i < p.history.size(); ++i)
    out.push_back("history " + std::to_string(i) + ": " + cells_word(p.history[i].board) + ", " +
                  std::string(name(p.history[i].to_move)) + " to move");
  return out;
}

// Every flower string with its four counts, table row and attribute (T22.4), as compare.h writes it.
Lines flower_lines(const std::vector<FlowerReport>& flowers) {
  Lines out;
  for (const FlowerReport& f : flowers) out.push_back(flower_text(f));
  return out;
}

std::string hex(std::uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

// Two diagrams side by side, the first labelled `left`, the second `right`.
std::string side_by_side(const std::string& left_title, const std::string& left,
                         const std::string& right_title, const std::string& right) {
  auto split = [](const std::string& s) {
    std::vector<std::string> lines;
    std::istringstream in(s);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
  };
  const std::vector<std::string> a = split(left), b = split(right);
  std::size_t width = left_title.size();
  for (const std::string& l : a) width = std::max(width, l.size());
  std::string out;
  auto row = [&](const std::string& l, const std::string& r) {
    out += l + std::string(width - l.size() + 4, ' ') + r + "\n";
  };
  row(left_title, right_title);
  for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i)
    row(i < a.size() ? a[i] : "", i < b.size() ? b[i] : "");
  return out;
}

// ---------------------------------------------------------------------------------------------
// One move on both games.

// A move played from one state on both games: the two outcomes, the reference's state after it
// (the state before when refused) and the first difference of everything move_sweep.h compares,
// with the name of the side that differs from the reference and its bottom board after the move.
struct Played {
  MoveOutcome ref, got;
  Position after;
  std::optional<Difference> difference;
  std::string second = kGame;
  Board second_board;
};

// The first difference between the reference's `after` (holographic board `holo`) and `game`.
std::optional<Difference> state_difference(const Position& after, const reference::Holographic& holo,
                                           const optimized::Game& game, bool legal, const std::string& move) {
  // Values compared first; the lines are made only to name a difference.
  const Position now = game.position();
  if (!(now == after)) {
    if (auto d = first_difference("bottom board after " + move, board_lines(after.board), board_lines(now.board)))
      return d;
    if (auto d = first_difference("state after " + move, state_lines(after), state_lines(now))) return d;
    return Difference{"state after " + move + " (a field not shown in text)", "", ""};
  }
  if (const std::vector<HoloCell> cells = game.holographic_cells(); cells != holo.cells)
    return first_difference("holographic board after " + move, cell_lines(after.board, holo.cells),
                            cell_lines(now.board, cells));
  if (const std::vector<FlowerReport> flowers = game.flowers(); flowers != holo.flowers) {
    if (auto d = first_difference("flowers after " + move, flower_lines(holo.flowers), flower_lines(flowers))) return d;
    return Difference{"flowers after " + move + " (a field not shown in text)", "", ""};
  }
  const std::uint64_t key = optimized::zobrist(after.board);
  if (game.key() != key) return Difference{"Zobrist key after " + move, hex(key) + " (recomputed)", hex(game.key())};
  if (legal) {
    if (const std::string bad = game.inconsistency(); !bad.empty())
      return Difference{"Game::inconsistency() after " + move, "(none: recomputed from the board)", bad};
  }
  return std::nullopt;
}

// `m` from `pos` (holographic board `holo`) on the reference and on `game`, the twin of `pos`
// (advanced by the move when the Game finds it legal); then on optimized::try_move (the
// Position-rebuilding twin behind OptimizedEngine::play), its outcome and Position compared too.
Played play_all(const Position& pos, const reference::Holographic& holo, optimized::Game& game, const Move& m,
                const Rules& rules) {
  Played p{{}, {}, pos, std::nullopt, kGame, Board{}};
  p.ref = reference::try_move(pos, m, rules, &p.after);
  if (!p.ref.legal) p.after = pos;
  p.got = game.play(m);
  const std::string move = to_text(m);
  if (!(p.ref == p.got)) {
    p.difference = Difference{"move " + move, outcome_text(p.ref), outcome_text(p.got)};
  } else if (p.ref.legal) {
    p.difference = state_difference(p.after, reference::holographic(p.after.board, rules), game, true, move);
  } else {
    p.difference = state_difference(p.after, holo, game, false, move);
  }
  if (p.difference) {
    p.second_board = game.position().board;
    return p;
  }
  Position opt_after = pos;
  const MoveOutcome opt = optimized::try_move(pos, m, rules, &opt_after);
  if (!opt.legal) opt_after = pos;
  if (!(opt == p.ref)) {
    p.difference = Difference{"move " + move, outcome_text(p.ref), outcome_text(opt)};
  } else if (!(opt_after == p.after)) {
    p.difference = first_difference("bottom board after " + move, board_lines(p.after.board), board_lines(opt_after.board));
    if (!p.difference) p.difference = first_difference("state after " + move, state_lines(p.after), state_lines(opt_after));
    if (!p.difference) p.difference = Difference{"state after " + move + " (a field not shown in text)", "", ""};
  }
  if (p.difference) p.second = kTryMove, p.second_board = opt_after.board;
  return p;
}

// ---------------------------------------------------------------------------------------------
// The game states of a board (move_sweep.h).

// `b` as a game start with `side` to move and `flybombs` left (black, white); in modes A/B the
// drawn schedule cut to the flybombs left, the rest chosen.
Position start_state(const Board& b, Colour side, std::array<int, 2> flybombs, const Rules& rules) {
  Position p = initial_position(b, rules, side);
  for (Colour c : kColours) {
    const int i = index(c);
    auto& drawn = p.random_turns[i];
    if (static_cast<int>(drawn.size()) > flybombs[i]) drawn.resize(static_cast<std::size_t>(flybombs[i]));
    p.flybombs_left[i] = flybombs[i];
    p.chosen_left[i] = flybombs[i] - static_cast<int>(drawn.size());
  }
  return p;
}

// A capture that can have led to a board: the other side's stone at q took `side`'s stone at c.
struct Capture {
  Point q, c;
};

// The board before that capture: q empty, `side`'s stone back at c.
Board before_capture(const Board& b, Capture k, Colour side) {
  Board out = b;
  out.set(k.q, Cell::empty);
  out.set(k.c, stone(side));
  return out;
}

// Whether the reference, from `before`, plays "o q" legally, capturing exactly c and leaving `b`
// (`after` receives the position after it).
bool leads_to(const Position& before, Capture k, const Board& b, const Rules& rules, Position& after) {
  const MoveOutcome r = reference::try_move(before, Move::make_stone(before.to_move, k.q), rules, &after);
  return r.legal && r.captured == std::vector<Point>{k.c} && after.board == b;
}

// The capture (q, c) that `b` is built after (move_sweep.h): the first in point order whose
// recapture the reference refuses, else the first that replays at all; none if no capture leads to
// `b`. Judged with no flybombs left (so no random flybomb of modes A/B is due).
std::optional<Capture> last_capture(const Board& b, Colour side, const Rules& rules) {
  const Colour o = opponent(side);
  std::optional<Capture> first;
  for (Point q : b.points()) {
    if (b.at(q) != stone(o)) continue;
    for (Point c : b.neighbours(q)) {
      if (b.at(c) != Cell::empty) continue;
      const Capture k{q, c};
      Position after;
      if (!leads_to(start_state(before_capture(b, k, side), o, {0, 0}, rules), k, b, rules, after)) continue;
      if (!reference::try_move(after, Move::make_stone(side, c), rules).legal) return k;
      if (!first) first = k;
    }
  }
  return first;
}

// Every move the sweep tries from a state of the n×n board `b` with `side` to move.
std::vector<Move> moves_of(const Board& b, Colour side) {
  const int n = b.size();
  std::vector<Move> out;
  const std::vector<Point> points = b.points();
  for (Point p : points) out.push_back(Move::make_stone(side, p));
  for (Point p : points) {
    for (Point f : points) out.push_back(Move::make_flybomb(side, p, f));
    out.push_back(Move::make_flybomb(side, p, std::nullopt));
  }
  out.push_back(Move::make_pass(side));
  // Refused before the board is looked at: the wrong side, points off the board.
  Point empty = points.front();
  for (Point p : points)
    if (b.at(p) == Cell::empty) {
      empty = p;
      break;
    }
  out.push_back(Move::make_stone(opponent(side), empty));
  out.push_back(Move::make_pass(opponent(side)));
  out.push_back(Move::make_stone(side, Point{-1, 0}));
  out.push_back(Move::make_stone(side, Point{n, n - 1}));
  out.push_back(Move::make_stone(side, Point{0, n}));
  out.push_back(Move::make_flybomb(side, Point{n, 0}, std::nullopt));
  out.push_back(Move::make_flybomb(side, empty, Point{n, 0}));
  out.push_back(Move::make_flybomb(side, empty, Point{-1, n - 1}));
  return out;
}

// ---------------------------------------------------------------------------------------------
// The sweep.

// One game state: the reference Position, its twin Game, and what it is.
struct State {
  std::string label;
  Position pos;
  optimized::Game game;
};

class Sweep {
 public:
  Sweep(int n, const Rules& rules, std::uint64_t positions, std::ostream& out, const Progress& progress)
      : n_(n), rules_(rules), out_(out), positions_(positions), progress_(progress) {}

  // Every state of board `index` and every move from each.
  void position(std::uint64_t index) {
    const Board b = board_of_index(n_, index);
    const reference::Holographic holo = reference::holographic(b, rules_);
    for (Colour side : kColours) {
      const std::optional<Capture> capture = last_capture(b, side, rules_);
      std::optional<reference::Holographic> holo_before;
      if (capture) holo_before = reference::holographic(before_capture(b, *capture, side), rules_);
      for (int black = 0; black <= 1; ++black)
        for (int white = 0; white <= 1; ++white) {
          const std::array<int, 2> flybombs{black, white};
          const std::string head = std::string(name(side)) + " to move, flybombs left " + std::to_string(black) +
                                   "/" + std::to_string(white) + " (black/white), ";
          const Position start = start_state(b, side, flybombs, rules_);
          sweep_state(index, b, holo, State{head + "game start", start, optimized::Game(start, rules_)});
          if (capture) after_capture(index, b, holo, *holo_before, side, *capture, flybombs, head);
        }
    }
    ++done_;
    progress();
  }

  VerifyCounts finish() const {
    out_ << "states " << states_ << " (" << capture_states_ << " after a capture), moves " << counts_.agree + counts_.disagree
         << ": legal " << legal_ << ", refused by A14 " << ko_refused_ << ", refused otherwise " << refused_ << std::endl;
    out_ << counts_.agree << " agree, " << counts_.disagree << " disagree" << std::endl;
    return counts_;
  }

 private:
  // The state "o has just played q taking c" (move_sweep.h), the replayed move compared; then its sweep.
  void after_capture(std::uint64_t index, const Board& b, const reference::Holographic& holo,
                     const reference::Holographic& holo_before, Colour side, Capture k,
                     std::array<int, 2> flybombs, const std::string& head) {
    const Colour o = opponent(side);
    const Position before = start_state(before_capture(b, k, side), o, flybombs, rules_);
    const Move m = Move::make_stone(o, k.q);
    optimized::Game game(before, rules_);
    Played p = play_all(before, holo_before, game, m, rules_);
    const std::string label = head + "after " + to_text(m) + " took " + to_gtp(k.c);
    tally(index, "the game start before it, " + label, before, p);
    if (p.difference || !p.ref.legal || p.ref.captured != std::vector<Point>{k.c} || p.after.board != b) return;
    // The same state given to the Game's constructor (its history keys computed there): the
    // recapture at c, as a stone and as a flybomb turn with the flower passed.
    const State built{label + ", the Game built from the reference Position", p.after, optimized::Game(p.after, rules_)};
    for (const Move& retake : {Move::make_stone(side, k.c), Move::make_flybomb(side, k.c, std::nullopt)}) {
      optimized::Game g = built.game;
      tally(index, built.label, built.pos, play_all(built.pos, holo, g, retake, rules_));
    }
    sweep_state(index, b, holo, State{label, std::move(p.after), std::move(game)});
    ++capture_states_;
  }

  // Every move of moves_of from one state of board b (holographic board holo). A move the Game
  // refuses leaves it as it was (compared), so the next move is played on the same Game, as in a
  // game after a refused attempt; after a move it takes, or any difference, a fresh copy of the
  // state's Game.
  void sweep_state(std::uint64_t index, const Board& b, const reference::Holographic& holo, const State& s) {
    ++states_;
    optimized::Game work = s.game;
    for (const Move& m : moves_of(b, s.pos.to_move)) {
      const Played p = play_all(s.pos, holo, work, m, rules_);
      tally(index, s.label, s.pos, p);
      if (p.got.legal || p.difference) work = s.game;
    }
  }

  // Counts one compared move; reports the first disagreement.
  void tally(std::uint64_t index, const std::string& label, const Position& before, const Played& p) {
    if (!p.difference) {
      ++counts_.agree;
      if (p.ref.legal) ++legal_;
      else if (p.ref.reason.rfind("A14", 0) == 0) ++ko_refused_;
      else ++refused_;
      return;
    }
    if (++counts_.disagree > 1) return;
    out_ << "first disagreement (position " << index << " of the " << n_ << "x" << n_ << " enumeration; " << label
         << "):\nrules: " << compact(rules_) << "\nbottom board before:\n"
         << diagram(before.board)
         << "state: " << position_line(before) << "\nhistory:";
    for (const HistoryEntry& h : before.history) out_ << " " << cells_word(h.board);
    out_ << "\n"
         << difference_text(*p.difference, kReference, p.second)
         << side_by_side("bottom board after, " + kReference, diagram(p.after.board),
                         "bottom board after, " + p.second, diagram(p.second_board));
  }

  void progress() {
    progress_.maybe([&] {
      return "verify --moves: " + std::to_string(done_) + "/" + std::to_string(positions_) + " positions, " +
             std::to_string(counts_.agree + counts_.disagree) + " moves, " + std::to_string(counts_.disagree) +
             " disagree";
    });
  }

  int n_;
  const Rules& rules_;
  std::ostream& out_;
  std::uint64_t positions_, done_ = 0;
  std::uint64_t states_ = 0, capture_states_ = 0, legal_ = 0, ko_refused_ = 0, refused_ = 0;
  VerifyCounts counts_;
  ProgressThrottle progress_;
};

}  // namespace

VerifyCounts verify_exhaustive_moves(int n, const Rules& rules, Shard shard, std::ostream& out,
                                     const Progress& progress) {
  assert(n >= kMinSize && n <= kMoveSweepMaxSize);
  const std::uint64_t total = std::uint64_t{1} << (2 * n * n);
  const std::string what = "exhaustive=" + std::to_string(n) + " moves rules=" + compact(rules);
  out << run_line(what, shard) << std::endl;
  const std::uint64_t mine = total / shard.count + (shard.index < total % shard.count ? 1 : 0);
  Sweep sweep(n, rules, mine, out, progress);
  for (std::uint64_t index = shard.index; index < total; index += shard.count) sweep.position(index);
  const VerifyCounts counts = sweep.finish();
  out << verify_record(what, shard, {counts, false, {}}) << std::endl;  // its output draws the first disagreement
  return counts;
}

}  // namespace f3go::judge
