// A game played through the browser's API (web/README.md, `new oracle.Game(positionText, rulesText)`):
// the position, the turns played, undo; every turn tried by the reference (reference/engine.h).
#pragma once
#include <string>
#include <vector>

#include "oracle/move.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go::web {

class GameSession {
 public:
  // The game from `position_text` under `rules_text` (web/api/oracle_api.h position_of).
  GameSession(const std::string& position_text, const std::string& rules_text);

  // Tries a turn of the side to move: "C3", "pass", "C3 D4" (a flybomb turn: the own stone, then
  // the flower point) or "C3 pass" (a flybomb turn whose flower is passed, 虚着); the full form of
  // oracle/move.h ("B C3 F D4") is taken too, also for the side not to move (which the reference
  // refuses as it refuses any illegal turn). JSON {legal, reason (null when legal), captured,
  // position (the position text after the turn, or the same position when refused)}.
  std::string play(const std::string& move_text);
  // Takes the last turn back; false when there is none.
  bool undo();
  std::string position() const;
  // The SGF record of the game so far (oracle/sgf.h).
  std::string sgf() const;

 private:
  Rules rules_;
  Position start_;
  std::vector<Position> positions_;  // after each turn, the start first
  std::vector<Move> moves_;
};

// The move of `colour` that `text` names on a board of `size` (the forms of GameSession::play).
Move parse_turn(const std::string& text, Colour colour, int size);

}  // namespace f3go::web
