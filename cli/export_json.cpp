// `f3go export-json [--corpus DIR] --out DIR`: the conformance corpus as JSON (oracle/case_json.h),
// one file per folder of corpus/cases/ (DIR/FOLDER.json), with its JSON Schema (DIR/schema.json)
// and a README saying how to run the cases. corpus/json/ is this command's output, committed.
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>

#include "cli/commands.h"
#include "oracle/case_json.h"
#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/format.h"

namespace f3go::cli {
namespace {

namespace fs = std::filesystem;

struct ExportJsonOptions {
  std::string corpus;
  std::string out;
};

constexpr const char* kReadme = R"(# The F3Go conformance corpus as JSON

Every case of `corpus/cases/` (corpus/README.md), one file per folder (`attribute.json`,
`private_eye.json`, …), each of format `f3go-cases/1`, described by `schema.json` (JSON Schema
draft 2020-12). Written by `f3go export-json --out corpus/json`; do not edit by hand.

To run the cases in the unit tests of an implementation in any language, for each case of each
file:

1. Set up `position` (the bottom board `board`, rows top first, `.` empty, `X` black, `O` white,
   `F` flower; the side `to_move`, the flybombs left, the random-flybomb schedule, the history of
   earlier boards) under the case's `rules` (the profile and every switch by its register name, and
   the parameters; `compact` is the same in one line).
2. For each of `expectations`: take its `rules` (the case's rules with its `settings` applied, in
   compact form), play `moves` in order (`B C3`, `W pass`, `B C3 F D4` a flybomb turn, `B C3 F pass`;
   each must be legal), then answer `question` (its `kind` with `point`, `colour` or `move`; `text`
   is the same as `f3go_ask` takes it), with `dead` as the agreed dead stones for `score`.
3. Compare the canonical answer (corpus/README.md "Questions and their canonical answers") with
   `answer`, as exact strings.

`clauses` names the clauses of docs/rules.md the case tests; `group` is the clause group
`f3go certify` counts it under.
)";

// Writes `text` to `path`; InputError naming the file when it cannot be written.
void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out) throw InputError(path.string(), std::string("cannot write: ") + std::strerror(errno));
}

void run_export_json(const ExportJsonOptions& o) {
  const fs::path corpus = o.corpus.empty() ? default_corpus() : fs::path(o.corpus);
  std::vector<Case> cases = load_corpus(corpus);
  std::map<std::string, std::vector<Case>> by_folder;
  for (Case& c : cases) {
    c.file = fs::path(c.file).lexically_relative(corpus).generic_string();
    by_folder[case_folder(c.file)].push_back(std::move(c));
  }
  std::error_code ec;
  fs::create_directories(o.out, ec);
  if (ec || !fs::is_directory(o.out))
    throw InputError("export-json --out", "cannot make the folder " + quote(o.out) + (ec ? ": " + ec.message() : ""));
  for (const auto& [folder, list] : by_folder)
    write_file(fs::path(o.out) / (folder + ".json"), cases_json(folder, list).dump(2) + "\n");
  write_file(fs::path(o.out) / "schema.json", cases_json_schema().dump(2) + "\n");
  write_file(fs::path(o.out) / "README.md", kReadme);
  std::cout << "wrote " << cases.size() << " cases in " << by_folder.size() << " files, schema.json and README.md to "
            << o.out << std::endl;
}

}  // namespace

void add_export_json_command(CLI::App& app) {
  auto o = std::make_shared<ExportJsonOptions>();
  CLI::App* sub = app.add_subcommand("export-json",
                                     "write every case of the conformance corpus as JSON, one file "
                                     "per folder, with its JSON Schema (corpus/json/ is this output)");
  sub->add_option("--corpus", o->corpus, "the corpus folder (default: the bundled corpus)")->check(not_empty());
  sub->add_option("--out", o->out, "the folder to write")->required()->check(not_empty());
  sub->callback([o] { run_export_json(*o); });
}

}  // namespace f3go::cli
