// Analysis ⇄ JSON, format "f3go-analysis/1" (see json.h).
#include "oracle/json.h"

#include <algorithm>
#include <array>
#include <set>

#include "oracle/error.h"

namespace f3go {
namespace {

// ---------------------------------------------------------------------------------------------
// Writing

Json points_json(std::vector<Point> ps) {
  std::sort(ps.begin(), ps.end());
  Json out = Json::array();
  for (Point p : ps) out.push_back(to_gtp(p));
  return out;
}

Json region_json(const RegionReport& r) {
  return Json{{"points", points_json(r.points)}, {"private_eye", r.private_eye}, {"reason", r.reason}};
}

Json string_json(const StringReport& s) {
  Json regions = Json::array();
  for (const auto& r : s.regions) regions.push_back(region_json(r));
  return Json{{"color", name(s.colour)},         {"stones", points_json(s.stones)},
              {"liberties", points_json(s.liberties)}, {"private_eye", s.private_eye},
              {"reason", s.reason},              {"regions", regions}};
}

Json flower_json(const FlowerReport& f) {
  return Json{{"stones", points_json(f.stones)}, {"HEIy", f.hei_y}, {"BAIy", f.bai_y},
              {"HEIo", f.hei_o}, {"BAIo", f.bai_o}, {"attribute", name(f.attribute)},
              {"rule", f.rule}};
}

Json holographic_json(const std::vector<HoloCell>& cells, int size) {
  Json rows = Json::array();
  if (cells.size() != static_cast<std::size_t>(size * size)) return rows;
  for (int y = size - 1; y >= 0; --y) {
    std::string row;
    for (int x = 0; x < size; ++x) row += symbol(cells[static_cast<std::size_t>(y * size + x)]);
    rows.push_back(row);
  }
  return rows;
}

Json forbidden_json(std::vector<ForbiddenPoint> fs) {
  std::sort(fs.begin(), fs.end(), [](const auto& a, const auto& b) { return a.point < b.point; });
  Json out = Json::object();
  for (const auto& f : fs) {
    auto reasons = f.reasons;
    std::sort(reasons.begin(), reasons.end());
    Json rs = Json::array();
    for (auto r : reasons) rs.push_back(name(r));
    out[to_gtp(f.point)] = rs;
  }
  return out;
}

Json score_json(const ScoreReport& s) {
  return Json{{"black", s.black}, {"white", s.white}, {"neutral", s.neutral},
              {"result", s.result}, {"dead", points_json(s.dead)}};
}

template <class F>
Json by_colour(F f) {
  return Json{{"black", f(Colour::black)}, {"white", f(Colour::white)}};
}

}  // namespace

Json to_json(const Analysis& a) {
  Json strings = Json::array();
  for (const auto& s : a.strings) strings.push_back(string_json(s));
  Json flowers = Json::array();
  for (const auto& f : a.flowers) flowers.push_back(flower_json(f));
  Json switches = Json::object();
  for (const auto& [k, v] : a.switches) switches[k] = v;
  return Json{
      {"format", kAnalysisFormat},
      {"size", a.size},
      {"rules", a.rules},
      {"switches", switches},
      {"strings", strings},
      {"flowers", flowers},
      {"holographic", holographic_json(a.holographic, a.size)},
      {"flybomb_forbidden", by_colour([&](Colour c) { return forbidden_json(a.flybomb_forbidden[index(c)]); })},
      {"legal_stones", by_colour([&](Colour c) { return points_json(a.legal_stones[index(c)]); })},
      {"score", score_json(a.score)},
  };
}

Json to_json(const Analysis& a, const Position& pos) {
  Json j = to_json(a);
  j["to_move"] = name(pos.to_move);
  j["flybombs_left"] = by_colour([&](Colour c) { return pos.flybombs_left[index(c)]; });
  return j;
}

// ---------------------------------------------------------------------------------------------
// Reading: a cursor on one JSON value with its key path, for errors.

namespace {

class Reader {
 public:
  Reader(const Json& j, std::string path, int size = 0) : j_(j), path_(std::move(path)), size_(size) {}

  [[noreturn]] void fail(const std::string& what) const { throw InputError(path_, what); }

