// `f3go analyze [--rules 2022|2018] [--set name=value]... [--json] [--coords gtp|zh] [--engine NAME] FILE`:
// every observable of a position (oracle/observables.h), as a readable report or as one JSON
// object (oracle/json.h, format f3go-analysis/2: the analysis with the rules and the position), by
// the reference or another engine of the registry (judge/engines/engines.h; `smt` decides every private eye
// with Z3 and the rest with the reference's code).
// `f3go analyze --from-json RECORD [--json] [--coords …]`: such a JSON record read back, its
// position analysed again under its rules and printed; exit 1 (after the output) with a one-line
// message on stderr naming the first difference when the recorded analysis is not the recomputed one.
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/commands.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"
#include "oracle/json.h"
#include "judge/engines/engines.h"

namespace f3go::cli {
namespace {

struct AnalyzeOptions {
  RuleOptions rules;
  bool json = false;
  std::string coords = "gtp";
  std::string file;
  std::string from_json;
  std::string engine = "reference";
  bool file_given = false, from_json_given = false;
};

// The holographic diagram of the text report: a flower is drawn by its upper attribute, as the
// rule text's dot on the flower stone (T22.3.2(2) 「黑星」「白星」).
constexpr std::string_view kHoloLegend =
    "X black, O white, F neutral flower, x black-like flower, o white-like flower, . empty";

char holo_symbol(Cell bottom, HoloCell holo) {
  if (bottom != Cell::flower) return symbol(holo);
  switch (holo) {
    case HoloCell::black: return 'x';
    case HoloCell::white: return 'o';
    default: return symbol(holo);
  }
}

class Report {
 public:
  Report(const PositionFile& pf, const Analysis& a, CoordStyle style)
      : pf_(pf), a_(a), style_(style) {}
  std::string text() {
    header();
    strings();
    flowers();
    holographic();
    forbidden();
    legal();
    score();
    return out_.str();
  }

 private:
  std::string points(const std::vector<Point>& ps) const {
    return ps.empty() ? "none" : format_points(ps, style_);
  }
  static std::string yes_no(bool b) { return b ? "yes" : "no"; }

  void header() {
    const Position& pos = pf_.position;
    out_ << "F3Go position, " << a_.size << "x" << a_.size << ", rules " << compact(pf_.rules) << "\n"
         << "to move: " << name(pos.to_move) << "; flybombs left: black " << pos.flybombs_left[0]
         << ", white " << pos.flybombs_left[1] << "; next move number " << pos.move_number << "\n\n"
         << "Bottom board (X black, O white, F flower, . empty):\n"
         << diagram(pos.board) << "\n";
  }
  void strings() {
    out_ << "Black and white strings of the bottom board (" << Clause::T22_2_3 << ", private eye " << Clause::T22_2_8
         << "):\n";
    if (a_.strings.empty()) out_ << "  none\n";
    for (const auto& s : a_.strings) {
      out_ << "  " << name(s.colour) << " " << points(s.stones) << "\n"
           << "    liberties: " << points(s.liberties) << "\n"
           << "    private eye: " << yes_no(s.private_eye) << " (" << s.reason << ")\n";
      for (const auto& r : s.regions)
        out_ << "    region " << points(r.points) << ": "
             << (r.private_eye ? "private eye" : "not a private eye") << " (" << r.reason << ")\n";
    }
    out_ << "\n";
  }
  void flowers() {
    out_ << "Flower strings (" << Clause::T22_4 << "):\n";
    if (a_.flowers.empty()) out_ << "  none\n";
    for (const auto& f : a_.flowers)
      out_ << "  " << points(f.stones) << ": HEIy=" << f.hei_y << " BAIy=" << f.bai_y
           << " HEIo=" << f.hei_o << " BAIo=" << f.bai_o << " -> " << f.rule << " "
           << name(f.attribute) << "\n";
    out_ << "\n";
  }
  void holographic() {
    const Board& b = pf_.position.board;
    std::vector<char> symbols;
    for (Point p : b.points()) {
      auto i = static_cast<std::size_t>(b.index(p));
      symbols.push_back(i < a_.holographic.size() ? holo_symbol(b.at(p), a_.holographic[i]) : '?');
    }
    out_ << "Holographic board (" << Clause::T22_3 << "; " << kHoloLegend << "):\n"
         << diagram(b.size(), symbols) << "\n";
  }
  void forbidden() {
    out_ << "Flybomb-forbidden points (" << Clause::T22_5 << "), by thrower:\n";
    for (Colour c : kColours) {
      out_ << "  " << name(c) << ":";
      const auto& fs = a_.flybomb_forbidden[index(c)];
      if (fs.empty()) out_ << " none";
      for (const auto& f : fs) {
        out_ << " " << format_point(f.point, style_) << " (";
        for (std::size_t i = 0; i < f.reasons.size(); ++i) out_ << (i ? "," : "") << name(f.reasons[i]);
        out_ << ")";
      }
      out_ << "\n";
    }
    out_ << "\n";
  }
  void legal() {
    out_ << "Legal stone points (" << Clause::T22_6 << "):\n";
    for (Colour c : kColours) out_ << "  " << name(c) << ": " << points(a_.legal_stones[index(c)]) << "\n";
    out_ << "\n";
  }
  void score() {
    const auto& s = a_.score;
    out_ << "Score as if the game ended now, no dead stones (" << Clause::T22_7 << ", komi "
         << format_number(pf_.rules.komi) << "):\n"
         << "  black " << format_number(s.black) << ", white " << format_number(s.white)
         << ", neutral " << format_number(s.neutral) << "; result " << s.result << "\n";
  }

