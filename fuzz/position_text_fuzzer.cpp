// libFuzzer target for the position text format (corpus/README.md, oracle/position_text.h).
//
// Input layout: the whole input is the text of one position file (UTF-8 expected, any bytes
// allowed), parsed as file "fuzz.pos" on the default rules (profile 2022). Inputs over
// kMaxInput bytes are skipped.
//
// Checks:
//   1. parse_position_text either returns or throws InputError; any other exception traps.
//   2. When it parses, write_position_text(p) parses again (anything thrown traps) to the same
//      board, side to move, flybombs_left and rules; a difference prints both and traps.
//   3. The writer is canonical: writing the re-parsed position gives the same text.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/harness.h"
#include "oracle/board.h"
#include "oracle/error.h"
#include "oracle/position_text.h"
#include "oracle/rules.h"

namespace {

using f3go::fuzz::check;

std::string describe(const f3go::PositionFile& f) {
  const auto& p = f.position;
  return "to_move=" + std::string(f3go::name(p.to_move)) +
         " flybombs_left=" + std::to_string(p.flybombs_left[0]) + "," +
         std::to_string(p.flybombs_left[1]) + " rules=" + f3go::compact(f.rules) + "\n" +
         f3go::diagram(p.board);
}

void check_round_trip(const f3go::PositionFile& first) {
  const std::string text = f3go::write_position_text(first.position, first.rules);
  f3go::PositionFile second;
  try {
    second = f3go::parse_position_text(text, "written.pos");
  } catch (const std::exception& e) {
    f3go::fuzz::fail((std::string("written text does not parse: ") + e.what()).c_str(), text, {});
  }
  const auto& a = first.position;
  const auto& b = second.position;
  const bool same = a.board == b.board && a.to_move == b.to_move &&
                    a.flybombs_left == b.flybombs_left && first.rules == second.rules;
  check(same, "round trip changed the position", describe(first), describe(second));
  const std::string again = f3go::write_position_text(b, second.rules);
  check(again == text, "write_position_text is not canonical", text, again);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > f3go::fuzz::kMaxInput) return 0;
  const auto input = f3go::fuzz::as_text(data, size);
  f3go::fuzz::guard<f3go::InputError>("parse_position_text", input, [&] {
    const f3go::PositionFile parsed = f3go::parse_position_text(input, "fuzz.pos");
    check_round_trip(parsed);
  });
  return 0;
}
