// `f3go verify`: the optimized engine (optimized/) against the reference (reference/), observable
// by observable, on many positions.
//   f3go verify --random COUNT --size N [--seed S] [--shard I/K] [--rules …] [--set …]
//   f3go verify --exhaustive N [--shard I/K] [--rules …] [--set …]
//   f3go verify --merge FILE...   (the saved outputs of the shards of one run, added up)
// Compared, for every position (the initial position of a random or enumerated board, black to move, or
// the end of a random game — see below):
// the whole Analysis of Engine::analyze (reference::ReferenceEngine against
// optimized::OptimizedEngine) — the black and white strings with their liberties (T22.2.3,
// T22.2.1); their enclosed regions with the private-eye verdict and deciding clause per region and
// per string (T22.2.6, T22.2.8, T18E); the flower strings with HEIy/BAIy/HEIo/BAIo, table row and
// attribute (T22.4); the holographic cells (T22.3); the flybomb-forbidden points with their
// reasons for both throwers (T22.5); the legal stone points of both colours (T22.6); the score
// (T22.7). On a difference the first differing observable is shown line by line.
//
// Random samples (reproducible from --seed): sample k (0-based) draws from its own
// std::mt19937_64 seeded with std::seed_seq{S mod 2^32, S / 2^32, k mod 2^32, k / 2^32}, so a
// shard (--shard I/K: the samples k ≡ I mod K) needs none of the others. Even samples are
// positions, odd samples are games.
// A position: four weights are drawn — empty 10..79, black 5..49, white 5..49, flower 0..29 (each
// `rng() % k` plus the base) — and each point, in point order A1, B1, …, A2, …, takes the cell
// whose cumulative weight first exceeds rng() % (sum of the weights). So densities vary per
// position. Its whole Analysis is compared.
// A game: from a position drawn as above with the flower weight 0 and the empty weight tripled,
// 1 + rng() % (N·N) attempts by the side to move, each a stone (weight 6), a flybomb turn with a
// flower point (2), a flybomb turn with a flower pass (1) or a pass (1) — points drawn uniformly
// over the board, so occupied points and other refusals happen. Every attempt is played by both
// engines (Engine::play): the MoveOutcome (legality, reason, captures) and the Position after it
// are compared; a legal attempt is kept. At the end the whole Analysis is compared.
// The exhaustive run visits every position of the N×N board with the four cells (4^(N²); point i
// takes digit i of the index in base 4: 0 empty, 1 black, 2 white, 3 flower), keeping the indices
// congruent to I modulo K.
//
// Output: first line the run, e.g. "run: random=100000 size=19 seed=1 rules=2022 shard=11/1000"
// (verify_merge.h); progress on stderr about once a second; on the first disagreement the bottom
// board, both holographic diagrams and the differing observable on stdout; last line exactly
// "N agree, M disagree". Exit 0 if none disagree, 1 otherwise, 2 on bad input.
// --merge reads such outputs of one run (same run line but for the shard, shards all of the same
// K, none twice), prints the run, the missing shards if any, and the summed last line; exit 0
// only when all K shards are there and none disagrees, 1 otherwise, 2 on a malformed file.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "oracle/cli/commands.h"
#include "oracle/cli/external.h"
#include "oracle/cli/verify_merge.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/position.h"
#include "optimized/engine.h"
#include "reference/engine.h"

