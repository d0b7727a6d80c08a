// A GTP 2 server over a game (server.h).
#include "gtp/server.h"

#include <algorithm>
#include <istream>
#include <ostream>
#include <stdexcept>

#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"
#include "oracle/position_text.h"
#include "oracle/sgf.h"

namespace f3go::gtp {
namespace {

// The project's version, given by CMake (project() in CMakeLists.txt).
constexpr std::string_view kVersion = F3GO_VERSION;

// A command that fails: the text of the `?` response.
struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Every command takes exactly its arguments: too few or too many is a syntax error naming its usage.
void need_args(const std::vector<std::string>& a, std::size_t n, std::string_view usage) {
  if (a.size() != n) throw Failure("syntax error (usage: " + std::string(usage) + ")");
}

// A whole number of decimal digits (no sign: a leading zero is not octal), from `min` to `max`.
int number_arg(const std::string& text, int min, int max, const std::string& what) {
  const auto refuse = [&] {
    return Failure("invalid " + what + " '" + excerpt(text) + "' (a whole number from " + std::to_string(min) + " to " +
                   std::to_string(max) + ")");
  };
  std::uint64_t n = 0;
  try {
    n = parse_count(text, static_cast<std::uint64_t>(max), "", what);
  } catch (const InputError&) {
    throw refuse();
  }
  if (n < static_cast<std::uint64_t>(min)) throw refuse();
  return static_cast<int>(n);
}

std::string vertices(std::vector<Point> ps) {
  std::sort(ps.begin(), ps.end());
  std::string out;
  for (Point p : ps) out += (out.empty() ? "" : " ") + to_gtp(p);
  return out;
}

// Whether `path` lies inside `dir`, both canonical: `dir` is the start of its components.
bool inside(const std::filesystem::path& path, const std::filesystem::path& dir) {
  return std::mismatch(dir.begin(), dir.end(), path.begin(), path.end()).first == dir.end();
}

// `parse(text)` of the bytes read from `path`. When they are not what the command reads, the
// failure names the place (the path, with the line) and what was expected, never the bytes: a
// controller must not read through the server's messages a file that is no record of a game.
template <class Parse>
auto parsed(const std::string& text, const std::string& path, Parse parse, const std::string& what) {
  try {
    return parse(text);
  } catch (const InputError& e) {
    throw Failure("cannot load file: " + excerpt(e.where.empty() ? path : e.where) + ": not a readable " + what);
  } catch (const std::exception&) {
    throw Failure("cannot load file: " + excerpt(path) + ": not a readable " + what);
  }
}

std::string joined(const std::vector<std::string>& words, std::size_t from) {
  std::string out;
  for (std::size_t i = from; i < words.size(); ++i) out += (i > from ? " " : "") + words[i];
  return out;
}

}  // namespace

Server::Server(std::unique_ptr<GameState> game, const Rules& rules, std::uint64_t seed)
    : game_(std::move(game)), base_rules_(rules), rules_(rules), rng_(seed) {
  assert(game_);
  add_commands();
  max_size_ = game_->max_size();
  new_game(max_size_);
}

Server::Server(Engine& engine, const Rules& rules, std::uint64_t seed)
    : Server(std::make_unique<EngineGame>(engine), rules, seed) {}

std::vector<std::string> Server::command_names() const { return order_; }

void Server::play_only() {
  const auto hidden = [](const std::string& n) { return n == "all_legal" || (n.starts_with("f3go_") && n != "f3go_flybomb"); };
  std::erase_if(order_, hidden);
  std::erase_if(commands_, [&](const auto& entry) { return hidden(entry.first); });
}

// A new game of that size under the current rules (komi and rules set by commands survive
// boardsize and clear_board, as GTP expects).
void Server::new_game(int size) { start(initial_position(Board(size), rules_)); }

// A new game at `pos` under the current rules: nothing to undo, nothing captured, no dead stones.
void Server::start(const Position& pos) {
  start_ = pos;
  game_->start(pos, rules_);
  moves_.clear();
  captured_by_ = {0, 0};
  captured_undo_.clear();
  dead_.clear();
}

// T22.6: the legal stones of `c` as if `c` were to move (the analysis holds both colours' so).
std::vector<Point> Server::legal_stones(Colour c) { return game_->analysis().legal_stones[index(c)]; }

Colour Server::colour_arg(const Args& a, std::size_t i) const {
  std::string s = a.at(i);
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (s == "b" || s == "black") return Colour::black;
  if (s == "w" || s == "white") return Colour::white;
  throw Failure("invalid color '" + excerpt(a.at(i)) + "'");
}

std::optional<Point> Server::vertex_arg(const Args& a, std::size_t i) const {
  std::string s = a.at(i);
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (s == "pass") return std::nullopt;
  if (auto p = parse_gtp(a.at(i), pos().board.size())) return p;
  throw Failure("invalid coordinate '" + excerpt(a.at(i)) + "'");
}

Point Server::point_arg(const Args& a, std::size_t i) const {
  if (auto p = vertex_arg(a, i)) return *p;
  throw Failure("a point is needed, not pass");
}

// Plays `m` for its colour (made the side to move first); "" or a Failure.
std::string Server::play(const Move& m) {
  const MoveOutcome o = game_->play(m);
  if (!o.legal) throw Failure("illegal move" + (o.reason.empty() ? std::string() : " (" + o.reason + ")"));
  captured_undo_.push_back(captured_by_);
  captured_by_[index(m.colour)] += static_cast<int>(o.captured.size());
  moves_.push_back(m);
  return "";
}

std::string Server::record_sgf() const {
  GameRecord r = record_from(start_, rules_);
  r.moves = moves_;
  try {
    return write_sgf(r);
  } catch (const std::invalid_argument& e) {
    throw Failure(std::string("cannot write this game as a record: ") + e.what());
  }
}

void Server::confine_files(const std::filesystem::path& dir, const std::string& shown) {
  assert(std::filesystem::is_directory(dir));
  std::filesystem::path canonical = std::filesystem::canonical(dir);
  if (canonical.filename().empty()) canonical = canonical.parent_path();
  files_dir_ = canonical;
  files_shown_ = shown;
}

// The bytes of the file a command names: with --files, only of a path that resolves inside the
// folder (relative paths taken from it), read by its resolved name; a reason it cannot be read
// is the system's (oracle/input.h), which quotes nothing of the file.
std::string Server::read_file(const std::string& path) const {
  if (!files_allowed_) throw Failure("this server reads no files");
  try {
    if (!files_dir_) return read_input_file(path);
    std::error_code ec;
    const std::filesystem::path resolved = std::filesystem::weakly_canonical(*files_dir_ / path, ec);
    if (ec) throw Failure("cannot load file: " + excerpt(path) + ": " + ec.message());
    if (!inside(resolved, *files_dir_)) throw Failure("file outside --files " + files_shown_);
    return read_input_file(resolved.string());
  } catch (const InputError& e) {
    throw Failure(std::string("cannot load file: ") + e.what());
  }
}

void Server::load_sgf(const std::string& path, int move_limit) {
  const GameRecord r =
      parsed(
          read_file(path), path, [&](const std::string& text) { return parse_sgf(text, path); }, "SGF record");
  rules_ = r.rules;
  Position pos = initial_position(r.setup, rules_, r.first_to_move);
  pos.flybombs_left = r.flybombs_at_start;
  pos.random_turns = r.random_turns;
  start(pos);
  const std::size_t n = move_limit > 0 ? std::min<std::size_t>(r.moves.size(), static_cast<std::size_t>(move_limit - 1))
                                       : r.moves.size();
  for (std::size_t i = 0; i < n; ++i) play(r.moves[i]);
}

void Server::add_commands() {
  add_standard_commands();
  add_query_commands();
  add_f3go_commands();
}

void Server::add_standard_commands() {
  const auto add = [this](const std::string& name, Handler h) {
    commands_[name] = std::move(h);
    order_.push_back(name);
  };
  add("protocol_version", [](const Args& a) {
    need_args(a, 0, "protocol_version");
    return std::string("2");
  });
  add("name", [](const Args& a) {
    need_args(a, 0, "name");
    return std::string("f3go");
  });
  add("version", [this](const Args& a) {
    need_args(a, 0, "version");
    return std::string(kVersion) + " (engine " + game_->name() + ")";
  });
  add("known_command", [this](const Args& a) {
    need_args(a, 1, "known_command NAME");
    return std::string(commands_.contains(a[0]) ? "true" : "false");
  });
  add("list_commands", [this](const Args& a) {
    need_args(a, 0, "list_commands");
    std::string out;
    for (const auto& n : order_) out += (out.empty() ? "" : "\n") + n;
    return out;
  });
  add("quit", [this](const Args& a) {
    need_args(a, 0, "quit");
    done_ = true;
    return std::string();
  });
  add("boardsize", [this](const Args& a) {
    need_args(a, 1, "boardsize SIZE");
    std::uint64_t n = 0;
    try {
      n = parse_count(a[0], static_cast<std::uint64_t>(max_size_), "", "size");
    } catch (const InputError&) {
      n = 0;
    }
    if (n < static_cast<std::uint64_t>(kMinSize)) throw Failure("unacceptable size");
    new_game(static_cast<int>(n));
    return std::string();
  });
  add("clear_board", [this](const Args& a) {
    need_args(a, 0, "clear_board");
    new_game(pos().board.size());
    return std::string();
  });
  add("komi", [this](const Args& a) {
    need_args(a, 1, "komi FLOAT");
    try {
      apply_setting(rules_, "komi=" + a[0], "komi");
    } catch (const InputError& e) {
      throw Failure(std::string("syntax error: ") + e.what());
    }
    game_->set_rules(rules_);
    return std::string();
  });
  add("play", [this](const Args& a) {
    need_args(a, 2, "play COLOR VERTEX");
    const Colour c = colour_arg(a, 0);
    const auto v = vertex_arg(a, 1);
    return play(v ? Move::make_stone(c, *v) : Move::make_pass(c));
  });
  add("genmove", [this](const Args& a) {
    need_args(a, 1, "genmove COLOR");
    const Colour c = colour_arg(a, 0);
    const std::vector<Point> legal = legal_stones(c);
    if (legal.empty()) {
      play(Move::make_pass(c));
      return std::string("pass");
    }
    const Point p = legal[static_cast<std::size_t>(rng_() % legal.size())];
    play(Move::make_stone(c, p));
    return to_gtp(p);
  });
  add("undo", [this](const Args& a) {
    need_args(a, 0, "undo");
    if (!game_->can_undo()) throw Failure("cannot undo");
    game_->undo();
    captured_by_ = captured_undo_.back();
    captured_undo_.pop_back();
    moves_.pop_back();
    return std::string();
  });
  add("showboard", [this](const Args& a) {
    need_args(a, 0, "showboard");
    return "\n" + diagram(pos().board);
  });
  add("final_score", [this](const Args& a) {
    need_args(a, 0, "final_score");
    return game_->score(dead_).result;
  });
  add("final_status_list", [this](const Args& a) {
    need_args(a, 1, "final_status_list alive|dead|seki");
    std::vector<Point> out;
    if (a[0] == "dead") out = dead_;
    else if (a[0] == "alive") {
      for (Point p : pos().board.points())
        if (is_stone(pos().board.at(p)) && std::find(dead_.begin(), dead_.end(), p) == dead_.end()) out.push_back(p);
    } else if (a[0] != "seki") throw Failure("invalid status '" + excerpt(a[0]) + "'");
    return vertices(out);
  });
  add("loadsgf", [this](const Args& a) {
    if (a.empty() || a.size() > 2) throw Failure("syntax error (usage: loadsgf FILE [MOVE_NUMBER])");
    const int limit = a.size() == 2 ? number_arg(a[1], 1, limits::kSgfNodes, "move number") : 0;
    load_sgf(a[0], limit);
    return std::string(name(pos().to_move));
  });
  add("printsgf", [this](const Args& a) {
    need_args(a, 0, "printsgf");
    return record_sgf();
  });
}

void Server::add_query_commands() {
  const auto add = [this](const std::string& name, Handler h) {
    commands_[name] = std::move(h);
    order_.push_back(name);
  };
  add("is_legal", [this](const Args& a) {
    need_args(a, 2, "is_legal COLOR VERTEX");
    const Colour c = colour_arg(a, 0);
    const auto v = vertex_arg(a, 1);
    return std::string(game_->try_play(v ? Move::make_stone(c, *v) : Move::make_pass(c)).legal ? "1" : "0");
  });
  add("all_legal", [this](const Args& a) {
    need_args(a, 1, "all_legal COLOR");
    const Colour c = colour_arg(a, 0);
    return vertices(legal_stones(c));
  });
  add("list_stones", [this](const Args& a) {
    need_args(a, 1, "list_stones COLOR");
    const Cell want = stone(colour_arg(a, 0));
    std::vector<Point> out;
    for (Point p : pos().board.points())
      if (pos().board.at(p) == want) out.push_back(p);
    return vertices(out);
  });
  // T22.2.1: the liberties of the string at the vertex.
  const auto liberties = [this](const Args& a, std::string_view usage) {
    need_args(a, 1, usage);
    if (auto l = game_->liberties(point_arg(a, 0))) return *l;
    throw Failure("vertex must hold a black or white stone");
  };
  add("countlib", [liberties](const Args& a) { return std::to_string(liberties(a, "countlib VERTEX").size()); });
  add("findlib", [liberties](const Args& a) { return vertices(liberties(a, "findlib VERTEX")); });
  add("captures", [this](const Args& a) {
    need_args(a, 1, "captures COLOR");
    return std::to_string(captured_by_[index(colour_arg(a, 0))]);
  });
}

void Server::add_f3go_commands() {
  const auto add = [this](const std::string& name, Handler h) {
    commands_[name] = std::move(h);
    order_.push_back(name);
  };
  // The answer to a corpus question, asked by the command `command` (which its errors name).
  const auto ask = [this](const std::string& question, const std::string& command = "f3go_ask") {
    try {
      const Question q = parse_question(question, pos().board.size(), command);
      PositionAsked asked(*game_);
      return answer_question(asked, q, pos(), game_->rules(), dead_);
    } catch (const InputError& e) {
      throw Failure(e.what());
    } catch (const CaseError& e) {
      throw Failure(e.what());
    }
  };
  add("f3go_flybomb", [this](const Args& a) {
    need_args(a, 3, "f3go_flybomb COLOR VERTEX FLOWER|pass");
    const Colour c = colour_arg(a, 0);
    const Point p = point_arg(a, 1);
    return play(Move::make_flybomb(c, p, vertex_arg(a, 2)));
  });
  add("f3go_ask", [ask](const Args& a) {
    if (a.empty()) throw Failure("syntax error (usage: f3go_ask QUESTION, as after 'ask:' in a case)");
    return ask(joined(a, 0));
  });
  add("f3go_attribute", [ask](const Args& a) {
    need_args(a, 1, "f3go_attribute VERTEX");
    return ask("attribute " + a[0], "f3go_attribute") + " " + ask("parameters " + a[0], "f3go_attribute");
  });
  add("f3go_private_eye", [ask](const Args& a) {
    need_args(a, 1, "f3go_private_eye VERTEX");
    return ask("private_eye " + a[0], "f3go_private_eye") + "\n" + ask("regions " + a[0], "f3go_private_eye");
  });
  add("f3go_forbidden", [this, ask](const Args& a) {
    need_args(a, 1, "f3go_forbidden COLOR");
    return ask("forbidden_points " + std::string(name(colour_arg(a, 0))), "f3go_forbidden");
  });
  add("f3go_holographic", [ask](const Args& a) {
    need_args(a, 0, "f3go_holographic");
    return ask("holographic", "f3go_holographic");
  });
  add("f3go_flybombs_left", [ask](const Args& a) {
    need_args(a, 0, "f3go_flybombs_left");
    return ask("flybombs_left", "f3go_flybombs_left");
  });
  add("f3go_rules", [this](const Args& a) {
    if (a.empty()) return compact(rules_);
    try {
      rules_ = parse_compact(joined(a, 0), "f3go_rules");
    } catch (const InputError& e) {
      throw Failure(e.what());
    }
    game_->set_rules(rules_);
    return std::string();
  });
  add("f3go_set", [this](const Args& a) {
    need_args(a, 1, "f3go_set NAME=VALUE");
    try {
      apply_setting(rules_, a[0], "f3go_set");
    } catch (const InputError& e) {
      throw Failure(e.what());
    }
    game_->set_rules(rules_);
    return std::string();
  });
  add("f3go_loadpos", [this](const Args& a) {
    need_args(a, 1, "f3go_loadpos FILE");
    const PositionFile pf = parsed(
        read_file(a[0]), a[0], [&](const std::string& text) { return parse_position_text(text, a[0], base_rules_); },
        "position file");
    rules_ = pf.rules;
    start(pf.position);
    return std::string(name(pos().to_move));
  });
  // A21: the agreed dead stones — black or white stones, each named once.
  add("f3go_dead", [this](const Args& a) {
    std::vector<Point> dead;
    for (std::size_t i = 0; i < a.size(); ++i) {
      const Point p = point_arg(a, i);
      if (!is_stone(pos().board.at(p))) throw Failure("vertex " + to_gtp(p) + " holds no black or white stone");
      if (std::find(dead.begin(), dead.end(), p) != dead.end()) throw Failure("vertex " + to_gtp(p) + " named twice");
      dead.push_back(p);
    }
    dead_ = dead;
    return std::string();
  });
}

std::string Server::handle(std::string_view line) {
  const std::optional<Command> c = parse_command(line);
  if (!c) return "";
  const auto it = commands_.find(c->name);
  if (it == commands_.end()) return failure(c->id, "unknown command");
  try {
    return success(c->id, it->second(c->args));
  } catch (const Failure& e) {
    return failure(c->id, e.what());
  } catch (const InputError& e) {  // an engine's ordinary refusal: Z3 left the question unknown, …
    return failure(c->id, excerpt(e.what(), 200));
  } catch (const std::exception& e) {
    return failure(c->id, std::string("internal error: ") + excerpt(e.what(), 200));
  }
}

// The id of a line, read from its first kMaxLineBytes bytes (an over-long line's answer keeps it).
std::optional<long long> line_id(std::string_view line) {
  const std::optional<Command> c = parse_command(line);
  return c ? c->id : std::nullopt;
}

bool serve(Server& server, std::istream& in, std::ostream& out) {
  std::string line;
  while (!server.done() && out) {
    line.clear();
    bool too_long = false;
    int ch = 0;
    while ((ch = in.get()) != EOF && ch != '\n') {
      if (line.size() < kMaxLineBytes) line += static_cast<char>(ch);
      else too_long = true;
    }
    if (ch == EOF && line.empty()) break;
    const std::string response =
        too_long ? failure(line_id(line), "command line longer than " + std::to_string(kMaxLineBytes) + " bytes")
                 : server.handle(line);
    if (!response.empty()) out << response << std::flush;
    if (ch == EOF) break;
  }
  return static_cast<bool>(out);
}

}  // namespace f3go::gtp
