// The results of `f3go ambiguities` as values (ambiguities_record.h).
#include "judge/ambiguities_record.h"

#include <algorithm>
#include <cassert>
#include <stdexcept>

#include "oracle/error.h"
#include "oracle/format.h"

namespace f3go::judge {
namespace {

using Out = nlohmann::ordered_json;

// ---- Writing ------------------------------------------------------------------------------------

// The rows of a board, top row first: ".X", "OF".
Out rows_json(const Board& b) {
  Out rows = Out::array();
  for (int y = b.size() - 1; y >= 0; --y) {
    std::string row;
    for (int x = 0; x < b.size(); ++x) row += symbol(b.at(Point{x, y}));
    rows.push_back(row);
  }
  return rows;
}

Out witness_json(const Witness& w) {
  Out moves = Out::array(), dead = Out::array();
  for (const Move& m : w.moves) moves.push_back(to_text(m));
  for (Point p : w.dead) dead.push_back(to_gtp(p));
  return {{"board", rows_json(w.board)}, {"moves", moves}, {"dead", dead}, {"question", w.question}, {"first_answer", w.first_answer}, {"second_answer", w.second_answer}, {"default_answer", w.default_answer}, {"stones", w.stones}};
}

Out random_json(const RandomSearched& r) {
  return {{"samples", r.samples}, {"examined", r.examined}, {"min_size", r.min_size}, {"max_size", r.max_size}, {"seed", r.seed}, {"sample", r.sample}, {"size", r.size}, {"stones", r.stones}};
}

Out smt_json(const SmtSearched& z) {
  Out unknown = Out::array();
  for (const SmtUnknown& u : z.unknown)
    unknown.push_back({{"timeout_ms", u.timeout_ms}, {"stones", u.stones}, {"witness_stones", u.witness_stones}});
  return {{"size", z.size}, {"stones", z.stones}, {"witness", z.witness}, {"unknown", unknown}};
}

Out result_json(std::size_t number, const PairResult& r) {
  const ReadingPair& p = r.pair;
  Out searched = Out::array();
  for (const SizeSearched& z : r.searched)
    searched.push_back({{"size", z.size}, {"stones", z.stones}, {"complete", z.complete}});
  Out j;
  j["pair"] = number;
  j["switch"] = info(p.sw).id;
  j["first"] = info(p.sw).readings[static_cast<std::size_t>(p.first)];
  j["second"] = info(p.sw).readings[static_cast<std::size_t>(p.second)];
  j["profile"] = name(p.profile);
  j["given"] = p.given;
  j["witness"] = r.witness ? witness_json(*r.witness) : Out();
  j["searched"] = searched;
  j["random"] = r.random ? random_json(*r.random) : Out();
  j["smt"] = r.smt ? smt_json(*r.smt) : Out();
  j["depth"] = r.depth;
  j["positions"] = r.positions;
  j["refused"] = r.refused;
  j["budget_exhausted"] = r.budget_exhausted;
  j["seconds"] = r.seconds;
  j["every_other_reading"] = r.every_other_reading;
  return j;
}

// ---- Reading ------------------------------------------------------------------------------------

// The switch whose register ID (not name) is `id`.
Switch switch_of(const RecordValue& v) {
  const std::string id = v.text();
  const std::optional<Switch> s = find_switch(id);
  if (!s || info(*s).id != id) v.fail(quote(id) + " is not a switch ID of the register (A01 …)");
  return *s;
}

int reading_of(Switch s, const RecordValue& v) {
  const std::string text = v.text();
  const std::optional<int> r = find_reading(s, text);
  if (!r) v.fail(quote(text) + " is not a reading of " + std::string(info(s).id));
  return *r;
}

Board board_of(const RecordValue& v) {
  std::vector<std::string> rows;
  for (std::size_t i = 0; i < v.length(); ++i) rows.push_back(v.at(i).text());
  if (rows.size() < static_cast<std::size_t>(kMinSize) || rows.size() > static_cast<std::size_t>(kMaxSize))
    v.fail("a board of " + std::to_string(rows.size()) + " rows, not 2..19");
  try {
    Board b = board_from_rows(rows);
    if (b.size() != static_cast<int>(rows.size())) v.fail("a board that is not square");
    return b;
  } catch (const std::invalid_argument& e) {
    v.fail(std::string("not a board: ") + e.what());
  }
}

Witness witness_of(const RecordValue& v) {
  Witness w;
  w.board = board_of(v.key("board"));
  const int size = w.board.size();
  const RecordValue moves = v.key("moves"), dead = v.key("dead");
  for (std::size_t i = 0; i < moves.length(); ++i) w.moves.push_back(parse_move(moves.at(i).text(), size, "move"));
  for (std::size_t i = 0; i < dead.length(); ++i) {
    const std::optional<Point> p = parse_gtp(dead.at(i).text(), size);
    if (!p) dead.at(i).fail("not a point of the board");
    w.dead.push_back(*p);
  }
  w.question = v.key("question").text();
  w.first_answer = v.key("first_answer").text();
  w.second_answer = v.key("second_answer").text();
  w.default_answer = v.key("default_answer").text();
  w.stones = v.key("stones").integer(0, size * size);
  return w;
}

RandomSearched random_of(const RecordValue& v) {
  RandomSearched r;
  r.samples = v.key("samples").integer(0, 10'000'000);
  r.examined = v.key("examined").integer(0, r.samples);
  r.min_size = v.key("min_size").integer(kMinSize, kMaxSize);
  r.max_size = v.key("max_size").integer(r.min_size, kMaxSize);
  r.seed = v.key("seed").count();
  r.sample = v.key("sample").integer(-1, std::max(r.samples - 1, -1));
  r.size = v.key("size").integer(0, kMaxSize);
  r.stones = v.key("stones").integer(0, kMaxSize * kMaxSize);
  return r;
}

SmtSearched smt_of(const RecordValue& v) {
  SmtSearched z;
  z.size = v.key("size").integer(kMinSize, kMaxSize);
  z.stones = v.key("stones").integer(0, z.size * z.size);
  z.witness = v.key("witness").boolean();
  const RecordValue unknown = v.key("unknown");
  for (std::size_t i = 0; i < unknown.length(); ++i) {
    const RecordValue u = unknown.at(i);
    z.unknown.push_back({static_cast<unsigned>(u.key("timeout_ms").count(86'400'000)), u.key("stones").integer(0, 361),
                         u.key("witness_stones").integer(0, 361)});
  }
  return z;
}

PairResult result_of(const RecordValue& v) {
  PairResult r;
  ReadingPair& p = r.pair;
  p.sw = switch_of(v.key("switch"));
  p.first = reading_of(p.sw, v.key("first"));
  p.second = reading_of(p.sw, v.key("second"));
  if (p.first == p.second) v.key("second").fail("the same reading as \"first\"");
  try {
    p.profile = parse_profile(v.key("profile").text(), "profile");
  } catch (const InputError& e) {
    v.key("profile").fail(e.what());
  }
  const RecordValue given = v.key("given");
  for (std::size_t i = 0; i < given.length(); ++i) {
    const std::string g = given.at(i).text();
    try {
      Rules check;
      apply_setting(check, g, "given");
    } catch (const InputError& e) {
      given.at(i).fail(e.what());
    }
    p.given.push_back(g);
  }
  if (v.has("witness")) r.witness = witness_of(v.key("witness"));
  const RecordValue searched = v.key("searched");
  for (std::size_t i = 0; i < searched.length(); ++i) {
    const RecordValue z = searched.at(i);
    const int size = z.key("size").integer(kMinSize, kMaxSize);
    r.searched.push_back({size, z.key("stones").integer(-1, size * size), z.key("complete").boolean()});
  }
  if (v.has("random")) r.random = random_of(v.key("random"));
  if (v.has("smt")) r.smt = smt_of(v.key("smt"));
  r.depth = v.key("depth").integer(0, 64);
  r.positions = v.key("positions").count();
  r.refused = v.key("refused").count();
  r.budget_exhausted = v.key("budget_exhausted").boolean();
  r.seconds = v.key("seconds").number();
  r.every_other_reading = v.key("every_other_reading").boolean();
  return r;
}

}  // namespace

std::string ambiguities_record(const std::string& run, Shard shard, const AmbiguityResults& results) {
  assert(std::all_of(results.results.begin(), results.results.end(),
                     [&](const NumberedResult& n) { return n.number >= 1 && n.number <= results.pairs; }));
  Out list = Out::array();
  for (const NumberedResult& n : results.results) list.push_back(result_json(n.number, n.result));
  return record_line("ambiguities", run, shard, Out{{"pairs", results.pairs}, {"results", list}});
}

AmbiguityResults ambiguity_results(const ShardRecord& record) {
  if (record.command != "ambiguities")
    throw InputError(record.where, "not the output of f3go ambiguities (a record of f3go " + quote(record.command) + ")");
  const RecordValue v(record.results, record.where, "results");
  AmbiguityResults out;
  out.pairs = v.key("pairs").count(kMaxPairs);
  const RecordValue list = v.key("results");
  for (std::size_t i = 0; i < list.length(); ++i) {
    const RecordValue item = list.at(i);
    const std::uint64_t number = item.key("pair").count(out.pairs);
    if (number == 0) item.key("pair").fail("pairs are numbered from 1");
    if (!out.results.empty() && number <= out.results.back().number)
      item.key("pair").fail("pair " + std::to_string(number) + " after pair " + std::to_string(out.results.back().number));
    if ((number - 1) % record.shard.count != record.shard.index)
      item.key("pair").fail("pair " + std::to_string(number) + " is not of shard " + std::to_string(record.shard.index) +
                            "/" + std::to_string(record.shard.count));
    out.results.push_back({number, result_of(item)});
  }
  return out;
}

MergedAmbiguities merge_ambiguities(MergedRecords records) {
  MergedAmbiguities m;
  std::string first;  // the record that gave the number of pairs
  for (const ShardRecord& record : records.records) {
    AmbiguityResults r = ambiguity_results(record);
    if (first.empty()) m.results.pairs = r.pairs, first = record.where;
    if (r.pairs != m.results.pairs)
      throw InputError(record.where, "a run of " + std::to_string(r.pairs) + " pairs, not " + std::to_string(m.results.pairs) +
                                         " as in " + first);
    for (NumberedResult& n : r.results) m.results.results.push_back(std::move(n));
  }
  std::sort(m.results.results.begin(), m.results.results.end(),
            [](const NumberedResult& a, const NumberedResult& b) { return a.number < b.number; });
  // Each shard holds its own pairs (ambiguity_results), and each shard is read once: no pair twice.
  std::size_t next = 0;
  for (std::size_t i = 1; i <= m.results.pairs; ++i) {
    if (next < m.results.results.size() && m.results.results[next].number == i) ++next;
    else m.missing_pairs.push_back(i);
  }
  m.records = std::move(records);
  return m;
}

std::vector<PairResult> search_results(std::string_view text, const std::string& file) {
  std::vector<PairResult> out;
  for (NumberedResult& n : ambiguity_results(read_record(text, file)).results) out.push_back(std::move(n.result));
  return out;
}

}  // namespace f3go::judge
