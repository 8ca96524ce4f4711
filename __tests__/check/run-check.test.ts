/**
 * The check pipeline end to end against the real reference service on loopback, with a
 * real SQLite file.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFromReport } from '../../src/check/drift.ts';
import { ManifestError } from '../../src/check/manifest.ts';
import { CheckAbortedError, runCheck, type CheckOptions } from '../../src/check/run-check.ts';
import type { CheckLog, SourcePosition } from '../../src/check/types.ts';
import { createClient, type PageSelectorClient } from '../../src/client/index.ts';
import { closedPort } from '../helpers/ports.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { createProject, LOGIN_HTML, MISMATCH_SELECTOR, PASSING_SELECTORS, type Project } from './project.ts';

/** A log that keeps what it was told, for assertions. */
function recordingLog() {
  const lines = { info: [] as string[], warning: [] as string[], error: [] as { message: string; where?: SourcePosition }[], groups: [] as string[] };
  const log: CheckLog = {
    info: (message) => void lines.info.push(message),
    warning: (message) => void lines.warning.push(message),
    error: (message, where) => void lines.error.push({ message, where }),
    group: (title, fn) => {
      lines.groups.push(title);
      return fn();
    },
  };
  return { log, lines };
}

describe('runCheck against the reference service', () => {
  let service: TestService;
  let client: PageSelectorClient;
  let project: Project;

  beforeAll(async () => {
    service = await startTestService();
    client = service.client;
    project = await createProject();
  });

  afterAll(async () => {
    await service?.close();
    if (project) await rm(project.dir, { recursive: true, force: true });
  });

  async function check(overrides: Partial<CheckOptions> = {}) {
    const session = await client.createSession({ workflow_name: 'check-e2e', is_training: false });
    const { log, lines } = recordingLog();
    const report = await runCheck({
      manifestPath: project.manifestPath,
      client,
      sessionId: session.id,
      baseUrl: service.url,
      concurrency: 4,
      baseline: null,
      log,
      ...overrides,
    });
    return { report, lines, session };
  }

  it('passes every selector whose expectation matches, uploading the snapshot and every resource it loads', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    const { report, lines, session } = await check();
    expect(report.selectors.map((s) => [s.name, s.status, s.message])).toEqual([
      ['sign-in-button', 'pass', ''],
      ['email-field', 'pass', ''],
      ['heading', 'pass', ''],
      ['no-captcha', 'pass', ''],
    ]);
    expect(report.totals).toEqual({ total: 4, passed: 4, mismatched: 0, errored: 0, drifted: 0 });
    expect(report.session_id).toBe(session.id);
    // app.css, theme.css (@import), bg.png (url()), inter.woff2 (preload and @font-face, once), app.js, logo.png.
    expect(report.uploads.resources).toBe(6);
    expect(report.uploads.page_states).toBe(1);
    expect(report.warnings).toEqual([expect.stringContaining('login_files/nowhere.png')]);
    expect(report.selectors.every((s) => s.page_selector_id !== null && s.drift === 'unknown')).toBe(true);
    expect(lines.groups).toEqual(['Load the manifest', 'Upload snapshots and resources', 'Predict 4 selector(s)']);
    expect(lines.info).toContain('predict 4/4');
    expect(lines.error).toEqual([]);

    const states = await client.listPageStates({ session_id: session.id });
    expect(states.items).toEqual([expect.objectContaining({ url: 'https://app.example.com/login', field_values: [{ identifier: 'sl-email', value: 'ada@example.com', checked: null }] })]);
  });

  it('a second run uploads no resource bytes', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    await check();
    const { report } = await check();
    expect(report.uploads).toMatchObject({ resources: 6, reused: 6, uploaded: 0, uploaded_bytes: 0, page_states: 1 });
  });

  it('reports a mismatch with expected and got, and annotates it at its manifest line', async () => {
    await project.writeSelectors(PASSING_SELECTORS + MISMATCH_SELECTOR);
    const { report, lines } = await check();
    const wrong = report.selectors.find((s) => s.name === 'wrong-expectation')!;
    expect(wrong.status).toBe('mismatch');
    expect(wrong.expected).toEqual({ identifiers: ['sl-email'], xpaths: ['/html/body/main/form/input[1]'] });
    expect(wrong.got.identifiers).not.toContain('sl-email');
    expect(wrong.message).toContain('expected sl-email');
    // The service's explain answer travels with the mismatch: what it found, and how sure it was.
    expect(wrong.candidates[0]).toMatchObject({ identifier: wrong.got.identifiers[0], xpath: wrong.got.xpaths[0] });
    expect(wrong.candidates[0]!.score).toBeGreaterThan(0);
    expect(wrong.message).toContain('closest candidate');
    expect(report.totals).toMatchObject({ total: 5, passed: 4, mismatched: 1 });
    expect(lines.error).toEqual([
      { message: expect.stringContaining('selector "wrong-expectation" mismatch'), where: { file: project.manifestPath, line: await project.lineOf('name: wrong-expectation'), column: 5 } },
    ]);
  });

  it('computes drift against the baseline of a previous run', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    const first = await check();
    const baseline = baselineFromReport(first.report);
    delete baseline['email-field'];
    const { report } = await check({ baseline });
    expect(Object.fromEntries(report.selectors.map((s) => [s.name, s.drift]))).toEqual({
      'sign-in-button': 'stable',
      'email-field': 'new',
      heading: 'stable',
      'no-captcha': 'stable',
    });
    expect(report.selectors[0]!.baseline).toEqual(first.report.selectors[0]!.got);
  });

  it('uploads nothing when the manifest is bad', async () => {
    const before = await client.listPageResources({ limit: 100 });
    await project.writeSelectors(PASSING_SELECTORS.replace('snapshot: login', 'snapshot: logni'));
    const session = await client.createSession({ workflow_name: 'check-e2e-bad', is_training: false });
    const attempt = runCheck({ manifestPath: project.manifestPath, client, sessionId: session.id, baseUrl: service.url, concurrency: 2, baseline: null, log: recordingLog().log });
    await expect(attempt).rejects.toBeInstanceOf(ManifestError);
    await expect(attempt).rejects.toMatchObject({ problems: [expect.objectContaining({ line: 9, message: expect.stringContaining('did you mean "login"?') })] });
    expect((await client.listPageStates({ session_id: session.id })).count).toBe(0);
    expect((await client.listPageResources({ limit: 100 })).count).toBe(before.count);
  });

  it('reports a missing snapshot file at the line that names it', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    const text = await readFile(project.manifestPath, 'utf8');
    await writeFile(project.manifestPath, text.replace('../e2e/snapshots/login.html', '../e2e/snapshots/logon.html'));
    const session = await client.createSession({ workflow_name: 'check-e2e-bad', is_training: false });
    const attempt = runCheck({ manifestPath: project.manifestPath, client, sessionId: session.id, baseUrl: service.url, concurrency: 2, baseline: null, log: recordingLog().log });
    await expect(attempt).rejects.toMatchObject({
      problems: [expect.objectContaining({ line: 4, column: 11, message: expect.stringMatching(/no such file .*logon\.html.*did you mean .*login\.html/) })],
    });
  });

  it('reconciles each resource by the md5 of its base64 text before uploading, and gives the page state every resource it loads', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    // A fresh service, so that every resource is missing and uploaded once.
    const fresh = await startTestService();
    const freshClient = fresh.client;
    const calls: string[] = [];
    const hashes = new Map<string, string>();
    const recording: PageSelectorClient = {
      ...freshClient,
      reconcilePageResource: (body) => {
        calls.push(`reconcile ${body.url}`);
        hashes.set(body.url, body.hash);
        return freshClient.reconcilePageResource(body);
      },
      createPageResource: (body) => {
        calls.push(`upload ${body.url}`);
        return freshClient.createPageResource(body);
      },
    };
    try {
      const session = await freshClient.createSession({ workflow_name: 'check-e2e', is_training: false });
      const report = await runCheck({ manifestPath: project.manifestPath, client: recording, sessionId: session.id, baseUrl: fresh.url, concurrency: 1, baseline: null, log: recordingLog().log });
      expect(report.totals.passed).toBe(4);

      // With one call at a time the order is plain: each upload right after its own reconcile.
      expect(calls).toHaveLength(12);
      for (let i = 0; i < calls.length; i += 2) {
        expect(calls[i + 1]).toBe(calls[i]!.replace('reconcile', 'upload'));
      }
      const css = await readFile(path.join(project.dir, 'e2e', 'snapshots', 'login_files', 'app.css'));
      expect(hashes.get('https://app.example.com/login_files/app.css')).toBe(createHash('md5').update(css.toString('base64')).digest('hex'));

      // The page state was created with every one of them in allowed_resource_ids.
      const [state] = (await freshClient.listPageStates({ session_id: session.id })).items;
      const uploaded = (await freshClient.listPageResources({ limit: 100 })).items;
      const allowed = (await freshClient.listPageResources({ limit: 100, page_state_id: state?.id ?? '' })).items;
      expect(uploaded).toHaveLength(6);
      expect(allowed.map((r) => r.id).sort()).toEqual(uploaded.map((r) => r.id).sort());
    } finally {
      await fresh.close();
    }
  });

  it('keeps at most `concurrency` uploads and predict calls in flight', async () => {
    await project.writeSelectors(PASSING_SELECTORS + MISMATCH_SELECTOR);
    const inFlight = { now: 0, most: 0 };
    const counted = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        inFlight.now++;
        inFlight.most = Math.max(inFlight.most, inFlight.now);
        try {
          // Held a moment so that calls overlap whenever the pipeline lets them.
          await new Promise((resolve) => setTimeout(resolve, 5));
          return await call(...args);
        } finally {
          inFlight.now--;
        }
      };
    const counting: PageSelectorClient = {
      ...client,
      reconcilePageResource: counted(client.reconcilePageResource),
      createPageResource: counted(client.createPageResource),
      createPageState: counted(client.createPageState),
      predict: counted(client.predict),
    };
    const { report } = await check({ client: counting, concurrency: 2 });
    expect(report.totals.total).toBe(5);
    expect(inFlight.most).toBe(2);

    inFlight.most = 0;
    await check({ client: counting, concurrency: 1 });
    expect(inFlight.most).toBe(1);
  });

  it('pings the session at a steady interval for as long as the work takes', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    let pings = 0;
    let predicting = false;
    const pingsDuringPredict: number[] = [];
    const slow: PageSelectorClient = {
      ...client,
      pingSession: (id) => {
        pings++;
        if (predicting) pingsDuringPredict.push(pings);
        return client.pingSession(id);
      },
      // The first predict waits until three more pings came: it returns only if pinging goes on while the run is busy.
      predict: async (body) => {
        if (!predicting) {
          predicting = true;
          const target = pings + 3;
          while (pings < target) await new Promise((resolve) => setTimeout(resolve, 2));
        }
        return client.predict(body);
      },
    };
    await check({ client: slow, pingIntervalMs: 10, concurrency: 1 });
    expect(pingsDuringPredict.length).toBeGreaterThanOrEqual(3);
    const settled = pings;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(pings, 'no ping after the run').toBe(settled);
  });

  it('pings the session while it works', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    let pings = 0;
    const counting: PageSelectorClient = {
      ...client,
      pingSession: (id) => {
        pings++;
        return client.pingSession(id);
      },
    };
    await check({ client: counting, pingIntervalMs: 1 });
    expect(pings).toBeGreaterThan(0);
    const settled = pings;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pings).toBe(settled);
  });

  it('marks the selectors of a snapshot the service refused as errors, and checks the others', async () => {
    const small = await startTestService({ maxBodyBytes: 8 * 1024 });
    const smallClient = small.client;
    try {
      await writeFile(path.join(project.dir, 'e2e', 'snapshots', 'big.html'), LOGIN_HTML.replace('<main>', `<main><!-- ${'x'.repeat(16 * 1024)} -->`));
      await writeFile(
        project.manifestPath,
        `version: 1
snapshots:
  login:
    file: ../e2e/snapshots/login.html
    url: https://app.example.com/login
  big:
    file: ../e2e/snapshots/big.html
    url: https://app.example.com/big
selectors:
  - { name: small-sign-in, snapshot: login, text: the Sign in button, expect: { identifier: sl-submit } }
  - { name: big-sign-in, snapshot: big, text: the Sign in button, expect: { identifier: sl-submit } }
`,
      );
      const session = await smallClient.createSession({ workflow_name: 'check-e2e', is_training: false });
      const { log, lines } = recordingLog();
      const report = await runCheck({ manifestPath: project.manifestPath, client: smallClient, sessionId: session.id, baseUrl: small.url, concurrency: 2, baseline: null, log });
      expect(report.selectors.map((s) => [s.name, s.status])).toEqual([
        ['small-sign-in', 'pass'],
        ['big-sign-in', 'error'],
      ]);
      expect(report.selectors[1]!.message).toMatch(/snapshot "big" .* could not be uploaded: .*413/);
      expect(report.totals).toMatchObject({ passed: 1, errored: 1 });
      expect(lines.error[0]).toMatchObject({ where: { line: 7 } });
    } finally {
      await small.close();
    }
  });

  it('stops at once with one clear message when the token is wrong', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    const session = await client.createSession({ workflow_name: 'check-e2e', is_training: false });
    const intruder = service.clientFor('not-the-token');
    const attempt = runCheck({ manifestPath: project.manifestPath, client: intruder, sessionId: session.id, baseUrl: service.url, concurrency: 2, baseline: null, log: recordingLog().log });
    await expect(attempt).rejects.toBeInstanceOf(CheckAbortedError);
    await expect(attempt).rejects.toThrow(/rejected the token \(401\)/);
  });

  it('stops at once with one clear message when the service cannot be reached', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    // Nothing listens there: the connection is refused.
    const url = `http://127.0.0.1:${await closedPort()}`;
    const unreachable = createClient({ baseUrl: url, token: service.token, retry: { attempts: 1 } });
    try {
      const attempt = runCheck({ manifestPath: project.manifestPath, client: unreachable, sessionId: 'any', baseUrl: url, concurrency: 2, baseline: null, log: recordingLog().log });
      await expect(attempt).rejects.toBeInstanceOf(CheckAbortedError);
      await expect(attempt).rejects.toThrow(/cannot reach the Page-Selector service/);
    } finally {
      await unreachable.close();
    }
  });

  it('stops with a clear message when the session was ended', async () => {
    await project.writeSelectors(PASSING_SELECTORS);
    const session = await client.createSession({ workflow_name: 'check-e2e', is_training: false });
    await client.endSession(session.id);
    const attempt = runCheck({ manifestPath: project.manifestPath, client, sessionId: session.id, baseUrl: service.url, concurrency: 2, baseline: null, log: recordingLog().log });
    await expect(attempt).rejects.toThrow(/session is no longer open/);
  });
});
