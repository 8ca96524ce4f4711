/**
 * `page-selector check` as a user runs it: a spawned `node src/cli/index.ts check`, against
 * the reference service on loopback (and once on the embedded default), judged by its exit
 * code and output.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/types.ts';
import { BASE_URL_SECRET, REFUSED_BASE_URLS } from '../helpers/base-urls.ts';
import { startTestService, TOKEN_A as TOKEN, type TestService } from '../helpers/service.ts';
import { createProject, MISMATCH_SELECTOR, PASSING_SELECTORS, type Project } from './project.ts';

const CLI = path.resolve('src/cli/index.ts');

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<RunResult> {
  return runNode([CLI, 'check', ...args], options);
}

/** Runs `node ARGS` as a user's shell would, without colour or an inherited token. */
function runNode(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1', PAGE_SELECTOR_TOKEN: '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function hasScript(): boolean {
  return spawnSync('script', ['--version']).status === 0;
}

function runInTerminal(command: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const baseEnv: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, ...env };
    const child = spawn('script', ['-qec', command, '/dev/null'], { env: baseEnv as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(output));
  });
}

describe('page-selector check', () => {
  let service: TestService;
  let project: Project;

  beforeAll(async () => {
    service = await startTestService();
    project = await createProject();
  });

  afterAll(async () => {
    await service?.close();
    if (project) await rm(project.dir, { recursive: true, force: true });
  });

  async function sessionCount(): Promise<number> {
    return (await service.client.listSessions()).count;
  }

  it('exits 0 when every selector passes, and writes the JSON report', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    const reportPath = path.join(project.dir, 'out', 'report.json');
    const result = await runCli(['--manifest', project.manifestPath, '--base-url', service.url, '--report', reportPath], { env: { PAGE_SELECTOR_TOKEN: TOKEN } });
    expect(result.stderr).not.toContain(TOKEN);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('4 selector(s): 4 passed');
    expect(result.stdout).not.toMatch(/\x1b\[/);
    const report = JSON.parse(await readFile(reportPath, 'utf8')) as CheckReport;
    expect(report.totals.passed).toBe(4);
  });

  it('reports the base URL as the client normalised it, as the Action does', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    const reportPath = path.join(project.dir, 'out', 'slash.json');
    const result = await runCli(['--manifest', project.manifestPath, '--base-url', `${service.url}/`, '--token', TOKEN, '--report', reportPath]);
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(reportPath, 'utf8')) as CheckReport;
    expect(report.base_url).toBe(service.url);
  });

  it('exits 1 on a mismatch, naming it, and 0 with --fail-on never', async () => {
    await project.writeSelectors(PASSING_SELECTORS + MISMATCH_SELECTOR);
    const args = ['--manifest', project.manifestPath, '--base-url', service.url, '--token', TOKEN];
    const failing = await runCli(args);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('✗ wrong-expectation');
    expect(failing.stderr).toContain(`${project.manifestPath}:${await project.lineOf('name: wrong-expectation')}:5: error: selector "wrong-expectation" mismatch`);
    expect((await runCli([...args, '--fail-on', 'never'])).code).toBe(0);
  });

  it('exits 2 with file:line:col problems and uploads nothing when the manifest is bad', async () => {
    await writeFile(project.manifestPath, 'version: 1\nsnapshots:\n  login:\n    file: nowhere.html\n    url: https://app.example.com/\nselectors:\n  - name: a\n    snapshot: login\n    text: x\n    expect: { non: true }\n');
    const result = await runCli(['--manifest', project.manifestPath, '--base-url', service.url, '--token', TOKEN]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${project.manifestPath}:4:11: snapshot "login": \`file\`: no such file`);
    expect(result.stderr).toContain(`${project.manifestPath}:10:15: selector "a": expect: unknown key "non"; did you mean "none"?`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 on bad flags, a missing token and a wrong token, without a stack trace', async () => {
    const bad = await runCli(['--concurrency', 'lots']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--concurrency must be a whole number');
    const unknown = await runCli(['--colour']);
    expect(unknown.code).toBe(2);
    const noToken = await runCli(['--manifest', project.manifestPath, '--base-url', service.url]);
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('--base-url needs a token');
    await project.writeSelectors(PASSING_SELECTORS);
    const wrongToken = await runCli(['--manifest', project.manifestPath, '--base-url', service.url, '--token', 'wrong']);
    expect(wrongToken.code).toBe(2);
    expect(wrongToken.stderr).toContain('rejected the token (401)');
    expect(wrongToken.stderr).not.toMatch(/\n\s+at /);
    const spacedToken = await runCli(['--manifest', project.manifestPath, '--base-url', service.url, '--token', 'two words']);
    expect(spacedToken.code).toBe(2);
    expect(spacedToken.stderr).toContain('--token contains spaces or control characters');
    expect(spacedToken.stderr).not.toContain('two words');
    expect(spacedToken.stderr).not.toMatch(/\n\s+at /);
    const failOn = await runCli(['--fail-on', 'sometimes']);
    expect(failOn.stderr).toContain('--fail-on must be one of mismatch, drift, never; got "sometimes"');
  });

  it('a --report that cannot be written exits 2 naming the flag, after printing the results, without a stack trace', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    // A path whose "folder" is a file: mkdir fails as it would on a read-only or mistyped path.
    const report = path.join(project.manifestPath, 'report.json');
    const result = await runCli(['--manifest', project.manifestPath, '--base-url', service.url, '--token', TOKEN, '--report', report]);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('4 selector(s): 4 passed');
    expect(result.stdout).not.toContain(`report: ${report}`);
    expect(result.stderr).toContain(`--report ${report}: cannot write the report (part of its path is a file, not a folder); the results are above`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('a --base-url that answers JSON of another shape exits 2 naming the missing field, before anything is uploaded', async () => {
    const other = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"hello":"world"}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const result = await runCli(['--manifest', project.manifestPath, '--base-url', url, '--token', TOKEN]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('the service answered 200, but the body has no string "id": {"hello":"world"}; is the base URL the Page-Selector service? (POST /session)');
      expect(result.stderr).not.toContain('undefined');
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('refuses every --base-url the client refuses, with exit 2, naming the flag and never echoing a password', async () => {
    const results = await Promise.all(
      REFUSED_BASE_URLS.map(([given]) => runCli(['--manifest', project.manifestPath, '--base-url', given, '--token', TOKEN])),
    );
    results.forEach((result, i) => {
      const [given, why] = REFUSED_BASE_URLS[i]!;
      expect(result.code, given).toBe(2);
      expect(result.stderr, given).toContain(`page-selector check: --base-url ${why}`);
      expect(result.stderr).not.toContain(BASE_URL_SECRET);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    });
  });

  it('a malformed --baseline is refused with exit 2, naming the file and the field, before any session is opened', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    const bareMap = path.join(project.dir, 'baseline-map.json');
    await writeFile(bareMap, JSON.stringify({ 'sign-in-button': { identifiers: ['sl-submit'] } }));
    const report = path.join(project.dir, 'baseline-report.json');
    await writeFile(report, JSON.stringify({ version: 1, selectors: [{ name: 'sign-in-button', status: 'pass', got: { identifiers: 'sl-submit', xpaths: [] } }] }));
    const notJson = path.join(project.dir, 'baseline.txt');
    await writeFile(notJson, 'sign-in-button: sl-submit\n');
    const sessionsBefore = await sessionCount();
    const [map, fromReport, text] = await Promise.all(
      [bareMap, report, notJson].map((file) => runCli(['--manifest', project.manifestPath, '--base-url', service.url, '--token', TOKEN, '--baseline', file])),
    );
    expect(map!.stderr).toContain(`page-selector check: --baseline ${bareMap}: selector "sign-in-button": \`xpaths\` must be a list of strings`);
    expect(fromReport!.stderr).toContain(`page-selector check: --baseline ${report}: selectors[0] (selector "sign-in-button"): \`got.identifiers\` must be a list of strings`);
    expect(text!.stderr).toContain(`page-selector check: --baseline ${notJson}: not valid JSON`);
    for (const result of [map!, fromReport!, text!]) {
      expect(result.code).toBe(2);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(await sessionCount()).toBe(sessionsBefore);
  });

  it.skipIf(!hasScript())('colours the report on a terminal, unless NO_COLOR is set', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    const command = `${process.execPath} ${CLI} check --manifest ${project.manifestPath} --base-url ${service.url}`;
    // util-linux `script` gives the command a pseudo-terminal, as a user's shell would.
    const onTerminal = (env: Record<string, string>) => runInTerminal(command, { ...env, PAGE_SELECTOR_TOKEN: TOKEN });
    expect(await onTerminal({})).toContain('\x1b[32m✓\x1b[0m sign-in-button');
    expect(await onTerminal({ NO_COLOR: '1' })).not.toMatch(/\x1b\[/);
  });

  it('`npm run demo` works: the bundled dist/cli runs the examples on the embedded default, all passing, and exits 0', async () => {
    const bundle = path.resolve('dist/cli/index.js');
    const demo = JSON.parse(await readFile('package.json', 'utf8')).scripts.demo as string;
    // The demo command after the bootstrap wrapper, run in a copy of the repository's examples.
    const [, command = ''] = demo.split(' -- ');
    expect(command).toBe('node dist/cli/index.js check --manifest examples/.github/page-selectors.yml');
    const cwd = await mkdtemp(path.join(tmpdir(), 'page-selector-demo-'));
    try {
      await cp('examples', path.join(cwd, 'examples'), { recursive: true });
      const args = command.split(' ').slice(1).map((arg) => (arg === 'dist/cli/index.js' ? bundle : arg));
      const result = await runNode(args, { cwd });
      expect(result.stdout).toMatch(/(\d+) selector\(s\): \1 passed/);
      expect(result.stdout).toMatch(/uploads: 3 page state\(s\); \d+ resource\(s\)/);
      expect(result.code, result.stderr).toBe(0);
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });

  it('runs the examples on the embedded default, all passing', async () => {
    const cwd = await mkdtemp(path.join(tmpdir(), 'page-selector-demo-'));
    try {
      const result = await runCli(['--manifest', path.resolve('examples/.github/page-selectors.yml')], { cwd });
      expect(result.stderr).not.toContain('warning');
      expect(result.stdout).toMatch(/(\d+) selector\(s\): \1 passed/);
      expect(result.code).toBe(0);
      // The embedded default keeps its data in the working folder, so a second run reuses every resource.
      const again = await runCli(['--manifest', path.resolve('examples/.github/page-selectors.yml')], { cwd });
      expect(again.stdout).toMatch(/uploads: 3 page state\(s\); (\d+) resource\(s\), \1 reused, 0 uploaded \(0 bytes\)/);
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });
});
