// Three ways on the private eye: smt::BoardSolver (Z3), reference::private_eye and
// optimized::private_eye, compared on the regions, the verdict and the deciding clause of each region
// and of the string, on every black and white string
//   * of every position of corpus/positions/*.pos and every board of the private-eye and switch
//     cases of corpus/cases (A01–A10, N03, A37), under each profile's defaults, every other reading of
//     one switch at a time (testing::one_switch_at_a_time), three random combinations, and the
//     file's own readings (the position's rules; each expectation's of a case);
//   * of seeded random small positions (3×3 … 7×7) under random readings (one string of each),
//     with smt::Options::small_first from −1 (never) to 3 in turn.
// Every witness of Z3 is replayed through a plain board (judge/engines/smt_check.h) and must be proven
// minimal; on small regions its size must equal the depth of the reference's breadth-first
// exhaustive search. Each sweep must reach every deciding clause, counted.
//
// Each test is one ctest of its own (smt/CMakeLists.txt), so that `ctest -j2` runs them side by
// side. The corpus is swept whole in every run; F3GO_SMT_FULL=1 asks every string of each random
// position instead of one, and F3GO_SMT_RANDOM=N sets the number of random positions (1500).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <iostream>

#include "smt_helpers.h"
#include "testkit/compare.h"
#include "optimized/private_eye.h"
#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/position_text.h"

