// `f3go explain [--lang en|zh] [--smt] [--rules …] [--set …] FILE POINT`: why the string at POINT has (or
// has not) a private eye, or why a flower string has its attribute — the text of
// judge/explain_text.h. With --smt, each region of a string also shows Z3's answer
// (smt/private_eye.h): its verdict and clause, and for "not a private eye" its minimal witness, the
// proof of minimality, and the witness's replay through the reference's board code
// (judge/smt_check.h).
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "cli/commands.h"
#include "judge/explain_text.h"
#include "judge/smt_check.h"
#include "oracle/error.h"
#include "smt/private_eye.h"

namespace f3go::cli {
namespace {

using reference::Points;

struct ExplainOptions {
  RuleOptions rules;
  std::string lang = "en";
  std::string file;
  std::string point;
  bool smt = false;
};

// Z3's answer for each region of the string explained, beside the reference's (--smt).
class Z3Notes final : public judge::RegionNotes {
 public:
  Z3Notes(const Board& b, const Rules& rules) : b_(b), rules_(rules) {}

  std::string region(const judge::ExplainWords& words, const Points& a, const reference::RegionVerdict& r) override {
    if (!z3_) z3_ = smt::private_eye(b_, a, rules_);
    std::ostringstream out;
    const auto t = [&](std::string_view en, std::string_view zh) { return words.t(en, zh); };
    const auto id = [](Clause c) { return std::string(clause_id(c)); };
    const bool zh = words.lang() == Lang::zh;
    const smt::RegionAnswer* z = nullptr;
    for (const smt::RegionAnswer& x : z3_->regions)
      if (x.points == r.points) z = &x;
    if (!z) {
      out << t("  Z3: this region is not among Z3's regions (a disagreement)\n", "  Z3：Z3 未得出此封闭区域（不一致）\n");
      return out.str();
    }
    out << "  Z3: " << (z->verdict == smt::Answer::yes  ? t("private eye of A", "是棋串A的私眼")
                         : z->verdict == smt::Answer::no ? t("not a private eye of A", "不是棋串A的私眼")
                                                         : t("unknown", "未知"))
         << " (" << (z->verdict == smt::Answer::unknown ? z->reason : id(z->clause)) << ")";
    const bool same = z->verdict != smt::Answer::unknown && (z->verdict == smt::Answer::yes) == r.verdict.holds &&
                      z->clause == r.verdict.clause && z->step == r.step;
    out << (same ? t(", as the reference", "，与参考实现相同") : t(" — differs from the reference", " —— 与参考实现不同")) << "\n";
    if (!z->witness) return out.str();
    const smt::Witness& w = *z->witness;
    out << t("  Z3's witness: adds ", "  Z3 推演：依次补充 ") << (w.added.empty() ? t("nothing", "无") : words.points(w.added))
         << t(", then the one-liberty eye is at ", "，1气眼在 ") << words.points({w.eye}) << "; " << w.proof.k
         << t(" stones, ", " 子，") << (w.proof.minimal ? t("proven minimal by ", "最少（证明：") + w.proof.encoding
                                                         : t("minimality unproven: ", "未证明最少：") + w.proof.encoding)
         << (w.proof.minimal && zh ? "）" : "") << "\n";
    const std::string replay = judge::replay_witness(b_, a, *z, rules_);
    out << (replay.empty() ? t("  replayed through the reference: holds\n", "  经参考实现复演：成立\n")
                            : t("  replayed through the reference: FAILS: ", "  经参考实现复演：不成立：") + replay + "\n");
    if (replay.empty()) out << words.witness_diagram(w.added, {w.eye});
    return out.str();
  }

 private:
  const Board& b_;
  const Rules& rules_;
  std::optional<smt::PrivateEyeAnswer> z3_;
};

void run_explain(const ExplainOptions& o) {
  const PositionFile pf = read_position(o.file, o.rules);
  const Board& b = pf.position.board;
  const Point p = parse_point_argument(o.point, b.size(), "POINT");
  Z3Notes z3(b, pf.rules);
  std::cout << judge::explain_text(b, pf.rules, p, o.lang == "zh" ? Lang::zh : Lang::en, o.smt ? &z3 : nullptr);
}

}  // namespace

void add_explain_command(CLI::App& app) {
  auto o = std::make_shared<ExplainOptions>();
  CLI::App* sub = app.add_subcommand("explain", "the clauses that decided the private eye of the string at "
                                                "POINT, or the attribute of the flower string at POINT");
  sub->add_option("--lang", o->lang, "en (default) or zh (quoting the rule text)")
      ->check(CLI::IsMember({"en", "zh"}));
  add_rule_options(*sub, o->rules);
  sub->add_flag("--smt", o->smt, "also Z3's answer for each region of a string: verdict, minimal witness with "
                                 "its proof, and the witness replayed through the reference");
  sub->add_option("FILE", o->file, "a position file (corpus/README.md)")->required();
  sub->add_option("POINT", o->point, "a point of the string: GTP (C3) or the author's notation (三三)")->required();
  sub->callback([o] { run_explain(*o); });
}

}  // namespace f3go::cli
