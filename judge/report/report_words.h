// The words of the rule author's report (judge/report/report.h): moves numbered as he numbers them
// (T22.1.b), the questions of the corpus and their answers in Chinese, the points in his notation.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "oracle/corpus.h"

namespace f3go::judge {

// The moves of a case numbered from `first` (the number of the position's next move) by
// next_move_number (oracle/position.h): a flybomb turn's own stone k, its virtual flybomb k+1,
// its flower (or 虚着, a passed flower) k+2.
std::string zh_moves(const std::vector<Move>& moves, int first);

// The question of a case, in words.
std::string zh_question(const Case& c);

// A canonical answer to the case's question, in words (boards are drawn by the caller).
std::string zh_answer(const Case& c, const std::string& answer);

// The name of the i-th reading of a question (i from 0): 读法甲, 读法乙, …
// Precondition: i < 10.
std::string reading_label(std::size_t i);

// A reading of a switch in the report's words: its ID and the reading's label (A08取读法丙).
// Precondition: r is a reading of s.
std::string zh_reading(Switch s, int r);

// The rules in words: the profile, then each switch off its default as its ID and reading label
// (A08取读法丙) and each parameter off its default (贴目5), as in "2022年版（A08取读法丙，贴目5）".
std::string zh_rules(const Rules& rules);

// A list of points in the author's notation, joined by 、.
std::string zh_points(const std::vector<Point>& ps);

}  // namespace f3go::judge