namespace f3go::smt {
namespace {

using testing::Points;

bool full_run() { return std::getenv("F3GO_SMT_FULL") != nullptr; }

int env_int(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v ? std::atoi(v) : fallback;
}

double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

struct Tally {
  std::map<std::string, int> clauses;  // coverage_key → cases (regions, or strings for P1)
  int strings = 0, regions = 0, unknown_regions = 0, witnesses = 0, exhaustive_checked = 0;
  int unproven = 0;                  // witnesses whose minimality proof did not answer
  std::vector<std::string> outside;  // unknown or unproven: must all be A08 capture_allowed
  std::vector<std::string> disagreements;
  double seconds_regions = 0, seconds_region = 0, seconds_simulation = 0, seconds_witness = 0, seconds_total = 0;
  double seconds_boards = 0, seconds_reference = 0, seconds_optimized = 0;
};

// The examined strings (A04) as strings, for the reference's exhaustive search.
std::vector<Points> examined_strings(const Board& b, const Points& examined) {
  std::vector<Points> out;
  for (Point p : examined) {
    bool seen = false;
    for (const Points& s : out) seen = seen || testing::in(s, p);
    if (!seen) out.push_back(reference::string_at(b, p));
  }
  return out;
}

// The witness of a region: replayed, proven minimal, and on small questions exactly as short as
// the shortest sequence of the reference's breadth-first literal search.
void check_witness(const Board& b, const Points& a, const RegionAnswer& r, const Rules& rules, Tally& t,
                   const std::string& where) {
  ++t.witnesses;
  EXPECT_EQ(judge::replay_witness(b, a, r, rules), "") << where;
  const MinimalityProof& proof = r.witness->proof;
  EXPECT_EQ(proof.k, static_cast<int>(r.witness->added.size())) << where;
  if (!proof.minimal) {  // only where the sequences with captures are searched (A08 capture_allowed)
    ++t.unproven;
    t.outside.push_back("unproven minimality (" + proof.encoding + ") at " + where);
    EXPECT_EQ(rules.simulated_legality(), SimulatedLegality::capture_allowed) << where;
    return;
  }
  if (proof.k > 0) {
    EXPECT_TRUE(proof.k_minus_1_unsat) << where;
  }
  if (b.area() > 25) return;
  const Colour maker = colour_of(b.at(a.front())) == Colour::black ? Colour::white : Colour::black;
  const reference::SimulationQuery q{&b, maker, a, r.points, examined_strings(b, r.examined)};
  try {
    auto shortest = reference::simulate_eye_making_exhaustive(q, rules, 4000);
    ASSERT_TRUE(shortest.has_value()) << where << ": the literal search finds no eye";
    EXPECT_EQ(static_cast<int>(shortest->added.size()), proof.k) << where << ": the literal search needs "
                                                                 << format_points(shortest->added);
    ++t.exhaustive_checked;
  } catch (const InputError&) {
    // too large for the literal search: the unsat proof stands alone
  }
}

// A private-eye answer as lines (testkit/compare.h eye_text): each region's, then the string's.
testkit::Lines eye_lines(const reference::PrivateEyeVerdict& v) {
  testkit::Lines out;
  for (const auto& r : v.regions) out.push_back(testkit::eye_text(r.points, r.verdict.holds, r.verdict.clause, r.step));
  out.push_back(testkit::eye_text({}, v.verdict.holds, v.verdict.clause, v.step));
  return out;
}

testkit::Lines eye_lines(const optimized::PrivateEye& v) {
  testkit::Lines out;
  for (const auto& r : v.regions)
    out.push_back(testkit::eye_text(optimized::to_points(r.points), r.holds, r.clause, r.step));
  out.push_back(testkit::eye_text({}, v.holds, v.clause, v.step));
  return out;
}

// A disagreement of `engine` with the reference at `where` (empty `d`: none).
void record(Tally& t, const std::string& engine, const std::string& where, const std::string& d) {
  if (d.empty()) return;
  t.disagreements.push_back(engine + " at " + where + d);
  ADD_FAILURE() << engine << " disagrees with the reference at " << where << d;
}

// The three engines on one string; every disagreement with the reference is recorded with the
// position and the reading. Precondition: `a` is every stone of one black or white string of `b`,
// `bits` is optimized::bits_of(b), and `solver` was made for `b` (the string and the sizes asserted).
void check_string(BoardSolver& solver, const optimized::BoardBits& bits, const Board& b, const Points& a,
                  const Rules& rules, Tally& t, const std::string& source) {
  assert(!a.empty() && is_stone(b.at(a.front())) && reference::string_at(b, a.front()) == a && bits.size == b.size());
  double t0 = cpu_seconds();
  const reference::PrivateEyeVerdict ref = reference::private_eye(b, a, rules);
  t.seconds_reference += cpu_seconds() - t0;
  t0 = cpu_seconds();
  const optimized::PrivateEye opt = optimized::private_eye(bits, optimized::from_points(a), rules);
  t.seconds_optimized += cpu_seconds() - t0;
  const PrivateEyeAnswer smt = solver.private_eye(a, rules);
  const std::string where = source + " string " + to_gtp(a.front()) + " rules " + compact(rules) + "\n" + diagram(b);
  ++t.strings;
  record(t, "smt", where, judge::private_eye_difference(ref, smt));
  if (const auto d = testkit::first_difference("private eye", eye_lines(ref), eye_lines(opt)))
    record(t, "optimized", where, testkit::difference_text(*d, "reference", "optimized"));
  if (ref.regions.empty()) ++t.clauses[testing::coverage_key(ref.verdict.clause, ref.verdict.holds)];
  for (const auto& r : ref.regions) ++t.clauses[testing::coverage_key(r.verdict.clause, r.verdict.holds)];
  t.seconds_regions += smt.seconds_regions;
  t.seconds_total += smt.seconds_total;
  for (const RegionAnswer& r : smt.regions) {
    t.seconds_region += r.seconds_region;
    t.seconds_simulation += r.seconds_simulation;
    t.seconds_witness += r.seconds_witness;
    ++t.regions;
    if (r.verdict == Answer::unknown) {
      ++t.unknown_regions;
      t.outside.push_back("unknown (" + r.reason + ") at " + where + " region " + format_points(r.points));
      EXPECT_EQ(rules.simulated_legality(), SimulatedLegality::capture_allowed) << where << r.reason;
    }
    if (r.witness) check_witness(b, a, r, rules, t, where + " region " + format_points(r.points));
  }
}

// Every black and white string of `b` under every reading, three ways; prints the board's CPU time.
void sweep_board(const Board& b, const std::vector<Rules>& readings, Tally& t, const std::string& source) {
  const double t0 = cpu_seconds();
  BoardSolver solver(b);
  const optimized::BoardBits bits = optimized::bits_of(b);
  const std::vector<Points> strings = reference::stone_strings(b);
  for (const Rules& rules : readings)
    for (const Points& a : strings) check_string(solver, bits, b, a, rules, t, source);
  t.seconds_boards += solver.seconds_board();
  std::cout << "  " << source << ": " << strings.size() << " strings, " << readings.size() << " readings, "
            << cpu_seconds() - t0 << " s" << std::endl;
}

void report(const char* what, const Tally& t) {
  std::cout << what << ": " << t.strings << " strings, " << t.regions << " regions, " << t.unknown_regions
            << " unknown, " << t.witnesses << " witnesses (" << t.exhaustive_checked
            << " also sized by the literal search), " << t.disagreements.size() << " disagreements\n";
  std::cout << "  CPU seconds in checks: regions " << t.seconds_regions << ", region facts " << t.seconds_region
            << ", simulations " << t.seconds_simulation << ", witnesses " << t.seconds_witness
            << "; whole questions " << t.seconds_total << "; boards " << t.seconds_boards << "; reference "
            << t.seconds_reference << ", optimized " << t.seconds_optimized << "\n";
  for (const auto& [clause, n] : t.clauses) std::cout << "  " << clause << ": " << n << "\n";
  for (const std::string& s : t.outside) std::cout << "  " << s.substr(0, s.find('\n')) << "\n";
}

// No disagreement, and every deciding clause reached more than `at_least` times.
void expect_agreement_and_coverage(const Tally& t, int at_least) {
  EXPECT_TRUE(t.disagreements.empty());
  for (const auto& [clause, holds] : std::initializer_list<std::pair<Clause, bool>>{
           {Clause::T18E_P1, false}, {Clause::T18E_P2, false}, {Clause::T18E_S3_1, true}, {Clause::T18E_S3_2, false}, {Clause::T18E_S3_3_1, false}, {Clause::T18E_S3_3_2, true}, {Clause::T18E_S3_3_2, false},
           // T22.2.8(3) both ways: A37 eye.method=empty_string (the eye and the simulation of an empty string)
           {Clause::T22_2_8_3, true},
           {Clause::T22_2_8_3, false}}) {
    const std::string key = testing::coverage_key(clause, holds);
    auto it = t.clauses.find(key);
    EXPECT_GT(it == t.clauses.end() ? 0 : it->second, at_least) << key << " not reached";
  }
}

// The readings of a corpus board: defaults, one switch at a time, three random combinations drawn
// with `seed`, then `own`; each distinct Rules once (the same Rules give the same answers).
std::vector<Rules> corpus_readings(std::uint32_t seed, const std::vector<Rules>& own) {
  std::vector<Rules> all = testing::one_switch_at_a_time();
  std::mt19937 rng(seed);
  for (int i = 0; i < 3; ++i) all.push_back(testing::random_rules(rng));
  all.insert(all.end(), own.begin(), own.end());
  std::vector<Rules> out;
  for (const Rules& r : all)
    if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
  return out;
}

// The private-eye and switch cases of the corpus (A01–A10, N03, A37–A39), sorted by path.
std::vector<std::filesystem::path> eye_cases() {
  std::vector<std::filesystem::path> out;
  for (const auto& p : find_case_files(std::string(F3GO_CORPUS_DIR) + "/cases")) {
    const std::string name = p.filename().string();
    const std::string folder = p.parent_path().filename().string();
    const bool eye_switch = folder == "switches" && (name.rfind("A0", 0) == 0 || name.rfind("A10", 0) == 0 ||
                                                     name.rfind("N03", 0) == 0 || name.rfind("A37", 0) == 0 ||
                                                     name.rfind("A38", 0) == 0 || name.rfind("A39", 0) == 0);
    if (folder == "private_eye" || folder == "seeds" || eye_switch) out.push_back(p);
  }
  return out;
}

// A board of the corpus sweep: a position file's, or an eye case's (its board is the question: the
// eye cases have no moves), with its own readings (the position's rules; each expectation's).
struct CorpusBoard {
  std::string name;  // the file name
  bool is_case = false;
  Board board;
  std::vector<Rules> own;
};

// Every board of the corpus sweep, in order: corpus/positions/*.pos by file name, then the eye
// cases by path. An eye case with moves fails the test: its board would not be the question.
std::vector<CorpusBoard> corpus_boards() {
  std::vector<CorpusBoard> out;
  std::vector<std::filesystem::path> positions;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(F3GO_CORPUS_DIR) + "/positions"))
    if (entry.path().extension() == ".pos") positions.push_back(entry.path());
  std::sort(positions.begin(), positions.end());
  for (const auto& p : positions) {
    const PositionFile f = read_position_file(p.string());
    out.push_back({p.filename().string(), false, f.position.board, {f.rules}});
  }
  for (const auto& p : eye_cases()) {
    const Case c = read_case_file(p.string());
    EXPECT_TRUE(c.moves.empty()) << p << ": the sweep asks the case's board, not the position after its moves";
    CorpusBoard board{p.filename().string(), true, c.position.position.board, {}};
    for (const Expectation& e : c.expectations) board.own.push_back(rules_for(c, e));
    out.push_back(std::move(board));
  }
  return out;
}

