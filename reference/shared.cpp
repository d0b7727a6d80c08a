// Answers shared within one computation (reference/shared.h): each question computed once per key.
#include "reference/shared.h"

namespace f3go::reference {

// T22.3.2(2), T22.6: the holographic board is recomputed from the bottom board alone, every
// attribute with the other flowers neutral — a function of the bottom board and the rules. The
// same bottom board asked again (for every stone tried on it, for the forbidden points, for the
// score) is the same question.
const Holographic& SharedAnswers::holographic(const Board& bottom) {
  return holographic_.ask(bottom.cells(), [&] { return reference::holographic(bottom, *this); });
}

// T22.3.2(1) 「判断黑白棋串有无私眼…都在底层棋局中进行」, T22.2.8(1): a private eye is judged on the
// bottom board as given, nothing else — a function of the board, the string and the rules. The same string on the same board, asked for its own
// report and again for each flower it touches, is the same question.
const PrivateEyeVerdict& SharedAnswers::private_eye(const Board& b, const Points& a) {
  return private_eyes_.ask({b.cells(), a}, [&] {
    return source_ ? source_(b, a, rules_) : reference::private_eye(b, a, rules_);
  });
}

}  // namespace f3go::reference
