#include "judge/ambiguities.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <chrono>
#include <sstream>
#include <stdexcept>

#include "judge/ambiguities_text.h"
#include "testkit/generators.h"
#include "judge/smt_search.h"
#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "smt/symbolic.h"

namespace f3go::judge {

using namespace testkit;  // the generators and the comparison (testkit/)
namespace {

using Clock = std::chrono::steady_clock;

// A ko or superko question needs a position repeated: sequences of at least this many moves.
constexpr int kKoDepth = 4;

// The profile's defaults with the given settings (InputError naming a bad one).
Rules base_rules(const ReadingPair& p) {
  Rules r = Rules::for_profile(p.profile);
  for (const std::string& g : p.given) apply_setting(r, g, "ambiguities --given");
  return r;
}

Rules pair_rules(const ReadingPair& p, int reading) {
  Rules r = base_rules(p);
  r.set(p.sw, reading);
  return r;
}

// "eye.simulated_legality=capture_allowed" → "A08_capture_allowed".
std::string given_tag(const std::string& setting) {
  const std::size_t eq = setting.find('=');
  const std::optional<Switch> s = find_switch(setting.substr(0, eq));
  return s ? std::string(info(*s).id) + "_" + setting.substr(eq + 1) : setting;
}

// True when one of the 7 other symmetries of the square (oracle/point.h map_point) maps `b` to a
// board whose cell string is smaller: `b` is then not the representative of its class.
bool smaller_image_exists(const Board& b) {
  const int n = b.size();
  const std::vector<Cell>& cells = b.cells();
  std::vector<Cell> image(cells.size());
  for (int s = 1; s < 8; ++s) {
    for (int j = 0; j < b.area(); ++j) image[static_cast<std::size_t>(b.index(map_point(b.point(j), n, s)))] = cells[static_cast<std::size_t>(j)];
    if (image < cells) return true;
  }
  return false;
}

// Calls visit(board) for every board of size n with exactly k stones and flowers, once up to
// symmetry, in a fixed order; stops when visit returns false. Returns false when stopped.
template <class Visit>
bool for_each_board(int n, int k, Visit&& visit) {
  const int area = n * n;
  if (k > area) return true;
  static constexpr Cell kStone[3] = {Cell::black, Cell::white, Cell::flower};
  std::uint64_t colourings = 1;
  for (int i = 0; i < k; ++i) colourings *= 3;
  // Gosper's hack: every mask of `area` bits with k bits set, in increasing order.
  std::uint64_t mask = (std::uint64_t{1} << k) - 1;
  const std::uint64_t end = std::uint64_t{1} << area;
  while (mask < end) {
    for (std::uint64_t c = 0; c < colourings; ++c) {
      Board b(n);
      std::uint64_t code = c;
      for (int i = 0; i < area; ++i) {
        if (!(mask >> i & 1)) continue;
        b.set(b.point(i), kStone[code % 3]);
        code /= 3;
      }
      if (smaller_image_exists(b)) continue;
      if (!visit(b)) return false;
    }
    if (k == 0) break;
    const std::uint64_t low = mask & -mask, ripple = mask + low;
    mask = (((ripple ^ mask) >> 2) / low) | ripple;
  }
  return true;
}

}  // namespace

Analysis answered_part(Analysis a) {
  a.switches.clear();
  for (StringReport& s : a.strings) {
    s.reason = StringReport{}.reason;
    s.regions.clear();
  }
  for (FlowerReport& f : a.flowers) {
    f.rule = FlowerReport{}.rule;
    f.hei_y = f.bai_y = f.hei_o = f.bai_o = 0;
  }
  return a;
}

namespace {

// The questions asked about a position, in the order a witness prefers them: the private eye of
// each string, the attribute of each flower string, the holographic board, each side's forbidden
// points, the legality of a stone on each empty point, the score.
std::vector<std::string> position_questions(const Analysis& a, const Position& pos) {
  std::vector<std::string> qs;
  for (const StringReport& s : a.strings) qs.push_back("private_eye " + to_gtp(s.stones.front()));
  for (const FlowerReport& f : a.flowers) qs.push_back("attribute " + to_gtp(f.stones.front()));
  qs.push_back("holographic");
  qs.push_back("forbidden_points B");
  qs.push_back("forbidden_points W");
  for (Colour c : kColours)
    for (Point p : pos.board.points())
      if (pos.board.at(p) == Cell::empty) qs.push_back(std::string("legal ") + (c == Colour::black ? "B " : "W ") + to_gtp(p));
  qs.push_back("score");
  return qs;
}

// Every move of the side to move: each stone, each flybomb turn (with every other empty point as
// the flower, and the flower pass) while the side has flybombs, the pass.
std::vector<Move> all_moves(const Position& pos) {
  std::vector<Move> moves;
  const Colour c = pos.to_move;
  std::vector<Point> empty;
  for (Point p : pos.board.points())
    if (pos.board.at(p) == Cell::empty) empty.push_back(p);
  for (Point p : empty) moves.push_back(Move::make_stone(c, p));
  if (pos.flybombs_left[index(c)] > 0)
    for (Point p : empty) {
      for (Point q : empty)
        if (q != p) moves.push_back(Move::make_flybomb(c, p, q));
      moves.push_back(Move::make_flybomb(c, p, std::nullopt));
    }
  moves.push_back(Move::make_pass(c));
  return moves;
}

// The case file of a witness (see witness_case), with the command and the note as comments.
std::string case_text(const ReadingPair& p, const Witness& w, const std::string& command, const std::string& note) {
  const SwitchInfo& i = info(p.sw);
  std::ostringstream s;
  if (!command.empty()) s << "# Found by `" << command << "`.\n";
  if (!note.empty()) s << "# " << note << "\n";
  s << "case: " << witness_case_name(p) << "\n"
    << "title: " << i.id << " " << i.name << ": " << reading_name(p, p.first) << " and "
    << reading_name(p, p.second) << " answer differently (the other switches at the " << name(p.profile)
    << " defaults" << given_text(p) << ")\n"
    << "clauses: " << clause_ids(i.clauses) << "\n"
    << "source: the ambiguity finder (f3go ambiguities)\n"
    << "rules: " << name(p.profile) << "\n";
  for (const std::string& g : p.given) s << "set: " << g << "\n";
  s << "size: " << w.board.size() << "\n"
    << diagram(w.board);
  if (!w.moves.empty()) s << "moves: " << moves_text(w.moves) << "\n";
  if (!w.dead.empty()) s << "dead: " << dead_text(w.dead) << "\n";
  s << "ask: " << w.question << "\n"
    << "expect: " << w.default_answer << "\n"
    << "expect " << i.name << "=" << reading_name(p, p.first) << ": " << w.first_answer << "\n"
    << "expect " << i.name << "=" << reading_name(p, p.second) << ": " << w.second_answer << "\n";
  return s.str();
}

class Search {
 public:
  Search(Engine& engine, const ReadingPair& pair, const SearchBounds& bounds, const Progress& progress)
      : engine_(engine), pair_(pair), bounds_(bounds), progress_(progress), first_(pair_rules(pair, pair.first)), second_(pair_rules(pair, pair.second)), start_(Clock::now()), last_progress_(start_) {
    result_.pair = pair;
    result_.depth = !move_switch(pair.sw) ? 0 : pair.sw == Switch::move_ko ? std::max(bounds.depth, kKoDepth)
                                                                           : bounds.depth;
  }

