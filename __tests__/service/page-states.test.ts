import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, test } from 'vitest';
import { ApiError } from '../../src/client/index.ts';
import type { PageStateCreate } from '../../src/api/types.ts';
import { LOGIN_PAGE, UUID, base64, raw, startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let site: Server | undefined;
afterEach(async () => {
  if (site) {
    site.closeAllConnections();
    await new Promise((r) => site!.close(r));
    site = undefined;
  }
  await t?.close();
});

async function openSession(training = false) {
  return t.client.createSession({ workflow_name: 'login', is_training: training });
}

function pageState(sessionId: string, extra: Partial<PageStateCreate> = {}): PageStateCreate {
  return { url: 'https://example.test/login', content: LOGIN_PAGE, field_values: [], session_id: sessionId, allowed_resource_ids: [], ...extra };
}

describe('page states (spec endpoint 10)', () => {
  test('a page state answers exactly the spec fields, without content, and keeps the HTML as uploaded', async () => {
    t = await startTestService();
    const session = await openSession();
    const fieldValues = [{ identifier: 'email', value: 'ada@example.test', checked: null }];
    const created = await t.client.createPageState(pageState(session.id, { field_values: fieldValues }));
    expect(created).toEqual({ id: expect.stringMatching(UUID), url: 'https://example.test/login', field_values: fieldValues, session_id: session.id });

    const content = await raw(t.url, `/page_state/${created.id}/content`);
    expect(content.text).toBe(LOGIN_PAGE);
    expect(content.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect((await raw(t.url, `/page_state/${created.id}`)).body).toEqual(created);
    expect(await t.client.listPageStates({ session_id: session.id })).toEqual({ count: 1, limit: 10, skip: 0, items: [created] });
  });

  test('field values must name identifiers that exist in the page: a 422 names the missing one', async () => {
    t = await startTestService();
    const session = await openSession();
    const error = await t.client.createPageState(pageState(session.id, {
      field_values: [{ identifier: 'email', value: 'x', checked: null }, { identifier: 'no-such-field', value: 'y', checked: null }],
    })).catch((e: ApiError) => e);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).detail).toEqual([expect.objectContaining({ loc: ['body', 'field_values', 1, 'identifier'], msg: expect.stringContaining('no-such-field') })]);
  });

  test('uploaded resources named in allowed_resource_ids belong to the page state', async () => {
    t = await startTestService();
    const session = await openSession();
    const css = await t.client.createPageResource({ url: 'https://example.test/site.css', resource_type: 'stylesheet', content_type: 'text/css', content: base64('a{}') });
    await t.client.createPageResource({ url: 'https://example.test/other.css', resource_type: 'stylesheet', content_type: 'text/css', content: base64('b{}') });
    const state = await t.client.createPageState(pageState(session.id, { allowed_resource_ids: [css.id] }));
    expect((await raw(t.url, `/page_resource/?page_state_id=${state.id}`)).body.items).toEqual([css]);
  });

  test('generated identifiers of elements without sl-identifier stay the same for the page state, across restarts', async () => {
    t = await startTestService();
    const session = await openSession(true);
    const html = '<html><body><form><input name="q"><button>Search</button></form></body></html>';
    const state = await t.client.createPageState(pageState(session.id, { content: html }));
    const selector = await t.client.train({ text: 'search button', session_id: session.id, page_state_id: state.id });
    const before = await t.client.labelPageSelector(selector.id, { xpaths: ['/html/body/form/button'] });
    expect(before.selected_identifiers).toHaveLength(1);

    await t.restart();
    const after = await t.client.labelPageSelector(selector.id, { xpaths: ['/html/body/form/button'] });
    expect(after.selected_identifiers).toEqual(before.selected_identifiers);
    // And the generated identifier can be used to label (and to fill field values) like a given one.
    expect((await t.client.labelPageSelector(selector.id, { identifiers: before.selected_identifiers })).selected_xpaths).toEqual(['/html/body/form/button']);
  });

  test('a page url with a control character is a 422 naming url, and nothing is stored', async () => {
    t = await startTestService();
    const session = await openSession();
    const answer = await raw(t.url, '/page_state/', { method: 'POST', body: JSON.stringify(pageState(session.id, { url: 'https://example.test/login\r\n' })) });
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual([{ loc: ['body', 'url'], msg: expect.stringContaining('U+000D (carriage return) after "https://example.test/login"'), type: 'string_pattern_mismatch' }]);
    expect((await t.client.listPageStates({ session_id: session.id })).count).toBe(0);
  });

  test('an unknown session is a 404 and an ended one a 409', async () => {
    t = await startTestService();
    const unknown = await t.client.createPageState(pageState(crypto.randomUUID())).catch((e: ApiError) => e);
    expect((unknown as ApiError).status).toBe(404);
    const session = await openSession();
    await t.client.endSession(session.id);
    expect(((await t.client.createPageState(pageState(session.id)).catch((e: ApiError) => e)) as ApiError).status).toBe(409);
  });
});

