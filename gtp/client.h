// The client side of GTP: an external engine run as a subprocess (`/bin/sh -c COMMAND`), spoken to
// over its standard input and output. The client never hangs and never crashes on a broken
// engine: every command has a timeout, a response is bounded in size, and an engine that hangs,
// dies, closes its output, floods it, answers garbage or answers with the wrong id is an
// EngineFailure naming what happened. The engine runs in a process group of its own; the whole
// group is killed (and the engine reaped) when the client goes, and also when the program is ended
// by SIGINT, SIGTERM, SIGHUP or SIGQUIT (the client installs handlers for these that kill every
// engine's group, then end the program as the signal would have) or dies (the engine's shell gets
// SIGKILL then: PR_SET_PDEATHSIG).
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
  // Starts `command` under /bin/sh. The engine's standard error is read by the client and never
  // reaches the program's own: appended whole to `stderr_path` when one is given, otherwise
  // discarded but for its last kStderrTail bytes, which the messages of EngineFailure quote (so
  // that a command the shell cannot run says why: "sh: 1: foo: not found").
  // Throws EngineFailure when the command is empty or blank, when `stderr_path` cannot be opened
  // for appending (naming the file and the system's reason), or when the process cannot be started.
  EngineProcess(const std::string& command, std::chrono::milliseconds timeout,
                const std::string& stderr_path = "");
  ~EngineProcess() override;
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  Response send(const std::string& command) override;
  std::string description() const override { return "the command '" + command_ + "'"; }

  // Sends quit (if the engine is still alive), waits up to the timeout (at most 1 s) for it to
  // exit, then kills its whole process group (what it started and left behind included) and
  // reaps it.
  void close();

  // Why the --engine-stderr file stopped being written ("No space left on device"), or empty: the
  // caller reports it, so that the engine's standard error is never lost silently.
  const std::string& stderr_file_error() const { return stderr_file_error_; }

  // The bytes of the engine's standard error kept for messages.
  static constexpr std::size_t kStderrTail = 2000;

 private:
  std::string read_block(const std::string& command);
  std::string exit_reason();
  std::string stderr_note();
  void drain_stderr();
  bool wait_output(int fd, short events, long long ms);
  enum class Written {
    all,
    closed,
    full
  };
  Written write_all(const std::string& data, std::chrono::steady_clock::time_point deadline);
  bool exited(int wait_ms) const;
  EngineFailure failure(const std::string& what) const;
  int end_group();

  std::string command_;
  std::chrono::milliseconds timeout_;
  pid_t pid_ = -1;
  int to_engine_ = -1, from_engine_ = -1, engine_stderr_ = -1;
  int stderr_file_ = -1;  // --engine-stderr FILE, or -1: only the tail is kept
  std::string stderr_tail_;
  std::string stderr_file_error_;
  std::string pending_;  // bytes read past the last response
  long long next_id_ = 1;
  bool broken_ = false;
  bool answered_ = false;    // a response was read
  bool cannot_run_ = false;  // the shell could not run the command (EngineFailure::cannot_run)
};

}  // namespace f3go::gtp
