// The GTP server (gtp/server.h) and the protocol (gtp/protocol.h): conversations as a controller
// would hold them — ids echoed, comments and empty lines ignored, every standard command, the F3Go
// extensions, failures with their GTP texts, undo, loadsgf and printsgf round trip, a line longer
// than the limit, and the files the commands may read (--files).
#include "gtp/server.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "oracle/cached_engine.h"
#include "oracle/error.h"
#include "optimized/engine.h"
#include "reference/engine.h"

namespace f3go::gtp {
namespace {

class ServerTest : public ::testing::Test {
 protected:
  std::string say(const std::string& line) { return server_.handle(line); }

  std::unique_ptr<Engine> engine_ = std::make_unique<optimized::OptimizedEngine>();
  Server server_{*engine_, Rules::for_profile(Profile::y2022), 7};
};

// An engine that cannot answer (the Z3 engine when Z3 leaves a question unknown) refuses with an
// InputError; its message is the answer, never "internal error".
class UnansweringEngine : public Engine {
 public:
  std::string name() const override { return "unanswering"; }
  Analysis analyze(const Position&, const Rules&) override { throw InputError("smt", "unknown: timeout"); }
  MoveOutcome play(const Position&, const Move&, const Rules&, Position*) override {
    throw InputError("smt", "unknown: timeout");
  }
  ScoreReport score(const Board&, const Rules&, const std::vector<Point>&) override {
    throw InputError("smt", "unknown: timeout");
  }
};

TEST(Server, AnEngineThatCannotAnswerIsNotAnInternalError) {
  UnansweringEngine engine;
  Server server(engine, Rules::for_profile(Profile::y2022), 7);
  server.handle("boardsize 5");
  EXPECT_EQ(server.handle("4 all_legal b"), "?4 smt: unknown: timeout\n\n");
  EXPECT_EQ(server.handle("5 f3go_ask holographic"), "?5 smt: unknown: timeout\n\n");
}

// An engine built for boards up to 7×7 (as the optimized engine of a build with
// F3GO_OPTIMIZED_MAX_SIZE=7 is), answering as the reference does (through CachedEngine, which
// only keeps the reference's address while the member is not yet built).
class SevenBySevenEngine final : public CachedEngine {
 public:
  SevenBySevenEngine() : CachedEngine(reference_) {}
  int max_size() const override { return 7; }

 private:
  reference::ReferenceEngine reference_;
};

// The server starts on the engine's largest board and refuses a larger one as GTP asks.
TEST(Server, BoardsizeStopsAtTheLargestBoardTheEngineTakes) {
  SevenBySevenEngine engine;
  Server server(engine, Rules::for_profile(Profile::y2022), 7);
  EXPECT_NE(server.handle("printsgf").find("SZ[7]"), std::string::npos);
  EXPECT_EQ(server.handle("boardsize 8"), "? unacceptable size\n\n");
  EXPECT_EQ(server.handle("boardsize 19"), "? unacceptable size\n\n");
  EXPECT_EQ(server.handle("boardsize 6"), "=\n\n");
  EXPECT_EQ(server.handle("boardsize 7"), "=\n\n");
}

TEST(Protocol, CommandLinesArePreprocessedAsGtpSays) {
  EXPECT_FALSE(parse_command(""));
  EXPECT_FALSE(parse_command("   \t "));
  EXPECT_FALSE(parse_command("# a comment"));
  const auto c = parse_command("12 play\tb  c3 # comment\r");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->id, 12);
  EXPECT_EQ(c->name, "play");
  EXPECT_EQ(c->args, (std::vector<std::string>{"b", "c3"}));
  EXPECT_EQ(success(3, "x"), "=3 x\n\n");
  EXPECT_EQ(failure(std::nullopt, "bad"), "? bad\n\n");
  EXPECT_EQ(success(std::nullopt, ""), "=\n\n");
}

TEST(Protocol, ResponsesAreParsedStrictly) {
  std::string error;
  auto r = parse_response("=5 A1 B2", error);
  ASSERT_TRUE(r);
  EXPECT_TRUE(r->ok);
  EXPECT_EQ(r->id, 5);
  EXPECT_EQ(r->text, "A1 B2");
  r = parse_response("?7 illegal move", error);
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->ok);
  EXPECT_FALSE(parse_response("hello", error));
  EXPECT_NE(error.find("must start with"), std::string::npos);
  EXPECT_FALSE(parse_response("=5x", error));
}

