// libFuzzer target for the certifier's side of GTP (judge/gtp_certify.h with gtp/protocol.h):
// a fake engine whose answers come from the fuzzer.
//
// Input layout: byte 0 chooses the run — bit 0 the subset (go or f3go), bits 1–2 the board size
// (3 + value, so 3..6); the remaining bytes are everything the fake engine ever writes, cut into
// response blocks at each empty line ("\n\n"). Each command the certifier sends takes the next
// block, checked as the client checks a real engine's (gtp::check_response); when the blocks run
// out, the fake engine has closed its output. One random game is certified, no corpus. Inputs
// over kMaxInput bytes are skipped.
//
// Checks: the certification always returns (an engine failure or failures are normal outcomes);
// it never throws, and an outcome that passed had every answer right, so it asked questions.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/harness.h"
#include "gtp/client.h"
#include "judge/gtp_certify.h"
#include "optimized/engine.h"

namespace {

using f3go::fuzz::check;

class FakeEngine : public f3go::gtp::Channel {
 public:
  explicit FakeEngine(std::string_view output) : output_(output) {}
  f3go::gtp::Response send(const std::string& command) override {
    const long long id = next_id_++;
    if (pos_ >= output_.size()) throw f3go::gtp::EngineFailure("the engine closed its output");
    const auto end = output_.find("\n\n", pos_);
    const std::string_view block = output_.substr(pos_, end == std::string_view::npos ? end : end - pos_);
    pos_ = end == std::string_view::npos ? output_.size() : end + 2;
    std::string clean;
    for (char c : block)
      if (c != '\r') clean += c;
    return f3go::gtp::check_response(clean, id, command);
  }
  std::string description() const override { return "the fuzzer"; }

 private:
  std::string_view output_;
  std::size_t pos_ = 0;
  long long next_id_ = 1;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1 || size > f3go::fuzz::kMaxInput) return 0;
  FakeEngine engine(f3go::fuzz::as_text(data + 1, size - 1));
  f3go::optimized::OptimizedEngine oracle;
  f3go::judge::GtpCertifyOptions o;
  using f3go::judge::Subset;
  o.subset = (data[0] & 1) ? Subset::f3go : (data[0] & 0x80) ? Subset::f3go_play
                                                             : Subset::go;
  o.size = 3 + ((data[0] >> 1) & 3);
  o.games = 1;
  o.max_shrink_trials = 4;
  f3go::judge::GtpOutcome out;
  try {
    out = f3go::judge::certify_over_gtp(engine, oracle, o);
  } catch (...) {
    f3go::fuzz::fail("certify_over_gtp threw", f3go::fuzz::as_text(data, size), "");
  }
  check(!out.passed() || out.questions > 0, "a certification passed without asking anything");
  return 0;
}
