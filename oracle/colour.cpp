#include "oracle/colour.h"

namespace f3go {

std::string_view name(Colour c) { return c == Colour::black ? "black" : "white"; }

char symbol(Cell c) {
  switch (c) {
    case Cell::empty: return '.';
    case Cell::black: return 'X';
    case Cell::white: return 'O';
    case Cell::flower: return 'F';
  }
  return '?';
}

std::string_view name(Cell c) {
  switch (c) {
    case Cell::empty: return "empty";
    case Cell::black: return "black";
    case Cell::white: return "white";
    case Cell::flower: return "flower";
  }
  return "?";
}

std::string_view name(Attribute a) {
  switch (a) {
    case Attribute::neutral: return "neutral";
    case Attribute::black: return "black";
    case Attribute::white: return "white";
  }
  return "?";
}

char symbol(HoloCell c) {
  switch (c) {
    case HoloCell::empty: return '.';
    case HoloCell::black: return 'X';
    case HoloCell::white: return 'O';
    case HoloCell::neutral: return 'F';
  }
  return '?';
}

std::string_view name(HoloCell c) {
  switch (c) {
    case HoloCell::empty: return "empty";
    case HoloCell::black: return "black";
    case HoloCell::white: return "white";
    case HoloCell::neutral: return "neutral";
  }
  return "?";
}

}  // namespace f3go
