// The engine registry: the one table of the built-in engines by name, which every command that
// takes `--engine NAME` uses (analyze, certify, verify, perft, replay, gtp).
// `reference-literal` is the reference with its simulated eye-making answered by the literal
// search (reference/README.md): a check of the reference's one algorithmic exception.
// `optimized` and `optimized-stateless` are one Engine (each board played by the compilation of the
// optimized engine for its size: by_size.h); they differ in the game their GTP server plays through
// (make_game): the incremental optimized::Game, or the Engine asked position by position.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "gtp/game_state.h"
#include "oracle/engine.h"

namespace f3go::judge {

// The names of the built-in engines, in the order the help text lists them.
std::vector<std::string> engine_names();

// True when `name` is a built-in engine.
bool is_engine_name(const std::string& name);

// True when the engine of that name can leave a question unknown instead of answering it (the Z3
// engine: a timeout, or a question outside its encoded fragment; judge/engines/smt_engine.h SmtUnknown).
// False for a name that is not a built-in engine.
bool may_answer_unknown(const std::string& name);

// A fresh engine of that name; InputError naming `where` and the valid names otherwise.
std::unique_ptr<Engine> make_engine(const std::string& name, const std::string& where);

// The game the GTP server of the engine of that name plays through (`f3go gtp --engine NAME`, and
// certify's built-in server): the incremental optimized::Game for `optimized`
// (judge/engines/incremental_game.h), the engine asked position by position (gtp::EngineGame) for every
// other name. InputError naming `where` and the valid names for a name that is no engine.
std::unique_ptr<gtp::GameState> make_game(const std::string& name, const std::string& where);

// "reference, reference-literal, optimized, …": the names for messages and help texts.
std::string engine_names_text();

}  // namespace f3go::judge
