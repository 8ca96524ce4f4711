/**
 * Runs the bundled Action steps the way the GitHub runner does, so the end-to-end tests
 * exercise exactly what a workflow runs: `node dist/<step>/index.js` with
 *
 * - every input as `INPUT_<NAME>` (upper case, spaces to `_`, dashes kept), with the
 *   defaults `action.yml` declares filled in for inputs the workflow leaves out;
 * - fresh GITHUB_STATE, GITHUB_OUTPUT, GITHUB_ENV and GITHUB_STEP_SUMMARY files per step;
 * - the state saved by earlier steps of the Action passed back as `STATE_<name>`, and the
 *   variables they exported (GITHUB_ENV) in the environment of later steps;
 * - RUNNER_TEMP, GITHUB_WORKSPACE (also the working directory), the event name, payload
 *   file and ref, and nothing inherited from the machine running the tests (so a CI run
 *   on GitHub cannot leak its own cache or runtime tokens into the steps).
 *
 * The bundles are run as committed: build them first with `npm run build`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const FIXTURES = path.join(import.meta.dirname, 'fixtures');

export type StepName = 'pre' | 'main' | 'post';

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  file?: string;
  line?: number;
  col?: number;
}

export interface StepResult {
  step: StepName;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** GITHUB_OUTPUT of this step. */
  outputs: Record<string, string>;
  /** GITHUB_STATE of this step. */
  state: Record<string, string>;
  /** GITHUB_ENV of this step: what it exported for later steps. */
  exported: Record<string, string>;
  /** GITHUB_STEP_SUMMARY as written. */
  summary: string;
  /** `::error`, `::warning` and `::notice` workflow commands from stdout. */
  annotations: Annotation[];
  /** Values the step asked the runner to mask (`::add-mask::`). */
  masked: string[];
}

export interface EventSpec {
  name: string;
  /** The webhook payload, written to GITHUB_EVENT_PATH. */
  payload: Record<string, unknown>;
  ref: string;
  /** GITHUB_BASE_REF, set by the runner on pull requests. */
  baseRef?: string;
}

export interface JobOptions {
  inputs?: Record<string, string>;
  event?: EventSpec;
  /** Extra runner environment (e.g. the cache service variables). */
  env?: Record<string, string>;
  /** Folder copied as the workspace; the fixture repository by default. */
  workspaceFrom?: string;
  /**
   * Run on the same "machine" as an earlier job: hosted runners give every job the same
   * RUNNER_TEMP and GITHUB_WORKSPACE paths (emptied in between), and @actions/cache puts
   * the cached path into the cache version, so jobs that share a cache need this.
   */
  sameMachineAs?: Job;
}

export const REPOSITORY = 'octo-org/shop';

export function pushEvent(branch = 'main', defaultBranch = 'main'): EventSpec {
  return {
    name: 'push',
    ref: `refs/heads/${branch}`,
    payload: { ref: `refs/heads/${branch}`, repository: { full_name: REPOSITORY, default_branch: defaultBranch } },
  };
}

export function pullRequestEvent(options: { fork?: boolean; base?: string } = {}): EventSpec {
  const base = options.base ?? 'main';
  const headRepo = options.fork ? 'contributor/shop' : REPOSITORY;
  return {
    name: 'pull_request',
    ref: 'refs/pull/7/merge',
    baseRef: base,
    payload: {
      number: 7,
      pull_request: { number: 7, head: { ref: 'feature', repo: { full_name: headRepo, fork: Boolean(options.fork) } }, base: { ref: base } },
      repository: { full_name: REPOSITORY, default_branch: 'main' },
    },
  };
}

export interface RunOptions {
  timeoutMs?: number;
  /** Cancels the step (SIGINT, as the runner does) once its output so far satisfies this. */
  cancelWhen?: ((stdout: string) => boolean) | undefined;
}

