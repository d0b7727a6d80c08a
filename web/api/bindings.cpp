// The browser's API handed to JavaScript (embind): each function of oracle_api.h and the game of
// game_session.h returns an Answer — the text, or the message of the InputError (or any other
// exception) that stopped it — so that no exception crosses into JavaScript as a bare pointer;
// web/api/load.js turns an error into a JavaScript Error and the JSON texts into objects.
#include <emscripten/bind.h>

#include <exception>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "judge/report/question_texts.h"
#include "oracle/error.h"
#include "web/api/game_session.h"
#include "web/api/oracle_api.h"

namespace f3go::web {
namespace {

struct Answer {
  std::string text;
  std::string error;  // empty: none
};

template <class F>
Answer answer(F&& f) {
  try {
    return {f(), ""};
  } catch (const std::exception& e) {
    return {"", e.what()[0] ? e.what() : "error"};
  } catch (...) {
    return {"", "an unknown error"};
  }
}

// The report's words of the switches, embedded in the module at /questions.zh.txt (web/CMakeLists.txt).
std::string switches() {
  std::ifstream in("/questions.zh.txt", std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return switches_json(judge::parse_question_texts(text.str(), "questions.zh.txt"));
}

// A game: made empty, then started, so that a bad position is an Answer, not a thrown constructor.
class GameHandle {
 public:
  Answer start(const std::string& position_text, const std::string& rules_text) {
    return answer([&] {
      game_ = std::make_unique<GameSession>(position_text, rules_text);
      return std::string();
    });
  }
  Answer play(const std::string& move_text) {
    return answer([&] { return started().play(move_text); });
  }
  bool undo() { return game_ && game_->undo(); }
  Answer position() {
    return answer([&] { return started().position(); });
  }
  Answer sgf() {
    return answer([&] { return started().sgf(); });
  }

 private:
  GameSession& started() {
    if (!game_) throw InputError("game", "not started");
    return *game_;
  }
  std::unique_ptr<GameSession> game_;
};

}  // namespace
}  // namespace f3go::web

EMSCRIPTEN_BINDINGS(f3go) {
  using namespace f3go::web;
  using std::string;
  emscripten::value_object<Answer>("Answer").field("text", &Answer::text).field("error", &Answer::error);
  emscripten::function(
      "version", +[] { return string(F3GO_VERSION); });
  emscripten::function(
      "switches", +[] { return answer(switches); });
  emscripten::function(
      "rulesText", +[](const string& profile, const string& settings) {
        return answer([&] { return rules_text(profile, settings); });
      });
  emscripten::function(
      "analyze", +[](const string& position, const string& rules) {
        return answer([&] { return analyze_json(position, rules); });
      });
  emscripten::function(
      "legal", +[](const string& position, const string& rules) {
        return answer([&] { return legal_json(position, rules); });
      });
  emscripten::function(
      "explain", +[](const string& position, const string& rules, const string& point, const string& lang) {
        return answer([&] { return explain(position, rules, point, lang); });
      });
  emscripten::function(
      "checkCase", +[](const string& text, const string& file) {
        return answer([&] { return check_case_json(text, file); });
      });
  emscripten::function(
      "positionFromSgf", +[](const string& sgf) { return answer([&] { return position_from_sgf(sgf); }); });
  emscripten::function(
      "sgfFromPosition", +[](const string& position) {
        return answer([&] { return sgf_from_position(position); });
      });
  emscripten::class_<GameHandle>("GameHandle")
      .constructor<>()
      .function("start", &GameHandle::start)
      .function("play", &GameHandle::play)
      .function("undo", &GameHandle::undo)
      .function("position", &GameHandle::position)
      .function("sgf", &GameHandle::sgf);
}
