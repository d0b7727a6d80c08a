// The steps of the private-eye method (T22.2.8 with the 2018 explainer T18E), in the order a region
// is examined. Every private-eye verdict names the step that decided it beside its clause: one
// clause can be reached by two steps (T18E.S3.1 decides both "only empty points" and "no string of
// the other colour to examine"), and explanations lay the steps out in this order.
#pragma once
#include <cstdint>
#include <string_view>

namespace f3go {

enum class EyeStep : std::uint8_t {
  zero_liberties,  // T22.2.8(1), A10 ignore: A has no liberty and is not counted
  no_region,       // T18E.P1: A forms no enclosed region
  precondition,    // T18E.P2 (A05 required): A touches no empty point of the region
  only_empty,      // T18E.S3.1: the region holds only empty points
  own_colour,      // T18E.S3.2 / T22.2.8(2) (A03): a string of A's colour decides against A
  none_examined,   // T18E.S3.1 / T22.2.8(3) (A04): no string of the other colour to examine
  opponent_eye,    // T18E.S3.3.1 (A06): the examined strings already have an eye
  simulation,      // T18E.S3.3.2 (A07–A09): the simulated eye-making decided
};

std::string_view name(EyeStep s);  // "only_empty", …

}  // namespace f3go
