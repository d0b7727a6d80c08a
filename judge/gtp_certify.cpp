// Certification of an engine over GTP (gtp_certify.h).
#include "judge/gtp_certify.h"

#include <unistd.h>

#include <algorithm>
#include <cassert>
#include <array>
#include <cctype>
#include <chrono>
#include <cmath>
#include <iostream>
#include <limits>
#include <map>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <random>
#include <set>

#include <fmt/format.h>

#include "judge/certificate.h"
#include "testkit/generators.h"
#include "oracle/cached_engine.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/sgf.h"

namespace f3go::judge {

using namespace testkit;  // the generators and the comparison (testkit/)
namespace {

namespace fs = std::filesystem;
using gtp::Channel;
using gtp::EngineFailure;
using gtp::Response;

std::string trimmed(std::string s) {
  const auto first = s.find_first_not_of(" \n");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \n") - first + 1);
}

// A list of vertices in a canonical order (sorted); "unreadable: …" when a word is not a vertex of
// the board or names a vertex twice (the answer quoted).
std::string vertex_set(const std::string& text, int size) {
  std::set<Point> ps;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n')) ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != '\n') ++j;
    if (j > i) {
      const auto p = parse_gtp(text.substr(i, j - i), size);
      if (!p) return "unreadable: " + excerpt(text);
      if (!ps.insert(*p).second) return "unreadable (" + to_gtp(*p) + " twice): " + excerpt(text);
    }
    i = j;
  }
  std::string out;
  for (Point p : ps) {
    if (!out.empty()) out += ' ';
    out += to_gtp(p);
  }
  return out;
}

std::string vertices_of(std::vector<Point> ps) {
  std::sort(ps.begin(), ps.end());
  std::string out;
  for (Point p : ps) {
    if (!out.empty()) out += ' ';
    out += to_gtp(p);
  }
  return out;
}

// "only expected: A8; only the engine: J7" for two canonical vertex lists.
std::string list_difference(const std::string& expected, const std::string& got) {
  const auto words = [](const std::string& t) {
    std::set<std::string> out;
    std::size_t i = 0;
    while (i < t.size()) {
      const std::size_t j = std::min(t.find(' ', i), t.size());
      if (j > i) out.insert(t.substr(i, j - i));
      i = j + 1;
    }
    return out;
  };
  const std::set<std::string> e = words(expected), g = words(got);
  std::string only_e, only_g;
  for (const auto& w : e)
    if (!g.contains(w)) only_e += (only_e.empty() ? "" : " ") + w;
  for (const auto& w : g)
    if (!e.contains(w)) only_g += (only_g.empty() ? "" : " ") + w;
  return "only expected: " + (only_e.empty() ? std::string("none") : only_e) +
         "; only the engine: " + (only_g.empty() ? std::string("none") : only_g);
}

// A score result ("B+x", "W+x", "0") as Black's margin; nothing when it is not one.
std::optional<double> score_margin(const std::string& result) {
  if (result == "0") return 0.0;
  if (result.size() < 3 || (result[0] != 'B' && result[0] != 'W') || result[1] != '+') return std::nullopt;
  const std::string number = result.substr(2);
  if (number.find_first_not_of("0123456789.") != std::string::npos || number.front() == '.') return std::nullopt;
  const double x = std::stod(number);
  return result[0] == 'B' ? x : -x;
}

// Whether the engine's score result `got` is the oracle's `expected` written to the engine's own
// precision (GNU Go writes one decimal: "B+27.2" for B+27.25).
bool same_score(const std::string& expected, const std::string& got) {
  if (got == expected) return true;
  const auto e = score_margin(expected), g = score_margin(got);
  if (!e || !g) return false;
  const auto dot = got.find('.');
  const int decimals = dot == std::string::npos ? 0 : static_cast<int>(got.size() - dot - 1);
  return std::abs(*e - *g) <= 0.5 * std::pow(10.0, -decimals) + 1e-9;
}

std::string colour_word(Colour c) { return std::string(name(c)); }

std::string vertex(const std::optional<Point>& p) { return p ? to_gtp(*p) : "pass"; }

// The GTP command that plays a move.
std::string move_command(const Move& m) {
  switch (m.kind) {
    case Move::Kind::pass: return "play " + colour_word(m.colour) + " pass";
    case Move::Kind::stone: return "play " + colour_word(m.colour) + " " + to_gtp(m.stone);
    case Move::Kind::flybomb:
      return "f3go_flybomb " + colour_word(m.colour) + " " + to_gtp(m.stone) + " " + vertex(m.flower);
  }
  return "";
}

// The oracle plays `m` for its colour (made the side to move first, as GTP's play does).
MoveOutcome oracle_play(Engine& oracle, const Position& pos, const Move& m, const Rules& rules, Position& after) {
  Position from = pos;
  from.to_move = m.colour;
  after = from;
  return oracle.play(from, m, rules, &after);
}

// One question to the engine and the answer it should give. A move probe (`play`, `f3go_flybomb`)
// asks whether the engine accepts the move: its answer is "accepted" or "refused", and an accepted
// move is taken back with `undo` at once.
struct Probe {
  std::string command;
  Clause clause = Clause::T22_6;
  std::string expected;
  bool vertex_list = false;
  bool move = false;
};

std::string accepted(bool yes) { return yes ? "accepted" : "refused"; }

// ---------------------------------------------------------------------------------------------

class Certifier {
 public:
  Certifier(Channel& engine, Engine& oracle, const GtpCertifyOptions& o)
      : engine_(engine), oracle_(oracle), o_(o), tmp_(fs::temp_directory_path() / ("f3go_certify_" + std::to_string(::getpid()))) {}
  ~Certifier() {
    std::error_code ec;
    fs::remove_all(tmp_, ec);
  }

  GtpOutcome run() {
    try {
      if (o_.cases) run_corpus();
      out_.configurations = {o_.rules};
      if (o_.rules_sample > 0) {
        const std::vector<Rules> sample = rules_sample(o_.rules, accepted_readings(), o_.rules_sample, o_.seed);
        out_.configurations.insert(out_.configurations.end(), sample.begin(), sample.end());
      }
      for (int g = 0; g < o_.games && !stop(); ++g) {
        game_ = g;
        rules_ = out_.configurations[static_cast<std::size_t>(g) % out_.configurations.size()];
        try {
          run_game(g);
        } catch (const InputError& e) {  // the oracle's refusal (a search past its bound): no verdict
          if (out_.games_ended_early++ == 0) out_.early_end = "game " + std::to_string(g) + ": " + e.what();
        }
      }
    } catch (const EngineFailure& e) {
      out_.engine_failure = e.what();
      out_.engine_cannot_run = e.cannot_run;
    }
    return out_;
  }

