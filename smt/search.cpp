// The separation search over a symbolic board (see search.h).
#include "smt/search.h"

#include <algorithm>
#include <cassert>
#include <set>
#include <utility>

#include "smt/symbolic.h"

namespace f3go::smt {

SeparationSearch::SeparationSearch(int size, const Rules& yes, const Rules& no, std::optional<Point> at)
    : size_(size), solver_(ctx_) {
  assert(size >= 2 && size <= 7 && !unsupported(yes) && !unsupported(no) &&
         (!at || (at->x >= 0 && at->y >= 0 && at->x < size && at->y < size)));
  board_ = std::make_unique<SymbolicBoard>(ctx_, solver_, size);
  if (at) {
    solver_.add(board_->at[static_cast<std::size_t>(at->y * size + at->x)]);
  } else if (readings::symmetric(yes) && readings::symmetric(no)) {
    // Symmetry: the readings answer the same on the 8 images of a board (readings.h symmetric), and
    // some image puts a given point of A at x ≤ y ≤ (size − 1)/2 (reflect each coordinate into the
    // lower half, then swap them). So A's chosen point may be taken there.
    for (int i = 0; i < size * size; ++i) {
      const int x = i % size, y = i / size;
      if (!(x <= y && 2 * y <= size - 1)) solver_.add(!board_->at[static_cast<std::size_t>(i)]);
    }
  }
  yes_ = std::make_unique<SymbolicEye>(*board_, yes, "y");
  no_ = std::make_unique<SymbolicEye>(*board_, no, "n");
  solver_.add(yes_->holds_abstract());
  solver_.add(yes_->forced_lemmas());
  solver_.add(no_->fails());
  solver_.add(yes_->refute_shown(*no_));
}

SeparationSearch::~SeparationSearch() = default;

SeparationSearch::Candidate SeparationSearch::next(int max_stones, unsigned timeout_ms) {
  // One incremental solver for the whole search (QF_FD: Z3's SAT solver with cardinalities), given
  // only the assertions added since its last question, so what it learnt about the circuit stays;
  // each stone budget is an assumption, a literal that implies its cardinality constraint.
  if (!inc_) inc_ = std::make_unique<z3::solver>(ctx_, "QF_FD");
  const z3::expr_vector all = solver_.assertions();
  for (unsigned i = given_; i < all.size(); ++i) inc_->add(all[i]);
  given_ = all.size();
  auto budget = budgets_.find(max_stones);
  if (budget == budgets_.end()) {
    const z3::expr lit = ctx_.bool_const(("budget" + std::to_string(max_stones)).c_str());
    inc_->add(z3::implies(lit, board_->at_most_stones(max_stones)));
    budget = budgets_.emplace(max_stones, lit).first;
  }
  z3::params p(ctx_);
  p.set("timeout", timeout_ms);
  inc_->set(p);
  z3::expr_vector assumptions(ctx_);
  assumptions.push_back(budget->second);
  const z3::check_result r = inc_->check(assumptions);
  Candidate c;
  if (r == z3::unsat) c.status = Status::none;
  if (r == z3::sat) {
    const z3::model m = inc_->get_model();
    c.status = Status::found;
    c.board = board_->board(m);
    c.stones = static_cast<int>(std::count_if(c.board.cells().begin(), c.board.cells().end(),
                                              [](Cell x) { return x != Cell::empty; }));
    c.a = c.board.point(board_->point_of_a(m));
  }
  return c;
}

void SeparationSearch::refute(const std::vector<Point>& added, Point eye) {
  // The lemma and its images under the 8 symmetries of the square and every translation that keeps
  // them on the board: each is a choice of additions for an eye point that depends on the board
  // only, so each is a necessary condition of a private eye too (symbolic.h, refute).
  std::set<std::pair<std::vector<int>, int>> images;
  for (int t = 0; t < 8; ++t) {
    auto map = [&](Point p) {
      int x = p.x, y = p.y;
      if (t & 1) x = size_ - 1 - x;
      if (t & 2) y = size_ - 1 - y;
      if (t & 4) std::swap(x, y);
      return Point{x, y};
    };
    std::vector<Point> pts;
    for (Point p : added) pts.push_back(map(p));
    pts.push_back(map(eye));  // last
    int x0 = size_, y0 = size_, x1 = -1, y1 = -1;
    for (Point p : pts) {
      x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
    }
    for (int dy = -y0; dy + y1 < size_; ++dy)
      for (int dx = -x0; dx + x1 < size_; ++dx) {
        std::vector<int> idx;
        for (Point p : pts) idx.push_back((p.y + dy) * size_ + p.x + dx);
        const int e = idx.back();
        idx.pop_back();
        std::sort(idx.begin(), idx.end());
        images.emplace(idx, e);
      }
  }
  for (const auto& [idx, e] : images) solver_.add(yes_->refute(idx, e));
  ++lemmas_;
}

std::string SeparationSearch::smtlib(int max_stones) {
  solver_.push();
  solver_.add(board_->at_most_stones(max_stones));
  std::string text = solver_.to_smt2();
  solver_.pop();
  return text;
}

}  // namespace f3go::smt