namespace f3go::cli {
namespace {

namespace ref = f3go::reference;
namespace opt = f3go::optimized;
using Lines = std::vector<std::string>;

struct Difference {
  std::string observable, reference, optimized;
};

std::string points_text(const std::vector<Point>& ps) { return ps.empty() ? "none" : format_points(ps); }

std::string verdict_text(bool holds, std::string_view clause) {
  return std::string(holds ? "yes " : "no ") + std::string(clause);
}

std::string string_head(const StringReport& s) {
  return std::string(name(s.colour)) + " string " + points_text(s.stones);
}

// T22.2.3, T22.2.1: every black and white string with its liberties.
Lines string_lines(const Analysis& a) {
  Lines out;
  for (const StringReport& s : a.strings) out.push_back(string_head(s) + "; liberties " + points_text(s.liberties));
  return out;
}

// T22.2.6, T22.2.8, T18E: per string its enclosed regions, each with verdict and clause.
Lines region_lines(const Analysis& a) {
  Lines out;
  for (const StringReport& s : a.strings) {
    for (const RegionReport& r : s.regions)
      out.push_back(string_head(s) + ": region " + points_text(r.points) + " private eye " +
                    verdict_text(r.private_eye, r.reason));
    out.push_back(string_head(s) + ": private eye " + verdict_text(s.private_eye, s.reason));
  }
  return out;
}

std::string flower_text(const FlowerReport& f) {
  std::ostringstream s;
  s << "flower " << points_text(f.stones) << ": HEIy=" << f.hei_y << " BAIy=" << f.bai_y
    << " HEIo=" << f.hei_o << " BAIo=" << f.bai_o << " -> " << f.rule << " " << name(f.attribute);
  return s.str();
}

// T22.4: the four counts, the table row and the attribute of every flower string.
Lines flower_lines(const Analysis& a) {
  Lines out;
  for (const FlowerReport& f : a.flowers) out.push_back(flower_text(f));
  return out;
}

// T22.3: the holographic cell of every point.
Lines cell_lines(const Board& b, const std::vector<HoloCell>& cells) {
  Lines out;
  for (Point p : b.points()) {
    const auto i = static_cast<std::size_t>(b.index(p));
    out.push_back(to_gtp(p) + " " + (i < cells.size() ? std::string(name(cells[i])) : "missing"));
  }
  if (cells.size() != static_cast<std::size_t>(b.area())) out.push_back(std::to_string(cells.size()) + " cells");
  return out;
}

std::string forbidden_text(const ForbiddenPoint& f) {
  std::string s = to_gtp(f.point) + " (";
  for (std::size_t i = 0; i < f.reasons.size(); ++i) {
    if (i) s += ',';
    s += name(f.reasons[i]);
  }
  s += ')';
  return s;
}

// T22.5: the flybomb-forbidden points of one thrower, with their reasons.
Lines forbidden_lines(const Analysis& a, Colour thrower) {
  Lines out;
  for (const ForbiddenPoint& f : a.flybomb_forbidden[index(thrower)]) out.push_back(forbidden_text(f));
  return out;
}

// T22.7: the score as if the game ended now.
Lines score_lines(const Analysis& a) {
  std::ostringstream s;
  s << "black " << format_number(a.score.black) << ", white " << format_number(a.score.white)
    << ", neutral " << format_number(a.score.neutral) << ", result " << a.score.result << ", dead "
    << points_text(a.score.dead);
  return {s.str()};
}

// The header: size, profile and every switch's reading.
Lines header_lines(const Analysis& a) {
  Lines out{"size " + std::to_string(a.size) + ", rules " + a.rules};
  for (const auto& [sw, reading] : a.switches) out.push_back(sw + "=" + reading);
  return out;
}

// Every observable of the Analysis, as (name, lines) in report order.
std::vector<std::pair<std::string, Lines>> observables(const Board& b, const Analysis& a) {
  std::vector<std::pair<std::string, Lines>> out{
      {"size and rules", header_lines(a)},   {"strings and liberties", string_lines(a)},
      {"regions and private eyes", region_lines(a)}, {"flowers", flower_lines(a)},
      {"holographic cells", cell_lines(b, a.holographic)}};
  for (Colour c : kColours)
    out.push_back({"flybomb-forbidden points, " + std::string(name(c)) + " throws", forbidden_lines(a, c)});
  for (Colour c : kColours)
    out.push_back({"legal stone points, " + std::string(name(c)), {points_text(a.legal_stones[index(c)])}});
  out.push_back({"score", score_lines(a)});
  return out;
}

// The first line where the engines differ, if any.
std::optional<Difference> first_difference(const std::string& observable, const Lines& r, const Lines& o) {
  const std::size_t n = std::max(r.size(), o.size());
  for (std::size_t i = 0; i < n; ++i) {
    const std::string rl = i < r.size() ? r[i] : "(nothing)";
    const std::string ol = i < o.size() ? o[i] : "(nothing)";
    if (rl != ol) return Difference{observable, rl, ol};
  }
  return std::nullopt;
}

std::string holo_diagram(const Board& b, const std::vector<HoloCell>& cells) {
  std::vector<char> symbols;
  for (Point p : b.points()) {
    const auto i = static_cast<std::size_t>(b.index(p));
    symbols.push_back(i < cells.size() ? symbol(cells[i]) : '?');
  }
  return diagram(b.size(), symbols);
}

struct Outcome {
  std::optional<Difference> difference;
  std::string report;  // the diagrams, when they differ
};

// Every observable of the Analysis of both engines (Engine::analyze) on one position.
Outcome compare(const Position& pos, const Rules& rules) {
  const Board& b = pos.board;
  const Analysis ra = ref::ReferenceEngine().analyze(pos, rules);
  const Analysis oa = opt::OptimizedEngine().analyze(pos, rules);
  if (ra == oa) return {};
  const auto ro = observables(b, ra), oo = observables(b, oa);
  std::optional<Difference> d;
  for (std::size_t i = 0; i < ro.size() && !d; ++i) d = first_difference(ro[i].first, ro[i].second, oo[i].second);
  if (!d) d = Difference{"Analysis (a field not shown in text)", "", ""};
  return {d, "bottom board:\n" + diagram(b) + "rules: " + compact(rules) +
                 "\nholographic board, reference:\n" + holo_diagram(b, ra.holographic) +
                 "holographic board, optimized:\n" + holo_diagram(b, oa.holographic)};
}

// --- the runs ------------------------------------------------------------------------------

struct VerifyOptions {
  RuleOptions rules;
  long random = -1;
  int size = 0;
  std::uint64_t seed = 1;
  int exhaustive = 0;
  std::string shard = "0/1";
  std::vector<std::string> merge;
};

class Tally {
 public:
  explicit Tally(std::uint64_t total) : total_(total), last_(std::chrono::steady_clock::now()) {}
  void add(const Outcome& o) {
    if (!o.difference) ++agree_;
    else if (++disagree_ == 1) first(o);
    progress();
  }
  // Prints the final line; throws CLI::RuntimeError(1) on any disagreement.
  void finish() const {
    std::cout << agree_ << " agree, " << disagree_ << " disagree" << std::endl;
    if (disagree_ > 0) throw CLI::RuntimeError(1);
  }

