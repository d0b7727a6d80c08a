// The f3go command line: `f3go analyze`, `f3go explain`, `f3go certify`, `f3go replay`.
// Every bad input (unknown option, missing or malformed file, bad --set, bad point) ends with a
// one-line message on stderr naming where and what, and exit status 2.
#pragma once

namespace f3go::cli {

// Runs the command line; returns the exit status (0 success, 1 a certification with failures,
// 2 bad input or output that could not be written — a closed standard output, a full disk —,
// 3 an internal error). Whatever a subcommand printed is flushed and checked here, once.
int run(int argc, char** argv);

}  // namespace f3go::cli
