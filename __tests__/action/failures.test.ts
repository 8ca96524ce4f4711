/**
 * When the service cannot be used: each case gets one clear message, never a stack
 * trace, and a fork pull request (no secrets) skips without failing.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { closedPort } from '../helpers/ports.ts';
import { pullRequestEvent, STACK_FRAME, type StepResult } from './runner.ts';
import { useJobsOnTestService } from './service.ts';

const e2e = useJobsOnTestService();
const { newJob } = e2e;

function expectNoStackTrace(...steps: (StepResult | undefined)[]): void {
  for (const step of steps) {
    expect(step?.stdout).not.toMatch(STACK_FRAME);
    expect(step?.stderr).not.toMatch(STACK_FRAME);
  }
}

/** Nothing the steps print shows any of `secrets`, apart from the `::add-mask::` lines that ask the runner to hide them. */
function expectNeverPrinted(secrets: string[], ...steps: (StepResult | undefined)[]): void {
  for (const step of steps) {
    const printed = (step?.stdout ?? '').replace(/^::add-mask::.*$/gm, '') + (step?.stderr ?? '');
    for (const secret of secrets) expect(printed).not.toContain(secret);
  }
}

it('an unreachable service: pre warns, main fails saying it cannot reach the address, post stays quiet', async () => {
  const baseUrl = `http://127.0.0.1:${await closedPort()}`;
  const job = await newJob({ inputs: { 'base-url': baseUrl } });
  const { pre, main, post } = await job.runAll();

  expect(pre?.exitCode).toBe(0);
  expect(pre?.annotations).toContainEqual(
    expect.objectContaining({ level: 'warning', message: expect.stringContaining(`Cannot reach the Page-Selector service at ${baseUrl}`) }),
  );
  expect(pre?.state['pre_failure']).toContain('Cannot reach');

  expect(main?.exitCode).toBe(1);
  const failure = main?.annotations.filter((a) => a.level === 'error') ?? [];
  expect(failure).toHaveLength(1);
  expect(failure[0]?.message).toMatch(new RegExp(`^Cannot reach the Page-Selector service at ${baseUrl} .*Check the "base-url" input`));

  expect(post?.exitCode).toBe(0);
  expectNoStackTrace(pre, main, post);
});

it('a wrong token: main fails saying the token was rejected, and the token is never printed', async () => {
  const wrong = 'not-the-right-token-123';
  const job = await newJob({ inputs: { token: wrong } });
  const { pre, main, post } = await job.runAll();

  expect(pre?.exitCode).toBe(0);
  expect(main?.exitCode).toBe(1);
  const failure = main?.annotations.find((a) => a.level === 'error');
  expect(failure?.message).toBe(
    `The Page-Selector service at ${e2e.service.url} rejected the token (401). Check the "token" input and the secret it comes from.`,
  );
  expect(post?.exitCode).toBe(0);
  expectNoStackTrace(pre, main, post);
  expectNeverPrinted([wrong], pre, main, post);
  expect((await e2e.service.client.listSessions()).count).toBe(0);
});

it('a malformed token: main fails naming the token input before any request, and the token is never printed', async () => {
  // A secret pasted with a line break in it: it cannot go into an authorization header.
  const pieces = ['malformed-token-part-one', 'malformed-token-part-two'];
  const job = await newJob({ inputs: { token: pieces.join('\n') } });
  const { pre, main, post } = await job.runAll();
  const refusal =
    'Input "token" contains spaces or control characters; a token is one word of visible ASCII characters. ' +
    'Check the secret the input comes from (a pasted line break or space is the usual cause)';

  expect(pre?.exitCode).toBe(0);
  expect(pre?.annotations).toEqual([expect.objectContaining({ level: 'warning', message: `${refusal} The main step will try again.` })]);
  expect(main?.exitCode).toBe(1);
  expect(main?.annotations.filter((a) => a.level === 'error')).toEqual([expect.objectContaining({ message: refusal })]);
  expect(post?.exitCode).toBe(0);
  expectNoStackTrace(pre, main, post);
  expectNeverPrinted(pieces, pre, main, post);
  expect((await e2e.service.client.listSessions()).count).toBe(0);
});

it('a fork pull request without a token: every step skips with a notice and the job passes', async () => {
  const job = await newJob({ inputs: { token: '' }, event: pullRequestEvent({ fork: true }) });
  const { pre, main, post } = await job.runAll();

  for (const step of [pre, main, post]) {
    expect(step?.exitCode).toBe(0);
    expect(step?.annotations.filter((a) => a.level !== 'notice')).toEqual([]);
    expect(step?.stdout).toContain('page-selector skipped: base-url is set but the token is empty');
  }
  expect(main?.annotations).toEqual([
    expect.objectContaining({ level: 'notice', message: expect.stringContaining('fork pull requests') }),
  ]);
  expect(main?.outputs).toEqual({});
  expect((await e2e.service.client.listSessions()).count).toBe(0);
});

it('pre never fails the job: when the embedded service cannot even start, it warns, notes why in state, and main says what is wrong', async () => {
  const job = await newJob({ inputs: { 'base-url': '', token: '' } });
  // RUNNER_TEMP is a file, not a folder: no SQLite file can be made under it.
  const notAFolder = path.join(job.root, 'runner-temp-file');
  await writeFile(notAFolder, 'not a folder');
  job.env['RUNNER_TEMP'] = notAFolder;
  const { pre, main, post } = await job.runAll();

  expect(pre?.exitCode).toBe(0);
  expect(pre?.annotations).toEqual([
    expect.objectContaining({ level: 'warning', message: expect.stringMatching(/^page-selector failed: .*not a directory.* The main step will try again\.$/) }),
  ]);
  expect(pre?.state['pre_failure']).toMatch(/not a directory/);
  expect(pre?.state['session_id']).toBeUndefined();

  expect(main?.exitCode).toBe(1);
  expect(main?.annotations.filter((a) => a.level === 'error')).toEqual([
    expect.objectContaining({ message: expect.stringMatching(/^page-selector failed: .*not a directory/) }),
  ]);
  expect(post?.exitCode).toBe(0);
  expectNoStackTrace(pre, main, post);
});
