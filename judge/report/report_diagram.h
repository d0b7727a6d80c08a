// The diagrams of the rule author's report (judge/report/report.h): a board in his notation with what a
// question turns on drawn over it (the point asked, the region examined, the stones the simulation
// adds in their order, the one-liberty eye they make, the attribute of each flower), and the
// private-eye witnesses drawn with the string asked about black.
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "oracle/board.h"
#include "oracle/corpus.h"
#include "oracle/rules.h"

namespace f3go::judge {

// What is drawn over a board.
struct Overlay {
  std::vector<Point> marks;                          // outlined in red: the point or move asked
  std::vector<Point> shaded;                         // the region (or empty string) examined
  std::vector<Point> added;                          // stones the simulation adds, numbered 1, 2, …
  Colour added_colour = Colour::white;               // their colour (the other colour than A's)
  std::vector<Point> eyes;                           // the one-liberty eye found or made
  std::vector<std::pair<Point, Attribute>> flowers;  // flowers drawn with their upper attribute
};

// An overlay with the points asked outlined and nothing else.
Overlay marking(const std::vector<Point>& marks);

// The board as an SVG diagram in the author's notation (columns and rows in Chinese numerals, row
// 一 at the bottom) with the overlay; `asked` (the colour of the string asked about, when there is
// one) is written as the attribute data-string of the svg element.
std::string board_svg(const Board& b, const Overlay& overlay, std::optional<Colour> asked = std::nullopt);
std::string board_svg(const Board& b, const std::vector<Point>& marks);

// The holographic board as drawn: each flower of `bottom` with the attribute the holographic answer
// `rows` (top row first, joined by '/', as the corpus writes it) gives its point.
// Precondition: `bottom` is the bottom board the answer is about.
std::optional<std::pair<Board, Overlay>> holographic_drawing(const Board& bottom, const std::string& rows);

// The holographic board of a case after its moves under `rules`, as the reference computes it, drawn:
// each flower with its attribute; nullopt when the board holds no flower (the holographic board is
// then the bottom board).
std::optional<std::pair<Board, Overlay>> holographic_of(const Case& c, const Rules& rules);

// A case as the report draws it: private-eye questions about a white string are drawn with the
// colours exchanged (the rules treat the colours alike), when the reference engine gives every
// expectation of the exchanged case the original answer; `exchanged` says which happened, and
// `kept_white` that the colours could not be exchanged (the diagram then says so).
struct DrawnCase {
  Case drawn;
  bool exchanged = false;
  bool kept_white = false;
};
DrawnCase drawn_case(const Case& c);

// Why a private eye was found or not, under `rules`, drawn: the region (or empty string) that
// decided shaded (the first private eye, or the first region where the other colour has or makes a
// one-liberty eye; every region when none decided alone), the stones the simulation added there
// numbered, the eye marked; and the reference's finding for each region in words, the one drawn first.
struct EyeWhy {
  Board board;  // the position judged (after the case's moves)
  Overlay overlay;
  std::string words;  // Chinese, the points in the author's notation
};
// Precondition: c.ask is a private-eye question.
EyeWhy eye_why(const Case& c, const Rules& rules);

}  // namespace f3go::judge
