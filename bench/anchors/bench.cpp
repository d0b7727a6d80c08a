// The playout board (optimized/plain_go.h) side by side with the anchors this program was built
// with (anchor.h: libego's 2010 line and KataGo, or libego 0.1), on the board size it was built
// for (F3GO_ANCHOR_SIZE); Google Benchmark, as bench/playouts.cpp:
//
//   playout/<engine>   whole playouts from the empty board (reset included): the playout board's
//                      random_move through plain_playout, and on each anchor the same draws of the
//                      same PlayoutRng judged by the anchor's board (choice.h), so every engine plays
//                      the same games move by move (anchors_lockstep checks it). Rules: suicide
//                      illegal, simple ko, no filling of one's own eye (EyeRule::libego); ends at two
//                      passes or 3 × area turns. A fixed number of playouts per run, the same seed:
//                      every engine and every repetition plays the very same moves.
//   playout/F3Go-via-choice.h  the playout board driven as the anchors are (choice.h over its
//                      public interface): the same games with the anchors' cost of the replicated
//                      choice; the like-for-like control of playout/<anchor>.
//   playout/<libego>-own-policy  that libego's own light playout step (its FastRandom: the first
//                      playable point from a random start of its empty list; libego 0.1 also plays
//                      multi-stone suicides, as its playouts do): other games, libego's own figure,
//                      for reference.
//   update/<engine>    the board update alone: the same 256 recorded playouts replayed through each
//                      board's play and pass (no legality test, no choice, no RNG).
// Counter ns_per_move: CPU time per turn (passes included). By default every benchmark runs 9
// times, the runs of all benchmarks randomly interleaved (a shared machine drifts; each engine sees
// the same drift); the last lines give each engine's median and minimum over the runs and, per
// anchor, the ratios F3Go/anchor (below 1: F3Go faster): like for like (the playout: both boards
// through choice.h, playout/F3Go-via-choice.h against playout/<anchor>; the update alone), then
// F3Go's own random_move against the anchor through choice.h, and each board's own playout step
// against a libego's. Options are Google Benchmark 1.7.1's; given ones replace the defaults (e.g.
// --benchmark_repetitions=3).
//
// `anchors_bench_N --count playout|update ENGINE PLAYOUTS` instead runs that many playouts (or
// recorded-playout replays) of one engine in the function f3go_anchors_counted and prints the
// turns: for instruction counts per move under `valgrind --tool=callgrind
// --toggle-collect=f3go_anchors_counted` (README.md, instructions.sh). `anchors_bench_N --list`
// prints this program's engines, one a line: the name, then the kinds it runs (playout, update).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include <unistd.h>

#include "bench/anchors/anchor.h"
#include "bench/anchors/choice.h"

