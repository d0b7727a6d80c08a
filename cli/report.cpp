// `f3go report`: the rule author's report (judge/report/report.h), one HTML page.
//   f3go report --lang zh --out DIR [--witnesses DIR] [--search FILE]... [--texts FILE] [--register FILE]
//                [--examples DIR]
//   f3go report --answers FILE [--witnesses DIR]
// The sources default to the project's files beside the bundled corpus (default_corpus()):
// corpus/cases/witnesses, docs/ambiguities/search.txt and followups.txt (outputs of f3go ambiguities,
// read by their records: judge/ambiguities_record.h), docs/report/questions.zh.txt,
// docs/report/register.zh.txt and the cases it names in corpus/cases/switches.
// Writes DIR/index.html and prints its path and number of diagrams. With --answers FILE (the rule
// author's answers, saved by the page's form), prints instead (or as well, with --out) which
// witnesses and which other corpus cases change answer under his readings (judge/answers.h).
// Bad input: exit status 2.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "judge/ambiguities_record.h"
#include "judge/answers.h"
#include "judge/engines/engines.h"
#include "judge/report/report.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"

namespace f3go::cli {
namespace {

namespace fs = std::filesystem;

struct ReportOptions {
  std::string lang = "zh";
  std::string out;
  std::string witnesses, texts, register_texts, examples;
  std::vector<std::string> search;
  std::string answers;
};

bool under(const fs::path& file, const fs::path& dir) {
  const std::string f = fs::weakly_canonical(file).string(), d = fs::weakly_canonical(dir).string() + "/";
  return f.compare(0, d.size(), d) == 0;
}

// The corpus with the witnesses (which lie in it unless --witnesses names another folder).
std::vector<Case> corpus_and_witnesses(const fs::path& witnesses) {
  const fs::path corpus = default_corpus();
  std::vector<Case> cases = load_corpus(corpus);
  if (!under(witnesses, corpus))
    for (Case& c : load_corpus(witnesses)) cases.push_back(std::move(c));
  return cases;
}

void print_changes(const std::string& file, const judge::AnswersEffect& effect, const fs::path& witnesses) {
  int witness_changes = 0;
  for (const judge::AnswerChange& ch : effect.changes) {
    const bool witness = under(ch.c->file, witnesses);
    witness_changes += witness;
    std::cout << (witness ? "witness " : "case    ") << ch.c->name << " (" << ch.c->file << ")\n"
              << "  ask: " << ch.c->ask.text << "\n  the program: " << ch.before << "\n  his readings: " << ch.after << "\n";
  }
  std::cout << file << ": " << effect.compared << " cases whose rules his readings change, " << effect.other_profile
            << " of the other profile left out; " << witness_changes << " witnesses and "
            << effect.changes.size() - static_cast<std::size_t>(witness_changes) << " other cases change answer\n";
}

void print_unanswerable(const RulesAnswers& a) {
  for (const std::string& id : a.none) std::cout << "no reading of the program: " << id << " (none of these)\n";
  for (const auto& [id, k] : a.open) std::cout << "no reading of the program: " << id << " (reading " << k << ", not yet a switch)\n";
}

void run_answers(const ReportOptions& o, const fs::path& witnesses) {
  const RulesAnswers a = read_rules_answers(o.answers);
  std::cout << o.answers << ": rules " << compact(a.rules) << "\n";
  const std::vector<Case> cases = corpus_and_witnesses(witnesses);
  std::unique_ptr<Engine> oracle = judge::make_engine("reference", "report --answers");
  print_changes(o.answers, judge::answers_effect(*oracle, cases, a), witnesses);
  print_unanswerable(a);
}

void run_report(const ReportOptions& o) {
  if (o.lang != "zh") throw InputError("report --lang", "only 'zh' (the author's language) is written, not " + quote(o.lang));
  const fs::path root = fs::path(default_corpus()).parent_path();
  const fs::path witnesses = o.witnesses.empty() ? root / "corpus" / "cases" / "witnesses" : fs::path(o.witnesses);
  if (o.out.empty() && o.answers.empty()) throw InputError("report", "give --out DIR (the page) or --answers FILE (what his answers change)");
  if (!o.answers.empty()) run_answers(o, witnesses);
  if (o.out.empty()) return;
  const std::string texts_file = o.texts.empty() ? (root / "docs" / "report" / "questions.zh.txt").string() : o.texts;
  const std::string register_file =
      o.register_texts.empty() ? (root / "docs" / "report" / "register.zh.txt").string() : o.register_texts;
  const fs::path examples = o.examples.empty() ? root / "corpus" / "cases" / "switches" : fs::path(o.examples);
  std::vector<std::string> search_files = o.search;
  if (search_files.empty())
    for (const char* f : {"search.txt", "followups.txt"}) search_files.push_back((root / "docs" / "ambiguities" / f).string());

  judge::ReportSources sources;
  sources.texts = judge::parse_question_texts(read_input_file(texts_file), texts_file);
  sources.register_texts = judge::parse_register_texts(read_input_file(register_file), register_file);
  for (const std::string& f : search_files)
    for (judge::PairResult& r : judge::search_results(read_input_file(f), f)) sources.search.push_back(std::move(r));
  if (sources.search.empty()) throw InputError("report --search", "no results of f3go ambiguities in the files given");
  sources.witnesses = load_corpus(witnesses);
  sources.examples = load_corpus(examples);
  int diagrams = 0;
  const std::string html = judge::report_html(sources, diagrams);

  std::error_code ec;
  fs::create_directories(o.out, ec);
  if (ec) throw InputError("report --out", "cannot create the folder " + o.out + ": " + ec.message());
  const fs::path file = fs::path(o.out) / "index.html";
  std::ofstream out(file);
  out << html;
  out.close();
  if (!out) throw InputError("report --out", "cannot write " + file.string());
  std::cout << file.string() << ": " << sources.search.size() << " results of the finder, " << diagrams << " diagrams\n";
}

}  // namespace

void add_report_command(CLI::App& app) {
  auto o = std::make_shared<ReportOptions>();
  CLI::App* sub = app.add_subcommand("report",
                                     "the rule author's report: each open question on its smallest diagram, "
                                     "with the answer under each reading (HTML, Chinese)");
  sub->add_option("--lang", o->lang, "the language of the report (zh)")->capture_default_str();
  sub->add_option("--out", o->out, "the folder to write index.html into")->check(not_empty());
  sub->add_option("--answers", o->answers,
                  "a rules file of the rule author's answers (saved by the page): print the "
                  "witnesses and corpus cases whose answer his readings change")
      ->check(not_empty());
  sub->add_option("--witnesses", o->witnesses, "the finder's witness cases (default corpus/cases/witnesses)")
      ->check(not_empty());
  sub->add_option("--search", o->search, "the outputs of f3go ambiguities (default docs/ambiguities/search.txt and followups.txt)")
      ->check(not_empty());
  sub->add_option("--texts", o->texts, "the question texts (default docs/report/questions.zh.txt)")->check(not_empty());
  sub->add_option("--register", o->register_texts, "the rest of the register in Chinese (default docs/report/register.zh.txt)")
      ->check(not_empty());
  sub->add_option("--examples", o->examples, "the cases the register names (default corpus/cases/switches)")
      ->check(not_empty());
  sub->callback([o] { run_report(*o); });
}

}  // namespace f3go::cli
