// The thread's Z3 context and solver (see solver_kit.h).
#include "smt/solver_kit.h"

namespace f3go::smt::detail {

std::unique_ptr<ThreadSolver>& thread_kit() {
  thread_local std::unique_ptr<ThreadSolver> kit;
  return kit;
}

ThreadSolver& thread_solver() {
  std::unique_ptr<ThreadSolver>& kit = thread_kit();
  if (kit) kit->last.reset();  // a new BoardSolver: the one kept by private_eye() gives way
  if (!kit || (!kit->in_use && kit->boards >= 64)) kit = std::make_unique<ThreadSolver>();
  ++kit->boards;
  return *kit;
}

}  // namespace f3go::smt::detail
