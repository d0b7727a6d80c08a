// `f3go rules --check FILE`: a rules file with the rule author's answers (oracle/rules.h
// parse_rules_answers; the form of `f3go report` saves one) is read and shown: the rules it
// yields (the compact form that `--rules FILE` gives every subcommand), each answer beside the
// program's default, the answers no reading of the program carries ("none of these", a reading of
// an open question that is not yet a switch), and his comments. Bad input: exit status 2, one line
// naming the file, the line and what.
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"
#include "oracle/rules.h"

namespace f3go::cli {
namespace {

// A value of --rules that is a profile: digits alone ("2022", and "2019", an unknown profile).
bool is_profile_word(const std::string& value) {
  return value.find_first_not_of("0123456789") == std::string::npos;
}

// The answers that set a switch (`set:` of a switch name), each beside the profile's default.
void print_readings(std::ostream& out, const RulesAnswers& a) {
  for (const std::string& setting : a.settings) {
    const std::string name = setting.substr(0, setting.find('='));
    const std::optional<Switch> s = find_switch(trim(name));
    if (!s) {
      out << "  parameter " << setting << "\n";
      continue;
    }
    const std::string reading(a.rules.reading_name(*s)), fallback(Rules::for_profile(a.rules.profile).reading_name(*s));
    out << "  " << info(*s).id << " " << info(*s).name << "=" << reading
        << (reading == fallback ? " (the program's default)" : " (the program's default: " + fallback + ")") << "\n";
  }
}

// The answers the program has no reading for.
void print_unimplemented(std::ostream& out, const RulesAnswers& a) {
  for (const std::string& id : a.none) out << "  " << id << ": none of these readings\n";
  for (const auto& [id, k] : a.open) {
    const OpenQuestion* q = find_open_question(id);
    out << "  " << id << ": reading " << k
        << (k == q->implemented ? " (the one the program implements)"
                                : " (not yet a switch: the program implements reading " + std::to_string(q->implemented) + ")")
        << "\n";
  }
}

void print_comments(std::ostream& out, const RulesAnswers& a) {
  for (const auto& [id, text] : a.comments) {
    out << "  " << id << ":";
    std::size_t from = 0;
    while (true) {
      const auto end = text.find('\n', from);
      out << (from ? "\n      " : " ") << text.substr(from, end == std::string::npos ? end : end - from);
      if (end == std::string::npos) break;
      from = end + 1;
    }
    out << "\n";
  }
}

void run_check(const std::string& path) {
  const RulesAnswers a = read_rules_answers(path);
  std::cout << path << ": rules " << compact(a.rules) << "\n";
  std::cout << "readings chosen: " << a.settings.size() << "\n";
  print_readings(std::cout, a);
  std::cout << "answers without a reading of the program: " << a.none.size() + a.open.size() << "\n";
  print_unimplemented(std::cout, a);
  std::cout << "comments: " << a.comments.size() << "\n";
  print_comments(std::cout, a);
}

}  // namespace

RulesAnswers read_rules_answers(const std::string& path) { return parse_rules_answers(read_input_file(path), path); }

RulesChoice rules_choice(const std::string& value, const std::string& where) {
  if (is_profile_word(value)) return {parse_profile(value, where), {}};
  const RulesAnswers a = read_rules_answers(value);
  return {a.rules.profile, a.settings};
}

void add_rules_command(CLI::App& app) {
  auto path = std::make_shared<std::string>();
  CLI::App* sub = app.add_subcommand("rules",
                                     "a rules file with the rule author's answers (the report's form "
                                     "saves one), checked and shown: the rules it yields, his answers "
                                     "and comments");
  sub->add_option("--check", *path, "the rules file to check")->required()->check(not_empty());
  sub->callback([path] { run_check(*path); });
}

}  // namespace f3go::cli
