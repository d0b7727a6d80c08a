#include "oracle/move.h"

#include <sstream>
#include <vector>

#include "oracle/error.h"
#include "oracle/format.h"

namespace f3go {

std::string to_text(const Move& m) {
  std::string s(1, letter(m.colour));
  if (m.kind == Move::Kind::pass) return s + " pass";
  s += " " + to_gtp(m.stone);
  if (m.kind == Move::Kind::flybomb) s += " F " + (m.flower ? to_gtp(*m.flower) : std::string("pass"));
  return s;
}

Move parse_move(std::string_view text, int size, const std::string& where) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> w;
  for (std::string t; in >> t;) w.push_back(t);
  auto bad = [&](const std::string& what) {
    return InputError(where, what + " in move " + quote(text) +
                                 " (forms: 'B C3', 'W pass', 'B C3 F D4', 'B C3 F pass')");
  };
  if (w.empty()) throw bad("empty move");
  Colour c;
  if (w[0] == "B" || w[0] == "b") c = Colour::black;
  else if (w[0] == "W" || w[0] == "w") c = Colour::white;
  else throw bad("unknown colour " + quote(w[0]));
  auto point = [&](const std::string& t) {
    auto p = parse_point(t, size);
    if (!p) throw bad(quote(t) + " is not a point of a " + std::to_string(size) + "x" + std::to_string(size) + " board");
    return *p;
  };
  if (w.size() == 2 && (w[1] == "pass" || w[1] == "PASS")) return Move::make_pass(c);
  if (w.size() == 2) return Move::make_stone(c, point(w[1]));
  if (w.size() == 4 && (w[2] == "F" || w[2] == "f")) {
    Point p = point(w[1]);
    if (w[3] == "pass" || w[3] == "PASS") return Move::make_flybomb(c, p, std::nullopt);
    return Move::make_flybomb(c, p, point(w[3]));
  }
  throw bad("wrong number of words");
}

}  // namespace f3go