 private:
  // Whether the run ends here: a failure was found and the options ask for no more.
  bool stop() const { return o_.first_failure && !out_.failures.empty(); }

  // Progress to o_.progress about once a second, in every phase: where the run is, the commands
  // sent, the failures so far, the time left before the deadline.
  void progress(std::chrono::steady_clock::time_point now) {
    progress_.maybe(
        [&] {
          std::string line = "certify: ";
          if (game_ < 0) line += "corpus case " + std::to_string(case_ + 1) + "/" + std::to_string(o_.cases->size());
          else line += "game " + std::to_string(game_ + 1) + "/" + std::to_string(o_.games) + ", " +
                       std::to_string(out_.moves) + " moves";
          line += ", " + std::to_string(out_.questions) + " commands, " + std::to_string(out_.failures.size()) +
                  " failures";
          if (o_.deadline != std::chrono::steady_clock::time_point::max())
            line += ", " + std::to_string(std::chrono::duration_cast<std::chrono::seconds>(o_.deadline - now).count()) +
                    " s left of the deadline";
          return line;
        },
        now);
  }

  // --- talking to the engine ---------------------------------------------------------------

  Response send(const std::string& command) {
    const auto now = std::chrono::steady_clock::now();
    if (now >= o_.deadline)
      throw EngineFailure(fmt::format(
          "the certification's deadline of {} s passed after {} commands, before '{}' "
          "(give --deadline SECONDS for a longer run)",
          format_number(o_.deadline_seconds), out_.questions, excerpt(command)));
    progress(now);
    ++out_.questions;
    return engine_.send(command);
  }

  // A command that must succeed for the conversation to go on (setup).
  void require(const std::string& command) {
    const Response r = send(command);
    if (!r.ok) throw EngineFailure("the engine refused '" + command + "': " + excerpt(r.text));
  }

  // --- the readings the engine declares ----------------------------------------------------

  // Every reading of every switch of the register (oracle/rules.h) the engine accepts with
  // `f3go_set NAME=READING` (answered `=`, refused `?`); its rules are then set back to o_.rules.
  std::vector<Reading> accepted_readings() {
    std::vector<Reading> out;
    for (int i = 0; i < kSwitchCount; ++i) {
      const SwitchInfo& info = switch_table()[static_cast<std::size_t>(i)];
      for (std::size_t r = 0; r < info.readings.size(); ++r)
        if (send("f3go_set " + std::string(info.name) + "=" + std::string(info.readings[r])).ok)
          out.push_back({static_cast<Switch>(i), static_cast<int>(r)});
    }
    require("f3go_rules " + compact(o_.rules));
    return out;
  }

  // --- the corpus --------------------------------------------------------------------------

  // Whether the engine plays under `rules`: those it was started with, komi aside (the certifier
  // sends each case's komi with `komi`).
  bool plays(const Rules& rules) const {
    Rules declared = o_.rules, asked = rules;
    declared.komi = asked.komi = 0;
    return declared == asked;
  }

  // A case's position and moves as a failure shows them: its board, then "moves: …".
  static std::string case_setup(const Case& c) {
    std::string setup = diagram(c.position.position.board);
    for (const Move& m : c.moves) setup += (setup.back() == '\n' ? "moves: " : ", ") + to_text(m);
    return setup;
  }

  // Why the subset cannot express the case under `rules`, or nothing. A plain-Go engine plays
  // under one set of rules for the whole session (those declared with --rules/--set, o_.rules),
  // has no flowers, no flybomb turns and no random flybombs (T22.8), lets either colour play
  // (GTP's play names the colour; T22.1.b), never ends the game (A29) and never sees a string
  // without liberties (which the bottom board may keep, T22.2.8(1)): cases that need any of these
  // are not asked of it.
  std::optional<std::string> inexpressible(const Case& c, const Rules& rules) {
    if (o_.subset == Subset::f3go) return std::nullopt;
    if (o_.subset == Subset::f3go_play) return play_tier_inexpressible(c, rules);
    if (!plays(rules)) return "rules " + compact(rules) + " (the engine plays " + compact(o_.rules) + ")";
    if (rules.mode != Mode::C) return "random flybombs (" + std::string(clause_id(Clause::T22_8)) + ")";
    for (Point p : c.position.position.board.points())
      if (c.position.position.board.at(p) == Cell::flower) return "flowers on the board";
    for (const Move& m : c.moves)
      if (m.kind == Move::Kind::flybomb) return "a flybomb turn";
    using K = Question::Kind;
    const Question& q = c.ask;
    if (q.kind == K::bottom) return std::nullopt;
    if (q.kind != K::legal && q.kind != K::captures) return "question '" + q.text + "'";
    if (q.move.kind == Move::Kind::flybomb) return "a flybomb turn";
    try {
      const Position pos = position_after_moves(oracle_, c, rules);
      if (game_over(pos)) return "a move after the end of the game (A29)";
      if (q.move.colour != pos.to_move) return "a move out of turn (" + std::string(clause_id(Clause::T22_1_b)) + ")";
      for (const StringReport& str : oracle_.analyze(pos, rules).strings)
        if (str.liberties.empty()) return "a string without liberties (no Go position has one)";
    } catch (const CaseError& e) {
      return std::string("moves the oracle refuses: ") + e.what();
    }
    return std::nullopt;
  }

