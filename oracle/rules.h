// The rule configuration: a profile (2022 default, or 2018), every ambiguity switch of
// docs/ambiguities.md by its register name and reading, and the game parameters (komi, N, mode).
// Only the vocabulary lives here: what a reading *means* is in reference/ and optimized/.
#pragma once
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "oracle/clauses.h"

namespace f3go {

enum class Profile : std::uint8_t {
  y2022,
  y2018
};
std::string_view name(Profile p);  // "2022" / "2018"

// Every switch, in register order (A01 … A34), then the switches added later in the order they were
// added (N03, an N-entry of docs/ambiguities.md made a switch; A35; A36; A37 from N30; A38, A39 from
// N31; A40; A41; A42 from N06): a new switch goes last, so
// that every saved encoding of the readings (fuzz seeds) keeps its meaning. The enum value is the
// index into the table.
enum class Switch : std::uint8_t {
  region_needs_split,          // A01
  region_connect,              // A02
  eye_own_colour,              // A03
  eye_examined,                // A04
  eye_precondition,            // A05
  eye_opponent_eye,            // A06
  eye_simulated_owner,         // A07
  eye_simulated_legality,      // A08
  eye_simulated_area,          // A09
  eye_zero_liberty_strings,    // A10
  capture_after_update,        // A11
  capture_which,               // A12
  move_suicide,                // A13
  move_ko,                     // A14
  flybomb_whose_shapes,        // A15
  flybomb_tiger_mouth,         // A16
  flybomb_one_liberty_eye,     // A17
  flybomb_judge_board,         // A18
  flybomb_no_legal_point,      // A19
  flybomb_capture_turn,        // A20
  score_dead_stones,           // A21
  score_komi,                  // A22
  score_area,                  // A23
  score_seki_split,            // A24
  score_neutral_pocket,        // A25
  score_recompute_attributes,  // A26
  string_liberties,            // A27
  mode_random_timing,          // A28
  game_end,                    // A29 (fixed decision)
  flybomb_neutral_on_place,    // A30 (fixed decision)
  eye_bottom_strings,          // A31 (fixed decision)
  holo_merge,                  // A32
  holo_capture_flowers,        // A33
  flybomb_own_capture_point,   // A34
  region_pieces,               // N03 (found while implementing: docs/ambiguities.md)
  score_dead_flowers,          // A35
  flybomb_eye_kind,            // A36
  eye_method,                  // A37 (N30 of docs/ambiguities.md made a switch)
  region_wall,                 // A38 (N31 of docs/ambiguities.md made a switch)
  region_empty_wall,           // A39 (N31, under A02 `empty`)
  move_suicide_timing,         // A40
  eye_simulated_additions,     // A41
  eye_simulated_existing,      // A42 (N06 of docs/ambiguities.md made a switch)
  count
};
inline constexpr int kSwitchCount = static_cast<int>(Switch::count);

// What a switch is about, as the engines and the ambiguity finder group the switches.
enum class Part : std::uint8_t {
  private_eye,  // read by the private eye of a string (T22.2.6–T22.2.8, T18E)
  moves,        // told apart only by playing moves: capture, suicide, ko, the flybomb turn
  dead_stones,  // the stones agreed dead at scoring (T22.7)
  position,     // any other question of a position: the flybomb's points, the holographic board, the score
};

struct SwitchInfo {
  std::string_view id;    // "A04"
  std::string_view name;  // "eye.examined"
  Part part;
  std::vector<std::string_view> readings;  // in enum order; readings[0] need not be the default
  int default_2022;
  int default_2018;
  std::vector<Clause> clauses;  // the clauses the switch reads
};

// The register, one row per switch in Switch order: its ID and name, what it is about, its readings
// in the order of its reading enum (below), its default reading in profiles 2022 and 2018, and the
// clauses it reads. A switch is added in this file alone — its Switch value (last), its row, its
// reading enum and its accessor in Rules (an open question made a switch leaves kOpenQuestions,
// below) — and then in each engine's reading of it.
// clang-format off
inline const std::array<SwitchInfo, kSwitchCount> kSwitchTable{{
    {"A01", "region.needs_split", Part::private_eye, {"split", "always", "inner_only"}, 0, 0, {Clause::T22_2_6, Clause::T18_1, Clause::T18E_S2}},
    {"A02", "region.connect", Part::private_eye, {"any", "empty"}, 0, 0, {Clause::T22_2_6, Clause::T18_1}},
    {"A03", "eye.own_colour", Part::private_eye, {"region", "adjacent_all", "adjacent_any"}, 1, 0, {Clause::T22_2_8_2, Clause::T18_1, Clause::T18E_S3_2}},
    {"A04", "eye.examined", Part::private_eye, {"region", "adjacent"}, 1, 0, {Clause::T22_2_8_3, Clause::T18_1, Clause::T18E_S3_3}},
    {"A05", "eye.precondition", Part::private_eye, {"required", "none"}, 0, 0, {Clause::T18E_P2, Clause::T22_2_8_2}},
    {"A06", "eye.opponent_eye", Part::private_eye, {"empty_string", "only_examined", "with_stones", "own_private_eye"}, 0, 0, {Clause::T22_2_7, Clause::T22_2_8_3, Clause::T18E_S3_3_1}},
    {"A07", "eye.simulated_owner", Part::private_eye, {"connected", "touching", "any"}, 0, 2, {Clause::T22_2_8_3, Clause::T18E_S3_3_2}},
    {"A08", "eye.simulated_legality", Part::private_eye, {"no_capture_no_suicide", "no_capture", "capture_allowed", "no_lift"}, 0, 0, {Clause::T22_2_8_3, Clause::T18E_S3_3_2}},
    {"A09", "eye.simulated_area", Part::private_eye, {"region", "board"}, 0, 0, {Clause::T18_1, Clause::T18E_S3_3_2, Clause::T22_2_8_3}},
    {"A10", "eye.zero_liberty_strings", Part::private_eye, {"count", "ignore"}, 0, 0, {Clause::T22_2_8_1, Clause::T22_3_2_1}},
    {"A11", "capture.after_update", Part::moves, {"never", "opponent_fixpoint", "all_fixpoint"}, 0, 0, {Clause::T22_6, Clause::T18_5}},
    {"A12", "capture.which", Part::moves, {"adjacent", "lost_last_liberty"}, 0, 0, {Clause::T22_6, Clause::T22_3_1}},
    {"A13", "move.suicide", Part::moves, {"forbidden", "allowed"}, 0, 0, {Clause::T22_6, Clause::T22_3_1}},
    {"A14", "move.ko", Part::moves, {"positional_superko", "situational_superko", "simple_ko"}, 0, 0, {Clause::T22_1_a, Clause::T22_6}},
    {"A15", "flybomb.whose_shapes", Part::position, {"opponent", "both"}, 0, 1, {Clause::T22_5, Clause::T18_4}},
    {"A16", "flybomb.tiger_mouth", Part::position, {"walls", "edge_only", "interior_only", "atari", "open_any"}, 0, 0, {Clause::T22_5_3, Clause::T18_4}},
    {"A17", "flybomb.one_liberty_eye", Part::position, {"walls", "edge_only"}, 0, 0, {Clause::T22_5_2, Clause::T18_4}},
    {"A18", "flybomb.judge_board", Part::moves, {"after_own_stone", "start_of_turn"}, 0, 0, {Clause::T22_5, Clause::T22_6, Clause::T18_5}},
    {"A19", "flybomb.no_legal_point", Part::moves, {"forfeit", "refund", "illegal_declaration"}, 0, 0, {Clause::T22_1_a, Clause::T22_6}},
    {"A20", "flybomb.capture_turn", Part::moves, {"allowed", "forbidden"}, 0, 0, {Clause::T22_1_a, Clause::T22_5_1}},
    {"A21", "score.dead_stones", Part::dead_stones, {"input", "benson"}, 0, 0, {Clause::T22_7}},
    {"A22", "score.komi", Part::position, {"half_area", "deduct"}, 0, 0, {Clause::T22_7}},
    {"A23", "score.area", Part::position, {"n_squared", "361"}, 0, 0, {Clause::T22_7}},
    {"A24", "score.seki_split", Part::position, {"split", "nobody"}, 0, 0, {Clause::T22_7}},
    {"A25", "score.neutral_pocket", Part::dead_stones, {"dead_list", "benson"}, 0, 0, {Clause::T22_7}},
    {"A26", "score.recompute_attributes", Part::dead_stones, {"recompute", "keep"}, 0, 0, {Clause::T22_7, Clause::T22_3_2_2}},
    {"A27", "string.liberties", Part::position, {"set", "sum"}, 0, 0, {Clause::T22_2_3}},
    {"A28", "mode.random_timing", Part::position, {"uniform"}, 0, 0, {Clause::T22_8}},
    {"A29", "game.end", Part::position, {"two_passes"}, 0, 0, {Clause::T22_1_a}},
    {"A30", "flybomb.neutral_on_place", Part::position, {"update_after"}, 0, 0, {Clause::T22_6, Clause::T22_3_2}},
    {"A31", "eye.bottom_strings", Part::position, {"flowers_are_walls"}, 0, 0, {Clause::T22_2_8_1, Clause::T18_2}},
    {"A32", "holo.merge", Part::position, {"merge", "separate"}, 0, 0, {Clause::T22_3_2_4}},
    {"A33", "holo.capture_flowers", Part::moves, {"remove", "stay_neutral"}, 0, 0, {Clause::T22_3_2_4}},
    {"A34", "flybomb.own_capture_point", Part::moves, {"both", "opponent_only"}, 0, 0, {Clause::T22_5_1, Clause::T18_4}},
    {"N03", "region.pieces", Part::private_eye, {"bordered", "split_all", "all"}, 0, 0, {Clause::T18E_S2, Clause::T22_2_6, Clause::T22_2_8_1}},
    {"A35", "score.dead_flowers", Part::dead_stones, {"stay", "with_group"}, 1, 1, {Clause::T22_7, Clause::T22_3_2_4}},
    {"A36", "flybomb.eye_kind", Part::position, {"any", "one_string", "true_eye"}, 0, 0, {Clause::T22_5_2, Clause::T22_2_7, Clause::T18_4}},
    {"A37", "eye.method", Part::private_eye, {"region", "empty_string"}, 0, 0, {Clause::T22_2_8, Clause::T22_2_8_2, Clause::T22_2_8_3, Clause::T18_1, Clause::T18E_S2}},
    {"A38", "region.wall", Part::private_eye, {"string", "same_colour"}, 0, 0, {Clause::T18E_S2, Clause::T22_2_6, Clause::T22_2_7, Clause::T22_2_8_2}},
    {"A39", "region.empty_wall", Part::private_eye, {"any_stone", "own_colour"}, 0, 0, {Clause::T22_2_6, Clause::T22_2_7, Clause::T18_1}},
    {"A40", "move.suicide_timing", Part::position, {"before_update", "after_update", "never"}, 0, 0, {Clause::T22_6, Clause::T22_3_1}},
    {"A41", "eye.simulated_additions", Part::private_eye, {"anywhere", "extend"}, 0, 0, {Clause::T22_2_8_3, Clause::T18E_S3_3_2}},
    {"A42", "eye.simulated_existing", Part::private_eye, {"counts", "needs_addition"}, 0, 0, {Clause::T22_2_8_3, Clause::T18E_S3_3_2}},
}};
// clang-format on

// The open questions of the register (docs/ambiguities.md "New ambiguities found while
// implementing"): the N-entries that are not yet a switch. Each has numbered readings (1, 2, …), of
// which the program implements one; the rule author answers them in the same file as the switches
// (parse_rules_answers below, `answer: N04=3`). When an entry becomes a switch, its row leaves this
// table for kSwitchTable above (as N03, N30, N31 and N06 did).
struct OpenQuestion {
  std::string_view id;  // "N04"
  int readings;         // its readings are 1 … readings
  int implemented;      // the reading the program implements
};
// Transcribed from the entries of docs/ambiguities.md marked "Not yet a switch": the number of
// readings each lists and the one marked (implemented); in register order.
// clang-format off
inline constexpr auto kOpenQuestions = std::to_array<OpenQuestion>({
    {"N01", 3, 1}, {"N02", 4, 1}, {"N04", 4, 1}, {"N05", 3, 1}, {"N07", 4, 1}, {"N08", 3, 1},
    {"N09", 3, 1}, {"N10", 2, 1}, {"N11", 2, 1}, {"N12", 2, 1}, {"N13", 2, 1}, {"N14", 2, 1}, {"N15", 3, 1},
    {"N16", 2, 1}, {"N17", 2, 1}, {"N18", 2, 1}, {"N19", 3, 1}, {"N20", 3, 1}, {"N21", 3, 1}, {"N22", 2, 1},
    {"N23", 3, 1}, {"N24", 3, 1}, {"N25", 2, 1}, {"N26", 2, 1}, {"N27", 2, 1}, {"N28", 2, 1}, {"N29", 2, 1},
});
// clang-format on

const std::array<SwitchInfo, kSwitchCount>& switch_table();
// The switches whose part is Part::private_eye, in register order.
const std::vector<Switch>& private_eye_switches();
const SwitchInfo& info(Switch s);
// Every open question, in register order (kOpenQuestions).
std::span<const OpenQuestion> open_questions();
// The open question with this ID ("N04"), or nullptr.
const OpenQuestion* find_open_question(std::string_view id);
// The switch with this register ID ("A07") or name ("eye.simulated_owner"), if any.
std::optional<Switch> find_switch(std::string_view id_or_name);
// The index of `reading` among info(s).readings, if it is one of them.
std::optional<int> find_reading(Switch s, std::string_view reading);

// The readings, one enum per switch, in the order of switch_table().
// clang-format off
enum class NeedsSplit : std::uint8_t { split, always, inner_only };
enum class RegionConnect : std::uint8_t { any, empty };
enum class OwnColour : std::uint8_t { region, adjacent_all, adjacent_any };
enum class Examined : std::uint8_t { region, adjacent };
enum class Precondition : std::uint8_t { required, none };
enum class OpponentEye : std::uint8_t { empty_string, only_examined, with_stones, own_private_eye };
enum class SimulatedOwner : std::uint8_t { connected, touching, any };
enum class SimulatedLegality : std::uint8_t { no_capture_no_suicide, no_capture, capture_allowed, no_lift };
enum class SimulatedArea : std::uint8_t { region, board };
enum class ZeroLiberty : std::uint8_t { count, ignore };
enum class AfterUpdate : std::uint8_t { never, opponent_fixpoint, all_fixpoint };
enum class CaptureWhich : std::uint8_t { adjacent, lost_last_liberty };
enum class Suicide : std::uint8_t { forbidden, allowed };
enum class Ko : std::uint8_t { positional_superko, situational_superko, simple_ko };
enum class WhoseShapes : std::uint8_t { opponent, both };
enum class TigerMouth : std::uint8_t { walls, edge_only, interior_only, atari, open_any };
enum class OneLibertyEye : std::uint8_t { walls, edge_only };
enum class JudgeBoard : std::uint8_t { after_own_stone, start_of_turn };
enum class NoLegalPoint : std::uint8_t { forfeit, refund, illegal_declaration };
enum class CaptureTurn : std::uint8_t { allowed, forbidden };
enum class DeadStones : std::uint8_t { input, benson };
enum class Komi : std::uint8_t { half_area, deduct };
enum class Area : std::uint8_t { n_squared, fixed_361 };
enum class SekiSplit : std::uint8_t { split, nobody };
enum class NeutralPocket : std::uint8_t { dead_list, benson };
enum class RecomputeAttributes : std::uint8_t { recompute, keep };
enum class Liberties : std::uint8_t { set, sum };
enum class RandomTiming : std::uint8_t { uniform };
enum class GameEnd : std::uint8_t { two_passes };
enum class NeutralOnPlace : std::uint8_t { update_after };
enum class BottomStrings : std::uint8_t { flowers_are_walls };
enum class HoloMerge : std::uint8_t { merge, separate };
enum class CaptureFlowers : std::uint8_t { remove, stay_neutral };
enum class OwnCapturePoint : std::uint8_t { both, opponent_only };
enum class RegionPieces : std::uint8_t { bordered, split_all, all };
enum class DeadFlowers : std::uint8_t { stay, with_group };
enum class EyeKind : std::uint8_t { any, one_string, true_eye };
// A37: the private eye judged region by region (T18E), or each empty string next to A on its own
// (T22.2.8 「…的眼（空点串）」 read literally).
enum class EyeMethod : std::uint8_t { region, empty_string };
// A38: the wall of A's regions is A (with the flowers and the edge), or every string of A's colour.
enum class RegionWall : std::uint8_t { string, same_colour };
// A39: under A02 `empty`, every stone closes the ring, or only the stones of A's colour.
enum class EmptyWall : std::uint8_t { any_stone, own_colour };
// A40: a stone's own string judged for suicide on the holographic board of before the move (its
// captures removed), on the board updated after the stone and its captures, or never (A11 decides).
enum class SuicideTiming : std::uint8_t { before_update, after_update, never };
// A41: where each added stone of the simulation may go — any empty point of the area (A09), or
// only next to a stone of the examined strings or a stone added before it (it extends them).
enum class SimulatedAdditions : std::uint8_t { anywhere, extend };
// A42: whether an eye that stands before any addition is made by the simulation (the empty sequence
// of additions counts), or at least one stone must be added.
enum class SimulatedExisting : std::uint8_t { counts, needs_addition };
// clang-format on

// T22.8: who chooses when a flybomb is thrown.
enum class Mode : std::uint8_t {
  A,
  B,
  C
};

struct Rules {
  Profile profile = Profile::y2022;
  std::array<std::uint8_t, kSwitchCount> reading{};  // index into info(s).readings
  double komi = 3.75;                                // T22.7: black gives 3¾
  int flybombs = 3;                                  // N of T22.0.d
  Mode mode = Mode::C;                               // T22.8
  std::uint64_t seed = 1;                            // seeds the random-flybomb schedule (A28)
  int random_turns = 20;                             // T of A28: random flybombs fall on the side's turns 1…T

