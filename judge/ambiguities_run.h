// A run of the ambiguity finder (`f3go ambiguities`), around the search of one pair
// (judge/ambiguities.h): the pairs a run asks about, each witness checked by the reference through
// the corpus before it is believed, and the command that finds a witness again (its case's
// provenance).
#pragma once
#include <string>
#include <vector>

#include "judge/ambiguities.h"
#include "oracle/engine.h"

namespace f3go::judge {

// Every pair of readings of `switches` (none: every switch) under each of `profiles`, in register
// order of the switches, each switch once; `given` ("name=reading" of other switches: a follow-up
// question) applies to every pair, and a switch whose reading is given is not asked about.
// InputError naming `where_given` when a given setting is not the reading of a switch (a bad name
// or reading, or a game parameter, which the profile fixes).
std::vector<ReadingPair> chosen_pairs(std::vector<Switch> switches, const std::vector<std::string>& given,
                                      const std::vector<Profile>& profiles, const std::string& where_given);

// The witness's case (witness_case) run by `reference`: "" when every expectation holds, otherwise
// one line per expectation that does not ("  SETTINGS: expected 'A', reference 'B'"): the engine
// that found it and the reference disagree. Precondition: r.witness.
std::string witness_failures(Engine& reference, const PairResult& r);

// The `f3go ambiguities` command that finds the witness of `r` again: the switch, the profile and
// the given settings, and for a witness of the random search or of Z3 the bounds that reach it.
// Precondition: r.witness.
std::string witness_command(const PairResult& r, const SearchBounds& bounds);

}  // namespace f3go::judge
