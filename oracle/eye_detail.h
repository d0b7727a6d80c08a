// What decided a private-eye verdict, as a value: the fact found (T22.2.8, T18E) and the points it
// names. The reference's verdicts carry it (reference/verdict.h); its words, English and Chinese side
// by side, are written here alone, so that no component reads another's phrases back.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "oracle/clauses.h"
#include "oracle/point.h"

namespace f3go {

enum class Lang : std::uint8_t {
  en,
  zh
};

enum class EyeFinding : std::uint8_t {
  unstated,                               // no words (a verdict given without its finding)
  not_counted,                            // T22.2.8(1), A10 ignore: A has no liberty
  no_empty_string,                        // T22.2.8(2), A37 empty_string: A touches no empty string
  no_region,                              // T18E.P1
  no_empty_point_in_region,               // T18E.P2 (A05 required)
  only_empty_points,                      // T18E.S3.1
  own_string_in_region,                   // T18E.S3.2 (A03 region)
  an_empty_string_touches_own,            // T22.2.8(2) (A03 adjacent_all)
  every_empty_string_touches_own,         // T22.2.8(2) (A03 adjacent_any)
  empty_string_touches_own,               // T22.2.8(2) (A37 empty_string)
  no_other_string_in_region,              // T18E.S3.1 (A04: none examined)
  no_other_string_touches_empty_strings,  // T22.2.8(3) (A04 adjacent: none examined)
  no_other_string_touches_empty_string,   // T22.2.8(3) (A37 empty_string: none examined)
  opponent_has_eye,                       // T18E.S3.3.1 / T22.2.8(3) (A06); points: the eye
  additions_make_eye,                     // T18E.S3.3.2 / T22.2.8(3); points: the stones added, eye
  no_additions_make_eye,                  // T18E.S3.3.2 / T22.2.8(3)
  region_holds,                           // the string's verdict; points: the region
  empty_string_holds,                     // the same under A37 empty_string; points: the empty string
  no_region_holds,                        // clauses: the clause that decided each region, in order
  no_empty_string_holds,                  // clauses: the same, each empty string next to A
};

struct EyeDetail {
  EyeFinding finding = EyeFinding::unstated;
  // Each member has its default, so that a detail may name only its first fields.
  std::vector<Point> points = {};
  std::optional<Point> eye = std::nullopt;  // additions_make_eye: the eye point made
  std::vector<Clause> clauses = {};         // no_region_holds, no_empty_string_holds: why each one is no private eye
  friend bool operator==(const EyeDetail&, const EyeDetail&) = default;
};

// The words of a detail. `name_points` writes a list of points (default: GTP coordinates joined by
// commas, format_points); a Chinese diagram passes the author's notation.
std::string to_text(const EyeDetail& d, Lang lang,
                    const std::function<std::string(const std::vector<Point>&)>& name_points = {});

}  // namespace f3go
