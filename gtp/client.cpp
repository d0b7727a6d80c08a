// An external GTP engine as a subprocess (client.h).
#include "gtp/client.h"

#include "oracle/format.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace f3go::gtp {
namespace {

using Clock = std::chrono::steady_clock;

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

// Writes all of `data` to `fd` before `deadline`; false when the pipe is closed or full too long.
bool write_all(int fd, const std::string& data, Clock::time_point deadline) {
  std::size_t done = 0;
  while (done < data.size()) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return false;
    pollfd p{fd, POLLOUT, 0};
    if (::poll(&p, 1, static_cast<int>(left)) <= 0) {
      if (errno == EINTR) continue;
      return false;
    }
    const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace

EngineProcess::EngineProcess(const std::string& command, std::chrono::milliseconds timeout,
                             const std::string& stderr_path)
    : command_(command), timeout_(timeout) {
  ::signal(SIGPIPE, SIG_IGN);  // a closed engine pipe is an error return, not a signal
  int in[2], out[2];
  if (::pipe2(in, O_CLOEXEC) != 0) throw EngineFailure(std::string("cannot create a pipe: ") + std::strerror(errno));
  if (::pipe2(out, O_CLOEXEC) != 0) {
    ::close(in[0]), ::close(in[1]);
    throw EngineFailure(std::string("cannot create a pipe: ") + std::strerror(errno));
  }
  const std::string err = stderr_path.empty() ? "/dev/null" : stderr_path;
  pid_ = ::fork();
  if (pid_ < 0) throw EngineFailure(std::string("cannot start the engine: ") + std::strerror(errno));
  if (pid_ == 0) {
    ::dup2(in[0], 0);
    ::dup2(out[1], 1);
    const int e = ::open(err.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (e >= 0) ::dup2(e, 2);
    ::setpgid(0, 0);  // its own process group: killing it kills what the shell started
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::setpgid(pid_, pid_);
  ::close(in[0]);
  ::close(out[1]);
  to_engine_ = in[1];
  from_engine_ = out[0];
  ::fcntl(from_engine_, F_SETFL, ::fcntl(from_engine_, F_GETFL) | O_NONBLOCK);
}

EngineProcess::~EngineProcess() { close(); }

std::string EngineProcess::exit_reason() {
  if (pid_ <= 0) return "the engine is gone";
  int status = 0;
  pid_t r = 0;
  for (int i = 0; i < 20 && (r = ::waitpid(pid_, &status, WNOHANG)) == 0; ++i) ::usleep(10000);
  if (r != pid_) return "the engine closed its output";
  pid_ = -1;
  if (WIFSIGNALED(status)) return "the engine crashed (signal " + std::to_string(WTERMSIG(status)) + ", " + strsignal(WTERMSIG(status)) + ")";
  const int code = WEXITSTATUS(status);
  // The shell that runs the command reports a child killed by signal k as status 128 + k.
  if (code > 128 && code < 128 + 65)
    return "the engine crashed (signal " + std::to_string(code - 128) + ", " + strsignal(code - 128) +
           ", reported by the shell as exit status " + std::to_string(code) + ")";
  return "the engine exited with status " + std::to_string(code);
}

// Reads up to the empty line that ends a response; EngineFailure on timeout, end or flood.
std::string EngineProcess::read_block(const std::string& command) {
  const auto deadline = Clock::now() + timeout_;
  for (;;) {
    // A response ends at "\n\n" (CRs are dropped as they arrive). Leading empty lines are tolerated.
    while (!pending_.empty() && pending_.front() == '\n') pending_.erase(0, 1);
    if (const auto end = pending_.find("\n\n"); end != std::string::npos) {
      std::string block = pending_.substr(0, end);
      pending_.erase(0, end + 2);
      return block;
    }
    if (pending_.size() > kMaxResponseBytes) {
      broken_ = true;
      throw EngineFailure("the engine flooded its output: more than " + std::to_string(kMaxResponseBytes) +
                          " bytes without ending the response to '" + excerpt(command) + "'");
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) {
      broken_ = true;
      throw EngineFailure("the engine did not answer '" + excerpt(command) + "' within " +
                          std::to_string(timeout_.count()) + " ms");
    }
    pollfd p{from_engine_, POLLIN, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(left));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) continue;
    char buf[65536];
    const ssize_t n = ::read(from_engine_, buf, sizeof buf);
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) continue;
    if (n <= 0) {
      broken_ = true;
      throw EngineFailure(exit_reason() + " while answering '" + excerpt(command) + "'" +
                          (pending_.empty() ? "" : " (it sent '" + excerpt(pending_) + "')"));
    }
    for (ssize_t k = 0; k < n; ++k)
      if (buf[k] != '\r') pending_ += buf[k];
  }
}

Response EngineProcess::send(const std::string& command) {
  if (broken_) throw EngineFailure("the engine already failed; '" + excerpt(command) + "' not sent");
  const long long id = next_id_++;
  if (!write_all(to_engine_, std::to_string(id) + " " + command + "\n", Clock::now() + timeout_)) {
    broken_ = true;
    throw EngineFailure(exit_reason() + " (it did not take the command '" + excerpt(command) + "')");
  }
  const std::string block = read_block(command);
  try {
    return check_response(block, id, command);
  } catch (const EngineFailure&) {
    broken_ = true;
    throw;
  }
}

void EngineProcess::close() {
  if (pid_ > 0 && !broken_ && to_engine_ >= 0) {
    write_all(to_engine_, "quit\n", Clock::now() + std::chrono::milliseconds(200));
  }
  close_fd(to_engine_);
  if (pid_ > 0) {
    const auto deadline = Clock::now() + std::min(timeout_, std::chrono::milliseconds(1000));
    int status = 0;
    while (::waitpid(pid_, &status, WNOHANG) == 0) {
      if (Clock::now() > deadline) {
        ::kill(-pid_, SIGKILL);
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, &status, 0);
        break;
      }
      ::usleep(5000);
    }
    pid_ = -1;
  }
  close_fd(from_engine_);
}

}  // namespace f3go::gtp
