// A GTP Channel to an in-process Server (local.h).
#include "gtp/local.h"

namespace f3go::gtp {

Response ServerChannel::send(const std::string& command) {
  const long long id = next_id_++;
  std::string block = server_.handle(std::to_string(id) + " " + command);
  if (block.size() < 2 || block.substr(block.size() - 2) != "\n\n")
    throw EngineFailure("the server's answer to '" + quote(command) + "' does not end with an empty line");
  block.resize(block.size() - 2);
  std::string error;
  std::optional<Response> r = parse_response(block, error);
  if (!r) throw EngineFailure("garbage in answer to '" + quote(command) + "': " + error);
  if (r->id != id) throw EngineFailure("the answer to '" + quote(command) + "' carries the wrong id");
  return *r;
}

}  // namespace f3go::gtp