 private:
  void first(const Outcome& o) const {
    std::cout << "first disagreement (sample " << agree_ + disagree_ << " of this run):\n" << o.report
              << "observable: " << o.difference->observable << "\n  reference: " << o.difference->reference
              << "\n  optimized: " << o.difference->optimized << "\n";
  }
  void progress() {
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::seconds(1)) return;
    last_ = now;
    std::cerr << "verify: " << agree_ + disagree_ << "/" << total_ << " samples, " << disagree_
              << " disagree\n";
  }
  std::uint64_t total_, agree_ = 0, disagree_ = 0;
  std::chrono::steady_clock::time_point last_;
};

// Weights (empty, black, white, flower) of one random position: see the file comment.
std::array<std::uint64_t, 4> random_mix(std::mt19937_64& rng) {
  return {10 + rng() % 70, 5 + rng() % 45, 5 + rng() % 45, rng() % 30};
}

Board random_board(std::mt19937_64& rng, int n, std::array<std::uint64_t, 4> mix) {
  const std::uint64_t sum = mix[0] + mix[1] + mix[2] + mix[3];
  Board b(n);
  for (Point p : b.points()) {
    std::uint64_t r = rng() % sum;
    int c = 0;
    while (r >= mix[static_cast<std::size_t>(c)]) r -= mix[static_cast<std::size_t>(c++)];
    b.set(p, static_cast<Cell>(c));
  }
  return b;
}

std::pair<std::uint64_t, std::uint64_t> parse_shard(const std::string& text);

// The generator of sample k (see the file comment).
std::mt19937_64 sample_rng(std::uint64_t seed, std::uint64_t k) {
  std::seed_seq seq{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32),
                    static_cast<std::uint32_t>(k), static_cast<std::uint32_t>(k >> 32)};
  return std::mt19937_64(seq);
}

