// An external GTP engine as a subprocess (client.h).
#include "gtp/client.h"

#include "oracle/format.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sys/prctl.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>

namespace f3go::gtp {
namespace {

using Clock = std::chrono::steady_clock;

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

// --- the engines' process groups, for the signal handlers ----------------------------------------

// The process groups of the running engines (0: a free slot); lock-free, so the handler may read it.
constexpr std::size_t kMaxEngines = 16;
std::array<std::atomic<pid_t>, kMaxEngines> running_groups{};

// SIGINT, SIGTERM, SIGHUP, SIGQUIT: every engine's group killed and its leader reaped, then the
// signal's own action (the handler was installed with SA_RESETHAND). Async-signal-safe only.
extern "C" void end_engines_and_reraise(int sig) {
  for (auto& group : running_groups) {
    const pid_t g = group.load();
    if (g <= 0) continue;
    ::kill(-g, SIGKILL);
    ::waitpid(g, nullptr, 0);
  }
  ::raise(sig);
}

void install_signal_handlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) {
      struct sigaction old {};
      ::sigaction(sig, nullptr, &old);
      if (old.sa_handler == SIG_IGN) continue;  // e.g. SIGHUP under nohup: stays ignored
      struct sigaction sa {};
      sa.sa_handler = end_engines_and_reraise;
      sa.sa_flags = SA_RESETHAND;
      ::sigemptyset(&sa.sa_mask);
      ::sigaction(sig, &sa, nullptr);
    }
  });
}

void register_group(pid_t g) {
  for (auto& group : running_groups) {
    pid_t free = 0;
    if (group.compare_exchange_strong(free, g)) return;
  }
}

void unregister_group(pid_t g) {
  for (auto& group : running_groups) {
    pid_t mine = g;
    if (group.compare_exchange_strong(mine, 0)) return;
  }
}

bool blank(const std::string& s) { return s.find_first_not_of(" \t\n\r") == std::string::npos; }

}  // namespace