// The boards of the corpus sweep that `pick` selects, each under corpus_readings drawn with its
// place in corpus_boards() (1, 2, …), so that its readings do not depend on the test that sweeps it.
Tally sweep_corpus(const std::function<bool(const CorpusBoard&)>& pick) {
  Tally t;
  const std::vector<CorpusBoard> boards = corpus_boards();
  for (std::size_t i = 0; i < boards.size(); ++i)
    if (pick(boards[i]))
      sweep_board(boards[i].board, corpus_readings(static_cast<std::uint32_t>(i + 1), boards[i].own), t,
                  boards[i].name);
  return t;
}

TEST(SmtAgreement, CorpusPositionsLargerThan9x9) {
  const Tally t = sweep_corpus([](const CorpusBoard& c) { return !c.is_case && c.board.area() > 81; });
  report("corpus positions larger than 9x9", t);
  expect_agreement_and_coverage(t, 0);
}

TEST(SmtAgreement, CorpusPositionsUpTo9x9) {
  const Tally t = sweep_corpus([](const CorpusBoard& c) { return !c.is_case && c.board.area() <= 81; });
  report("corpus positions up to 9x9", t);
  expect_agreement_and_coverage(t, 0);
}

TEST(SmtAgreement, CorpusEyeCases) {
  const Tally t = sweep_corpus([](const CorpusBoard& c) { return c.is_case; });
  report("corpus eye cases", t);
  expect_agreement_and_coverage(t, 0);
}

