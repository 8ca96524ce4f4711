/**
 * Reading a drift baseline from its text: a previous JSON report (`--report`, the Action's
 * `report` output) or the bare map the Action keeps in its cache. Shared by the CLI's
 * `--baseline FILE` and the Action's cache restore, so both refuse the same files with the
 * same message naming the file and the field. Pure: the caller reads the file.
 */
import { baselineFromReport } from './drift.ts';
import type { Baseline, CheckReport, ElementSet } from './types.ts';

/** A baseline that cannot be used; the message names the file and the field. */
export class BaselineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BaselineError';
  }
}

const EXPECTED_SHAPE =
  'expected a JSON report written by page-selector check --report, or a map { "selector name": { "identifiers": [...], "xpaths": [...] } }';

/** `file` only names the file in errors. */
export function parseBaseline(text: string, file: string): Baseline {
  const fail = (message: string): never => {
    throw new BaselineError(`${file}: ${message}`);
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return fail(`not valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(data)) return fail(EXPECTED_SHAPE);

  // A report is told apart by its list; a map may even name a selector "selectors".
  if (Array.isArray(data.selectors)) {
    data.selectors.forEach((result: unknown, i) => {
      const where = `selectors[${i}]`;
      if (!isRecord(result) || typeof result.name !== 'string') return fail(`${where} must be an object with a string \`name\``);
      // Errored selectors found nothing and are left out of the baseline, whatever they carry.
      if (result.status === 'error') return;
      const problem = elementSetProblem(result.got, 'got');
      if (problem) fail(`${where} (selector "${result.name}"): ${problem}`);
    });
    return baselineFromReport(data as unknown as CheckReport);
  }

  const baseline: Baseline = {};
  for (const [name, entry] of Object.entries(data)) {
    if (!isRecord(entry)) return fail(`selector "${name}" must be an object { identifiers, xpaths }; ${EXPECTED_SHAPE}`);
    const problem = elementSetProblem(entry, '');
    if (problem) return fail(`selector "${name}": ${problem}`);
    const set = entry as unknown as ElementSet;
    baseline[name] = { identifiers: [...set.identifiers], xpaths: [...set.xpaths] };
  }
  return baseline;
}

/** What is wrong with the element set at `field` ('' for the value itself), naming the field; null when nothing is. */
function elementSetProblem(value: unknown, field: string): string | null {
  if (!isRecord(value)) return `\`${field}\` must be an object { "identifiers": [...], "xpaths": [...] }`;
  for (const key of ['identifiers', 'xpaths'] as const) {
    const list = value[key];
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
      return `\`${field ? `${field}.` : ''}${key}\` must be a list of strings`;
    }
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
