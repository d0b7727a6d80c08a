// `f3go perft`: the number of move sequences of each length from a position, every move played
// through the Engine interface (oracle/engine.h), so that any engine — and any other implementation
// of the rules — can be checked against the same counts (docs/perft.md).
//   f3go perft --size N --depth D [--rules …] [--set …] [--engine reference|optimized]
//              [--position FILE] [--divide] [--all-candidates]
//
// What a node, a turn and a candidate are: judge/perft.h.
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

#include "cli/commands.h"
#include "judge/engines/engines.h"
#include "judge/perft.h"
#include "oracle/engine.h"
#include "oracle/error.h"

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

// --- the start position ----------------------------------------------------------------------

struct Start {
  Position position;
  Rules rules;
  std::string description;
};

// The empty board of --size, black to move, under the command-line rules.
Start empty_start(const PerftOptions& o) {
  if (o.size == 0) throw InputError("perft", "give --size N (the empty board) or --position FILE");
  Start s;
  s.rules = command_line_rules(Rules::for_profile(Profile::y2022), o.rules);
  s.position = initial_position(Board(o.size), s.rules);
  s.description = "the empty board";
  return s;
}

// The position of FILE under the file's rules and the command line on top (read_position of
// cli/commands.h: the start drawn again under the final N, mode and seed; a `flybombs:` line of the
// file keeps its counts).
Start file_start(const PerftOptions& o) {
  const PositionFile pf = read_position(o.position, o.rules);
  if (o.size != 0 && o.size != pf.position.board.size())
    throw InputError("perft --size", std::to_string(o.size) + " differs from the size " +
                                         std::to_string(pf.position.board.size()) + " of " + o.position);
  Start s;
  s.rules = pf.rules;
  s.position = pf.position;
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

void print_divide(judge::Walk& walk, const Position& start, int depth) {
  judge::for_each_legal_move(walk.engine, start, walk.rules, walk.all_candidates, [&](const Move& m, const Position& after) {
    std::cout << to_text(m) << ": " << (depth == 1 ? 1 : walk.count(after, depth - 1)) << '\n';
  });
  std::cout << '\n';
}

void print_depth(judge::Walk& walk, const Position& start, int depth) {
  const auto t0 = Clock::now();
  const std::uint64_t nodes = walk.count(start, depth);
  const double s = std::chrono::duration<double>(Clock::now() - t0).count();
  const double rate = s > 0 ? static_cast<double>(nodes) / s : 0.0;
  std::cout << "depth " << depth << ": " << nodes << " nodes, " << seconds_text(s) << " s, "
            << static_cast<std::uint64_t>(rate) << " nodes/s" << std::endl;
}

void run_perft(const PerftOptions& o) {
  std::unique_ptr<Engine> engine = judge::make_engine(o.engine, "perft --engine");
  const Start s = o.position.empty() ? empty_start(o) : file_start(o);
  const int n = s.position.board.size();
  std::cout << "perft " << n << "x" << n << " from " << s.description << ", " << name(s.position.to_move)
            << " to move; rules " << compact(s.rules) << "; engine " << engine->name()
            << (o.all_candidates ? "; all candidates" : "") << '\n';
  judge::Walk walk{*engine, s.rules, o.all_candidates};
  if (o.divide) print_divide(walk, s.position, o.depth);
  for (int d = 1; d <= o.depth && std::cout; ++d) print_depth(walk, s.position, d);  // stops once output fails
}

}  // namespace

void add_perft_command(CLI::App& app) {
  auto o = std::make_shared<PerftOptions>();
  CLI::App* sub = app.add_subcommand(
      "perft",
      "count the move sequences of each length 1..D (stones, passes, flybomb turns), every "
      "move played through the engine (docs/perft.md)");
  add_rule_options(*sub, o->rules);
  add_number(*sub, "--size", o->size, "board size N, 2..19 (the empty board; or checked against --position)", kMinSize,
             kMaxSize);
  add_number(*sub, "--depth", o->depth, "D, 1.." + std::to_string(kMaxDepth), 1, kMaxDepth)->required();
  sub->add_option("--engine", o->engine, "the engine (default reference; built in: " + judge::engine_names_text() + ")");
  sub->add_option("--position", o->position, "start from this position file instead of the empty board");
  sub->add_flag("--divide", o->divide, "print the count at depth D below each legal first turn");
  sub->add_flag("--all-candidates", o->all_candidates,
                "ask the engine about every candidate turn, skipping none (slow; checks the skipping)");
  sub->callback([o] { run_perft(*o); });
}

}  // namespace f3go::cli
