// `f3go perft`: the number of move sequences of each length from a position, every move played
// through the Engine interface (oracle/engine.h), so that any engine — and any other implementation
// of the rules — can be checked against the same counts (docs/perft.md).
//   f3go perft --size N --depth D [--rules …] [--set …] [--engine reference|optimized]
//              [--position FILE] [--divide] [--all-candidates]
//
// A node at depth d is a sequence of d legal turns (T22.1) from the start position. A turn is a
// stone (T22.6), a pass (T22.6 1(1)), or a flybomb turn (T22.1.a): an own stone followed by a
// flower point, or by the flower pass ("B C3 F pass", legal or not as A19
// flybomb.no_legal_point reads it). Two turns are different when their text (oracle/move.h)
// differs, so "B C3", "B C3 F D4" and "B C3 F pass" are three turns even where two of them leave
// the same board. Every depth-D turn is played (Engine::play with the position after it), not only
// counted. A game that has ended (A29: two consecutive passes) has no further turn.
//
// Candidates (candidate_moves, the one place that lists them): the pass; for each point p in the
// order A1, B1, …, A2, …: the stone at p, then the flybomb turns with own stone p — the flower at
// each point f in the same order, then the flower pass. Engine::play decides every candidate.
// By default, candidates that cannot be legal are skipped before asking the engine, each by a fact
// of the rules (cannot_be_legal); `--all-candidates` asks the engine about every one (slow: it
// checks the skipping).
//
// Output: with --divide, one line per legal first turn "B C3 F D4: <count at depth D>" and a
// blank line; then one line per depth 1..D, "depth d: <nodes> nodes, <s> s, <n> nodes/s", each
// depth walked on its own (the time of depth d includes playing the shallower turns again).
// Bad options or files: InputError, exit status 2.
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "oracle/cli/commands.h"
#include "oracle/engine.h"
#include "oracle/error.h"
#include "optimized/engine.h"
#include "reference/engine.h"

namespace f3go::cli {
namespace {

constexpr int kMaxDepth = 12;

struct PerftOptions {
  RuleOptions rules;
  int size = 0;
  int depth = 0;
  std::string engine = "reference";
  std::string position;  // "" = the empty board of --size
  bool divide = false;
  bool all_candidates = false;
};

// --- the candidates --------------------------------------------------------------------------

// Every turn the side to move could try, by kind and point (the order of the file comment).
std::vector<Move> candidate_moves(const Position& pos) {
  const Colour side = pos.to_move;
  const std::vector<Point> points = pos.board.points();
  std::vector<Move> out{Move::make_pass(side)};
  for (Point p : points) {
    out.push_back(Move::make_stone(side, p));
    for (Point f : points) out.push_back(Move::make_flybomb(side, p, f));
    out.push_back(Move::make_flybomb(side, p, std::nullopt));
  }
  return out;
}

// The board after the own stone at p of a flybomb turn, when that stone can be played at all:
// the stone is played as a plain stone on `pos` with its past forgotten (no ko, no schedule:
// only A14 and T22.8 look at the past, and neither is judged before the flower), so an illegal
// probe means the stone fails T22.6 itself (occupied point, suicide A13, A11) and so does every
// flybomb turn with that stone (T22.1.a 「下出1黑子、1飞弹」: the own stone is an ordinary stone).
std::optional<Board> board_after_own_stone(Engine& engine, const Position& pos, Point p, const Rules& rules) {
  Position probe = pos;
  probe.history.clear();
  probe.random_turns = {};
  probe.consecutive_passes = 0;
  probe.last_captures = 0;
  Position after;
  if (!engine.play(probe, Move::make_stone(pos.to_move, p), rules, &after).legal) return std::nullopt;
  return after.board;
}

// What the skipping knows of one position: per stone point, the board after the own stone.
class Skipper {
 public:
  Skipper(Engine& engine, const Position& pos, const Rules& rules)
      : engine_(engine), pos_(pos), rules_(rules), probes_(static_cast<std::size_t>(pos.board.area())) {}

  // True only when a rule fact makes `m` illegal without asking the engine:
  // T22.6 「选择一个下子点」 a stone goes on an empty point; T22.1.a a flybomb needs one left
  // (T22.0.d N flybombs); the own stone of a flybomb turn must be playable (board_after_own_stone)
  // and the flower needs a point empty after it (T22.5, the flower is never placed on a stone).
  bool cannot_be_legal(const Move& m) {
    if (m.kind == Move::Kind::pass) return false;
    if (pos_.board.at(m.stone) != Cell::empty) return true;
    if (m.kind == Move::Kind::stone) return false;
    if (pos_.flybombs_left[index(m.colour)] <= 0) return true;
    const std::optional<Board>& after = probe(m.stone);
    if (!after) return true;
    return m.flower && after->at(*m.flower) != Cell::empty;
  }

 private:
  const std::optional<Board>& probe(Point p) {
    auto& slot = probes_[static_cast<std::size_t>(pos_.board.index(p))];
    if (!slot) slot = board_after_own_stone(engine_, pos_, p, rules_);
    return *slot;
  }

  Engine& engine_;
  const Position& pos_;
  const Rules& rules_;
  std::vector<std::optional<std::optional<Board>>> probes_;  // outer: computed yet
};

// Calls visit(move, after) for every legal turn of the side to move, in candidate order.
template <class Visit>
void for_each_legal_move(Engine& engine, const Position& pos, const Rules& rules, bool all_candidates,
                         Visit&& visit) {
  // A29 game.end: a game that has ended has no turn (the engine refuses them all too).
  if (!all_candidates && pos.consecutive_passes >= 2) return;
  Skipper skipper(engine, pos, rules);
  Position after;
  for (const Move& m : candidate_moves(pos)) {
    if (!all_candidates && skipper.cannot_be_legal(m)) continue;
    if (engine.play(pos, m, rules, &after).legal) visit(m, after);
  }
}

// --- the walk --------------------------------------------------------------------------------

struct Walk {
  Engine& engine;
  const Rules& rules;
  bool all_candidates;

