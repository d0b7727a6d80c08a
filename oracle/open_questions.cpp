#include "oracle/open_questions.h"

namespace f3go {

const std::vector<OpenQuestion>& open_questions() {
  // Transcribed from the entries of docs/ambiguities.md marked "Not yet a switch": the number of
  // readings each lists and the one marked (implemented).
  static const std::vector<OpenQuestion> kOpen{
      {"N01", 3, 1},
      {"N02", 4, 1},
      {"N04", 4, 1},
      {"N05", 3, 1},
      {"N06", 2, 1},
      {"N07", 4, 1},
      {"N08", 3, 1},
      {"N09", 3, 1},
      {"N10", 2, 1},
      {"N11", 2, 1},
      {"N12", 2, 1},
      {"N13", 2, 1},
      {"N14", 2, 1},
      {"N15", 3, 1},
      {"N16", 2, 1},
      {"N17", 2, 1},
      {"N18", 2, 1},
      {"N19", 3, 1},
      {"N20", 3, 1},
      {"N21", 3, 1},
      {"N22", 2, 1},
      {"N23", 3, 1},
      {"N24", 3, 1},
      {"N25", 2, 1},
      {"N26", 2, 1},
      {"N27", 2, 1},
      {"N28", 2, 1},
      {"N29", 2, 1},
  };
  return kOpen;
}

const OpenQuestion* find_open_question(std::string_view id) {
  for (const OpenQuestion& q : open_questions())
    if (q.id == id) return &q;
  return nullptr;
}

}  // namespace f3go
