// The conformance corpus (corpus/README.md "The case format"): parsing a case file, answering its
// question through the Engine interface (oracle/engine.h), and running cases for `f3go certify`
// and the corpus tests. Nothing here knows the rules: every answer comes from an Engine's
// analyze/play/score or from the Position's own fields.
#pragma once
#include <cstddef>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/engine.h"
#include "oracle/move.h"
#include "oracle/position_text.h"

namespace f3go {

// `ask:` — one question of the table in corpus/README.md.
struct Question {
  enum class Kind : std::uint8_t {
    private_eye,
    regions,
    attribute,
    parameters,
    forbidden,
    forbidden_points,
    legal,
    captures,
    holographic,
    bottom,
    score,
    game_over,
    flybombs_left,
    move_number
  };
  Kind kind = Kind::score;
  std::string text;               // the question as written after `ask:` (trimmed)
  Point point{};                  // private_eye, regions, attribute, parameters, forbidden
  Colour colour = Colour::black;  // forbidden, forbidden_points
  Move move;                      // legal, captures
};

// `expect:` (no settings) or `expect SWITCH=READING …:` — an expected answer under the case's
// rules with `settings` applied on top, in order.
struct Expectation {
  std::vector<std::string> settings;
  std::string answer;
  int line = 0;
};

// One `*.case` file.
struct Case {
  std::string file;                       // the path it was read from (as given)
  std::string name;                       // `case:`
  std::string title;                      // `title:`
  std::vector<Clause> clauses;            // `clauses:`, in file order
  std::string source;                     // `source:`
  PositionFile position;                  // the position keys, the board, `rules:`/`set:`
  std::vector<Move> moves;                // `moves:`
  std::vector<Point> dead;                // `dead:`
  Question ask;                           // `ask:`
  std::vector<Expectation> expectations;  // `expect:` first, then the `expect …:` lines in order
};

// Parses a case file's text; every error is an InputError "FILE:LINE:COL: what". A leading
// byte-order mark is skipped; lines, `expect` lines, settings and clause IDs within the limits of
// oracle/input.h.
Case parse_case_text(std::string_view text, const std::string& file);
// Reads (read_input_file, oracle/input.h) and parses a case file.
Case read_case_file(const std::string& path);

namespace limits {
// A corpus folder (README.md "Limits"): at most 100,000 case files, so that no folder given as a
// corpus makes a command read and hold cases without end.
inline constexpr std::size_t kCorpusCaseFiles = 100000;
}  // namespace limits

// Every `*.case` file under `dir`, recursively, sorted by path (InputError if `dir` is not a
// directory, naming the folder that cannot be read and why, or naming `dir` when it holds more
// than `max_files` case files).
std::vector<std::filesystem::path> find_case_files(const std::filesystem::path& dir,
                                                   std::size_t max_files = limits::kCorpusCaseFiles);
// Every case under `dir` (at most `max_files`, as find_case_files); case names must be unique
// (InputError naming both files otherwise).
std::vector<Case> load_corpus(const std::filesystem::path& dir, std::size_t max_files = limits::kCorpusCaseFiles);

// A question: its kind and arguments from the text after `ask:` (`size` bounds the points).
Question parse_question(std::string_view text, int size, const std::string& where);

// A case that cannot be answered as written: a move of `moves:` is illegal, the point asked about
// holds no string of the asked kind, … (a failure of the case, reported with the answer).
struct CaseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The case's rules with an expectation's settings applied on top.
Rules rules_for(const Case& c, const Expectation& e);
// The position after `moves:`, each played through the engine (CaseError naming an illegal move).
Position position_after_moves(Engine& engine, const Case& c, const Rules& rules);
// The canonical answer to the case's question under `rules` (CaseError when it has none).
std::string answer(Engine& engine, const Case& c, const Rules& rules);

// The canonical answer to a question about a given position (the part of answer() after moves).
std::string answer_question(Engine& engine, const Question& q, const Position& pos,
                            const Rules& rules, const std::vector<Point>& dead);

// The outcome of one expectation of one case.
struct CaseResult {
  std::string file;
  std::string name;
  std::string group;     // clause group of the case's first clause
  std::string question;  // the `ask:` text
  std::string settings;  // "" or "eye.examined=region …"
  std::string expected;
  std::string actual;  // the engine's answer, or "error: …" when the case failed to run
  bool passed = false;
};

// Runs every expectation of the case. Never throws for an engine's failure: an exception of the
// engine or a CaseError becomes a failed result whose `actual` says "error: …".
std::vector<CaseResult> run_case(Engine& engine, const Case& c);

}  // namespace f3go
