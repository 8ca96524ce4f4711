/**
 * Plain-data shapes of the check pipeline (manifest -> plan -> reconcile -> upload ->
 * predict -> compare -> report), shared by the Action and `page-selector check`.
 * Nothing here knows about `@actions/*` or the terminal.
 */

/** Where something is in a file, 1-based, for annotations. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** One problem found in the manifest (or a file it names). */
export interface ManifestProblem extends SourcePosition {
  message: string;
}

/** What a selector must find. Exactly one form. */
export type Expectation =
  | { xpath: string[] }
  | { identifier: string[] }
  | { css: string }
  | { none: true };

export type SelectorStatus = 'pass' | 'mismatch' | 'error';
export type Drift = 'stable' | 'moved' | 'changed' | 'new' | 'unknown';

export interface ElementSet {
  identifiers: string[];
  xpaths: string[];
}

/** One selector's line in the JSON report. */
export interface SelectorResult {
  name: string;
  snapshot: string;
  text: string;
  /** Manifest position of the selector, for annotations. */
  position: SourcePosition;
  status: SelectorStatus;
  drift: Drift;
  expected: ElementSet;
  got: ElementSet;
  /** What the baseline run found for this selector, when there is one. */
  baseline: ElementSet | null;
  page_selector_id: string | null;
  duration_ms: number;
  message: string;
  /**
   * For a mismatch: the service's best candidates (`GET /page_selector/{id}/explain`), so a
   * reader sees what the description came closest to and why. Empty when passing or unknown.
   */
  candidates: CandidateSummary[];
}

/** One explain candidate, as the report keeps it. */
export interface CandidateSummary {
  identifier: string;
  xpath: string;
  role: string;
  name: string;
  score: number;
}

export interface Totals {
  total: number;
  passed: number;
  mismatched: number;
  errored: number;
  /** Selectors whose drift is moved or changed. */
  drifted: number;
}

export interface UploadStats {
  resources: number;
  /** Resources the service already had (reconcile found them). */
  reused: number;
  uploaded: number;
  uploaded_bytes: number;
  page_states: number;
}

/** The JSON report (the Action's `report` output points at it). */
export interface CheckReport {
  version: 1;
  manifest: string;
  session_id: string;
  base_url: string;
  started_at: string;
  duration_ms: number;
  totals: Totals;
  uploads: UploadStats;
  warnings: string[];
  selectors: SelectorResult[];
}

/** What a previous run on the default branch found, by selector name. */
export type Baseline = Record<string, ElementSet>;

/** An annotation-capable log, implemented by the Action (core) and the CLI (terminal). */
export interface CheckLog {
  info(message: string): void;
  warning(message: string, where?: SourcePosition): void;
  error(message: string, where?: SourcePosition): void;
  /** Runs `fn` inside a collapsible group. */
  group<T>(title: string, fn: () => Promise<T>): Promise<T>;
}

/** One snapshot of a parsed manifest. Paths are as written (relative to the manifest file). */
export interface ManifestSnapshot {
  id: string;
  file: string;
  url: string;
  resources: string | null;
  fields: string | null;
  /** Where the snapshot id and each of its fields sit in the manifest (absent fields point at the id). */
  positions: Record<'id' | 'file' | 'url' | 'resources' | 'fields', SourcePosition>;
}

/** One selector of a parsed manifest. */
export interface ManifestSelector {
  name: string;
  snapshot: string;
  text: string;
  expect: Expectation;
  /** The selector's list item (the `- name:` line): where annotations go. */
  position: SourcePosition;
  /** The `expect` value, for problems found when the expectation is checked on the snapshot. */
  expectPosition: SourcePosition;
}

/** A manifest v1 that passed validation (`parseManifest`). */
export interface Manifest {
  /** The manifest path as given; other paths are relative to its folder. */
  file: string;
  version: 1;
  snapshots: ManifestSnapshot[];
  selectors: ManifestSelector[];
}
