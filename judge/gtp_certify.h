// Certification of an engine over GTP (gtp/client.h): the engine under test answers, the oracle
// (an in-process engine, the reference by default) decides what the answer should be.
//
// Two parts, both driven by the certifier:
// - the conformance corpus: every case the subset can express. `f3go` subset: the case's
//   position as an SGF record (`loadsgf`, setup stones and flowers, flybombs, rules in RU), its
//   moves (`play`, `f3go_flybomb`), the agreed dead stones (`f3go_dead`), then the question itself
//   (`f3go_ask`, answered in the corpus's canonical form). `go` subset (plain Go engines): only
//   cases without flowers or flybomb turns whose question is `legal`, `captures` or `bottom`,
//   asked with `is_legal`, `play`/`list_stones`/`undo` and `list_stones`. `f3go-play` subset (the
//   black-box tier, an F3Go engine that only plays): the same questions, flowers and flybomb turns
//   allowed where list_stones can show the answer; a case whose question it cannot ask has its
//   position (under the case's rules, when the engine plays those) probed through moves instead:
//   every empty point played (refused where the oracle forbids it, else the stones of both colours
//   after it) and taken back, and a flybomb turn with every point as the flower.
// - random games: the certifier chooses every move (mostly legal stones; passes; for `f3go`
//   and `f3go-play` flybomb turns; now and then an illegal attempt, which the engine must refuse),
//   and after each asks for the stones of both colours and the legal points of the side to move
//   (`list_stones`, `all_legal`, T22.6), for `f3go` the holographic board (T22.3), the
//   flybomb-forbidden points (T22.5), the private eye of every black and white string (T22.2.8)
//   and the attribute of every flower string (T22.4), for `f3go-play` flybomb turns with allowed
//   and forbidden flower points, each taken back (T22.5). The standard GTP commands the engine
//   lists (`list_commands`) are asked too, in every subset: `is_legal` on legal and illegal points, `countlib` and
//   `findlib` of every black and white string, `captures` of both colours, `undo` of each move
//   (the position and captures before it, then the move again), now and then `genmove` (its move
//   must be legal; the game goes on with it) and, for `f3go`, `final_score` at the end of a game.
// A disagreement ends its game and is shrunk: earlier moves are dropped one at a time while the
// same question still gets a wrong answer, so the failure is reported on the shortest sequence
// found (diagram, moves, question, expected, got, clause). An engine that hangs, crashes, closes
// its pipe, floods its output or answers garbage fails the certification with the reason named.
// The run has a deadline (a certification cannot run for ever on an engine that answers each
// command just inside its timeout) and says, about once a second, where it is (to the Progress of
// its options: judge/progress.h).
#pragma once
#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "gtp/client.h"
#include "judge/certify.h"
#include "judge/progress.h"
#include "oracle/corpus.h"

namespace f3go::judge {

// What the certifier asks: `f3go`, every F3Go question through the f3go_ extensions; `f3go_play`
// (the black-box tier), what an F3Go engine that only plays shows — standard GTP and f3go_flybomb;
// `go`, a plain-Go engine's stones, legal points and captures.
enum class Subset {
  go,
  f3go,
  f3go_play
};

// The subset as the command line and the certificate name it: "go", "f3go", "f3go-play".
std::string subset_name(Subset s);

// What a subset checks, by clause group: asked directly, seen only through their consequences
// (what the engine does with them), and not at all.
struct SubsetCoverage {
  std::string direct, consequences, unchecked;
};
SubsetCoverage subset_coverage(Subset s);

struct GtpCertifyOptions {
  Subset subset = Subset::f3go;
  const std::vector<Case>* cases = nullptr;  // the corpus (nullptr: none)
  int games = 0;                             // random games
  std::uint64_t seed = 1;
  int size = 9;  // board size of the random games
  Rules rules;   // rules of the random games (and the oracle's)
  // K > 0: the games are spread over the rules above and K configurations drawn from the readings
  // the engine accepts (rules_sample), game g under configuration g mod (K + 1).
  int rules_sample = 0;
  int max_shrink_trials = 200;  // per failure
  bool first_failure = false;   // the run stops at the first failure (its verdict known)
  // The whole run ends by this time (checked before each command, so it is passed by at most one
  // command's timeout); past it the certification fails, naming the deadline.
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  double deadline_seconds = 0;  // the deadline as given, for the messages
  // Where the run is, the commands sent, the failures so far and the time left, about once a second
  // in every phase (judge/progress.h).
  Progress progress;
};

// The longest default deadline: 24 hours.
inline constexpr double kMaxDefaultDeadlineSeconds = 24 * 3600;
// The default deadline of a run: each command it will send (an estimate from the corpus and the
// games) given the whole per-command `timeout`, at most kMaxDefaultDeadlineSeconds.
double default_deadline_seconds(const GtpCertifyOptions& options, std::chrono::milliseconds timeout);

// One disagreement, as small as the shrinking made it.
struct GtpFailure {
  std::string group;  // clause group
  Clause clause = Clause::T22_6;
  std::string where;     // "case NAME (FILE)" or "game K"
  std::string setup;     // the diagram of the start and the moves
  std::string question;  // the GTP command
  std::string expected, got;
  std::string difference;  // for lists of vertices: what only one side has ("" otherwise)
  std::string settings;
};

struct GtpOutcome {
  std::map<std::string, GroupTally> groups;  // a case or a game is one item of its group
  std::vector<GtpFailure> failures;
  int corpus_cases = 0, corpus_skipped = 0;  // cases run, cases the subset cannot express
  int games = 0;
  std::uint64_t moves = 0, questions = 0;
  std::string engine_failure;      // non-empty: the engine broke (hang, crash, garbage…)
                                   // or the deadline passed
  bool engine_cannot_run = false;  // the shell could not run the command (EngineFailure)
  // The rule configurations of the random games: o.rules, then those of the sample (if any).
  std::vector<Rules> configurations;
  // Games ended where the oracle refused a question (InputError: a search past its bound, as A08
  // `capture_allowed` may need), the first with its reason; what they checked before counts.
  int games_ended_early = 0;
  std::string early_end;
  int checks() const;  // over every group
  // Nothing failed and something was checked (a run of no checks is no pass).
  bool passed() const { return failures.empty() && engine_failure.empty() && checks() > 0; }
};

// One reading of one switch (an index into info(sw).readings).
struct Reading {
  Switch sw = Switch::region_needs_split;
  int reading = 0;
};

// K seeded rule configurations from `base` (its parameters kept) that together set every reading
// of `accepted` other than base's: the first ones cover them (configuration i takes the i-th
// reading, in a seeded order, of each switch that has that many), the rest set each switch at
// random (its reading in base, or one of the others, even odds). More than K when a switch has
// more than K readings off base's: each is in some configuration. Precondition: k ≥ 0.
std::vector<Rules> rules_sample(const Rules& base, const std::vector<Reading>& accepted, int k, std::uint64_t seed);

// Runs the certification. `oracle` answers the questions in process; `engine` is the engine
// under test. Never throws for the engine's misbehaviour (it becomes engine_failure).
GtpOutcome certify_over_gtp(gtp::Channel& engine, Engine& oracle, const GtpCertifyOptions& options);

// The printed certificate of a GTP certification (judge/certificate.h, made from `o`), then every
// failure of `o`.
struct Certificate;
void print_gtp_certificate(std::ostream& out, const GtpOutcome& o, const Certificate& certificate);

// A JUnit XML report of the same outcome (one testsuite per clause group).
void write_junit(std::ostream& out, const GtpOutcome& o, const std::string& engine);

}  // namespace f3go::judge
