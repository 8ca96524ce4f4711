/**
 * `page-selector check`: the Action's main job, run locally. Opens its own session, runs the
 * check pipeline, prints a terminal report and ends the session.
 * Exit codes: 0 all pass, 1 a failure per --fail-on, 2 a usage or configuration error.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkBaseUrl, connectService, describeBaseUrlProblem, ServiceCallError, tokenProblem, type ServiceConnection } from '../client/index.ts';
import { BaselineError, parseBaseline } from '../check/baseline.ts';
import { loadManifest } from '../check/load.ts';
import { formatProblem, ManifestError } from '../check/manifest.ts';
import { concurrencyOf, DEFAULT_CONCURRENCY, MAX_CONCURRENCY } from '../check/pool.ts';
import { CheckAbortedError, runCheck } from '../check/run-check.ts';
import type { Baseline, CheckLog, CheckReport, SelectorResult, SourcePosition } from '../check/types.ts';
import { parseFailOn, shouldFail, type FailOn } from '../check/verdict.ts';

const USAGE = `usage: page-selector check [--manifest FILE] [--base-url URL --token TOKEN] [options]

Checks every selector of a manifest against its snapshot, as the Action's main step does.

options:
  --manifest FILE        manifest v1 (default .github/page-selectors.yml)
  --base-url URL         a Page-Selector service; without it, the embedded default runs in-process
                         with its data under .page-selector/embedded
  --token TOKEN          access token for --base-url (or env PAGE_SELECTOR_TOKEN)
  --report FILE          also write the JSON report there
  --baseline FILE        a previous JSON report (or baseline map): drift is computed against it
  --concurrency N        calls in flight at once (default ${DEFAULT_CONCURRENCY})
  --fail-on WHEN         mismatch (default), drift or never
  --workflow-name NAME   workflow the session belongs to (default page-selector-check)
  -h, --help             this text

exit codes: 0 all pass, 1 a failure per --fail-on, 2 usage or configuration error
`;

const EXIT = { pass: 0, fail: 1, usage: 2 } as const;

interface CheckArgs {
  manifest: string;
  baseUrl: string;
  token: string;
  report: string | null;
  baseline: string | null;
  concurrency: number;
  failOn: FailOn;
  workflowName: string;
}

class UsageError extends Error {}

export async function run(argv: string[]): Promise<number> {
  const out = terminal();
  let args: CheckArgs | 'help';
  try {
    args = readArgs(argv, process.env);
  } catch (error) {
    process.stderr.write(`page-selector check: ${(error as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (args === 'help') {
    process.stdout.write(USAGE);
    return EXIT.pass;
  }

  let service: ServiceConnection | null = null;
  let sessionId: string | null = null;
  // Ctrl-C: end the session this command opened rather than leave it open until it times out.
  const onInterrupt = (): void => {
    process.stderr.write('\npage-selector check: interrupted; ending the session\n');
    const cleanup = async (): Promise<void> => {
      if (service && sessionId !== null) await service.client.endSession(sessionId).catch(() => undefined);
      await service?.close().catch(() => undefined);
    };
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onInterrupt);
  try {
    const baseline = args.baseline === null ? null : await readBaseline(args.baseline);
    // A bad manifest is reported before the service is even started or asked for a session.
    const loaded = await loadManifest(args.manifest);
    // The embedded default keeps its data in the working folder, so a second run reuses its resources.
    service = await connectService({ baseUrl: args.baseUrl, token: args.token, embeddedDir: path.resolve('.page-selector', 'embedded') });
    const session = await service.client.createSession({ workflow_name: args.workflowName, is_training: false });
    sessionId = session.id;
    out.info(`session ${session.session_name} (${session.id}) on ${service.sharedBaseUrl || 'the embedded service'}`);
    const report = await runCheck({
      manifestPath: args.manifest,
      client: service.client,
      sessionId,
      // The URL as the client normalised it, as the Action reports it: one service, one spelling.
      baseUrl: service.sharedBaseUrl,
      concurrency: args.concurrency,
      baseline,
      log: out.log,
      loaded,
    });
    // The results first: a report file that cannot be written must not take them with it.
    process.stdout.write(renderTerminalReport(report, out.paint));
    if (args.report !== null) {
      await writeReport(args.report, report);
      process.stdout.write(`${out.paint('dim', `report: ${args.report}`)}\n`);
    }
    return shouldFail(report, args.failOn) ? EXIT.fail : EXIT.pass;
  } catch (error) {
    if (error instanceof ManifestError) {
      for (const problem of error.problems) process.stderr.write(`${formatProblem(problem)}\n`);
      process.stderr.write(`page-selector check: the manifest has ${error.problems.length} problem(s); nothing was uploaded\n`);
      return EXIT.usage;
    }
    if (error instanceof UsageError || error instanceof CheckAbortedError || error instanceof ServiceCallError) {
      process.stderr.write(`page-selector check: ${(error as Error).message}\n`);
      return EXIT.usage;
    }
    throw error;
  } finally {
    process.off('SIGINT', onInterrupt);
    if (service) {
      if (sessionId !== null) await service.client.endSession(sessionId).catch((error: unknown) => out.log.warning(`could not end session ${sessionId}: ${(error as Error).message}`));
      await service.close();
    }
  }
}

function readArgs(argv: string[], env: NodeJS.ProcessEnv): CheckArgs | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      manifest: { type: 'string' },
      'base-url': { type: 'string' },
      token: { type: 'string' },
      report: { type: 'string' },
      baseline: { type: 'string' },
      concurrency: { type: 'string' },
      'fail-on': { type: 'string' },
      'workflow-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"; options start with --`);
  const baseUrl = (values['base-url'] ?? '').trim();
  const token = values.token ?? env.PAGE_SELECTOR_TOKEN ?? '';
  if (baseUrl !== '') {
    const checked = checkBaseUrl(baseUrl);
    if (!checked.ok) {
      const problem = describeBaseUrlProblem(checked.problem, { token: 'pass the token with --token or PAGE_SELECTOR_TOKEN', embedded: 'leave --base-url out for the embedded default' });
      throw new UsageError(`--base-url ${problem}`);
    }
    if (token === '') throw new UsageError('--base-url needs a token: pass --token or set PAGE_SELECTOR_TOKEN');
    const problem = tokenProblem(token);
    if (problem !== null) throw new UsageError(`--token ${problem}: check --token or PAGE_SELECTOR_TOKEN`);
  }
  const concurrencyText = values.concurrency ?? String(DEFAULT_CONCURRENCY);
  const concurrency = concurrencyOf(concurrencyText.trim());
  if (concurrency === undefined) {
    throw new UsageError(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}; got "${concurrencyText}"`);
  }
  let failOn: FailOn;
  try {
    failOn = parseFailOn(values['fail-on'] ?? 'mismatch');
  } catch (error) {
    throw new UsageError(`--${(error as Error).message}`);
  }
  return {
    manifest: values.manifest ?? '.github/page-selectors.yml',
    baseUrl,
    token,
    report: values.report ?? null,
    baseline: values.baseline ?? null,
    concurrency,
    failOn,
    workflowName: values['workflow-name'] ?? 'page-selector-check',
  };
}

async function writeReport(file: string, report: CheckReport): Promise<void> {
  try {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const why = code === 'EISDIR' ? 'it is a folder' : code === 'EEXIST' || code === 'ENOTDIR' ? 'part of its path is a file, not a folder' : message;
    throw new UsageError(`--report ${file}: cannot write the report (${why}); the results are above. Pass a file path in a folder you can write to`);
  }
}

/** A previous JSON report, or a bare baseline map `{ name: { identifiers, xpaths } }`. */
async function readBaseline(file: string): Promise<Baseline> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`--baseline ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  try {
    return parseBaseline(text, file);
  } catch (error) {
    if (error instanceof BaselineError) throw new UsageError(`--baseline ${error.message}`);
    throw error;
  }
}

type Paint = (style: 'green' | 'red' | 'yellow' | 'dim' | 'bold', text: string) => string;

/** Progress and problems go to stderr; the report itself to stdout. Colour only on a TTY, and never with NO_COLOR. */
function terminal(): { log: CheckLog; info(message: string): void; paint: Paint } {
  const colour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  const codes = { green: 32, red: 31, yellow: 33, dim: 2, bold: 1 } as const;
  const paint: Paint = (style, text) => (colour ? `\x1b[${codes[style]}m${text}\x1b[0m` : text);
  const where = (position?: SourcePosition): string => (position ? `${position.file}:${position.line}:${position.column}: ` : '');
  const write = (line: string): void => void process.stderr.write(`${line}\n`);
  const log: CheckLog = {
    info: (message) => write(paint('dim', message)),
    warning: (message, position) => write(`${where(position)}${paint('yellow', 'warning')}: ${message}`),
    error: (message, position) => write(`${where(position)}${paint('red', 'error')}: ${message}`),
    group: async (title, fn) => {
      write(paint('bold', `▸ ${title}`));
      return fn();
    },
  };
  return { log, info: log.info, paint };
}

export function renderTerminalReport(report: CheckReport, paint: Paint): string {
  const lines: string[] = [''];
  const mark = (r: SelectorResult): string =>
    r.status === 'pass' ? paint('green', '✓') : r.status === 'mismatch' ? paint('red', '✗') : paint('red', '!');
  for (const r of report.selectors) {
    const drift = r.drift === 'moved' || r.drift === 'changed' ? paint('yellow', ` [${r.drift}]`) : '';
    lines.push(`  ${mark(r)} ${r.name} ${paint('dim', `(${r.snapshot})`)} ${r.text}${drift}`);
    if (r.status !== 'pass') lines.push(`      ${paint(r.status === 'error' ? 'red' : 'dim', r.message)}`);
  }
  const t = report.totals;
  const verdict = t.mismatched + t.errored === 0 ? paint('green', `${t.passed} passed`) : `${t.passed} passed, ${paint('red', `${t.mismatched} mismatched, ${t.errored} errored`)}`;
  lines.push('');
  lines.push(`${paint('bold', `${t.total} selector(s)`)}: ${verdict}, ${t.drifted} drifted ${paint('dim', `(${(report.duration_ms / 1000).toFixed(1)} s)`)}`);
  const u = report.uploads;
  lines.push(paint('dim', `uploads: ${u.page_states} page state(s); ${u.resources} resource(s), ${u.reused} reused, ${u.uploaded} uploaded (${u.uploaded_bytes} bytes)`));
  return `${lines.join('\n')}\n`;
}
