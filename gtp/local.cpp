// A GTP Channel to an in-process Server (local.h).
#include "gtp/local.h"

#include "oracle/format.h"

namespace f3go::gtp {

Response ServerChannel::send(const std::string& command) {
  const long long id = next_id_++;
  std::string block = server_.handle(std::to_string(id) + " " + command);
  if (block.size() < 2 || block.substr(block.size() - 2) != "\n\n")
    throw EngineFailure("the server's answer to '" + excerpt(command) + "' does not end with an empty line");
  block.resize(block.size() - 2);
  return check_response(block, id, command);
}

}  // namespace f3go::gtp