  // Why the f3go-play tier cannot express the case under `rules`, or nothing. The engine plays
  // under the rules it was started with (o_.rules: no f3go_rules to change them); the position is
  // set up with `loadsgf` (flowers as setup); the moves and the question are asked by playing
  // them (`play`, `f3go_flybomb`, `undo`, `list_stones`), so only `legal` and, on a board without
  // flowers (list_stones names no flower, captured or not), `captures` and `bottom`.
  std::optional<std::string> play_tier_inexpressible(const Case& c, const Rules& rules) {
    learn_commands();
    if (!plays(rules)) return "rules " + compact(rules) + " (the engine plays " + compact(o_.rules) + ")";
    if (!lists("loadsgf")) return "no loadsgf to set the position up";
    using K = Question::Kind;
    const Question& q = c.ask;
    if (q.kind != K::legal && q.kind != K::captures && q.kind != K::bottom) return "question '" + q.text + "'";
    if (q.kind != K::bottom && !lists("undo")) return "no undo to take the move asked about back";
    try {
      const Position pos = position_after_moves(oracle_, c, rules);
      if (q.kind != K::legal)
        for (Point p : pos.board.points())
          if (pos.board.at(p) == Cell::flower) return "flowers on the board asked about (list_stones names none)";
      if (q.kind != K::bottom && q.move.colour != pos.to_move)
        return "a move out of turn (" + std::string(clause_id(Clause::T22_1_b)) + ")";
    } catch (const CaseError& e) {
      return std::string("moves the oracle refuses: ") + e.what();
    }
    return std::nullopt;
  }

  // Sets up the case's position (and its moves) on the engine under `rules`.
  void set_up_case(const Case& c, const Rules& rules) {
    const Position& p = c.position.position;
    const GameRecord r = record_from(p, rules);
    fs::create_directories(tmp_);
    const fs::path file = tmp_ / "case.sgf";
    std::ofstream(file) << write_sgf(r);
    require("boardsize " + std::to_string(p.board.size()));
    require("clear_board");
    require("komi " + format_number(rules.komi));
    require("loadsgf " + file.string());
  }

  // The engine's answer to the case's question (or "error: …").
  std::string engine_answer(const Case& c, const Rules& rules) {
    set_up_case(c, rules);
    for (std::size_t i = 0; i < c.moves.size(); ++i) {
      const Response r = send(move_command(c.moves[i]));
      if (!r.ok) return "error: move " + std::to_string(i + 1) + " '" + to_text(c.moves[i]) + "' refused: " + excerpt(r.text);
    }
    if (o_.subset == Subset::f3go) {
      if (!c.dead.empty()) {
        std::string cmd = "f3go_dead";
        for (Point p : c.dead) cmd += " " + to_gtp(p);
        require(cmd);
      }
      const Response r = send("f3go_ask " + c.ask.text);
      return r.ok ? trimmed(r.text) : "error: " + excerpt(r.text);
    }
    return go_answer(c);
  }

  // A plain-Go engine's answer to `legal`, `captures` or `bottom`.
  std::string go_answer(const Case& c) {
    using K = Question::Kind;
    const int n = c.position.position.board.size();
    const Question& q = c.ask;
    if (q.kind == K::legal && (q.move.kind == Move::Kind::flybomb || !lists("is_legal"))) {
      const Response r = send(move_command(q.move));
      if (r.ok) require("undo");
      return r.ok ? "legal" : "illegal";
    }
    if (q.kind == K::legal) {
      const Response r = send("is_legal " + colour_word(q.move.colour) + " " +
                              (q.move.kind == Move::Kind::pass ? "pass" : to_gtp(q.move.stone)));
      if (!r.ok) return "error: " + excerpt(r.text);
      return trimmed(r.text) == "1" ? "legal" : "illegal";
    }
    if (q.kind == K::captures) {
      const std::string victim = colour_word(opponent(q.move.colour));
      const std::string before = stones(victim, n);
      const Response r = send(move_command(q.move));
      if (!r.ok) return "illegal";
      const std::string after = stones(victim, n);
      require("undo");
      std::vector<Point> captured;
      std::set<std::string> left;
      for (const auto& w : split(after)) left.insert(w);
      for (const auto& w : split(before))
        if (!left.contains(w)) captured.push_back(*parse_gtp(w, n));
      return captured.empty() ? "none" : format_points(captured);
    }
    // bottom: the rows top first from the stones of both colours.
    std::vector<char> cells(static_cast<std::size_t>(n * n), '.');
    for (Colour col : kColours)
      for (const auto& w : split(stones(colour_word(col), n)))
        if (auto p = parse_gtp(w, n)) cells[static_cast<std::size_t>(p->y * n + p->x)] = col == Colour::black ? 'X' : 'O';
    std::string out;
    for (int y = n - 1; y >= 0; --y) {
      if (y != n - 1) out += '/';
      for (int x = 0; x < n; ++x) out += cells[static_cast<std::size_t>(y * n + x)];
    }
    return out;
  }

  std::string stones(const std::string& colour, int n) {
    const Response r = send("list_stones " + colour);
    if (!r.ok) throw EngineFailure("the engine refused 'list_stones " + colour + "': " + excerpt(r.text));
    return vertex_set(r.text, n);
  }

  static std::vector<std::string> split(const std::string& s, char separator = ' ') {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
      const std::size_t j = std::min(s.find(separator, i), s.size());
      if (j > i) out.push_back(s.substr(i, j - i));
      i = j + 1;
    }
    return out;
  }

  void run_corpus() {
    for (case_ = 0; case_ < o_.cases->size() && !stop(); ++case_) {
      const Case& c = (*o_.cases)[case_];
      bool asked = false, ok = true;
      for (const Expectation& e : c.expectations) {
        const Rules rules = rules_for(c, e);
        if (inexpressible(c, rules)) continue;
        asked = true;
        const std::string got = engine_answer(c, rules);
        if (trimmed(got) == trimmed(e.answer)) continue;
        ok = false;
        GtpFailure f;
        f.clause = c.clauses.front();
        f.group = clause_group(f.clause);
        f.where = "case " + c.name + " (" + c.file + ")";
        f.setup = case_setup(c);
        f.question = "ask: " + c.ask.text;
        f.expected = e.answer;
        f.got = got;
        for (const auto& s : e.settings) f.settings += (f.settings.empty() ? "" : " ") + s;
        out_.failures.push_back(f);
      }
      if (!asked) {
        ++out_.corpus_skipped;
        probe_case_position(c);
        continue;
      }
      ++out_.corpus_cases;
      GroupTally& t = out_.groups[clause_group(c.clauses.front())];
      ++t.cases;
      if (ok) ++t.passed;
    }
  }

  // --- corpus positions probed through moves (the f3go-play tier) ----------------------------

