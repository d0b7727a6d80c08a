// The Go Text Protocol, version 2 (GTP 2, the draft of Farnebäck and Bump): what a command line
// and a response are, for both sides — the server (server.h) and the client of an external engine
// (client.h).
//
// A command line is preprocessed as the protocol says (section 3.1): control characters other
// than HT and LF are removed, HT becomes a space, everything from '#' on is a comment, and a line
// that is then empty or blank is ignored. What remains is `[id] command_name [arguments]`, the id
// a non-negative integer. A response is `=[id] text` (success) or `?[id] text` (failure),
// ending with an empty line; its text may span several lines but holds no empty line.
#pragma once
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace f3go::gtp {

// The longest command line a server reads, and the largest response a client accepts: longer
// input is refused with a message naming the limit (never read into memory unbounded).
inline constexpr std::size_t kMaxLineBytes = 64 * 1024;
inline constexpr std::size_t kMaxResponseBytes = 4 * 1024 * 1024;

// One command: its optional id, its name and its arguments (split at spaces).
struct Command {
  std::optional<long long> id;
  std::string name;
  std::vector<std::string> args;
};

// The command of one input line, or nothing for a line GTP ignores (empty, blank, comment).
// A malformed id (digits followed by other characters) is not an id: the word is the command name.
std::optional<Command> parse_command(std::string_view line);

// The response text of a success or a failure, with the id echoed, ending with the empty line.
// Precondition: `text` holds no empty line (a trailing newline is removed).
std::string success(const std::optional<long long>& id, std::string_view text);
std::string failure(const std::optional<long long>& id, std::string_view text);

// A response as a client reads it.
struct Response {
  bool ok = false;
  std::optional<long long> id;
  std::string text;  // the text after "=id " or "?id ", lines joined by '\n', CRs removed
};

// Parses a whole response block (the lines before the empty line, CRs already removed); the
// reason of a malformed block in `error`.
std::optional<Response> parse_response(std::string_view block, std::string& error);

// An engine that misbehaves; what() names how (and the command it was answering). `cannot_run`:
// the shell could not run the command at all (it exited with 127, no such command, or 126, not
// executable, before the engine answered anything) — the command given is wrong, not the engine.
struct EngineFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
  bool cannot_run = false;
};

// The response block (its lines before the empty line, CRs removed) to the command `command`
// sent with id `id`: EngineFailure when it is not a GTP response or carries another id.
Response check_response(std::string_view block, long long id, const std::string& command);

}  // namespace f3go::gtp
