import { afterEach, describe, expect, test } from 'vitest';
import { ApiError } from '../../src/client/index.ts';
import { LOGIN_PAGE, UUID, startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
afterEach(async () => { await t?.close(); });

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('sessions (spec endpoints 4-7)', () => {
  test('a session has exactly the spec fields, a UUID id and a readable name', async () => {
    t = await startTestService();
    const session = await t.client.createSession({ workflow_name: 'checkout', is_training: false });
    expect(Object.keys(session).sort()).toEqual(['id', 'is_training', 'session_name', 'workflow_id']);
    expect(session.id).toMatch(UUID);
    expect(session.workflow_id).toMatch(UUID);
    expect(session.session_name).toBe('checkout-1');
    expect(await t.client.getSession(session.id)).toEqual(session);
  });

  test('the same workflow name reuses the workflow and counts sessions', async () => {
    t = await startTestService();
    const first = await t.client.createSession({ workflow_name: 'login', is_training: true });
    const second = await t.client.createSession({ workflow_name: 'login', is_training: false });
    const other = await t.client.createSession({ workflow_name: 'search', is_training: false });
    expect(second.workflow_id).toBe(first.workflow_id);
    expect(other.workflow_id).not.toBe(first.workflow_id);
    expect([first.session_name, second.session_name, other.session_name]).toEqual(['login-1', 'login-2', 'search-1']);
  });

  test('ping keeps an open session open and says until when', async () => {
    t = await startTestService({ sessionTimeoutMs: 60_000 });
    const session = await t.client.createSession({ workflow_name: 'w', is_training: false });
    const before = Date.now();
    const status = await t.client.pingSession(session.id);
    expect(Object.keys(status).sort()).toEqual(['expires_at', 'id', 'state', 'state_since']);
    expect(status.id).toBe(session.id);
    expect(status.state).toBe('open');
    expect(Date.parse(status.expires_at!)).toBeGreaterThanOrEqual(before + 60_000);
  });

  test('end moves a session to ended; later pings, ends and uploads get 409 naming the state and since when', async () => {
    t = await startTestService();
    const session = await t.client.createSession({ workflow_name: 'w', is_training: false });
    const ended = await t.client.endSession(session.id);
    expect(ended).toMatchObject({ id: session.id, state: 'ended', expires_at: null });

    for (const attempt of [
      t.client.pingSession(session.id),
      t.client.endSession(session.id),
      t.client.createPageState({ session_id: session.id, url: 'https://example.test/', content: LOGIN_PAGE, field_values: [], allowed_resource_ids: [] }),
    ]) {
      const error = await apiError(attempt);
      expect(error.status).toBe(409);
      expect(error.detail).toContain(`is ended since ${ended.state_since}`);
    }
  });

  test('a session without a ping for the timeout is closed, and stays closed after a restart', async () => {
    t = await startTestService({ sessionTimeoutMs: 300 });
    const idle = await t.client.createSession({ workflow_name: 'w', is_training: false });
    const pinged = await t.client.createSession({ workflow_name: 'w', is_training: false });
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 120));
      await t.client.pingSession(pinged.id);
    }
    const error = await apiError(t.client.pingSession(idle.id));
    expect(error.status).toBe(409);
    expect(error.detail).toMatch(/is closed since .*no ping/);

    await t.restart({ sessionTimeoutMs: 24 * 3600_000 });
    const afterRestart = await apiError(t.client.endSession(idle.id));
    expect(afterRestart.status).toBe(409);
    expect(afterRestart.detail).toContain('is closed since');
    expect((await t.client.pingSession(pinged.id)).state).toBe('open');
  });

  test('expiry is computed from the last ping even when the service was down meanwhile', async () => {
    t = await startTestService({ sessionTimeoutMs: 200 });
    const session = await t.client.createSession({ workflow_name: 'w', is_training: false });
    await t.service.close();
    await new Promise((r) => setTimeout(r, 300));
    await t.restart({ sessionTimeoutMs: 200 });
    expect((await apiError(t.client.pingSession(session.id))).status).toBe(409);
  });

  test('an unknown session id is a 404', async () => {
    t = await startTestService();
    const error = await apiError(t.client.getSession(crypto.randomUUID()));
    expect(error.status).toBe(404);
    expect((await apiError(t.client.pingSession('not-a-uuid'))).status).toBe(404);
  });
});

test('a workflow_name with a control character is a 422 naming workflow_name', async () => {
  t = await startTestService();
  const error = await apiError(t.client.createSession({ workflow_name: 'nightly\n::error::x', is_training: false }));
  expect(error.status).toBe(422);
  expect(error.detail).toEqual([{ loc: ['body', 'workflow_name'], msg: expect.stringContaining('U+000A (line feed) after "nightly"'), type: 'string_pattern_mismatch' }]);
  expect((await t.client.listSessions()).count).toBe(0);
});
