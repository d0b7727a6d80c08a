// T22.2.8 私眼, T18.1 and the method of T18E, decided by Z3: an independent third opinion on the
// private eye of a black or white string A of the bottom board (底层棋局), region by region, under
// every reading of A01–A10, N03 and A37 (docs/ambiguities.md; under A37 `empty_string` the empty
// strings next to A take the place of the regions: facts.h encode_region). It shares no algorithm with reference/ or
// optimized/: every fact is a constraint, and the answers are read from Z3's models.
//
// What is encoded (details in encoding.h, readings.h, regions.h, facts.h, simulation.h):
// * T22.2.3 棋串, T22.2.5 空点串 and T22.2.6 封闭区域 / T18E.S1–S2 — the strings, the empty strings,
//   and the pieces of the board left when A and every flower are taken away (A02 `any`; under
//   `empty` the pieces are the empty strings with their neighbouring strings) — as components
//   spanned by integer ranks — short of the root, every point (for the pieces: every string and
//   empty string, found before) has a neighbour of strictly smaller rank — with an integer label
//   equal along the component and at most each point's index, so that the root, the point whose
//   label is its own index, is the component's lowest point. Never transitive closure or recursive functions. A01
//   and N03 choose which pieces are regions, with counts (z3::atleast) and, for `inner_only`, the
//   largest piece (sizes summed over its points; ties broken by the lexicographic order of the
//   sorted point lists).
// * T18E.P2, S3.1, S3.2 / T22.2.8(2) (A03), the examined strings (A04), T18E.S3.3.1 (A06), A10:
//   Boolean facts of the components (disjunctions over their points), combined into the deciding
//   step.
// * T18E.S3.3.2 模拟推演: an existential query — a Boolean per point of the simulation area (A09)
//   "an opponent stone is added there", a Boolean per point "this is the eye", the one-liberty eye,
//   its owner (A07), no capture and no suicide (A08). Under A07 `connected` the owner reaches an
//   examined stone through ranks, bounded by a board forest (regions.h BoardEnc::fillable) so that
//   an unsat query on a large region does not refute paths one rank cycle at a time.
// The queries follow one another on one solver, each in a scope of its own, and each can be written
// as SMT-LIB2 text. The components are queries of their own: the board's strings and empty strings
// once per board, the pieces around A once per string A (every reading of A02 `any` shares them,
// and so do later boards of the thread with the same A and flowers: pieces_memo.h).
// A component found by Z3 is "settled" (encoding.h): its model is checked by Z3's evaluator against
// every constraint of its query, the labels — the same in every model — are read from it, and the
// later queries state their facts over the components so named, as constants; none of the
// component's variables stays in the solver.
//
// Why a SET of additions stands for an ORDER of additions (A08 `no_capture_no_suicide` and
// `no_capture`). Additions are stones of the opponent o only, never removed, and A's colour c never
// gains stones, so the strings of c never change and their liberties only shrink. An addition
// captures exactly when it fills the last liberty of a c string, so a set F can be added in some
// order without a capture iff no c string with a liberty has all its liberties in F — a property
// of the set, the same for every order. Suicide: under `no_capture` it is allowed and the stone
// stays (N05), so any order of a capture-free F is legal. Under `no_capture_no_suicide` take a
// witness F of minimum size for the eye e. The eye's empty neighbours must be in F; under A07
// `touching` and `any` nothing else is needed, so F is exactly those, each adjacent to e, which stays
// empty: no stone of F is ever without a liberty. Under `connected` some o string S of the final
// board holds a neighbour of e and an examined stone; a stone of F outside S and off e's
// neighbours could be dropped (a subset of a capture-free set is capture-free; S and the eye are
// untouched), contradicting minimum size, so F lies in S plus e's neighbours. Add them by
// increasing distance in S from e's neighbours: each new stone joins a stone already linked to a
// neighbour of e, so its string has the liberty e. Hence the set query answers the existence
// question exactly (any witness contains a minimum one), and every minimum witness it returns can
// be played, in that order, with no capture and no suicide (the tests replay every one).
//
// A08 `capture_allowed` is not monotone (stones of c leave, freed points join the area, N09), so a
// set cannot stand for an order in general. Three encodings, and the ones that decided are named
// with every answer (`RegionAnswer::bound`):
//   (1) the capture-free set query above — a capture-free witness is a legal sequence under
//       `capture_allowed` too, so "sat" proves "not a private eye";
//   (2) the set relaxation without suicide: every string whose liberties are all filled is
//       captured and its points may be filled; no order. It over-approximates: "unsat" proves that
//       no sequence makes an eye ("a private eye"), and "unsat" with atmost(additions, j) proves
//       that every sequence needs more than j additions;
//   (3) the bounded sequence: T steps, one addition or none per step, with the board state, the
//       captures and the suicide test at each step — exact for every sequence of at most T
//       additions. Each point is filled at most once (o stones never leave) and the eye never, so
//       T = (points that can ever be filled) − 1 covers every sequence.
// When (1) finds nothing, (2) gives the least number of additions any sequence needs, and (3) is
// deepened from there: the first "sat" is a minimal witness (the depth below, or (2), was unsat);
// "unsat" up to the complete T is "a private eye". When the cap `Options::capture_steps` is below
// the complete T, or a lower bound cannot be proved in time, the answer says so: `unknown` with
// the reason "outside the encoded fragment", or a witness whose minimality is reported unproven
// (`MinimalityProof::minimal` false) — never a guess. A capture-free witness of (1) is proved
// minimal for sequences with captures too: (2) with atmost(k−1), else (3) at every depth below k.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "oracle/board.h"
#include "oracle/clauses.h"
#include "oracle/eye_step.h"
#include "oracle/rules.h"

