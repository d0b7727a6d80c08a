// `f3go explain`, run as the executable (F3GO_BINARY): "no private eye" names the clause that decided
// every region (seed 004 图7: the outer region by T18E.S3.2, R by T18E.S3.3.2), and the Chinese
// output speaks the author's language — strings named as seed 004 names them (白棋串六九*), regions
// by the strings and empty strings they hold, the profile's own clause IDs, points joined by 「、」,
// no Latin word but clause IDs, the seeds' own parameter names and the diagrams.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

std::string run(const std::string& args) {
  const std::string cmd = std::string(F3GO_BINARY) + " " + args + " 2>&1";
  std::string out;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return out;
  std::array<char, 4096> buf{};
  for (std::size_t n; (n = std::fread(buf.data(), 1, buf.size(), p)) > 0;) out.append(buf.data(), n);
  pclose(p);
  return out;
}

// Seed 004 图7 as corpus/cases/seeds/seed004_F7_regions.case draws it.
std::string figure7() {
  const fs::path f = fs::temp_directory_path() / "f3go_explain_zh_figure7.pos";
  std::ofstream(f) << "size: 9\nrules: 2018\n"
                      "9 . . . . . . X . .\n8 . . . . . . X . O\n7 . . . . . . X . .\n6 . . . . . . X X X\n"
                      "5 . . . . . . . . .\n4 . . . . . . . . .\n3 . . . . . . . . .\n2 . . . . . . . . .\n"
                      "1 X . . . . . . . .\n  A B C D E F G H J\n";
  return f.string();
}

const std::string kRst = std::string(F3GO_SOURCE_DIR) + "/corpus/positions/seed004_rst.pos";

// The Latin words of a Chinese explanation, the diagrams (board rows, column letters) and the clause
// IDs left out.
std::set<std::string> latin_words(const std::string& text) {
  const std::regex board_line(R"(^ *([0-9]+ |A B ).*)");
  const std::regex clause_id(R"(T(18E?|22)\.[0-9A-Za-z.()]*)");
  const std::regex word("[A-Za-z_]{2,}[A-Za-z0-9_.]*");
  std::set<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (std::regex_match(line, board_line)) continue;
    line = std::regex_replace(line, clause_id, " ");
    for (auto it = std::sregex_iterator(line.begin(), line.end(), word); it != std::sregex_iterator(); ++it)
      out.insert(it->str());
  }
  return out;
}

TEST(ExplainNoPrivateEye, NamesTheClauseOfEveryRegion) {
  const std::string en = run("explain --rules 2018 " + figure7() + " G9");
  EXPECT_NE(en.find("no (no region is a private eye: region 1 by T18E.S3.2, region 2 by T18E.S3.3.2)"),
            std::string::npos)
      << en;
  const std::string zh = run("explain --lang zh --rules 2018 " + figure7() + " G9");
  EXPECT_NE(zh.find("结论：棋串A无私眼（没有一个封闭区域是私眼：封闭区域1依T18E.S3.2，封闭区域2依T18E.S3.3.2）"),
            std::string::npos)
      << zh;
}

TEST(ExplainChinese, NamesStringsAndRegionsAsTheAuthorDoes) {
  const std::string f7 = run("explain --lang zh --rules 2018 " + figure7() + " G9");
  EXPECT_NE(f7.find("棋串A：黑棋串七九*（6子）"), std::string::npos) << f7;  // seed 004: 黑棋串七九*
  EXPECT_NE(f7.find("空点串八九*（5个空点） + 白棋串九八"), std::string::npos) << f7;
  EXPECT_NE(f7.find("推演：白方依次补充 八九，1气眼在 九九"), std::string::npos) << f7;
  const std::string rst = run("explain --lang zh --rules 2022 " + kRst + " F9");
  EXPECT_NE(rst.find("棋串A：白棋串六九*（9子）"), std::string::npos) << rst;  // seed 004: 白棋串六九*
  EXPECT_NE(rst.find("黑棋串七七*（3子）"), std::string::npos) << rst;         // seed 004: 黑棋串七七*
  EXPECT_NE(rst.find("封闭区域七九、八九、九九是私眼"), std::string::npos) << rst;
}

TEST(ExplainChinese, CitesTheClausesOfTheTextItQuotes) {
  const std::string y22 = run("explain --lang zh --rules 2022 " + kRst + " F9");
  EXPECT_EQ(y22.find("T18"), std::string::npos) << y22;
  EXPECT_NE(y22.find("T22.2.8(3)：对方棋串已有眼：八七"), std::string::npos) << y22;
  const std::string y18 = run("explain --lang zh --rules 2018 " + kRst + " F9");
  EXPECT_EQ(y18.find("T22"), std::string::npos) << y18;
  EXPECT_NE(y18.find("T18E.S3.3.1：对方棋串已有眼：八七"), std::string::npos) << y18;
}

// The rules line names a switch off its default by its ID and reading label, a parameter in words:
// never a code name such as eye.simulated_legality=capture_allowed.
TEST(ExplainChinese, NamesTheSettingsInWords) {
  const std::string zh = run("explain --lang zh --rules 2022 --set eye.simulated_legality=capture_allowed --set komi=5 " +
                             kRst + " F9");
  EXPECT_NE(zh.find("规则：2022年版（A08取读法丙，贴目5）"), std::string::npos) << zh;
  EXPECT_EQ(zh.find("capture_allowed"), std::string::npos) << zh;
  EXPECT_EQ(latin_words(zh), std::set<std::string>{}) << zh;
}

TEST(ExplainChinese, LeavesNoLatinWordsButClauseIdsAndTheSeedsParameters) {
  const std::set<std::string> seeds_own{"HEIy", "BAIy", "HEIo", "BAIo"};
  for (const std::string& args : {"--rules 2018 " + figure7() + " G9", "--rules 2022 " + figure7() + " G9",
                                  "--rules 2018 " + kRst + " F9", "--rules 2022 " + kRst + " F9",
                                  "--rules 2022 " + kRst + " H8", "--rules 2018 " + kRst + " G7"}) {
    const std::string out = run("explain --lang zh " + args);
    ASSERT_NE(out.find("棋串"), std::string::npos) << args << "\n"
                                                   << out;
    for (const std::string& w : latin_words(out)) EXPECT_TRUE(seeds_own.count(w)) << args << ": " << w << "\n"
                                                                                  << out;
    EXPECT_EQ(out.find("不决定"), std::string::npos) << args;
    EXPECT_EQ(out.find("异色方"), std::string::npos) << args;
    std::string no_diagrams;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);)
      if (line.find(',') != std::string::npos) no_diagrams += line + "\n";
    EXPECT_EQ(no_diagrams, "") << args << ": an ASCII list";
  }
}

}  // namespace
