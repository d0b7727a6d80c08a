// smt_measure: the time smt::private_eye takes, per region query and per minimal witness, on
// seeded random positions (or one position file), with the reference's answer beside it.
//
//   smt_measure --random N --size S [--gen verify|eyes] [--seed K] [--timeout MS] [--rules 2022|2018] [--set name=reading]…
//   smt_measure --random N --size S --sample I …     (only sample I of those N: the same board, in seconds)
//   smt_measure --pos FILE [--point GTP] [--timeout MS] [--set name=reading]…
//   (--small-first J sets smt::Options::small_first; --smt2 DIR writes every query there; -v prints every region; --unknowns prints every region
//   left unknown, with its sample number and board; --write-unknowns DIR saves each such board as a
//   position file DIR/<size>x<size>_seed<K>_sample<I>.pos, for --pos, and --write DIR every board)
//
// Prints p50/p99/max of the region query, the simulation and the witness (CPU time of the thread),
// the count of unknowns and every disagreement with the reference; -v adds one line per region.
#include <algorithm>
#include <cassert>
#include <ctime>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "testkit/generators.h"
#include "oracle/position_text.h"
#include "reference/private_eye.h"
#include "reference/strings.h"
#include "smt/private_eye.h"

namespace {

using namespace f3go;

struct Args {
  int random = 0, size = 9;
  std::uint64_t seed = 1;
  std::string pos, point, profile = "2022";
  std::vector<std::string> settings;
  unsigned timeout = 60000;
  int small_first = f3go::smt::Options{}.small_first;
  bool verbose = false;
  std::string smt2;
  std::string gen = "verify";
  int sample = -1;             // >= 0: only this sample of the seeded sequence
  bool unknowns = false;       // print every unknown region with its sample and board
  std::string write_unknowns;  // non-empty: save each board with an unknown region there
  std::string write;           // non-empty: save every board there
};

Args parse(int argc, char** argv) {
  Args a;
  for (int i = 1; i < argc; ++i) {
    const std::string k = argv[i];
    auto next = [&]() { return std::string(i + 1 < argc ? argv[++i] : ""); };
    if (k == "--random") a.random = std::stoi(next());
    else if (k == "--size") a.size = std::stoi(next());
    else if (k == "--seed") a.seed = std::stoull(next());
    else if (k == "--pos") a.pos = next();
    else if (k == "--point") a.point = next();
    else if (k == "--rules") a.profile = next();
    else if (k == "--set") a.settings.push_back(next());
    else if (k == "--timeout") a.timeout = static_cast<unsigned>(std::stoul(next()));
    else if (k == "--small-first") a.small_first = std::stoi(next());
    else if (k == "--smt2") a.smt2 = next();
    else if (k == "--gen") a.gen = next();
    else if (k == "--sample") a.sample = std::stoi(next());
    else if (k == "--unknowns") a.unknowns = true;
    else if (k == "--write-unknowns") a.write_unknowns = next(), a.unknowns = true;
    else if (k == "--write") a.write = next();
    else if (k == "-v") a.verbose = true;
    else throw std::invalid_argument("unknown option " + k);
  }
  if (a.gen != "verify" && a.gen != "eyes") throw std::invalid_argument("--gen takes verify or eyes, not " + a.gen);
  if (a.sample >= 0 && a.sample >= a.random)
    throw std::invalid_argument("--sample " + std::to_string(a.sample) + " needs --random N with N > " + std::to_string(a.sample));
  return a;
}

// A random n×n board (testkit::random_board) with the weights of `gen`: `verify`, f3go verify's
// (testkit::random_mix); `eyes`, the private-eye mix of smt/tests (testkit::draw_eye_mix: more empty
// points, fewer flowers, so more enclosed regions). Precondition: gen is `verify` or `eyes`.
Board random_board(std::mt19937_64& rng, int n, const std::string& gen) {
  assert(gen == "verify" || gen == "eyes");
  const auto mix = gen == "eyes" ? testkit::draw_eye_mix(testkit::RngDraw{rng}) : testkit::random_mix(rng);
  return testkit::random_board(rng, n, mix);
}

// CPU seconds of this thread (the machine may be shared).
double cpu_now() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

struct Stats {
  std::vector<double> region, simulation, witness, string_total, regions_query, board;
  int unknown = 0, unknown_regions = 0, disagreements = 0, regions = 0, witnesses = 0;
};

void print(const char* what, std::vector<double> xs) {
  if (xs.empty()) return (void)std::printf("%-22s n=0\n", what);
  std::sort(xs.begin(), xs.end());
  auto q = [&](double p) { return xs[std::min(xs.size() - 1, static_cast<std::size_t>(p * static_cast<double>(xs.size())))]; };
  std::printf("%-22s n=%-6zu p50=%8.1f ms  p99=%8.1f ms  max=%8.1f ms\n", what, xs.size(), 1e3 * q(0.5),
              1e3 * q(0.99), 1e3 * xs.back());
}

// Where a board came from: sample `sample` of the seeded sequence, or the position file (-1).
struct Source {
  Board board;
  int sample = -1;
};

std::string source_name(const Source& src, const Args& args) {
  if (src.sample < 0) return args.pos;
  return "sample " + std::to_string(src.sample) + " (--random " + std::to_string(args.random) + " --size " +
         std::to_string(args.size) + " --seed " + std::to_string(args.seed) + (args.gen == "verify" ? "" : " --gen " + args.gen) + ")";
}

// Saves a sample's board as DIR/<n>x<n>_seed<K>_sample<I>.pos (the rules as given), with `why`.
void write_board(const Source& src, const Rules& rules, const Args& args, const std::string& dir, const std::string& why) {
  const std::string path = dir + "/" + std::to_string(args.size) + "x" + std::to_string(args.size) +
                           "_seed" + std::to_string(args.seed) + "_sample" + std::to_string(src.sample) + ".pos";
  std::ofstream out(path);
  out << "# smt_measure " << source_name(src, args) << why << "\n";
  out << write_position_text(initial_position(src.board, rules), rules);
  if (!out) throw std::runtime_error("cannot write " + path);
  std::printf("  written %s\n", path.c_str());
}

void one_string(smt::BoardSolver& solver, const Source& src, const reference::Points& a, const Rules& rules,
                const Args& args, Stats& st, bool& board_shown) {
  const Board& b = src.board;
  const double t0 = cpu_now();
  const smt::PrivateEyeAnswer s = solver.private_eye(a, rules);
  st.string_total.push_back(cpu_now() - t0);
  st.regions_query.push_back(s.seconds_regions);
  const reference::PrivateEyeVerdict r = reference::private_eye(b, a, rules);
  st.unknown += s.verdict == smt::Answer::unknown;
  for (std::size_t i = 0; i < s.regions.size(); ++i) {
    const smt::RegionAnswer& x = s.regions[i];
    ++st.regions;
    st.region.push_back(x.seconds_region);
    if (x.step == EyeStep::simulation) st.simulation.push_back(x.seconds_simulation);
    if (x.witness) {
      st.witness.push_back(x.seconds_witness);
      ++st.witnesses;
    }
    const bool same = i < r.regions.size() && x.verdict != smt::Answer::unknown &&
                      r.regions[i].verdict.holds == (x.verdict == smt::Answer::yes) && r.regions[i].verdict.clause == x.clause;
    if (x.verdict != smt::Answer::unknown && !same) {
      ++st.disagreements;
      std::cout << "DISAGREE at " << to_gtp(a.front()) << " region " << format_points(x.points) << ": smt "
                << smt::name(x.verdict) << " " << x.clause << "\n"
                << diagram(b);
    }
    if (args.verbose)
      std::printf("  %s region %s: %s %s  region %.1f ms  sim %.1f ms  witness %.1f ms%s\n", to_gtp(a.front()).c_str(),
                  to_gtp(x.points.front()).c_str(), std::string(smt::name(x.verdict)).c_str(), std::string(clause_id(x.clause)).c_str(),
                  1e3 * x.seconds_region, 1e3 * x.seconds_simulation, 1e3 * x.seconds_witness,
                  x.witness ? (" k=" + std::to_string(x.witness->proof.k)).c_str() : "");
  }
  if (args.verbose) std::printf("  %s: regions query %.1f ms, %d checks\n", to_gtp(a.front()).c_str(), 1e3 * s.seconds_regions, s.checks);
  // A string is unknown, or a region is and a later one decided the string (its clause is then uncertain).
  const auto unknown_regions = static_cast<int>(std::count_if(
      s.regions.begin(), s.regions.end(), [](const smt::RegionAnswer& x) { return x.verdict == smt::Answer::unknown; }));
  st.unknown_regions += unknown_regions;
  const bool any_unknown = s.verdict == smt::Answer::unknown || unknown_regions > 0;
  if (!args.unknowns || !any_unknown) return;
  std::printf("UNKNOWN %s, string %s (%s): smt %s%s\n", source_name(src, args).c_str(), to_gtp(a.front()).c_str(),
              format_points(a).c_str(), std::string(smt::name(s.verdict)).c_str(), s.reason.empty() ? "" : (" (" + s.reason + ")").c_str());
  for (std::size_t i = 0; i < s.regions.size(); ++i) {
    const smt::RegionAnswer& x = s.regions[i];
    const std::string reading =
        i < r.regions.size() ? std::string(r.regions[i].verdict.holds ? "yes " : "no ") + std::string(clause_id(r.regions[i].verdict.clause)) : "none";
    std::printf("  region %s: smt %s %s%s%s  region %.1f ms  sim %.1f ms  witness %.1f ms; reference %s\n",
                format_points(x.points).c_str(), std::string(smt::name(x.verdict)).c_str(), std::string(clause_id(x.clause)).c_str(),
                x.reason.empty() ? "" : (" (" + x.reason + ")").c_str(), x.bound.empty() ? "" : (" [" + x.bound + "]").c_str(),
                1e3 * x.seconds_region, 1e3 * x.seconds_simulation, 1e3 * x.seconds_witness, reading.c_str());
  }
  if (board_shown) return;
  board_shown = true;
  std::cout << diagram(b) << std::flush;
  if (!args.write_unknowns.empty() && src.sample >= 0)
    write_board(src, rules, args, args.write_unknowns, ": a region left unknown by smt::private_eye");
}

}  // namespace