TEST_F(ServerTest, IdsAreEchoedAndUnknownCommandsFail) {
  EXPECT_EQ(say("1 protocol_version"), "=1 2\n\n");
  EXPECT_EQ(say("name"), "= f3go\n\n");
  EXPECT_EQ(say("# only a comment"), "");
  EXPECT_EQ(say(""), "");
  EXPECT_EQ(say("9 frobnicate"), "?9 unknown command\n\n");
  EXPECT_EQ(say("known_command play"), "= true\n\n");
  EXPECT_EQ(say("known_command frobnicate"), "= false\n\n");
  const std::string list = "\n" + say("list_commands").substr(2);
  for (const char* c : {"protocol_version", "name", "version", "known_command", "list_commands", "quit", "boardsize",
                        "clear_board", "komi", "play", "genmove", "undo", "showboard", "final_score",
                        "final_status_list", "loadsgf", "printsgf", "is_legal", "all_legal", "list_stones",
                        "countlib", "findlib", "captures", "f3go_flybomb", "f3go_ask", "f3go_attribute",
                        "f3go_private_eye", "f3go_forbidden", "f3go_holographic", "f3go_rules", "f3go_set",
                        "f3go_loadpos", "f3go_dead", "f3go_flybombs_left"})
    EXPECT_NE(list.find(std::string("\n") + c + "\n"), std::string::npos) << c;
}

TEST_F(ServerTest, PlayOnlyKeepsTheStandardCommandsAndTheFlybombTurn) {
  server_.play_only();
  const std::string list = "\n" + say("list_commands").substr(2) + "\n";
  for (const char* c : {"play", "undo", "is_legal", "list_stones", "final_score", "loadsgf", "f3go_flybomb"})
    EXPECT_NE(list.find(std::string("\n") + c + "\n"), std::string::npos) << c;
  for (const char* c : {"all_legal", "f3go_ask", "f3go_rules", "f3go_set", "f3go_forbidden", "f3go_dead"}) {
    EXPECT_EQ(list.find(std::string("\n") + c + "\n"), std::string::npos) << c;
    EXPECT_EQ(say(std::string("known_command ") + c), "= false\n\n") << c;
  }
  EXPECT_EQ(say("f3go_ask holographic"), "? unknown command\n\n");
  EXPECT_EQ(say("boardsize 5"), "=\n\n");
  EXPECT_EQ(say("f3go_flybomb b C3 D4"), "=\n\n");
  EXPECT_EQ(say("list_stones black"), "= C3\n\n");
}

TEST_F(ServerTest, PlayCapturesAndQueries) {
  EXPECT_EQ(say("boardsize 5"), "=\n\n");
  EXPECT_EQ(say("boardsize 1"), "? unacceptable size\n\n");
  EXPECT_EQ(say("boardsize x"), "? unacceptable size\n\n");
  EXPECT_EQ(say("play b b1"), "=\n\n");
  EXPECT_EQ(say("play w a1"), "=\n\n");
  EXPECT_EQ(say("countlib a1"), "= 1\n\n");
  EXPECT_EQ(say("findlib a1"), "= A2\n\n");
  EXPECT_EQ(say("play b a2"), "=\n\n");  // captures A1
  EXPECT_EQ(say("captures black"), "= 1\n\n");
  EXPECT_EQ(say("list_stones white"), "=\n\n");
  EXPECT_EQ(say("list_stones b"), "= B1 A2\n\n");
  EXPECT_EQ(say("play w b1").rfind("? illegal move", 0), 0u);
  EXPECT_EQ(say("play w zz"), "? invalid coordinate 'zz'\n\n");
  EXPECT_EQ(say("play x a3"), "? invalid color 'x'\n\n");
  EXPECT_EQ(say("play b"), "? syntax error (usage: play COLOR VERTEX)\n\n");
  EXPECT_EQ(say("is_legal w a1"), "= 0\n\n");  // suicide (A13 forbidden)
  EXPECT_EQ(say("is_legal w c3"), "= 1\n\n");
  EXPECT_EQ(say("is_legal w b1"), "= 0\n\n");
  EXPECT_EQ(say("countlib c3"), "? vertex must hold a black or white stone\n\n");
  EXPECT_EQ(say("showboard"), "= \n5 . . . . .\n4 . . . . .\n3 . . . . .\n2 X . . . .\n1 . X . . .\n  A B C D E\n\n");
  EXPECT_EQ(say("undo"), "=\n\n");
  EXPECT_EQ(say("list_stones w"), "= A1\n\n");
  EXPECT_EQ(say("captures black"), "= 0\n\n");
  EXPECT_EQ(say("undo"), "=\n\n");
  EXPECT_EQ(say("undo"), "=\n\n");
  EXPECT_EQ(say("undo"), "? cannot undo\n\n");
}