  // The number of legal sequences of `depth` turns from `pos`.
  std::uint64_t count(const Position& pos, int depth) {
    std::uint64_t n = 0;
    for_each_legal_move(engine, pos, rules, all_candidates, [&](const Move&, const Position& after) {
      n += depth == 1 ? 1 : count(after, depth - 1);
    });
    return n;
  }
};

std::unique_ptr<Engine> make_engine(const std::string& name) {
  if (name == "reference") return std::make_unique<reference::ReferenceEngine>();
  if (name == "optimized") return std::make_unique<optimized::OptimizedEngine>();
  throw InputError("perft --engine", "'" + name + "' is not an engine (reference, optimized)");
}

// --- the start position ----------------------------------------------------------------------

struct Start {
  Position position;
  Rules rules;
  std::string description;
};

// The empty board of --size, black to move, under the command-line rules.
Start empty_start(const PerftOptions& o) {
  if (o.size == 0) throw InputError("perft", "give --size N (the empty board) or --position FILE");
  if (o.size < kMinSize || o.size > kMaxSize)
    throw InputError("perft --size", "N must be " + std::to_string(kMinSize) + ".." + std::to_string(kMaxSize) +
                                         ", not " + std::to_string(o.size));
  Start s;
  s.rules = command_line_rules(Rules::for_profile(Profile::y2022), o.rules);
  s.position = initial_position(Board(o.size), s.rules);
  s.description = "the empty board";
  return s;
}

// The position of FILE under the file's rules and the command line on top. The start is drawn
// again under the final rules (N, mode and seed may come from --set); a `flybombs:` line of the
// file that differs from the file's N keeps its counts.
Start file_start(const PerftOptions& o) {
  const PositionFile pf = read_position_file(o.position);
  if (o.size != 0 && o.size != pf.position.board.size())
    throw InputError("perft --size", std::to_string(o.size) + " differs from the size " +
                                         std::to_string(pf.position.board.size()) + " of " + o.position);
  Start s;
  s.rules = command_line_rules(pf.rules, o.rules);
  s.position = initial_position(pf.position.board, s.rules, pf.position.to_move);
  const std::array<int, 2> file_default{pf.rules.flybombs, pf.rules.flybombs};
  if (pf.position.flybombs_left != file_default) s.position.flybombs_left = pf.position.flybombs_left;
  s.description = o.position;
  return s;
}

// --- the report ------------------------------------------------------------------------------

using Clock = std::chrono::steady_clock;

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", s);
  return buf;
}

void print_divide(Walk& walk, const Position& start, int depth) {
  for_each_legal_move(walk.engine, start, walk.rules, walk.all_candidates, [&](const Move& m, const Position& after) {
    std::cout << to_text(m) << ": " << (depth == 1 ? 1 : walk.count(after, depth - 1)) << '\n';
  });
  std::cout << '\n';
}

void print_depth(Walk& walk, const Position& start, int depth) {
  const auto t0 = Clock::now();
  const std::uint64_t nodes = walk.count(start, depth);
  const double s = std::chrono::duration<double>(Clock::now() - t0).count();
  const double rate = s > 0 ? static_cast<double>(nodes) / s : 0.0;
  std::cout << "depth " << depth << ": " << nodes << " nodes, " << seconds_text(s) << " s, "
            << static_cast<std::uint64_t>(rate) << " nodes/s" << std::endl;
}

void run_perft(const PerftOptions& o) {
  if (o.depth < 1 || o.depth > kMaxDepth)
    throw InputError("perft --depth", "D must be 1.." + std::to_string(kMaxDepth) + ", not " + std::to_string(o.depth));
  std::unique_ptr<Engine> engine = make_engine(o.engine);
  const Start s = o.position.empty() ? empty_start(o) : file_start(o);
  const int n = s.position.board.size();
  std::cout << "perft " << n << "x" << n << " from " << s.description << ", " << name(s.position.to_move)
            << " to move; rules " << compact(s.rules) << "; engine " << engine->name()
            << (o.all_candidates ? "; all candidates" : "") << '\n';
  Walk walk{*engine, s.rules, o.all_candidates};
  if (o.divide) print_divide(walk, s.position, o.depth);
  for (int d = 1; d <= o.depth; ++d) print_depth(walk, s.position, d);
}

}  // namespace

void add_perft_command(CLI::App& app) {
  auto o = std::make_shared<PerftOptions>();
  CLI::App* sub = app.add_subcommand(
      "perft", "count the move sequences of each length 1..D (stones, passes, flybomb turns), every "
               "move played through the engine (docs/perft.md)");
  add_rule_options(*sub, o->rules);
  sub->add_option("--size", o->size, "board size N, 2..19 (the empty board; or checked against --position)");
  sub->add_option("--depth", o->depth, "D, 1.." + std::to_string(kMaxDepth))->required();
  sub->add_option("--engine", o->engine, "reference (default) or optimized");
  sub->add_option("--position", o->position, "start from this position file instead of the empty board");
  sub->add_flag("--divide", o->divide, "print the count at depth D below each legal first turn");
  sub->add_flag("--all-candidates", o->all_candidates,
                "ask the engine about every candidate turn, skipping none (slow; checks the skipping)");
  sub->callback([o] { run_perft(*o); });
}

}  // namespace f3go::cli
