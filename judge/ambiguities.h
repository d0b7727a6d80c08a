// The ambiguity finder: for one switch of the register and two of its readings, every other switch
// at a profile's default, the smallest position on which an engine gives a different answer to a
// question of the conformance corpus (corpus/README.md: a private eye, an attribute, the
// holographic board, the forbidden points, the legality of a stone, the score (with no stone
// agreed dead, and for the switches about dead stones with each single string dead); after a short move
// sequence, the legality, captures, bottom board, flybombs left or move number) — or the bound up
// to which no position separates them.
//
// The search: square boards by increasing area (2×2, 3×3, 4×4, …; the position format is square),
// on each board the positions by increasing number of stones and flowers, each position once up to
// the 8 symmetries of the square (a position is kept when its cell string is the smallest of its 8
// images; the colour swap is not used, since black moves first and komi is black's). Black is to
// move with the profile's N flybombs each. For a switch about moves (move_switch), every move of
// black (stones, flybomb turns with every flower point and the flower pass, the pass) is tried
// from each position, and for `depth` > 1 every sequence of that many moves, by increasing length.
// So a witness found at (area a, s stones) is minimal by (area, stones) among the positions
// examined: every position of a smaller area up to the stone bound, and every position of area a
// with fewer stones, was examined first.
//
// For a private-eye switch (A01–A10, N03, A37–A39; not A08 `capture_allowed`, which the symbolic
// encoding does not state), a pair nothing else separates may last be asked of Z3 over a symbolic
// board (SearchBounds::smt_size, judge/smt_search.h): in both directions, the position with the
// fewest stones on that board, with the proof that none has fewer, or the proof that none exists
// up to the stone bound. Its witness is confirmed by the engine like any other.
//
// Beyond the enumeration, a pair it does not separate may be searched at random (SearchBounds::
// random_samples): boards from the largest enumerated size up to random_max_size, sample k on size
// lo + k mod (hi − lo + 1), drawn from sample_rng(seed, k) (testkit/generators.h) — even samples a
// board of draw_eye_mix weights, odd samples the bottom board after a random game from the empty
// board — the same positions for every pair. A separating position is then shrunk, greedily and
// deterministically, until no smaller window of the board (a square of any smaller size at any
// offset) and no position with one stone or flower fewer separates the readings: a local minimum,
// not a proven one; the enumeration's bound says what is proven.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "judge/progress.h"
#include "oracle/engine.h"

