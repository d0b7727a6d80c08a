// `verify`: engines against the first of them (by default the optimized engine against the
// reference; `--engines reference,optimized,smt` compares three ways), observable by observable,
// on seeded random samples or on every small position. A sample agrees when every other engine
// agrees with the first on it.
//
// Random run (generators.h): even samples are positions, each with its whole Analysis compared;
// odd samples are games: from a game start, 1 + rng() % (N·N) move attempts by the side to move,
// each played by both engines (Engine::play) with the MoveOutcome (legality, reason, captures) and
// the Position after it compared, a legal attempt kept; at the end the whole Analysis is compared.
// Exhaustive run: every position of the N×N board, black to move, its whole Analysis compared.
// A shard I/K keeps the samples (or positions) whose index is I modulo K.
//
// An engine that cannot answer a question (the Z3 engine's SmtUnknown: a timeout, or a question
// outside its encoded fragment) makes the sample unknown: neither agreeing nor disagreeing, never a
// guess. A witness of the Z3 engine that fails its replay through the reference (SmtReplayFailed)
// is a disagreement, reported on the position where it happened.
//
// Output (to the given stream): first line the run (verify_merge.h run_line); on the first
// disagreement the position drawn (bottom board, both holographic diagrams) and the differing
// observable; on the first unknown sample its position and the question left unknown; a line
// exactly "N agree, M disagree", followed by ", U unknown" when the engines compared may answer
// unknown (EngineSet::counts_unknown) or some sample was unknown; then the run's record (one JSON
// line: verify_merge.h verify_record), which `verify --merge` reads. Progress to `progress` about once a
// second.
#pragma once
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "judge/progress.h"
#include "judge/verify_merge.h"
#include "oracle/engine.h"

namespace f3go::judge {

// The engines compared: `first` is the authority (named first in every report), each of `others`
// is compared with it. `counts_unknown`: one of them may answer unknown (engines.h
// may_answer_unknown), so the last line always counts the unknown samples, 0 included. `others`
// holds at least one engine and no null pointer (a precondition of the functions below).
struct EngineSet {
  Engine& first;
  std::vector<Engine*> others;
  bool counts_unknown = false;
};

// `count` samples on the size×size board from `seed`, the shard's only.
// Precondition: 2 ≤ size ≤ 19; `engines.others` is not empty and holds no null pointer.
VerifyCounts verify_random(const EngineSet& engines, std::uint64_t count, int size, std::uint64_t seed,
                           const Rules& rules, Shard shard, std::ostream& out, const Progress& progress = {});

// Every position of the n×n board (the shard's only). Precondition: 2 ≤ n ≤ 5; `engines.others` is
// not empty and holds no null pointer.
VerifyCounts verify_exhaustive(const EngineSet& engines, int n, const Rules& rules, Shard shard,
                               std::ostream& out, const Progress& progress = {});

}  // namespace f3go::judge
