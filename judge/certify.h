// `certify`: an engine against the conformance corpus (corpus/README.md). Every expectation of
// every case is answered through the Engine interface (oracle/corpus.h answer) and compared with
// the expected answer; the certificate counts cases per clause group.
#pragma once
#include <functional>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include "oracle/corpus.h"

namespace f3go::judge {

// The cases of one clause group and how many passed.
struct GroupTally {
  int cases = 0, passed = 0;
};

// The outcome of a corpus run: per clause group, every failed expectation, the totals.
struct CorpusOutcome {
  std::map<std::string, GroupTally> groups;
  std::vector<CaseResult> failures;
  int cases = 0, passed = 0, expectations = 0;
};

// Runs every expectation of every case (a case passes when all its expectations do); `progress`,
// when given, is told after each case how many of the cases are done.
using CorpusProgress = std::function<void(std::size_t done, std::size_t total)>;
CorpusOutcome certify_corpus(Engine& engine, const std::vector<Case>& cases, const CorpusProgress& progress = {});

// The printed certificate: engine, date, corpus, the table by clause group, time, result, and
// every failure with its question, expected and actual answer.
struct CertificateHeader {
  std::string engine;
  std::string corpus;
  std::string profile;  // "" = every profile
};
void print_certificate(std::ostream& out, const CorpusOutcome& o, const CertificateHeader& h, double seconds);

// The date and time now, "YYYY-MM-DD HH:MM:SS UTC".
std::string utc_now();

}  // namespace f3go::judge
