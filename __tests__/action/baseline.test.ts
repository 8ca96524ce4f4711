/**
 * The drift baseline through the real @actions/cache in the bundles, against a fake of
 * GitHub's cache service: saved only on pushes to the default branch, restored on pull
 * requests, and a cache that fails only warns.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/types.ts';
import { startFakeCache, type FakeCache } from './fake-cache.ts';
import { pullRequestEvent, pushEvent, type Job } from './runner.ts';
import { useJobsOnTestService } from './service.ts';

let cache: FakeCache;
const { newJob } = useJobsOnTestService(() => cache.env);

beforeEach(async () => {
  cache = await startFakeCache();
});
afterEach(async () => {
  await cache.close();
});

async function driftOf(reportPath: string | undefined): Promise<Record<string, string>> {
  const report = JSON.parse(await readFile(reportPath ?? '', 'utf8')) as CheckReport;
  return Object.fromEntries(report.selectors.map((s) => [s.name, s.drift]));
}

/** The pull request moves the Sign in button into a wrapper and updates its expectation. */
async function moveSignInButton(job: Job): Promise<void> {
  const html = path.join(job.workspace, '.github/snapshots/login.html');
  await writeFile(
    html,
    (await readFile(html, 'utf8')).replace(
      '<button type="submit" class="primary">Sign in</button>',
      '<div class="actions"><button type="submit" class="primary">Sign in</button></div>',
    ),
  );
  const manifest = path.join(job.workspace, '.github/page-selectors.yml');
  await writeFile(
    manifest,
    (await readFile(manifest, 'utf8')).replace('/html/body/main/form/button', '/html/body/main/form/div/button'),
  );
}

it('a push to the default branch saves the baseline, and a pull request restores it and reports drift', async () => {
  const push = await newJob({ event: pushEvent('main', 'main') });
  const onPush = await push.runAll();
  expect(onPush.main?.exitCode, onPush.main?.stdout).toBe(0);
  expect(Object.values(await driftOf(onPush.main?.outputs['report']))).toEqual(['unknown', 'unknown', 'unknown']);
  expect(onPush.post?.exitCode, onPush.post?.stdout).toBe(0);
  expect(cache.saved).toHaveLength(1);
  expect(cache.saved[0]).toMatch(/^page-selector-baseline-v1-[0-9a-f]{16}-main-4242-1$/);

  const pr = await newJob({ event: pullRequestEvent({ base: 'main' }), sameMachineAs: push });
  await moveSignInButton(pr);
  const onPr = await pr.runAll();
  expect(onPr.main?.exitCode, onPr.main?.stdout).toBe(0);
  expect(await driftOf(onPr.main?.outputs['report'])).toEqual({
    'sign-in-button': expect.stringMatching(/^(moved|changed)$/),
    'email-field': 'stable',
    'forgot-password-link': 'stable',
  });
  expect(onPr.main?.outputs['drifted']).toBe('1');
  expect(cache.lookups.at(-1)?.[0]).toMatch(/^page-selector-baseline-v1-[0-9a-f]{16}-main-$/);

  // Never from a pull request: the baseline stays what the default branch found.
  expect(onPr.post?.exitCode).toBe(0);
  expect(cache.saved).toHaveLength(1);
});

it('fail-on: drift fails a pull request whose selectors still match but found another element', async () => {
  const push = await newJob({ event: pushEvent('main', 'main') });
  await push.runAll();
  const pr = await newJob({ event: pullRequestEvent(), inputs: { 'fail-on': 'drift' }, sameMachineAs: push });
  await moveSignInButton(pr);
  const main = await pr.run('main');
  expect(main.exitCode).toBe(1);
  expect(main.outputs).toMatchObject({ mismatched: '0', drifted: '1' });
  expect(main.annotations.find((a) => a.level === 'error' && a.file === undefined)?.message).toContain('1 drifted');
});

it('a push to another branch does not save the baseline', async () => {
  const job = await newJob({ event: pushEvent('feature', 'main') });
  const { post } = await job.runAll();
  expect(post?.exitCode).toBe(0);
  expect(cache.saved).toEqual([]);
});

it('a cache service that fails only warns: the check runs and passes without a baseline', async () => {
  cache.failWith(400);
  const pr = await newJob({ event: pullRequestEvent() });
  const main = await pr.run('main');
  expect(main.exitCode, main.stdout).toBe(0);
  expect(main.annotations.filter((a) => a.level === 'error')).toEqual([]);
  expect(main.annotations.some((a) => a.level === 'warning')).toBe(true);
  expect(Object.values(await driftOf(main.outputs['report']))).toEqual(['unknown', 'unknown', 'unknown']);

  const push = await newJob({ event: pushEvent('main', 'main') });
  const { post } = await push.runAll();
  expect(post?.exitCode).toBe(0);
  expect(post?.annotations.some((a) => a.level === 'warning')).toBe(true);
});

it('a pull request into a branch with no baseline of its own falls back, through the restore-key, to the newest one', async () => {
  const push = await newJob({ event: pushEvent('main', 'main') });
  await push.runAll();
  expect(cache.saved).toHaveLength(1);

  const pr = await newJob({ event: pullRequestEvent({ base: 'release/2.x' }), sameMachineAs: push });
  const main = await pr.run('main');
  expect(main.exitCode, main.stdout).toBe(0);
  const [exact, restoreKey] = cache.lookups.at(-1) ?? [];
  expect(exact).toMatch(/^page-selector-baseline-v1-[0-9a-f]{16}-release\/2\.x-$/);
  expect(restoreKey).toBe(exact?.replace('release/2.x-', ''));
  expect(Object.values(await driftOf(main.outputs['report']))).toEqual(['stable', 'stable', 'stable']);
});
