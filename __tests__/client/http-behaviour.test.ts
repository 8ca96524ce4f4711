/**
 * What the client does on the wire when the service misbehaves: retries, Retry-After,
 * timeouts, refusals, error bodies. A real loopback HTTP server plays the service here
 * because the reference service will not answer 503 or stall on demand, and because it keeps
 * each request as it was sent. An answer the reference service gives anyway (401) is its own.
 */
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ConnectionError, TimeoutError, createClient, type ClientOptions } from '../../src/client/index.ts';
import { closedPort } from '../helpers/ports.ts';
import { startTestService } from '../helpers/service.ts';
import { ACCEPTED_BASE_URLS, BASE_URL_SECRET, REFUSED_BASE_URLS } from '../helpers/base-urls.ts';
import { sendJson, startLoopback, type Handler, type Loopback } from './loopback.ts';

const TOKEN = 'tok-very-secret-123';
const SESSION = { id: 's1', session_name: 'wf-1', is_training: false, workflow_id: 'w1' };
const FAST_RETRY = { attempts: 4, minDelayMs: 1, maxDelayMs: 5 };

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

async function serve(handler: Handler): Promise<Loopback> {
  const server = await startLoopback(handler);
  open.push(server);
  return server;
}

type Client = ReturnType<typeof clientFor>;

function clientFor(baseUrl: string, extra: Partial<ClientOptions> = {}) {
  const client = createClient({ baseUrl, token: TOKEN, retry: FAST_RETRY, ...extra });
  open.push(client);
  return client;
}

/** Answers `failures` times with `status`, then with `body`. */
function failThenAnswer(failures: number, status: number, body: unknown, headers: Record<string, string> = {}): Handler {
  return (_req, res, index) => {
    if (index < failures) sendJson(res, status, { detail: 'busy' }, headers);
    else sendJson(res, 200, body);
  };
}

