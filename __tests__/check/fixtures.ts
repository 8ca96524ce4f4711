/** Report builders for the pure tests: one selector result at a time, defaults filled in. */
import type { CheckReport, ElementSet, SelectorResult } from '../../src/check/types.ts';
import { totalsOf } from '../../src/check/run-check.ts';

export const set = (identifiers: string[], xpaths: string[]): ElementSet => ({ identifiers, xpaths });

export function result(fields: Partial<SelectorResult> & { name: string }): SelectorResult {
  return {
    snapshot: 'login',
    text: `the ${fields.name}`,
    position: { file: 'm.yml', line: 1, column: 1 },
    status: 'pass',
    drift: 'unknown',
    expected: set(['sl-1'], ['/html/body/button']),
    got: set(['sl-1'], ['/html/body/button']),
    baseline: null,
    page_selector_id: 'ps-1',
    duration_ms: 3,
    message: '',
    candidates: [],
    ...fields,
  };
}

export function report(selectors: SelectorResult[], warnings: string[] = []): CheckReport {
  return {
    version: 1,
    manifest: 'm.yml',
    session_id: 's-1',
    base_url: 'http://127.0.0.1:1',
    started_at: '2026-01-01T00:00:00.000Z',
    duration_ms: 10,
    totals: totalsOf(selectors),
    uploads: { resources: 3, reused: 1, uploaded: 2, uploaded_bytes: 1234, page_states: 1 },
    warnings,
    selectors,
  };
}