describe('auto_resolve_resources', () => {
  /** A loopback "website": the page's stylesheet, the font the stylesheet loads, and an image. */
  async function startSite(): Promise<{ origin: string; requests: string[] }> {
    const requests: string[] = [];
    site = createServer((request, response) => {
      requests.push(request.url!);
      if (request.url === '/css/site.css') return void response.writeHead(200, { 'content-type': 'text/css' }).end('@font-face { src: url(../fonts/brand.woff2) } body { color: red }');
      if (request.url === '/fonts/brand.woff2') return void response.writeHead(200, { 'content-type': 'font/woff2' }).end(Buffer.from([1, 2, 3, 4]));
      if (request.url === '/uploaded.css') return void response.writeHead(200, { 'content-type': 'text/css' }).end('p{}');
      if (request.url === '/shop/img/logo.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50]));
      // A header value Node sends and reads (latin1) but no upload may carry: a C1 control character.
      if (request.url === '/odd.css') return void response.writeHead(200, { 'content-type': 'text/css\u0085' }).end('a{}');
      response.writeHead(404).end();
    });
    await new Promise<void>((r) => site!.listen(0, '127.0.0.1', r));
    return { origin: `http://127.0.0.1:${(site.address() as AddressInfo).port}`, requests };
  }

  const page = `<html><head><link rel="stylesheet" href="/css/site.css"><link rel="stylesheet" href="/uploaded.css"></head>
<body><img src="img/logo.png" alt="logo"><button sl-identifier="go">Go</button></body></html>`;

  async function resourcesOf(pageStateId: string, atLeast: number): Promise<{ id: string; url: string; resource_type: string }[]> {
    for (let i = 0; i < 100; i++) {
      const items = (await raw(t.url, `/page_resource/?page_state_id=${pageStateId}`)).body.items;
      if (items.length >= atLeast) return items;
      await new Promise((r) => setTimeout(r, 50));
    }
    return (await raw(t.url, `/page_resource/?page_state_id=${pageStateId}`)).body.items;
  }

  test('referenced resources nobody uploaded are fetched after the answer, including what stylesheets load', async () => {
    t = await startTestService({ allowLoopbackFetch: true });
    const { origin, requests } = await startSite();
    const session = await openSession();
    const uploaded = await t.client.createPageResource({ url: `${origin}/uploaded.css`, resource_type: 'stylesheet', content_type: 'text/css', content: base64('p{}') });
    const state = await t.client.createPageState(pageState(session.id, { url: `${origin}/shop/index.html`, content: page, allowed_resource_ids: [uploaded.id], auto_resolve_resources: true }));

    const resources = await resourcesOf(state.id, 4);
    expect(resources.map((r) => [r.url.replace(origin, ''), r.resource_type]).sort()).toEqual([
      ['/css/site.css', 'stylesheet'],
      ['/fonts/brand.woff2', 'font'],
      ['/shop/img/logo.png', 'image'],
      ['/uploaded.css', 'stylesheet'],
    ]);
    expect(requests).not.toContain('/uploaded.css');
    // Fetched resources are real resources: reconcile finds them by the md5 of their base64 text.
    const { createHash } = await import('node:crypto');
    const hash = createHash('md5').update(Buffer.from([1, 2, 3, 4]).toString('base64')).digest('hex');
    expect((await t.client.reconcilePageResource({ url: `${origin}/fonts/brand.woff2`, hash })).found).toBe(true);
  });

  test('a fetched resource whose content type could not be written back as a header is stored with none', async () => {
    t = await startTestService({ allowLoopbackFetch: true });
    const { origin } = await startSite();
    const session = await openSession();
    const html = '<html><head><link rel="stylesheet" href="/odd.css"></head><body><button>Go</button></body></html>';
    const state = await t.client.createPageState(pageState(session.id, { url: `${origin}/index.html`, content: html, auto_resolve_resources: true }));
    const [resource] = await resourcesOf(state.id, 1);
    // The spec's answers carry no content type: the stored row is where it shows.
    const db = new DatabaseSync(t.dbPath, { readOnly: true });
    try {
      expect(db.prepare('SELECT content_type FROM page_resources WHERE id = ?').get(resource!.id)).toEqual({ content_type: '' });
    } finally {
      db.close();
    }
    const content = await raw(t.url, `/page_resource/${resource!.id}/content`);
    expect(content.headers.get('content-type')).toBe('application/octet-stream');
    expect(content.text).toBe('a{}');
  });

  test('without the test-only switch a loopback site is refused and the refusal is logged', async () => {
    t = await startTestService();
    const { origin, requests } = await startSite();
    const session = await openSession();
    const state = await t.client.createPageState(pageState(session.id, { url: `${origin}/shop/index.html`, content: page, auto_resolve_resources: true }));
    for (let i = 0; i < 50 && !t.logs.some((l) => l.includes('loopback')); i++) await new Promise((r) => setTimeout(r, 20));
    expect(t.logs.join('\n')).toMatch(/resolves to 127\.0\.0\.1, a loopback address/);
    expect(requests).toEqual([]);
    expect((await raw(t.url, `/page_resource/?page_state_id=${state.id}`)).body.count).toBe(0);
  });
});
