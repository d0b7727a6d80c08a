// Reading outside input: the one function every reader uses to read a file, the limits of every
// input format (README.md "Limits"), and the checks the line-based formats share.
//
// Every reader of the oracle (position text, case files, SGF records, rules files, analysis JSON)
// and of judge/ (shard outputs of `f3go verify`) is iterative and linear in its input, and refuses
// input past these limits with an InputError naming the file (and line) and the limit, so that no
// file makes f3go crash, run for long or take much memory.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace f3go {

namespace limits {
// Any input file: at most 16 MiB. A regular file is refused by its size before it is read; a
// stream (a pipe, /dev/zero, …) once it has given more.
inline constexpr std::size_t kFileBytes = 16 * 1024 * 1024;
// A line of a line-based format (positions, cases, rules files, shard outputs), line end excluded.
inline constexpr std::size_t kLineBytes = 10000;
// SGF game records (oracle/sgf.h): nesting of '(' (a record without variations nests only to
// continue its main line), nodes in all, properties in one node, property values in all.
inline constexpr int kSgfDepth = 1000;
inline constexpr int kSgfNodes = 10000;
inline constexpr int kSgfProperties = 100;
inline constexpr int kSgfValues = 100000;
// Case files (oracle/corpus.h): `expect` lines, settings on one `expect` line, clause IDs.
inline constexpr int kCaseExpectations = 1000;
inline constexpr int kCaseSettings = 64;
inline constexpr int kCaseClauses = 64;
// Analysis JSON (oracle/json.h): nesting of arrays and objects.
inline constexpr int kJsonDepth = 64;
// Flybombs a side holds, in every format (rules files and --set flybombs=, position files'
// `flybombs:` line, SGF NB/NW, analysis JSON): 0..99.
inline constexpr int kFlybombs = 99;
}  // namespace limits

// The bytes of the file at `path`. InputError(path, "cannot read the file: REASON") when it cannot
// be opened or read (the system's reason: "No such file or directory", "Permission denied", "Too
// many levels of symbolic links", …), when it is a directory, or when it holds more than
// limits::kFileBytes bytes; an empty path is named '' in the message.
std::string read_input_file(const std::string& path);

// The name of a path in a message: the path itself, or '' for the empty path.
std::string path_name(const std::string& path);

// Refuses a path that is not a readable folder: InputError(path, "not a folder: REASON (expected
// WHAT)"), the reason being the system's ("No such file or directory", "Permission denied", …) or
// "it is a file" — so that a missing path is not called "not a directory".
void require_folder(const std::string& path, const std::string& expected);

// A leading UTF-8 byte-order mark (EF BB BF) is skipped: editors on some systems write one.
std::string_view skip_bom(std::string_view text);

// The shared checks of the line-based formats, before any parsing: every line at most
// limits::kLineBytes bytes, and lines ending in LF or CR LF (a CR alone, the line end of old Mac
// files, is named as such). InputError "FILE:LINE:COL: what" otherwise.
void check_lines(std::string_view text, const std::string& file);

}  // namespace f3go
