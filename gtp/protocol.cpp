// The Go Text Protocol, version 2 (protocol.h).
#include "gtp/protocol.h"

#include "oracle/format.h"

#include <cassert>
#include <cctype>

namespace f3go::gtp {
namespace {

// GTP 3.1: control characters other than HT and LF removed, HT to space, comments dropped.
std::string preprocess(std::string_view line) {
  std::string out;
  for (char c : line) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '#') break;
    if (c == '\t') out += ' ';
    else if (u >= 32 && u != 127) out += c;
  }
  return out;
}

std::vector<std::string> words(std::string_view s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    std::size_t j = i;
    while (j < s.size() && s[j] != ' ') ++j;
    if (j > i) out.emplace_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

bool all_digits(std::string_view s) {
  if (s.empty() || s.size() > 18) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

// `text`, its trailing newlines removed, holds no empty line.
[[maybe_unused]] bool no_empty_line(std::string_view text) {
  while (!text.empty() && text.back() == '\n') text.remove_suffix(1);
  return text.find("\n\n") == std::string_view::npos;
}

std::string response(char mark, const std::optional<long long>& id, std::string_view text) {
  assert(no_empty_line(text));
  std::string t(text);
  while (!t.empty() && t.back() == '\n') t.pop_back();
  std::string out(1, mark);
  if (id) out += std::to_string(*id);
  if (!t.empty()) out += ' ' + t;
  return out + "\n\n";
}

}  // namespace

std::optional<Command> parse_command(std::string_view line) {
  std::vector<std::string> w = words(preprocess(line));
  if (w.empty()) return std::nullopt;
  Command c;
  std::size_t i = 0;
  if (all_digits(w[0])) c.id = std::stoll(w[i++]);
  if (i == w.size()) return c;  // an id alone: a command with an empty name (refused by the server)
  c.name = w[i++];
  c.args.assign(w.begin() + static_cast<std::ptrdiff_t>(i), w.end());
  return c;
}

std::string success(const std::optional<long long>& id, std::string_view text) {
  assert(no_empty_line(text));
  return response('=', id, text);
}
std::string failure(const std::optional<long long>& id, std::string_view text) {
  assert(no_empty_line(text));
  return response('?', id, text);
}

std::optional<Response> parse_response(std::string_view block, std::string& error) {
  if (block.empty() || (block[0] != '=' && block[0] != '?')) {
    error = "a response must start with '=' or '?', got '" + excerpt(block) + "'";
    return std::nullopt;
  }
  Response r;
  r.ok = block[0] == '=';
  std::size_t i = 1;
  while (i < block.size() && std::isdigit(static_cast<unsigned char>(block[i]))) ++i;
  if (i > 1) {
    if (i - 1 > 18) {
      error = "the id of the response is too long: '" + excerpt(block) + "'";
      return std::nullopt;
    }
    r.id = std::stoll(std::string(block.substr(1, i - 1)));
  }
  if (i < block.size() && block[i] != ' ' && block[i] != '\n') {
    error = "the response's '" + std::string(1, block[0]) + "[id]' is not followed by a space: '" + excerpt(block) + "'";
    return std::nullopt;
  }
  if (i < block.size() && block[i] == ' ') ++i;
  r.text = std::string(block.substr(i));
  return r;
}

Response check_response(std::string_view block, long long id, const std::string& command) {
  std::string error;
  std::optional<Response> r = parse_response(block, error);
  if (!r) throw EngineFailure("garbage in answer to '" + excerpt(command) + "': " + error);
  if (r->id != id)
    throw EngineFailure("the answer to '" + excerpt(command) + "' (id " + std::to_string(id) + ") carries " +
                        (r->id ? "id " + std::to_string(*r->id) : std::string("no id")));
  return *r;
}

}  // namespace f3go::gtp
