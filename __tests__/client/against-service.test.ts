/**
 * The client's contract against the real reference service: every method, over loopback
 * HTTP, on a real SQLite file, mounted under a path prefix. Typed results come back with
 * the spec's fields; failures come back as ApiError with the service's status and detail.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageQuery, SearchPage } from '../../src/api/types.ts';
import { ApiError, ConnectionError, createClient, md5OfBase64, paginate, type PageSelectorClient } from '../../src/client/index.ts';
import { collect } from '../helpers/collect.ts';
import { startTestService, TOKEN_B, UUID, type TestService } from '../helpers/service.ts';

const LOGIN_PAGE = `<!doctype html><html><head><title>Log in</title></head><body>
<main><h1>Welcome back</h1>
<form><label>Email <input type="email" name="email" sl-identifier="email"></label>
<label>Password <input type="password" name="password" sl-identifier="password"></label>
<button type="submit" sl-identifier="signin">Sign in</button>
<a href="/forgot" sl-identifier="forgot">Forgot your password?</a></form></main></body></html>`;

let service: TestService;
let client: PageSelectorClient;

beforeAll(async () => {
  service = await startTestService({ basePath: '/api/v1' });
  client = service.client;
});

afterAll(async () => {
  await service?.close();
});

async function newSession(is_training = false, workflow_name = 'checkout') {
  return client.createSession({ workflow_name, is_training });
}

async function newPageState(sessionId: string) {
  return client.createPageState({
    url: 'https://example.test/login',
    content: LOGIN_PAGE,
    field_values: [{ identifier: 'email', value: 'a@example.test', checked: null }],
    session_id: sessionId,
    allowed_resource_ids: [],
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('sessions', () => {
  it('a created session is read back as the same Session, under the base URL path prefix', async () => {
    expect(client.baseUrl).toMatch(/\/api\/v1$/);
    const session = await newSession(true, 'nightly');
    expect(Object.keys(session).sort()).toEqual(['id', 'is_training', 'session_name', 'workflow_id']);
    expect(session.id).toMatch(UUID);
    expect(session.is_training).toBe(true);
    expect(await client.getSession(session.id)).toEqual(session);
  });

  it('the same workflow name gives the same workflow id', async () => {
    const first = await newSession(false, 'same-flow');
    const second = await newSession(false, 'same-flow');
    expect(second.workflow_id).toBe(first.workflow_id);
    expect(second.session_name).not.toBe(first.session_name);
  });

  it('ping keeps a session open, end ends it, and a ping after the end is a 409 saying so', async () => {
    const session = await newSession();
    const pinged = await client.pingSession(session.id);
    expect(pinged).toMatchObject({ id: session.id, state: 'open' });
    expect(typeof pinged.expires_at).toBe('string');

    const ended = await client.endSession(session.id);
    expect(ended).toMatchObject({ id: session.id, state: 'ended', expires_at: null });

    const error = await failure(client.pingSession(session.id));
    expect(error.status).toBe(409);
    expect(error.message).toContain('ended');
    expect((await failure(client.endSession(session.id))).status).toBe(409);
  });

  it('an unknown session is an ApiError 404 naming the call', async () => {
    const error = await failure(client.getSession('00000000-0000-4000-8000-000000000000'));
    expect(error).toMatchObject({ status: 404, method: 'GET', path: '/session/00000000-0000-4000-8000-000000000000' });
  });

  it('a session of another token is a 404 for this one', async () => {
    const other = service.clientFor(TOKEN_B);
    const session = await other.createSession({ workflow_name: 'theirs', is_training: false });
    expect((await failure(client.getSession(session.id))).status).toBe(404);
  });

  it('a body missing a field is a 422 whose message names the field', async () => {
    const error = await failure(client.createSession({ is_training: false } as never));
    expect(error.status).toBe(422);
    expect(Array.isArray(error.detail)).toBe(true);
    expect(error.message).toMatch(/^body\.workflow_name: /m);
  });

  it('a wrong token is a 401 that says to check the token', async () => {
    const stranger = service.clientFor('not-a-known-token');
    const error = await failure(stranger.listSessions());
    expect(error.status).toBe(401);
    expect(error.message).toContain('check the token input / PAGE_SELECTOR_TOKEN');
    expect(error.message).not.toContain('not-a-known-token');
  });
});

describe('validation', () => {
  it('every request body type that is missing a field gets a 422 whose message names that field', async () => {
    const session = await newSession();
    const state = await newPageState(session.id);
    const trained = await client.train({ text: 'the Sign in button', session_id: session.id, page_state_id: state.id });
    const cases: Array<[string, () => Promise<unknown>, RegExp]> = [
      ['SessionCreate', () => client.createSession({ workflow_name: 'w' } as never), /^body\.is_training: /m],
      ['PageResourceCreate', () => client.createPageResource({ url: 'https://x/a', content_type: 'text/css', content: 'Kg==' } as never), /^body\.resource_type: /m],
      ['PageResourceReconcileCreate', () => client.reconcilePageResource({ url: 'https://x/a' } as never), /^body\.hash: /m],
      ['PageStateCreate', () => client.createPageState({ url: 'https://x/', session_id: session.id, field_values: [], allowed_resource_ids: [] } as never), /^body\.content: /m],
      ['PageSelectorCreate (train)', () => client.train({ session_id: session.id, page_state_id: state.id } as never), /^body\.text: /m],
      ['PageSelectorCreate (predict)', () => client.predict({ text: 'x', session_id: session.id } as never), /^body\.page_state_id: /m],
      ['PageSelectorLabel', () => client.labelPageSelector(trained.id, {} as never), /^body/m],
    ];
    for (const [name, call, field] of cases) {
      const error = await failure(call());
      expect(error.status, name).toBe(422);
      expect(error.message, name).toMatch(field);
    }
  });
});

describe('lists', () => {
  it('paginate walks 25 sessions of a workflow as pages of 10, 10 and 5', async () => {
    // A service of its own keeps the count independent of the other tests' sessions.
    const isolated = await startTestService();
    const paging = isolated.client;
    try {
      for (let i = 0; i < 25; i++) await paging.createSession({ workflow_name: 'paged', is_training: false });
      const pageSizes: number[] = [];
      const fetchPage = async (query: PageQuery): Promise<SearchPage<unknown>> => {
        const page = await paging.listSessions(query);
        pageSizes.push(page.items.length);
        return page;
      };
      const ids = new Set<string>();
      for await (const session of paginate(fetchPage, 10)) ids.add((session as { id: string }).id);
      expect(pageSizes).toEqual([10, 10, 5]);
      expect(ids.size).toBe(25);

      const all = await paging.listSessions({ limit: 100 });
      expect(all).toMatchObject({ count: 25, limit: 100, skip: 0 });
      expect((await failure(paging.listSessions({ limit: 101 }))).status).toBe(422);
    } finally {
      await isolated.close();
    }
  });
});

describe('page resources', () => {
  it('reconcile says not found before the upload and found, with the resource, after it', async () => {
    const content = Buffer.from(`body { color: red } /* ${crypto.randomUUID()} */`).toString('base64');
    const url = 'https://example.test/site.css';
    const hash = md5OfBase64(content);

    expect(await client.reconcilePageResource({ url, hash })).toEqual({ url, hash, found: false, page_resources: null });

    const resource = await client.createPageResource({ url, resource_type: 'stylesheet', content_type: 'text/css', content });
    expect(resource).toEqual({ id: expect.stringMatching(UUID), url, resource_type: 'stylesheet' });

    const after = await client.reconcilePageResource({ url, hash });
    expect(after).toMatchObject({ url, hash, found: true });
    expect(after.page_resources?.id).toBe(resource.id);

    expect(await client.getPageResource(resource.id)).toEqual(resource);
    const listed = await collect(paginate((q) => client.listPageResources(q)));
    expect(listed).toContainEqual(resource);
  });

  it('content that is not base64 is a 422 naming body.content', async () => {
    const error = await failure(
      client.createPageResource({ url: 'https://example.test/x.png', resource_type: 'image', content_type: 'image/png', content: '%%%' }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^body\.content: /m);
  });
});

describe('page states', () => {
  it('a page state is stored and listed by session, without its content', async () => {
    const session = await newSession();
    const state = await newPageState(session.id);
    expect(state).toEqual({
      id: expect.stringMatching(UUID),
      url: 'https://example.test/login',
      field_values: [{ identifier: 'email', value: 'a@example.test', checked: null }],
      session_id: session.id,
    });
    expect(await client.getPageState(state.id)).toEqual(state);
    expect(await client.listPageStates({ session_id: session.id })).toEqual({ count: 1, limit: 10, skip: 0, items: [state] });
  });

  it('an unknown allowed resource id is a 422 naming it', async () => {
    const session = await newSession();
    const missing = '11111111-1111-4111-8111-111111111111';
    const error = await failure(
      client.createPageState({ url: 'https://example.test/', content: '<p>hi</p>', field_values: [], session_id: session.id, allowed_resource_ids: [missing] }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toContain(missing);
  });

  it('an upload to an ended session is a 409', async () => {
    const session = await newSession();
    await client.endSession(session.id);
    expect((await failure(newPageState(session.id))).status).toBe(409);
  });
});

describe('page selectors', () => {
  it('train waits for a label; the label shows on GET; predict then finds the element; explain says why', async () => {
    const training = await newSession(true, 'login-flow');
    const trainingState = await newPageState(training.id);
    const trained = await client.train({ text: 'the Sign in button', session_id: training.id, page_state_id: trainingState.id });
    expect(trained).toMatchObject({ text: 'the Sign in button', selected_identifiers: [], selected_xpaths: [] });

    const labelled = await client.labelPageSelector(trained.id, { identifiers: ['signin'] });
    expect(labelled.selected_identifiers).toEqual(['signin']);
    expect(labelled.selected_xpaths).toEqual(['/html/body/main/form/button']);
    expect(await client.getPageSelector(trained.id)).toEqual(labelled);

    const run = await newSession(false, 'login-flow');
    const runState = await newPageState(run.id);
    const predicted = await client.predict({ text: 'the Sign in button', session_id: run.id, page_state_id: runState.id });
    expect(predicted).toMatchObject({ session_id: run.id, page_state_id: runState.id, selected_identifiers: ['signin'] });
    expect(await client.getPageSelector(predicted.id)).toEqual(predicted);

    const explanation = await client.explainPageSelector(predicted.id);
    expect(explanation).toMatchObject({ id: predicted.id, text: 'the Sign in button', selected_identifiers: ['signin'] });
    expect(['label', 'description']).toContain(explanation.source);
    expect(explanation.candidates[0]).toMatchObject({ identifier: 'signin', tag: 'button' });

    const listed = await client.listPageSelectors({ session_id: run.id });
    expect(listed.items).toEqual([predicted]);
    expect((await client.listPageSelectors({ page_state_id: trainingState.id })).items).toEqual([labelled]);
  });

  it('a label naming an element the page does not have is a 422 naming it', async () => {
    const session = await newSession(true);
    const state = await newPageState(session.id);
    const trained = await client.train({ text: 'email field', session_id: session.id, page_state_id: state.id });
    const error = await failure(client.labelPageSelector(trained.id, { identifiers: ['no-such-element'] }));
    expect(error.status).toBe(422);
    expect(error.message).toContain('no-such-element');
  });

  it('predict on an unknown page state is an ApiError, and an unknown selector a 404', async () => {
    const session = await newSession();
    const error = await failure(
      client.predict({ text: 'the Sign in button', session_id: session.id, page_state_id: '22222222-2222-4222-8222-222222222222' }),
    );
    expect([404, 422]).toContain(error.status);
    expect((await failure(client.getPageSelector('33333333-3333-4333-8333-333333333333'))).status).toBe(404);
    expect((await failure(client.explainPageSelector('33333333-3333-4333-8333-333333333333'))).status).toBe(404);
  });
});

describe('retries against the real service', () => {
  /**
   * A real loopback proxy in front of the service that forwards every request but, for the
   * first `drops` of them, hangs up instead of passing the answer back: the service did the
   * work, the client never heard. What the client does next decides whether writes double.
   */
  async function droppingProxy(drops: number): Promise<{ url: string; forwarded: () => number; close: () => Promise<void> }> {
    const upstream = new URL(service.url);
    let forwarded = 0;
    let dropped = 0;
    const proxy = createServer((incoming, outgoing) => {
      forwarded += 1;
      const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
        if (dropped < drops) {
          dropped += 1;
          answer.resume();
          answer.on('end', () => outgoing.socket?.destroy());
          return;
        }
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      });
      incoming.pipe(forward);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    return {
      url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${upstream.pathname}`,
      forwarded: () => forwarded,
      close: () => {
        proxy.closeAllConnections();
        return new Promise((r) => proxy.close(() => r()));
      },
    };
  }

  it('a write whose answer is lost is not sent again, so the service holds it once', async () => {
    const proxy = await droppingProxy(1);
    const flaky = createClient({ baseUrl: proxy.url, token: service.token, retry: { attempts: 4, minDelayMs: 1, maxDelayMs: 5 } });
    const workflow_name = `lost-answer-${crypto.randomUUID()}`;
    try {
      const error = await flaky.createSession({ workflow_name, is_training: false }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConnectionError);
      expect(proxy.forwarded()).toBe(1);
    } finally {
      await flaky.close();
      await proxy.close();
    }
    const mine: string[] = [];
    for await (const s of paginate((q) => client.listSessions(q))) if (s.session_name.startsWith(workflow_name)) mine.push(s.session_name);
    expect(mine).toEqual([`${workflow_name}-1`]);
  });

  it('a read whose answer is lost is asked again and succeeds', async () => {
    const session = await newSession();
    const proxy = await droppingProxy(2);
    const flaky = createClient({ baseUrl: proxy.url, token: service.token, retry: { attempts: 4, minDelayMs: 1, maxDelayMs: 5 } });
    try {
      expect(await flaky.getSession(session.id)).toEqual(session);
      expect(proxy.forwarded()).toBe(3);
    } finally {
      await flaky.close();
      await proxy.close();
    }
  });
});