namespace f3go::judge {

// Two readings of one switch; every other switch at the profile's default.
struct ReadingPair {
  Switch sw = Switch::count;
  int first = 0, second = 0;
  Profile profile = Profile::y2022;
  // Settings "name=reading" of other switches applied on top of the profile's defaults: a
  // follow-up question, one that arises only under a non-default reading of another switch.
  std::vector<std::string> given{};
};

// Every pair of readings (first < second) of `s` under `given`; none for a fixed decision (one
// reading).
std::vector<ReadingPair> reading_pairs(Switch s, Profile profile, const std::vector<std::string>& given = {});

// The switches about the agreed dead stones at scoring (Part::dead_stones of the register): for
// these the finder also asks the score with each single string of the bottom board agreed dead.
bool dead_switch(Switch s);

// The switches whose readings can only be told apart by playing moves (Part::moves of the register:
// capture, suicide, ko, the flybomb turn): for these the finder also tries move sequences.
bool move_switch(Switch s);

struct SearchBounds {
  int max_size = 4;            // boards 2×2 … max_size×max_size (2 ≤ max_size ≤ 5)
  int max_stones = 25;         // on the largest board, positions with at most this many stones
                               // and flowers (the smaller boards are searched completely)
  int depth = 1;               // move sequences up to this length (move switches only; at
                               // least 4 for A14, whose readings differ only on a repetition)
  double budget_seconds = 60;  // per pair; the search stops at the first position past it
  int random_samples = 0;      // random positions per pair the enumeration does not separate
  int random_max_size = 9;     // … on boards max_size×max_size up to this size (≤ 19)
  std::uint64_t seed = 1;      // … drawn from sample_rng(seed, k)
  int smt_size = 0;            // private-eye switches: Z3 over a symbolic smt_size×smt_size board
                               // (judge/smt_search.h) for a pair nothing above separates; 0 = off
  int smt_stones = 8;          // … up to this many stones
  double smt_timeout = 600;    // … seconds per Z3 call
};

// A position and question on which the two readings answer differently.
struct Witness {
  Board board;
  std::vector<Move> moves;  // played first (the corpus's `moves:`)
  std::vector<Point> dead;  // the agreed dead stones of a `score` question (`dead:`)
  std::string question;     // the corpus's `ask:` text
  std::string first_answer, second_answer;
  std::string default_answer;  // under the profile's defaults (the case's `expect:`)
  int stones = 0;              // stones and flowers of `board`
};

// How far the search went on one board size.
struct SizeSearched {
  int size = 0;
  int stones = -1;        // every position with ≤ stones stones and flowers examined
  bool complete = false;  // … and that is every position of the board
};

// How far the random search went, and where its witness came from.
struct RandomSearched {
  int samples = 0;   // asked for
  int examined = 0;  // examined (fewer when a witness or the budget stopped it)
  int min_size = 0, max_size = 0;
  std::uint64_t seed = 1;
  // The witness came from sample `sample` (0-based), a size×size board with `stones` stones and
  // flowers before shrinking; −1 when the random search found none.
  int sample = -1;
  int size = 0, stones = 0;
};

// A direction of the Z3 search that Z3 did not answer in time: it gave no answer within
// `timeout_ms` at `stones` stones; when it had found a witness with `witness_stones` stones before
// (else 0), none with fewer than `stones` is proven.
struct SmtUnknown {
  unsigned timeout_ms = 0;
  int stones = 0;
  int witness_stones = 0;
  friend bool operator==(const SmtUnknown&, const SmtUnknown&) = default;
};

// How far the Z3 search over a symbolic board went (SearchBounds::smt_size): both directions of the
// pair, on one board up to a stone bound.
struct SmtSearched {
  int size = 0, stones = 0;
  bool witness = false;             // the witness came from Z3: least stones on that board, proven unless `unknown`
  std::vector<SmtUnknown> unknown;  // the directions Z3 did not answer in time
};

struct PairResult {
  ReadingPair pair;
  std::optional<Witness> witness;
  std::vector<SizeSearched> searched;    // in increasing size
  std::optional<RandomSearched> random;  // when the random search ran
  std::optional<SmtSearched> smt;        // when the Z3 search ran
  int depth = 0;                         // move sequences tried up to this length (0: positions only)
  std::uint64_t positions = 0;           // positions examined (up to symmetry)
  std::uint64_t refused = 0;             // positions an engine refused (a simulation too large: A08)
  bool budget_exhausted = false;
  double seconds = 0;
  // A follow-up search (find_follow_up) that found no witness: every single other reading was
  // tried, each up to the same bound.
  bool every_other_reading = false;
};

// The part of an Analysis that the finder's questions read: the reasons and the regions (which
// only explain a verdict) are dropped, as are the switch settings and the four parameters of
// T22.4 (which only explain an attribute).
Analysis answered_part(Analysis a);

// The search for one pair with `engine` (the fast engine); `progress` is given a one-line status
// about once a second. Precondition: pair.first != pair.second
// are readings of pair.sw; 2 ≤ bounds.max_size ≤ 5; bounds.depth ≥ 1; random_samples ≥ 0 and, when
// positive, max_size ≤ random_max_size ≤ 19.
PairResult find_witness(Engine& engine, const ReadingPair& pair, const SearchBounds& bounds,
                        const Progress& progress);

// The follow-up question of a pair that agrees under the profile's defaults: the first setting of
// one other switch (register order, each reading that is not the profile's default, the switch's
// own and the fixed decisions skipped) under which the pair is separated, with its witness — or,
// when none separates it, the result under the defaults with every_other_reading set. The
// positions examined are summed over every search made. Precondition: as find_witness, and
// pair.given is empty.
PairResult find_follow_up(Engine& engine, const ReadingPair& pair, const SearchBounds& bounds,
                          const Progress& progress);

// The languages a result is written in: English for the finder's output, Chinese for the report.
enum class Lang {
  en,
  zh
};

// The bound of a result, phrase by phrase in `lang` (judge/ambiguities_text.cpp, the two languages
// side by side): how far the search went without a smaller witness ("2x2 every position; 3x3 up
// to 6 stones, with every sequence of up to 4 moves; nor 400 random positions …; by Z3 none on 4x4
// up to 7 stones either way"), then, for a pair without a witness, whether the budget was spent
// and whether every other reading was tried.
std::string bound_text(const PairResult& r, Lang lang);

// "A07 eye.simulated_owner connected|touching (2022): …": the witness and how minimal it is
// known to be, or "no difference up to …" with the bound (English).
std::string result_line(const PairResult& r);

// The corpus case of a witness (name witness_<ID>_<first>_<second>_<profile>, then for a follow-up
// _under_<ID>_<reading> for each given setting), its rules the profile with the given settings,
// and one `expect` line per reading. Precondition: r.witness.
std::string witness_case(const PairResult& r, const std::string& command);
std::string witness_case_name(const ReadingPair& p);

}  // namespace f3go::judge