namespace f3go::smt {

enum class Answer {
  yes,
  no,
  unknown
};
std::string_view name(Answer a);  // "yes" / "no" / "unknown"

struct Options {
  unsigned timeout_ms = 20000;     // per check (> 0); a timeout is the answer `unknown`
  std::string smt2_dir{};          // non-empty: every check is written there as SMT-LIB2 text, one
                                   // file per check named by its order and tag ("12_simulation.smt2")
  int capture_steps = 40;          // the longest sequence encoded under A08 capture_allowed (3)
  int small_first = 2;             // (1) is first asked with atmost(additions, j), j = 0 … this
                                   // (≥ −1; −1: never), before the unbounded query; no answer changes
  bool check_determinism = false;  // re-ask the facts read (regions, region facts) negated: unsat
  bool operator==(const Options&) const = default;
};

// The proof that a witness is minimal (no `optimize`): the same query with
// z3::atmost(additions, k−1) answered unsat.
struct MinimalityProof {
  int k = 0;                     // stones added by the witness
  bool k_minus_1_unsat = false;  // the query with atmost(additions, k−1) was unsat (k > 0)
  bool minimal = false;          // k == 0, or k_minus_1_unsat
  std::string encoding{};        // the query that proved it ("set", "set relaxation",
                                 // "sequence T=…"), or why it is unproven
  std::string smt2_file{};       // that unsat query, when Options::smt2_dir is set
};

// T18E.S3.3.2: the opponent adds `added`, then `eye` is a one-liberty eye of the examined strings.
struct Witness {
  std::vector<Point> added{};  // sorted when !ordered; in playing order when ordered
  bool ordered = false;        // true for the sequences of encoding (3) (capture_allowed)
  Point eye{};
  MinimalityProof proof{};
};

struct RegionAnswer {
  std::vector<Point> points{};           // the enclosed region (T18E.S2), sorted
  Answer verdict = Answer::unknown;      // yes = the region is a private eye of A
  Clause clause = Clause::T18E_P2;       // as reference::Verdict::clause
  EyeStep step = EyeStep::precondition;  // as reference::RegionVerdict::step
  std::string reason{};                  // for unknown: a timeout, or "outside the encoded fragment …"
  std::vector<Point> examined{};         // the examined strings of the other colour (A04), all points
  std::vector<Point> existing_eye{};     // T18E.S3.3.1: every point of every such eye
  std::optional<Witness> witness{};      // T18E.S3.3.2, verdict no
  std::string bound{};                   // A08 capture_allowed: the encodings that decided (see above)
  // CPU seconds of the calling thread:
  double seconds_region = 0;      // the facts query of this region
  double seconds_simulation = 0;  // the simulation queries (existence)
  double seconds_witness = 0;     // minimising the witness and proving it minimal
};

struct PrivateEyeAnswer {
  Answer verdict = Answer::unknown;  // yes = A has at least one private eye
  Clause clause = Clause::T18E_P1;
  EyeStep step = EyeStep::no_region;
  std::string reason{};
  std::vector<RegionAnswer> regions{};  // in the reference's order
  double seconds_regions = 0;           // the queries that find the regions (CPU, as above), with the
                                        // forests of the board this question is the first to need
  double seconds_total = 0;             // the whole question: encoding, every check, reading models
  int checks = 0;                       // solver checks made
};

// `a` holds every stone of one black or white string of `b`. Flowers are off-board (T22.2.8(1)).
// The BoardSolver of the last board asked about is kept for the thread's next question on the same
// board with the same options (it gives way to any other BoardSolver of the thread); its answer is
// the one a new BoardSolver gives.
PrivateEyeAnswer private_eye(const Board& b, const std::vector<Point>& a, const Rules& rules,
                             const Options& options = {});

// The same questions for many strings and readings on one board, with one Z3 solver: the strings
// and empty strings of the board are settled once, the pieces around each string A once (A02
// `any`), and each question is posed in its own scope (push/pop). Every answer is the one
// private_eye() gives.
class BoardSolver {
 public:
  explicit BoardSolver(const Board& b, const Options& options = {});
  ~BoardSolver();
  BoardSolver(const BoardSolver&) = delete;
  BoardSolver& operator=(const BoardSolver&) = delete;

  // Precondition: `a` holds every stone of one black or white string of the board (asserted in
  // debug builds, by flood fill).
  PrivateEyeAnswer private_eye(const std::vector<Point>& a, const Rules& rules);
  // CPU seconds spent on the board's own query (its strings and empty strings), once.
  double seconds_board() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace f3go::smt
