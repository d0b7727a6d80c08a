// Seed generator of the two differential targets (fuzz/README.md): encodes the positions of the
// conformance corpus in the byte layouts of differential_position_fuzzer.cpp and
// differential_game_fuzzer.cpp (fuzz/harness.h `write_setup`).
//
//   differential_seeds CORPUS_DIR POSITION_OUT GAME_OUT
//
// For every corpus/cases/**/*.case whose board fits (size <= kMaxDifferentialSize):
//   POSITION_OUT/<folder>__<case>.bin — the case's board and rules (the settings of its last
//     expectation applied), its side to move, no history, its `dead:` list; and, when the case
//     has `moves:`, <folder>__<case>-after.bin — the board after the moves (played on the
//     reference) with the earlier boards that differ from it in at most three cells as history
//     entries (ko, A14);
//   GAME_OUT/<folder>__<case>.bin — when the case has `moves:` or asks about a move: the moves,
//     then the move asked about.
// For every corpus/records/*.sgf that fits: GAME_OUT/record__<name>.bin — its setup and moves.
// And GAME_OUT/hand__<name>.bin for the hand-read games of kHandGames (known past disagreements).
// Every setup is checked to decode back to itself. Exit 0, or 2 on bad input (InputError).
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "fuzz/harness.h"
#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/sgf.h"
#include "reference/engine.h"

namespace {

using namespace f3go;
namespace fs = std::filesystem;

void put(std::string& out, int b) { out.push_back(static_cast<char>(static_cast<std::uint8_t>(b))); }

// The setup bytes, checked to decode back to `s`.
std::optional<std::string> setup_bytes(const fuzz::Setup& s) {
  auto bytes = fuzz::write_setup(s);
  if (!bytes) return std::nullopt;
  fuzz::ByteReader in(reinterpret_cast<const std::uint8_t*>(bytes->data()), bytes->size());
  if (fuzz::read_setup(in) != s) throw std::logic_error("write_setup does not invert read_setup");
  return bytes;
}

void write_file(const fs::path& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out) throw InputError(path.string(), "cannot write");
}

// A move in the game layout of differential_game_fuzzer.cpp: the kind byte (0xF0 added when the
// colour is not the side to move), the stone, the flower (0xFF a flower pass).
void put_move(std::string& out, const Move& m, const Position& pos) {
  const int kind = m.kind == Move::Kind::stone ? 0 : m.kind == Move::Kind::flybomb ? 5
                                                                                   : 7;
  put(out, (m.colour == pos.to_move ? 0 : 0xF0) | kind);
  if (m.kind == Move::Kind::pass) return;
  put(out, fuzz::point_byte(pos.board, m.stone));
  if (m.kind == Move::Kind::flybomb) put(out, m.flower ? fuzz::point_byte(pos.board, *m.flower) : 0xFF);
}

// The moves encoded while the reference plays them (the side to move decides the kind byte);
// stops after the first illegal move.
std::string game_bytes(Position pos, const std::vector<Move>& moves, const Rules& rules) {
  std::string out;
  reference::ReferenceEngine ref;
  for (const Move& m : moves) {
    put_move(out, m, pos);
    Position after;
    if (!ref.play(pos, m, rules, &after).legal) break;
    pos = std::move(after);
  }
  return out;
}

// The cells where two boards of one size differ.
std::vector<Point> changed(const Board& a, const Board& b) {
  std::vector<Point> out;
  for (Point p : a.points())
    if (a.at(p) != b.at(p)) out.push_back(p);
  return out;
}

// Position layout tail: up to three history entries (those within three cells of the board),
// then the dead list.
std::string position_tail(const Position& pos, const std::vector<HistoryEntry>& history,
                          const std::vector<Point>& dead) {
  std::vector<std::string> entries;
  for (auto e = history.rbegin(); e != history.rend() && entries.size() < 3; ++e) {
    const auto diff = changed(pos.board, e->board);
    if (diff.empty() || diff.size() > 3) continue;
    std::string bytes;
    put(bytes, (e->to_move == Colour::white ? 1 : 0) | static_cast<int>(diff.size() << 1));
    for (Point p : diff) {
      put(bytes, fuzz::point_byte(pos.board, p));
      put(bytes, static_cast<int>(e->board.at(p)));
    }
    entries.push_back(bytes);
  }
  std::string out;
  put(out, static_cast<int>(entries.size()));
  for (const auto& e : entries) out += e;
  put(out, static_cast<int>(std::min<std::size_t>(dead.size(), 7)));
  for (std::size_t i = 0; i < dead.size() && i < 7; ++i) put(out, pos.board.index(dead[i]));
  return out;
}

