/**
 * Compare (issue 3, "A match"): the set of selected elements must equal the expected set.
 * `xpath` expectations compare normalised xpaths; `identifier` and `css` (resolved to
 * identifiers on the snapshot by the engine) compare identifiers; `none` expects nothing.
 * Pure.
 */
import type { ElementSet, Expectation } from './types.ts';

/**
 * One spelling per element path: `/html[1]/body[1]/div[2]` and `/html/body/div[2]` name
 * the same element (XPath 1.0 §2.4: `[1]` is the first of its name, which is what a bare
 * step means in a full path from dev tools).
 */
export function normaliseXPath(xpath: string): string {
  return xpath.trim().replace(/\[1\]/g, '').replace(/\/+$/, '');
}

export type ExpectationKind = 'xpath' | 'identifier' | 'css' | 'none';

export function expectationKind(expect: Expectation): ExpectationKind {
  if ('xpath' in expect) return 'xpath';
  if ('identifier' in expect) return 'identifier';
  if ('css' in expect) return 'css';
  return 'none';
}

export function isMatch(kind: ExpectationKind, expected: ElementSet, got: ElementSet): boolean {
  switch (kind) {
    case 'none':
      return got.identifiers.length === 0 && got.xpaths.length === 0;
    case 'xpath':
      return sameSet(expected.xpaths.map(normaliseXPath), got.xpaths.map(normaliseXPath));
    case 'identifier':
    case 'css':
      return sameSet(expected.identifiers, got.identifiers);
  }
}

export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  if (left.size !== right.size) return false;
  for (const value of left) if (!right.has(value)) return false;
  return true;
}
