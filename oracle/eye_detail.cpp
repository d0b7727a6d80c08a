// The words of a private-eye verdict's detail, English and Chinese side by side (eye_detail.h).
#include "oracle/eye_detail.h"

#include <cassert>

#include "oracle/point.h"

namespace f3go {
namespace {

struct Words {
  const char* en;
  const char* zh;
};

// The fixed words of each finding (the findings that name points add them after).
Words words(EyeFinding f) {
  switch (f) {
    case EyeFinding::unstated: return {"", ""};
    case EyeFinding::not_counted: return {"a string with no liberty is ignored (A10 ignore)", "无气棋串不计（A10 ignore）"};
    case EyeFinding::no_empty_string: return {"A touches no empty string", "棋串A不紧邻任何空点串"};
    case EyeFinding::no_region: return {"A forms no enclosed region", "棋串A不形成封闭区域"};
    case EyeFinding::no_empty_point_in_region:
      return {"A touches no empty point of the region", "棋串A不紧邻区域内的任何空点"};
    case EyeFinding::only_empty_points: return {"the region holds only empty points", "区域内只有空点"};
    case EyeFinding::own_string_in_region:
      return {"another string of the same colour is in the region", "区域内有其它同色棋串"};
    case EyeFinding::an_empty_string_touches_own:
      return {"an empty string next to A also touches another string of A's colour", "紧邻A的一个空点串也紧邻其它同色棋串"};
    case EyeFinding::every_empty_string_touches_own:
      return {"every empty string next to A also touches another string of A's colour",
              "紧邻A的每个空点串都紧邻其它同色棋串"};
    case EyeFinding::empty_string_touches_own:
      return {"the empty string touches another string of A's colour", "此空点串紧邻其它同色棋串"};
    case EyeFinding::no_other_string_in_region:
      return {"no string of the other colour in the region", "区域内没有异色棋串"};
    case EyeFinding::no_other_string_touches_empty_strings:
      return {"no string of the other colour touches the empty strings next to A", "没有异色棋串紧邻与A紧邻的空点串"};
    case EyeFinding::no_other_string_touches_empty_string:
      return {"no string of the other colour touches the empty string", "没有异色棋串紧邻此空点串"};
    case EyeFinding::opponent_has_eye: return {"the other colour already has an eye at ", "对方棋串已有眼："};
    case EyeFinding::additions_make_eye: return {"adding ", "补充 "};
    case EyeFinding::no_additions_make_eye:
      return {"no sequence of additions makes a one-liberty eye", "对方无论怎样连续补充棋子都做不出1气眼"};
    case EyeFinding::region_holds: return {"region at ", "封闭区域"};
    case EyeFinding::empty_string_holds: return {"empty string at ", "空点串"};
    case EyeFinding::no_region_holds: return {"no region is a private eye", "没有一个封闭区域是私眼"};
    case EyeFinding::no_empty_string_holds: return {"no empty string next to A is a private eye", "紧邻A的空点串都不是私眼"};
  }
  return {"", ""};
}

// ": region 1 by T18E.S3.2, region 2 by T18E.S3.3.2" — the clause that decided each region (or each
// empty string next to A); nothing when the detail names none.
std::string each_clause(const EyeDetail& d, bool zh) {
  if (d.clauses.empty()) return "";
  const bool regions = d.finding == EyeFinding::no_region_holds;
  std::string out = zh ? "：" : ": ";
  for (std::size_t i = 0; i < d.clauses.size(); ++i) {
    if (i > 0) out += zh ? "，" : ", ";
    const std::string k = std::to_string(i + 1);
    if (zh) out += (regions ? "封闭区域" : "空点串") + k + "依" + std::string(clause_id(d.clauses[i]));
    else out += (regions ? "region " : "empty string ") + k + " by " + std::string(clause_id(d.clauses[i]));
  }
  return out;
}

}  // namespace

std::string to_text(const EyeDetail& d, Lang lang,
                    const std::function<std::string(const std::vector<Point>&)>& name_points) {
  const bool zh = lang == Lang::zh;
  const Words w = words(d.finding);
  std::string out = zh ? w.zh : w.en;
  auto named = [&](const std::vector<Point>& ps) { return name_points ? name_points(ps) : format_points(ps); };
  switch (d.finding) {
    case EyeFinding::opponent_has_eye:
      return out + named(d.points);
    case EyeFinding::additions_make_eye:
      assert(d.eye);
      if (zh) return out + (d.points.empty() ? std::string("无") : named(d.points)) + " 后，1气眼在 " + named({*d.eye});
      return out + (d.points.empty() ? std::string("nothing") : named(d.points)) + " makes a one-liberty eye at " +
             named({*d.eye});
    case EyeFinding::region_holds:
    case EyeFinding::empty_string_holds:
      assert(!d.points.empty());
      if (zh) return out + named(d.points) + "是私眼";
      return out + named({d.points.front()}) + " is a private eye";
    case EyeFinding::no_region_holds:
    case EyeFinding::no_empty_string_holds:
      return out + each_clause(d, zh);
    default:
      return out;
  }
}

}  // namespace f3go
