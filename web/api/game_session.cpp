// A game played through the browser's API (game_session.h).
#include "web/api/game_session.h"

#include <cassert>
#include <sstream>
#include <stdexcept>

#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/json.h"
#include "oracle/position_text.h"
#include "oracle/sgf.h"
#include "reference/engine.h"
#include "web/api/oracle_api.h"

namespace f3go::web {
namespace {

std::vector<std::string> words_of(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

}  // namespace

Move parse_turn(const std::string& text, Colour colour, int size) {
  const std::vector<std::string> w = words_of(text);
  const std::string c = colour == Colour::black ? "B" : "W";
  if (!w.empty() && (w[0] == "B" || w[0] == "W" || w[0] == "b" || w[0] == "w")) return parse_move(text, size, "move");
  if (w.size() == 1) return parse_move(c + " " + w[0], size, "move");
  if (w.size() == 2) return parse_move(c + " " + w[0] + " F " + w[1], size, "move");
  throw InputError("move", quote(text) +
                               " is not a turn: give 'C3', 'pass', 'C3 D4' (a flybomb turn and its flower "
                               "point) or 'C3 pass' (its flower passed)");
}

GameSession::GameSession(const std::string& position_text, const std::string& rules_text) {
  const PositionFile pf = position_of(position_text, rules_text);
  rules_ = pf.rules;
  start_ = pf.position;
  positions_.push_back(start_);
}

std::string GameSession::play(const std::string& move_text) {
  const Position& now = positions_.back();
  const Move m = parse_turn(move_text, now.to_move, now.board.size());
  Position after;
  const MoveOutcome o = reference::ReferenceEngine().play(now, m, rules_, &after);
  if (o.legal) {
    positions_.push_back(std::move(after));
    moves_.push_back(m);
  }
  Json captured = Json::array();
  for (Point p : o.captured) captured.push_back(to_gtp(p));
  const Json out = {{"legal", o.legal},
                    {"reason", o.legal ? Json(nullptr) : Json(o.reason)},
                    {"captured", captured},
                    {"position", position()}};
  return out.dump();
}

bool GameSession::undo() {
  if (moves_.empty()) return false;
  positions_.pop_back();
  moves_.pop_back();
  return true;
}

std::string GameSession::position() const { return write_position_text(positions_.back(), rules_); }

std::string GameSession::sgf() const {
  GameRecord r = record_from(start_, rules_);
  r.moves = moves_;
  try {
    return write_sgf(r);
  } catch (const std::invalid_argument& e) {
    throw InputError("sgf", std::string("cannot write this game as a record: ") + e.what());
  }
}

}  // namespace f3go::web
