#include "oracle/clauses.h"

#include <cassert>
#include <ostream>
#include <string>

namespace f3go {
namespace {

const std::vector<ClauseInfo> kClauses{
    // The 2022 text (seed 000).
    {Clause::T22_0, "T22.0", "000", "飞弹三色围棋中的飞弹既是飞刀又是炸弹", "the preamble: the flybomb is both a flying knife and a bomb"},
    {Clause::T22_0_a, "T22.0.a", "000", "连下的第二子不是黑子或白子而是灰子", "a flybomb turn's second stone is a grey (flower) stone"},
    {Clause::T22_0_b, "T22.0.b", "000", "飞弹三色围棋中的飞弹有“提吃点禁手”、“彼方一气眼禁手”和“彼方虎口禁手”",
     "three forbidden points of a flybomb: capture point, the opponent's one-liberty eye and tiger's mouth"},
    {Clause::T22_0_c, "T22.0.c", "000", "花棋串不仅具有不会发生变化的一种底层属性——中性分隔串属性",
     "a flower string has a fixed bottom attribute and a changing upper attribute"},
    {Clause::T22_0_d, "T22.0.d", "000", "飞弹三色围棋（N）中的N值通常设定为3", "N flybombs a side, 3 by default"},
    {Clause::T22_1, "T22.1", "000", "飞弹三色围棋（3）的下法基本同围棋", "how to play: as Go, with the flybomb turns"},
    {Clause::T22_1_a, "T22.1.a", "000", "飞弹三色围棋中飞弹可以在任意回合下出，但下飞弹前要先声明",
     "a flybomb may be thrown in any turn, declared before the own stone"},
    {Clause::T22_1_b, "T22.1.b", "000", "飞弹三色围棋为了满足奇数手下黑子、偶数手下白子", "move numbers: black odd, white even"},
    {Clause::T22_2, "T22.2", "000", "二、基础概念", "basic concepts"},
    {Clause::T22_2_1, "T22.2.1", "000", "与它直线紧邻的空点T（x2，y2）则是这个棋子的“气”", "liberty"},
    {Clause::T22_2_2, "T22.2.2", "000", "那么这两个棋子就处于两子紧邻状态", "adjacent stones"},
    {Clause::T22_2_3, "T22.2.3", "000", "这样的整体称为棋串", "string"},
    {Clause::T22_2_4, "T22.2.4", "000", "两个棋串要紧邻，则这两个棋串必需是异色棋串", "adjacent strings"},
    {Clause::T22_2_5, "T22.2.5", "000", "这样的整体称为空点串", "empty string"},
    {Clause::T22_2_6, "T22.2.6", "000", "此环状带可以将棋盘分成两个区域，而且此两个区域没有一条由连续紧邻的空点形成的路径相连接",
     "enclosed region"},
    {Clause::T22_2_7, "T22.2.7", "000", "由颜色相同的棋串或颜色相同的棋串和边界外区域（含中性花棋串）形成的含有空点串的封闭区域，通常又称为眼",
     "eye"},
    {Clause::T22_2_8, "T22.2.8", "000", "由一个黑棋串独享或者说规则理论上可以独享的眼（空点串），也即是这个黑棋串的私眼", "private eye"},
    {Clause::T22_2_8_1, "T22.2.8(1)", "000", "棋盘上的一切花棋串皆视同边界外区域", "private eyes are judged on the bottom board, flowers as the edge"},
    {Clause::T22_2_8_2, "T22.2.8(2)", "000", "黑棋串私眼内有“至少一个”空点串与这个黑棋串紧邻，而且紧邻它的这一个或多个空点串不能与其它黑棋串紧邻",
     "an empty string next to A, none of them next to another string of A's colour"},
    {Clause::T22_2_8_3, "T22.2.8(3)", "000", "黑棋串私眼内与其紧邻的空点串可以与其它白棋串紧邻，但是这些白棋串不能具有1气及1气以上的眼，或者模拟推演",
     "the opponent strings have no eye and cannot make one by simulated additions"},
    {Clause::T22_3, "T22.3", "000", "三、底层棋局、全息棋局和棋串属性", "bottom board, holographic board, string attributes"},
    {Clause::T22_3_1, "T22.3.1", "000", "黑棋串和白棋串的属性同传统两色围棋", "black and white strings as in Go"},
    {Clause::T22_3_2, "T22.3.2", "000", "花棋串则具有底层属性和上层属性等两层属性", "a flower string's two attributes"},
    {Clause::T22_3_2_1, "T22.3.2(1)", "000", "底层属性由花棋串单性逻辑规则（又称为底层逻辑规则）定义并与底层棋局绑定",
     "the bottom attribute: always a neutral separator"},
    {Clause::T22_3_2_2, "T22.3.2(2)", "000", "上层属性由花棋串三性逻辑规则（又称为上层逻辑规则）定义并与全息棋局绑定",
     "the upper attribute: neutral, black-like or white-like, on the holographic board"},
    {Clause::T22_3_2_3, "T22.3.2(3)", "000", "此花棋串无气（气数等于 0 ）仍可存活", "a neutral flower string without liberty lives"},
    {Clause::T22_3_2_4, "T22.3.2(4)", "000", "此花棋串的归属和生死则按照黑棋串（黑棋串子串）或白棋串（白棋串子串）判断处理",
     "a black-like (white-like) flower string is owned, lives and dies as a black (white) string"},
    {Clause::T22_4, "T22.4", "000", "四、花棋串三性逻辑规则", "the attribute table"},
    {Clause::T22_4_1, "T22.4.1", "000", "1、当HEIy+BAIy=0，则花棋串X的上层属性为“中性分隔串属性（中性）”", "no eyed neighbour: neutral"},
    {Clause::T22_4_2_1, "T22.4.2.1", "000", "2.1、当HEIy>BAIy，则花棋串X的上层属性为“黑棋串属性（黑性）”", "more eyed black neighbours: black-like"},
    {Clause::T22_4_2_2, "T22.4.2.2", "000", "2.2、当HEIy<BAIy，则花棋串X的上层属性为“白棋串属性（白性）”", "more eyed white neighbours: white-like"},
    {Clause::T22_4_2_3, "T22.4.2.3", "000", "2.3、当HEIy=BAIy（HEIy、BAIy≥1）", "as many eyed of each: the eyeless neighbours decide"},
    {Clause::T22_4_2_3_1, "T22.4.2.3.1", "000", "2.3.1、当HEIo>BAIo，则花棋串X的上层属性为“黑棋串属性（黑性）”", "more eyeless black neighbours: black-like"},
    {Clause::T22_4_2_3_2, "T22.4.2.3.2", "000", "2.3.2、当HEIo<BAIo，则花棋串X的上层属性为“白棋串属性（白性）”", "more eyeless white neighbours: white-like"},
    {Clause::T22_4_2_3_3, "T22.4.2.3.3", "000", "2.3.3、当HEIo=BAIo，则花棋串X的上层属性为“中性分隔串属性（中性）”", "as many eyeless of each: neutral"},
    {Clause::T22_5, "T22.5", "000", "飞弹的禁手（禁着点）在全息棋局中进行判断", "forbidden points of a flybomb, judged on the holographic board"},
    {Clause::T22_5_1, "T22.5.1", "000", "提吃黑棋串或白棋串的提吃点是飞弹的禁着点", "the capture point"},
    {Clause::T22_5_2, "T22.5.2", "000", "彼方（对方）棋串的一气眼，是此方（我方）所下飞弹的禁着点", "the opponent's one-liberty eye"},
    {Clause::T22_5_3, "T22.5.3", "000", "彼方（对方）棋串的虎口，是此方（我方）所下飞弹的禁着点", "the opponent's tiger's mouth"},
    {Clause::T22_6, "T22.6", "000", "六、下棋流程（适用于计算机程序棋手和人类棋手）", "the procedure of every stone"},
    {Clause::T22_6_1, "T22.6(1)", "000", "如果是禁着点，则返回重新选择下子点或下虚着（Pass）", "a forbidden point: choose again or pass"},
    {Clause::T22_6_2, "T22.6(2)", "000", "如果不是禁着点，而是提吃点，则将棋子下在此点并完成提吃操作", "a capture point: play and capture, then update"},
    {Clause::T22_6_3, "T22.6(3)", "000", "如果不是禁着点，也不是提吃点，则将棋子下在此点", "otherwise: play, then update"},
    {Clause::T22_7, "T22.7", "000", "黑棋贴还3又3/4子（3.75子）", "komi and the result"},
    {Clause::T22_8, "T22.8", "000", "八、飞弹三色围棋（3）的三种对弈模式", "the three modes A, B, C"},
    // The 2018 text (seed 001).
    {Clause::T18_0, "T18.0", "001", "飞刀是钝刀，也即花子不具有提吃黑棋串或白棋串的功能", "the flybomb is a blunt knife: it cannot capture"},
    {Clause::T18_1, "T18.1", "001", "此环状带可以将棋盘分成内部区域和外部区域", "enclosed region (inner part) and private eye, 2018"},
    {Clause::T18_2, "T18.2", "001", "花棋串的底层属性皆被设定为中性分隔串属性", "the bottom attribute, 2018"},
    {Clause::T18_3, "T18.3", "001", "三、花棋串上层属性变化规则", "the attribute table, 2018"},
    {Clause::T18_3_1, "T18.3.1", "001", "一个花棋串没有紧邻黑棋串和紧邻白棋串，或者其所有的紧邻黑棋串和紧邻白棋串皆无私眼，则此花棋串的上层属性为“中性分隔串属性”",
     "no adjacent string with a private eye: neutral (2018; T22.4.1)"},
    {Clause::T18_3_2a, "T18.3.2a", "001", "至少一个紧邻黑棋串含有私眼，所有紧邻白棋串皆无私眼时，则此花棋串的上层属性为“黑棋串属性”",
     "only black strings with a private eye: black-like (2018)"},
    {Clause::T18_3_2b, "T18.3.2b", "001", "至少一个紧邻白棋串含有私眼，所有紧邻黑棋串皆无私眼时，则此花棋串的上层属性为“白棋串属性”",
     "only white strings with a private eye: white-like (2018)"},
    {Clause::T18_3_2c, "T18.3.2c", "001", "至少一个紧邻黑棋串含有私眼，并且至少一个紧邻白棋串含有私眼时，则比较与此花棋串紧邻的含有私眼黑棋串和紧邻的含有私眼白棋串个数",
     "strings of both colours with a private eye: compare their numbers (2018)"},
    {Clause::T18_3_2c_1, "T18.3.2c.1", "001", "当含私眼黑棋串个数>含私眼白棋串个数时，则此花棋串的上层属性为“黑棋串属性”",
     "more black strings with a private eye: black-like (2018; T22.4.2.1)"},
    {Clause::T18_3_2c_2, "T18.3.2c.2", "001", "当含私眼黑棋串个数<含私眼白棋串个数时，则此花棋串的上层属性为“白棋串属性”",
     "more white strings with a private eye: white-like (2018; T22.4.2.2)"},
    {Clause::T18_3_2c_3, "T18.3.2c.3", "001", "当含私眼黑棋串个数=含私眼白棋串个数时，则比较与此花棋串紧邻的无私眼黑棋串和紧邻的无私眼白棋串个数",
     "a tie: compare the strings without a private eye (2018; T22.4.2.3)"},
    {Clause::T18_3_2c_3_1, "T18.3.2c.3.1", "001", "当无私眼黑棋串个数>无私眼白棋串个数时，则此花棋串的上层属性为“黑棋串属性”",
     "a tie, more black strings without: black-like (2018; T22.4.2.3.1)"},
    {Clause::T18_3_2c_3_2, "T18.3.2c.3.2", "001", "当无私眼黑棋串个数<无私眼白棋串个数时，则此花棋串的上层属性为“白棋串属性”",
     "a tie, more white strings without: white-like (2018; T22.4.2.3.2)"},
    {Clause::T18_3_2c_3_3, "T18.3.2c.3.3", "001", "当无私眼黑棋串个数=无私眼白棋串个数时，则此花棋串的上层属性为“中性分隔串属性”",
     "a tie both ways: neutral (2018; T22.4.2.3.3)"},
    {Clause::T18_4, "T18.4", "001", "四、飞弹围棋中飞弹（花子）的特别禁着（禁着点）有如下三种", "forbidden points of a flybomb, 2018"},
    {Clause::T18_5, "T18.5", "001", "五、飞弹围棋的下棋流程", "the procedure, 2018"},
    // The 2018 private-eye explainer (seed 004).
    {Clause::T18E_P1, "T18E.P1", "004", "棋串A或棋串A与边界外区域（含花棋串）形成至少一个封闭区域", "A forms at least one enclosed region"},
    {Clause::T18E_P2, "T18E.P2", "004", "在考察的此封闭区域内，棋串A至少紧邻一个空点串", "A touches an empty string in the region"},
    {Clause::T18E_S1, "T18E.S1", "004", "第一步：如果黑棋串A紧邻或关联花棋串，则先将其紧邻或关联的花棋串视同棋盘边界外区域",
     "step 1: flowers as the edge"},
    {Clause::T18E_S2, "T18E.S2", "004", "第二步：查找出这个黑棋串A或这个黑棋串A与边界外区域", "step 2: find the enclosed regions"},
    {Clause::T18E_S3, "T18E.S3", "004", "第三步：再分别考察R、S、T等封闭区域", "step 3: examine each region"},
    {Clause::T18E_S3_1, "T18E.S3.1", "004", "如果封闭区域R内没有其它棋串，只有空点串，那么封闭区域R就是这个黑棋串A的私眼",
     "only empty points: a private eye"},
    {Clause::T18E_S3_2, "T18E.S3.2", "004", "如果封闭区域R内有其它同色黑色棋串，那么封闭区域R就不是这个黑棋串A的私眼",
     "another string of A's colour: not a private eye"},
    {Clause::T18E_S3_3, "T18E.S3.3", "004", "如果封闭区域R内没有其它同色黑色棋串，但有其它异色白色棋串", "strings of the other colour"},
    {Clause::T18E_S3_3_1, "T18E.S3.3.1", "004", "如果这些白色棋串具有1气以上的眼（含真眼和假眼），那么封闭区域R就不是这个黑棋串A的私眼", "they have an eye: not a private eye"},
    {Clause::T18E_S3_3_2, "T18E.S3.3.2", "004", "再模拟推演：在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼，如果能为白棋做出1气眼，那么封闭区域R就不是这个黑棋串A的私眼；如果不能为白棋做出1气眼，那么封闭区域R就是这个黑棋串A的私眼",
     "the simulation: can the opponent make a one-liberty eye?"},
};

}  // namespace

const std::vector<ClauseInfo>& clause_table() { return kClauses; }

const ClauseInfo& info(Clause c) {
  const ClauseInfo& out = kClauses.at(static_cast<std::size_t>(c));
  assert(out.clause == c);  // the table is in enum order (oracle/tests/clauses_test.cpp)
  return out;
}

std::string_view clause_id(Clause c) { return info(c).id; }

const ClauseInfo* find_clause(std::string_view id) {
  for (const ClauseInfo& c : kClauses)
    if (c.id == id) return &c;
  return nullptr;
}

std::optional<Clause> parse_clause(std::string_view id) {
  const ClauseInfo* c = find_clause(id);
  return c ? std::optional<Clause>(c->clause) : std::nullopt;
}

std::string clause_group(Clause c) {
  const std::string_view id = clause_id(c);
  const std::string_view s = id.substr(0, id.find('('));
  const auto first = s.find('.');
  if (first == std::string_view::npos) return std::string(s);
  return std::string(s.substr(0, s.find('.', first + 1)));
}

std::string clause_ids(const std::vector<Clause>& clauses) {
  std::string out;
  for (Clause c : clauses) out += (out.empty() ? "" : " ") + std::string(clause_id(c));
  return out;
}

std::ostream& operator<<(std::ostream& out, Clause c) { return out << clause_id(c); }

}  // namespace f3go