EngineProcess::EngineProcess(const std::string& command, std::chrono::milliseconds timeout,
                             const std::string& stderr_path)
    : command_(command), timeout_(timeout) {
  if (blank(command)) throw EngineFailure("the engine command is empty ('" + excerpt(command) + "')");
  if (!stderr_path.empty()) {
    stderr_file_ = ::open(stderr_path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (stderr_file_ < 0)
      throw EngineFailure("cannot open the file for the engine's standard error " + quote(stderr_path) + ": " +
                          std::strerror(errno));
  }
  ::signal(SIGPIPE, SIG_IGN);  // a closed engine pipe is an error return, not a signal
  install_signal_handlers();
  int in[2], out[2], err[2];
  if (::pipe2(in, O_CLOEXEC) != 0) throw EngineFailure(std::string("cannot create a pipe: ") + std::strerror(errno));
  if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) {
    ::close(in[0]), ::close(in[1]);
    throw EngineFailure(std::string("cannot create a pipe: ") + std::strerror(errno));
  }
  const pid_t parent = ::getpid();
  pid_ = ::fork();
  if (pid_ < 0) throw EngineFailure(std::string("cannot start the engine: ") + std::strerror(errno));
  if (pid_ == 0) {
    ::setpgid(0, 0);                     // its own process group: killing it kills what the shell started
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // the certifier killed outright takes the engine along
    if (::getppid() != parent) ::_exit(127);
    ::dup2(in[0], 0);
    ::dup2(out[1], 1);
    ::dup2(err[1], 2);
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::setpgid(pid_, pid_);
  register_group(pid_);
  ::close(in[0]);
  ::close(out[1]);
  ::close(err[1]);
  to_engine_ = in[1];
  from_engine_ = out[0];
  engine_stderr_ = err[0];
  for (int fd : {to_engine_, from_engine_, engine_stderr_}) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

EngineProcess::~EngineProcess() { close(); }

EngineFailure EngineProcess::failure(const std::string& what) const {
  EngineFailure f(what);
  f.cannot_run = cannot_run_;
  return f;
}

// Reads what the engine wrote on its standard error so far: to the file, and the tail kept.
void EngineProcess::drain_stderr() {
  char buf[65536];
  for (int chunk = 0; chunk < 16 && engine_stderr_ >= 0; ++chunk) {  // bounded: an endless flood waits its turn
    const ssize_t n = ::read(engine_stderr_, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    errno = 0;
    if (n < 0) return;  // EAGAIN: nothing more for now
    if (n == 0) {       // the engine (and all it started) closed it
      close_fd(engine_stderr_);
      return;
    }
    if (stderr_file_ >= 0 && ::write(stderr_file_, buf, static_cast<std::size_t>(n)) != n) {
      stderr_file_error_ = errno != 0 ? std::strerror(errno) : "a short write";
      close_fd(stderr_file_);
    }
    stderr_tail_.append(buf, static_cast<std::size_t>(n));
    if (stderr_tail_.size() > kStderrTail) stderr_tail_.erase(0, stderr_tail_.size() - kStderrTail);
  }
}

// " (its standard error ends: '…')" with the last line the engine wrote there, or "".
std::string EngineProcess::stderr_note() {
  drain_stderr();
  std::string tail = stderr_tail_;
  while (!tail.empty() && (tail.back() == '\n' || tail.back() == '\r')) tail.pop_back();
  if (tail.empty()) return "";
  const auto nl = tail.find_last_of('\n');
  if (nl != std::string::npos) tail.erase(0, nl + 1);
  return " (its standard error ends: " + quote(tail) + ")";
}

// Whether the engine (the shell that runs the command) has exited, waiting up to `wait_ms`; it is
// not reaped, so that its process group cannot be taken by another process meanwhile.
bool EngineProcess::exited(int wait_ms) const {
  const auto deadline = Clock::now() + std::chrono::milliseconds(wait_ms);
  for (;;) {
    siginfo_t info{};
    if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid_)
      return true;
    if (Clock::now() >= deadline) return false;
    ::usleep(5000);
  }
}

// Kills the engine's whole process group (what it started and left behind included), reaps the
// engine and returns its wait status. Precondition: the engine runs or is not yet reaped.
int EngineProcess::end_group() {
  assert(pid_ > 0);
  ::kill(-pid_, SIGKILL);
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  unregister_group(pid_);
  pid_ = -1;
  return status;
}

std::string EngineProcess::exit_reason() {
  if (pid_ <= 0) return "the engine is gone";
  if (!exited(200)) return "the engine closed its output" + stderr_note();
  const int status = end_group();
  if (WIFSIGNALED(status))
    return "the engine crashed (signal " + std::to_string(WTERMSIG(status)) + ", " + strsignal(WTERMSIG(status)) + ")" +
           stderr_note();
  const int code = WEXITSTATUS(status);
  // The shell that runs the command reports a child killed by signal k as status 128 + k.
  if (code > 128 && code < 128 + 65)
    return "the engine crashed (signal " + std::to_string(code - 128) + ", " + strsignal(code - 128) +
           ", reported by the shell as exit status " + std::to_string(code) + ")" + stderr_note();
  // POSIX shells: 127 a command not found, 126 one found but not executable.
  const std::string shell = code == 127   ? ": the shell found no such command"
                            : code == 126 ? ": the shell could not execute the command"
                                          : "";
  cannot_run_ = !answered_ && !shell.empty();
  return "the engine exited with status " + std::to_string(code) + shell + stderr_note();
}

// Waits up to `ms` for the engine's output (or standard error, which is drained meanwhile);
// false on a timeout.
bool EngineProcess::wait_output(int fd, short events, long long ms) {
  pollfd p[2] = {{fd, events, 0}, {engine_stderr_, POLLIN, 0}};
  const int ready = ::poll(p, engine_stderr_ >= 0 ? 2 : 1, static_cast<int>(std::max(0LL, ms)));
  if (ready <= 0) return false;  // a timeout or a signal: the caller looks at the time left
  if (engine_stderr_ >= 0 && p[1].revents != 0) drain_stderr();
  return p[0].revents != 0;
}

// Writes all of `data` to the engine, waiting for room in the pipe until `deadline` (what fits is
// written at once, however short the timeout): written, closed (the engine's input is gone) or full.
EngineProcess::Written EngineProcess::write_all(const std::string& data, Clock::time_point deadline) {
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::write(to_engine_, data.data() + done, data.size() - done);
    if (n > 0) {
      done += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n == 0 || errno != EAGAIN) return Written::closed;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return Written::full;
    wait_output(to_engine_, POLLOUT, left);
  }
  return Written::all;
}

// Reads up to the empty line that ends a response; EngineFailure on timeout, end or flood.
std::string EngineProcess::read_block(const std::string& command) {
  const auto deadline = Clock::now() + timeout_;
  std::size_t searched = 0;  // pending_[0, searched) holds no "\n\n": each byte is looked at once
  for (;;) {
    // A response ends at "\n\n" (CRs are dropped as they arrive). Leading empty lines are tolerated.
    const std::size_t leading = pending_.find_first_not_of('\n');
    if (leading != 0) {
      pending_.erase(0, leading == std::string::npos ? pending_.size() : leading);
      searched = 0;
    }
    if (const auto end = pending_.find("\n\n", searched); end != std::string::npos) {
      std::string block = pending_.substr(0, end);
      pending_.erase(0, end + 2);
      return block;
    }
    searched = pending_.empty() ? 0 : pending_.size() - 1;
    if (pending_.size() > kMaxResponseBytes) {
      broken_ = true;
      throw EngineFailure("the engine flooded its output: more than " + std::to_string(kMaxResponseBytes) +
                          " bytes without ending the response to '" + excerpt(command) + "'");
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) {
      broken_ = true;
      if (!pending_.empty())
        throw EngineFailure("the engine answered '" + excerpt(command) + "' with " + quote(pending_) +
                            " but did not end the response with an empty line within " +
                            std::to_string(timeout_.count()) + " ms");
      throw EngineFailure("the engine did not answer '" + excerpt(command) + "' within " +
                          std::to_string(timeout_.count()) + " ms");
    }
    if (!wait_output(from_engine_, POLLIN, left)) continue;
    char buf[65536];
    const ssize_t n = ::read(from_engine_, buf, sizeof buf);
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) continue;
    if (n <= 0) {
      broken_ = true;
      const std::string why = exit_reason();
      throw failure(why + " while answering '" + excerpt(command) + "'" +
                    (pending_.empty() ? "" : " (it sent '" + excerpt(pending_) + "')"));
    }
    for (ssize_t k = 0; k < n; ++k)
      if (buf[k] != '\r') pending_ += buf[k];
  }
}

