// The ambiguity finder (judge/ambiguities.h) and its committed witnesses (corpus/cases/witnesses).
#include "judge/ambiguities.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>

#include "judge/ambiguities_record.h"  // search_results
#include "judge/engines/engines.h"
#include "judge/tests/witness_files.h"
#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/input.h"

namespace f3go::judge {
namespace {

namespace fs = std::filesystem;
using namespace test;

PairResult search(Switch s, int first, int second, Profile p, SearchBounds bounds) {
  std::unique_ptr<Engine> fast = make_engine("optimized", "test");
  return find_witness(*fast, {s, first, second, p}, bounds, nullptr);
}

// The positions examined, up to the 8 symmetries, counted by Burnside's lemma: 2×2 has
// (256 + 2·4 + 16 + 2·16 + 2·64)/8 = 55 classes; 3×3 has (4^9 + 2·4^3 + 4^5 + 4·4^6)/8 = 34,960.
TEST(AmbiguityFinder, ExaminesEachPositionOnceUpToSymmetry) {
  // A06 empty_string and only_examined give the same answers on these boards (the register: with
  // A02 `any` they differ only in the reason), so the whole boards are examined.
  SearchBounds two{.max_size = 2};
  const PairResult r2 = search(Switch::eye_opponent_eye, 0, 1, Profile::y2022, two);
  ASSERT_FALSE(r2.witness);
  EXPECT_EQ(r2.positions, 55u);
  ASSERT_EQ(r2.searched.size(), 1u);
  EXPECT_TRUE(r2.searched[0].complete);
  const PairResult r3 = search(Switch::eye_opponent_eye, 0, 1, Profile::y2022, {.max_size = 3});
  ASSERT_FALSE(r3.witness);
  EXPECT_EQ(r3.positions, 55u + 34960u);
}

TEST(AmbiguityFinder, AWitnessIsTheFirstBoardBySizeThenStones) {
  // A07 connected|touching: the witness has 4 stones on 3×3, so nothing with 3 stones separates.
  const PairResult found = search(Switch::eye_simulated_owner, 0, 1, Profile::y2022, {.max_size = 3});
  ASSERT_TRUE(found.witness);
  EXPECT_EQ(found.witness->board.size(), 3);
  EXPECT_EQ(found.witness->stones, 4);
  EXPECT_NE(found.witness->first_answer, found.witness->second_answer);
  const PairResult below = search(Switch::eye_simulated_owner, 0, 1, Profile::y2022, {.max_size = 3, .max_stones = 3});
  EXPECT_FALSE(below.witness);
  ASSERT_EQ(below.searched.size(), 2u);
  EXPECT_EQ(below.searched[1].stones, 3);
  EXPECT_FALSE(below.searched[1].complete);
}

TEST(AmbiguityFinder, KoReadingsNeedMoveSequences) {
  const PairResult r = search(Switch::move_ko, 0, 2, Profile::y2022, {.max_size = 2});
  ASSERT_TRUE(r.witness);
  EXPECT_FALSE(r.witness->moves.empty());
  EXPECT_GE(r.depth, 4);
}

// The answers of the reference under each reading of `p` differ on `b` (black to move).
bool reference_separates(Engine& reference, const ReadingPair& p, const Board& b) {
  Rules first = Rules::for_profile(p.profile), second = first;
  first.set(p.sw, p.first);
  second.set(p.sw, p.second);
  return answered_part(reference.analyze(initial_position(b, first), first)) !=
         answered_part(reference.analyze(initial_position(b, second), second));
}

TEST(AmbiguityFinder, Z3FindsTheLeastWitnessPastTheEnumeration) {
  // A07 connected|any parts first on 3×3 with 5 stones (docs/ambiguities/search.txt): with the
  // enumeration cut to 2×2, Z3 over a symbolic 3×3 board finds a 5-stone witness and proves that no
  // 3×3 position with fewer stones separates the pair.
  const SearchBounds bounds{.max_size = 2, .smt_size = 3, .smt_stones = 9};
  const ReadingPair pair{Switch::eye_simulated_owner, 0, 2, Profile::y2022};
  const PairResult r = search(pair.sw, pair.first, pair.second, pair.profile, bounds);
  ASSERT_TRUE(r.witness);
  ASSERT_TRUE(r.smt);
  EXPECT_TRUE(r.smt->witness);
  EXPECT_EQ(r.witness->board.size(), 3);
  EXPECT_EQ(r.witness->stones, 5);
  EXPECT_NE(result_line(r).find("2x2 every position; found by Z3 on 3x3, proven to have the least stones there"),
            std::string::npos)
      << result_line(r);
  std::unique_ptr<Engine> reference = make_engine("reference", "test");
  EXPECT_TRUE(reference_separates(*reference, pair, r.witness->board));
}

TEST(AmbiguityFinder, Z3StatesItsBoundWhenNothingSeparates) {
  // A39 is read only under A02 `empty`: under the defaults its readings never part, and Z3 proves
  // it on every 3×3 position.
  const SearchBounds bounds{.max_size = 2, .smt_size = 3, .smt_stones = 9};
  const PairResult r = search(Switch::region_empty_wall, 0, 1, Profile::y2022, bounds);
  EXPECT_FALSE(r.witness);
  ASSERT_TRUE(r.smt);
  EXPECT_NE(result_line(r).find("no difference up to 2x2 every position; by Z3 none on 3x3 up to 9 stones either way"),
            std::string::npos)
      << result_line(r);
  // A switch outside the private eye is not asked of Z3.
  const PairResult moves = search(Switch::capture_which, 0, 1, Profile::y2022, SearchBounds{.max_size = 2, .max_stones = 0, .smt_size = 3});
  EXPECT_FALSE(moves.smt);
}

TEST(AmbiguityFinder, TheRandomSearchFindsAndShrinksWhatTheEnumerationMissed) {
  // A07 connected|touching first part on 3×3 with 4 stones (above): the enumeration of the empty
  // 2×2 board alone misses them; the random search finds a witness and shrinks it.
  const SearchBounds bounds{.max_size = 2, .max_stones = 0, .random_samples = 2000, .random_max_size = 7, .seed = 1};
  const ReadingPair pair{Switch::eye_simulated_owner, 0, 1, Profile::y2022};
  const PairResult r = search(pair.sw, pair.first, pair.second, pair.profile, bounds);
  ASSERT_TRUE(r.witness);
  ASSERT_TRUE(r.random);
  ASSERT_GE(r.random->sample, 0);
  const Board& w = r.witness->board;
  EXPECT_GE(w.size(), 3);  // every 2×2 position agrees (AWitnessIsTheFirstBoardBySizeThenStones)
  EXPECT_LE(w.size(), r.random->size);
  EXPECT_LE(r.witness->stones, r.random->stones);
  EXPECT_NE(result_line(r).find("; found at random (sample "), std::string::npos) << result_line(r);
  // A local minimum, checked with the reference: the witness separates the readings, and no
  // position with one stone or flower fewer, and no smaller window of the board, does.
  std::unique_ptr<Engine> reference = make_engine("reference", "test");
  EXPECT_TRUE(reference_separates(*reference, pair, w));
  int removed = 0;
  for (Point p : w.points()) {
    if (w.at(p) == Cell::empty) continue;
    Board fewer = w;
    fewer.set(p, Cell::empty);
    EXPECT_FALSE(reference_separates(*reference, pair, fewer)) << "without " << to_gtp(p);
    ++removed;
  }
  EXPECT_EQ(removed, r.witness->stones);
  for (int m = kMinSize; m < w.size(); ++m)
    for (int y0 = 0; y0 + m <= w.size(); ++y0)
      for (int x0 = 0; x0 + m <= w.size(); ++x0) {
        Board window(m);
        for (Point p : window.points()) window.set(p, w.at(Point{p.x + x0, p.y + y0}));
        EXPECT_FALSE(reference_separates(*reference, pair, window)) << m << "x" << m << " at " << x0 << "," << y0;
      }
  // Drawn again from the same seed: the same witness.
  const PairResult again = search(pair.sw, pair.first, pair.second, pair.profile, bounds);
  ASSERT_TRUE(again.witness);
  EXPECT_EQ(again.witness->board, w);
  EXPECT_EQ(again.witness->question, r.witness->question);
}

TEST(AmbiguityFinder, TheRandomSearchStatesItsBoundWhenNothingSeparates) {
  // A08 no_capture_no_suicide|no_capture: the register argues that no position parts them (a
  // sequence of additions never needs a suicide: docs/ambiguities.md, A08).
  const SearchBounds bounds{.max_size = 2, .random_samples = 30, .random_max_size = 5, .seed = 3};
  const PairResult r = search(Switch::eye_simulated_legality, 0, 1, Profile::y2022, bounds);
  ASSERT_FALSE(r.witness) << result_line(r);
  ASSERT_TRUE(r.random);
  EXPECT_EQ(r.random->examined, 30);
  EXPECT_EQ(r.positions, 55u + 30u);
  EXPECT_NE(result_line(r).find("; nor 30 random positions from 2x2 to 5x5 (seed 3)"), std::string::npos) << result_line(r);
}

TEST(AmbiguityFinder, TheWitnessCaseHoldsUnderTheReference) {
  const PairResult r = search(Switch::flybomb_no_legal_point, 0, 1, Profile::y2018, {.max_size = 2});
  ASSERT_TRUE(r.witness);
  const Case c = parse_case_text(witness_case(r, "test"), "generated");
  std::unique_ptr<Engine> reference = make_engine("reference", "test");
  const std::vector<CaseResult> results = run_case(*reference, c);
  ASSERT_EQ(results.size(), 3u);
  for (const CaseResult& res : results) EXPECT_TRUE(res.passed) << res.settings << ": " << res.actual;
  EXPECT_NE(results[1].expected, results[2].expected);
}

// Every committed witness separates its two readings (the corpus tests check each answer against
// the engines), the witnesses are exactly those of the committed search, and each file holds the
// very position, moves, dead stones, question and answers its search line records (so that the
// search's text and bounds, which the report quotes, are not left describing an older witness).
TEST(CommittedWitnesses, EachSeparatesItsReadingsAndMatchesTheSearch) {
  const std::vector<Case> cases = load_corpus(kWitnesses);
  std::map<std::string, Witness> expected;
  for (const fs::path& file : {kSearch, kFollowUps})
    for (const PairResult& r : search_results(read_input_file(file.string()), file.string()))
      if (r.witness) expected.emplace(witness_case_name(r.pair), *r.witness);
  std::set<std::string> names;
  for (const Case& c : cases) {
    names.insert(c.name);
    if (const auto w = expected.find(c.name); w != expected.end()) {
      EXPECT_EQ(c.position.position.board, w->second.board) << c.file;
      EXPECT_EQ(c.moves, w->second.moves) << c.file;
      EXPECT_EQ(c.dead, w->second.dead) << c.file;
      EXPECT_EQ(c.ask.text, w->second.question) << c.file;
      if (c.expectations.size() == 3u) {
        EXPECT_EQ(c.expectations[0].answer, w->second.default_answer) << c.file;
        EXPECT_EQ(c.expectations[1].answer, w->second.first_answer) << c.file;
        EXPECT_EQ(c.expectations[2].answer, w->second.second_answer) << c.file;
      }
    }
    ASSERT_EQ(c.expectations.size(), 3u) << c.file;
    const Expectation& a = c.expectations[1];
    const Expectation& b = c.expectations[2];
    ASSERT_EQ(a.settings.size(), 1u) << c.file;
    ASSERT_EQ(b.settings.size(), 1u) << c.file;
    EXPECT_EQ(a.settings[0].substr(0, a.settings[0].find('=')), b.settings[0].substr(0, b.settings[0].find('=')))
        << c.file;
    EXPECT_NE(a.answer, b.answer) << c.file;
  }
  std::set<std::string> expected_names;
  for (const auto& [name, w] : expected) expected_names.insert(name);
  EXPECT_EQ(names, expected_names);
  EXPECT_GE(names.size(), 100u);  // 105 of the 118 pairs of readings are separated (docs/ambiguities)
}

}  // namespace
}  // namespace f3go::judge
