// A GTP 2 server over a game (game_state.h: any Engine, or the incremental optimized::Game):
// `f3go gtp --engine NAME`. The game keeps the position and what undo goes back to; the server
// keeps the moves played (for printsgf), the stones each side captured and the agreed dead stones,
// and answers the standard commands and the F3Go extensions from the game (docs/gtp.md lists every
// command with examples).
//
// Standard: protocol_version name version known_command list_commands quit boardsize clear_board
// komi play genmove undo showboard final_score final_status_list loadsgf printsgf is_legal
// all_legal list_stones countlib findlib captures.
// F3Go: f3go_flybomb (a flybomb turn: own stone, then a flower point or `pass`), f3go_ask (any
// question of the conformance corpus, answered in its canonical form: corpus/README.md),
// f3go_attribute, f3go_private_eye, f3go_forbidden, f3go_holographic, f3go_flybombs_left,
// f3go_rules, f3go_set, f3go_loadpos (a position file), f3go_dead (the agreed dead stones for
// the score, A21 input).
//
// `play` of the colour not to move makes that colour the side to move first, as GTP allows any
// sequence of colours; `genmove` plays a uniformly random legal stone (pass when there is none),
// drawn from a generator seeded once with the server's seed, so two servers can play each other.
#pragma once
#include <cassert>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtp/protocol.h"
#include "gtp/game_state.h"
#include "oracle/engine.h"

namespace f3go::gtp {

class Server {
 public:
  // The server plays through `game`; `rules` are those of every new game (boardsize, clear_board).
  // Precondition: game is not null.
  Server(std::unique_ptr<GameState> game, const Rules& rules, std::uint64_t seed);
  // The same over an engine asked position by position (EngineGame); `engine` outlives the server.
  Server(Engine& engine, const Rules& rules, std::uint64_t seed);

  // The response to one input line ("" for a line GTP ignores).
  std::string handle(std::string_view line);
  // Whether loadsgf and f3go_loadpos may read files (true unless turned off, as the fuzzer does).
  void allow_files(bool allowed) { files_allowed_ = allowed; }
  // Confines the files the commands read (`f3go gtp --files DIR`): a path, relative ones taken
  // from `dir`, is read only when it resolves inside `dir` (std::filesystem::weakly_canonical,
  // symbolic links followed); any other is refused with "file outside --files DIR", nothing of
  // it read. `shown` is how the refusal names the folder (as given on the command line).
  // Precondition: `dir` is an existing directory.
  void confine_files(const std::filesystem::path& dir, const std::string& shown);
  // The largest board boardsize accepts (the game's max_size, 19 unless the engine was built for
  // smaller boards; lowered, as the fuzzer does to stay fast). Precondition: kMinSize ≤ n ≤ the
  // game's max_size.
  void limit_size(int n) {
    assert(n >= kMinSize && n <= game_->max_size());
    max_size_ = n;
    if (pos().board.size() > n) new_game(n);
  }
  // Serves only what an engine that plays F3Go but answers none of the oracle's questions would:
  // the standard commands and f3go_flybomb, every other f3go_ extension and all_legal taken away
  // (`f3go gtp --play-only`, the engine of the certificate's f3go-play tier, docs/certification.md).
  void play_only();
  // True once `quit` was answered.
  bool done() const { return done_; }
  // The names of every command, in list_commands order.
  std::vector<std::string> command_names() const;

 private:
  using Args = std::vector<std::string>;
  using Handler = std::function<std::string(const Args&)>;

  void add_commands();
  void add_standard_commands();
  void add_query_commands();
  void add_f3go_commands();
  void new_game(int size);
  void start(const Position& pos);  // a new game at pos under rules_
  const Position& pos() const { return game_->position(); }
  std::vector<Point> legal_stones(Colour c);
  Colour colour_arg(const Args& a, std::size_t i) const;
  Point point_arg(const Args& a, std::size_t i) const;
  std::optional<Point> vertex_arg(const Args& a, std::size_t i) const;  // nullopt = pass
  std::string play(const Move& m);
  std::string record_sgf() const;
  void load_sgf(const std::string& path, int move_limit);
  std::string read_file(const std::string& path) const;

  std::unique_ptr<GameState> game_;
  Rules base_rules_, rules_;
  std::mt19937_64 rng_;
  std::map<std::string, Handler> commands_;
  std::vector<std::string> order_;
  Position start_;
  std::vector<Move> moves_;
  std::array<int, 2> captured_by_{0, 0};
  std::vector<std::array<int, 2>> captured_undo_;
  std::vector<Point> dead_;
  bool done_ = false;
  bool files_allowed_ = true;
  std::optional<std::filesystem::path> files_dir_;  // canonical; nullopt = any path
  std::string files_shown_;
  int max_size_ = kMaxSize;
};

// Reads commands from `in` until quit or end of input, writing each response to `out` (flushed
// after each). A line longer than kMaxLineBytes is refused with a failure naming the limit.
// Returns false when `out` failed.
bool serve(Server& server, std::istream& in, std::ostream& out);

}  // namespace f3go::gtp