int run(int argc, char** argv) {
  const Args args = parse(argc, argv);
  Rules rules = make_rules(args.profile, args.settings, "command line");
  Stats st;
  std::vector<Source> boards;
  if (!args.pos.empty()) {
    const PositionFile f = read_position_file(args.pos, rules);
    rules = f.rules;
    for (const std::string& s : args.settings) apply_setting(rules, s, "command line");
    boards.push_back({f.position.board, -1});
  }
  for (int k = 0; k < args.random; ++k) {
    if (args.sample >= 0 && k != args.sample) continue;  // each sample has its own seed
    std::mt19937_64 rng(args.seed * 1000003 + static_cast<std::uint64_t>(k));
    boards.push_back({random_board(rng, args.size, args.gen), k});
  }
  smt::Options o;
  o.timeout_ms = args.timeout;
  o.small_first = args.small_first;
  o.smt2_dir = args.smt2;
  for (const Source& src : boards) {
    const double tb = cpu_now();
    smt::BoardSolver solver(src.board, o);
    st.board.push_back(cpu_now() - tb);
    bool board_shown = false;
    if (args.verbose) std::printf("%s\n", source_name(src, args).c_str());
    if (!args.write.empty() && src.sample >= 0) write_board(src, rules, args, args.write, "");
    for (Cell c : {Cell::black, Cell::white})
      for (const reference::Points& a : reference::strings_of(src.board, c)) {
        if (!args.point.empty() && !reference::contains(a, *parse_gtp(args.point, src.board.size()))) continue;
        one_string(solver, src, a, rules, args, st, board_shown);
      }
  }
  std::printf("rules %s, %zu positions, %d regions, %d witnesses, %d unknown strings, %d unknown regions, %d disagreements\n",
              compact(rules).c_str(), boards.size(), st.regions, st.witnesses, st.unknown, st.unknown_regions, st.disagreements);
  print("board (strings, once)", st.board);
  print("string (all queries)", st.string_total);
  print("regions query (per A)", st.regions_query);
  print("region query", st.region);
  print("simulation query", st.simulation);
  print("minimal witness", st.witness);
  return st.disagreements == 0 ? 0 : 1;
}

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {  // a bad option or file, a file that cannot be written
    std::fprintf(stderr, "smt_measure: %s\n", e.what());
    return 2;
  }
}
