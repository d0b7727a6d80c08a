// The finder's results in words: each phrase of a bound in English (the finder's output) and in
// Chinese (the rule author's report), side by side, written from the values of the result.
#include "judge/ambiguities_text.h"

#include "oracle/format.h"

namespace f3go::judge {
namespace {

std::string n(std::uint64_t x) { return std::to_string(x); }

// "4x4" / "4×4".
std::string board(int size, Lang lang) { return n(size) + (lang == Lang::en ? "x" : "×") + n(size); }

// The separator of two phrases: "; " / "；".
std::string semicolon(Lang lang) { return lang == Lang::en ? "; " : "；"; }

// How far the enumeration went on one board.
std::string size_text(const SizeSearched& z, Lang lang) {
  if (lang == Lang::en)
    return board(z.size, lang) + (z.complete ? " every position" : " up to " + n(z.stones) + " stones");
  return board(z.size, lang) + (z.complete ? " 全部局面" : " 至多" + n(z.stones) + "子的全部局面");
}

std::string nothing_smaller(Lang lang) {
  return lang == Lang::en ? "nothing smaller exists (the empty 2x2 board)" : "空的2×2棋盘（不可能更小）";
}

std::string sequences_text(int depth, Lang lang) {
  if (lang == Lang::en) return ", with every sequence of up to " + n(depth) + " move" + (depth > 1 ? "s" : "");
  return "；并试过其中每个局面起至多" + n(depth) + "手的全部着法";
}

// What the random search adds to the bound: that none of its positions separates the pair, or
// where its witness came from.
std::string random_text(const RandomSearched& rs, Lang lang) {
  const std::string from = board(rs.min_size, lang), to = board(rs.max_size, lang);
  if (lang == Lang::en) {
    const std::string sizes = from + " to " + to;
    if (rs.sample < 0) return "; nor " + n(rs.examined) + " random positions from " + sizes + " (seed " + n(rs.seed) + ")";
    return "; found at random (sample " + n(rs.sample + 1) + " from " + sizes + ", seed " + n(rs.seed) + ": " +
           board(rs.size, lang) + " with " + n(rs.stones) +
           " stones) and shrunk until no smaller window and no stone fewer separates";
  }
  if (rs.sample < 0) return "；在" + from + "至" + to + "棋盘上的" + n(rs.examined) + "个随机局面（随机数种子" + n(rs.seed) + "）中也没有";
  return "；此例得自随机局面（随机数种子" + n(rs.seed) + "的第" + n(rs.sample + 1) + "个，" + board(rs.size, lang) + "棋盘，" +
         n(rs.stones) + "子），并已缩减到截取任何更小的棋盘、或再去掉任何一子，都不再区别两种读法";
}

std::string smt_unknown_text(const SmtUnknown& u, Lang lang) {
  if (lang == Lang::en) {
    std::string s = "Z3 gave no answer within " + n(u.timeout_ms) + " ms at " + n(u.stones) + " stones";
    if (u.witness_stones > 0)
      s += "; a witness with " + n(u.witness_stones) + " stones was found, none with fewer than " + n(u.stones) + " is proven";
    return s;
  }
  std::string s = "约束求解器在" + n(u.timeout_ms) + "毫秒内未能回答至多" + n(u.stones) + "子的问题";
  if (u.witness_stones > 0) s += "，已找到" + n(u.witness_stones) + "子的例子，并已证明少于" + n(u.stones) + "子的局面中没有";
  return s;
}

// The directions Z3 left unknown, joined.
std::string smt_unknowns_text(const SmtSearched& z, Lang lang) {
  std::string s;
  for (const SmtUnknown& u : z.unknown) s += (s.empty() ? "" : semicolon(lang)) + smt_unknown_text(u, lang);
  return s;
}

// What the Z3 search adds to the bound: that none exists on its board either way, or that its
// witness has the least stones there (proven or not), or that Z3 did not answer.
std::string smt_text(const SmtSearched& z, Lang lang) {
  const std::string b = board(z.size, lang), unknown = smt_unknowns_text(z, lang);
  if (lang == Lang::en) {
    if (z.witness && !unknown.empty()) return "; found by Z3 on " + b + ", not proven to have the least stones there (" + unknown + ")";
    if (z.witness) return "; found by Z3 on " + b + ", proven to have the least stones there";
    if (!unknown.empty()) return "; Z3 on " + b + " up to " + n(z.stones) + " stones: unknown (" + unknown + ")";
    return "; by Z3 none on " + b + " up to " + n(z.stones) + " stones either way";
  }
  if (z.witness && !unknown.empty()) return "；此例由约束求解器在" + b + "棋盘上求得，但未能证明该棋盘上没有子数更少的例子（" + unknown + "）";
  if (z.witness) return "；此例由约束求解器在" + b + "棋盘上求得，并证明该棋盘上没有子数更少的例子";
  if (!unknown.empty()) return "；约束求解器在" + b + "棋盘上至多" + n(z.stones) + "子：未能在限时内回答（" + unknown + "）";
  return "；约束求解器证明" + b + "棋盘上至多" + n(z.stones) + "子的局面中两个方向都没有";
}

std::string budget_spent(Lang lang) { return lang == Lang::en ? " (budget spent)" : "（时间用尽）"; }

std::string every_other_reading(Lang lang) {
  return lang == Lang::en ? ", under the defaults and under each single other reading"
                          : "；在默认读法下，以及把任何一个其它问题改取任何一个非默认读法后，都一样";
}

}  // namespace

std::string reading_name(const ReadingPair& p, int reading) {
  return std::string(info(p.sw).readings[static_cast<std::size_t>(reading)]);
}

std::string moves_text(const std::vector<Move>& moves) {
  std::string s;
  for (const Move& m : moves) s += (s.empty() ? "" : "; ") + to_text(m);
  return s;
}

std::string dead_text(const std::vector<Point>& ps) {
  std::string s;
  for (Point p : ps) s += (s.empty() ? "" : " ") + to_gtp(p);
  return s;
}

std::string given_text(const ReadingPair& p) {
  std::string s;
  for (const std::string& g : p.given) s += (s.empty() ? ", under " : " ") + g;
  return s;
}

std::string smt_unknown_text(const SmtUnknown& u) { return smt_unknown_text(u, Lang::en); }

std::string bound_text(const PairResult& r, Lang lang) {
  std::string s;
  for (const SizeSearched& z : r.searched)
    if (z.stones >= 0) s += (s.empty() ? "" : semicolon(lang)) + size_text(z, lang);
  if (s.empty()) s = nothing_smaller(lang);
  if (r.depth > 0) s += sequences_text(r.depth, lang);
  if (r.random) s += random_text(*r.random, lang);
  if (r.smt) s += smt_text(*r.smt, lang);
  if (r.budget_exhausted) s += budget_spent(lang);
  if (r.every_other_reading) s += every_other_reading(lang);
  return s;
}

std::string result_line(const PairResult& r) {
  const ReadingPair& p = r.pair;
  std::string s = std::string(info(p.sw).id) + " " + std::string(info(p.sw).name) + " " + reading_name(p, p.first) +
                  "|" + reading_name(p, p.second) + " (" + std::string(name(p.profile)) + given_text(p) + "): ";
  if (r.witness) {
    const Witness& w = *r.witness;
    s += "witness " + board(w.board.size(), Lang::en) + ", " + n(static_cast<std::uint64_t>(w.stones)) + " stones" +
         (w.moves.empty() ? "" : ", moves " + moves_text(w.moves)) + (w.dead.empty() ? "" : ", dead " + dead_text(w.dead)) +
         ": " + w.question + " -> " + reading_name(p, p.first) + " '" + w.first_answer + "', " +
         reading_name(p, p.second) + " '" + w.second_answer + "'; none smaller in: " + bound_text(r, Lang::en);
  } else {
    s += "no difference up to " + bound_text(r, Lang::en);
  }
  if (r.refused > 0) s += " [" + n(r.refused) + " refused]";
  return s + " [" + n(r.positions) + " positions, " +
         format_number(static_cast<double>(static_cast<long long>(r.seconds * 10)) / 10) + " s]";
}

}  // namespace f3go::judge