  Reader key(const std::string& k) const {
    object();
    auto it = j_.find(k);
    if (it == j_.end()) fail("missing key \"" + k + "\"");
    return Reader(*it, path_ + "." + k, size_);
  }
  Reader at(std::size_t i) const { return Reader(j_[i], path_ + "[" + std::to_string(i) + "]", size_); }
  std::size_t length() const {
    if (!j_.is_array()) fail("expected an array, got " + std::string(j_.type_name()));
    return j_.size();
  }
  void object() const {
    if (!j_.is_object()) fail("expected an object, got " + std::string(j_.type_name()));
  }
  // Every key must be one of `allowed`.
  void only(std::initializer_list<std::string_view> allowed) const {
    object();
    for (const auto& [k, v] : j_.items())
      if (std::find(allowed.begin(), allowed.end(), k) == allowed.end())
        Reader(v, path_ + "." + k, size_).fail("unknown key");
  }
  std::string text() const {
    if (!j_.is_string()) fail("expected a string, got " + std::string(j_.type_name()));
    return j_.get<std::string>();
  }
  bool boolean() const {
    if (!j_.is_boolean()) fail("expected true or false, got " + std::string(j_.type_name()));
    return j_.get<bool>();
  }
  int integer() const {
    if (!j_.is_number_integer()) fail("expected an integer, got " + std::string(j_.type_name()));
    auto v = j_.get<long long>();
    if (v < -1000000 || v > 1000000) fail("integer out of range");
    return static_cast<int>(v);
  }
  double number() const {
    if (!j_.is_number()) fail("expected a number, got " + std::string(j_.type_name()));
    return j_.get<double>();
  }
  Point point() const {
    auto p = parse_gtp(text(), size_);
    if (!p) fail("\"" + text() + "\" is not a GTP point of a " + std::to_string(size_) + "x" +
                 std::to_string(size_) + " board");
    return *p;
  }
  std::vector<Point> points() const {
    std::vector<Point> ps;
    for (std::size_t i = 0; i < length(); ++i) ps.push_back(at(i).point());
    return ps;
  }
  template <class F>
  auto list(F f) const {
    std::vector<decltype(f(*this))> out;
    for (std::size_t i = 0; i < length(); ++i) out.push_back(f(at(i)));
    return out;
  }
  const Json& value() const { return j_; }
  const std::string& path() const { return path_; }
  int size() const { return size_; }

