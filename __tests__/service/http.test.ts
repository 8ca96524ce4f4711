/**
 * The HTTP contract around the endpoints: auth, FastAPI-style errors, size limits,
 * routing details, and working behind a path prefix.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { ApiError, createClient } from '../../src/client/index.ts';
import { TOKEN_A, TOKEN_B, base64, raw, startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let proxy: Server | undefined;
afterEach(async () => {
  await new Promise((r) => (proxy ? proxy.close(r) : r(undefined)));
  proxy = undefined;
  await t?.close();
});

describe('authentication', () => {
  test('no token gets 401 with WWW-Authenticate: Bearer', async () => {
    t = await startTestService();
    const answer = await raw(t.url, '/session/', { token: null });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(typeof answer.body.detail).toBe('string');
  });

  test('a wrong token gets 401, whatever its length', async () => {
    t = await startTestService();
    for (const token of ['x', `${TOKEN_A}x`, TOKEN_A.slice(0, -1), 'token-a-0123456788']) {
      const answer = await raw(t.url, '/session/', { token });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect((await raw(t.url, '/session/', { headers: { authorization: `Basic ${TOKEN_A}` } })).status).toBe(401);
  });

  test('every API endpoint needs the token', async () => {
    t = await startTestService();
    const { sessionRoutes } = await import('../../src/service/routes/sessions.ts');
    const { pageResourceRoutes } = await import('../../src/service/routes/page-resources.ts');
    const { pageStateRoutes } = await import('../../src/service/routes/page-states.ts');
    const { pageSelectorRoutes } = await import('../../src/service/routes/page-selectors.ts');
    const routes = [...sessionRoutes, ...pageResourceRoutes, ...pageStateRoutes, ...pageSelectorRoutes];
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const route of routes) {
      const path = route.path.replace(/\{[a-z_]+\}/g, crypto.randomUUID());
      const answer = await raw(t.url, path, { method: route.method, token: null, ...(route.method === 'POST' ? { body: '{}' } : {}) });
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  test('a right token is accepted, and every configured token works', async () => {
    t = await startTestService();
    expect((await raw(t.url, '/session/', { token: TOKEN_A })).status).toBe(200);
    expect((await raw(t.url, '/session/', { token: TOKEN_B })).status).toBe(200);
  });

  test("each token sees only its own data: token A's objects are 404 for token B", async () => {
    t = await startTestService();
    const a = t.client;
    const b = t.clientFor(TOKEN_B);
    const session = await a.createSession({ workflow_name: 'shared-name', is_training: false });
    const content = base64('body { color: red }');
    const resource = await a.createPageResource({ url: 'https://example.test/a.css', resource_type: 'stylesheet', content_type: 'text/css', content });

    const status = (p: Promise<unknown>) => p.then(() => 200, (e: ApiError) => e.status);
    expect(await status(b.getSession(session.id))).toBe(404);
    expect(await status(b.pingSession(session.id))).toBe(404);
    expect(await status(b.endSession(session.id))).toBe(404);
    expect((await raw(t.url, `/page_resource/${resource.id}`, { token: TOKEN_B })).status).toBe(404);
    expect((await b.listSessions()).count).toBe(0);
    expect((await b.listPageResources()).count).toBe(0);
    const { createHash } = await import('node:crypto');
    const hash = createHash('md5').update(content).digest('hex');
    expect((await b.reconcilePageResource({ url: resource.url, hash })).found).toBe(false);
    expect((await a.reconcilePageResource({ url: resource.url, hash })).found).toBe(true);
    // Page states and selectors too, by id and through every route that names them.
    const state = await a.createPageState({ session_id: session.id, url: 'https://example.test/', content: '<button>Go</button>', field_values: [], allowed_resource_ids: [resource.id] });
    const selector = await a.predict({ text: 'Go button', session_id: session.id, page_state_id: state.id });
    expect(await status(b.getPageState(state.id))).toBe(404);
    expect(await status(b.getPageSelector(selector.id))).toBe(404);
    expect(await status(b.explainPageSelector(selector.id))).toBe(404);
    expect(await status(b.labelPageSelector(selector.id, { identifiers: selector.selected_identifiers.length ? selector.selected_identifiers : ['x'] }))).toBe(404);
    expect(await status(b.predict({ text: 'Go button', session_id: session.id, page_state_id: state.id }))).toBe(404);
    expect(await status(b.createPageState({ session_id: session.id, url: 'https://example.test/', content: '<p>x</p>', field_values: [], allowed_resource_ids: [] }))).toBe(404);
    const theirSession = await b.createSession({ workflow_name: 'theirs', is_training: false });
    const borrowing = await status(b.createPageState({ session_id: theirSession.id, url: 'https://example.test/', content: '<p>x</p>', field_values: [], allowed_resource_ids: [resource.id] }));
    expect(borrowing).toBe(422);
    for (const path of [`/page_state/${state.id}/content`, `/page_resource/${resource.id}/content`]) {
      expect((await raw(t.url, path, { token: TOKEN_B })).status).toBe(404);
      expect((await raw(t.url, path, { token: TOKEN_A })).status).toBe(200);
    }
    expect((await b.listPageStates({ session_id: session.id })).count).toBe(0);
    expect((await b.listPageSelectors({ session_id: session.id })).count).toBe(0);
    // The same workflow name under another token is another workflow.
    const theirs = await b.createSession({ workflow_name: 'shared-name', is_training: false });
    expect(theirs.workflow_id).not.toBe(session.workflow_id);
    expect(theirs.session_name).toBe('shared-name-1');
  });

  test('the database stores a fingerprint of the token as owner, never the token', async () => {
    t = await startTestService();
    await t.client.createSession({ workflow_name: 'workflow-next-to-the-owner', is_training: false });
    await t.service.close();
    const { readFileSync } = await import('node:fs');
    const files = ['db.sqlite', 'db.sqlite-wal'].map((f) => { try { return readFileSync(`${t.dir}/${f}`); } catch { return Buffer.alloc(0); } });
    // The files read are the ones that hold the session: else not finding the token proves nothing.
    expect(files.some((bytes) => bytes.includes('workflow-next-to-the-owner'))).toBe(true);
    for (const bytes of files) expect(bytes.includes(TOKEN_A)).toBe(false);
  });
});

describe('errors in FastAPI style', () => {
  test('malformed JSON is a 400 with a detail', async () => {
    t = await startTestService();
    const answer = await raw(t.url, '/session', { method: 'POST', body: '{"workflow_name": "w",' });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/malformed JSON/);
  });

  test('a body that is not UTF-8 is a 400 and nothing is stored, rather than kept with U+FFFD in place of the bytes sent', async () => {
    t = await startTestService();
    const latin1 = Buffer.from('{"workflow_name": "caf\xe9", "is_training": false}', 'latin1');
    const answer = await raw(t.url, '/session', { method: 'POST', body: latin1 });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/malformed JSON body: it is not UTF-8; send the JSON encoded as UTF-8/);
    expect((await t.client.listSessions()).count).toBe(0);
    // The same name sent as UTF-8 is stored as sent.
    expect((await t.client.createSession({ workflow_name: 'café', is_training: false })).session_name).toBe('café-1');
  });

  test('an unknown route is a 404 and a wrong method a 405 naming the allowed ones', async () => {
    t = await startTestService();
    const missing = await raw(t.url, '/nothing/here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Not Found' });
    const wrong = await raw(t.url, `/session/${crypto.randomUUID()}/ping`, { method: 'GET' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(wrong.body).toEqual({ detail: 'Method Not Allowed' });
  });

  test('a body over the limit is a 413, whether it declares its length or streams it', async () => {
    t = await startTestService({ maxBodyBytes: 1024 });
    const big = JSON.stringify({ url: 'https://example.test/x', resource_type: 'image', content_type: 'image/png', content: 'A'.repeat(4096) });
    const declared = await raw(t.url, '/page_resource/', { method: 'POST', body: big });
    expect(declared.status).toBe(413);
    expect(declared.body.detail).toMatch(/larger than the limit of 1024 bytes/);

    // Chunked upload without Content-Length: counted while streaming.
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${t.url}/page_resource/`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN_A}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (response) => {
        let body = '';
        response.on('data', (c) => (body += c));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
      for (let i = 0; i < 8; i++) request.write(big.slice(i * 512, (i + 1) * 512));
      request.end(big.slice(4096));
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).detail).toMatch(/larger than the limit/);
    // The service is still fine afterwards.
    expect((await raw(t.url, '/session/')).status).toBe(200);
  });

  test('by default a body of 32 MiB is read and one byte more is a 413', async () => {
    t = await startTestService();
    const limit = 32 * 1024 * 1024;
    const sized = (bytes: number): string => {
      const head = JSON.stringify({ workflow_name: 'big', is_training: false, padding: '' });
      return head.replace('"padding":""', `"padding":"${'x'.repeat(bytes - head.length)}"`);
    };
    const atLimit = await raw(t.url, '/session', { method: 'POST', body: sized(limit) });
    expect(atLimit.status).toBe(200);
    const over = await raw(t.url, '/session', { method: 'POST', body: sized(limit + 1) });
    expect(over.status).toBe(413);
    expect(over.body.detail).toMatch(/larger than the limit of 33554432 bytes/);
  });

  test('a server error answers 500 "internal error" without a stack trace, and is logged without the token', async () => {
    t = await startTestService();
    const session = await t.client.createSession({ workflow_name: 'w', is_training: false });
    // Dropping a table under the running service makes the next request fail inside.
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(t.dbPath);
    db.exec('DROP TABLE page_selectors');
    db.close();
    const answer = await raw(t.url, `/page_selector/${session.id}`);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ detail: 'internal error' });
    expect(t.logs.join('\n')).toMatch(/internal error on GET \/page_selector\//);
    expect(t.logs.join('\n')).not.toContain(TOKEN_A);
  });
});

describe('validation errors (422) for every request body type', () => {
  const cases: [name: string, path: string, body: unknown, loc: (string | number)[], type: string][] = [
    ['SessionCreate without workflow_name', '/session', { is_training: true }, ['body', 'workflow_name'], 'missing'],
    ['SessionCreate with a non-boolean is_training', '/session', { workflow_name: 'w', is_training: 'yes' }, ['body', 'is_training'], 'bool_type'],
    ['SessionCreate that is not an object', '/session', [1, 2], ['body'], 'model_attributes_type'],
    ['PageSelectorCreate (train) without text', '/page_selector/train', { session_id: 's', page_state_id: 'p' }, ['body', 'text'], 'missing'],
    ['PageSelectorCreate (predict) with a numeric session_id', '/page_selector/predict', { text: 'x', session_id: 1, page_state_id: 'p' }, ['body', 'session_id'], 'string_type'],
    ['PageResourceCreate with an unknown resource_type', '/page_resource/', { url: 'u', resource_type: 'video', content_type: 'x', content: '' }, ['body', 'resource_type'], 'enum'],
    ['PageResourceCreate with content that is not base64', '/page_resource/', { url: 'u', resource_type: 'image', content_type: 'image/png', content: 'not base64!' }, ['body', 'content'], 'base64_decode'],
    ['PageResourceReconcileCreate with a hash that is not md5', '/page_resource/reconcile', { url: 'u', hash: 'abc' }, ['body', 'hash'], 'string_pattern_mismatch'],
    ['PageStateCreate without content', '/page_state/', { url: 'u', session_id: 's' }, ['body', 'content'], 'missing'],
    ['PageStateCreate with field_values not a list', '/page_state/', { url: 'u', content: '', session_id: 's', field_values: {} }, ['body', 'field_values'], 'list_type'],
    ['PageStateCreate with a non-string allowed_resource_id', '/page_state/', { url: 'u', content: '', session_id: 's', allowed_resource_ids: [7] }, ['body', 'allowed_resource_ids', 0], 'string_type'],
    ['PageSelectorLabel with both identifiers and xpaths', `/page_selector/${crypto.randomUUID()}/label`, { identifiers: ['a'], xpaths: ['/html'] }, ['body'], 'value_error'],
    ['PageSelectorLabel with an empty list', `/page_selector/${crypto.randomUUID()}/label`, { identifiers: [] }, ['body', 'identifiers'], 'too_short'],
    ['ping with a body that is not an object', '/session/00000000-0000-0000-0000-000000000000/ping', 'now', ['body'], 'model_attributes_type'],
  ];
  for (const [name, path, body, loc, type] of cases) {
    test(name, async () => {
      t = await startTestService();
      const answer = await raw(t.url, path, { method: 'POST', body: JSON.stringify(body) });
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toContainEqual(expect.objectContaining({ loc, type, msg: expect.any(String) }));
    });
  }

});

describe('routing', () => {
  test('paths work with and without the trailing slash', async () => {
    t = await startTestService();
    for (const path of ['/session', '/session/']) {
      const created = await raw(t.url, path, { method: 'POST', body: JSON.stringify({ workflow_name: 'w', is_training: false }) });
      expect(created.status).toBe(200);
      expect((await raw(t.url, `/session/${created.body.id}/`)).status).toBe(200);
    }
    expect((await raw(t.url, '/page_resource')).body.count).toBe(0);
    expect((await raw(t.url, '/page_resource/')).body.count).toBe(0);
  });

  test('the client works through a reverse proxy that serves the API under a path prefix', async () => {
    t = await startTestService();
    const upstream = new URL(t.url);
    proxy = createServer((incoming, outgoing) => {
      if (!incoming.url?.startsWith('/prefix/')) {
        outgoing.writeHead(404).end();
        return;
      }
      const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url.slice('/prefix'.length), headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      });
      incoming.pipe(forward);
    });
    await new Promise<void>((r) => proxy!.listen(0, '127.0.0.1', r));
    const client = createClient({ baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/prefix`, token: TOKEN_A, retry: { attempts: 1 } });
    try {
      const session = await client.createSession({ workflow_name: 'proxied', is_training: false });
      expect((await client.getSession(session.id)).session_name).toBe('proxied-1');
      expect((await client.listSessions()).items.map((s) => s.id)).toEqual([session.id]);
      expect((await client.pingSession(session.id)).state).toBe('open');
    } finally {
      await client.close();
    }
  });

  test('with a base path the service answers under it and nowhere else', async () => {
    t = await startTestService({ basePath: '/api/v1' });
    expect(t.url).toMatch(/\/api\/v1$/);
    const session = await t.client.createSession({ workflow_name: 'w', is_training: false });
    expect((await t.client.getSession(session.id)).id).toBe(session.id);
    const origin = new URL(t.url).origin;
    expect((await raw(origin, `/session/${session.id}`)).status).toBe(404);
  });
});
