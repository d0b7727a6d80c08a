// Certification over GTP (judge/gtp_certify.h): the built-in engines pass through their own GTP
// server; an engine that answers wrongly fails with a shrunk case; engines that hang, crash,
// close their pipe, flood their output, answer garbage, the wrong id or the wrong format fail with
// the reason named — and the certifier returns promptly every time.
#include "judge/gtp_certify.h"

#include <gtest/gtest.h>

#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <fstream>
#include <thread>

#include "gtp/client.h"
#include "gtp/local.h"
#include "gtp/server.h"
#include "judge/engines/engines.h"
#include "oracle/corpus.h"

namespace f3go::judge {
namespace {

namespace fs = std::filesystem;

// The reference with one fault: once the board holds at least three stones, the first legal
// point of each colour is missing from the legal points (T22.6).
class ForgetfulEngine : public Engine {
 public:
  std::string name() const override { return "forgetful"; }
  Analysis analyze(const Position& pos, const Rules& rules) override {
    Analysis a = inner_->analyze(pos, rules);
    int stones = 0;
    for (Point p : pos.board.points()) stones += is_stone(pos.board.at(p));
    if (stones >= 3)
      for (auto& legal : a.legal_stones)
        if (!legal.empty()) legal.erase(legal.begin());
    return a;
  }
  MoveOutcome play(const Position& pos, const Move& m, const Rules& rules, Position* after) override {
    return inner_->play(pos, m, rules, after);
  }
  ScoreReport score(const Board& b, const Rules& rules, const std::vector<Point>& dead) override {
    return inner_->score(b, rules, dead);
  }

 private:
  std::unique_ptr<Engine> inner_ = make_engine("reference", "test");
};

GtpOutcome certify_in_process(Engine& engine, const GtpCertifyOptions& o) {
  gtp::Server server(engine, o.rules, 1);
  gtp::ServerChannel channel(server);
  auto oracle = make_engine("reference", "test");
  return certify_over_gtp(channel, *oracle, o);
}

TEST(GtpCertify, TheOptimizedEngineThroughItsServerPassesRandomGames) {
  auto engine = make_engine("optimized", "test");
  GtpCertifyOptions o;
  o.games = 6;
  o.size = 5;
  const GtpOutcome out = certify_in_process(*engine, o);
  EXPECT_TRUE(out.passed()) << (out.failures.empty() ? out.engine_failure : out.failures[0].question + " expected " + out.failures[0].expected + " got " + out.failures[0].got);
  EXPECT_EQ(out.games, 6);
  EXPECT_GT(out.moves, 30u);
  // Every kind of question was asked and checked.
  for (const char* group : {"T22.6", "T22.3", "T22.5", "T22.2", "T22.4", "T22.7"})
    ASSERT_TRUE(out.groups.contains(group)) << group;
  for (const char* group : {"T22.6", "T22.3", "T22.5", "T22.2", "T22.4"}) EXPECT_GT(out.groups.at(group).cases, 0) << group;
  EXPECT_EQ(out.groups.at("T22.7").cases, 6);  // final_score, once a game
}

TEST(GtpCertify, TheIncrementalGameThroughItsServerPassesRandomGames) {
  GtpCertifyOptions o;
  o.games = 6;
  o.size = 5;
  gtp::Server server(make_game("optimized", "test"), o.rules, 1);
  gtp::ServerChannel channel(server);
  auto oracle = make_engine("reference", "test");
  const GtpOutcome out = certify_over_gtp(channel, *oracle, o);
  EXPECT_TRUE(out.passed()) << (out.failures.empty() ? out.engine_failure : out.failures[0].question);
  EXPECT_GT(out.moves, 30u);
}

// Every reading off `base`'s of every switch in `readings` is set in some configuration.
void expect_covered(const std::vector<Rules>& configurations, const Rules& base, const std::vector<Reading>& readings) {
  for (const Reading& r : readings) {
    if (r.reading == base.get(r.sw)) continue;
    bool set = false;
    for (const Rules& c : configurations) set = set || c.get(r.sw) == r.reading;
    EXPECT_TRUE(set) << info(r.sw).name << "=" << info(r.sw).readings[static_cast<std::size_t>(r.reading)];
  }
}

std::vector<Reading> every_reading() {
  std::vector<Reading> out;
  for (int i = 0; i < kSwitchCount; ++i)
    for (std::size_t r = 0; r < switch_table()[static_cast<std::size_t>(i)].readings.size(); ++r)
      out.push_back({static_cast<Switch>(i), static_cast<int>(r)});
  return out;
}

TEST(RulesSample, CoversEveryReadingThenDrawsAtRandomFromTheSeed) {
  const Rules base = Rules::for_profile(Profile::y2022);
  const std::vector<Rules> sample = rules_sample(base, every_reading(), 12, 7);
  EXPECT_EQ(sample.size(), 12u);
  expect_covered(sample, base, every_reading());
  for (const Rules& r : sample) {  // the parameters are the base's
    EXPECT_EQ(r.komi, base.komi);
    EXPECT_EQ(r.flybombs, base.flybombs);
    EXPECT_EQ(r.mode, base.mode);
  }
  EXPECT_EQ(rules_sample(base, every_reading(), 12, 7), sample);
  EXPECT_NE(rules_sample(base, every_reading(), 12, 8), sample);
  // Fewer configurations than a switch has readings off the base's: as many as it needs.
  const std::vector<Rules> one = rules_sample(base, every_reading(), 1, 7);
  EXPECT_GT(one.size(), 1u);
  expect_covered(one, base, every_reading());
  EXPECT_TRUE(rules_sample(base, {}, 0, 7).empty());
}

// The optimized engine's GTP server with one lie: `lie` answers the commands it takes (the server
// at hand to ask), and lets the others through (nothing).
using Lie = std::function<std::optional<gtp::Response>(const std::string& command, gtp::Channel& honest)>;
class LyingChannel : public gtp::Channel {
 public:
  LyingChannel(gtp::Channel& honest, Lie lie) : honest_(honest), lie_(std::move(lie)) {}
  gtp::Response send(const std::string& command) override {
    if (auto r = lie_(command, honest_)) return *r;
    return honest_.send(command);
  }
  std::string description() const override { return "a lying engine"; }

