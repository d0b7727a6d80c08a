// Counts every allocation of the program that links allocation_counter.cpp: the global operator
// new is replaced there ([new.delete.single]), forwarding to malloc. One thread: the counter is a
// plain integer. Used by optimized_no_allocation_test and bench/f3go_playouts (allocs_per_turn).
#pragma once
#include <cstdint>

namespace f3go::testing {

// The calls of operator new so far.
std::int64_t allocations();

}  // namespace f3go::testing
