// `f3go report`: the rule author's report (judge/report.h), one HTML page.
//   f3go report --lang zh --out DIR [--witnesses DIR] [--search FILE]... [--texts FILE] [--register FILE]
//                [--examples DIR]
// The sources default to the project's files beside the bundled corpus (default_corpus()):
// corpus/cases/witnesses, docs/ambiguities/search.txt and followups.txt (outputs of f3go ambiguities,
// read by their records: judge/ambiguities_record.h), docs/report/questions.zh.txt,
// docs/report/register.zh.txt and the cases it names in corpus/cases/switches.
// Writes DIR/index.html and prints its path and number of diagrams. Bad input: exit status 2.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "judge/report.h"
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
};

void run_report(const ReportOptions& o) {
  if (o.lang != "zh") throw InputError("report --lang", "only 'zh' (the author's language) is written, not " + quote(o.lang));
  const fs::path root = fs::path(default_corpus()).parent_path();
  const fs::path witnesses = o.witnesses.empty() ? root / "corpus" / "cases" / "witnesses" : fs::path(o.witnesses);
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
  CLI::App* sub = app.add_subcommand("report", "the rule author's report: each open question on its smallest diagram, "
                                               "with the answer under each reading (HTML, Chinese)");
  sub->add_option("--lang", o->lang, "the language of the report (zh)")->capture_default_str();
  sub->add_option("--out", o->out, "the folder to write index.html into")->required()->check(not_empty());
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