 private:
  gtp::Channel& honest_;
  Lie lie_;
};

bool starts(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

gtp::Response answer(std::string text) { return {true, std::nullopt, std::move(text)}; }

// With `sample` > 0, a rules sample of that many configurations and one game under each (and the rules).
GtpOutcome certify_lying(const Lie& lie, Subset subset = Subset::f3go, int sample = 0) {
  auto engine = make_engine("optimized", "test");
  GtpCertifyOptions o;
  o.games = 2;
  o.size = 5;
  o.subset = subset;
  if (sample > 0) {
    o.rules_sample = sample;
    o.games = 1 + static_cast<int>(rules_sample(o.rules, every_reading(), sample, o.seed).size());
    o.size = 4;
  }
  gtp::Server server(*engine, o.rules, 1);
  gtp::ServerChannel honest(server);
  LyingChannel channel(honest, lie);
  auto oracle = make_engine("reference", "test");
  return certify_over_gtp(channel, *oracle, o);
}

// The first failure's question starts with `command` and its answer holds `got`.
void expect_caught(const GtpOutcome& out, const std::string& command, const std::string& got) {
  EXPECT_FALSE(out.passed());
  ASSERT_FALSE(out.failures.empty()) << out.engine_failure;
  EXPECT_TRUE(starts(out.failures[0].question, command)) << out.failures[0].question;
  EXPECT_NE(out.failures[0].got.find(got), std::string::npos) << out.failures[0].got;
}

// The f3go-play tier on the optimized engine's server with its questions hidden (play_only), lied
// to by `lie`; `sent` collects every command the certifier sends.
GtpOutcome certify_play_only(const Lie& lie, std::vector<std::string>* sent = nullptr) {
  auto engine = make_engine("optimized", "test");
  GtpCertifyOptions o;
  o.games = 3;
  o.size = 5;
  o.subset = Subset::f3go_play;
  gtp::Server server(*engine, o.rules, 1);
  server.play_only();
  gtp::ServerChannel honest(server);
  LyingChannel channel(honest, [&](const std::string& c, gtp::Channel& h) {
    if (sent) sent->push_back(c);
    return lie(c, h);
  });
  auto oracle = make_engine("reference", "test");
  return certify_over_gtp(channel, *oracle, o);
}

TEST(GtpCertifyPlayTier, AnEngineThatOnlyPlaysIsCertifiedOnWhatItDoes) {
  std::vector<std::string> sent;
  const GtpOutcome out = certify_play_only([](const std::string&, gtp::Channel&) { return std::nullopt; }, &sent);
  EXPECT_TRUE(out.passed()) << (out.failures.empty() ? out.engine_failure : out.failures[0].question);
  EXPECT_GT(out.groups.at("T22.5").cases, 0);  // flower points, by flybomb turns taken back
  EXPECT_GT(out.groups.at("T22.6").cases, 0);
  EXPECT_GT(out.groups.at("T22.7").cases, 0);
  for (const std::string& c : sent) EXPECT_FALSE(starts(c, "f3go_") && !starts(c, "f3go_flybomb")) << c;
}

TEST(GtpCertifyPlayTier, AnEngineThatThrowsAFlowerOnAForbiddenPointFails) {
  // Where the engine refuses the flower, it takes the turn with 虚着 (no flower) and says it obeyed.
  const GtpOutcome out = certify_play_only([](const std::string& c, gtp::Channel& honest) -> std::optional<gtp::Response> {
    if (!starts(c, "f3go_flybomb")) return std::nullopt;
    if (gtp::Response r = honest.send(c); r.ok) return r;
    const std::string without_flower = c.substr(0, c.rfind(' ')) + " pass";
    return honest.send(without_flower);
  });
  expect_caught(out, "f3go_flybomb", "accepted");
  EXPECT_EQ(out.failures[0].clause, Clause::T22_5);
}

// The f3go-play tier on one corpus case whose question (the holographic board) it cannot ask, and
// no random game: the case's position is probed through moves instead.
GtpOutcome certify_case_position(const Lie& lie) {
  static const std::vector<Case> cases = {
      read_case_file(std::string(F3GO_CORPUS_DIR) + "/cases/attribute/attr_holographic_black_like.case")};
  auto engine = make_engine("optimized", "test");
  GtpCertifyOptions o;
  o.games = 0;
  o.cases = &cases;
  o.subset = Subset::f3go_play;
  gtp::Server server(*engine, o.rules, 1);
  server.play_only();
  gtp::ServerChannel honest(server);
  LyingChannel channel(honest, lie);
  auto oracle = make_engine("reference", "test");
  return certify_over_gtp(channel, *oracle, o);
}

TEST(GtpCertifyPlayTier, ACaseItCannotAskIsProbedThroughMovesAtItsPosition) {
  const GtpOutcome out = certify_case_position([](const std::string&, gtp::Channel&) { return std::nullopt; });
  EXPECT_TRUE(out.passed()) << (out.failures.empty() ? out.engine_failure : out.failures[0].question);
  EXPECT_EQ(out.corpus_cases, 0);
  EXPECT_EQ(out.corpus_skipped, 1);
  // Every one of the 7×7 board's 39 empty points played, and the stones of both colours after each
  // legal one; a flybomb turn with each of the 49 points as the flower.
  EXPECT_GE(out.groups.at("T22.6").cases, 39);
  EXPECT_EQ(out.groups.at("T22.5").cases, 49);
}

TEST(GtpCertifyPlayTier, AWrongCaptureAtACorpusPositionFails) {
  // Black C6 joins B6 and D6 under the black-like flower C7–E7 and captures nothing; after it this
  // engine lists no white stone, as if F7 F6 G6 had been taken.
  bool played = false;
  const GtpOutcome out = certify_case_position([&](const std::string& c, gtp::Channel&) -> std::optional<gtp::Response> {
    if (starts(c, "play black C6")) played = true;
    if (starts(c, "undo")) played = false;
    if (played && starts(c, "list_stones white")) return gtp::Response{true, std::nullopt, ""};
    return std::nullopt;
  });
  expect_caught(out, "play black C6, then list_stones white", "");
  EXPECT_NE(out.failures[0].where.find("its position probed through moves"), std::string::npos) << out.failures[0].where;
}

TEST(GtpCertifyRun, FirstFailureStopsTheRunAtTheFirstFailure) {
  const Lie always_yes = [](const std::string& c, gtp::Channel&) {
    return starts(c, "is_legal") ? std::make_optional(answer("1")) : std::nullopt;
  };
  auto engine = make_engine("optimized", "test");
  auto oracle = make_engine("reference", "test");
  GtpCertifyOptions o;
  o.size = 5;
  o.games = 4;
  for (bool first : {false, true}) {
    o.first_failure = first;
    gtp::Server server(*engine, o.rules, 1);
    gtp::ServerChannel honest(server);
    LyingChannel channel(honest, always_yes);
    const GtpOutcome out = certify_over_gtp(channel, *oracle, o);
    EXPECT_EQ(out.games, first ? 1 : 4);
    EXPECT_EQ(out.failures.size(), first ? 1u : 4u);
  }
}

TEST(GtpCertifyStandard, AnEngineWhoseIsLegalAlwaysSaysYesFails) {
  for (Subset subset : {Subset::f3go, Subset::go})
    expect_caught(certify_lying([](const std::string& c, gtp::Channel&) {
                    return starts(c, "is_legal") ? std::make_optional(answer("1")) : std::nullopt;
                  },
                                subset),
                  "is_legal", "1");
}

TEST(GtpCertifyStandard, AnEngineWhoseCountlibIsOffByOneFails) {
  expect_caught(certify_lying([](const std::string& c, gtp::Channel& honest) -> std::optional<gtp::Response> {
                  if (!starts(c, "countlib")) return std::nullopt;
                  return answer(std::to_string(std::stoi(honest.send(c).text) + 1));
                }),
                "countlib", "");
}

TEST(GtpCertifyStandard, AnEngineWhoseFindlibRepeatsAVertexFails) {
  expect_caught(certify_lying([](const std::string& c, gtp::Channel& honest) -> std::optional<gtp::Response> {
                  if (!starts(c, "findlib")) return std::nullopt;
                  const std::string libs = honest.send(c).text;
                  return answer(libs.empty() ? libs : libs + " " + libs.substr(0, libs.find(' ')));
                }),
                "findlib", "twice");
}

TEST(GtpCertifyStandard, AnEngineWhoseCapturesIsWrongFails) {
  expect_caught(certify_lying([](const std::string& c, gtp::Channel&) {
                  return starts(c, "captures") ? std::make_optional(answer("7")) : std::nullopt;
                }),
                "captures", "7");
}

TEST(GtpCertifyStandard, AnEngineWithAWrongFinalScoreFails) {
  expect_caught(certify_lying([](const std::string& c, gtp::Channel&) {
                  return c == "final_score" ? std::make_optional(answer("B+1000")) : std::nullopt;
                }),
                "final_score", "B+1000");
}

// genmove answers a point that holds a stone (the engine does not play it).
TEST(GtpCertifyStandard, AnEngineWhoseGenmoveIsIllegalFails) {
  expect_caught(certify_lying([](const std::string& c, gtp::Channel& honest) -> std::optional<gtp::Response> {
                  if (!starts(c, "genmove")) return std::nullopt;
                  std::string stones = honest.send("list_stones black").text + " " + honest.send("list_stones white").text;
                  stones = stones.substr(stones.find_first_not_of(' '));
                  return answer(stones.substr(0, stones.find(' ')));
                }),
                "genmove", "illegal");
}

// After a stone, the stone is still there; after a pass, the move that follows the extra pass is
// refused (the game is over).
TEST(GtpCertifyStandard, AnEngineWhoseUndoDoesNothingFails) {
  const GtpOutcome out = certify_lying([](const std::string& c, gtp::Channel&) {
    return c == "undo" ? std::make_optional(answer("")) : std::nullopt;
  });
  EXPECT_FALSE(out.passed());
  bool stone_still_there = false;
  for (const GtpFailure& f : out.failures) stone_still_there |= starts(f.question, "undo, then list_stones");
  EXPECT_TRUE(stone_still_there);
}

// The dead stones an engine names for its score must be stones: an empty point is quoted.
TEST(GtpCertifyStandard, AnEngineThatNamesAnEmptyPointDeadFails) {
  expect_caught(certify_lying([](const std::string& c, gtp::Channel& honest) -> std::optional<gtp::Response> {
                  if (c != "final_status_list dead") return std::nullopt;
                  const std::string stones =
                      " " + honest.send("list_stones black").text + " " + honest.send("list_stones white").text + " ";
                  for (char column : std::string("ABCDE"))
                    for (char row : std::string("12345")) {
                      const std::string p{column, row};
                      if (stones.find(" " + p + " ") == std::string::npos) return answer(p);
                    }
                  return answer("");
                }),
                "final_status_list dead", "holds no black or white stone");
}

// Only the commands the engine lists are asked: one that does not list is_legal may lie on it.
TEST(GtpCertifyStandard, OnlyTheListedCommandsAreAsked) {
  const GtpOutcome out = certify_lying([](const std::string& c, gtp::Channel& honest) -> std::optional<gtp::Response> {
    if (starts(c, "is_legal")) return answer("1");
    if (c != "list_commands") return std::nullopt;
    std::string listed = "\n" + honest.send(c).text + "\n";
    listed.erase(listed.find("\nis_legal\n"), 9);
    return answer(listed);
  });
  EXPECT_TRUE(out.passed()) << (out.failures.empty() ? out.engine_failure : out.failures[0].question);
}

TEST(GtpCertify, AWrongAnswerIsShrunkToAShortSequence) {
  ForgetfulEngine engine;
  GtpCertifyOptions o;
  o.games = 1;
  o.size = 7;
  o.subset = Subset::go;
  const GtpOutcome out = certify_in_process(engine, o);
  ASSERT_EQ(out.failures.size(), 1u);
  const GtpFailure& f = out.failures[0];
  EXPECT_EQ(f.clause, Clause::T22_6);
  EXPECT_EQ(f.question.rfind("all_legal", 0), 0u) << f.question;
  // Three stones are the fewest that show the fault; passes and illegal attempts go too.
  EXPECT_NE(f.where.find("shrunk to 3 moves"), std::string::npos) << f.where;
}

// Fake engines: shell scripts written into a scratch folder.
class FakeEngine : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("f3go_fake_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Certifies the script's engine (random games only) and returns the engine failure, checking
  // the certifier came back within a few seconds.
  std::string failure_of(const std::string& script) {
    const fs::path file = dir_ / "engine.sh";
    std::ofstream(file) << script;
    const auto start = std::chrono::steady_clock::now();
    GtpOutcome out;
    {
      gtp::EngineProcess engine("sh " + file.string(), std::chrono::milliseconds(500));
      auto oracle = make_engine("reference", "test");
      GtpCertifyOptions o;
      o.games = 1;
      o.size = 5;
      out = certify_over_gtp(engine, *oracle, o);
    }
    const auto took = std::chrono::steady_clock::now() - start;
    EXPECT_LT(took, std::chrono::seconds(5));
    EXPECT_FALSE(out.passed());
    return out.engine_failure;
  }

  fs::path dir_;
};

TEST_F(FakeEngine, ThatHangs) {
  EXPECT_NE(failure_of("while read line; do :; done\n").find("did not answer 'boardsize 5' within 500 ms"),
            std::string::npos);
}

TEST_F(FakeEngine, ThatHangsForeverWithoutReading) {
  EXPECT_NE(failure_of("sleep 1000\n").find("did not answer"), std::string::npos);
}

TEST_F(FakeEngine, ThatCrashes) {
  EXPECT_NE(failure_of("read line; kill -SEGV $$\n").find("crashed (signal 11"), std::string::npos);
}

TEST_F(FakeEngine, ThatClosesItsPipe) {
  EXPECT_NE(failure_of("exit 3\n").find("exited with status 3"), std::string::npos);
}

TEST_F(FakeEngine, ThatFloods) {
  EXPECT_NE(failure_of("read line; exec yes =1 yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\n").find("flooded"),
            std::string::npos);
}

TEST_F(FakeEngine, ThatAnswersGarbage) {
  EXPECT_NE(failure_of("while read line; do echo hello; echo; done\n").find("garbage"), std::string::npos);
}

TEST_F(FakeEngine, ThatAnswersTheWrongId) {
  EXPECT_NE(failure_of("while read id rest; do echo =999; echo; done\n").find("carries id 999"), std::string::npos);
}

TEST_F(FakeEngine, ThatAnswersInTheWrongFormat) {
  EXPECT_NE(failure_of("while read id rest; do echo \"=${id}x\"; echo; done\n").find("not followed by a space"),
            std::string::npos);
}

TEST_F(FakeEngine, ThatRefusesSetup) {
  EXPECT_NE(failure_of("while read id rest; do echo \"?$id no\"; echo; done\n").find("refused 'boardsize 5'"),
            std::string::npos);
}

// A response without the empty line that ends it is named as such (it was "did not answer").
TEST_F(FakeEngine, ThatLeavesOutTheEmptyLine) {
  const std::string why = failure_of("while read id rest; do echo \"=$id\"; done\n");
  EXPECT_NE(why.find("did not end the response with an empty line"), std::string::npos) << why;
}

// Whether process `pid` is gone (or a zombie waiting for init): killed.
bool gone_now(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return true;
  const auto close = line.rfind(')');
  return close != std::string::npos && close + 2 < line.size() && line[close + 2] == 'Z';
}

// … within a second (SIGKILL takes a moment to end a process).
bool gone(pid_t pid) {
  for (int i = 0; i < 100; ++i) {
    if (gone_now(pid)) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

pid_t read_pid(const fs::path& file) {
  for (int i = 0; i < 200 && !fs::exists(file); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  pid_t pid = 0;
  std::ifstream(file) >> pid;
  return pid;
}

// What an engine started does not outlive it: a child left behind by an engine that exits, and one
// of an engine that still runs when the certification ends, are killed with the engine's group.
TEST_F(FakeEngine, ThatLeavesAChildBehind) {
  const fs::path pid_file = dir_ / "child.pid";
  failure_of("sleep 1000 & echo $! > " + pid_file.string() + "; exit 3\n");
  const pid_t child = read_pid(pid_file);
  ASSERT_GT(child, 0);
  EXPECT_TRUE(gone(child)) << child;
}

TEST_F(FakeEngine, WhoseChildOutlivesTheConversation) {
  const fs::path pid_file = dir_ / "child.pid";
  failure_of("sleep 1000 & echo $! > " + pid_file.string() + "; while read id rest; do echo \"=$id\"; echo; done\n");
  const pid_t child = read_pid(pid_file);
  ASSERT_GT(child, 0);
  EXPECT_TRUE(gone(child)) << child;
}

// A command the shell cannot run is named with the shell's reason (it was "exited with status
// 127"), and marked as a command that could not run; an empty one is refused before it starts.
TEST_F(FakeEngine, ThatIsNoCommand) {
  gtp::EngineProcess engine("f3go_no_such_engine_command", std::chrono::milliseconds(2000));
  try {
    engine.send("name");
    FAIL() << "answered";
  } catch (const gtp::EngineFailure& e) {
    EXPECT_TRUE(e.cannot_run);
    EXPECT_NE(std::string(e.what()).find("not found"), std::string::npos) << e.what();
  }
  EXPECT_THROW(gtp::EngineProcess(" ", std::chrono::milliseconds(100)), gtp::EngineFailure);
}

// A file for the engine's standard error that cannot be opened is refused before the engine starts
// (it was silently ignored); one that can receives what the engine writes there.
TEST_F(FakeEngine, WhoseStandardErrorGoesToAFile) {
  EXPECT_THROW(gtp::EngineProcess("cat", std::chrono::milliseconds(100), (dir_ / "no" / "such" / "err.txt").string()),
               gtp::EngineFailure);
  const fs::path err = dir_ / "err.txt";
  {
    gtp::EngineProcess engine("echo to-stderr >&2; while read id rest; do echo \"=$id\"; echo; done",
                              std::chrono::milliseconds(2000), err.string());
    engine.send("name");
  }
  std::ifstream in(err);
  std::string line;
  std::getline(in, line);
  EXPECT_EQ(line, "to-stderr");
}

// The whole run has a deadline, named when it passes; and a run that checked nothing is no pass.
TEST(GtpCertifyRun, TheDeadlineEndsItAndNothingCheckedIsNoPass) {
  auto engine = make_engine("optimized", "test");
  GtpCertifyOptions o;
  o.games = 1000;
  o.size = 9;
  o.deadline_seconds = 0.5;
  o.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(500);
  const auto start = std::chrono::steady_clock::now();
  GtpOutcome out = certify_in_process(*engine, o);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  EXPECT_FALSE(out.passed());
  EXPECT_NE(out.engine_failure.find("deadline of 0.5 s passed"), std::string::npos) << out.engine_failure;
  GtpCertifyOptions none;
  out = certify_in_process(*engine, none);
  EXPECT_EQ(out.checks(), 0);
  EXPECT_FALSE(out.passed());
}

// The default deadline grows with the work and the timeout, up to its cap.
TEST(GtpCertifyRun, TheDefaultDeadlineScalesWithTheWork) {
  GtpCertifyOptions o;
  o.games = 1;
  o.size = 5;
  const double one = default_deadline_seconds(o, std::chrono::milliseconds(10));
  o.games = 2;
  EXPECT_GT(default_deadline_seconds(o, std::chrono::milliseconds(10)), one);
  EXPECT_GT(default_deadline_seconds(o, std::chrono::milliseconds(20)), default_deadline_seconds(o, std::chrono::milliseconds(10)));
  o.games = 1000;
  EXPECT_EQ(default_deadline_seconds(o, std::chrono::milliseconds(10000)), kMaxDefaultDeadlineSeconds);
}

// The readings the engine accepts are asked with f3go_set; every accepted one is set in some game
// of the sample, a refused one in none, and the oracle judges each game under the engine's rules.
TEST(RulesSample, TheGamesSpreadOverTheReadingsTheEngineAccepts) {
  const std::string refused = "f3go_set flybomb.tiger_mouth=atari";
  const GtpOutcome out = certify_lying(
      [&](const std::string& c, gtp::Channel&) -> std::optional<gtp::Response> {
        if (c == refused) return gtp::Response{false, std::nullopt, "unknown reading"};
        return std::nullopt;
      },
      Subset::f3go, 2);
  EXPECT_TRUE(out.passed()) << (out.failures.empty() ? out.engine_failure : out.failures[0].question);
  ASSERT_GT(out.configurations.size(), 2u);
  const Rules base = out.configurations.front();
  EXPECT_EQ(base, Rules::for_profile(Profile::y2022));
  std::vector<Reading> accepted;
  for (const Reading& r : every_reading())
    if (!(r.sw == Switch::flybomb_tiger_mouth && r.reading == static_cast<int>(TigerMouth::atari))) accepted.push_back(r);
  expect_covered(out.configurations, base, accepted);
  for (const Rules& c : out.configurations) EXPECT_NE(c.tiger_mouth(), TigerMouth::atari);
  EXPECT_GE(out.games, static_cast<int>(out.configurations.size()));  // each configuration played
}

}  // namespace
}  // namespace f3go::judge
