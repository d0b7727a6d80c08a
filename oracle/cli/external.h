// The external-truth subcommands (h13): `f3go count-legal N` (Tromp's legal-position counts, on the
// optimized bitboards; count_legal.cpp) and `f3go verify` (the optimized engine against the
// reference on seeded random or every small position; verify.cpp). Both report a non-zero status
// other than 2 by throwing CLI::RuntimeError(status); bad input throws InputError (→ status 2).
#pragma once
#include <CLI/CLI.hpp>

namespace f3go::cli {

void add_count_legal_command(CLI::App& app);
void add_verify_command(CLI::App& app);

}  // namespace f3go::cli