  // The f3go-play tier's use of a case whose question it cannot ask: the case's position (after
  // its moves), set up on the engine under the case's default rules when the engine plays those,
  // and probed through moves as nothing in a random game is: every empty point played by the side
  // to move (refused where the oracle forbids it; where it is legal, the stones of both colours
  // after it, i.e. its captures on the holographic board, T22.6), and a flybomb turn of one legal
  // stone with every point as the flower (T22.5). The corpus's positions are the ones built to
  // reach the flowers' attributes and the private eyes, which decide those answers.
  void probe_case_position(const Case& c) {
    if (o_.subset != Subset::f3go_play || c.expectations.empty() || !lists("loadsgf") || !lists("undo")) return;
    const Rules rules = rules_for(c, c.expectations.front());
    if (!plays(rules)) return;
    Position pos;
    try {
      pos = position_after_moves(oracle_, c, rules);
    } catch (const CaseError&) {
      return;
    }
    if (game_over(pos)) return;
    rules_ = rules;
    set_up_case(c, rules);
    for (const Move& m : c.moves)
      if (const Response r = send(move_command(m)); !r.ok)
        return case_position_failure(c, {move_command(m), Clause::T22_6, "accepted", false}, "refused: " + excerpt(r.text));
    for (Point p : pos.board.points())
      if (pos.board.at(p) == Cell::empty && !probe_stone(c, pos, Move::make_stone(pos.to_move, p))) return;
    const auto& legal = cache_.analyze(pos, rules_).legal_stones[index(pos.to_move)];
    if (legal.empty() || pos.flybombs_left[index(pos.to_move)] <= 0) return;
    for (Point f : pos.board.points()) {
      const Move m = Move::make_flybomb(pos.to_move, legal.front(), f);
      Position after;
      const Probe probe{move_command(m), Clause::T22_5, accepted(oracle_play(oracle_, pos, m, rules_, after).legal), false, true};
      const std::string got = engine_probe(probe, pos.board.size());
      tally(probe.clause, got == probe.expected);
      if (got != probe.expected) return case_position_failure(c, probe, got);
    }
  }

  // Plays `m` on the engine at the case's position `pos` and takes it back: accepted exactly when
  // the oracle finds it legal, and then with the oracle's stones of both colours after it. False
  // (and a failure recorded) at the first disagreement.
  bool probe_stone(const Case& c, const Position& pos, const Move& m) {
    Position after;
    const bool legal = oracle_play(oracle_, pos, m, rules_, after).legal;
    const Response r = send(move_command(m));
    tally(Clause::T22_6, r.ok == legal);
    if (r.ok != legal) {
      if (r.ok) send("undo");
      case_position_failure(c, {move_command(m), Clause::T22_6, accepted(legal), false, true}, accepted(r.ok));
      return false;
    }
    if (!legal) return true;
    bool ok = true;
    for (Colour col : kColours) {
      Probe p = stones_probe(after, col);
      const std::string got = engine_probe(p, pos.board.size());
      tally(p.clause, got == p.expected);
      if (got == p.expected) continue;
      p.command = move_command(m) + ", then " + p.command;
      case_position_failure(c, p, got);
      ok = false;
      break;
    }
    const Response back = send("undo");
    if (ok && !back.ok) {
      case_position_failure(c, {move_command(m) + ", then undo", Clause::T22_6, "accepted", false}, "refused: " + excerpt(back.text));
      return false;
    }
    return ok;
  }

  void case_position_failure(const Case& c, const Probe& probe, const std::string& got) {
    GtpFailure f;
    f.clause = probe.clause;
    f.group = clause_group(f.clause);
    f.where = "case " + c.name + " (" + c.file + "), its position probed through moves";
    f.setup = case_setup(c);
    f.question = probe.command;
    f.expected = probe.expected;
    f.got = got;
    if (probe.vertex_list && got.rfind("error", 0) != 0 && got.rfind("unreadable", 0) != 0)
      f.difference = list_difference(f.expected, f.got);
    f.settings = compact(rules_);
    out_.failures.push_back(f);
  }

  // --- random games ------------------------------------------------------------------------

  // The stones of colour `c` (`list_stones`), as the oracle has them.
  static Probe stones_probe(const Position& pos, Colour c) {
    std::vector<Point> ps;
    for (Point p : pos.board.points())
      if (pos.board.at(p) == stone(c)) ps.push_back(p);
    return {"list_stones " + colour_word(c), Clause::T22_6, vertices_of(ps), true};
  }

  // The points `is_legal` is asked about for the side to move: two legal points, up to three empty
  // points that are illegal (suicide, ko) and one occupied point, chosen from the position.
  static std::vector<Point> legality_points(const Position& pos, const std::vector<Point>& legal) {
    std::size_t k = 0;
    std::vector<Point> occupied, out;
    for (Point p : pos.board.points())
      if (pos.board.at(p) != Cell::empty) occupied.push_back(p), ++k;
    if (!legal.empty()) {
      out.push_back(legal[k % legal.size()]);
      out.push_back(legal[(7 * k + 3) % legal.size()]);
    }
    int illegal_empty = 0;
    for (Point p : pos.board.points())
      if (illegal_empty < 3 && pos.board.at(p) == Cell::empty && std::find(legal.begin(), legal.end(), p) == legal.end())
        out.push_back(p), ++illegal_empty;
    if (!occupied.empty()) out.push_back(occupied[k % occupied.size()]);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }

  // The standard GTP questions the engine lists (is_legal, countlib, findlib, captures), with the
  // oracle's answers; `captured` is what each colour has captured so far. `is_legal` is whether
  // `play` would be accepted (so nothing is legal once the game is over, A29).
  void standard_probes(const Position& pos, const Analysis& a, const std::array<int, 2>& captured,
                       std::vector<Probe>& out) {
    const Colour side = pos.to_move;
    // A plain-Go engine never ends the game (A29): it is not asked after two passes. The f3go-play
    // tier asks an engine without is_legal by playing the move and taking it back.
    const bool by_play = o_.subset == Subset::f3go_play && !lists("is_legal") && lists("undo");
    if ((lists("is_legal") || by_play) && !(o_.subset == Subset::go && game_over(pos)))
      for (Point p : legality_points(pos, a.legal_stones[index(side)])) {
        Position after;
        const Move m = Move::make_stone(side, p);
        const bool yes = oracle_play(oracle_, pos, m, rules_, after).legal;
        if (by_play) out.push_back({move_command(m), Clause::T22_6, accepted(yes), false, true});
        else out.push_back({"is_legal " + colour_word(side) + " " + to_gtp(p), Clause::T22_6, yes ? "1" : "0", false});
      }
    for (const StringReport& str : a.strings) {
      if (lists("countlib"))
        out.push_back({"countlib " + to_gtp(str.stones.front()), Clause::T22_2_3, std::to_string(str.liberties.size()), false});
      if (lists("findlib"))
        out.push_back({"findlib " + to_gtp(str.stones.front()), Clause::T22_2_3, vertices_of(str.liberties), true});
    }
    if (lists("captures"))
      for (Colour c : kColours)
        out.push_back({"captures " + colour_word(c), Clause::T22_6, std::to_string(captured[index(c)]), false});
  }

