// Regression files in GNU Go's format (`.tst`), as GNU Go's regression runner and GoGui's
// gogui-regress read them: a GTP command file in which a numbered command may be followed by a
// line giving its expected response.
//
//   # a comment
//   boardsize 5
//   loadsgf sgf/capture.sgf
//   10 f3go_ask private_eye C3
//   #? [true]
//   11 is_legal black A1
//   #? [!1]           (the response must NOT match)
//   12 all_legal white
//   #? [A1 .*]*       (expected to fail: reported as an expected failure, an unexpected pass noted)
//   13 final_score
//   #? [B\+.*]&       (either result is accepted: reported, never a failure)
//
// The expected result is a POSIX extended regular expression that must match the whole response
// text (the part after "=id "). A command the engine refuses (`?`) fails its test. Relative file
// arguments of `loadsgf` and `f3go_loadpos` are read from the .tst file's folder.
#pragma once
#include <filesystem>
#include <cstddef>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "gtp/client.h"
#include "oracle/corpus.h"

namespace f3go::judge {

// The limits of a .tst file (README.md "Limits"), past which parse_tst refuses it: a line is at
// most a GTP command line (gtp::kMaxLineBytes), and a `#?` pattern at most 4 KiB, a bounded
// repetition `X{m,n}` counted as X written n times (`X{m,}` as m + 1 times) — the memory and time
// the system's regcomp takes grow with the square of that size (a 40 KB pattern took gigabytes) —
// and at most 12 repetition operators (*, +, ?, {m,n}): regcomp's time grows about 2.5-fold with
// each repetition of a part that may match nothing (`(a|)*` 32 times, or `0` and 70 stars, never
// ended; 16 times `(a|)+` took 0.2 s); and at most 12 repetitions of a repeated part (`a**`,
// `(a?)*`, `(a*)+`, `(a*){2}`) with every repetition written out, whose cost grows with the cube of
// their number (`a**{1600}`, found by the tst fuzzer, took 5 s, and minutes under AddressSanitizer).
// A pattern is compiled inside "^(…)$", so a ')' that closes no '(' is refused too: it would close
// that group (`F3\t*{1615}…){1615}`, found by the tst fuzzer, took 24 GB).
inline constexpr std::size_t kTstLineBytes = gtp::kMaxLineBytes;
inline constexpr std::size_t kTstPatternBytes = 4096;
inline constexpr int kTstPatternRepetitions = 12;

class WholeMatch;  // a compiled pattern (regress.cpp)

// One test of a .tst file.
struct RegressTest {
  int line = 0;  // of the command
  long long id = 0;
  std::string command;                         // without its id
  std::string pattern;                         // the regular expression, without [] ! * &
  std::shared_ptr<const WholeMatch> compiled;  // the pattern, compiled once when parsed
  bool negated = false, expected_failure = false, either = false;

  // Whether `response` matches the pattern whole (not yet negated).
  // Precondition: the test was parsed (compiled is set).
  bool matches(const std::string& response) const;
};

// A parsed .tst file: the commands in order (a test is a command with an expectation).
struct RegressFile {
  std::string path;
  struct Entry {
    int line = 0;
    std::string command;  // as sent (id included when numbered)
    std::optional<RegressTest> test;
  };
  std::vector<Entry> entries;
};

// Parses a .tst file (InputError "FILE:LINE: what" on a `#?` line without a numbered command
// before it, a malformed `#?` line, an invalid regular expression, a line or pattern past its
// limit, or a file without any test — an SGF, a position or an empty file is not a .tst file).
RegressFile parse_tst(const std::string& text, const std::string& path);

struct RegressCounts {
  int passed = 0, failed = 0, expected_failures = 0, unexpected_passes = 0, either = 0;
};

// Runs the file against the engine, printing one line per test and the failures; the engine's
// misbehaviour (gtp::EngineFailure) propagates.
RegressCounts run_tst(gtp::Channel& engine, const RegressFile& file, std::ostream& out);

// Writes the corpus as .tst files under `out_dir` (one per folder of cases/, named after it, with
// the SGF records of the positions under sgf/), every expectation one test asked with f3go_ask.
// Returns the number of tests written.
int export_tst(const std::vector<Case>& cases, const std::filesystem::path& corpus_dir,
               const std::filesystem::path& out_dir);

}  // namespace f3go::judge
