/**
 * The job summary (issue 3, "post"): totals; a table of mismatches and drift with expected,
 * got and baseline; the passing selectors folded in `<details>`. GitHub caps a step summary
 * at 1 MiB, so the text is cut to fit and points to the JSON report instead. Pure.
 */
import type { CheckReport, ElementSet } from './types.ts';

export interface SummaryOptions {
  /** Where the full JSON report is, named when the summary is cut. */
  reportPath: string;
  /**
   * The report sits under RUNNER_TEMP, which the runner empties when the job ends. The
   * summary then says so, and how to keep it (the step's `report` output, uploaded with
   * actions/upload-artifact), instead of naming a path nobody can open afterwards.
   */
  reportIsTemporary?: boolean;
  /** Byte cap. Default: GitHub's 1 MiB step summary limit minus a margin. */
  maxBytes?: number;
}

export const DEFAULT_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
/** Cells longer than this are shortened: one runaway description must not eat the budget. */
const MAX_CELL_CHARS = 300;
const CUT_NOTE =
  `\n> [!WARNING]\n> Some rows were cut to keep this summary under GitHub's 1 MiB limit; every selector is in the full report (below).\n`;

export function renderSummary(report: CheckReport, options: SummaryOptions): string {
  const out = new BoundedText(options.maxBytes ?? DEFAULT_SUMMARY_BYTES);
  const { totals } = report;
  const verdict =
    totals.mismatched + totals.errored === 0
      ? `all ${totals.total} passed`
      : `${totals.mismatched} mismatched, ${totals.errored} errored of ${totals.total}`;
  // Room kept for the closing lines, so that they always fit.
  const footer = reportFooter(options);
  out.reserve(Buffer.byteLength(footer) + Buffer.byteLength(CUT_NOTE) + 256);

  out.add(`## Page selectors: ${verdict}\n\n`);
  out.add('| total | passed | mismatched | errored | drifted |\n|---:|---:|---:|---:|---:|\n');
  out.add(`| ${totals.total} | ${totals.passed} | ${totals.mismatched} | ${totals.errored} | ${totals.drifted} |\n\n`);
  const u = report.uploads;
  out.add(`Uploads: ${u.page_states} page state(s); ${u.resources} resource(s), ${u.reused} already on the service, ${u.uploaded} uploaded (${u.uploaded_bytes} bytes).\n`);

  let cut = false;
  const notable = report.selectors.filter((r) => r.status !== 'pass' || r.drift === 'moved' || r.drift === 'changed');
  if (notable.length) {
    out.add('\n### Mismatches and drift\n\n| selector | snapshot | status | drift | expected | got | baseline |\n|---|---|---|---|---|---|---|\n');
    for (const [i, r] of notable.entries()) {
      const row = `| ${cell(r.name)} | ${cell(r.snapshot)} | ${r.status} | ${r.drift} | ${elements(r.expected)} | ${r.status === 'error' ? `error: ${cell(r.message)}` : elements(r.got)} | ${r.baseline ? elements(r.baseline) : '-'} |\n`;
      if (!out.add(row)) {
        out.force(`\n_${notable.length - i} more row(s) cut._\n`);
        cut = true;
        break;
      }
    }
  }

  const passing = report.selectors.filter((r) => r.status === 'pass');
  if (passing.length && !cut) {
    const close = '\n</details>\n';
    out.reserve(Buffer.byteLength(close));
    out.add(`\n<details><summary>${passing.length} passing selector(s)</summary>\n\n| selector | snapshot | description | drift |\n|---|---|---|---|\n`);
    for (const [i, r] of passing.entries()) {
      if (!out.add(`| ${cell(r.name)} | ${cell(r.snapshot)} | ${cell(r.text)} | ${r.drift} |\n`)) {
        out.force(`\n_${passing.length - i} more passing selector(s) cut._\n`);
        cut = true;
        break;
      }
    }
    out.release(Buffer.byteLength(close));
    out.force(close);
  }

  if (report.warnings.length && !cut) {
    out.add(`\n<details><summary>${report.warnings.length} warning(s)</summary>\n\n`);
    for (const warning of report.warnings) {
      if (!out.add(`- ${cell(warning)}\n`)) {
        cut = true;
        break;
      }
    }
    out.force('\n</details>\n');
  }

  out.release();
  if (cut) out.force(CUT_NOTE);
  out.force(footer);
  return out.text();
}

/**
 * Where the full report is. On a runner it is a file under RUNNER_TEMP that is deleted with
 * the job, so the text says that and shows how to keep it, rather than pointing at a dead path.
 */
function reportFooter(options: SummaryOptions): string {
  const where = `\`${options.reportPath.replace(/`/g, '')}\``;
  if (!options.reportIsTemporary) return `\nFull report: ${where}\n`;
  return (
    `\nFull report: ${where}, the step's \`report\` output. It is under RUNNER_TEMP, which is emptied when the job ends; ` +
    'to keep it, upload it in a later step:\n\n' +
    '```yaml\n' +
    '- uses: actions/upload-artifact@v4\n' +
    '  if: always()\n' +
    '  with:\n' +
    '    name: page-selector-report\n' +
    '    path: ${{ steps.<this step\'s id>.outputs.report }}\n' +
    '```\n'
  );
}

function elements(set: ElementSet): string {
  if (set.identifiers.length === 0 && set.xpaths.length === 0) return '_nothing_';
  const parts = set.xpaths.length ? set.xpaths : set.identifiers;
  return parts.map((p) => cell(p)).join('<br>');
}

function cell(text: string): string {
  const short = text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS)}…` : text;
  return escape(short.replace(/\s+/g, ' '));
}

/**
 * User text as inert text in markdown and HTML: every character that markdown or HTML
 * could read as syntax (emphasis, links, code, tables, tags, mentions) becomes a numeric
 * character reference, which GitHub shows as the character itself.
 */
export function escape(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+!|<>&"'~@]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\r?\n/g, ' ');
}

/** Text that stops growing at a byte budget; `force` is for the few closing lines kept in reserve. */
class BoundedText {
  private readonly parts: string[] = [];
  private used = 0;
  private reserved = 0;
  private readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  reserve(bytes: number): void {
    this.reserved += bytes;
  }

  release(bytes = this.reserved): void {
    this.reserved = Math.max(0, this.reserved - bytes);
  }

  /** Appends when it fits within the budget less the reserve; says whether it did. */
  add(text: string): boolean {
    const bytes = Buffer.byteLength(text);
    if (this.used + bytes + this.reserved > this.max) return false;
    this.parts.push(text);
    this.used += bytes;
    return true;
  }

  force(text: string): void {
    this.parts.push(text);
    this.used += Buffer.byteLength(text);
  }

  text(): string {
    return this.parts.join('');
  }
}
