// Speed of the optimized engine against the reference (not a test: a measurement).
// Usage: optimized_speed [positions=50] [size=19] [seed=1]
// For each seeded random position (testkit::random_board: 40% empty, 25% black, 25% white, 10%
// flower; 2022 defaults): the private eye of every black and white string (T22.2.8), then the
// holographic board (T22.3, every flower attribute) and the forbidden points of both throwers
// (T22.5). Prints the time per position of each engine, and fails (exit 1) if any verdict differs.
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>

#include "testkit/generators.h"
#include "optimized/holographic.h"
#include "optimized/private_eye.h"
#include "reference/forbidden.h"
#include "reference/holographic.h"
#include "reference/private_eye.h"

namespace {

using namespace f3go;
using Clock = std::chrono::steady_clock;

// The weights (empty, black, white, flower) of the positions, in percent (testkit::random_board).
constexpr std::array<std::uint64_t, 4> kMix{40, 25, 25, 10};

double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

}  // namespace

int main(int argc, char** argv) {
  const int positions = argc > 1 ? std::atoi(argv[1]) : 50;
  const int size = argc > 2 ? std::atoi(argv[2]) : 19;
  const unsigned seed = argc > 3 ? static_cast<unsigned>(std::atoi(argv[3])) : 1u;
  std::mt19937_64 rng(seed);
  const Rules rules;
  double ref_eyes = 0, opt_eyes = 0, ref_holo = 0, opt_holo = 0;
  long strings = 0, yes = 0, mismatches = 0;
  for (int k = 0; k < positions; ++k) {
    const Board b = testkit::random_board(rng, size, kMix);
    std::vector<std::vector<Point>> all;
    for (Cell c : {Cell::black, Cell::white})
      for (auto& s : reference::strings_of(b, c)) all.push_back(std::move(s));
    std::vector<bool> r_eye, o_eye;
    auto t = Clock::now();
    for (const auto& s : all) r_eye.push_back(reference::private_eye(b, s, rules).verdict.holds);
    ref_eyes += ms_since(t);
    t = Clock::now();
    const optimized::BoardBits bits = optimized::bits_of(b);
    for (const auto& s : all) o_eye.push_back(optimized::private_eye(bits, optimized::from_points(s), rules).holds);
    opt_eyes += ms_since(t);
    t = Clock::now();
    const reference::Holographic rh = reference::holographic(b, rules);
    const auto rf = reference::flybomb_forbidden(rh, Colour::black, rules);
    const auto rf2 = reference::flybomb_forbidden(rh, Colour::white, rules);
    ref_holo += ms_since(t);
    t = Clock::now();
    const optimized::HoloBits oh = optimized::holographic(optimized::bits_of(b), rules);
    const auto of = optimized::flybomb_forbidden(oh, Colour::black, rules);
    const auto of2 = optimized::flybomb_forbidden(oh, Colour::white, rules);
    opt_holo += ms_since(t);
    mismatches += (r_eye != o_eye) + (rf != of) + (rf2 != of2) + (rh.cells != oh.cells());
    strings += static_cast<long>(all.size());
    for (bool y : r_eye) yes += y;
  }
  std::printf("%d positions %dx%d, %ld strings (%ld with a private eye)\n", positions, size, size,
              strings, yes);
  std::printf("private eyes of all strings: reference %.3f ms/position, optimized %.3f ms/position (x%.1f)\n",
              ref_eyes / positions, opt_eyes / positions, ref_eyes / opt_eyes);
  std::printf("holographic + forbidden (both): reference %.3f ms/position, optimized %.3f ms/position (x%.1f)\n",
              ref_holo / positions, opt_holo / positions, ref_holo / opt_holo);
  std::printf("mismatches: %ld\n", mismatches);
  return mismatches == 0 ? 0 : 1;
}
