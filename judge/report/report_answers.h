// The answer form of the rule author's report (judge/report/report.h): under each question, a radio
// button per reading, "none of these" and a comment box; at the end of the page, a button that
// saves his answers as a rules file (oracle/rules.h parse_rules_answers) by a download made in the
// page itself, so that it works offline from a file:// URL, with no server and no external
// resource. `f3go rules --check`, `f3go report --answers` and `--rules FILE` read the file.
//
// Each radio button's value is the whole line it stands for (`set: eye.simulated_legality=no_capture`,
// `none: A08`, `answer: N04=3`), written here from the switch table and the open questions; the
// script only collects the checked lines and writes each comment as `comment: ID TEXT` lines
// (control characters made blanks, lines cut to at most kCommentBytes bytes of UTF-8), and keeps the
// choices in the browser's local storage until they are saved.
#pragma once
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "oracle/rules.h"

namespace f3go::judge {

// The longest comment line the script writes, in bytes of UTF-8: within limits::kLineBytes with
// room for its key and ID.
inline constexpr std::size_t kCommentBytes = 9000;

// The controls of a switch's question: a radio button per reading, labelled by its description
// (`descriptions`: reading name → Chinese text) with the name in small print, the profile
// defaults marked, then "none of these" and the comment box. Precondition: `descriptions` has every
// reading of `s`.
std::string switch_answer_controls(const SwitchInfo& s, const std::map<std::string, std::string>& descriptions);

// The controls of an open question: readings 1 … q.readings, labelled by `descriptions` (reading K
// by descriptions[K - 1]; 读法K where there is none), the implemented one marked.
std::string open_answer_controls(const OpenQuestion& q, const std::vector<std::string>& descriptions);

// The closing section of the page: the profile the answers are about (P checked, 2022 or 2018),
// the save button, its status line, and the form's script; the saved file starts with `rules: ` and
// the profile chosen.
std::string answers_panel(Profile p);

}  // namespace f3go::judge