// A rules change during a game holds for the positions undo goes back to; a move of the side not
// to move is played for it, and undo goes back to the position before with its side to move.
TEST_F(ServerTest, UndoKeepsTheRulesSetDuringTheGameAndTheSideToMove) {
  say("boardsize 5");
  say("play b c3");
  EXPECT_EQ(say("play b d4"), "=\n\n");  // white was to move
  EXPECT_EQ(say("f3go_ask move_number"), "= 3\n\n");
  EXPECT_EQ(say("f3go_set move.ko=simple_ko"), "=\n\n");
  EXPECT_EQ(say("undo"), "=\n\n");
  EXPECT_EQ(say("f3go_rules"), "= 2022;move.ko=simple_ko\n\n");
  EXPECT_EQ(say("list_stones b"), "= C3\n\n");
  EXPECT_EQ(say("f3go_ask legal B D4"), "= illegal\n\n");  // white is to move again (T22.1)
  EXPECT_EQ(say("is_legal b d4"), "= 1\n\n");              // as play would: black made to move
}

TEST_F(ServerTest, AllLegalAndTheScore) {
  say("boardsize 3");
  say("play b b2");
  EXPECT_EQ(say("all_legal w"), "= A1 B1 C1 A2 C2 A3 B3 C3\n\n");
  EXPECT_EQ(say("komi 0.5"), "=\n\n");
  EXPECT_EQ(say("komi abc").rfind("? syntax error", 0), 0u);
  EXPECT_EQ(say("final_score"), "= B+4\n\n");  // T22.7: 9 against half the board, 4.5, and komi 0.5
  EXPECT_EQ(say("final_status_list alive"), "= B2\n\n");
  EXPECT_EQ(say("final_status_list dead"), "=\n\n");
  EXPECT_EQ(say("f3go_dead b2"), "=\n\n");
  EXPECT_EQ(say("final_status_list dead"), "= B2\n\n");
  EXPECT_EQ(say("final_status_list maybe"), "? invalid status 'maybe'\n\n");
}

TEST_F(ServerTest, FlybombTurnsAndTheF3GoQuestions) {
  say("boardsize 5");
  EXPECT_EQ(say("f3go_flybomb b c3 d3"), "=\n\n");
  EXPECT_EQ(say("f3go_flybombs_left"), "= black=2 white=3\n\n");
  EXPECT_EQ(say("f3go_holographic"), "= ...../...../..XF./...../.....\n\n");
  EXPECT_EQ(say("f3go_ask bottom"), "= ...../...../..XF./...../.....\n\n");
  EXPECT_EQ(say("f3go_ask attribute D3"), "= neutral\n\n");  // no private eye around it (T22.4)
  EXPECT_EQ(say("f3go_attribute d3").rfind("= neutral HEIy=", 0), 0u);
  EXPECT_EQ(say("f3go_private_eye c3"), "= false\nnone\n\n");
  EXPECT_EQ(say("f3go_ask private_eye D3").rfind("? ", 0), 0u);
  EXPECT_EQ(say("f3go_forbidden white").rfind("= ", 0), 0u);
  EXPECT_EQ(say("f3go_ask"), "? syntax error (usage: f3go_ask QUESTION, as after 'ask:' in a case)\n\n");
  EXPECT_EQ(say("f3go_flybomb w c3 pass").rfind("? illegal move", 0), 0u);
  EXPECT_EQ(say("f3go_flybomb w d4 pass"), "=\n\n");
  EXPECT_EQ(say("f3go_ask move_number"), "= 7\n\n");
}

TEST_F(ServerTest, RulesAndSettings) {
  EXPECT_EQ(say("f3go_rules"), "= 2022\n\n");
  EXPECT_EQ(say("f3go_set eye.examined=region"), "=\n\n");
  EXPECT_EQ(say("f3go_rules"), "= 2022;eye.examined=region\n\n");
  EXPECT_EQ(say("f3go_set eye.examined=nowhere").rfind("? f3go_set", 0), 0u);
  EXPECT_EQ(say("f3go_rules 2018"), "=\n\n");
  EXPECT_EQ(say("f3go_rules"), "= 2018\n\n");
  EXPECT_EQ(say("f3go_rules 2030").rfind("? ", 0), 0u);
}

