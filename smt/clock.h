// The clock of smt/'s figures: the calling thread's CPU time (Z3 solves in the calling thread), so
// that a machine shared with other jobs does not inflate them. The timeout of each check is Z3's own
// (Options::timeout_ms, set on the solver by Session, session.h). No twin in reference/.
#pragma once
#include <ctime>

namespace f3go::smt::detail {

struct Clock {
  using time_point = double;
  static double now() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
  }
};

// CPU seconds of this thread since t0.
inline double seconds_since(Clock::time_point t0) { return Clock::now() - t0; }

}  // namespace f3go::smt::detail
