// f3go_mutant gtp --engine NAME: the GTP server of `f3go gtp --engine NAME` (gtp/server.h over the
// game of judge/engines/engines.h make_game), linked with a mutant of optimized/game.cpp (CMakeLists.txt),
// for the tests that show the certification reaching the incremental Game. Exit 0 after quit or the
// end of input, 2 on bad arguments or a failed standard output.
#include <iostream>
#include <string>

#include "gtp/server.h"
#include "judge/engines/engines.h"
#include "oracle/error.h"

int main(int argc, char** argv) {
  using namespace f3go;
  if (argc != 4 || std::string(argv[1]) != "gtp" || std::string(argv[2]) != "--engine") {
    std::cerr << "usage: f3go_mutant gtp --engine NAME\n";
    return 2;
  }
  try {
    gtp::Server server(judge::make_game(argv[3], "f3go_mutant gtp --engine"), Rules::for_profile(Profile::y2022), 1);
    return gtp::serve(server, std::cin, std::cout) ? 0 : 2;
  } catch (const InputError& e) {
    std::cerr << "f3go_mutant: " << e.what() << "\n";
    return 2;
  }
}
