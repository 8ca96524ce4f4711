/**
 * The embedded default: with no base-url, each step runs the reference service
 * in-process on loopback, on one SQLite file under RUNNER_TEMP that pre, main and post
 * share, through the same client code as a remote service.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/types.ts';
import { createClient } from '../../src/client/index.ts';
import { startEmbeddedService } from '../../src/service/embedded.ts';
import { Job, STACK_FRAME } from './runner.ts';
import { sessionState } from './service.ts';

const jobs: Job[] = [];
afterEach(async () => {
  await Promise.all(jobs.splice(0).map((job) => job.cleanup()));
});

it('with no base-url the check runs on the embedded service, and post ends the session pre opened there', async () => {
  const job = await Job.create({ inputs: { 'base-url': '', token: '' } });
  jobs.push(job);
  const { pre, main, post } = await job.runAll();

  expect(pre?.exitCode, pre?.stdout).toBe(0);
  const sessionId = pre?.state['session_id'] ?? '';
  expect(sessionId).toBeTruthy();
  // The in-process service is gone when the step ends, so there is no address to hand on.
  expect(pre?.exported).toEqual({ PAGE_SELECTOR_SESSION_ID: sessionId, PAGE_SELECTOR_BASE_URL: '' });

  expect(main?.exitCode, main?.stdout).toBe(0);
  expect(main?.outputs).toMatchObject({ 'session-id': sessionId, total: '3', passed: '3' });
  const report = JSON.parse(await readFile(main?.outputs['report'] ?? '', 'utf8')) as CheckReport;
  expect(report.session_id).toBe(sessionId);
  expect(report.uploads.uploaded).toBeGreaterThan(0);

  expect(post?.exitCode, post?.stdout).toBe(0);
  expect(post?.summary).toContain('sign-in-button');
  for (const step of [pre, main, post]) expect(step?.stdout).not.toMatch(STACK_FRAME);

  // The steps left their data under RUNNER_TEMP: one SQLite file; open it the way they did and look.
  expect(existsSync(path.join(job.runnerTemp, 'page-selector', 'page-selector.sqlite'))).toBe(true);
  const service = await startEmbeddedService({ dir: path.join(job.runnerTemp, 'page-selector') });
  const client = createClient({ baseUrl: service.url, token: service.token });
  try {
    expect(await sessionState(client, sessionId)).toBe('ended');
  } finally {
    await client.close();
    await service.close();
  }
});
