// libFuzzer target for the finder's outputs `f3go report --search FILE` reads (judge/ambiguities_record.h:
// search_results): the output of `f3go ambiguities`, whose last line is its JSON record. Inputs
// over kMaxInput bytes (1 MiB) are skipped; run_short.sh lets libFuzzer build inputs that large (a
// line of 26 KB crashed the 15 std::regex passes the report once ran over these files).
//
// Checks: search_results either returns or throws InputError; anything else traps. What it returns
// names a switch of the register and two different readings of it for every result.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/harness.h"
#include "judge/ambiguities_record.h"
#include "oracle/error.h"
#include "oracle/rules.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > f3go::fuzz::kMaxInput) return 0;
  const std::string text(f3go::fuzz::as_text(data, size));
  f3go::fuzz::guard<f3go::InputError>("search_results", text, [&] {
    for (const f3go::judge::PairResult& r : f3go::judge::search_results(text, "fuzz.txt")) {
      const auto& p = r.pair;
      f3go::fuzz::check(p.sw < f3go::Switch::count, "a result names a switch of the register", text);
      const int readings = static_cast<int>(f3go::info(p.sw).readings.size());
      f3go::fuzz::check(0 <= p.first && p.first < p.second && p.second < readings,
                        "a result names two readings of its switch in order", text);
    }
  });
  return 0;
}
