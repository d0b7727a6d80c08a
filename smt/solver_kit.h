// The Z3 context and solver of the calling thread, shared by every board it asks about, and the
// BoardSolver of its last board (private_eye.cpp private_eye). No twin in reference/.
#pragma once
#include <z3++.h>

#include <memory>
#include <vector>

#include "oracle/board.h"
#include "smt/private_eye.h"

namespace f3go::smt::detail {

// The Z3 context and solver of the calling thread. A new solver's first check costs about as much
// as a whole small question, so one solver serves every board of the thread, each board in a scope
// of its own (push at the start, pop at the end).
struct ThreadSolver {
  z3::context ctx;
  z3::solver solver{ctx};
  bool in_use = false;
  int boards = 0;
  // private_eye(): the solver of the last board asked about, kept for the next question on the
  // same board with the same options (declared last: it is destroyed before the solver it uses).
  std::vector<Cell> last_cells{};
  Options last_options{};
  std::unique_ptr<BoardSolver> last{};
};

// The thread's kit, as it stands (null before the first board).
std::unique_ptr<ThreadSolver>& thread_kit();
// The thread's solver for a new board; renewed every 64 boards, since a context keeps every name it
// was given (measured under ASan on the 7×7 inputs of differential_smt_fuzzer: 256 boards reached
// 1.3 GB of resident memory in 79 inputs; with 64, under 1 GB in 173). A BoardSolver kept by
// private_eye() gives way.
ThreadSolver& thread_solver();

}  // namespace f3go::smt::detail
