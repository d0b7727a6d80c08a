// smt::private_eye against reference::private_eye: the regions, the verdict and the deciding clause
// of each region and of the string, on every black and white string
//   * of every position of corpus/positions/*.pos and of the private-eye and switch cases of
//     corpus/cases (A01–A10, N03), under each profile's defaults, every other reading of one switch
//     at a time, and a few random combinations;
//   * of seeded random small positions (3×3 … 7×7) under random readings.
// Every witness is replayed through a plain board (tests/helpers.h) and must be proven minimal; on
// small regions its size must equal the depth of the reference's breadth-first exhaustive search.
// The cases must reach every deciding clause, counted.
//
// The default run is sized to stay near a minute in a Release build: the 9×9 positions with every
// second string, the 19×19 under the profile defaults with every eighth, the cases under the
// readings of their own expectations, one string per random position. F3GO_SMT_FULL=1 sweeps
// everything (about ten CPU-minutes); F3GO_SMT_RANDOM=N sets the number of random positions.
#include <gtest/gtest.h>

#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <iostream>

#include "helpers.h"
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

struct Tally {
  std::map<std::string, int> clauses;  // coverage_key → cases (regions, or strings for P1)
  int strings = 0, regions = 0, unknown_regions = 0, witnesses = 0, exhaustive_checked = 0;
  int unproven = 0;                       // witnesses whose minimality proof did not answer
  std::vector<std::string> outside;       // unknown or unproven: must all be A08 capture_allowed
  std::vector<std::string> disagreements;
  double seconds_regions = 0, seconds_region = 0, seconds_simulation = 0, seconds_witness = 0, seconds_total = 0;
  double seconds_boards = 0;
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

// Both engines on one string; every disagreement is recorded with the position and the reading.
void check_string(BoardSolver& solver, const Board& b, const Points& a, const Rules& rules, Tally& t,
                  const std::string& source) {
  const reference::PrivateEyeVerdict ref = reference::private_eye(b, a, rules);
  const PrivateEyeAnswer smt = solver.private_eye(a, rules);
  const std::string where = source + " string " + to_gtp(a.front()) + " rules " + compact(rules) + "\n" + diagram(b);
  ++t.strings;
  if (const std::string d = judge::private_eye_difference(ref, smt); !d.empty()) {
    t.disagreements.push_back(where + d);
    ADD_FAILURE() << "disagreement at " << where << d;
  }
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

double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

void sweep_board(const Board& b, const std::vector<Rules>& readings, Tally& t, const std::string& source,
                 std::size_t stride = 1) {
  const double t0 = cpu_seconds();
  struct Print {
    double t0;
    std::string source;
    std::size_t readings;
    ~Print() { std::cout << "  " << source << ": " << readings << " readings, " << cpu_seconds() - t0 << " s" << std::endl; }
  } print{t0, source, readings.size()};
  BoardSolver solver(b);
  const std::vector<Points> strings = reference::stone_strings(b);
  for (const Rules& rules : readings)
    for (std::size_t i = 0; i < strings.size(); i += stride) check_string(solver, b, strings[i], rules, t, source);
  t.seconds_boards += solver.seconds_board();
}

void report(const char* what, const Tally& t) {
  std::cout << what << ": " << t.strings << " strings, " << t.regions << " regions, " << t.unknown_regions
            << " unknown, " << t.witnesses << " witnesses (" << t.exhaustive_checked
            << " also sized by the literal search), " << t.disagreements.size() << " disagreements\n";
  std::cout << "  CPU seconds in checks: regions " << t.seconds_regions << ", region facts " << t.seconds_region
            << ", simulations " << t.seconds_simulation << ", witnesses " << t.seconds_witness
            << "; whole questions " << t.seconds_total << "; boards " << t.seconds_boards << "\n";
  for (const auto& [clause, n] : t.clauses) std::cout << "  " << clause << ": " << n << "\n";
  for (const std::string& s : t.outside) std::cout << "  " << s.substr(0, s.find('\n')) << "\n";
}

// The deciding clauses every sweep must reach.
void expect_coverage(const Tally& t, int at_least) {
  for (const char* clause : {"T18E.P1", "T18E.P2", "T18E.S3.1", "T18E.S3.2", "T18E.S3.3.1", "T18E.S3.3.2 yes",
                             "T18E.S3.3.2 no"}) {
    auto it = t.clauses.find(clause);
    EXPECT_GT(it == t.clauses.end() ? 0 : it->second, at_least) << clause << " not reached";
  }
}

// The readings of the corpus sweep: defaults, one switch at a time, and random combinations.
std::vector<Rules> corpus_readings(std::uint32_t seed) {
  std::vector<Rules> out = testing::one_switch_at_a_time();
  std::mt19937 rng(seed);
  for (int i = 0; i < 3; ++i) out.push_back(testing::random_rules(rng));
  return out;
}

// The private-eye and switch cases of the corpus that have no moves (their boards are the question).
std::vector<std::filesystem::path> eye_cases() {
  std::vector<std::filesystem::path> out;
  for (const auto& p : find_case_files(std::string(F3GO_CORPUS_DIR) + "/cases")) {
    const std::string name = p.filename().string();
    const std::string folder = p.parent_path().filename().string();
    const bool eye_switch = folder == "switches" && (name.rfind("A0", 0) == 0 || name.rfind("A10", 0) == 0 ||
                                                     name.rfind("N03", 0) == 0);
    if (folder == "private_eye" || folder == "seeds" || eye_switch) out.push_back(p);
  }
  return out;
}

TEST(SmtAgreement, CorpusPositionsUnderEveryReading) {
  Tally t;
  std::uint32_t seed = 1;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(F3GO_CORPUS_DIR) + "/positions")) {
    if (entry.path().extension() != ".pos") continue;
    const PositionFile f = read_position_file(entry.path().string());
    const Board& b = f.position.board;
    const bool large = b.area() > 100 && !full_run();
    std::vector<Rules> readings = large ? std::vector<Rules>{Rules::for_profile(Profile::y2022),
                                                             Rules::for_profile(Profile::y2018)}
                                        : corpus_readings(seed++);
    readings.push_back(f.rules);
    // Default run: every string of the 7×7, every second of the 9×9, every eighth of the 19×19.
    const std::size_t stride = full_run() ? 1 : large ? 8 : b.area() > 49 ? 2 : 1;
    sweep_board(b, readings, t, entry.path().filename().string(), stride);
  }
  for (const auto& path : eye_cases()) {
    const Case c = read_case_file(path.string());
    if (!c.moves.empty()) continue;
    std::vector<Rules> readings = full_run() ? corpus_readings(seed++) : std::vector<Rules>{};
    for (const Expectation& e : c.expectations) readings.push_back(rules_for(c, e));
    sweep_board(c.position.position.board, readings, t, path.filename().string());
  }
  report("corpus", t);
  EXPECT_TRUE(t.disagreements.empty());
  expect_coverage(t, 0);
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
    BoardSolver solver(b, options);
    // One string per position in the default run (all of them in the full run).
    std::shuffle(strings.begin(), strings.end(), rng);
    const std::size_t n = full_run() ? strings.size() : 1;
    for (std::size_t k = 0; k < n; ++k) check_string(solver, b, strings[k], rules, t, "random #" + std::to_string(i));
    t.seconds_boards += solver.seconds_board();
  }
  report("random", t);
  EXPECT_TRUE(t.disagreements.empty());
  EXPECT_LT(t.unknown_regions + t.unproven, 1 + t.regions / 200);  // rare, and capture_allowed only
  expect_coverage(t, 10);
}

}  // namespace
}  // namespace f3go::smt
