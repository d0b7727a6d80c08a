#include "judge/report/keyed_text.h"

#include <set>
#include <sstream>

#include "oracle/error.h"
#include "oracle/format.h"

namespace f3go::judge {

std::vector<KeyedSection> parse_keyed_sections(std::string_view text, const std::string& file) {
  std::vector<KeyedSection> out;
  std::set<std::string> ids, keys;
  std::istringstream in{std::string(text)};
  std::string raw;
  int line = 0;
  while (std::getline(in, raw)) {
    ++line;
    const std::string where = file + ":" + std::to_string(line);
    const std::string l(trim(raw));
    if (l.empty() || l[0] == '#') continue;
    if (l.front() == '[' && l.back() == ']') {
      const std::string id = l.substr(1, l.size() - 2);
      if (!ids.insert(id).second) throw InputError(where, id + " given twice");
      out.push_back({id, where, {}});
      keys.clear();
      continue;
    }
    const auto colon = l.find(':');
    if (out.empty() || colon == std::string::npos)
      throw InputError(where, "expected '[ID]' or 'KEY: text' under an [ID], not " + quote(l));
    const std::string key(trim(std::string_view(l).substr(0, colon))), value(trim(std::string_view(l).substr(colon + 1)));
    if (value.empty()) throw InputError(where, "'" + key + "' has no text");
    if (!keys.insert(key).second) throw InputError(where, "'" + key + "' given twice");
    out.back().lines.push_back({key, value, where});
  }
  return out;
}

}  // namespace f3go::judge
