// The position text format (corpus/README.md): a contract other implementations read.
//
//   # comment
//   size: 7
//   to_move: black              (optional, default black)
//   flybombs: black=3 white=3   (optional, default N of the rules)
//   rules: 2018                 (optional; and any number of `set: name=value` lines)
//   7 . . . . X F .
//   …
//   1 . . . . X F .
//     A B C D E F G
//
// Rows top first; the row number and the column-letter line are optional; cells '.', 'X', 'O',
// 'F' separated by single spaces. Any malformed input throws InputError naming file, line, column.
#pragma once
#include <string>
#include <string_view>

#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go {

struct PositionFile {
  Position position;
  Rules rules;
  bool flybombs_given = false;  // the file has a `flybombs:` line (else each side holds N)
};

// `base` is the configuration the file's `rules:`/`set:` lines start from (the command line's
// --rules/--set are applied by the caller afterwards).
PositionFile parse_position_text(std::string_view text, const std::string& file,
                                 const Rules& base = Rules());
// Reads a file (read_input_file of oracle/input.h: InputError if it cannot be read or is past the
// limits) and parses it. A leading UTF-8 byte-order mark is skipped; lines end in LF or CR LF.
PositionFile read_position_file(const std::string& path, const Rules& base = Rules());
// The position of a file under `rules` (its rules with the command line's --rules/--set on top):
// drawn again as initial_position draws it (N flybombs each and the mode's random schedule, from
// the final N, mode, seed and T), except the flybombs left, which stay the file's own counts when
// it has a `flybombs:` line. What analyze, explain and perft start from.
Position position_under(const PositionFile& file, const Rules& rules);
// Writes the canonical form; parse_position_text(write_position_text(p)) == p for the keys above.
std::string write_position_text(const Position& position, const Rules& rules);

}  // namespace f3go