namespace {

using f3go::anchors::Anchor;
using f3go::optimized::PlainGoBoard;
using f3go::optimized::PlayoutRng;

constexpr int kSize = F3GO_ANCHOR_SIZE;
// Playouts per run: about 2 million turns on 9×9 and 1.8 million on 19×19.
constexpr int kPlayouts = kSize <= 9 ? 20000 : 4000;
constexpr int kRecorded = 256;
constexpr int kReplays = kSize <= 9 ? 40 * kRecorded : 8 * kRecorded;
constexpr std::uint64_t kPlayoutSeed = static_cast<std::uint64_t>(kSize) * 1000 + 1;
constexpr std::uint64_t kRecordSeed = static_cast<std::uint64_t>(kSize) * 1000 + 2;

void set_counters(benchmark::State& state, std::int64_t turns) {
  const auto t = static_cast<double>(turns);
  state.counters["ns_per_move"] = benchmark::Counter(t, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["moves_per_playout"] = benchmark::Counter(t, benchmark::Counter::kAvgIterations);
}

const std::vector<int>& recorded() {
  // The playouts bench/playouts replays (same seed).
  static const std::vector<int> moves = f3go::optimized::record_playouts(kSize, kRecorded, kRecordSeed);
  return moves;
}

// One engine's loops, outside Google Benchmark too (--count).
class Engine {
 public:
  virtual ~Engine() = default;
  virtual int playout(PlayoutRng& rng, int max_turns) = 0;
  virtual int replay() = 0;
};

class Ours final : public Engine {
 public:
  Ours() : board_(kSize) {}
  int playout(PlayoutRng& rng, int max_turns) override {
    board_.clear();
    return f3go::optimized::plain_playout(board_, rng, max_turns);
  }
  int replay() override {  // as bench/playouts.cpp BM_PlainBoardUpdate
    const std::vector<int>& moves = recorded();
    board_.clear();
    int turns = 0;
    for (; moves[i_] >= 0; ++i_, ++turns) {
      if (moves[i_] == PlainGoBoard::kPass) board_.pass();
      else board_.play(moves[i_]);
    }
    i_ = i_ + 1 == moves.size() ? 0 : i_ + 1;
    benchmark::DoNotOptimize(board_);
    return turns;
  }

 private:
  PlainGoBoard board_;
  std::size_t i_ = 0;
};

class Other final : public Engine {
 public:
  explicit Other(std::unique_ptr<Anchor> anchor) : anchor_(std::move(anchor)) { anchor_->load_replay(recorded()); }
  int playout(PlayoutRng& rng, int max_turns) override { return anchor_->playout(rng, max_turns); }
  int replay() override { return anchor_->replay(); }

 private:
  std::unique_ptr<Anchor> anchor_;
};

// The playout board driven the way the anchors are (choice.h over its public is_playable, play,
// pass and is_empty): the same games, with the anchors' cost of the replicated choice (a second empty
// list and the shadow of the rings); the control for the playout/<anchor> figures.
class OursAsAnchor final : public Engine {
 public:
  OursAsAnchor() : board_(kSize), list_(kSize) {}
  int playout(PlayoutRng& rng, int max_turns) override { return f3go::anchors::play_out(*this, list_, rng, max_turns); }
  int replay() override { return 0; }

  // The Board of choice.h (and play_out's clear).
  void clear() {
    board_.clear();
    list_.clear();
  }
  bool playable(int v) const { return board_.is_playable(v); }
  void play(int v) { board_.play(v); }
  void pass() { board_.pass(); }
  bool is_empty(int v) const { return board_.is_empty(v); }

 private:
  PlainGoBoard board_;
  f3go::anchors::ChoiceList list_;
};

// A libego's own playout step (anchor.h OwnPolicy).
class LibegoOwn final : public Engine {
 public:
  explicit LibegoOwn(int (*own_playout)(std::uint32_t&, int)) : playout_(own_playout) {}
  int playout(PlayoutRng&, int max_turns) override { return playout_(seed_, max_turns); }
  int replay() override { return 0; }

 private:
  int (*playout_)(std::uint32_t&, int);
  std::uint32_t seed_ = static_cast<std::uint32_t>(kPlayoutSeed);
};

constexpr const char* kOurs = "F3Go";
constexpr const char* kOursViaChoice = "F3Go-via-choice.h";

struct Engines {
  // Every engine of this program by name: F3Go first.
  std::vector<std::pair<std::string, std::unique_ptr<Engine>>> all;
  // The anchors' names, and their own playout steps' names (kinds: playout only).
  std::vector<std::string> anchors, own_policies;

  bool has_update(const std::string& name) const {
    return name != kOursViaChoice && std::find(own_policies.begin(), own_policies.end(), name) == own_policies.end();
  }
};

Engines engines() {
  Engines e;
  e.all.emplace_back(kOurs, std::make_unique<Ours>());
  for (auto& anchor : f3go::anchors::all_anchors(kSize)) {
    std::string name = anchor->name();
    e.anchors.push_back(name);
    e.all.emplace_back(name, std::make_unique<Other>(std::move(anchor)));
  }
  e.all.emplace_back(kOursViaChoice, std::make_unique<OursAsAnchor>());
  for (const auto& own : f3go::anchors::all_own_policies()) {
    e.own_policies.push_back(own.name);
    e.all.emplace_back(own.name, std::make_unique<LibegoOwn>(own.playout));
  }
  return e;
}

int limit() { return 3 * kSize * kSize; }

void register_benchmarks(const Engines& engines) {
  for (const auto& [name, engine] : engines.all) {
    Engine* e = engine.get();
    benchmark::RegisterBenchmark(("playout/" + name).c_str(), [e](benchmark::State& state) {
      PlayoutRng rng(kPlayoutSeed);
      std::int64_t turns = 0;
      for (auto _ : state) turns += e->playout(rng, limit());
      set_counters(state, turns);
    })->Iterations(kPlayouts);
    if (!engines.has_update(name)) continue;
    benchmark::RegisterBenchmark(("update/" + name).c_str(), [e](benchmark::State& state) {
      std::int64_t turns = 0;
      for (auto _ : state) turns += e->replay();
      set_counters(state, turns);
    })->Iterations(kReplays);
  }
}

// Keeps every run's ns_per_move for the last lines.
class SummaryReporter : public benchmark::ConsoleReporter {
 public:
  // Colours only on a terminal (a reporter given to RunSpecifiedBenchmarks does not read
  // --benchmark_color).
  SummaryReporter() : ConsoleReporter(isatty(fileno(stdout)) ? OO_ColorTabular : OO_Tabular) {}
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.run_type != Run::RT_Iteration) continue;
      const auto it = run.counters.find("ns_per_move");
      if (it != run.counters.end()) ns_[run.run_name.function_name].push_back(it->second.value * 1e9);
    }
  }
  // Median (stat = 0) or minimum (stat = 1) over the runs of a benchmark; -1 if it did not run.
  double ns(const std::string& name, int stat) const {
    const auto it = ns_.find(name);
    if (it == ns_.end() || it->second.empty()) return -1;
    std::vector<double> v = it->second;
    std::sort(v.begin(), v.end());
    if (stat == 1) return v.front();
    const std::size_t m = v.size() / 2;
    return v.size() % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2;
  }
  // Runs per benchmark (the most of any benchmark).
  std::size_t runs() const {
    std::size_t most = 0;
    for (const auto& [name, values] : ns_) most = std::max(most, values.size());
    return most;
  }

 private:
  std::map<std::string, std::vector<double>> ns_;
};

