// The replaced global operator new and delete of allocation_counter.h.
#include "optimized/tests/support/allocation_counter.h"

#include <cstdlib>
#include <new>

namespace {
std::int64_t g_allocations = 0;
}  // namespace

namespace f3go::testing {
std::int64_t allocations() { return g_allocations; }
}  // namespace f3go::testing

void* operator new(std::size_t n) {
  ++g_allocations;
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
// GCC pairs `new` expressions with these at inlined call sites and warns that free() does not
// match operator new, although the replaced operator new above took the memory from malloc.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
#pragma GCC diagnostic pop