/** One job of a workflow that uses the Action: a workspace, a RUNNER_TEMP, and the state steps pass on. */
export class Job {
  readonly root: string;
  readonly workspace: string;
  readonly runnerTemp: string;
  readonly inputs: Record<string, string>;
  readonly event: EventSpec;
  readonly env: Record<string, string>;
  /** STATE_* the runner hands to the Action's later steps. */
  readonly state: Record<string, string> = {};
  /** Variables exported with GITHUB_ENV, visible to every later step of the job. */
  readonly exported: Record<string, string> = {};
  private stepCount = 0;

  private constructor(root: string, options: Required<Omit<JobOptions, 'workspaceFrom' | 'sameMachineAs'>>) {
    this.root = root;
    this.workspace = path.join(root, 'workspace');
    this.runnerTemp = path.join(root, 'runner-temp');
    this.inputs = options.inputs;
    this.event = options.event;
    this.env = options.env;
  }

  static async create(options: JobOptions = {}): Promise<Job> {
    let root: string;
    if (options.sameMachineAs) {
      root = options.sameMachineAs.root;
      await rm(root, { recursive: true, force: true });
      await mkdir(root, { recursive: true });
    } else {
      root = await mkdtemp(path.join(os.tmpdir(), 'page-selector-job-'));
    }
    const job = new Job(root, { inputs: options.inputs ?? {}, event: options.event ?? pushEvent(), env: options.env ?? {} });
    await cp(options.workspaceFrom ?? FIXTURES, job.workspace, { recursive: true });
    await mkdir(job.runnerTemp, { recursive: true });
    await writeFile(path.join(root, 'event.json'), JSON.stringify(job.event.payload));
    return job;
  }

  /** Runs one step's bundle to completion, then records its state and exports for later steps. */
  async run(step: StepName, options: RunOptions = {}): Promise<StepResult> {
    const files = await this.freshFileCommands(step);
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? os.homedir(),
      ...this.exported,
      ...(await inputEnv(this.inputs)),
      ...Object.fromEntries(Object.entries(this.state).map(([name, value]) => [`STATE_${name}`, value])),
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      RUNNER_OS: 'Linux',
      RUNNER_TEMP: this.runnerTemp,
      GITHUB_WORKSPACE: this.workspace,
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_WORKFLOW: 'UI selectors',
      GITHUB_RUN_ID: '4242',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
      GITHUB_EVENT_NAME: this.event.name,
      GITHUB_EVENT_PATH: path.join(this.root, 'event.json'),
      GITHUB_REF: this.event.ref,
      GITHUB_REF_NAME: this.event.ref.replace(/^refs\/(heads|tags)\//, ''),
      GITHUB_BASE_REF: this.event.baseRef ?? '',
      GITHUB_STATE: files.state,
      GITHUB_OUTPUT: files.output,
      GITHUB_ENV: files.env,
      GITHUB_STEP_SUMMARY: files.summary,
      ...this.env,
    };

    const bundle = path.join(ROOT, 'dist', step, 'index.js');
    if (!existsSync(bundle)) throw new Error(`${path.relative(ROOT, bundle)} is missing: run \`npm run build\` before these tests`);
    const { exitCode, stdout, stderr } = await runNode(bundle, {
      cwd: this.workspace,
      env,
      timeoutMs: options.timeoutMs ?? 60_000,
      cancelWhen: options.cancelWhen,
    });

    const result: StepResult = {
      step,
      exitCode,
      stdout,
      stderr,
      outputs: parseFileCommand(await readFile(files.output, 'utf8')),
      state: parseFileCommand(await readFile(files.state, 'utf8')),
      exported: parseFileCommand(await readFile(files.env, 'utf8')),
      summary: await readFile(files.summary, 'utf8'),
      annotations: parseAnnotations(stdout),
      masked: parseCommands(stdout)
        .filter((c) => c.command === 'add-mask')
        .map((c) => c.message),
    };
    Object.assign(this.state, result.state);
    Object.assign(this.exported, result.exported);
    return result;
  }