void print_summary(const SummaryReporter& r, const Engines& engines) {
  for (const int stat : {0, 1}) {
    const char* label = stat == 0 ? "median" : "minimum";
    std::printf("anchors %dx%d, ns/move, %s of %zu runs:", kSize, kSize, label, r.runs());
    for (const char* kind : {"playout", "update"}) {
      std::printf(" %s", kind);
      for (const auto& [name, engine] : engines.all) {
        const double ns = r.ns(std::string(kind) + "/" + name, stat);
        if (ns >= 0) std::printf(" %s %.1f", name.c_str(), ns);
      }
      std::printf(";");
    }
    std::printf("\n");
    const double ours = r.ns(std::string("playout/") + kOurs, stat);
    const double ours_via_choice = r.ns(std::string("playout/") + kOursViaChoice, stat);
    for (const std::string& anchor : engines.anchors) {
      const double p = r.ns("playout/" + anchor, stat);
      const double u = r.ns("update/" + anchor, stat);
      if (p < 0 || u < 0 || ours < 0 || ours_via_choice < 0) continue;
      std::printf(
          "  F3Go/%s like for like (%s, < 1: F3Go faster): playout %.2f (both boards through choice.h), update "
          "%.2f; F3Go's own random_move against %s through choice.h: %.2f\n",
          anchor.c_str(), label, ours_via_choice / p, r.ns(std::string("update/") + kOurs, stat) / u, anchor.c_str(),
          ours / p);
    }
    for (const std::string& own : engines.own_policies) {
      const double p = r.ns("playout/" + own, stat);
      if (p < 0 || ours < 0) continue;
      std::printf("  F3Go/%s (%s): playout %.2f (each board's own playout step and list, other games)\n", own.c_str(),
                  label, ours / p);
    }
  }
}

// The measured loop of --count, by this name for callgrind's --toggle-collect.
extern "C" __attribute__((noinline)) long long f3go_anchors_counted(Engine* e, bool playout, int count) {
  PlayoutRng rng(kPlayoutSeed);
  long long turns = 0;
  for (int i = 0; i < count; ++i) turns += playout ? e->playout(rng, limit()) : e->replay();
  return turns;
}

int count_main(int argc, char** argv) {
  if (argc != 5 || (std::strcmp(argv[2], "playout") != 0 && std::strcmp(argv[2], "update") != 0)) {
    std::fprintf(stderr, "usage: %s --count playout|update ENGINE PLAYOUTS\n", argv[0]);
    return 2;
  }
  const Engines e = engines();
  const auto it = std::find_if(e.all.begin(), e.all.end(), [&](const auto& x) { return x.first == argv[3]; });
  const int count = std::atoi(argv[4]);
  const bool playout = std::strcmp(argv[2], "playout") == 0;
  if (it == e.all.end() || count < 1 || (!playout && !e.has_update(argv[3]))) {
    std::fprintf(stderr, "%s: no engine '%s' for %s here, or no positive count (--list)\n", argv[0], argv[3], argv[2]);
    return 2;
  }
  const long long turns = f3go_anchors_counted(it->second.get(), playout, count);
  std::printf("%s %s %dx%d: %d %s, %lld turns\n", argv[3], argv[2], kSize, kSize, count,
              playout ? "playouts" : "replays", turns);
  return 0;
}

int list_main() {
  const Engines e = engines();
  for (const auto& [name, engine] : e.all)
    std::printf("%s playout%s\n", name.c_str(), e.has_update(name) ? " update" : "");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--count") == 0) return count_main(argc, argv);
  if (argc == 2 && std::strcmp(argv[1], "--list") == 0) return list_main();
  // The defaults first: a given option comes later and wins.
  std::vector<char*> args{argv[0]};
  std::string reps = "--benchmark_repetitions=9", interleave = "--benchmark_enable_random_interleaving=true";
  args.push_back(reps.data());
  args.push_back(interleave.data());
  for (int i = 1; i < argc; ++i) args.push_back(argv[i]);
  int n = static_cast<int>(args.size());
  benchmark::Initialize(&n, args.data());
  if (benchmark::ReportUnrecognizedArguments(n, args.data())) return 1;
  benchmark::AddCustomContext("anchors.rules",
                              "suicide illegal, simple ko, own eye = libego's, end: 2 passes or 3*area");
  const Engines all = engines();
  register_benchmarks(all);
  SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  print_summary(reporter, all);
  benchmark::Shutdown();
  return 0;
}
