/**
 * The bundled pre, main and post run as the runner runs them, against the real
 * reference service on loopback: the paths a workflow takes when the check runs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/types.ts';
import { manifestLineOf, STACK_FRAME, type Job } from './runner.ts';
import { sessionState, useJobsOnTestService } from './service.ts';

const MANIFEST = '.github/page-selectors.yml';

const e2e = useJobsOnTestService();
const { newJob } = e2e;

async function reportOf(file: string | undefined): Promise<CheckReport> {
  expect(file, 'the report output').toBeTruthy();
  return JSON.parse(await readFile(file ?? '', 'utf8')) as CheckReport;
}

/** Rewrites the fixture manifest in the job's workspace. */
async function editManifest(job: Job, edit: (text: string) => string): Promise<void> {
  const file = path.join(job.workspace, MANIFEST);
  await writeFile(file, edit(await readFile(file, 'utf8')));
}

describe('a workflow whose selectors all still match', () => {
  it('passes, sets the outputs, writes the summary and ends the session it opened', async () => {
    const job = await newJob();
    const pre = await job.run('pre');
    expect(pre.exitCode).toBe(0);
    const sessionId = pre.state['session_id'];
    expect(sessionId).toBeTruthy();
    expect(pre.exported).toEqual({ PAGE_SELECTOR_SESSION_ID: sessionId, PAGE_SELECTOR_BASE_URL: e2e.service.url });
    expect(await sessionState(e2e.service.client, sessionId ?? '')).toBe('open');
    // A check session, not a training one (spec: SessionCreate.is_training).
    expect(await e2e.service.client.getSession(sessionId ?? '')).toMatchObject({ is_training: false });

    const main = await job.run('main');
    expect(main.exitCode, main.stdout).toBe(0);
    expect(Object.keys(main.outputs).sort()).toEqual(['drifted', 'mismatched', 'passed', 'report', 'session-id', 'total']);
    // The log is grouped by stage, with progress lines.
    expect(main.stdout.match(/^::group::.*$/gm)).toEqual([
      '::group::Load the manifest',
      '::group::Upload snapshots and resources',
      '::group::Predict 3 selector(s)',
    ]);
    expect(main.stdout).toMatch(/^resources 5\/5$/m);
    expect(main.stdout).toMatch(/^predict 3\/3$/m);
    expect(main.outputs).toMatchObject({ 'session-id': sessionId, total: '3', passed: '3', mismatched: '0', drifted: '0' });
    const report = await reportOf(main.outputs['report']);
    expect(report.session_id).toBe(sessionId);
    expect(report.selectors.map((s) => [s.name, s.status])).toEqual([
      ['sign-in-button', 'pass'],
      ['email-field', 'pass'],
      ['forgot-password-link', 'pass'],
    ]);
    expect(report.uploads.uploaded).toBeGreaterThan(0);
    expect(main.outputs['report']?.startsWith(job.runnerTemp)).toBe(true);
    expect(main.annotations.filter((a) => a.level === 'error')).toEqual([]);

    const post = await job.run('post');
    expect(post.exitCode, post.stdout).toBe(0);
    expect(post.summary).toContain('## Page selectors: all 3 passed');
    expect(post.summary).toMatch(/<details><summary>3 passing selector\(s\)<\/summary>[\s\S]*sign-in-button[\s\S]*<\/details>/);
    // The report file goes with RUNNER_TEMP: the summary says so and how to keep it.
    expect(post.summary).toContain(`Full report: \`${main.outputs['report']}\`, the step's \`report\` output.`);
    expect(post.summary).toContain('actions/upload-artifact');
    expect(await sessionState(e2e.service.client, sessionId ?? '')).toBe('ended');
  });

  it('masks the token and never prints it', async () => {
    const job = await newJob();
    const steps = Object.values(await job.runAll()).filter((s) => s !== undefined);
    for (const step of steps) {
      expect(step.masked, `${step.step} masks the token`).toContain(e2e.service.token);
      const withoutMaskCommands = step.stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n');
      expect(withoutMaskCommands + step.stderr).not.toContain(e2e.service.token);
    }
  });
});

