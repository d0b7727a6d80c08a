// Moves (T22.1): a stone, a flybomb turn (own stone, then a flower point or a flower pass), a pass.
// Text form, used by corpus cases and the command line: "B C3", "W pass", "B C3 F D4",
// "B C3 F pass" (the flybomb is declared, its flower passed: A19).
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "oracle/colour.h"
#include "oracle/point.h"

namespace f3go {

struct Move {
  enum class Kind : std::uint8_t {
    stone,
    flybomb,
    pass
  };
  Kind kind = Kind::pass;
  Colour colour = Colour::black;
  Point stone{};                // stone and flybomb turns: the own stone
  std::optional<Point> flower;  // flybomb turns: the flower point; nullopt = flower pass

  static Move make_stone(Colour c, Point p) { return {Kind::stone, c, p, std::nullopt}; }
  static Move make_pass(Colour c) { return {Kind::pass, c, {}, std::nullopt}; }
  static Move make_flybomb(Colour c, Point p, std::optional<Point> f) { return {Kind::flybomb, c, p, f}; }
  friend bool operator==(const Move&, const Move&) = default;
};

std::string to_text(const Move& m);
// Throws InputError(where, …) naming what is wrong.
Move parse_move(std::string_view text, int size, const std::string& where);

}  // namespace f3go
