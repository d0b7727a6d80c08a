// T22.7 「将黑、白两方逻辑死子清理出棋盘后」: the agreed dead list (A21 `input`) names black and white
// stones. A flower is never in it: T22.3.2(4) 「此花棋串的归属和生死则按照黑棋串（黑棋串子串）…判断处理」
// — a black-like or white-like flower lives and dies with its string, and whether it leaves the
// board with the string is A35 `score.dead_flowers`; a neutral flower belongs to neither side. A
// flower in the list is bad input, named, and never dropped.
#pragma once
#include <string>
#include <vector>

#include "oracle/board.h"

namespace f3go {

// Throws InputError at `where` naming the first listed point that holds a flower of `bottom`.
// Points off the board or empty are left to the caller (the scores ignore them).
void refuse_listed_flowers(const Board& bottom, const std::vector<Point>& dead, const std::string& where);

// The error's text for a listed flower at p.
std::string listed_flower_error(Point p);

}  // namespace f3go
