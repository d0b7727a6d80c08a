#include "judge/ambiguities_run.h"

#include <algorithm>
#include <cassert>
#include <set>

#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/format.h"

namespace f3go::judge {
namespace {

// The switch a given setting "name=reading" sets; InputError naming `where` otherwise.
Switch given_switch(const std::string& setting, const std::string& where) {
  Rules check;
  apply_setting(check, setting, where);  // names a bad switch or reading
  const std::optional<Switch> s = find_switch(setting.substr(0, setting.find('=')));
  if (!s)
    throw InputError(where, quote(setting) +
                                " sets a game parameter; --given takes the reading of a switch "
                                "(eye.examined=region): the parameters are fixed by --rules");
  return *s;
}

}  // namespace

std::vector<ReadingPair> chosen_pairs(std::vector<Switch> switches, const std::vector<std::string>& given,
                                      const std::vector<Profile>& profiles, const std::string& where_given) {
  if (switches.empty())
    for (int i = 0; i < kSwitchCount; ++i) switches.push_back(static_cast<Switch>(i));
  std::sort(switches.begin(), switches.end(), [](Switch a, Switch b) { return info(a).id < info(b).id; });
  switches.erase(std::unique(switches.begin(), switches.end()), switches.end());
  std::set<Switch> given_switches;
  for (const std::string& g : given) given_switches.insert(given_switch(g, where_given));
  std::vector<ReadingPair> pairs;
  for (Profile p : profiles)
    for (Switch s : switches) {
      if (given_switches.count(s)) continue;  // a switch whose reading is given is not asked about
      for (const ReadingPair& rp : reading_pairs(s, p, given)) pairs.push_back(rp);
    }
  return pairs;
}

std::string witness_failures(Engine& reference, const PairResult& r) {
  assert(r.witness);
  const Case c = parse_case_text(witness_case(r, ""), witness_case_name(r.pair));
  std::string failures;
  for (const CaseResult& res : run_case(reference, c))
    if (!res.passed)
      failures += "  " + (res.settings.empty() ? std::string("defaults") : res.settings) + ": expected '" +
                  res.expected + "', reference '" + res.actual + "'\n";
  return failures;
}

std::string witness_command(const PairResult& r, const SearchBounds& bounds) {
  assert(r.witness);
  std::string command = "f3go ambiguities --switch " + std::string(info(r.pair.sw).id) + " --rules " +
                        std::string(name(r.pair.profile));
  for (const std::string& g : r.pair.given) command += " --given " + g;
  const std::string enumeration =
      " --max-size " + std::to_string(bounds.max_size) + " --max-stones " + std::to_string(bounds.max_stones);
  if (r.random && r.random->sample >= 0)  // a witness of the random search: the options that draw it again
    command += enumeration + " --random " + std::to_string(bounds.random_samples) + " --random-size " +
               std::to_string(bounds.random_max_size) + " --seed " + std::to_string(bounds.seed);
  if (r.smt && r.smt->witness)  // a witness of Z3: the options that find it again
    command += enumeration + " --smt-size " + std::to_string(bounds.smt_size) + " --smt-stones " +
               std::to_string(bounds.smt_stones);
  return command;
}

}  // namespace f3go::judge