  const PositionFile& pf_;
  const Analysis& a_;
  CoordStyle style_;
  std::ostringstream out_;
};

void print(const PositionFile& pf, const Analysis& a, const AnalyzeOptions& o) {
  if (o.json) {
    std::cout << analysis_json_text(a, pf.position, pf.rules);
    return;
  }
  std::cout << Report(pf, a, o.coords == "zh" ? CoordStyle::zh : CoordStyle::gtp).text();
}

// --from-json: the record's position and rules analysed again; its analysis must be the same.
void run_from_json(const AnalyzeOptions& o) {
  if (!o.rules.profile.empty() || !o.rules.settings.empty())
    throw InputError("analyze --from-json", "the record carries its rules: no --rules or --set");
  const AnalysisRecord record = record_from_json_text(read_input_file(o.from_json), o.from_json);
  const PositionFile pf{record.position, record.rules};
  const Analysis again = judge::make_engine(o.engine, "analyze --engine")->analyze(pf.position, pf.rules);
  print(pf, again, o);
  if (auto d = first_difference(to_json(record.analysis), to_json(again))) {
    std::cout.flush();
    std::cerr << "f3go: " << o.from_json << ": the recorded analysis differs from the recomputed one at "
              << d->path << ": recorded " << d->expected << ", recomputed " << d->actual << '\n';
    throw CLI::RuntimeError(1);
  }
}

void run_analyze(const AnalyzeOptions& o) {
  if (o.from_json_given) return run_from_json(o);
  if (!o.file_given) throw InputError("analyze", "give a position FILE (or --from-json RECORD)");
  const PositionFile pf = read_position(o.file, o.rules);
  std::unique_ptr<Engine> engine = judge::make_engine(o.engine, "analyze --engine");
  print(pf, engine->analyze(pf.position, pf.rules), o);
}

}  // namespace

void add_analyze_command(CLI::App& app) {
  auto o = std::make_shared<AnalyzeOptions>();
  CLI::App* sub = app.add_subcommand("analyze",
                                     "every observable of a position: strings, private eyes, "
                                     "flower attributes, holographic board, forbidden points, "
                                     "legal stones, score");
  add_rule_options(*sub, o->rules);
  sub->add_flag("--json", o->json,
                "print one JSON object (format f3go-analysis/2: the analysis, the rules "
                "and the position) instead of the report");
  sub->add_option("--coords", o->coords, "points in the text report: gtp (C3) or zh (三三); JSON is always GTP")
      ->check(CLI::IsMember({"gtp", "zh"}));
  sub->add_option("--engine", o->engine, "the engine that answers (default reference; built in: " + judge::engine_names_text() + ")");
  CLI::Option* file = sub->add_option("FILE", o->file, "a position file (corpus/README.md)");
  CLI::Option* from = sub->add_option("--from-json", o->from_json,
                                      "RECORD: read back what --json printed, analyse its position again "
                                      "under its rules; exit 1 if the recorded analysis differs");
  file->excludes(from);
  sub->callback([o, file, from] {
    o->file_given = file->count() > 0;
    o->from_json_given = from->count() > 0;
    run_analyze(*o);
  });
}

}  // namespace f3go::cli
