// Reading JSON input: a cursor on one value with its key path ("$.strings[2].stones[0]"), whose
// every error is an InputError naming that path and what was expected. Documents are read as
// nlohmann::json (objects in std::map: finding a key is logarithmic however many keys a hostile
// object holds; the ordered form is only for writing). Every JSON reader of the project (analysis
// records, conformance cases, certificates) reads through it.
#pragma once
#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/point.h"

namespace f3go {

// `size` is the board size the points read through it (point(), points()) must lie on.
class JsonReader {
 public:
  using Value = nlohmann::json;

  JsonReader(const Value& j, std::string path, int size = 0) : j_(j), path_(std::move(path)), size_(size) {}

  [[noreturn]] void fail(const std::string& what) const { throw InputError(path_, what); }

  JsonReader key(const std::string& k) const {
    object();
    auto it = j_.find(k);
    if (it == j_.end()) fail("missing key \"" + k + "\"");
    return JsonReader(*it, path_ + "." + k, size_);
  }
  JsonReader at(std::size_t i) const { return JsonReader(j_[i], path_ + "[" + std::to_string(i) + "]", size_); }
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
        JsonReader(v, path_ + "." + k, size_).fail("unknown key");
  }
  std::string text() const {
    if (!j_.is_string()) fail("expected a string, got " + std::string(j_.type_name()));
    return j_.get<std::string>();
  }
  bool boolean() const {
    if (!j_.is_boolean()) fail("expected true or false, got " + std::string(j_.type_name()));
    return j_.get<bool>();
  }
  int integer(long long lo = -1000000, long long hi = 1000000) const {
    if (!j_.is_number_integer()) fail("expected an integer, got " + std::string(j_.type_name()));
    if (j_.is_number_unsigned() && j_.get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
      fail("integer out of range " + std::to_string(lo) + ".." + std::to_string(hi));
    auto v = j_.get<long long>();
    if (v < lo || v > hi) fail("integer out of range " + std::to_string(lo) + ".." + std::to_string(hi));
    return static_cast<int>(v);
  }
  std::uint64_t unsigned_integer() const {
    if (!j_.is_number_unsigned()) fail("expected a whole number from 0, got " + std::string(j_.type_name()));
    return j_.get<std::uint64_t>();
  }
  double number() const {
    if (!j_.is_number()) fail("expected a number, got " + std::string(j_.type_name()));
    return j_.get<double>();
  }
  Point point() const {
    auto p = parse_gtp(text(), size_);
    if (!p) fail("\"" + excerpt(text()) + "\" is not a GTP point of a " + std::to_string(size_) + "x" +
                 std::to_string(size_) + " board");
    return *p;
  }
  // In point order whatever the order given (the writer's order: the same analysis reads the same).
  std::vector<Point> points() const {
    std::vector<Point> ps;
    for (std::size_t i = 0; i < length(); ++i) ps.push_back(at(i).point());
    std::sort(ps.begin(), ps.end());
    return ps;
  }
  template <class F>
  auto list(F f) const {
    std::vector<decltype(f(*this))> out;
    for (std::size_t i = 0; i < length(); ++i) out.push_back(f(at(i)));
    return out;
  }
  const Value& value() const { return j_; }
  bool has(const std::string& k) const { return j_.is_object() && j_.contains(k); }
  const std::string& path() const { return path_; }
  int size() const { return size_; }

 private:
  const Value& j_;
  std::string path_;
  int size_;
};

}  // namespace f3go
