// Types of f3go-oracle (web/README.md in the F3Go repository describes every function).

/** A point in GTP form: a column letter (no I) and a row number, "C3". */
export type Point = string;
export type ColourName = 'black' | 'white';
export type ForbiddenReason = 'capture_point' | 'one_liberty_eye' | 'tiger_mouth';

export interface RegionReport { points: Point[]; private_eye: boolean; reason: string }
export interface StringReport {
  color: ColourName; stones: Point[]; liberties: Point[]; private_eye: boolean; reason: string;
  regions: RegionReport[];
}
export interface FlowerReport {
  stones: Point[]; HEIy: number; BAIy: number; HEIo: number; BAIo: number;
  attribute: 'neutral' | 'black' | 'white'; rule: string;
}
export interface ScoreReport { black: number; white: number; neutral: number; result: string; dead: Point[] }
export interface PositionRecord {
  board: string[]; to_move: ColourName; move_number: number;
  flybombs_left: Record<ColourName, number>; chosen_left: Record<ColourName, number>;
  turns_played: Record<ColourName, number>; consecutive_passes: number;
  random_turns: Record<ColourName, number[]>; last_captures: number;
  history: { board: string[]; to_move: ColourName }[];
}
/** What `f3go analyze --json` prints (format f3go-analysis/2, oracle/json.h). */
export interface Analysis {
  format: 'f3go-analysis/2'; size: number; rules: '2022' | '2018'; switches: Record<string, string>;
  parameters: { komi: number; flybombs: number; mode: 'A' | 'B' | 'C'; seed: number; random_turns: number };
  position: PositionRecord;
  strings: StringReport[]; flowers: FlowerReport[];
  /** Rows top first: . X O, and for flowers x (black-like), o (white-like), F (neutral). */
  holographic: string[];
  flybomb_forbidden: Record<ColourName, Record<Point, ForbiddenReason[]>>;
  legal_stones: Record<ColourName, Point[]>;
  score: ScoreReport;
}

export interface SwitchInfo {
  name: string; id: string; readings: string[]; defaults: { '2022': string; '2018': string };
  en: string; zh: string; readingLabels: Record<string, { en: string; zh: string }>;
}
export interface ForbiddenPoint { point: Point; reason: string; reasons: ForbiddenReason[]; clause: string; clauses: string[] }
export interface Legal {
  toMove: ColourName; flybombsLeft: number; stones: Point[];
  flowers: { ok: Point[]; forbidden: ForbiddenPoint[] };
}
export interface CaseResult { name: string; question: string; settings: string; expected: string; actual: string; passed: boolean }
export interface TurnResult { legal: boolean; reason: string | null; captured: Point[]; position: string }

/** A game from a position text; every turn tried by the reference. Free it with delete(). */
export declare class Game {
  constructor(positionText: string, rulesText?: string);
  /** 'C3', 'pass', 'C3 D4' (flybomb turn and its flower point), 'C3 pass' (flower passed) or 'B C3 F D4'. */
  play(moveText: string): TurnResult;
  undo(): boolean;
  position(): string;
  sgf(): string;
  delete(): void;
}

export interface Oracle {
  version: string;
  switches(): SwitchInfo[];
  rulesText(profile: string, settings?: Record<string, string | number>): string;
  analyze(positionText: string, rulesText?: string): Analysis;
  analyzeText(positionText: string, rulesText?: string): string;
  legal(positionText: string, rulesText?: string): Legal;
  explain(positionText: string, rulesText: string, point: Point, lang?: 'en' | 'zh'): string;
  checkCase(caseText: string, file?: string): CaseResult[];
  positionFromSgf(sgfText: string): string;
  sgfFromPosition(positionText: string): string;
  Game: typeof Game;
}

/** Loads another instance of the module (the functions below share one, loaded on import). */
export declare function load(moduleOptions?: object): Promise<Oracle>;
export declare const version: string;
export declare function switches(): SwitchInfo[];
export declare function rulesText(profile: string, settings?: Record<string, string | number>): string;
export declare function analyze(positionText: string, rulesText?: string): Analysis;
export declare function analyzeText(positionText: string, rulesText?: string): string;
export declare function legal(positionText: string, rulesText?: string): Legal;
export declare function explain(positionText: string, rulesText: string, point: Point, lang?: 'en' | 'zh'): string;
export declare function checkCase(caseText: string, file?: string): CaseResult[];
export declare function positionFromSgf(sgfText: string): string;
export declare function sgfFromPosition(positionText: string): string;
declare const oracle: Oracle;
export default oracle;
