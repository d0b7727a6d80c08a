// `f3go certify --json FILE` and `f3go certify --check CERT` (docs/certification.md): the bundled
// optimized engine, certified as a real subprocess on a small budget, writes a certificate whose
// claim holds when checked; a certificate with a tally or the corpus's hash changed does not hold;
// a certificate that cannot be read, and a --json file that cannot be written, are bad input. And
// `f3go export-json`'s bad input.
#include <gtest/gtest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "cli/tests/cli_fixture.h"

namespace {

using f3go::testing::CliFixture;
using f3go::testing::Result;
using f3go::testing::slurp;

class Certificate : public CliFixture {
 protected:
  // The bundled engine through `f3go gtp`, over the corpus and three 5x5 games, its certificate in
  // cert.json.
  void certify() const {
    const std::string engine = "'" + std::string(F3GO_BINARY) + " gtp --engine optimized'";
    const Result r = f3go("certify --engine " + engine + " --games 3 --size 5 --json cert.json");
    ASSERT_EQ(r.status, 0) << r.out << r.err;
    ASSERT_NE(r.out.find("sha256:  "), std::string::npos) << r.out;
  }
  nlohmann::json certificate() const { return nlohmann::json::parse(slurp(dir_ / "cert.json")); }
  void write_json(const std::string& name, const nlohmann::json& j) const { write(name, j.dump(2)); }
};

TEST_F(Certificate, JsonRoundTripsThroughCheck) {
  certify();
  const nlohmann::json j = certificate();
  EXPECT_EQ(j["format"], "f3go-certificate/1");
  EXPECT_EQ(j["result"], "PASS");
  EXPECT_EQ(j["games"]["count"], 3);
  EXPECT_EQ(j["engine"]["name"], "f3go");
  EXPECT_EQ(j["corpus"]["sha256"].get<std::string>().size(), 64u);

  Result r = f3go("certify --check cert.json --json again.json");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("result:  the claim holds"), std::string::npos) << r.out;
  nlohmann::json again = nlohmann::json::parse(slurp(dir_ / "again.json"));
  EXPECT_EQ(again["groups"], j["groups"]);

  nlohmann::json tampered = j;
  const std::string group = j["groups"].begin().key();
  tampered["groups"][group]["passed"] = j["groups"][group]["passed"].get<int>() - 1;
  write_json("tally.json", tampered);
  r = f3go("certify --check tally.json");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("group " + group + " passed: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("result:  the claim does not hold"), std::string::npos) << r.out;

  tampered = j;
  tampered["corpus"]["sha256"] = std::string(64, '0');
  tampered["corpus"]["files"][0]["sha256"] = std::string(64, '0');
  write_json("corpus.json", tampered);
  r = f3go("certify --check corpus.json");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("changed " + j["corpus"]["files"][0]["path"].get<std::string>()), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("the claim does not hold (the corpus differs)"), std::string::npos) << r.out;
}

TEST_F(Certificate, BadCertificatesAreBadInput) {
  write("empty.json", "");
  expect_bad_input("certify --check empty.json", "empty.json");
  write("wrong.json", "{\"format\": \"f3go-certificate/1\"}");
  expect_bad_input("certify --check wrong.json", "wrong.json: $: missing key");
  expect_bad_input("certify --check missing.json", "missing.json");
  write("x.json", "{}");
  expect_bad_input("certify --check x.json --games 3", "--games");
  expect_bad_input("certify --games 1 --no-corpus --json no/such/folder/cert.json", "certify --json");
}

TEST_F(Certificate, ExportJsonBadInput) {
  write("file", "not a folder");
  expect_bad_input("export-json --out file/json", "export-json --out");
  expect_bad_input("export-json --out ''", "--out");
  expect_bad_input("export-json --corpus nowhere --out json", "nowhere");
}

}  // namespace
