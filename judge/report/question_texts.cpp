// The report's words of each switch (question_texts.h).
#include "judge/report/question_texts.h"

#include "judge/report/keyed_text.h"
#include "oracle/error.h"
#include "oracle/format.h"

namespace f3go::judge {

std::optional<Switch> switch_with_id(std::string_view id) {
  const std::optional<Switch> s = find_switch(id);
  return s && info(*s).id == id ? s : std::nullopt;
}

std::map<std::string, QuestionText> parse_question_texts(std::string_view text, const std::string& file) {
  std::map<std::string, QuestionText> texts;
  for (const KeyedSection& section : parse_keyed_sections(text, file)) {
    const std::optional<Switch> sw = switch_with_id(section.id);
    if (!sw) throw InputError(section.where, quote("[" + section.id + "]") + " names no switch of the register");
    QuestionText& t = texts[section.id];
    for (const KeyedLine& k : section.lines) {
      if (k.key == "问") t.question = k.value;
      else if (k.key == "文") t.text = k.value;
      else if (k.key == "理由") t.reason = k.value;
      else if (k.key == "例") t.example = k.value;
      else if (find_reading(*sw, k.key)) t.readings[k.key] = k.value;
      else throw InputError(k.where, quote(k.key) + " is neither 问, 文, 理由, 例 nor a reading of " + section.id);
    }
  }
  for (const SwitchInfo& s : switch_table()) {
    if (s.readings.size() < 2) continue;
    auto it = texts.find(std::string(s.id));
    if (it == texts.end()) throw InputError(file, "no entry [" + std::string(s.id) + "]");
    if (it->second.question.empty()) throw InputError(file, "[" + std::string(s.id) + "] has no 问");
    for (std::string_view r : s.readings)
      if (!it->second.readings.count(std::string(r)))
        throw InputError(file, "[" + std::string(s.id) + "] does not describe the reading " + std::string(r));
  }
  return texts;
}

}  // namespace f3go::judge
