// The native side of the WebAssembly comparisons (web/tests/wasm_test.mjs): seeded random positions
// and games, written as JSON lines for the Node test to replay through the module.
//
//   wasm_fixtures positions N SEED FILE   one line per position: {"position": TEXT, "rules": COMPACT,
//                                    "analysis": the text `f3go analyze --json FILE` prints}
//   wasm_fixtures games N SEED FILE       one line per game: {"start": TEXT, "rules": COMPACT, "turns":
//                                    [{"move", "legal", "reason", "captured", "position"} or
//                                    {"move", "error": true}], "sgf": TEXT}, each turn tried by the
//                                    reference (reference/engine.h) as `f3go` plays it
//
// Sample k of a run draws from testkit::sample_rng(SEED, k) (testkit/generators.h): a board of 3×3
// to 9×9, random rules (komi and the game parameters too; for games the wide ranges, so that a
// komi without a short decimal form is written and read back), then the position or the game.
#include <cstdint>
#include <fstream>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>

#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/json.h"
#include "oracle/position_text.h"
#include "oracle/sgf.h"
#include "reference/engine.h"
#include "testkit/generators.h"

namespace f3go {
namespace {

constexpr int kTurnsPerGame = 40;

// A turn in the browser API's short form ("C3", "pass", "C3 D4", "C3 pass"), or the full form of
// oracle/move.h when it is not the side to move's.
std::string turn_text(const Move& m, Colour to_move) {
  if (m.colour != to_move) return to_text(m);
  switch (m.kind) {
    case Move::Kind::pass: return "pass";
    case Move::Kind::stone: return to_gtp(m.stone);
    case Move::Kind::flybomb: return to_gtp(m.stone) + " " + (m.flower ? to_gtp(*m.flower) : std::string("pass"));
  }
  return "";
}

// Whether the points of `m` are on the board (else the API refuses its text, naming the move).
bool on_board(const Move& m, const Board& b) {
  if (m.kind == Move::Kind::pass) return true;
  return b.on_board(m.stone) && (!m.flower || b.on_board(*m.flower));
}

void positions(std::ostream& out, std::uint64_t count, std::uint64_t seed) {
  reference::ReferenceEngine mover;
  for (std::uint64_t k = 0; k < count; ++k) {
    std::mt19937_64 rng = testkit::sample_rng(seed, k);
    const int n = 3 + static_cast<int>(rng() % 7);
    const Rules rules = testkit::random_rules(rng, {.komi = true, .game = true});
    const std::string text = write_position_text(testkit::random_position(rng, n, rules, mover), rules);
    // Read back as `f3go analyze FILE` reads a file (cli/cli.cpp read_position).
    PositionFile pf = parse_position_text(text, "position");
    pf.position = position_under(pf, pf.rules);
    const Analysis a = mover.analyze(pf.position, pf.rules);
    out << Json{{"position", text}, {"rules", compact(pf.rules)}, {"analysis", analysis_json_text(a, pf.position, pf.rules)}}
               .dump()
        << '\n';
  }
}

void games(std::ostream& out, std::uint64_t count, std::uint64_t seed) {
  reference::ReferenceEngine engine;
  for (std::uint64_t k = 0; k < count; ++k) {
    std::mt19937_64 rng = testkit::sample_rng(seed, k);
    const int n = 3 + static_cast<int>(rng() % 7);
    const Rules rules = testkit::random_rules(rng, {.komi = true, .game = true, .wide = true});
    const Position start = testkit::random_game_start(rng, n, rules);
    Position pos = start;
    GameRecord record = record_from(start, rules);
    Json turns = Json::array();
    for (int t = 0; t < kTurnsPerGame && !game_over(pos); ++t) {
      const Move m = testkit::random_game_move(rng, pos);
      const std::string text = turn_text(m, pos.to_move);
      if (!on_board(m, pos.board)) {
        turns.push_back({{"move", text}, {"error", true}});
        continue;
      }
      Position after;
      const MoveOutcome o = engine.play(pos, m, rules, &after);
      Json captured = Json::array();
      for (Point p : o.captured) captured.push_back(to_gtp(p));
      if (o.legal) {
        pos = std::move(after);
        record.moves.push_back(m);
      }
      turns.push_back({{"move", text},
                       {"legal", o.legal},
                       {"reason", o.legal ? Json(nullptr) : Json(o.reason)},
                       {"captured", captured},
                       {"position", write_position_text(pos, rules)}});
    }
    out << Json{{"start", write_position_text(start, rules)}, {"rules", compact(rules)}, {"turns", turns}, {"sgf", write_sgf(record)}}
               .dump()
        << '\n';
  }
}

int run(int argc, char** argv) {
  const std::string usage = "usage: wasm_fixtures positions|games N SEED FILE";
  if (argc != 5) throw InputError("wasm_fixtures", usage);
  const std::string kind = argv[1];
  const std::uint64_t count = parse_count(argv[2], 100000, "N", "N");
  const std::uint64_t seed = parse_count(argv[3], UINT64_MAX, "SEED", "SEED");
  if (kind != "positions" && kind != "games")
    throw InputError("wasm_fixtures", quote(kind) + " is neither positions nor games; " + usage);
  std::ofstream out(argv[4], std::ios::binary);
  if (!out) throw InputError(argv[4], "cannot write the file");
  if (kind == "positions") positions(out, count, seed);
  else games(out, count, seed);
  out.close();
  if (!out) throw InputError(argv[4], "cannot write the file");
  return 0;
}

}  // namespace
}  // namespace f3go

int main(int argc, char** argv) {
  try {
    return f3go::run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "wasm_fixtures: " << e.what() << '\n';
    return 2;
  }
}