  // T22.5 through the moves of the f3go-play tier: flybomb turns of the side to move, one legal
  // stone with flower points the oracle forbids and others it allows (up to two of each, from a
  // dozen points tried in an order that turns with the position), each played and taken back.
  void flower_probes(const Position& pos, const Analysis& a, std::vector<Probe>& out) {
    const Colour side = pos.to_move;
    const auto& legal = a.legal_stones[index(side)];
    if (!lists("undo") || legal.empty() || pos.flybombs_left[index(side)] <= 0 || game_over(pos)) return;
    const auto points = pos.board.points();
    const std::size_t turn = static_cast<std::size_t>(pos.move_number);
    const Point stone = legal[turn % legal.size()];
    int forbidden = 0, allowed = 0;
    for (std::size_t i = 0; i < 12 && i < points.size() && (forbidden < 2 || allowed < 2); ++i) {
      const Point f = points[(turn * 7 + i * 5) % points.size()];
      Position after;
      const Move m = Move::make_flybomb(side, stone, f);
      const bool yes = oracle_play(oracle_, pos, m, rules_, after).legal;
      if ((yes ? allowed : forbidden) >= 2) continue;
      ++(yes ? allowed : forbidden);
      out.push_back({move_command(m), Clause::T22_5, accepted(yes), false, true});
    }
  }

  // The questions asked after every move, with the oracle's answers.
  std::vector<Probe> probes(const Position& pos, const std::array<int, 2>& captured) {
    const Analysis& a = cache_.analyze(pos, rules_);
    const Colour side = pos.to_move;
    std::vector<Probe> out;
    for (Colour c : kColours) out.push_back(stones_probe(pos, c));
    if (o_.subset != Subset::f3go_play || lists("all_legal"))
      out.push_back({"all_legal " + colour_word(side), Clause::T22_6, vertices_of(a.legal_stones[index(side)]), true});
    standard_probes(pos, a, captured, out);
    if (o_.subset == Subset::f3go_play) flower_probes(pos, a, out);
    if (o_.subset != Subset::f3go) return out;
    const auto ask = [&](const std::string& question, Clause clause) {
      const Question q = parse_question(question, pos.board.size(), "probe");
      out.push_back({"f3go_ask " + question, clause, answer_question(cache_, q, pos, rules_, {}), false});
    };
    ask("holographic", Clause::T22_3);
    ask("forbidden_points " + colour_word(side), Clause::T22_5);
    for (const StringReport& s : a.strings) ask("private_eye " + to_gtp(s.stones.front()), Clause::T22_2_8);
    for (const FlowerReport& f : a.flowers) ask("attribute " + to_gtp(f.stones.front()), Clause::T22_4);
    return out;
  }

  // The engine's answer to a probe, normalised as the expected answer is.
  std::string engine_probe(const Probe& p, int size) {
    const Response r = send(p.command);
    if (p.move) {
      if (!r.ok) return accepted(false);
      const Response back = send("undo");
      return back.ok ? accepted(true) : "accepted, but undo refused: " + excerpt(back.text);
    }
    if (!r.ok) return "error: " + excerpt(r.text);
    return p.vertex_list ? vertex_set(r.text, size) : trimmed(r.text);
  }

  // The commands the engine lists (`list_commands`), asked once; a refusal lists none.
  void learn_commands() {
    if (listed_known_) return;
    listed_known_ = true;
    const Response r = send("list_commands");
    if (!r.ok) return;
    for (const auto& w : split(r.text, '\n'))
      if (!trimmed(w).empty()) listed_.insert(trimmed(w));
  }
  bool lists(const std::string& command) const { return listed_.contains(command); }

  // `undo` of the last move `m`, played from `before`: the engine must accept it, then hold the
  // stones of `before` and what each colour had captured (`captured`), then accept `m` again. The
  // first disagreement (its command "undo, then …"), or nothing.
  std::optional<std::pair<Probe, std::string>> undo_check(const Position& before, const std::array<int, 2>& captured,
                                                          const Move& m) {
    const Response r = send("undo");
    if (!r.ok) return std::make_pair(Probe{"undo", Clause::T22_6, "accepted", false}, "refused: " + excerpt(r.text));
    std::vector<Probe> asked;
    for (Colour c : kColours) asked.push_back(stones_probe(before, c));
    if (lists("captures"))
      for (Colour c : kColours)
        asked.push_back({"captures " + colour_word(c), Clause::T22_6, std::to_string(captured[index(c)]), false});
    for (Probe p : asked) {
      const std::string got = engine_probe(p, o_.size);
      p.command = "undo, then " + p.command;
      if (got != p.expected) return std::make_pair(p, got);
    }
    const Response again = send(move_command(m));
    if (!again.ok)
      return std::make_pair(Probe{"undo, then " + move_command(m), Clause::T22_6, "accepted", false},
                            "refused: " + excerpt(again.text));
    return std::nullopt;
  }