Response EngineProcess::send(const std::string& command) {
  if (broken_) throw EngineFailure("the engine already failed; '" + excerpt(command) + "' not sent");
  const long long id = next_id_++;
  const Written w = write_all(std::to_string(id) + " " + command + "\n", Clock::now() + timeout_);
  if (w == Written::full) {
    broken_ = true;
    throw failure("the engine did not read the command '" + excerpt(command) + "' within " +
                  std::to_string(timeout_.count()) + " ms (its input stayed full)");
  }
  if (w == Written::closed) {
    broken_ = true;
    const std::string why = exit_reason();
    throw failure(why + " (it did not take the command '" + excerpt(command) + "')");
  }
  const std::string block = read_block(command);
  answered_ = true;
  try {
    return check_response(block, id, command);
  } catch (const EngineFailure&) {
    broken_ = true;
    throw;
  }
}

void EngineProcess::close() {
  if (pid_ > 0 && !broken_ && to_engine_ >= 0) write_all("quit\n", Clock::now() + std::chrono::milliseconds(200));
  close_fd(to_engine_);
  if (pid_ > 0) {
    exited(static_cast<int>(std::min<long long>(timeout_.count(), 1000)));
    end_group();  // whether the engine quit or not: nothing it started outlives the client
  }
  drain_stderr();
  close_fd(from_engine_);
  close_fd(engine_stderr_);
  close_fd(stderr_file_);
}

}  // namespace f3go::gtp