TEST(SmtAgreement, RandomSmallPositionsUnderRandomReadings) {
  Tally t;
  std::mt19937 rng(20261201);
  const int positions = env_int("F3GO_SMT_RANDOM", 1500);
  for (int i = 0; i < positions; ++i) {
    const int size = 3 + static_cast<int>(rng() % 5);
    const Board b = testing::random_board(rng, size);
    const Rules rules = testing::random_rules(rng);
    std::vector<Points> strings = reference::stone_strings(b);
    if (strings.empty()) continue;
    Options options;
    options.check_determinism = i % 10 == 0;  // every fact read is re-asked negated: unsat
    options.small_first = i % 5 - 1;          // −1 … 3: the witnesses of few stones asked first or not
    BoardSolver solver(b, options);
    const optimized::BoardBits bits = optimized::bits_of(b);
    // One string per position (all of them with F3GO_SMT_FULL).
    std::shuffle(strings.begin(), strings.end(), rng);
    const std::size_t n = full_run() ? strings.size() : 1;
    for (std::size_t k = 0; k < n; ++k)
      check_string(solver, bits, b, strings[k], rules, t, "random #" + std::to_string(i));
    t.seconds_boards += solver.seconds_board();
  }
  report("random", t);
  EXPECT_LT(t.unknown_regions + t.unproven, 1 + t.regions / 200);  // rare, and capture_allowed only
  expect_agreement_and_coverage(t, 10);
}

}  // namespace
}  // namespace f3go::smt
