// Which anchors this program was built with (F3GO_ANCHOR_LIBEGO, F3GO_ANCHOR_LIBEGO01,
// F3GO_ANCHOR_KATAGO: set by CMakeLists.txt when the user gave the checkout's path).
#include "bench/anchors/anchor.h"

namespace f3go::anchors {

std::vector<std::unique_ptr<Anchor>> all_anchors([[maybe_unused]] int size) {
  std::vector<std::unique_ptr<Anchor>> anchors;
  auto add = [&](std::unique_ptr<Anchor> anchor) {
    if (anchor) anchors.push_back(std::move(anchor));
  };
#ifdef F3GO_ANCHOR_LIBEGO01
  add(make_libego01(size));
#endif
#ifdef F3GO_ANCHOR_LIBEGO
  add(make_libego(size));
#endif
#ifdef F3GO_ANCHOR_KATAGO
  add(make_katago(size));
#endif
  return anchors;
}

std::vector<OwnPolicy> all_own_policies() {
  std::vector<OwnPolicy> all;
#ifdef F3GO_ANCHOR_LIBEGO01
  all.push_back({std::string(kLibego01Name) + "-own-policy", &libego01_own_playout});
#endif
#ifdef F3GO_ANCHOR_LIBEGO
  all.push_back({std::string(kLibego2010Name) + "-own-policy", &libego_own_playout});
#endif
  return all;
}

}  // namespace f3go::anchors
