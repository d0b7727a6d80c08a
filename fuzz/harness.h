// Shared pieces of the libFuzzer harnesses (fuzz/*_fuzzer.cpp): the input cap and the check that
// traps; for the two differential targets, the byte reader, the setup layout and the reports
// (second half of the file). No global state: every helper is a pure function of its arguments.
//
// The oracle's parsers promise that malformed input throws f3go::InputError and nothing else
// (oracle/error.h); a harness therefore catches InputError as the expected outcome and lets
// `guard` turn any other exception into a trap, so that libFuzzer and the corpus replay
// (fuzz/replay_main.cpp) both report it as a crash.
#pragma once
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "oracle/board.h"
#include "oracle/format.h"
#include "oracle/json.h"
#include "oracle/move.h"
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go::fuzz {

// Inputs above this many bytes are ignored. 1 MiB: enough for the hostile shapes the readers
// must refuse by their limits (oracle/input.h: nesting past 1000, 100,000 property names, lines
// past 10,000 bytes), which `-max_len=1048576` lets libFuzzer build; bigger only slows it down.
inline constexpr std::size_t kMaxInput = 1024 * 1024;

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Prints the failed check and the two states, then traps (never `assert`: NDEBUG removes it).
[[noreturn]] inline void fail(const char* what, std::string_view left, std::string_view right) {
  std::fprintf(stderr, "f3go fuzz: %s\n--- first ---\n%.*s\n--- second ---\n%.*s\n--- end ---\n", what,
               static_cast<int>(left.size()), left.data(), static_cast<int>(right.size()),
               right.data());
  std::fflush(stderr);
  __builtin_trap();
}

inline void check(bool ok, const char* what, std::string_view left = {}, std::string_view right = {}) {
  if (!ok) fail(what, left, right);
}

// Runs `body`; an exception of any type other than the allowed one is a bug.
template <class Allowed, class Body>
void guard(const char* target, std::string_view input, Body&& body) {
  try {
    body();
  } catch (const Allowed&) {
    // the documented way to refuse bad input
  } catch (const std::exception& e) {
    fail((std::string(target) + ": unexpected exception: " + e.what()).c_str(), input, {});
  } catch (...) {
    fail((std::string(target) + ": unexpected non-standard exception").c_str(), input, {});
  }
}

// ===========================================================================================
// The differential targets (differential_position_fuzzer.cpp, differential_game_fuzzer.cpp):
// a front-to-back byte reader, the shared "setup" part of their binary layout (size, rules,
// board), its encoder for the seed generator (make_differential_seeds.cpp), and the reports
// printed when the reference and the optimized engine disagree.
//
// Why not FuzzedDataProvider: it reads integers from the END of the input, which makes seeds
// hard to write and to read by hand; this reader takes one byte at a time from the front, and
// every field of the layout is one byte (past the end every byte reads as 0).
// ===========================================================================================

// Never thrown: `guard<NothingAllowed>` turns every exception into a trap.
struct NothingAllowed {};

class ByteReader {
 public:
  ByteReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  // The next byte, or 0 once the input is used up.
  std::uint8_t byte() { return at_ < size_ ? data_[at_++] : std::uint8_t{0}; }
  bool empty() const { return at_ >= size_; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

// The board sizes of the differential targets, 2..kMaxDifferentialSize, small ones more often.
// The reference is literal and slow: its legal-stone list plays a whole turn on every empty point.
// Measured per execution of differential_position_fuzzer (ASan+UBSan, random bytes, so random
// switch readings; fuzz/README.md): about 3 ms of CPU at 2×2, 6 ms at 3×3, 13 ms at 4×4, 35 ms at
// 5×5, 120 ms at 6×6, 310 ms at 7×7. With these weights the mean is about 50 ms, against
// 80 ms for 2..7 uniform, and 7×7 (the larger regions of T18E, the corpus's 7×7 cases) stays.
inline constexpr int kMaxDifferentialSize = 7;
inline constexpr int kDifferentialSizes[16] = {2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 7};

// The setup both differential targets start with.
struct Setup {
  Board board;
  Rules rules;
  Colour to_move = Colour::black;
  friend bool operator==(const Setup&, const Setup&) = default;
};

// The setup layout, one byte per field (b = the byte):
//   0  size n = kDifferentialSizes[b mod 16]
//   1  bit 0: profile 2018 (clear: 2022); bit 1: white to move; bits 2-3: mode 0 C, 1 A, 2 B, 3 C
//   2  flybombs N = b mod 6
//   3  komi = (b - 128) / 4   (3.75 is 143)
//   4  seed = b               (the mode A/B schedule, A28)
//   5  random_turns = 1 + b mod 30
//   6  L, then L reading bytes: byte i is switch i of switch_table() (register order, A01 first);
//      0 keeps the profile's default, k > 0 picks reading (k - 1) mod (number of readings).
//      Switches past L keep the default; bytes past kSwitchCount are read and ignored. (So a
//      switch added to the table later leaves every existing seed meaning what it meant.)
//   then n*n cells in point order A1, B1, …, A2, …: b mod 4 → 0 empty, 1 black, 2 white, 3 flower.
inline constexpr Mode kModes[4] = {Mode::C, Mode::A, Mode::B, Mode::C};

inline void read_switches(ByteReader& in, Rules& rules) {
  const int given = in.byte();
  for (int i = 0; i < given; ++i) {
    const int b = in.byte();
    if (i >= kSwitchCount || b == 0) continue;
    const auto s = static_cast<Switch>(i);
    rules.set(s, (b - 1) % static_cast<int>(info(s).readings.size()));
  }
}

inline Board read_board(ByteReader& in, int n) {
  Board board(n);
  for (Point p : board.points()) board.set(p, static_cast<Cell>(in.byte() % 4));
  return board;
}

inline Setup read_setup(ByteReader& in) {
  Setup s;
  const int n = kDifferentialSizes[in.byte() % 16];
  const int flags = in.byte();
  s.rules = Rules::for_profile((flags & 1) ? Profile::y2018 : Profile::y2022);
  s.to_move = (flags & 2) ? Colour::white : Colour::black;
  s.rules.mode = kModes[(flags >> 2) & 3];
  s.rules.flybombs = in.byte() % 6;
  s.rules.komi = (in.byte() - 128) / 4.0;
  s.rules.seed = in.byte();
  s.rules.random_turns = 1 + in.byte() % 30;
  read_switches(in, s.rules);
  s.board = read_board(in, n);
  return s;
}

// The inverse of read_setup for the seed generator; nullopt when `s` has no encoding (a size,
// komi, N, seed or random_turns outside the ranges above).
inline std::optional<std::string> write_setup(const Setup& s) {
  const Rules& r = s.rules;
  const double quarters = r.komi * 4 + 128;
  const int n = s.board.size();
  if (n < kMinSize || n > kMaxDifferentialSize || r.flybombs < 0 || r.flybombs > 5 || r.seed > 255 ||
      r.random_turns < 1 || r.random_turns > 30 || quarters < 0 || quarters > 255 ||
      quarters != static_cast<double>(static_cast<int>(quarters)))
    return std::nullopt;
  std::string out;
  auto put = [&out](int b) { out.push_back(static_cast<char>(static_cast<std::uint8_t>(b))); };
  put(static_cast<int>(std::find(std::begin(kDifferentialSizes), std::end(kDifferentialSizes), n) -
                       std::begin(kDifferentialSizes)));
  const int mode = r.mode == Mode::A ? 1 : r.mode == Mode::B ? 2
                                                             : 0;
  put((r.profile == Profile::y2018 ? 1 : 0) | (s.to_move == Colour::white ? 2 : 0) | (mode << 2));
  put(r.flybombs);
  put(static_cast<int>(quarters));
  put(static_cast<int>(r.seed));
  put(r.random_turns - 1);
  put(kSwitchCount);
  for (int i = 0; i < kSwitchCount; ++i) {
    const auto sw = static_cast<Switch>(i);
    put(r.is_default(sw) ? 0 : r.get(sw) + 1);
  }
  for (Cell c : s.board.cells()) put(static_cast<int>(c));
  return out;
}

// A point of the move and history layouts, from one byte b: with bit 7 set, the point of index
// (b & 0x7F) mod n² (it may be occupied); with bit 7 clear, the (b mod E)-th empty point of
// `board` in point order (E empty points; none → as if bit 7 were set).
inline Point read_point(std::uint8_t b, const Board& board) {
  std::vector<Point> empty;
  for (Point p : board.points())
    if (board.at(p) == Cell::empty) empty.push_back(p);
  if ((b & 0x80) || empty.empty()) return board.point((b & 0x7F) % board.area());
  return empty[b % empty.size()];
}

// The byte that read_point maps to p whatever the board: its index with bit 7 set.
inline std::uint8_t point_byte(const Board& board, Point p) {
  return static_cast<std::uint8_t>(0x80 | board.index(p));
}

// --- reports of a disagreement -------------------------------------------------------------

// The holographic board as a diagram ('?' for a missing cell).
inline std::string holo_diagram(const Board& b, const std::vector<HoloCell>& cells) {
  std::vector<char> symbols;
  for (Point p : b.points()) {
    const auto i = static_cast<std::size_t>(b.index(p));
    symbols.push_back(i < cells.size() ? symbol(cells[i]) : '?');
  }
  return diagram(b.size(), symbols);
}

struct Difference {
  std::string observable, reference, optimized;
};

// The first leaf where two JSON values differ, named by its path ("$.strings[2].reason").
inline std::optional<Difference> first_json_difference(const Json& r, const Json& o, const std::string& path) {
  if (r.type() != o.type() || !(r.is_object() || r.is_array())) {
    if (r == o) return std::nullopt;
    return Difference{path, r.dump(), o.dump()};
  }
  if (r.is_object()) {
    for (const auto& [key, value] : r.items()) {
      if (!o.contains(key)) return Difference{path + "." + key, value.dump(), "(missing)"};
      if (auto d = first_json_difference(value, o.at(key), path + "." + key)) return d;
    }
    for (const auto& [key, value] : o.items())
      if (!r.contains(key)) return Difference{path + "." + key, "(missing)", value.dump()};
    return std::nullopt;
  }
  const std::size_t n = std::max(r.size(), o.size());
  for (std::size_t i = 0; i < n; ++i) {
    const std::string at = path + "[" + std::to_string(i) + "]";
    if (i >= r.size()) return Difference{at, "(missing)", o[i].dump()};
    if (i >= o.size()) return Difference{at, r[i].dump(), "(missing)"};
    if (auto d = first_json_difference(r[i], o[i], at)) return d;
  }
  return std::nullopt;
}

inline std::string difference_text(const std::optional<Difference>& d) {
  if (!d) return "first differing observable: none shown (a field outside the text form)\n";
  return "first differing observable: " + d->observable + "\n  reference: " + d->reference +
         "\n  optimized: " + d->optimized + "\n";
}

// Everything needed to reproduce an Analysis disagreement: the bottom board, both holographic
// boards, the rules in compact form and the first differing observable.
inline std::string analysis_report(const Board& b, const Rules& rules, const Analysis& r, const Analysis& o) {
  return "bottom board:\n" + diagram(b) + "rules: " + compact(rules) +
         "\nholographic board, reference:\n" + holo_diagram(b, r.holographic) +
         "holographic board, optimized:\n" + holo_diagram(b, o.holographic) +
         difference_text(first_json_difference(to_json(r), to_json(o), "$"));
}

inline std::string points_text(const std::vector<Point>& ps) { return ps.empty() ? "none" : format_points(ps); }

inline std::string score_text(const ScoreReport& s) {
  return "black " + format_number(s.black) + ", white " + format_number(s.white) + ", neutral " +
         format_number(s.neutral) + ", result " + s.result + ", dead " + points_text(s.dead);
}

inline std::string outcome_text(const MoveOutcome& m) {
  return std::string(m.legal ? "legal" : "illegal (" + m.reason + ")") + ", captured " + points_text(m.captured);
}

inline std::string pair_text(const std::array<int, 2>& v) {
  return "black " + std::to_string(v[0]) + ", white " + std::to_string(v[1]);
}

inline std::string turns_text(const std::array<std::vector<int>, 2>& v) {
  std::string s;
  for (Colour c : kColours) {
    s += std::string(name(c)) + " [";
    for (int t : v[index(c)]) s += " " + std::to_string(t);
    s += " ] ";
  }
  return s;
}

inline std::string history_text(const std::vector<HistoryEntry>& h) {
  std::string s = std::to_string(h.size()) + " entries\n";
  for (const HistoryEntry& e : h) s += std::string(name(e.to_move)) + " to move\n" + diagram(e.board);
  return s;
}

// Every field of a Position as (name, text), in declaration order.
inline std::vector<std::pair<std::string, std::string>> position_fields(const Position& p) {
  return {{"board", "\n" + diagram(p.board)},
          {"to_move", std::string(name(p.to_move))},
          {"flybombs_left", pair_text(p.flybombs_left)},
          {"move_number", std::to_string(p.move_number)},
          {"consecutive_passes", std::to_string(p.consecutive_passes)},
          {"turns_played", pair_text(p.turns_played)},
          {"random_turns", turns_text(p.random_turns)},
          {"chosen_left", pair_text(p.chosen_left)},
          {"history", history_text(p.history)},
          {"last_captures", std::to_string(p.last_captures)}};
}

inline std::optional<Difference> first_position_difference(const Position& r, const Position& o) {
  const auto rf = position_fields(r), of = position_fields(o);
  for (std::size_t i = 0; i < rf.size(); ++i)
    if (rf[i].second != of[i].second) return Difference{"Position::" + rf[i].first, rf[i].second, of[i].second};
  return std::nullopt;
}

// Prints a disagreement and traps (libFuzzer saves the input; the replay dies).
[[noreturn]] inline void fail_report(const std::string& title, const std::string& report) {
  std::fprintf(stderr, "f3go fuzz: %s\n%s--- end ---\n", title.c_str(), report.c_str());
  std::fflush(stderr);
  __builtin_trap();
}

}  // namespace f3go::fuzz
