/**
 * The drift baseline: what the last run on the default branch found, kept in the
 * GitHub Actions cache. Pull requests restore it; only pushes to the default branch
 * save it, so a pull request can never move the line it is measured against.
 *
 * Cache entries are immutable, so each save gets a key of its own (run id + attempt)
 * and restore looks keys up by prefix, which returns the newest match. The key hashes
 * the manifest's path, not its content: a pull request that edits the manifest still
 * finds the baseline, and its new selectors show up as drift `new`.
 * Every cache failure only warns: the baseline is an extra, never a reason to fail.
 *
 * @actions/cache (with the Azure storage SDK behind it) is most of the bundle, so it is
 * loaded only by the runs that use it: a step that never touches the cache starts faster.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { context } from '@actions/github';
import { parseBaseline } from '../check/baseline.ts';
import type { Baseline } from '../check/types.ts';
import { RunnerEnv } from './constants.ts';
import { baselinePath, relativeToWorkspace } from './paths.ts';

const KEY_PREFIX = 'page-selector-baseline-v1';

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

export function isPullRequest(): boolean {
  return PULL_REQUEST_EVENTS.has(context.eventName);
}

/** A push to the repository's default branch: the only run that may save the baseline. */
export function isPushToDefaultBranch(): boolean {
  const defaultBranch = (context.payload.repository as { default_branch?: unknown } | undefined)?.default_branch;
  return context.eventName === 'push' && typeof defaultBranch === 'string' && context.ref === `refs/heads/${defaultBranch}`;
}

/** `page-selector-baseline-v1-<hash of the manifest path>-` : shared by every branch. */
export function manifestKeyPrefix(manifest: string): string {
  const hash = createHash('sha256').update(relativeToWorkspace(manifest)).digest('hex').slice(0, 16);
  return `${KEY_PREFIX}-${hash}-`;
}

/** The newest baseline saved for this manifest on `branch` (falling back to any branch). */
export async function restoreBaseline(manifest: string, branch: string): Promise<Baseline | null> {
  const cache = await import('@actions/cache');
  if (!cache.isFeatureAvailable()) {
    core.info('No baseline: the GitHub Actions cache service is not available to this job.');
    return null;
  }
  const prefix = manifestKeyPrefix(manifest);
  const file = baselinePath();
  try {
    const hit = await cache.restoreCache([file], `${prefix}${branch}-`, [prefix]);
    if (!hit) {
      core.info(`No baseline in the cache yet for ${relativeToWorkspace(manifest)}: drift shows as "unknown".`);
      return null;
    }
    // One written by an older or broken run is refused whole (a warning below), not trusted in part.
    const baseline = parseBaseline(await readFile(file, 'utf8'), file);
    core.info(`Baseline restored from cache key ${hit} (${Object.keys(baseline).length} selectors).`);
    return baseline;
  } catch (error) {
    core.warning(`Could not restore the page-selector baseline: ${messageOf(error)}. Drift shows as "unknown".`);
    return null;
  }
}

/** Saves `baseline` under a key unique to this run. */
export async function saveBaseline(manifest: string, branch: string, baseline: Baseline): Promise<void> {
  const cache = await import('@actions/cache');
  if (!cache.isFeatureAvailable()) {
    core.info('Baseline not saved: the GitHub Actions cache service is not available to this job.');
    return;
  }
  const file = baselinePath();
  const runId = process.env[RunnerEnv.RunId] || String(Date.now());
  const attempt = process.env[RunnerEnv.RunAttempt] || '1';
  const key = `${manifestKeyPrefix(manifest)}${branch}-${runId}-${attempt}`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(baseline));
    const id = await cache.saveCache([file], key);
    // saveCache reports its own failures as warnings and returns -1.
    if (id !== -1) core.info(`Baseline saved to the cache as ${key} (${Object.keys(baseline).length} selectors).`);
  } catch (error) {
    core.warning(`Could not save the page-selector baseline: ${messageOf(error)}`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
