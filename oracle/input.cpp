#include "oracle/input.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "oracle/error.h"

namespace f3go {
namespace {

// Closes the descriptor on every path out of read_input_file.
struct Descriptor {
  int fd = -1;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

std::string mebibytes(std::size_t bytes) { return std::to_string(bytes / (1024 * 1024)) + " MiB"; }

}  // namespace

std::string path_name(const std::string& path) { return path.empty() ? "''" : path; }

void require_folder(const std::string& path, const std::string& expected) {
  struct stat st {};
  const int status = path.empty() ? (errno = ENOENT, -1) : ::stat(path.c_str(), &st);
  if (status == 0 && S_ISDIR(st.st_mode)) return;
  const std::string why = status != 0 ? std::strerror(errno) : S_ISREG(st.st_mode) ? "it is a file"
                                                                                   : "it is a device or a pipe";
  throw InputError(path_name(path), "not a folder: " + why + " (expected " + expected + ")");
}

std::string read_input_file(const std::string& path) {
  const auto cannot = [&](const std::string& why) {
    return InputError(path_name(path), "cannot read the file: " + why);
  };
  if (path.empty()) throw cannot("the file name is empty");
  Descriptor d;
  do d.fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  while (d.fd < 0 && errno == EINTR);
  if (d.fd < 0) throw cannot(std::strerror(errno));
  struct stat st {};
  if (::fstat(d.fd, &st) != 0) throw cannot(std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw cannot("it is a directory");
  const std::string too_big = "it holds more than " + mebibytes(limits::kFileBytes) +
                              " (the limit of an input file)";
  if (S_ISREG(st.st_mode) && static_cast<std::size_t>(st.st_size) > limits::kFileBytes) throw cannot(too_big);
  // Streams and files whose size is not known in advance are read up to one byte past the limit.
  std::string text;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(d.fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw cannot(std::strerror(errno));
    if (n == 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
    if (text.size() > limits::kFileBytes) throw cannot(too_big);
  }
  return text;
}

std::string_view skip_bom(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  return text;
}

void check_lines(std::string_view text, const std::string& file) {
  int line = 1;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const bool end = i == text.size() || text[i] == '\n';
    if (!end && text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'))
      throw InputError(location(file, line, static_cast<int>(i - start) + 1),
                       "a carriage return (CR) that does not end a CR LF pair: lines end with LF or "
                       "CR LF, not CR alone (old Mac line endings?)");
    if (!end) continue;
    std::size_t length = i - start;
    if (length > 0 && text[i - 1] == '\r') --length;
    if (length > limits::kLineBytes)
      throw InputError(location(file, line),
                       "line of " + std::to_string(length) + " bytes, longer than the limit of " +
                           std::to_string(limits::kLineBytes) + " bytes");
    ++line;
    start = i + 1;
  }
}

}  // namespace f3go