  PairResult run() {
    for (int n = kMinSize; n <= bounds_.max_size && !result_.witness && !result_.budget_exhausted; ++n) {
      SizeSearched searched{n, -1, false};
      const int top = n == bounds_.max_size ? std::min(n * n, bounds_.max_stones) : n * n;
      for (int k = 0; k <= top; ++k) {
        const bool finished = for_each_board(n, k, [&](const Board& b) { return examine(b, k); });
        if (!finished) break;
        searched.stones = k;
      }
      searched.complete = searched.stones == n * n;
      result_.searched.push_back(searched);
    }
    if (!result_.witness && !result_.budget_exhausted && bounds_.random_samples > 0) search_at_random();
    if (!result_.witness && !result_.budget_exhausted && bounds_.smt_size > 0 && smt_askable()) search_with_z3();
    result_.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    return result_;
  }

 private:
  // False stops the enumeration: a witness was found or the budget is spent.
  bool examine(const Board& b, int stones) {
    if (out_of_time()) return false;
    ++result_.positions;
    if (auto w = difference(b, result_.depth)) return found(std::move(*w), stones);
    return true;
  }

  // The first question the readings answer differently on `b` with black to move — after a
  // sequence of up to `depth` moves for a switch about moves — if any. A question an engine refuses
  // (A08's search budget) separates nothing.
  std::optional<Witness> difference(const Board& b, int depth) {
    try {
      const Position p1 = initial_position(b, first_), p2 = initial_position(b, second_);
      if (auto w = position_difference(b, {}, p1, p2)) return w;
      std::vector<Move> prefix;
      for (int d = 1; d <= depth; ++d)
        if (auto w = move_difference(b, prefix, p1, p2, d)) return w;
    } catch (const InputError&) {
      ++result_.refused;
    }
    return std::nullopt;
  }

