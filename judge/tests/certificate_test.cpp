// The certificate as a value (judge/certificate.h): SHA-256 by OpenSSL, the corpus's digest as
// sha256sum would give it, JSON that reads back to the same certificate, bad JSON refused naming
// the key path, and the differences that make a claim fail.
#include "judge/certificate.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "oracle/error.h"
#include "oracle/tests/fixtures.h"

namespace f3go::judge {
namespace {

using testing::ScratchDir;

// FIPS 180-2's example: SHA-256("abc").
TEST(Certificate, Sha256IsTheStandardOne) {
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex("").size(), 64u);
  EXPECT_NE(sha256_hex("abc"), sha256_hex("abd"));
}

class CorpusDigestTest : public ScratchDir {};

TEST_F(CorpusDigestTest, HashesTheLinesSha256sumPrintsInPathOrder) {
  write("cases/b/two.case", "two\n");
  write("cases/a.case", "one\n");
  write("cases/notes.txt", "not a case\n");
  const CorpusDigest d = corpus_digest(dir_);
  ASSERT_EQ(d.files.size(), 2u);
  EXPECT_EQ(d.files[0].path, "cases/a.case");
  EXPECT_EQ(d.files[1].path, "cases/b/two.case");
  EXPECT_EQ(d.files[0].sha256, sha256_hex("one\n"));
  EXPECT_EQ(d.sha256, sha256_hex(sha256_hex("one\n") + "  cases/a.case\n" + sha256_hex("two\n") + "  cases/b/two.case\n"));
  write("cases/b/two.case", "2\n");
  write("cases/c.case", "three\n");
  const CorpusDigest now = corpus_digest(dir_);
  EXPECT_NE(now.sha256, d.sha256);
  EXPECT_EQ(corpus_changes(d, now), (std::vector<std::string>{"changed cases/b/two.case", "added cases/c.case"}));
  EXPECT_EQ(corpus_changes(now, d), (std::vector<std::string>{"changed cases/b/two.case", "removed cases/c.case"}));
  EXPECT_TRUE(corpus_changes(d, d).empty());
}

Certificate sample() {
  Certificate c;
  c.oracle_version = "1.0";
  c.oracle_commit = "unknown";
  c.engine_command = "f3go gtp --engine optimized";
  c.identity = {"f3go", "1.0 (engine optimized)"};
  c.rules = "2022;move.ko=simple_ko";
  c.rules_sample_k = 1;
  c.rules_sample = {"2018"};
  c.corpus = CertifiedCorpus{"corpus", "2018", {sha256_hex("x"), {{"cases/a.case", sha256_hex("a")}}}, 3, 1};
  c.games = 3;
  c.seed = 18446744073709551615u;
  c.size = 7;
  c.moves = 120;
  c.commands = 4000;
  c.deadline_seconds = 86400;
  c.date = "2026-12-05 08:00:00 UTC";
  c.seconds = 1.5;
  c.groups = {{"T22.2", {10, 10}}, {"T22.6", {5, 4}}};
  c.failures = 1;
  c.passed = false;
  return c;
}

TEST(Certificate, JsonReadsBackToTheSameCertificate) {
  const Certificate c = sample();
  const auto j = to_json(c);
  EXPECT_EQ(j["format"], kCertificateFormat);
  const Certificate back = certificate_from_json(nlohmann::json::parse(j.dump()));
  EXPECT_EQ(to_json(back), j);
  EXPECT_TRUE(claim_differences(c, back).empty());
}

TEST(Certificate, TextNamesTheOracleTheEngineAndTheCorpus) {
  std::ostringstream out;
  print_certificate_text(out, sample());
  for (const char* line : {"oracle:  f3go 1.0, commit unknown", "name:    f3go\n", "version: 1.0 (engine optimized)\n",
                           "rules:   2022;move.ko=simple_ko\n", "sample:  1 rule configurations besides these", "  1  2018\n", "sha256:  ", "profile 2018 only",
                           "T22.6               5        4        1\n", "result:  FAIL\n"})
    EXPECT_NE(out.str().find(line), std::string::npos) << line << "\n"
                                                       << out.str();
}

void expect_refused(const nlohmann::json& j, const std::string& where, const std::string& what) {
  try {
    certificate_from_json(j);
    ADD_FAILURE() << "accepted; expected an error at " << where;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(where), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find(what), std::string::npos) << e.what();
  }
}

TEST(Certificate, BadJsonIsRefusedNamingTheKeyPath) {
  const nlohmann::json good = nlohmann::json::parse(to_json(sample()).dump());
  nlohmann::json j = good;
  j["format"] = "f3go-certificate/9";
  expect_refused(j, "$.format", "f3go-certificate/1");
  j = good;
  j["groups"]["T22.6"]["passed"] = 6;
  expect_refused(j, "$.groups.T22.6.passed", "more passed than checks");
  j = good;
  j["corpus"]["sha256"] = "abc";
  expect_refused(j, "$.corpus.sha256", "64 lower-case hex digits");
  j = good;
  j["rules"] = "2022;eye.examined=nowhere";
  expect_refused(j, "$.rules", "nowhere");
  j = good;
  j["games"]["size"] = 20;
  expect_refused(j, "$.games.size", "out of range");
  j = good;
  j.erase("result");
  expect_refused(j, "$", "missing key \"result\"");
  j = good;
  j["result"] = "MAYBE";
  expect_refused(j, "$.result", "PASS");
  j = good;
  j["extra"] = true;
  expect_refused(j, "$.extra", "unknown key");
}

class CertificateFile : public ScratchDir {};

TEST_F(CertificateFile, ErrorsNameTheFile) {
  const auto path = write("cert.json", "{\"format\": 1}").string();
  try {
    read_certificate_file(path);
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(path + ": $.format"), std::string::npos) << e.what();
  }
  EXPECT_THROW(read_certificate_file(write("not.json", "{").string()), InputError);
  EXPECT_THROW(read_certificate_file((dir_ / "missing.json").string()), InputError);
}

TEST(Certificate, AClaimFailsOnItsResultAndEachTally) {
  const Certificate c = sample();
  Certificate now = c;
  now.passed = true;
  now.groups["T22.6"].passed = 5;
  now.groups["T22.8"] = {1, 1};
  now.engine_failure = "the engine crashed";
  EXPECT_EQ(claim_differences(c, now),
            (std::vector<std::string>{"result: FAIL certified, PASS now", "group T22.6 passed: 4 certified, 5 now",
                                      "group T22.8 checks: 0 certified, 1 now", "group T22.8 passed: 0 certified, 1 now",
                                      "engine failure: none certified, one now"}));
  now = c;
  now.corpus->cases_skipped = 0;
  now.moves = 1;  // the moves follow from the tallies' games: not a claim of their own
  EXPECT_EQ(claim_differences(c, now), (std::vector<std::string>{"corpus cases not expressible: 1 certified, 0 now"}));
}

}  // namespace
}  // namespace f3go::judge