describe('retries', () => {
  it('a GET that meets 503 twice is retried and then succeeds', async () => {
    const server = await serve(failThenAnswer(2, 503, SESSION));
    const session = await clientFor(server.url).getSession('s1');
    expect(session).toEqual(SESSION);
    expect(server.requests.map((r) => r.method + ' ' + r.url)).toEqual(Array(3).fill('GET /session/s1'));
  });

  it('a GET that meets 429 is retried', async () => {
    const server = await serve(failThenAnswer(1, 429, SESSION));
    await expect(clientFor(server.url).getSession('s1')).resolves.toEqual(SESSION);
    expect(server.requests).toHaveLength(2);
  });

  it('a GET gives up after the configured attempts with an ApiError carrying the last status', async () => {
    const server = await serve((_req, res) => sendJson(res, 502, { detail: 'upstream down' }));
    const error = await clientFor(server.url, { retry: { ...FAST_RETRY, attempts: 3 } })
      .getSession('s1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, detail: 'upstream down', method: 'GET', path: '/session/s1' });
    expect(server.requests).toHaveLength(3);
  });

  it('a 4xx other than 429 is not retried, even for a GET', async () => {
    const server = await serve((_req, res) => sendJson(res, 404, { detail: 'session not found' }));
    await expect(clientFor(server.url).getSession('nope')).rejects.toMatchObject({ status: 404 });
    expect(server.requests).toHaveLength(1);
  });

  it('Retry-After in seconds is waited out before the retry', async () => {
    const server = await serve(failThenAnswer(1, 503, SESSION, { 'retry-after': '1' }));
    await clientFor(server.url).getSession('s1');
    const [first, second] = server.requests;
    expect(second!.atMs - first!.atMs).toBeGreaterThanOrEqual(950);
  });

  it('Retry-After as an HTTP-date in the past retries at once', async () => {
    const past = new Date(Date.now() - 60_000).toUTCString();
    const server = await serve(failThenAnswer(1, 503, SESSION, { 'retry-after': past }));
    await expect(clientFor(server.url).getSession('s1')).resolves.toEqual(SESSION);
    expect(server.requests).toHaveLength(2);
  });

  it('a Retry-After longer than the cap is cut to the cap', async () => {
    const server = await serve(failThenAnswer(1, 503, SESSION, { 'retry-after': '3600' }));
    const client = clientFor(server.url, { retry: { ...FAST_RETRY, maxRetryAfterMs: 20 } });
    await expect(client.getSession('s1')).resolves.toEqual(SESSION);
    const [first, second] = server.requests;
    expect(second!.atMs - first!.atMs).toBeLessThan(1000);
  });

  it('onRetry is told the attempt, the wait and the reason', async () => {
    const server = await serve(failThenAnswer(1, 503, SESSION, { 'retry-after': '0' }));
    const events: unknown[] = [];
    await clientFor(server.url, { onRetry: (event) => events.push(event) }).getSession('s1');
    expect(events).toEqual([{ method: 'GET', path: '/session/s1', attempt: 1, delayMs: 0, reason: '503' }]);
  });

  it.each([
    ['createSession', (c: Client) => c.createSession({ workflow_name: 'wf', is_training: false })],
    ['endSession', (c: Client) => c.endSession('s1')],
    [
      'createPageResource',
      (c: Client) =>
        c.createPageResource({ url: 'https://x/a.css', resource_type: 'stylesheet', content_type: 'text/css', content: 'Kg==' }),
    ],
    [
      'createPageState',
      (c: Client) =>
        c.createPageState({ url: 'https://x/', content: '<p>', field_values: [], session_id: 's1', allowed_resource_ids: [] }),
    ],
    ['train', (c: Client) => c.train({ text: 'the button', session_id: 's1', page_state_id: 'p1' })],
    ['predict', (c: Client) => c.predict({ text: 'the button', session_id: 's1', page_state_id: 'p1' })],
    ['labelPageSelector', (c: Client) => c.labelPageSelector('ps1', { identifiers: ['a'] })],
  ])('the write %s is sent exactly once even when the service answers 503', async (_name, call) => {
    const server = await serve(failThenAnswer(5, 503, {}));
    const error = await call(clientFor(server.url)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it('a write is not repeated when the connection drops before the answer', async () => {
    const server = await serve(() => {
      /* never answers; the test then drops the connection */
    });
    const client = clientFor(server.url);
    const pending = client.createSession({ workflow_name: 'wf', is_training: true }).catch((e: unknown) => e);
    await waitFor(() => server.requests.length === 1);
    await server.close();
    const error = await pending;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(server.requests).toHaveLength(1);
  });

  it('reconcile is retried on 503 because it only looks', async () => {
    const found = { url: 'https://x/a.css', hash: 'abc', found: false, page_resources: null };
    const server = await serve(failThenAnswer(2, 503, found));
    await expect(clientFor(server.url).reconcilePageResource({ url: 'https://x/a.css', hash: 'abc' })).resolves.toEqual(found);
    expect(server.requests.map((r) => r.body)).toEqual(Array(3).fill(JSON.stringify({ url: 'https://x/a.css', hash: 'abc' })));
  });

  it('ping is retried on 503 because keeping a session open twice is harmless', async () => {
    const status = { id: 's1', state: 'open', state_since: '2026-01-01T00:00:00Z', expires_at: null };
    const server = await serve(failThenAnswer(1, 503, status));
    await expect(clientFor(server.url).pingSession('s1')).resolves.toEqual(status);
    expect(server.requests).toHaveLength(2);
  });
});

describe('timeouts', () => {
  it('a call whose answer never comes fails with a TimeoutError naming the call and the limit', async () => {
    const server = await serve(() => {
      /* never answers */
    });
    const error = await clientFor(server.url, { timeouts: { defaultMs: 150 } })
      .getSession('s1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'PAGE_SELECTOR_TIMEOUT', phase: 'headers', limitMs: 150 });
    expect((error as Error).message).toContain('GET /session/s1 timed out after 150 ms');
    expect(inspect(error, { depth: 20 })).not.toContain(TOKEN);
    // A slow answer is not a transient failure: asking again would only double the wait.
    expect(server.requests).toHaveLength(1);
  });

  it('a body that stalls half-way fails with a TimeoutError for the body', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":');
    });
    const error = await clientFor(server.url, { timeouts: { defaultMs: 150 } })
      .getSession('s1')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ phase: 'body', limitMs: 150 });
  });

  it('predict has its own, longer limit than other calls', async () => {
    const selector = { id: 'ps', text: 't', session_id: 's', page_state_id: 'p', selected_identifiers: [], selected_xpaths: [] };
    const server = await serve((req, res) => {
      setTimeout(() => sendJson(res, 200, req.url.endsWith('/predict') ? selector : SESSION), 300);
    });
    const client = clientFor(server.url, { timeouts: { defaultMs: 100, predictMs: 5_000 } });
    await expect(client.getSession('s1')).rejects.toBeInstanceOf(TimeoutError);
    await expect(client.predict({ text: 't', session_id: 's', page_state_id: 'p' })).resolves.toEqual(selector);
  });
});