  // The random search beyond the enumeration (judge/ambiguities.h), with sequences of one move for
  // the switches about moves.
  void search_at_random() {
    RandomSearched rs{.samples = bounds_.random_samples, .min_size = bounds_.max_size, .max_size = bounds_.random_max_size, .seed = bounds_.seed};
    const int depth = std::min(result_.depth, 1);
    for (int k = 0; k < rs.samples && !out_of_time(); ++k) {
      std::mt19937_64 rng = sample_rng(bounds_.seed, static_cast<std::uint64_t>(k));
      const int n = rs.min_size + k % (rs.max_size - rs.min_size + 1);
      const Board b = k % 2 == 0 ? random_board(rng, n, draw_eye_mix(RngDraw{rng})) : played_board(rng, n);
      ++rs.examined;
      ++result_.positions;
      if (!difference(b, depth)) continue;
      rs.sample = k;
      rs.size = n;
      rs.stones = stone_count(b);
      result_.witness = shrink(b, depth);
      break;
    }
    result_.random = rs;
  }

  // The pair is about the private eye and both readings are stated by the symbolic encoding.
  bool smt_askable() const {
    const auto& eye = private_eye_switches();
    return std::find(eye.begin(), eye.end(), pair_.sw) != eye.end() && !smt::unsupported(first_) &&
           !smt::unsupported(second_);
  }

  // Both directions over a symbolic board (judge/smt_search.h). A disagreement between the encoding
  // and the reference is a defect of this program, not an answer: it is thrown.
  void search_with_z3() {
    SmtSearched z{.size = bounds_.smt_size, .stones = bounds_.smt_stones, .witness = false, .unknown = {}};
    for (int dir = 0; dir < 2 && !result_.witness; ++dir) {
      SeparationQuestion q;
      q.size = bounds_.smt_size;
      q.max_stones = bounds_.smt_stones;
      q.timeout_ms = static_cast<unsigned>(bounds_.smt_timeout * 1000);
      q.yes = dir == 0 ? first_ : second_;
      q.no = dir == 0 ? second_ : first_;
      const SeparationResult r = search_separation(q, [&](const std::string& line) {
        if (progress_) progress_(std::string(info(pair_.sw).id) + " Z3: " + line);
      });
      if (r.kind == SeparationResult::Kind::disagreement)
        throw std::logic_error("the symbolic encoding and the reference disagree on\n" + diagram(r.board) + r.detail);
      if (r.kind == SeparationResult::Kind::unknown) {
        // judge/smt_search.h least_stones: unanswered at the whole budget, or below a witness found.
        z.unknown.push_back({q.timeout_ms, r.stones > 0 ? r.proven_below : q.max_stones, r.stones});
        assert(smt_unknown_text(z.unknown.back()) == r.detail);
      }
      // A witness: the least, proven (unsat below it) — or, with an unknown, not proven the least.
      const bool witness = r.kind == SeparationResult::Kind::witness ||
                           (r.kind == SeparationResult::Kind::unknown && r.stones > 0);
      if (!witness) continue;
      ++result_.positions;
      std::optional<Witness> w = confirm(r.board, {}, "private_eye " + to_gtp(r.a));
      if (!w) throw std::logic_error("Z3's witness does not separate the readings on the engine:\n" + diagram(r.board));
      z.witness = true;
      found(std::move(*w), r.stones);
    }
    result_.smt = z;
  }

  // The bottom board after a random game on the empty n×n board under the first reading: between
  // n²/4 and 5n²/4 move attempts (random_game_move), the legal ones played.
  Board played_board(std::mt19937_64& rng, int n) {
    Position pos = initial_position(Board(n), first_);
    const int attempts = n * n / 4 + static_cast<int>(rng() % static_cast<std::uint64_t>(n * n));
    for (int i = 0; i < attempts; ++i) {
      const Move m = random_game_move(rng, pos);
      Position next;
      try {
        if (engine_.play(pos, m, first_, &next).legal) pos = std::move(next);
      } catch (const InputError&) {
        // a move attempt the engine refuses as input (off the board): not played
      }
    }
    return pos.board;
  }

  static int stone_count(const Board& b) {
    return static_cast<int>(std::count_if(b.cells().begin(), b.cells().end(), [](Cell c) { return c != Cell::empty; }));
  }