describe('a selector that no longer finds its element', () => {
  it('fails the job with an annotation at the selector in the manifest', async () => {
    const job = await newJob();
    await editManifest(job, (text) => text.replace('xpath: /html/body/main/form/button', 'xpath: /html/body/main/h1'));

    const { main, post } = await job.runAll();
    expect(main?.exitCode).toBe(1);
    expect(main?.outputs).toMatchObject({ total: '3', passed: '2', mismatched: '1' });
    const annotation = main?.annotations.find((a) => a.level === 'error' && a.file !== undefined);
    expect(annotation).toMatchObject({ file: MANIFEST, line: await manifestLineOf(job, '- name: sign-in-button') });
    expect(annotation?.message).toContain('sign-in-button');
    // The job's failure reason is one line that says what failed.
    const failure = main?.annotations.find((a) => a.level === 'error' && a.file === undefined);
    expect(failure?.message).toMatch(/^page-selector: 1 mismatched of 3 selectors \(fail-on: mismatch\)/);
    expect(failure?.message).not.toContain('\n');
    expect(main?.stdout).not.toMatch(STACK_FRAME);

    expect(post?.exitCode).toBe(0);
    expect(post?.summary).toContain('sign-in-button');
  });

  it('of a dozen mismatches, annotates the first 10 at their selectors and counts the rest in the log', async () => {
    const job = await newJob();
    const wrong = Array.from({ length: 12 }, (_, i) => `  - name: wrong-${i + 1}\n    snapshot: login\n    text: the Sign in button\n    expect:\n      identifier: sl-password\n`);
    await editManifest(job, (text) => `${text.trimEnd()}\n${wrong.join('')}`);

    const main = await job.run('main');
    expect(main.exitCode).toBe(1);
    expect(main.outputs).toMatchObject({ total: '15', passed: '3', mismatched: '12' });
    const atSelectors = main.annotations.filter((a) => a.level === 'error' && a.file === MANIFEST);
    const lines = await Promise.all(Array.from({ length: 10 }, (_, i) => manifestLineOf(job, `- name: wrong-${i + 1}`)));
    expect(atSelectors.map((a) => [a.line, a.message.match(/selector "([^"]+)"/)?.[1]])).toEqual(
      lines.map((line, i) => [line, `wrong-${i + 1}`]),
    );
    expect(main.stdout).toContain('2 more failing selector(s) are in the report');
  });

  it('passes anyway with fail-on: never', async () => {
    const job = await newJob({ inputs: { 'fail-on': 'never' } });
    await editManifest(job, (text) => text.replace('xpath: /html/body/main/form/button', 'xpath: /html/body/main/h1'));
    const main = await job.run('main');
    expect(main.exitCode).toBe(0);
    expect(main.outputs['mismatched']).toBe('1');
  });
});

describe('main failing', () => {
  it('on a broken manifest: reports each problem at its file, line and column as an annotation and a log line, uploads nothing, and post still ends the session', async () => {
    const job = await newJob();
    await editManifest(job, (text) =>
      text
        .replace('    snapshot: login\n    text: the Email', '    snapshot: logon\n    text: the Email')
        .replace('      css: "a.forgot"', '      css: "a.forgot"\n      xpath: /html/body/main/form/a'),
    );

    const pre = await job.run('pre');
    const main = await job.run('main');
    expect(main.exitCode).toBe(1);
    const logonLine = await manifestLineOf(job, 'snapshot: logon');
    const expectLine = await manifestLineOf(job, 'css: "a.forgot"');
    const problems = main.annotations.filter((a) => a.level === 'error' && a.file === MANIFEST);
    expect(problems).toEqual([
      { level: 'error', file: MANIFEST, line: logonLine, col: 15, message: expect.stringContaining('unknown snapshot "logon"; did you mean "login"?') },
      { level: 'error', file: MANIFEST, line: expectLine, col: 7, message: expect.stringContaining('`expect` has several keys (css, xpath); keep exactly one') },
    ]);
    // The same problems as plain log lines, place first, for a reader of the raw log.
    const logLines = main.stdout.split('\n').filter((line) => line.startsWith(`${MANIFEST}:`));
    expect(logLines).toEqual([
      expect.stringMatching(new RegExp(`^${MANIFEST}:${logonLine}:15: .*unknown snapshot "logon"`)),
      expect.stringMatching(new RegExp(`^${MANIFEST}:${expectLine}:7: .*several keys`)),
    ]);
    expect(main.stdout).toMatch(/The manifest has 2 problems .*nothing was uploaded/);
    expect(main.stdout).not.toMatch(STACK_FRAME);
    expect((await e2e.service.client.listPageResources()).count).toBe(0);
    expect((await e2e.service.client.listPageStates({ session_id: pre.state['session_id'] ?? '' })).count).toBe(0);

    const post = await job.run('post');
    expect(post.exitCode).toBe(0);
    expect(post.summary).toContain('no report');
    expect(await sessionState(e2e.service.client, pre.state['session_id'] ?? '')).toBe('ended');
  });

  it('on a snapshot outside the workspace: refuses it at its manifest line and uploads nothing', async () => {
    const job = await newJob();
    const outside = path.join(job.runnerTemp, 'elsewhere.html');
    await writeFile(outside, '<html><body><p>not part of the checkout</p></body></html>');
    await editManifest(job, (text) => text.replace('    file: snapshots/login.html', `    file: ${outside}`));

    const pre = await job.run('pre');
    const main = await job.run('main');
    expect(main.exitCode).toBe(1);
    const problems = main.annotations.filter((a) => a.level === 'error' && a.file === MANIFEST);
    expect(problems).toEqual([
      expect.objectContaining({ line: await manifestLineOf(job, `file: ${outside}`), message: expect.stringContaining('is outside the repository') }),
    ]);
    expect(main.stdout).not.toMatch(STACK_FRAME);
    expect((await e2e.service.client.listPageStates({ session_id: pre.state['session_id'] ?? '' })).count).toBe(0);
    await job.run('post');
  });

  it('on a bad input: names the input and what it accepts', async () => {
    const job = await newJob({ inputs: { concurrency: 'lots' } });
    const { pre, main, post } = await job.runAll();
    expect(pre?.exitCode).toBe(0);
    expect(main?.exitCode).toBe(1);
    expect(main?.annotations).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Input "concurrency" must be a whole number from 1 to 64, got "lots"' }),
    );
    expect(post?.exitCode).toBe(0);
    expect((await e2e.service.client.listSessions()).count).toBe(0);
  });

  it('on fail-on with an unknown value: names the input and its values', async () => {
    const job = await newJob({ inputs: { 'fail-on': 'sometimes' } });
    const main = await job.run('main');
    expect(main.exitCode).toBe(1);
    expect(main.stdout).toContain('Input "fail-on" must be one of mismatch, drift, never; got "sometimes"');
  });
});

