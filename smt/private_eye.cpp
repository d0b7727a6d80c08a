// T22.2.8 私眼, T18E: the private eye of a string decided by Z3 (see private_eye.h). This file holds
// the board's solver — the board's strings and empty strings settled once, the forests a question
// needs added on first use, the pieces around each string (shared across boards: pieces_memo.h) —
// and the questions asked of it, each judged by judging.h; the twin of the reference's entry point
// private_eye (reference/private_eye.cpp). The other concerns are files of their own: clock.h (the
// CPU clock), solver_kit.h (the thread's Z3 solver), session.h (one board's checks, SMT-LIB2 dumps
// and models), judging.h (the regions of a string and their verdicts), eye_making.h (the simulated
// eye-making of a region), witness.h (witnesses and their minimisation).
#include "smt/private_eye.h"

#include <algorithm>
#include <cassert>
#include <functional>
#include <map>
#include <optional>

#include "smt/clock.h"
#include "smt/judging.h"
#include "smt/pieces_memo.h"
#include "smt/regions.h"
#include "smt/session.h"
#include "smt/solver_kit.h"

namespace f3go::smt {

std::string_view name(Answer a) {
  switch (a) {
    case Answer::yes: return "yes";
    case Answer::no: return "no";
    case Answer::unknown: return "unknown";
  }
  return "unknown";
}

using namespace detail;

struct BoardSolver::Impl {
  // Precondition: none; the board is copied, so the solver owns everything it refers to. The
  // strings and empty strings are solved once and settled.
  Impl(const Board& b, const Options& o) : start(Clock::now()), board(b), options(o), session(board, options) {
    std::optional<z3::model> m = session.solve(
        "board", [&] { base = encode_board(session.enc); }, base_unknown);
    if (m) settle_board(session.enc, base, *m);
    seconds = seconds_since(start);
  }
  Clock::time_point start;
  Board board;
  Options options;
  Session session;
  BoardEnc base;
  double seconds = 0;
  std::string base_unknown;  // a query of the board did not answer: every answer is unknown
  // A02 `any`: the settled pieces around each string asked about, by the string's lowest point.
  std::map<int, Forest> pieces;
  bool ensure(std::optional<Forest>& forest, const std::function<Forest()>& encode);
  bool prepare(Cell c, const Rules& rules);
  const Forest* pieces_around(const std::vector<Point>& a, std::string& unknown);
  PrivateEyeAnswer judge(const std::vector<Point>& a, const Rules& rules, const std::vector<Point>* bound);
};

BoardSolver::BoardSolver(const Board& b, const Options& options) : impl_(std::make_unique<Impl>(b, options)) {}
BoardSolver::~BoardSolver() = default;
double BoardSolver::seconds_board() const { return impl_->seconds; }

// A forest of the board added on first use (A06 areas, the open or fillable components of A07), solved and
// settled once. False when the check does not answer (base_unknown says why).
bool BoardSolver::Impl::ensure(std::optional<Forest>& forest, const std::function<Forest()>& encode) {
  if (forest) return true;
  Forest f;
  std::optional<z3::model> m = session.solve(
      "board_forest", [&] { f = encode(); }, base_unknown);
  if (!m) return false;
  forest = settle(f, *m);
  return true;
}

// The forests of the board a question needs.
bool BoardSolver::Impl::prepare(Cell c, const Rules& rules) {
  const Cell o = c == Cell::black ? Cell::white : Cell::black;
  Enc& e = session.enc;
  const auto kc = static_cast<std::size_t>(index(colour_of(c)));
  const auto ko = static_cast<std::size_t>(index(colour_of(o)));
  if (readings::eye_areas(rules) && !ensure(base.areas[kc], [&] { return encode_areas(e, base, c); }))
    return false;
  // A07 `connected`, under either reading of A09: the fillable components (the open ones under A08
  // `no_lift`) bound the owner's ranks (simulation.cpp eye_goal; an implied fact, so no answer
  // changes). Without them Z3 proves an unsat simulation by refuting, one arithmetic conflict at a
  // time, every set of o stones that could pass for a path to an examined string: on 19×19, where a
  // region can cover most of the board, such a query ran past 60 s (docs/smt.md).
  const bool connected = readings::owner_by_strings(rules);
  const bool fillable = owner_bound_is_fillable(rules);
  if (connected && fillable && !ensure(base.fillable[ko], [&] { return encode_fillable(e, base, o); }))
    return false;
  const bool owner_open = connected && !fillable;
  // The pieces around A when they are the open components of the other colour (regions.h
  // encode_string, readings.h joining).
  const bool pieces_open = readings::joining(rules) == readings::Joining::empty_or_other;
  if ((owner_open || pieces_open) && !ensure(base.open[ko], [&] { return encode_open(e, base, o); }))
    return false;
  return true;
}

// A02 `any`, A38 `string` — T18E.S1–S2: the pieces around A, solved and settled on the first
// question about A on this board (or taken from PiecesMemo) and kept for every later one. Nothing
// when a check does not answer (`unknown` says why).
const Forest* BoardSolver::Impl::pieces_around(const std::vector<Point>& a, std::string& unknown) {
  int lowest = board.area();
  for (Point p : a) lowest = std::min(lowest, board.index(p));
  auto it = pieces.find(lowest);
  if (it != pieces.end()) return &it->second;
  PiecesMemo& memo = pieces_memo();
  const std::string key = pieces_key(board, a);
  if (auto known = memo.components.find(key); known != memo.components.end())
    return &pieces.emplace(lowest, settled_forest(session.enc, known->second)).first->second;
  const Cell o = board.at(a.front()) == Cell::black ? Cell::white : Cell::black;
  if (!ensure(base.open[static_cast<std::size_t>(index(colour_of(o)))], [&] { return encode_open(session.enc, base, o); })) {
    unknown = base_unknown;
    return nullptr;
  }
  Forest f;
  std::optional<z3::model> m = session.solve(
      "pieces", [&] { f = encode_pieces(session.enc, base, a); }, unknown);
  if (!m) return nullptr;
  Forest& settled = pieces.emplace(lowest, settle(f, *m)).first->second;
  if (memo.components.size() >= PiecesMemo::limit) memo.components.clear();
  memo.components.emplace(key, settled.component);
  return &settled;
}

// The regions of string a (those strictly inside `bound` when one is given) judged in a scope of their
// own (judging.h judge_string), the examined strings' own private eyes (A06 `own_private_eye`) asked in turn of this
// solver. Precondition: a is a string of the board, its forests prepared (the pieces: A02 `any`,
// A38 `string`, A37 `region`, asked here).
PrivateEyeAnswer BoardSolver::Impl::judge(const std::vector<Point>& a, const Rules& rules,
                                          const std::vector<Point>* bound) {
  assert(holds_one_string(board, a));
  PrivateEyeAnswer out;
  const bool own_pieces = readings::joining(rules) == readings::Joining::off_a_and_flowers;
  const Forest* around = own_pieces ? pieces_around(a, out.reason) : nullptr;
  if (!out.reason.empty()) return out;  // the pieces' check did not answer
  const OwnEye own_eye = [&](const std::vector<Point>& w, const std::vector<Point>& region) {
    if (!prepare(board.at(w.front()), rules)) return Answer::unknown;
    return judge(w, rules, &region).verdict;
  };
  session.push();
  out = judge_string(session, base, a, rules, around, own_eye, bound);
  session.pop();
  return out;
}

PrivateEyeAnswer BoardSolver::private_eye(const std::vector<Point>& a, const Rules& rules) {
  assert(holds_one_string(impl_->board, a));
  Impl& im = *impl_;
  Session& s = im.session;
  PrivateEyeAnswer out;
  const int checks_before = s.checks;
  const auto t0 = Clock::now();  // the forests added on first use count with the question that needs them
  if (im.base_unknown.empty()) im.prepare(im.board.at(a.front()), rules);
  if (!im.base_unknown.empty()) {
    out.reason = im.base_unknown;
    return out;
  }
  const bool own_pieces = readings::joining(rules) == readings::Joining::off_a_and_flowers;
  if (own_pieces) im.pieces_around(a, out.reason);  // timed with the pieces, kept for judge
  if (!out.reason.empty()) return out;              // the pieces' check did not answer
  const double seconds_pieces = seconds_since(t0);
  out = im.judge(a, rules, nullptr);  // every region of A
  out.seconds_regions += seconds_pieces;
  out.checks = s.checks - checks_before;
  out.seconds_total = seconds_since(t0);
  return out;
}

// One BoardSolver per board, kept in the thread's ThreadSolver while the questions are about the
// same board with the same options: the board's strings, its forests and the pieces around each
// string are then solved once for all its strings (the answer to an identical question shared).
PrivateEyeAnswer private_eye(const Board& b, const std::vector<Point>& a, const Rules& rules,
                             const Options& options) {
  const std::unique_ptr<ThreadSolver>& kit = thread_kit();
  if (!kit || !kit->last || kit->last_cells != b.cells() || !(kit->last_options == options)) {
    auto solver = std::make_unique<BoardSolver>(b, options);  // the kit it uses is thread_kit()'s
    kit->last = std::move(solver);
    kit->last_cells = b.cells();
    kit->last_options = options;
  }
  return kit->last->private_eye(a, rules);
}

}  // namespace f3go::smt