  // The m×m window of `b` whose lower left corner is (x0, y0). Precondition: it lies on b.
  static Board window(const Board& b, int m, int x0, int y0) {
    assert(x0 >= 0 && y0 >= 0 && x0 + m <= b.size() && y0 + m <= b.size());
    Board w(m);
    for (Point p : w.points()) w.set(p, b.at(Point{p.x + x0, p.y + y0}));
    return w;
  }

  // `b` made smaller while it still separates the readings: first the smallest window of it (by
  // size, then row and column of its corner) that separates them, then, in point order, each stone
  // or flower whose removal leaves a position that separates them; again until neither step finds
  // one. Precondition: depth ≥ 0 (asserted) and difference(b, depth) holds (asserted once it is
  // computed: computing it counts the refusals, so it is computed once).
  Witness shrink(Board b, int depth) {
    assert(depth >= 0);
    std::optional<Witness> w = difference(b, depth);
    assert(w);
    for (bool changed = true; changed;) {
      changed = false;
      for (int m = kMinSize; m < b.size() && !changed; ++m)
        for (int y0 = 0; y0 + m <= b.size() && !changed; ++y0)
          for (int x0 = 0; x0 + m <= b.size() && !changed; ++x0)
            if (const Board smaller = window(b, m, x0, y0); auto x = difference(smaller, depth)) {
              b = smaller;
              w = std::move(x);
              changed = true;
            }
      if (changed) continue;
      for (Point p : b.points()) {
        if (b.at(p) == Cell::empty) continue;
        Board fewer = b;
        fewer.set(p, Cell::empty);
        if (auto x = difference(fewer, depth)) {
          b = std::move(fewer);
          w = std::move(x);
          changed = true;
        }
      }
    }
    w->stones = stone_count(b);
    return *w;
  }

  bool out_of_time() {
    const Clock::time_point now = Clock::now();
    if (now - start_ > std::chrono::duration<double>(bounds_.budget_seconds)) {
      result_.budget_exhausted = true;
      return true;
    }
    if (progress_ && now - last_progress_ > std::chrono::seconds(1)) {
      last_progress_ = now;
      progress_(std::string(info(pair_.sw).id) + " " + reading_name(pair_, pair_.first) + "|" +
                reading_name(pair_, pair_.second) + ": " + std::to_string(result_.positions) + " positions");
    }
    return false;
  }

  bool found(Witness w, int stones) {
    w.stones = stones;
    result_.witness = std::move(w);
    return false;
  }

  // The case text of a candidate, and its answers under each reading through the corpus's own
  // machinery (oracle/corpus.h), so that the witness is exactly what the case file will say.
  std::optional<Witness> confirm(const Board& b, const std::vector<Move>& moves, const std::string& question,
                                 const std::vector<Point>& dead = {}) {
    Witness w;
    w.board = b;
    w.moves = moves;
    w.dead = dead;
    w.question = question;
    w.default_answer = w.first_answer = w.second_answer = "?";  // the case text needs answers; asked below
    const Case c = parse_case_text(case_text(pair_, w, "", ""), "finder candidate");
    w.first_answer = answer(engine_, c, first_);
    w.second_answer = answer(engine_, c, second_);
    if (w.first_answer == w.second_answer) return std::nullopt;
    w.default_answer = answer(engine_, c, base_rules(pair_));
    return w;
  }

  std::optional<Witness> position_difference(const Board& b, const std::vector<Move>& moves,
                                             const Position& p1, const Position& p2) {
    // The Analysis holds the score with no stone dead (the `score` question's answer).
    const Analysis a1 = engine_.analyze(p1, first_), a2 = engine_.analyze(p2, second_);
    if (answered_part(a1) != answered_part(a2))
      for (const std::string& q : position_questions(a1, p1))
        if (auto w = confirm(b, moves, q)) return w;
    if (!moves.empty() || !dead_switch(pair_.sw)) return std::nullopt;
    for (const StringReport& s : a1.strings)
      if (engine_.score(b, first_, s.stones) != engine_.score(b, second_, s.stones))
        if (auto w = confirm(b, moves, "score", s.stones)) return w;
    return std::nullopt;
  }