describe('connection failures', () => {
  it('a refused connection is a ConnectionError that says where the service was expected', async () => {
    const port = await closedPort();
    const baseUrl = `http://127.0.0.1:${port}/api`;
    const error = await clientFor(baseUrl).getSession('s1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ code: 'PAGE_SELECTOR_CONNECTION_ERROR', method: 'GET', path: '/session/s1' });
    expect((error as Error).message).toMatch(
      new RegExp(`^cannot reach the Page-Selector service at http://127\\.0\\.0\\.1:${port}/api: connection refused`),
    );
    // GETs retry a refusal; the message says how often it tried.
    expect((error as Error).message).toContain('tried 4 times');
    expect(inspect(error, { depth: 20 })).not.toContain(TOKEN);
  });

  it('a refused write fails at once, without retrying', async () => {
    const port = await closedPort();
    const error = await clientFor(`http://127.0.0.1:${port}`)
      .createSession({ workflow_name: 'wf', is_training: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).not.toContain('tried');
  });

  it('a closed client refuses further calls with a ConnectionError, and closing twice is harmless', async () => {
    const server = await serve(failThenAnswer(0, 200, SESSION));
    const client = createClient({ baseUrl: server.url, token: TOKEN });
    await client.getSession('s1');
    await client.close();
    await expect(client.close()).resolves.toBeUndefined();
    await expect(client.getSession('s1')).rejects.toThrow(/this client was closed/);
  });
});

describe('requests on the wire', () => {
  it('keeps the path prefix of the base URL, with or without a trailing slash', async () => {
    const server = await serve(failThenAnswer(0, 200, SESSION));
    await clientFor(`${server.url}/prefix`).createSession({ workflow_name: 'wf', is_training: false });
    await clientFor(`${server.url}/prefix/v1/`).getSession('s1');
    expect(server.requests.map((r) => r.url)).toEqual(['/prefix/session', '/prefix/v1/session/s1']);
  });

  it('sequential calls reuse kept-alive connections instead of opening one each', async () => {
    const server = await serve(failThenAnswer(0, 200, SESSION));
    const client = clientFor(server.url);
    for (let i = 0; i < 9; i++) await client.getSession('s1');
    await client.createSession({ workflow_name: 'wf', is_training: false });
    // undici's pool may open a second socket when the next call starts a tick before the
    // previous socket is marked idle; ten calls on at most two sockets is reuse all the same.
    expect(new Set(server.requests.map((r) => r.remotePort)).size).toBeLessThanOrEqual(2);
  });

  it('sends the bearer token, JSON content type and the body on every call', async () => {
    const server = await serve(failThenAnswer(0, 200, SESSION));
    await clientFor(server.url).createSession({ workflow_name: 'wf', is_training: true });
    const [request] = server.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({ workflow_name: 'wf', is_training: true });
  });

  it('ping and end send an empty JSON object', async () => {
    const server = await serve(failThenAnswer(0, 200, {}));
    const client = clientFor(server.url);
    await client.pingSession('s1');
    await client.endSession('s1');
    expect(server.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/session/s1/ping', '{}'],
      ['POST', '/session/s1/end', '{}'],
    ]);
  });

  it('URL-encodes ids in paths', async () => {
    const server = await serve(failThenAnswer(0, 200, SESSION));
    await clientFor(server.url).getSession('a/b?c#d e');
    expect(server.requests[0]!.url).toBe('/session/a%2Fb%3Fc%23d%20e');
  });

  it('sends list filters and paging as query parameters, leaving out what is not given', async () => {
    const server = await serve(failThenAnswer(0, 200, { count: 0, limit: 10, skip: 0, items: [] }));
    const client = clientFor(server.url);
    await client.listPageSelectors({ session_id: 's 1', limit: 5 });
    await client.listPageStates({ session_id: 's1', skip: 10, limit: 10 });
    await client.listSessions();
    await client.listPageResources({ skip: 0 });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/page_selector/?limit=5&session_id=s+1',
      '/page_state/?skip=10&limit=10&session_id=s1',
      '/session/',
      '/page_resource/?skip=0',
    ]);
  });

  it.each(REFUSED_BASE_URLS)('refuses the base URL %s, saying why, as the Action and the CLI do', (given, why) => {
    expect(() => createClient({ baseUrl: given, token: TOKEN })).toThrow(`baseUrl ${why}`);
    expect(() => createClient({ baseUrl: given, token: TOKEN })).not.toThrow(BASE_URL_SECRET);
  });

  it.each(ACCEPTED_BASE_URLS)('accepts the base URL %s as %s, as the Action and the CLI do', (given, used) => {
    expect(clientFor(given).baseUrl).toBe(used);
  });

  it('rejects an empty token or one with whitespace, naming where to fix it', () => {
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:9', token: '' })).toThrow(/PAGE_SELECTOR_TOKEN/);
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:9', token: 'abc\n' })).toThrow(/control characters/);
  });
});