  // `final_score` at the end of a game against the oracle's result, with as dead stones those the
  // engine names (`final_status_list dead`, when it lists it: GTP has no command to agree them, and
  // A21 leaves them to agreement); the first disagreement, or nothing.
  std::optional<std::pair<Probe, std::string>> score_check(const Position& pos) {
    std::vector<Point> dead;
    if (lists("final_status_list")) {
      Probe p{"final_status_list dead", Clause::T22_7, "black or white stones", true};
      const std::string got = engine_probe(p, o_.size);
      p.vertex_list = false;  // reported as is: the expected answer is no list
      if (got.rfind("error", 0) == 0 || got.rfind("unreadable", 0) == 0) return std::make_pair(p, got);
      for (const auto& w : split(got)) {
        const Point d = *parse_gtp(w, o_.size);
        if (!is_stone(pos.board.at(d))) return std::make_pair(p, got + " (" + w + " holds no black or white stone)");
        dead.push_back(d);
      }
    }
    const Probe p{"final_score", Clause::T22_7, oracle_.score(pos.board, rules_, dead).result, false};
    const std::string got = engine_probe(p, o_.size);
    if (same_score(p.expected, got)) return std::nullopt;
    return std::make_pair(p, got);
  }

  void start_game() {
    require("boardsize " + std::to_string(o_.size));
    require("clear_board");
    if (o_.subset == Subset::f3go) require("f3go_rules " + compact(rules_));
    else require("komi " + format_number(rules_.komi));
  }

  // The next move of a random game: mostly a legal stone, sometimes a pass, a flybomb turn (f3go,
  // when `flybombs` allows) or an illegal attempt (a stone on an occupied point).
  Move choose(std::mt19937_64& rng, const Position& pos, bool flybombs) {
    const Analysis& a = cache_.analyze(pos, rules_);
    const Colour side = pos.to_move;
    const auto& legal = a.legal_stones[index(side)];
    const std::uint64_t r = rng() % 100;
    if (r < 4) {
      std::vector<Point> occupied;
      for (Point p : pos.board.points())
        if (pos.board.at(p) != Cell::empty) occupied.push_back(p);
      if (!occupied.empty()) return Move::make_stone(side, occupied[rng() % occupied.size()]);
    }
    if (r < 8 || legal.empty()) return Move::make_pass(side);
    const Point p = legal[rng() % legal.size()];
    if (o_.subset != Subset::go && flybombs && r < 22 && pos.flybombs_left[index(side)] > 0) {
      const auto points = pos.board.points();
      Position after;
      for (int t = 0; t < 6; ++t) {
        const Move m = Move::make_flybomb(side, p, points[rng() % points.size()]);
        if (oracle_play(oracle_, pos, m, rules_, after).legal) return m;
      }
      const Move m = Move::make_flybomb(side, p, std::nullopt);
      if (oracle_play(oracle_, pos, m, rules_, after).legal) return m;
    }
    return Move::make_stone(side, p);
  }