TEST_F(ServerTest, PrintsgfAndLoadsgfRoundTrip) {
  say("boardsize 5");
  say("play b c3");
  say("f3go_flybomb w d4 c4");
  say("play b pass");
  const std::string sgf = say("printsgf");
  ASSERT_EQ(sgf.rfind("= (;FF[4]", 0), 0u) << sgf;
  const auto file = std::filesystem::temp_directory_path() / ("f3go_server_test_" + std::to_string(::getpid()) + ".sgf");
  std::ofstream(file) << sgf.substr(2, sgf.size() - 4);
  const std::string board = say("showboard");
  say("clear_board");
  EXPECT_EQ(say("loadsgf " + file.string()), "= white\n\n");
  EXPECT_EQ(say("showboard"), board);
  EXPECT_EQ(say("loadsgf " + file.string() + " 2"), "= white\n\n");
  EXPECT_EQ(say("list_stones w"), "=\n\n");
  EXPECT_EQ(say("loadsgf /no/such/file.sgf").rfind("? cannot load file", 0), 0u);
  std::filesystem::remove(file);
}

TEST_F(ServerTest, GenmoveIsSeededAndLegal) {
  say("boardsize 5");
  std::vector<std::string> moves;
  for (int i = 0; i < 10; ++i) moves.push_back(say(std::string("genmove ") + (i % 2 ? "w" : "b")));
  auto engine = std::make_unique<reference::ReferenceEngine>();
  Server twin(*engine, Rules::for_profile(Profile::y2022), 7);
  twin.handle("boardsize 5");
  for (int i = 0; i < 10; ++i) EXPECT_EQ(twin.handle(std::string("genmove ") + (i % 2 ? "w" : "b")), moves[i]);
}

TEST(Serve, QuitEndsAndOverlongLinesAreRefused) {
  auto engine = std::make_unique<optimized::OptimizedEngine>();
  Server server(*engine, Rules::for_profile(Profile::y2022), 1);
  std::istringstream in(std::string(kMaxLineBytes + 10, 'x') + "\n1 name\nquit\nname\n");
  std::ostringstream out;
  EXPECT_TRUE(serve(server, in, out));
  EXPECT_EQ(out.str(), "? command line longer than 65536 bytes\n\n=1 f3go\n\n=\n\n");
}

// Numbers and points of hostile controllers: `loadsgf FILE -1` was taken as "every move" and
// `loadsgf FILE 010` was not read as ten; f3go_dead took empty points, flowers and repeats.
TEST_F(ServerTest, MoveNumbersAreDecimalAndPositive) {
  say("boardsize 5");
  say("play b c3");
  say("play w d4");
  const std::string sgf = say("printsgf");
  const auto file = std::filesystem::temp_directory_path() / ("f3go_server_numbers_" + std::to_string(::getpid()) + ".sgf");
  std::ofstream(file) << sgf.substr(2, sgf.size() - 4);
  for (const char* bad : {"-1", "0", "0x2", "+2", "2a", "99999999999999999999"})
    EXPECT_EQ(say("loadsgf " + file.string() + " " + bad).rfind("? invalid move number '" + std::string(bad) + "'", 0), 0u)
        << bad;
  EXPECT_EQ(say("loadsgf " + file.string() + " 02"), "= white\n\n");  // the first move only: 02 is two
  EXPECT_EQ(say("list_stones w"), "=\n\n");
  EXPECT_EQ(say("boardsize 010"), "=\n\n");
  EXPECT_EQ(say("showboard").find("11"), std::string::npos);
  EXPECT_NE(say("showboard").find("10"), std::string::npos);
  std::filesystem::remove(file);
}

TEST_F(ServerTest, DeadStonesAreStonesNamedOnce) {
  say("boardsize 5");
  say("play b c3");
  say("f3go_flybomb w d4 c4");
  EXPECT_EQ(say("f3go_dead a1"), "? vertex A1 holds no black or white stone\n\n");
  EXPECT_EQ(say("f3go_dead c4"), "? vertex C4 holds no black or white stone\n\n");  // the flower
  EXPECT_EQ(say("f3go_dead c3 d4 c3"), "? vertex C3 named twice\n\n");
  EXPECT_EQ(say("f3go_dead c3 d4"), "=\n\n");
  EXPECT_EQ(say("final_status_list dead"), "= C3 D4\n\n");
}