  Rules();  // profile 2022 with its defaults
  static Rules for_profile(Profile p);
  void reset(Profile p);  // every switch to the profile's default; parameters untouched

  int get(Switch s) const { return reading[static_cast<int>(s)]; }
  template <class E>
  E get(Switch s) const { return static_cast<E>(get(s)); }
  void set(Switch s, int r) { reading[static_cast<int>(s)] = static_cast<std::uint8_t>(r); }
  std::string_view reading_name(Switch s) const;
  bool is_default(Switch s) const;  // the reading is the profile's default

  // Named accessors, one per switch that the engines read.
  NeedsSplit needs_split() const { return get<NeedsSplit>(Switch::region_needs_split); }
  RegionConnect region_connect() const { return get<RegionConnect>(Switch::region_connect); }
  OwnColour own_colour() const { return get<OwnColour>(Switch::eye_own_colour); }
  Examined examined() const { return get<Examined>(Switch::eye_examined); }
  Precondition precondition() const { return get<Precondition>(Switch::eye_precondition); }
  OpponentEye opponent_eye() const { return get<OpponentEye>(Switch::eye_opponent_eye); }
  SimulatedOwner simulated_owner() const { return get<SimulatedOwner>(Switch::eye_simulated_owner); }
  SimulatedLegality simulated_legality() const { return get<SimulatedLegality>(Switch::eye_simulated_legality); }
  SimulatedArea simulated_area() const { return get<SimulatedArea>(Switch::eye_simulated_area); }
  ZeroLiberty zero_liberty() const { return get<ZeroLiberty>(Switch::eye_zero_liberty_strings); }
  AfterUpdate after_update() const { return get<AfterUpdate>(Switch::capture_after_update); }
  CaptureWhich capture_which() const { return get<CaptureWhich>(Switch::capture_which); }
  Suicide suicide() const { return get<Suicide>(Switch::move_suicide); }
  Ko ko() const { return get<Ko>(Switch::move_ko); }
  WhoseShapes whose_shapes() const { return get<WhoseShapes>(Switch::flybomb_whose_shapes); }
  TigerMouth tiger_mouth() const { return get<TigerMouth>(Switch::flybomb_tiger_mouth); }
  OneLibertyEye one_liberty_eye() const { return get<OneLibertyEye>(Switch::flybomb_one_liberty_eye); }
  JudgeBoard judge_board() const { return get<JudgeBoard>(Switch::flybomb_judge_board); }
  NoLegalPoint no_legal_point() const { return get<NoLegalPoint>(Switch::flybomb_no_legal_point); }
  CaptureTurn capture_turn() const { return get<CaptureTurn>(Switch::flybomb_capture_turn); }
  DeadStones dead_stones() const { return get<DeadStones>(Switch::score_dead_stones); }
  Komi komi_rule() const { return get<Komi>(Switch::score_komi); }
  Area area_rule() const { return get<Area>(Switch::score_area); }
  SekiSplit seki_split() const { return get<SekiSplit>(Switch::score_seki_split); }
  NeutralPocket neutral_pocket() const { return get<NeutralPocket>(Switch::score_neutral_pocket); }
  RecomputeAttributes recompute_attributes() const { return get<RecomputeAttributes>(Switch::score_recompute_attributes); }
  Liberties liberties_rule() const { return get<Liberties>(Switch::string_liberties); }
  HoloMerge holo_merge() const { return get<HoloMerge>(Switch::holo_merge); }
  CaptureFlowers capture_flowers() const { return get<CaptureFlowers>(Switch::holo_capture_flowers); }
  OwnCapturePoint own_capture_point() const { return get<OwnCapturePoint>(Switch::flybomb_own_capture_point); }
  RegionPieces region_pieces() const { return get<RegionPieces>(Switch::region_pieces); }
  DeadFlowers dead_flowers() const { return get<DeadFlowers>(Switch::score_dead_flowers); }
  EyeKind eye_kind() const { return get<EyeKind>(Switch::flybomb_eye_kind); }
  EyeMethod eye_method() const { return get<EyeMethod>(Switch::eye_method); }
  RegionWall region_wall() const { return get<RegionWall>(Switch::region_wall); }
  EmptyWall empty_wall() const { return get<EmptyWall>(Switch::region_empty_wall); }
  SuicideTiming suicide_timing() const { return get<SuicideTiming>(Switch::move_suicide_timing); }
  SimulatedAdditions simulated_additions() const { return get<SimulatedAdditions>(Switch::eye_simulated_additions); }
  SimulatedExisting simulated_existing() const { return get<SimulatedExisting>(Switch::eye_simulated_existing); }