describe('ending sessions', () => {
  it('post ends only the session this Action opened, not one another step put in the environment', async () => {
    const other = await e2e.service.client.createSession({ workflow_name: 'another-tool', is_training: false });
    const job = await newJob({ env: { PAGE_SELECTOR_SESSION_ID: other.id } });
    const { pre, post } = await job.runAll();
    expect(post?.exitCode).toBe(0);
    expect(await sessionState(e2e.service.client, pre?.state['session_id'] ?? '')).toBe('ended');
    expect(await sessionState(e2e.service.client, other.id)).toBe('open');
  });
});

describe('a cancelled run', () => {
  it('post still ends the session main opened before it was stopped', async () => {
    const job = await newJob();
    const main = await job.run('main', { cancelWhen: (stdout) => /Session \S+ \(\S+\) created/.test(stdout) });
    expect(main.exitCode).not.toBe(0);
    const sessionId = job.state['session_id'] ?? '';
    expect(sessionId).toBeTruthy();

    const post = await job.run('post');
    expect(post.exitCode, post.stdout).toBe(0);
    expect(await sessionState(e2e.service.client, sessionId)).toBe('ended');
  });
});

describe('without the pre step (the runner skips it for `uses: ./`)', () => {
  it('main opens the session itself and post ends it', async () => {
    const job = await newJob();
    const main = await job.run('main');
    expect(main.exitCode, main.stdout).toBe(0);
    const sessionId = main.outputs['session-id'] ?? '';
    expect(main.state).toMatchObject({ session_id: sessionId, session_created_by: 'main' });
    expect(main.exported['PAGE_SELECTOR_SESSION_ID']).toBe(sessionId);

    const post = await job.run('post');
    expect(post.exitCode).toBe(0);
    expect(await sessionState(e2e.service.client, sessionId)).toBe('ended');
  });
});

describe('a second run of the same snapshots', () => {
  it('uploads no resource bytes', async () => {
    const first = await newJob();
    const firstReport = await reportOf((await first.runAll()).main?.outputs['report']);
    expect(firstReport.uploads.uploaded_bytes).toBeGreaterThan(0);

    const second = await newJob();
    const secondReport = await reportOf((await second.runAll()).main?.outputs['report']);
    expect(secondReport.session_id).not.toBe(firstReport.session_id);
    expect(secondReport.uploads).toMatchObject({ uploaded: 0, uploaded_bytes: 0, reused: firstReport.uploads.resources });
    expect(secondReport.totals.passed).toBe(3);
  });
});
