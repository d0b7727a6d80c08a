// Which anchors this program was built with (F3GO_ANCHOR_LIBEGO, F3GO_ANCHOR_KATAGO: set by
// CMakeLists.txt when the user gave the checkout's path).
#include "bench/anchors/anchor.h"

namespace f3go::anchors {

#ifndef F3GO_ANCHOR_LIBEGO
std::unique_ptr<Anchor> make_libego(int) { return nullptr; }
int libego_own_playout(std::uint32_t&, int) { return -1; }
#endif
#ifndef F3GO_ANCHOR_KATAGO
std::unique_ptr<Anchor> make_katago(int) { return nullptr; }
#endif

std::vector<std::unique_ptr<Anchor>> all_anchors(int size) {
  std::vector<std::unique_ptr<Anchor>> anchors;
  for (auto* make : {&make_libego, &make_katago})
    if (auto anchor = make(size)) anchors.push_back(std::move(anchor));
  return anchors;
}

}  // namespace f3go::anchors
