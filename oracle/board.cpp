#include "oracle/board.h"

#include <stdexcept>

namespace f3go {

Board::Board(int size) : size_(size), empty_count_(size * size) {
  if (size < kMinSize || size > kMaxSize)
    throw std::invalid_argument("board size " + std::to_string(size) + " is outside 2..19");
  cells_.assign(static_cast<std::size_t>(size * size), Cell::empty);
}

std::vector<Point> Board::points() const {
  std::vector<Point> ps;
  ps.reserve(cells_.size());
  for (int i = 0; i < area(); ++i) ps.push_back(point(i));
  return ps;
}

Neighbours Board::neighbours(Point p) const {
  Neighbours ns;
  const Point cand[4] = {{p.x, p.y - 1}, {p.x - 1, p.y}, {p.x + 1, p.y}, {p.x, p.y + 1}};
  for (const Point& q : cand)
    if (on_board(q)) ns.push_back(q);
  return ns;
}

std::string diagram(int size, const std::vector<char>& symbols) {
  static constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRST";
  std::string s;
  const int width = size >= 10 ? 2 : 1;
  for (int y = size - 1; y >= 0; --y) {
    std::string row = std::to_string(y + 1);
    s += std::string(static_cast<std::size_t>(width) - row.size(), ' ') + row;
    for (int x = 0; x < size; ++x) {
      s += ' ';
      s += symbols[static_cast<std::size_t>(y * size + x)];
    }
    s += '\n';
  }
  s += std::string(static_cast<std::size_t>(width), ' ');
  for (int x = 0; x < size; ++x) {
    s += ' ';
    s += kColumns[static_cast<std::size_t>(x)];
  }
  s += '\n';
  return s;
}

std::string diagram(const Board& b) {
  std::vector<char> symbols;
  for (Cell c : b.cells()) symbols.push_back(symbol(c));
  return diagram(b.size(), symbols);
}

Board board_from_rows(const std::vector<std::string>& rows) {
  Board b(static_cast<int>(rows.size()));
  for (int r = 0; r < b.size(); ++r) {
    int x = 0;
    for (char ch : rows[static_cast<std::size_t>(r)]) {
      if (ch == ' ') continue;
      Cell c;
      if (ch == '.') c = Cell::empty;
      else if (ch == 'X') c = Cell::black;
      else if (ch == 'O') c = Cell::white;
      else if (ch == 'F') c = Cell::flower;
      else throw std::invalid_argument(std::string("bad board symbol '") + ch + "'");
      if (x >= b.size()) throw std::invalid_argument("board row too long");
      b.set({x++, b.size() - 1 - r}, c);
    }
    if (x != b.size()) throw std::invalid_argument("board row too short");
  }
  return b;
}

}  // namespace f3go