describe('error answers', () => {
  it('a 401 says the token was rejected and where it comes from, and never shows the token', async () => {
    // The reference service itself, which knows other tokens only.
    const service = await startTestService();
    open.push(service);
    const error = (await clientFor(service.url).getSession('s1').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(
      'the service rejected the token (401): check the token input / PAGE_SELECTOR_TOKEN (GET /session/s1)',
    );
    expect(inspect(error, { depth: 20 })).not.toContain(TOKEN);
  });

  it('a 422 flattens the FastAPI detail list into one "loc: msg" line each', async () => {
    const detail = [
      { loc: ['body', 'workflow_name'], msg: 'Field required', type: 'missing' },
      { loc: ['body', 'is_training'], msg: 'Input should be a valid boolean', type: 'bool_type' },
    ];
    const server = await serve((_req, res) => sendJson(res, 422, { detail }));
    const error = (await clientFor(server.url)
      .createSession({ workflow_name: 'wf', is_training: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'PAGE_SELECTOR_API_ERROR', status: 422, detail, method: 'POST', path: '/session' });
    expect(error.message.split('\n').slice(1)).toEqual([
      'body.workflow_name: Field required',
      'body.is_training: Input should be a valid boolean',
    ]);
  });

  it('a 413 mentions the size limit', async () => {
    const server = await serve((_req, res) => sendJson(res, 413, { detail: 'body over 32 MiB' }));
    const error = await clientFor(server.url)
      .createPageResource({ url: 'https://x/big.png', resource_type: 'image', content_type: 'image/png', content: 'AA==' })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/size limit \(413\): body over 32 MiB/);
  });

  it('a 409 carries the service detail', async () => {
    const server = await serve((_req, res) => sendJson(res, 409, { detail: 'session is ended since 2026-01-01T00:00:00Z' }));
    const error = await clientFor(server.url).endSession('s1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, detail: 'session is ended since 2026-01-01T00:00:00Z' });
    expect((error as Error).message).toContain('session is ended since');
  });

  it('an error answer that is not JSON still gives a readable detail', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>Bad   Gateway</body></html>');
    });
    const error = await clientFor(server.url, { retry: { attempts: 1 } })
      .getSession('s1')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, detail: '<html><body>Bad Gateway</body></html>' });
  });

  it('an answer over the size cap is refused instead of filling memory', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { detail: 'x'.repeat(10_000) }));
    const error = await clientFor(server.url, { maxResponseBytes: 1_000 })
      .getSession('s1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toContain('the answer is over 1000 bytes');
    expect(server.requests).toHaveLength(1);
  });

  it('a 2xx answer that is not JSON is an ApiError, not a crash', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200);
      res.end('ok');
    });
    const error = await clientFor(server.url).getSession('s1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toContain('not JSON');
  });

  it('a 2xx answer that is not JSON says so once, and asks whether the base URL is the service', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Welcome to nginx</body></html>');
    });
    const error = await clientFor(server.url).createSession({ workflow_name: 'w', is_training: false }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      'the service answered 200, but the body is not JSON: <html><body>Welcome to nginx</body></html>; is the base URL the Page-Selector service? (POST /session)',
    );
  });

  it('a 2xx answer without a field the call needs is an ApiError naming the field, not undefined later', async () => {
    const server = await serve((req, res) => sendJson(res, 200, req.url === '/page_selector/predict' ? { id: 'p1', selected_identifiers: [] } : { hello: 'world' }));
    const client = clientFor(server.url);
    const session = await client.createSession({ workflow_name: 'w', is_training: false }).catch((e: unknown) => e);
    expect(session).toBeInstanceOf(ApiError);
    expect(session).toMatchObject({ status: 200, detail: 'the body has no string "id": {"hello":"world"}' });
    const predicted = await client.predict({ text: 'x', session_id: 's1', page_state_id: 'p1' }).catch((e: unknown) => e);
    expect((predicted as Error).message).toContain('the body has no array "selected_xpaths"');
    // Ping and end have no body the spec describes: whatever JSON comes back is accepted.
    await expect(client.pingSession('s1')).resolves.toEqual({ hello: 'world' });
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('options', () => {
  it('a limit that is not a positive number is refused, naming the option', () => {
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:9', token: 't', timeouts: { predictMs: 0 } })).toThrow(
      /timeouts\.predictMs must be a positive number/,
    );
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:9', token: 't', retry: { attempts: 1.5 } })).toThrow(/retry\.attempts/);
  });
});