bool asks_a_move(const Case& c) {
  return c.ask.kind == Question::Kind::legal || c.ask.kind == Question::Kind::captures;
}

int write_case_seeds(const Case& c, const fs::path& file, const fs::path& pos_out, const fs::path& game_out) {
  const Rules rules = rules_for(c, c.expectations.back());
  const Position& start = c.position.position;
  const auto setup = setup_bytes({start.board, rules, start.to_move});
  if (!setup) return 0;
  const std::string stem = file.parent_path().filename().string() + "__" + file.stem().string();
  write_file(pos_out / (stem + ".bin"), *setup + position_tail(start, {}, c.dead));
  int written = 1;
  if (c.moves.empty() && !asks_a_move(c)) return written;
  Position pos = initial_position(start.board, rules, start.to_move);
  std::vector<Move> moves = c.moves;
  if (asks_a_move(c)) moves.push_back(c.ask.move);
  write_file(game_out / (stem + ".bin"), *setup + game_bytes(pos, moves, rules));
  ++written;
  if (c.moves.empty()) return written;
  reference::ReferenceEngine ref;
  for (const Move& m : c.moves) {
    Position after;
    if (!ref.play(pos, m, rules, &after).legal) return written;
    pos = std::move(after);
  }
  const auto after_setup = setup_bytes({pos.board, rules, pos.to_move});
  if (!after_setup) return written;
  write_file(pos_out / (stem + "-after.bin"), *after_setup + position_tail(pos, pos.history, c.dead));
  return written + 1;
}

int write_record_seed(const fs::path& file, const fs::path& game_out) {
  const GameRecord r = read_sgf_file(file.string());
  const auto setup = setup_bytes({r.setup, r.rules, r.first_to_move});
  if (!setup) return 0;
  const Position pos = initial_position(r.setup, r.rules, r.first_to_move);
  write_file(game_out / ("record__" + file.stem().string() + ".bin"),
             *setup + game_bytes(pos, r.moves, r.rules));
  return 1;
}

// A hand-read game: board rows (top first), settings on the 2022 profile, moves as in `moves:`.
struct HandGame {
  const char* name;
  std::vector<std::string> rows, settings, moves;
};

// N28 (docs/ambiguities.md): the flybomb captures A3, puts the flower there, and the A11 fix-point
// removes it again; the reference lists A3 twice (optimized/tests/game_test.cpp GameN28).
const std::vector<HandGame> kHandGames{
    {"n28_point_emptied_twice", {"O X X", "X . X", ". X ."}, {"capture.after_update=all_fixpoint", "holo.merge=separate"}, {"B B2 F A3", "W pass", "B pass"}},
};

int write_hand_seeds(const fs::path& game_out) {
  for (const HandGame& h : kHandGames) {
    const Board board = board_from_rows(h.rows);
    const Rules rules = make_rules("2022", h.settings, h.name);
    std::vector<Move> moves;
    for (const std::string& m : h.moves) moves.push_back(parse_move(m, board.size(), h.name));
    const auto setup = setup_bytes({board, rules, Colour::black});
    if (!setup) throw std::logic_error(std::string(h.name) + ": no encoding");
    write_file(game_out / ("hand__" + std::string(h.name) + ".bin"),
               *setup + game_bytes(initial_position(board, rules), moves, rules));
  }
  return static_cast<int>(kHandGames.size());
}

int run(const fs::path& corpus, const fs::path& pos_out, const fs::path& game_out) {
  fs::create_directories(pos_out);
  fs::create_directories(game_out);
  int written = 0;
  for (const fs::path& file : find_case_files(corpus / "cases"))
    written += write_case_seeds(read_case_file(file.string()), file, pos_out, game_out);
  for (const auto& entry : fs::directory_iterator(corpus / "records"))
    if (entry.path().extension() == ".sgf") written += write_record_seed(entry.path(), game_out);
  written += write_hand_seeds(game_out);
  std::cout << written << " seeds written\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: " << argv[0] << " CORPUS_DIR POSITION_OUT GAME_OUT\n";
    return 2;
  }
  try {
    return run(argv[1], argv[2], argv[3]);
  } catch (const InputError& e) {
    std::cerr << e.what() << "\n";
    return 2;
  }
}