// One attempt of a game sample: a stone, a flybomb turn (flower point or flower pass) or a pass.
Move random_move(std::mt19937_64& rng, const Position& pos) {
  const int n = pos.board.size();
  const auto point = [&] {
    const int x = static_cast<int>(rng() % static_cast<std::uint64_t>(n));
    return Point{x, static_cast<int>(rng() % static_cast<std::uint64_t>(n))};
  };
  const std::uint64_t kind = rng() % 10;
  const Point p = point();
  if (kind < 6) return Move::make_stone(pos.to_move, p);
  if (kind < 8) return Move::make_flybomb(pos.to_move, p, point());
  if (kind < 9) return Move::make_flybomb(pos.to_move, p, std::nullopt);
  return Move::make_pass(pos.to_move);
}

std::string position_line(const Position& p) {
  return "to move " + std::string(name(p.to_move)) + ", move " + std::to_string(p.move_number) +
         ", flybombs " + std::to_string(p.flybombs_left[0]) + "/" + std::to_string(p.flybombs_left[1]) +
         ", passes " + std::to_string(p.consecutive_passes) + ", last captures " +
         std::to_string(p.last_captures) + ", history " + std::to_string(p.history.size());
}

// One attempt played by both engines: the first difference of outcome or position, if any.
std::optional<Difference> compare_attempt(const Position& pos, const Move& m, const Rules& rules,
                                          Position& after) {
  Position opt_after = pos;
  after = pos;
  const MoveOutcome r = ref::ReferenceEngine().play(pos, m, rules, &after);
  const MoveOutcome o = opt::OptimizedEngine().play(pos, m, rules, &opt_after);
  const auto outcome = [](const MoveOutcome& x) {
    return (x.legal ? std::string("legal") : "illegal (" + x.reason + ")") + ", captured " +
           points_text(x.captured);
  };
  if (!(r == o)) return Difference{"move " + to_text(m), outcome(r), outcome(o)};
  if (after.board != opt_after.board)
    return Difference{"bottom board after " + to_text(m), "\n" + diagram(after.board), "\n" + diagram(opt_after.board)};
  if (!(after == opt_after))
    return Difference{"position after " + to_text(m), position_line(after), position_line(opt_after)};
  return std::nullopt;
}

// A game sample (see the file comment).
Outcome compare_game(std::mt19937_64& rng, int n, const Rules& rules) {
  auto mix = random_mix(rng);
  mix[0] *= 3;
  mix[3] = 0;
  Position pos = initial_position(random_board(rng, n, mix), rules);
  const std::string start = diagram(pos.board);
  std::string moves;
  const std::uint64_t attempts = 1 + rng() % static_cast<std::uint64_t>(n * n);
  for (std::uint64_t i = 0; i < attempts; ++i) {
    const Move m = random_move(rng, pos);
    moves += (moves.empty() ? "" : ", ") + to_text(m);
    Position after;
    if (auto d = compare_attempt(pos, m, rules, after))
      return {d, "game from:\n" + start + "rules: " + compact(rules) + "\nattempts: " + moves + "\n"};
    if (!(after == pos)) pos = after;
  }
  Outcome end = compare(pos, rules);
  if (end.difference) end.report = "game from:\n" + start + "attempts: " + moves + "\n" + end.report;
  return end;
}

// Sample k of --random: a position (k even) or a game (k odd).
Outcome compare_sample(std::uint64_t seed, std::uint64_t k, int n, const Rules& rules) {
  std::mt19937_64 rng = sample_rng(seed, k);
  if (k % 2 == 1) return compare_game(rng, n, rules);
  return compare(initial_position(random_board(rng, n, random_mix(rng)), rules), rules);
}

void run_random(const VerifyOptions& o, const Rules& rules) {
  if (o.random < 0) throw InputError("verify --random", "COUNT must be at least 0");
  if (o.size < kMinSize || o.size > kMaxSize)
    throw InputError("verify --size", "N must be 2..19, not " + std::to_string(o.size));
  const auto [shard, shards] = parse_shard(o.shard);
  const auto total = static_cast<std::uint64_t>(o.random);
  std::cout << run_line("random=" + std::to_string(total) + " size=" + std::to_string(o.size) + " seed=" +
                            std::to_string(o.seed) + " rules=" + compact(rules),
                        shard, shards)
            << std::endl;
  Tally tally(total / shards + (shard < total % shards ? 1 : 0));
  for (std::uint64_t k = shard; k < total; k += shards) tally.add(compare_sample(o.seed, k, o.size, rules));
  tally.finish();
}

