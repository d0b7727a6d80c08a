// The colours of F3Go (docs/rules.md): black B (黑), white W (白), flower F (花子).
#pragma once
#include <array>
#include <cstdint>
#include <string_view>

namespace f3go {

// A side of the game: the player who moves, or the colour of a black/white stone.
enum class Colour : std::uint8_t {
  black = 0,
  white = 1
};

constexpr Colour opponent(Colour c) { return c == Colour::black ? Colour::white : Colour::black; }
constexpr int index(Colour c) { return static_cast<int>(c); }
constexpr std::array<Colour, 2> kColours{Colour::black, Colour::white};
std::string_view name(Colour c);  // "black" / "white"
constexpr char letter(Colour c) { return c == Colour::black ? 'B' : 'W'; }

// A cell of the bottom board (底层棋局).
enum class Cell : std::uint8_t {
  empty = 0,
  black = 1,
  white = 2,
  flower = 3
};

constexpr Cell stone(Colour c) { return c == Colour::black ? Cell::black : Cell::white; }
constexpr bool is_stone(Cell c) { return c == Cell::black || c == Cell::white; }
constexpr Colour colour_of(Cell c) { return c == Cell::black ? Colour::black : Colour::white; }
char symbol(Cell c);            // '.', 'X', 'O', 'F'
std::string_view name(Cell c);  // "empty", "black", "white", "flower"

// The upper attribute (上层属性) of a flower string (T22.3.2(2), T22.4).
enum class Attribute : std::uint8_t {
  neutral = 0,
  black = 1,
  white = 2
};
std::string_view name(Attribute a);  // "neutral", "black", "white"

// A point of the holographic board (全息棋局, T22.3.2(2)): flowers shown by their attribute.
enum class HoloCell : std::uint8_t {
  empty = 0,
  black = 1,
  white = 2,
  neutral = 3
};
char symbol(HoloCell c);  // '.', 'X', 'O', 'F'
std::string_view name(HoloCell c);

}  // namespace f3go