// Every command: its errors name it (f3go_attribute's named f3go_ask), and arguments it does not
// take are a syntax error (`name x`, `clear_board 5` were answered as if without them).
TEST_F(ServerTest, ErrorsNameTheCommandAndExtraArgumentsAreRefused) {
  say("boardsize 5");
  EXPECT_EQ(say("f3go_attribute c9").find("f3go_ask"), std::string::npos);
  EXPECT_NE(say("f3go_attribute c9").find("f3go_attribute"), std::string::npos) << say("f3go_attribute c9");
  EXPECT_NE(say("f3go_private_eye c9").find("f3go_private_eye"), std::string::npos) << say("f3go_private_eye c9");
  for (const char* c : {"protocol_version", "name", "version", "list_commands", "clear_board", "undo", "showboard",
                        "final_score", "printsgf", "f3go_holographic", "f3go_flybombs_left", "quit"})
    EXPECT_EQ(say(std::string("4 ") + c + " extra"), "?4 syntax error (usage: " + std::string(c) + ")\n\n") << c;
  EXPECT_FALSE(server_.done());
}

// An over-long line is answered with its id (it was answered without one).
TEST(Serve, AnOverlongLineKeepsItsId) {
  auto engine = std::make_unique<optimized::OptimizedEngine>();
  Server server(*engine, Rules::for_profile(Profile::y2022), 1);
  std::istringstream in("17 known_command " + std::string(kMaxLineBytes + 10, 'x') + "\nquit\n");
  std::ostringstream out;
  EXPECT_TRUE(serve(server, in, out));
  EXPECT_EQ(out.str(), "?17 command line longer than 65536 bytes\n\n=\n\n");
}

// A folder of its own under the system's temporary folder, removed with the fixture.
class FilesTest : public ServerTest {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("f3go_server_files_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ / "in");
    say("boardsize 5");
    say("play b c3");
    const std::string sgf = say("printsgf");
    std::ofstream(dir_ / "in" / "game.sgf") << sgf.substr(2, sgf.size() - 4);
    std::ofstream(dir_ / "outside.sgf") << sgf.substr(2, sgf.size() - 4);
    std::ofstream(dir_ / "in" / "secret.txt") << "root:$6$hash:19000:0:99999:7:::\n";
    std::filesystem::create_symlink(dir_ / "outside.sgf", dir_ / "in" / "link.sgf");
    say("clear_board");
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string in(const std::string& name) const { return (dir_ / "in" / name).string(); }

  std::filesystem::path dir_;
};

// `--files DIR`: a path that resolves outside DIR — absolute, climbing out with `..`, or through
// a symbolic link inside DIR that points out — is refused before anything of it is read.
TEST_F(FilesTest, PathsOutsideTheFolderAreRefused) {
  server_.confine_files(dir_ / "in", "in");
  for (const std::string& path :
       {std::string("/etc/passwd"), in("../outside.sgf"), in("link.sgf"), std::string("../outside.sgf")}) {
    EXPECT_EQ(say("loadsgf " + path), "? file outside --files in\n\n") << path;
    EXPECT_EQ(say("f3go_loadpos " + path), "? file outside --files in\n\n") << path;
  }
  EXPECT_EQ(say("list_stones b"), "=\n\n");
}

TEST_F(FilesTest, PathsInsideTheFolderAreRead) {
  server_.confine_files(dir_ / "in", "in");
  EXPECT_EQ(say("loadsgf " + in("game.sgf")), "= white\n\n");
  EXPECT_EQ(say("list_stones b"), "= C3\n\n");
  say("clear_board");
  EXPECT_EQ(say("loadsgf game.sgf"), "= white\n\n");  // relative: from the folder
  EXPECT_EQ(say("loadsgf " + in("../in/./game.sgf")), "= white\n\n");
  EXPECT_EQ(say("loadsgf no_such.sgf").rfind("? cannot load file", 0), 0u);
}

// Without --files any path is read, but a file that is no record or position is named with the
// reason alone: nothing of what it holds is quoted.
TEST_F(FilesTest, AFileThatIsNoRecordIsNotQuoted) {
  EXPECT_EQ(say("loadsgf " + in("link.sgf")), "= white\n\n");
  for (const char* command : {"loadsgf ", "f3go_loadpos "}) {
    const std::string answer = say(command + in("secret.txt"));
    EXPECT_EQ(answer.rfind("? cannot load file: " + in("secret.txt"), 0), 0u) << answer;
    EXPECT_NE(answer.find("not a readable"), std::string::npos) << answer;
    EXPECT_EQ(answer.find("root"), std::string::npos) << answer;
    EXPECT_EQ(answer.find("hash"), std::string::npos) << answer;
  }
}

}  // namespace
}  // namespace f3go::gtp