// "I/K" with 0 ≤ I < K.
std::pair<std::uint64_t, std::uint64_t> parse_shard(const std::string& text) {
  std::istringstream in(text);
  long long i = -1, k = 0;
  char slash = 0;
  if (!(in >> i >> slash >> k) || slash != '/' || !in.eof() || k < 1 || i < 0 || i >= k)
    throw InputError("verify --shard", "'" + text + "' is not I/K with 0 <= I < K");
  return {static_cast<std::uint64_t>(i), static_cast<std::uint64_t>(k)};
}

Board board_of_index(int n, std::uint64_t index) {
  Board b(n);
  for (Point p : b.points()) {
    b.set(p, static_cast<Cell>(index % 4));
    index /= 4;
  }
  return b;
}

void run_exhaustive(const VerifyOptions& o, const Rules& rules) {
  if (o.exhaustive < kMinSize || o.exhaustive > 5)
    throw InputError("verify --exhaustive", "N must be 2..5 (4^(N*N) positions), not " +
                                                std::to_string(o.exhaustive));
  const auto [shard, shards] = parse_shard(o.shard);
  const std::uint64_t total = std::uint64_t{1} << (2 * o.exhaustive * o.exhaustive);
  std::cout << run_line("exhaustive=" + std::to_string(o.exhaustive) + " rules=" + compact(rules), shard, shards)
            << std::endl;
  Tally tally(total / shards + (shard < total % shards ? 1 : 0));
  for (std::uint64_t index = shard; index < total; index += shards)
    tally.add(compare(initial_position(board_of_index(o.exhaustive, index), rules), rules));
  tally.finish();
}

void run_merge(const VerifyOptions& o) {
  const MergedRun m = merge_verify_outputs(o.merge);
  std::cout << "merged " << m.shards - m.missing.size() << " of " << m.shards << " shards of: " << m.what << "\n";
  if (!m.missing.empty()) std::cout << "missing shards: " << ranges_text(m.missing) << "\n";
  std::cout << m.agree << " agree, " << m.disagree << " disagree" << std::endl;
  if (m.disagree > 0 || !m.missing.empty()) throw CLI::RuntimeError(1);
}

void run_verify(const VerifyOptions& o) {
  const bool random = o.random >= 0, exhaustive = o.exhaustive > 0, merge = !o.merge.empty();
  if (random + exhaustive + merge != 1)
    throw InputError("verify", "give exactly one of --random COUNT, --exhaustive N and --merge FILE...");
  if (merge) return run_merge(o);
  const Rules rules = command_line_rules(Rules::for_profile(Profile::y2022), o.rules);
  if (random) run_random(o, rules);
  else run_exhaustive(o, rules);
}

}  // namespace

void add_verify_command(CLI::App& app) {
  auto o = std::make_shared<VerifyOptions>();
  CLI::App* sub = app.add_subcommand(
      "verify", "compare the optimized engine with the reference on random or on every small position; "
                "last line 'N agree, M disagree'; exit 1 on any disagreement");
  add_rule_options(*sub, o->rules);
  sub->add_option("--random", o->random, "COUNT seeded random samples: positions (even) and games (odd), densities varying per sample");
  sub->add_option("--size", o->size, "board size of --random, 2..19");
  sub->add_option("--seed", o->seed, "seed of --random (default 1)");
  sub->add_option("--exhaustive", o->exhaustive, "every position of the NxN board, 4^(N*N), N = 2..5");
  sub->add_option("--shard", o->shard, "I/K: only the positions (--exhaustive) or samples (--random) whose index is I modulo K; the shards' agree and disagree counts add up");
  sub->add_option("--merge", o->merge, "FILE...: add up the saved outputs of the shards of one run; exit 0 only when every shard is there and none disagrees");
  sub->callback([o] { run_verify(*o); });
}

}  // namespace f3go::cli
