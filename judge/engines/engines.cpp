// The engine registry (engines.h).
#include "judge/engines/engines.h"

#include <algorithm>
#include <functional>
#include <utility>

#include "oracle/error.h"
#include "judge/engines/by_size.h"
#include "judge/engines/smt_engine.h"
#include "reference/engine.h"

namespace f3go::judge {
namespace {

using Factory = std::function<std::unique_ptr<Engine>()>;

struct Entry {
  std::string name;
  Factory make;
  bool may_answer_unknown = false;
  bool incremental = false;  // its GTP server plays through optimized::Game (GameBySize)
};

const std::vector<Entry>& registry() {
  static const std::vector<Entry> table{
      {"reference", [] { return std::make_unique<reference::ReferenceEngine>(); }},
      {"reference-literal", [] { return reference::literal_engine(); }},
      {"optimized", [] { return std::make_unique<EngineBySize>(); }, false, true},
      {"optimized-stateless", [] { return std::make_unique<EngineBySize>(); }},
      {"smt", [] { return make_smt_engine(); }, true},
  };
  return table;
}

}  // namespace

std::vector<std::string> engine_names() {
  std::vector<std::string> out;
  for (const Entry& e : registry()) out.push_back(e.name);
  return out;
}

bool is_engine_name(const std::string& name) {
  const auto names = engine_names();
  return std::find(names.begin(), names.end(), name) != names.end();
}

std::string engine_names_text() {
  std::string s;
  for (const auto& name : engine_names()) s += (s.empty() ? "" : ", ") + name;
  return s;
}

bool may_answer_unknown(const std::string& name) {
  for (const Entry& e : registry())
    if (e.name == name) return e.may_answer_unknown;
  return false;
}

std::unique_ptr<Engine> make_engine(const std::string& name, const std::string& where) {
  for (const Entry& e : registry())
    if (e.name == name) return e.make();
  throw InputError(where, "unknown engine '" + name + "' (valid: " + engine_names_text() + ")");
}

std::unique_ptr<gtp::GameState> make_game(const std::string& name, const std::string& where) {
  for (const Entry& e : registry())
    if (e.name == name && e.incremental) return std::make_unique<GameBySize>(name);
  return std::make_unique<gtp::EngineGame>(make_engine(name, where), name);
}

}  // namespace f3go::judge