 private:
  const Json& j_;
  std::string path_;
  int size_;
};

Colour read_colour(const Reader& r) {
  std::string s = r.text();
  if (s == "black") return Colour::black;
  if (s == "white") return Colour::white;
  r.fail("expected \"black\" or \"white\", got \"" + s + "\"");
}

Attribute read_attribute(const Reader& r) {
  std::string s = r.text();
  for (Attribute a : {Attribute::neutral, Attribute::black, Attribute::white})
    if (s == name(a)) return a;
  r.fail("expected \"neutral\", \"black\" or \"white\", got \"" + s + "\"");
}

RegionReport read_region(const Reader& r) {
  r.only({"points", "private_eye", "reason"});
  return RegionReport{r.key("points").points(), r.key("private_eye").boolean(), r.key("reason").text()};
}

StringReport read_string(const Reader& r) {
  r.only({"color", "stones", "liberties", "private_eye", "reason", "regions"});
  StringReport s;
  s.colour = read_colour(r.key("color"));
  s.stones = r.key("stones").points();
  s.liberties = r.key("liberties").points();
  s.private_eye = r.key("private_eye").boolean();
  s.reason = r.key("reason").text();
  s.regions = r.key("regions").list(read_region);
  return s;
}

FlowerReport read_flower(const Reader& r) {
  r.only({"stones", "HEIy", "BAIy", "HEIo", "BAIo", "attribute", "rule"});
  FlowerReport f;
  f.stones = r.key("stones").points();
  f.hei_y = r.key("HEIy").integer();
  f.bai_y = r.key("BAIy").integer();
  f.hei_o = r.key("HEIo").integer();
  f.bai_o = r.key("BAIo").integer();
  f.attribute = read_attribute(r.key("attribute"));
  f.rule = r.key("rule").text();
  return f;
}

std::vector<HoloCell> read_holographic(const Reader& r) {
  int n = r.size();
  if (r.length() != static_cast<std::size_t>(n)) r.fail("expected " + std::to_string(n) + " rows");
  std::vector<HoloCell> cells(static_cast<std::size_t>(n * n));
  for (int row = 0; row < n; ++row) {
    Reader rr = r.at(static_cast<std::size_t>(row));
    std::string s = rr.text();
    if (s.size() != static_cast<std::size_t>(n)) rr.fail("expected " + std::to_string(n) + " cells");
    for (int x = 0; x < n; ++x) {
      const std::string_view symbols = ".XOF";
      auto k = symbols.find(s[static_cast<std::size_t>(x)]);
      if (k == std::string_view::npos)
        rr.fail("unknown cell '" + std::string(1, s[static_cast<std::size_t>(x)]) + "' (cells: . X O F)");
      int y = n - 1 - row;
      cells[static_cast<std::size_t>(y * n + x)] = static_cast<HoloCell>(k);
    }
  }
  return cells;
}

ForbiddenReason read_reason(const Reader& r) {
  std::string s = r.text();
  for (auto fr : {ForbiddenReason::capture_point, ForbiddenReason::one_liberty_eye, ForbiddenReason::tiger_mouth})
    if (s == name(fr)) return fr;
  r.fail("unknown reason \"" + s + "\" (capture_point, one_liberty_eye, tiger_mouth)");
}

std::vector<ForbiddenPoint> read_forbidden(const Reader& r) {
  r.object();
  std::vector<ForbiddenPoint> out;
  for (const auto& [k, v] : r.value().items()) {
    Reader at(v, r.path() + "." + k, r.size());
    auto p = parse_gtp(k, r.size());
    if (!p) at.fail("key \"" + k + "\" is not a GTP point");
    out.push_back({*p, at.list(read_reason)});
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.point < b.point; });
  return out;
}

ScoreReport read_score(const Reader& r) {
  r.only({"black", "white", "neutral", "result", "dead"});
  ScoreReport s;
  s.black = r.key("black").number();
  s.white = r.key("white").number();
  s.neutral = r.key("neutral").number();
  s.result = r.key("result").text();
  if (r.value().contains("dead")) s.dead = r.key("dead").points();
  return s;
}

template <class F>
auto read_by_colour(const Reader& r, F f) {
  r.only({"black", "white"});
  using T = decltype(f(r));
  return std::array<T, 2>{f(r.key("black")), f(r.key("white"))};
}

std::map<std::string, std::string> read_switches(const Reader& r) {
  r.object();
  std::map<std::string, std::string> out;
  for (const auto& [k, v] : r.value().items()) out[k] = Reader(v, r.path() + "." + k).text();
  return out;
}

}  // namespace

Analysis analysis_from_json(const Json& j) {
  Reader top(j, "$");
  top.only({"format", "size", "rules", "switches", "strings", "flowers", "holographic",
            "flybomb_forbidden", "legal_stones", "score", "to_move", "flybombs_left"});
  Reader format = top.key("format");
  if (format.text() != kAnalysisFormat)
    format.fail("expected \"" + std::string(kAnalysisFormat) + "\", got \"" + format.text() + "\"");
  Reader size = top.key("size");
  Analysis a;
  a.size = size.integer();
  if (a.size < kMinSize || a.size > kMaxSize) size.fail("size must lie in 2..19");
  Reader r(j, "$", a.size);
  a.rules = r.key("rules").text();
  a.switches = read_switches(r.key("switches"));
  a.strings = r.key("strings").list(read_string);
  a.flowers = r.key("flowers").list(read_flower);
  a.holographic = read_holographic(r.key("holographic"));
  a.flybomb_forbidden = read_by_colour(r.key("flybomb_forbidden"), read_forbidden);
  a.legal_stones = read_by_colour(r.key("legal_stones"), [](const Reader& x) { return x.points(); });
  a.score = read_score(r.key("score"));
  return a;
}

}  // namespace f3go
