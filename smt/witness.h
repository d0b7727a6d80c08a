// The witness of "not a private eye" (T18E.S3.3.2): read from a model of the simulation, and shrunk
// to the least number of additions, with the unsat check that proves it least. The twin of the
// reference's least additions in simulate_eye_making (reference/simulated_eye.cpp).
#pragma once
#include <z3++.h>

#include <functional>
#include <optional>
#include <string>

#include "smt/private_eye.h"
#include "smt/session.h"
#include "smt/simulation.h"

namespace f3go::smt::detail {

// The witness of a model of a set encoding: the added points (sorted) and the eye. Precondition:
// `sim` is a set encoding on e, an added and an eye Bool per point (asserted), and the model
// satisfies it (eye_point).
Witness read_set_witness(z3::model& m, const Enc& e, const Simulation& sim);

// The witness of a model of the sequence encoding: the additions in step order, then the eye.
// Precondition: `sim` is encoded on e, an eye Bool per point (asserted), and the model satisfies
// it (eye_point).
Witness read_sequence_witness(z3::model& m, const Enc& e, const Simulation& sim);

// The least number of additions the query asserted in the current scope allows, found by binary
// search on z3::atmost(additions, mid): `k` enters as the count of a model and leaves as the least
// count, `unsat_file` naming the check of atmost(additions, k−1) that answered unsat (k > 0).
// `on_sat` reads each smaller model. Returns false when a check does not answer; `lo` is then the
// least count proved so far (every model has at least lo additions) and `k` the best found.
// With `from` > 0, every model is already known to have at least `from` additions, the unsat check of
// atmost(additions, from−1) entering as `unsat_file`.
bool least_count(Session& s, const Exprs& additions, int& k, std::string& unsat_file, const std::string& tag,
                 const std::function<void(z3::model&)>& on_sat, int* proved = nullptr, int from = 0);

// The set query (1), already asserted: the witness shrunk to the least number of stones. `from` and
// `file`: every witness is known to have at least `from` stones, proved by the unsat check `file`.
void minimise_set(Session& s, const Simulation& sim, Witness& w, int from, std::string file);

// The set query (1), already asserted, asked first with atmost(additions, j) for j = 0, 1, … `upto`:
// a witness of few stones is then found among few choices. On a region of most of a 19×19 board the
// unbounded query can search for many seconds where atmost(1) answers in a tenth of one (docs/smt.md).
// The first sat is a witness of j stones, minimal: atmost(j−1) answered unsat (`unsat_file`). An
// unsat up to `upto` proves that every witness has more than `upto` stones. Returns the last answer.
z3::check_result small_witness(Session& s, const Simulation& sim, int upto, std::optional<Witness>& w,
                               std::string& unsat_file);

}  // namespace f3go::smt::detail