  // Replays `moves` from the start on the engine and the oracle; the first probe that disagrees
  // and whose command is `command` ("" = any), or nothing. A sequence with a move the oracle
  // refuses is no reproduction (nothing).
  std::optional<std::pair<Probe, std::string>> reproduce(const std::vector<Move>& moves, const std::string& command,
                                                         bool last_refused) {
    Position pos = initial_position(Board(o_.size), rules_), before = pos;
    std::array<int, 2> captured{0, 0}, captured_before = captured;
    for (const Move& m : moves) {
      Position after;
      const MoveOutcome outcome = oracle_play(oracle_, pos, m, rules_, after);
      if (!outcome.legal) return std::nullopt;
      before = pos, captured_before = captured;
      captured[index(m.colour)] += static_cast<int>(outcome.captured.size());
      pos = after;
    }
    start_game();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const Response r = send(move_command(moves[i]));
      if (!r.ok) {
        if (last_refused && i + 1 == moves.size())
          return std::make_pair(Probe{move_command(moves[i]), Clause::T22_6, "accepted", false}, "refused: " + excerpt(r.text));
        return std::nullopt;
      }
    }
    if (last_refused) return std::nullopt;
    if (command.rfind("undo", 0) == 0) {
      if (moves.empty()) return std::nullopt;
      auto f = undo_check(before, captured_before, moves.back());
      return f && f->first.command == command ? f : std::nullopt;
    }
    if (command.rfind("final_s", 0) == 0) {
      auto f = score_check(pos);
      return f && f->first.command == command ? f : std::nullopt;
    }
    for (const Probe& p : probes(pos, captured)) {
      if (p.command != command) continue;
      const std::string got = engine_probe(p, o_.size);
      if (got != p.expected) return std::make_pair(p, got);
    }
    return std::nullopt;
  }

  // Drops earlier moves one at a time while the failure persists (bounded by max_shrink_trials).
  std::vector<Move> shrink(std::vector<Move> moves, const std::string& command, bool last_refused,
                           std::pair<Probe, std::string>& found) {
    int trials = 0;
    const std::size_t keep_last = last_refused ? 1 : 0;
    for (std::size_t i = 0; i + keep_last < moves.size() && trials < o_.max_shrink_trials;) {
      std::vector<Move> fewer = moves;
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
      ++trials;
      if (auto f = reproduce(fewer, command, last_refused)) {
        moves = std::move(fewer);
        found = *f;
      } else {
        ++i;
      }
    }
    return moves;
  }

  void report_game_failure(int g, std::vector<Move> moves, const Probe& probe, const std::string& got,
                           bool last_refused) {
    std::pair<Probe, std::string> found{probe, got};
    moves = shrink(std::move(moves), probe.command, last_refused, found);
    Position pos = initial_position(Board(o_.size), rules_);
    std::string list;
    for (const Move& m : moves) {
      Position after;
      if (oracle_play(oracle_, pos, m, rules_, after).legal) pos = after;
      list += (list.empty() ? "" : ", ") + to_text(m);
    }
    GtpFailure f;
    f.clause = found.first.clause;
    f.group = clause_group(f.clause);
    f.where = "game " + std::to_string(g) + " (seed " + std::to_string(o_.seed) + "), shrunk to " +
              std::to_string(moves.size()) + " moves";
    f.setup = "moves from the empty " + std::to_string(o_.size) + "x" + std::to_string(o_.size) + " board: " +
              (list.empty() ? "none" : list) + "\n" + (last_refused ? "" : "position:\n" + diagram(pos.board));
    f.question = found.first.command;
    f.expected = found.first.expected;
    f.got = found.second;
    if (found.first.vertex_list && found.second.rfind("error", 0) != 0 && found.second.rfind("unreadable", 0) != 0)
      f.difference = list_difference(f.expected, f.got);
    f.settings = compact(rules_);
    out_.failures.push_back(f);
  }

  void tally(Clause clause, bool ok) {
    GroupTally& t = out_.groups[clause_group(clause)];
    ++t.cases;
    if (ok) ++t.passed;
  }

  // A move the engine chose (`genmove` for the side to move), already played on the engine; nothing
  // when it resigned. A refused, unreadable or illegal answer is a failure (`failed` set).
  std::optional<Move> engine_move(int g, const Position& pos, const std::vector<Move>& moves, bool& failed) {
    const Colour side = pos.to_move;
    const std::string command = "genmove " + colour_word(side);
    const Response r = send(command);
    std::string answer = trimmed(r.text);
    std::transform(answer.begin(), answer.end(), answer.begin(), [](unsigned char c) { return std::tolower(c); });
    std::optional<Move> m;
    if (r.ok && answer == "resign") return std::nullopt;
    if (r.ok && answer == "pass") m = Move::make_pass(side);
    else if (const auto p = r.ok ? parse_gtp(answer, o_.size) : std::nullopt) m = Move::make_stone(side, *p);
    Position after;
    const bool legal = m && oracle_play(oracle_, pos, *m, rules_, after).legal;
    tally(Clause::T22_6, legal);
    if (legal) return m;
    failed = true;
    std::string list;
    for (const Move& played : moves) list += (list.empty() ? "" : ", ") + to_text(played);
    GtpFailure f;
    f.clause = Clause::T22_6;
    f.group = clause_group(f.clause);
    f.where = "game " + std::to_string(g) + " (seed " + std::to_string(o_.seed) + "), after " +
              std::to_string(moves.size()) + " moves (a move the engine chose: not shrunk)";
    f.setup = "moves from the empty " + std::to_string(o_.size) + "x" + std::to_string(o_.size) + " board: " +
              (list.empty() ? "none" : list) + "\nposition:\n" + diagram(pos.board);
    f.question = command;
    f.expected = "a legal move, pass or resign";
    f.got = !r.ok ? "refused: " + excerpt(r.text) : m ? "illegal: " + excerpt(r.text)
                                                      : "unreadable: " + excerpt(r.text);
    f.settings = compact(rules_);
    out_.failures.push_back(f);
    return std::nullopt;
  }

  // Every sixteenth turn from the sixth, the engine chooses the move (when it lists genmove).
  bool engine_turn(int turn) const { return lists("genmove") && turn % 16 == 5; }

  void run_game(int g) {
    std::mt19937_64 rng = sample_rng(o_.seed, static_cast<std::uint64_t>(g));
    ++out_.games;
    start_game();
    learn_commands();
    Position pos = initial_position(Board(o_.size), rules_);
    std::array<int, 2> captured{0, 0};
    std::vector<Move> moves;
    const int limit = 2 * o_.size * o_.size;
    // Every other game opens with N²/2 turns of plain Go (no flybomb chosen), so that stones are
    // captured on boards without flowers too (an engine may play those by ordinary Go alone).
    const int plain_opening = g % 2 == 1 ? o_.size * o_.size / 2 : 0;
    for (int turn = 0; turn < limit && pos.consecutive_passes < 2; ++turn) {
      bool failed = false;
      const std::optional<Move> chosen = engine_turn(turn) ? engine_move(g, pos, moves, failed) : std::nullopt;
      if (failed) return;
      const Move m = chosen ? *chosen : choose(rng, pos, turn >= plain_opening);
      Position after;
      const MoveOutcome outcome = oracle_play(oracle_, pos, m, rules_, after);
      const bool legal = outcome.legal;
      if (!chosen) {
        const Response r = send(move_command(m));
        tally(Clause::T22_6, r.ok == legal);
        if (r.ok != legal) {
          moves.push_back(m);
          if (legal) return report_game_failure(g, moves, {move_command(m), Clause::T22_6, "accepted", false}, "refused: " + excerpt(r.text), true);
          return report_game_failure(g, moves, {move_command(m), Clause::T22_6, "refused", false}, "accepted", true);
        }
      }
      if (!legal) continue;
      moves.push_back(m);
      const Position before = pos;
      const std::array<int, 2> captured_before = captured;
      captured[index(m.colour)] += static_cast<int>(outcome.captured.size());
      pos = after;
      ++out_.moves;
      for (const Probe& p : probes(pos, captured)) {
        const std::string got = engine_probe(p, o_.size);
        tally(p.clause, got == p.expected);
        if (got != p.expected) return report_game_failure(g, moves, p, got, false);
      }
      if (lists("undo")) {
        const auto f = undo_check(before, captured_before, m);
        tally(Clause::T22_6, !f);
        if (f) return report_game_failure(g, moves, f->first, f->second, false);
      }
    }
    // A plain-Go engine scores an unfinished game by its own reading of life and territory, which
    // GTP gives no way to agree on: only an F3Go engine (both of its tiers) is asked final_score.
    if (o_.subset != Subset::go && lists("final_score")) {
      const auto f = score_check(pos);
      tally(Clause::T22_7, !f);
      if (f) return report_game_failure(g, moves, f->first, f->second, false);
    }
  }

  std::set<std::string> listed_;  // the commands the engine lists
  bool listed_known_ = false;     // list_commands was asked
  Channel& engine_;
  Engine& oracle_;
  CachedEngine cache_{oracle_};
  const GtpCertifyOptions& o_;
  fs::path tmp_;
  GtpOutcome out_;
  // The rules of the game being played (a configuration of the sample, or o_.rules), given to the
  // engine with f3go_rules at its start and to the oracle.
  Rules rules_ = o_.rules;
  std::size_t case_ = 0;  // the corpus case being asked
  int game_ = -1;         // the random game being played (-1: still the corpus)
  ProgressThrottle progress_{o_.progress};
};

// Commands sent for one corpus expectation: boardsize, clear_board, komi, loadsgf, the moves,
// f3go_dead, the question (the go subset's `captures` asks list_stones twice and undo).
std::uint64_t corpus_commands(const std::vector<Case>& cases) {
  std::uint64_t n = 0;
  for (const Case& c : cases) n += c.expectations.size() * (c.moves.size() + 8);
  return n;
}

}  // namespace

std::string subset_name(Subset s) {
  switch (s) {
    case Subset::go: return "go";
    case Subset::f3go: return "f3go";
    case Subset::f3go_play: return "f3go-play";
  }
  return "";
}

