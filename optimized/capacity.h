// The board capacity of one compilation of the optimized engine, and the namespace that keeps
// the compilations of one program apart.
//
// A set of points (bitboard.h) takes the words the largest board it holds needs: 6 for 19×19, 2
// for 9×9, and every operation on it works on those. So a build compiles the engine's sources
// once for each capacity it serves: for the build's largest board (CMake cache variable
// F3GO_OPTIMIZED_MAX_SIZE, 19 unless set) and, when that is larger, once more for 9×9 boards
// (kSmallCapacity). Each compilation lives in its own inline namespace of f3go::optimized
// (up_to_19, up_to_9), which a translation unit sees as f3go::optimized itself: the one of its
// F3GO_OPTIMIZED_CAPACITY (9×9 where its target defines F3GO_OPTIMIZED_FOR_SMALL_BOARDS, by CMake's
// f3go_for_small_boards; the build's largest board otherwise). A program holds both and chooses by the size of the board where a game or a question
// starts (capacity_for; judge/engines/by_size.h). Speed only: the two compile one source.
#pragma once

#ifndef F3GO_OPTIMIZED_MAX_SIZE
#define F3GO_OPTIMIZED_MAX_SIZE 19
#endif
// The capacity of the compilation for small boards (kSmallCapacity below), and of this one.
#define F3GO_OPTIMIZED_SMALL_CAPACITY 9
#ifdef F3GO_OPTIMIZED_FOR_SMALL_BOARDS
#define F3GO_OPTIMIZED_CAPACITY F3GO_OPTIMIZED_SMALL_CAPACITY
#else
#define F3GO_OPTIMIZED_CAPACITY F3GO_OPTIMIZED_MAX_SIZE
#endif
// The namespace of this compilation, opened as `inline namespace F3GO_OPTIMIZED_NS` inside
// f3go::optimized: up_to_ and the capacity.
#define F3GO_OPTIMIZED_PASTE(prefix, n) prefix##n
#define F3GO_OPTIMIZED_NAMESPACE_OF(n) F3GO_OPTIMIZED_PASTE(up_to_, n)
#define F3GO_OPTIMIZED_NS F3GO_OPTIMIZED_NAMESPACE_OF(F3GO_OPTIMIZED_CAPACITY)

namespace f3go::optimized {

// The capacities a build compiles: 9×9, and its largest board (equal in a build for 9×9 boards).
inline constexpr int kSmallCapacity = F3GO_OPTIMIZED_SMALL_CAPACITY;
inline constexpr int kLargestCapacity = F3GO_OPTIMIZED_MAX_SIZE;
static_assert(kLargestCapacity >= kSmallCapacity, "F3GO_OPTIMIZED_MAX_SIZE must be 9..19");
static_assert(F3GO_OPTIMIZED_CAPACITY == kSmallCapacity || F3GO_OPTIMIZED_CAPACITY == kLargestCapacity,
              "a compilation of the optimized engine is for 9×9 or for the build's largest board");

// The capacity of the compilation that plays a board of size n: the smallest that holds it (a
// board past the largest goes to the largest, which refuses it).
constexpr int capacity_for(int n) { return n <= kSmallCapacity ? kSmallCapacity : kLargestCapacity; }

}  // namespace f3go::optimized
