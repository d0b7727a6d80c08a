// Z3's notes in the text of `f3go explain --smt` (judge/report/explain_smt.h): the region where white
// adds B5 and makes the eye A5 (corpus case pe_opponent_can_make_eye) gets Z3's verdict beside the
// reference's, its minimal witness with the proof, and the witness replayed through the reference,
// in English and in Chinese; without the notes the explanation names no Z3.
#include "judge/report/explain_smt.h"

#include <gtest/gtest.h>

#include <string>

#include "oracle/point.h"
#include "oracle/position_text.h"

namespace f3go::judge {
namespace {

const PositionFile kOpponentEye = parse_position_text(
    "size: 5\nrules: 2018\n5 . . X . .\n4 O X X . .\n3 X X . . .\n2 . . . . .\n1 . . . . .\n", "p.pos");

std::string explained(Lang lang, bool smt) {
  const Board& b = kOpponentEye.position.board;
  SmtNotes notes(b, kOpponentEye.rules);
  return explain_text(b, kOpponentEye.rules, *parse_gtp("C5", b.size()), lang, smt ? &notes : nullptr);
}

TEST(SmtNotes, ShowZ3sWitnessBesideTheReferences) {
  const std::string en = explained(Lang::en, true);
  EXPECT_NE(en.find("Z3: not a private eye of A (T18E.S3.3.2), as the reference"), std::string::npos) << en;
  EXPECT_NE(en.find("Z3's witness: adds B5, then the one-liberty eye is at A5; 1 stones, proven minimal"),
            std::string::npos)
      << en;
  EXPECT_NE(en.find("replayed through the reference: holds"), std::string::npos) << en;
  EXPECT_EQ(en.find("differs"), std::string::npos) << en;
  EXPECT_EQ(explained(Lang::en, false).find("Z3"), std::string::npos);
}

TEST(SmtNotes, SpeakChineseInAChineseExplanation) {
  const std::string zh = explained(Lang::zh, true);
  EXPECT_NE(zh.find("Z3: 不是棋串A的私眼 (T18E.S3.3.2)，与参考实现相同"), std::string::npos) << zh;
  EXPECT_NE(zh.find("经参考实现复演：成立"), std::string::npos) << zh;
  EXPECT_EQ(zh.find("replayed"), std::string::npos) << zh;
}

}  // namespace
}  // namespace f3go::judge