SubsetCoverage subset_coverage(Subset s) {
  const auto id = [](Clause c) { return std::string(clause_id(c)); };
  switch (s) {
    case Subset::f3go:
      return {"every group: each question of the corpus and after every move (f3go_ask), and the moves", "", ""};
    case Subset::f3go_play:
      return {fmt::format("{} legal stones and the end of the game (is_legal, or play and undo; A29), {} liberties "
                          "and captures (list_stones, countlib, findlib, captures), {} flower points (f3go_flybomb "
                          "and undo), {} the score (final_score)",
                          id(Clause::T22_6), id(Clause::T22_2_3), id(Clause::T22_5), id(Clause::T22_7)),
              fmt::format("{} private eyes, {} flower attributes, {} the holographic board: each decides which "
                          "stones are captured and which stones and flowers are legal",
                          id(Clause::T22_2_8), id(Clause::T22_4), id(Clause::T22_3)),
              fmt::format("the reasons of a verdict or a refusal, the parameters of {}, the regions of a private "
                          "eye, the holographic board and the flower points asked outright",
                          id(Clause::T22_4))};
    case Subset::go:
      return {fmt::format("{} legal stones, {} liberties and captures", id(Clause::T22_6), id(Clause::T22_2_3)), "",
              "flowers and everything F3Go adds to Go"};
  }
  return {};
}

double default_deadline_seconds(const GtpCertifyOptions& options, std::chrono::milliseconds timeout) {
  const auto points = static_cast<std::uint64_t>(options.size * options.size);
  // A game: at most 2·N² turns, each a move and its probes (at most three per point: a string's
  // private eye, countlib and findlib, or a flower's attribute; and at most sixteen more: stones,
  // legal points, is_legal, captures, undo and its checks, genmove), then final_score.
  const std::uint64_t per_game = 2 * points * (3 * points + 16) + 6;
  const std::uint64_t commands =
      (options.cases ? corpus_commands(*options.cases) : 0) + static_cast<std::uint64_t>(options.games) * per_game;
  const double seconds = static_cast<double>(commands) * static_cast<double>(timeout.count()) / 1000.0;
  return std::min(std::max(seconds, 1.0), kMaxDefaultDeadlineSeconds);
}

std::vector<Rules> rules_sample(const Rules& base, const std::vector<Reading>& accepted, int k, std::uint64_t seed) {
  assert(k >= 0);
  // The stream of the sample: one no random game draws from (they take 0, 1, …).
  std::mt19937_64 rng = sample_rng(seed, std::numeric_limits<std::uint64_t>::max());
  std::map<Switch, std::vector<int>> others;  // the accepted readings off base's, by switch
  for (const Reading& r : accepted)
    if (r.reading != base.get(r.sw)) others[r.sw].push_back(r.reading);
  std::size_t n = static_cast<std::size_t>(k);
  for (auto& [sw, readings] : others) {
    std::shuffle(readings.begin(), readings.end(), rng);
    n = std::max(n, readings.size());
  }
  std::vector<Rules> out(n, base);
  for (const auto& [sw, readings] : others)
    for (std::size_t i = 0; i < n; ++i) {
      if (i < readings.size()) out[i].set(sw, readings[i]);                        // the covering part
      else if (rng() % 2 == 1) out[i].set(sw, readings[rng() % readings.size()]);  // then at random
    }
  return out;
}

int GtpOutcome::checks() const {
  int n = 0;
  for (const auto& [g, t] : groups) n += t.cases;
  return n;
}

GtpOutcome certify_over_gtp(gtp::Channel& engine, Engine& oracle, const GtpCertifyOptions& options) {
  return Certifier(engine, oracle, options).run();
}

void print_gtp_certificate(std::ostream& out, const GtpOutcome& o, const Certificate& certificate) {
  print_certificate_text(out, certificate);
  if (o.failures.empty()) return;
  out << "\nFailures (each shrunk to the smallest case found):\n";
  for (const auto& f : o.failures) {
    out << "  " << f.where << "  [" << f.clause << "]\n";
    std::string setup = f.setup;
    std::string indented = "    ";
    for (char c : setup) indented += c == '\n' ? std::string("\n    ") : std::string(1, c);
    out << indented << "\n";
    if (!f.settings.empty()) out << "    rules:    " << f.settings << "\n";
    out << "    question: " << f.question << "\n"
        << "    expected: " << f.expected << "\n"
        << "    got:      " << f.got << "\n";
    if (!f.difference.empty()) out << "    diff:     " << f.difference << "\n";
  }
}

void write_junit(std::ostream& out, const GtpOutcome& o, const std::string& engine) {
  int checks = 0, failed = 0;
  for (const auto& [g, t] : o.groups) checks += t.cases, failed += t.cases - t.passed;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<testsuites name=\"f3go certify " << markup_escape(engine) << "\" tests=\"" << checks + 1 << "\" failures=\""
      << failed + (o.engine_failure.empty() ? 0 : 1) << "\">\n";
  out << "  <testsuite name=\"engine\" tests=\"1\" failures=\"" << (o.engine_failure.empty() ? 0 : 1) << "\">\n"
      << "    <testcase classname=\"engine\" name=\"speaks GTP\">";
  if (!o.engine_failure.empty()) out << "<failure message=\"" << markup_escape(o.engine_failure) << "\"/>";
  out << "</testcase>\n  </testsuite>\n";
  for (const auto& [group, t] : o.groups) {
    out << "  <testsuite name=\"" << markup_escape(group) << "\" tests=\"" << t.cases << "\" failures=\""
        << t.cases - t.passed << "\">\n";
    for (const auto& f : o.failures) {
      if (f.group != group) continue;
      out << "    <testcase classname=\"" << markup_escape(group) << "\" name=\"" << markup_escape(f.where) << "\">"
          << "<failure message=\"" << markup_escape(f.question + ": expected " + f.expected + ", got " + f.got) << "\">"
          << markup_escape(f.setup) << "</failure></testcase>\n";
    }
    out << "    <testcase classname=\"" << markup_escape(group) << "\" name=\"" << t.passed << " checks passed\"/>\n"
        << "  </testsuite>\n";
  }
  out << "</testsuites>\n";
}

}  // namespace f3go::judge
