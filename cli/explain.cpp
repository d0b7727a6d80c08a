// `f3go explain [--lang en|zh] [--smt] [--rules …] [--set …] FILE POINT`: why the string at POINT has (or
// has not) a private eye, or why a flower string has its attribute — the text of
// judge/report/explain_text.h. With --smt, each region of a string also shows Z3's answer
// (judge/report/explain_smt.h): its verdict and clause, and for "not a private eye" its minimal
// witness, the proof of minimality, and the witness's replay through the reference's board code.
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "judge/report/explain_smt.h"
#include "judge/report/explain_text.h"

namespace f3go::cli {
namespace {

struct ExplainOptions {
  RuleOptions rules;
  std::string lang = "en";
  std::string file;
  std::string point;
  bool smt = false;
};

void run_explain(const ExplainOptions& o) {
  const PositionFile pf = read_position(o.file, o.rules);
  const Board& b = pf.position.board;
  const Point p = parse_point_argument(o.point, b.size(), "POINT");
  judge::SmtNotes z3(b, pf.rules);
  std::cout << judge::explain_text(b, pf.rules, p, o.lang == "zh" ? Lang::zh : Lang::en, o.smt ? &z3 : nullptr);
}

}  // namespace

void add_explain_command(CLI::App& app) {
  auto o = std::make_shared<ExplainOptions>();
  CLI::App* sub = app.add_subcommand("explain",
                                     "the clauses that decided the private eye of the string at "
                                     "POINT, or the attribute of the flower string at POINT");
  sub->add_option("--lang", o->lang, "en (default) or zh (quoting the rule text)")
      ->check(CLI::IsMember({"en", "zh"}));
  add_rule_options(*sub, o->rules);
  sub->add_flag("--smt", o->smt,
                "also Z3's answer for each region of a string: verdict, minimal witness with "
                "its proof, and the witness replayed through the reference");
  sub->add_option("FILE", o->file, "a position file (corpus/README.md)")->required();
  sub->add_option("POINT", o->point, "a point of the string: GTP (C3) or the author's notation (三三)")->required();
  sub->callback([o] { run_explain(*o); });
}

}  // namespace f3go::cli
