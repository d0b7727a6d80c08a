// The client side of GTP: an external engine run as a subprocess (`/bin/sh -c COMMAND`), spoken to
// over its standard input and output. The client never hangs and never crashes on a broken
// engine: every command has a timeout, a response is bounded in size, and an engine that hangs,
// dies, closes its output, floods it, answers garbage or answers with the wrong id is an
// EngineFailure naming what happened. The process is killed and reaped when the client goes.
#pragma once
#include <chrono>
#include <string>
#include <sys/types.h>

#include "gtp/protocol.h"

namespace f3go::gtp {

// Anything that answers GTP commands: an external process or an in-process server.
class Channel {
 public:
  virtual ~Channel() = default;
  // Sends one command (no newline) and returns its response; EngineFailure when the engine
  // misbehaves. A failure response (`?`) is a Response with ok == false, not an exception.
  virtual Response send(const std::string& command) = 0;
  // A description for reports ("the command …" or "built-in engine …").
  virtual std::string description() const = 0;
};

class EngineProcess : public Channel {
 public:
  // Starts `command` under /bin/sh with its stderr sent to `stderr_path` ("" = /dev/null).
  // Throws EngineFailure when the process cannot be started.
  EngineProcess(const std::string& command, std::chrono::milliseconds timeout,
                const std::string& stderr_path = "");
  ~EngineProcess() override;
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  Response send(const std::string& command) override;
  std::string description() const override { return "the command '" + command_ + "'"; }

  // Sends quit (if the engine is still alive), waits up to the timeout, then kills and reaps it.
  void close();

 private:
  std::string read_block(const std::string& command);
  std::string exit_reason();

  std::string command_;
  std::chrono::milliseconds timeout_;
  pid_t pid_ = -1;
  int to_engine_ = -1, from_engine_ = -1;
  std::string pending_;    // bytes read past the last response
  long long next_id_ = 1;
  bool broken_ = false;
};

}  // namespace f3go::gtp
