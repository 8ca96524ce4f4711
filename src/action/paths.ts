/**
 * Files the Action writes, all under RUNNER_TEMP (the runner empties it after the job).
 * Outside a runner (a local try of the bundle) the system temp folder stands in.
 */
import os from 'node:os';
import path from 'node:path';
import { RunnerEnv, WORK_DIR_NAME } from './constants.ts';

export function runnerTemp(): string {
  return process.env[RunnerEnv.Temp] || os.tmpdir();
}

/** Embedded service data (SQLite file, token) and the JSON report. */
export function workDir(): string {
  return path.join(runnerTemp(), WORK_DIR_NAME);
}

export function reportPath(): string {
  return path.join(workDir(), 'report.json');
}

/**
 * The baseline file lives in a folder of its own: @actions/cache archives whole paths,
 * and the path itself is part of the cache version, so it must not change between runs.
 */
export function baselinePath(): string {
  return path.join(runnerTemp(), `${WORK_DIR_NAME}-baseline`, 'baseline.json');
}

/** The checkout's folder (the working folder outside a runner). */
export function workspace(): string {
  return process.env[RunnerEnv.Workspace] || process.cwd();
}

/** A manifest path as the user gave it, resolved against the workspace like the checkout. */
export function resolveInWorkspace(file: string): string {
  return path.resolve(workspace(), file);
}

/** Annotations need paths relative to the repository root to land on the file in a pull request. */
export function relativeToWorkspace(file: string): string {
  const folder = workspace();
  const relative = path.relative(folder, path.resolve(folder, file));
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}
