#include "oracle/dead_list.h"

#include "oracle/clauses.h"
#include "oracle/error.h"

namespace f3go {

std::string listed_flower_error(Point p) {
  return to_gtp(p) + " holds a flower: the dead list names black and white stones (" +
         std::string(clause_id(Clause::T22_7)) + "); a flower lives and dies with its string (" +
         std::string(clause_id(Clause::T22_3_2_4)) + "), as score.dead_flowers says";
}

void refuse_listed_flowers(const Board& bottom, const std::vector<Point>& dead, const std::string& where) {
  for (Point p : dead)
    if (bottom.on_board(p) && bottom.at(p) == Cell::flower) throw InputError(where, listed_flower_error(p));
}

}  // namespace f3go