  async runAll(steps: StepName[] = ['pre', 'main', 'post']): Promise<Record<StepName, StepResult | undefined>> {
    const results: Record<StepName, StepResult | undefined> = { pre: undefined, main: undefined, post: undefined };
    for (const step of steps) results[step] = await this.run(step);
    return results;
  }

  async cleanup(): Promise<void> {
    await rm(this.root, { recursive: true, force: true });
  }

  private async freshFileCommands(step: StepName) {
    const dir = path.join(this.root, 'file-commands', `${++this.stepCount}-${step}`);
    await mkdir(dir, { recursive: true });
    const files = {
      state: path.join(dir, 'state'),
      output: path.join(dir, 'output'),
      env: path.join(dir, 'env'),
      summary: path.join(dir, 'step_summary'),
    };
    await Promise.all(Object.values(files).map((file) => writeFile(file, '')));
    return files;
  }
}

/** `INPUT_<NAME>` for every input of action.yml: the workflow's value, else the declared default. */
async function inputEnv(given: Record<string, string>): Promise<Record<string, string>> {
  const action = parse(await readFile(path.join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    const value = given[name] ?? spec.default ?? '';
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = String(value);
  }
  for (const name of Object.keys(given)) {
    if (!(name in action.inputs)) throw new Error(`action.yml declares no input "${name}"`);
  }
  return env;
}

function runNode(
  script: string,
  options: { cwd: string; env: Record<string, string>; timeoutMs: number; cancelWhen?: RunOptions['cancelWhen'] },
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let cancelled = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (!cancelled && options.cancelWhen?.(stdout)) {
        cancelled = true;
        child.kill('SIGINT');
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, stdout, stderr });
    });
  });
}

/**
 * The runner's file-command format: `name<<DELIMITER` heredocs (what @actions/core
 * writes) and plain `name=value` lines.
 */
export function parseFileCommand(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === '') continue;
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = '', delimiter] = heredoc;
      const body: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) body.push(lines[i] ?? '');
      if (i >= lines.length) throw new Error(`file command "${name}" has no closing delimiter ${delimiter}`);
      values[name] = body.join('\n');
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`not a file command line: ${JSON.stringify(line)}`);
    values[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return values;
}

interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

/** `::command key=value,key=value::message` lines, unescaped as the runner does. */
export function parseCommands(stdout: string): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^::([\w-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const [, command = '', props = '', message = ''] = match;
    const properties: Record<string, string> = {};
    for (const pair of props.split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
    }
    commands.push({ command, properties, message: unescapeData(message) });
  }
  return commands;
}

function parseAnnotations(stdout: string): Annotation[] {
  return parseCommands(stdout)
    .filter((c): c is WorkflowCommand & { command: Annotation['level'] } => ['error', 'warning', 'notice'].includes(c.command))
    .map((c) => ({
      level: c.command,
      message: c.message,
      ...(c.properties['file'] !== undefined && { file: c.properties['file'] }),
      ...(c.properties['line'] !== undefined && { line: Number(c.properties['line']) }),
      ...(c.properties['col'] !== undefined && { col: Number(c.properties['col']) }),
    }));
}

/** Reverses @actions/core's escaping; `%25` last, since it is what the others' `%` became. */
function unescapeData(value: string): string {
  return value.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(value: string): string {
  return value
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%25/g, '%');
}

/** A stack frame line (`    at fn (file:1:2)`): what a user must never see for their own mistake. */
export const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

/** Where the runner would find a line of the fixture manifest. */
export async function manifestLineOf(job: Job, needle: string, manifest = '.github/page-selectors.yml'): Promise<number> {
  const lines = (await readFile(path.join(job.workspace, manifest), 'utf8')).split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`"${needle}" is not in ${manifest}`);
  return index + 1;
}
