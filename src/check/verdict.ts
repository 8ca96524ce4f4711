/**
 * Whether the job fails (issue 3, input `fail-on`). Pure.
 * An errored selector was not checked at all, so it fails the job like a mismatch does.
 */
import type { CheckReport } from './types.ts';

export type FailOn = 'mismatch' | 'drift' | 'never';
export const FAIL_ON_VALUES: readonly FailOn[] = ['mismatch', 'drift', 'never'];

export function parseFailOn(value: string): FailOn {
  const normalised = value.trim().toLowerCase();
  if (normalised === '') return 'mismatch';
  if ((FAIL_ON_VALUES as readonly string[]).includes(normalised)) return normalised as FailOn;
  throw new Error(`fail-on must be one of ${FAIL_ON_VALUES.join(', ')}; got "${value}"`);
}

export function shouldFail(report: CheckReport, failOn: FailOn): boolean {
  const { mismatched, errored, drifted } = report.totals;
  switch (failOn) {
    case 'never':
      return false;
    case 'mismatch':
      return mismatched + errored > 0;
    case 'drift':
      return mismatched + errored + drifted > 0;
  }
}
