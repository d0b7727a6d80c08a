#include "judge/report/explain_smt.h"

#include <sstream>
#include <string_view>

#include "judge/engines/smt_check.h"

namespace f3go::judge {
namespace {

// Z3's region of the same points as the reference's region, or null when Z3 has none.
const smt::RegionAnswer* same_region(const smt::PrivateEyeAnswer& z3, const reference::RegionVerdict& r) {
  for (const smt::RegionAnswer& x : z3.regions)
    if (x.points == r.points) return &x;
  return nullptr;
}

// True when Z3 decided the region as the reference did: the verdict, the clause and the step.
bool as_the_reference(const smt::RegionAnswer& z, const reference::RegionVerdict& r) {
  return z.verdict != smt::Answer::unknown && (z.verdict == smt::Answer::yes) == r.verdict.holds &&
         z.clause == r.verdict.clause && z.step == r.step;
}

}  // namespace

std::string SmtNotes::region(const ExplainWords& words, const reference::Points& a, const reference::RegionVerdict& r) {
  if (!z3_) z3_ = smt::private_eye(b_, a, rules_);
  std::ostringstream out;
  const auto t = [&](std::string_view en, std::string_view zh) { return words.t(en, zh); };
  const smt::RegionAnswer* z = same_region(*z3_, r);
  if (!z) return t("  Z3: this region is not among Z3's regions (a disagreement)\n", "  Z3：Z3 未得出此封闭区域（不一致）\n");
  out << "  Z3: " << (z->verdict == smt::Answer::yes ? t("private eye of A", "是棋串A的私眼") : z->verdict == smt::Answer::no ? t("not a private eye of A", "不是棋串A的私眼")
                                                                                                                              : t("unknown", "未知"))
      << " (" << (z->verdict == smt::Answer::unknown ? z->reason : std::string(clause_id(z->clause))) << ")";
  out << (as_the_reference(*z, r) ? t(", as the reference", "，与参考实现相同") : t(" — differs from the reference", " —— 与参考实现不同"))
      << "\n";
  if (!z->witness) return out.str();
  const smt::Witness& w = *z->witness;
  const bool zh = words.lang() == Lang::zh;
  out << t("  Z3's witness: adds ", "  Z3 推演：依次补充 ") << (w.added.empty() ? t("nothing", "无") : words.points(w.added))
      << t(", then the one-liberty eye is at ", "，1气眼在 ") << words.points({w.eye}) << "; " << w.proof.k
      << t(" stones, ", " 子，")
      << (w.proof.minimal ? t("proven minimal by ", "最少（证明：") + w.proof.encoding
                          : t("minimality unproven: ", "未证明最少：") + w.proof.encoding)
      << (w.proof.minimal && zh ? "）" : "") << "\n";
  const std::string replay = replay_witness(b_, a, *z, rules_);
  out << (replay.empty() ? t("  replayed through the reference: holds\n", "  经参考实现复演：成立\n")
                         : t("  replayed through the reference: FAILS: ", "  经参考实现复演：不成立：") + replay + "\n");
  if (replay.empty()) out << words.witness_diagram(w.added, {w.eye});
  return out.str();
}

}  // namespace f3go::judge
