/**
 * Drift against the baseline (issue 3, "Each selector in the report"): what a previous run
 * on the default branch found for the same selector name.
 * - stable: the same element(s);
 * - moved: the same sl-identifier(s), at a new xpath;
 * - changed: another element;
 * - new: the selector is not in the baseline;
 * - unknown: there is no baseline (or the selector errored, so there is nothing to compare).
 * Pure.
 */
import { normaliseXPath, sameSet } from './compare.ts';
import type { Baseline, CheckReport, Drift, ElementSet } from './types.ts';

/**
 * Identifiers the engine generates for elements without an `sl-identifier` attribute. They
 * follow document order, so they say nothing about identity across page versions: such
 * elements are compared by xpath.
 */
const GENERATED_IDENTIFIER = /^sl-gen-/;

export function driftOf(got: ElementSet, baseline: Baseline | null, name: string): Drift {
  if (baseline === null) return 'unknown';
  const before = Object.hasOwn(baseline, name) ? baseline[name] : undefined;
  if (!before) return 'new';
  const samePlace = sameSet(got.xpaths.map(normaliseXPath), before.xpaths.map(normaliseXPath));
  const sameElements = sameSet(identities(got), identities(before));
  if (sameElements) return samePlace ? 'stable' : 'moved';
  return 'changed';
}

/** What identifies each element: its own sl-identifier, or its xpath when the engine made the identifier up. */
function identities(set: ElementSet): string[] {
  return set.identifiers.map((identifier, i) =>
    GENERATED_IDENTIFIER.test(identifier) ? `xpath:${normaliseXPath(set.xpaths[i] ?? '')}` : identifier,
  );
}

/** The baseline a run leaves for the next: what each selector found. Errored selectors found nothing, so they are left out. */
export function baselineFromReport(report: CheckReport): Baseline {
  const baseline: Baseline = {};
  for (const result of report.selectors) {
    if (result.status === 'error') continue;
    baseline[result.name] = { identifiers: [...result.got.identifiers], xpaths: [...result.got.xpaths] };
  }
  return baseline;
}
