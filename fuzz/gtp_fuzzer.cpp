// libFuzzer target for the GTP server (gtp/server.h) over the optimized engine.
//
// Input layout: the bytes are the server's standard input, split into lines at '\n'; each line is
// handled in turn (the server reads no files here: loadsgf and f3go_loadpos are refused; boards
// are at most 7×7, so that an execution stays fast). Inputs over kMaxInput bytes are skipped.
//
// Checks, for every line:
//   1. handle() never throws: every error is a `?` response.
//   2. The response is empty (a line GTP ignores: empty, blank or a comment) or one well-formed
//      GTP response: '=' or '?', the command's id echoed when it had one, text without an empty
//      line, ending with exactly one empty line.
//   3. After `quit`, the conversation ends.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/harness.h"
#include "gtp/protocol.h"
#include "gtp/server.h"
#include "judge/engines/engines.h"

namespace {

using f3go::fuzz::check;

void check_response(std::string_view line, const std::string& response) {
  const auto command = f3go::gtp::parse_command(line);
  if (!command) {
    check(response.empty(), "an ignored line got a response", line, response);
    return;
  }
  check(response.size() >= 3 && (response[0] == '=' || response[0] == '?'), "not a GTP response", line, response);
  check(response.substr(response.size() - 2) == "\n\n", "the response does not end with an empty line", line, response);
  const std::string body = response.substr(0, response.size() - 2);
  check(body.find("\n\n") == std::string::npos, "an empty line inside the response", line, response);
  std::string error;
  const auto parsed = f3go::gtp::parse_response(body, error);
  check(parsed.has_value(), "the response does not parse", line, response);
  check(parsed->id == command->id, "the id is not echoed", line, response);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > f3go::fuzz::kMaxInput) return 0;
  const std::string_view input = f3go::fuzz::as_text(data, size);
  // The server plays through the incremental optimized::Game, as `f3go gtp --engine optimized` does.
  f3go::gtp::Server server(f3go::judge::make_game("optimized", "fuzz"), f3go::Rules::for_profile(f3go::Profile::y2022), 1);
  server.allow_files(false);
  server.limit_size(7);
  std::size_t pos = 0;
  while (pos < input.size() && !server.done()) {
    const auto end = std::min(input.find('\n', pos), input.size());
    const std::string_view line = input.substr(pos, end - pos);
    pos = end + 1;
    std::string response;
    try {
      response = server.handle(line);
    } catch (...) {
      f3go::fuzz::fail("handle() threw", line, "");
    }
    check_response(line, response);
  }
  return 0;
}
