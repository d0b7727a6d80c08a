// A GTP Channel to an in-process Server (server.h): the same conversation as with an external
// process, without one — for certifying a built-in engine through its own GTP server and for
// tests.
#pragma once
#include "gtp/client.h"
#include "gtp/server.h"

namespace f3go::gtp {

class ServerChannel : public Channel {
 public:
  explicit ServerChannel(Server& server) : server_(server) {}
  // The server's response, parsed as a client would (EngineFailure on a malformed one).
  Response send(const std::string& command) override;
  std::string description() const override { return "the built-in GTP server"; }

 private:
  Server& server_;
  long long next_id_ = 1;
};

}  // namespace f3go::gtp