  friend bool operator==(const Rules&, const Rules&) = default;
};

std::string_view name(Mode m);  // "A" / "B" / "C"

// Parsing. Every error is an InputError naming `where` and listing the valid choices.
Profile parse_profile(std::string_view text, const std::string& where);
// Applies "name=value": a switch ("eye.examined=region") or a parameter
// ("komi=3.75", "flybombs=3", "mode=A", "seed=7", "random_turns=20").
void apply_setting(Rules& rules, std::string_view assignment, const std::string& where);
// The whole configuration from a profile name and a list of settings, in order.
Rules make_rules(std::string_view profile, const std::vector<std::string>& settings,
                 const std::string& where);
// A configuration file: lines "rules: 2018", "set: name=value", '#' comments, blank lines (a
// leading byte-order mark skipped; lines within the limits of oracle/input.h, ending in LF or CR LF).
Rules parse_rules_file(std::string_view text, const std::string& file);

// The rule author's answers (the form of the report saves them, docs/report): a rules file as
// above, whose further lines carry the answers that are not a reading of a switch:
//   none: ID          none of the readings of question ID is meant (a switch "A16", or an open
//                     question "N04" of kOpenQuestions)
//   answer: ID=K      reading K (1, 2, …) of the open question ID
//   comment: ID TEXT  a line of the author's comment on question ID (repeatable, kept in order;
//                     TEXT is UTF-8 without control bytes, and may be empty)
// A question is answered at most once (by a `set:` of its switch, `none:` or `answer:`), and a
// parameter set at most once.
struct RulesAnswers {
  Rules rules;                                                // the profile with every `set:` applied
  std::vector<std::string> settings;                          // the `set:` assignments, in file order
  std::vector<std::string> none;                              // the IDs answered "none of these", in file order
  std::vector<std::pair<std::string, int>> open;              // (ID, K) of each `answer:`, in file order
  std::vector<std::pair<std::string, std::string>> comments;  // (ID, its lines joined by '\n'), by first line
};
// Parses such a file; every error is an InputError "FILE:LINE:COL: what" (parse_rules_file is
// this, keeping the rules).
RulesAnswers parse_rules_answers(std::string_view text, const std::string& file);

// Every switch name → its reading name (for reports and JSON).
std::map<std::string, std::string> switch_settings(const Rules& rules);
// The same, written over `out`: when `out` already names every switch (the settings of an earlier
// call), only the readings are assigned, its entries and their storage kept.
void switch_settings(const Rules& rules, std::map<std::string, std::string>& out);
// "2022" or "2018" followed by ";name=reading" for each switch off its profile default and each
// parameter off its default: the compact form carried by SGF RU[] and by reports.
std::string compact(const Rules& rules);
Rules parse_compact(std::string_view text, const std::string& where);

}  // namespace f3go
