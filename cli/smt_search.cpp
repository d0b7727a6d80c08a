// `f3go smt-search`: the smallest position, by stones, that separates two readings of a private-eye
// switch, found by Z3 over a symbolic board and checked by the reference (judge/smt_search.h).
//   f3go smt-search --switch A07 --readings connected,any [--size 5] [--max-stones 10]
//                   [--rules 2022|2018] [--set NAME=READING]... [--at C3] [--timeout SECONDS]
//                   [--dump-smt DIR]
// Both directions are asked (the first reading says "private eye" and the second not, then the
// other way round). Exit status 0 when both directions are answered (a witness or "none"), 1 when
// the encoding and the reference disagree, 3 when Z3 gave no answer in time; 2 for bad input.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/commands.h"
#include "judge/smt_search.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "smt/symbolic.h"

namespace f3go::cli {
namespace {

struct Options {
  std::string sw, readings, at, dump;
  RuleOptions rules;  // --rules (default 2022) and --set: the other switches
  int size = 5;
  std::optional<int> max_stones;  // default: 10, or the area when the board is smaller
  double timeout = 600;
};

const char* kWhere = "smt-search";

// The rules of one reading: the command line's rules (2022 unless --rules), then the switch's reading.
Rules rules_for(const Options& o, Switch s, int reading) {
  Rules r = command_line_rules(Rules{}, o.rules);
  r.set(s, reading);
  if (const std::optional<std::string> why = smt::unsupported(r))
    throw InputError(std::string(kWhere) + " --readings",
                     "the symbolic encoding does not state " + *why + " (docs/smt.md, the search over a symbolic board)");
  return r;
}

// --dump-smt: the query Z3 answered unsat — no position with fewer stones than the witness, or
// none up to the bound — with every lemma, to replay with `z3 FILE` alone.
void dump(const Options& o, const judge::SeparationResult& r, const std::string& name) {
  if (o.dump.empty() || r.certificate.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(o.dump, ec);
  const std::filesystem::path file = std::filesystem::path(o.dump) / (name + ".smt2");
  std::ofstream out(file);
  out << r.certificate;
  if (ec || !out) throw InputError(std::string(kWhere) + " --dump-smt", "cannot write " + file.string());
  std::cout << "  the unsat query: " << file.string() << " (replay: z3 " << file.string() << ")\n";
}

// The --dump-smt folder, made and checked writable before the search (which may take minutes).
void check_dump_folder(const Options& o) {
  if (o.dump.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(o.dump, ec);
  const std::filesystem::path probe = std::filesystem::path(o.dump) / ".f3go-write-check";
  std::ofstream(probe) << "";
  const bool writable = !ec && std::filesystem::exists(probe, ec);
  std::filesystem::remove(probe, ec);
  if (!writable) throw InputError(std::string(kWhere) + " --dump-smt", "cannot write into the folder " + quote(o.dump));
}

// The register IDs of the private-eye switches, "A01, A02, …".
std::string private_eye_ids() {
  std::string ids;
  for (Switch s : private_eye_switches()) ids += (ids.empty() ? "" : ", ") + std::string(info(s).id);
  return ids;
}

int run(const Options& o) {
  check_dump_folder(o);
  const std::optional<Switch> s = find_switch(o.sw);
  if (!s) throw InputError(std::string(kWhere) + " --switch", quote(o.sw) + " is not a switch ID (A07) or name");
  const auto& private_eye = private_eye_switches();
  if (std::find(private_eye.begin(), private_eye.end(), *s) == private_eye.end())
    throw InputError(std::string(kWhere) + " --switch", std::string(info(*s).id) + " is not a switch of the private eye (" + private_eye_ids() + ")");
  const std::size_t comma = o.readings.find(',');
  if (comma == std::string::npos)
    throw InputError(std::string(kWhere) + " --readings", "expected two readings separated by a comma, not " + quote(o.readings));
  const std::string first = o.readings.substr(0, comma), second = o.readings.substr(comma + 1);
  const std::optional<int> x = find_reading(*s, first), y = find_reading(*s, second);
  if (!x || !y || *x == *y)
    throw InputError(std::string(kWhere) + " --readings", quote(o.readings) + " is not two different readings of " +
                                                              std::string(info(*s).id));
  const int area = o.size * o.size;
  const int max_stones = o.max_stones ? *o.max_stones : std::min(10, area);
  if (max_stones < 0 || max_stones > area)
    throw InputError(std::string(kWhere) + " --max-stones", "must be 0.." + std::to_string(area) + " on " +
                                                                std::to_string(o.size) + "×" + std::to_string(o.size) +
                                                                ", not " + std::to_string(max_stones));
  check_z3_timeout(o.timeout, std::string(kWhere) + " --timeout");
  judge::SeparationQuestion q;
  q.size = o.size;
  q.max_stones = max_stones;
  q.timeout_ms = static_cast<unsigned>(o.timeout * 1000);
  if (!o.at.empty()) q.at = parse_point_argument(o.at, o.size, std::string(kWhere) + " --at");
  const Rules rx = rules_for(o, *s, *x), ry = rules_for(o, *s, *y);
  std::cout << "smt-search " << info(*s).id << " " << first << "|" << second << " rules " << name(rx.profile) << " size "
            << o.size << " max-stones " << max_stones << (o.at.empty() ? "" : " at " + o.at)
            << "; A is black (the colour swap gives white)\n";
  int status = 0;
  for (int dir = 0; dir < 2; ++dir) {
    q.yes = dir == 0 ? rx : ry;
    q.no = dir == 0 ? ry : rx;
    const std::string yes_name = dir == 0 ? first : second, no_name = dir == 0 ? second : first;
    q.certificate = !o.dump.empty();
    const judge::SeparationResult r = judge::search_separation(q, [](const std::string& line) {
      std::cerr << "smt-search: " << line << '\n';
    });
    std::cout << judge::describe(q, r, yes_name, no_name) << std::flush;
    dump(o, r, std::string(info(*s).id) + "_" + yes_name + "_not_" + no_name);
    if (r.kind == judge::SeparationResult::Kind::disagreement) status = 1;
    if (r.kind == judge::SeparationResult::Kind::unknown && status == 0) status = 3;
  }
  return status;
}

}  // namespace

void add_smt_search_command(CLI::App& app) {
  auto o = std::make_shared<Options>();
  CLI::App* sub = app.add_subcommand(
      "smt-search",
      "the position with the fewest stones on which two readings of a private-eye switch part, "
      "by Z3 over a symbolic board, with the proof that none has fewer");
  sub->add_option("--switch", o->sw, "a private-eye switch by ID (A07) or name")->required();
  sub->add_option("--readings", o->readings, "two of its readings, FIRST,SECOND")->required();
  add_number(*sub, "--size", o->size, "board size, 2..7 (default 5)", kMinSize, 7);
  add_number(*sub, "--max-stones", o->max_stones, "stones, black, white and flower, at most (default 10, or the area)",
             0, 7 * 7);
  add_rule_options(*sub, o->rules);
  sub->add_option("--at", o->at, "the point of A (default: any point)");
  sub->add_option("--timeout", o->timeout, "seconds per Z3 call (default 600); past it the answer is unknown");
  sub->add_option("--dump-smt", o->dump, "write each direction's unsat query (the proof) as SMT-LIB2 into DIR")
      ->check(not_empty());
  sub->callback([o] {
    const int status = run(*o);
    if (status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace f3go::cli