  // The first sequence of exactly `depth` more moves after `prefix` whose last move is answered
  // differently, or leaves positions that answer a question differently.
  std::optional<Witness> move_difference(const Board& b, std::vector<Move>& prefix, const Position& p1,
                                         const Position& p2, int depth) {
    for (const Move& m : all_moves(p1)) {
      if (out_of_time()) return std::nullopt;
      Position n1, n2;
      MoveOutcome o1, o2;
      try {
        o1 = engine_.play(p1, m, first_, &n1);
        o2 = engine_.play(p2, m, second_, &n2);
      } catch (const InputError&) {
        ++result_.refused;
        continue;
      }
      if (depth == 1) {
        if (o1.legal != o2.legal)
          if (auto w = confirm(b, prefix, "legal " + to_text(m))) return w;
        if (o1.captured != o2.captured)
          if (auto w = confirm(b, prefix, "captures " + to_text(m))) return w;
        if (o1.legal && o2.legal && n1 != n2) {
          prefix.push_back(m);
          std::optional<Witness> w = after_moves_difference(b, prefix, n1, n2);
          prefix.pop_back();
          if (w) return w;
        }
        continue;
      }
      if (!o1.legal || !o2.legal) continue;
      prefix.push_back(m);
      std::optional<Witness> w = move_difference(b, prefix, n1, n2, depth - 1);
      prefix.pop_back();
      if (w) return w;
    }
    return std::nullopt;
  }

  std::optional<Witness> after_moves_difference(const Board& b, const std::vector<Move>& moves,
                                                const Position& n1, const Position& n2) {
    for (const char* q : {"bottom", "flybombs_left", "move_number", "game_over"})
      if (auto w = confirm(b, moves, q)) return w;
    return position_difference(b, moves, n1, n2);
  }

 private:
  Engine& engine_;
  ReadingPair pair_;
  SearchBounds bounds_;
  const Progress& progress_;
  Rules first_, second_;
  Clock::time_point start_, last_progress_;
  PairResult result_;
};

}  // namespace

std::vector<ReadingPair> reading_pairs(Switch s, Profile profile, const std::vector<std::string>& given) {
  std::vector<ReadingPair> pairs;
  const int n = static_cast<int>(info(s).readings.size());
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) pairs.push_back({s, a, b, profile, given});
  return pairs;
}

bool dead_switch(Switch s) { return info(s).part == Part::dead_stones; }

bool move_switch(Switch s) { return info(s).part == Part::moves; }

PairResult find_witness(Engine& engine, const ReadingPair& pair, const SearchBounds& bounds,
                        const Progress& progress) {
  assert(pair.first != pair.second && pair.sw != Switch::count);
  assert(bounds.max_size >= kMinSize && bounds.max_size <= 5 && bounds.depth >= 1);
  assert(bounds.random_samples >= 0);
  assert(bounds.random_samples == 0 || (bounds.random_max_size >= bounds.max_size && bounds.random_max_size <= 19));
  return Search(engine, pair, bounds, progress).run();
}

PairResult find_follow_up(Engine& engine, const ReadingPair& pair, const SearchBounds& bounds,
                          const Progress& progress) {
  assert(pair.given.empty());
  PairResult plain = find_witness(engine, pair, bounds, progress);
  if (plain.witness) return plain;
  const Rules defaults = Rules::for_profile(pair.profile);
  std::uint64_t positions = plain.positions;
  double seconds = plain.seconds;
  for (int i = 0; i < kSwitchCount; ++i) {
    const auto other = static_cast<Switch>(i);
    const SwitchInfo& s = info(other);
    if (other == pair.sw || s.readings.size() < 2) continue;
    for (int r = 0; r < static_cast<int>(s.readings.size()); ++r) {
      if (r == defaults.get(other)) continue;
      ReadingPair under = pair;
      under.given = {std::string(s.name) + "=" + std::string(s.readings[static_cast<std::size_t>(r)])};
      PairResult found = find_witness(engine, under, bounds, progress);
      positions += found.positions;
      seconds += found.seconds;
      if (!found.witness) continue;
      found.positions = positions;
      found.seconds = seconds;
      return found;
    }
  }
  plain.positions = positions;
  plain.seconds = seconds;
  plain.every_other_reading = true;
  return plain;
}

std::string witness_case_name(const ReadingPair& p) {
  std::string under;
  for (const std::string& g : p.given) under += (under.empty() ? "_under_" : "_") + given_tag(g);
  return "witness_" + std::string(info(p.sw).id) + "_" + reading_name(p, p.first) + "_" +
         reading_name(p, p.second) + "_" + std::string(name(p.profile)) + under;
}

std::string witness_case(const PairResult& r, const std::string& command) {
  assert(r.witness);
  return case_text(r.pair, *r.witness, command,
                   "The smallest position known to separate the readings: none smaller in " +
                       bound_text(r, Lang::en) + ".");
}

}  // namespace f3go::judge
