import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, test } from 'vitest';
import { ApiError } from '../../src/client/index.ts';
import { LOGIN_PAGE, TOKEN_A, TOKEN_B, UUID, base64, raw, startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
afterEach(async () => { await t?.close(); });

const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

function blobCount(dbPath: string): number {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return Number((db.prepare('SELECT count(*) AS n FROM blobs').get() as { n: number }).n);
  } finally {
    db.close();
  }
}

describe('page resources (spec endpoints 8 and 9)', () => {
  test('a created resource has exactly the spec fields and a UUID id', async () => {
    t = await startTestService();
    const resource = await t.client.createPageResource({ url: 'https://example.test/site.css', resource_type: 'stylesheet', content_type: 'text/css', content: base64('a{}') });
    expect(resource).toEqual({ id: expect.stringMatching(UUID), url: 'https://example.test/site.css', resource_type: 'stylesheet' });
  });

  test('reconcile finds nothing before the upload and the resource after it, by md5 of the base64 text', async () => {
    t = await startTestService();
    const url = 'https://example.test/logo.png';
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]).toString('base64');
    const hash = md5(content);
    expect(await t.client.reconcilePageResource({ url, hash })).toEqual({ url, hash, found: false, page_resources: null });

    const resource = await t.client.createPageResource({ url, resource_type: 'image', content_type: 'image/png', content });
    expect(await t.client.reconcilePageResource({ url, hash })).toEqual({ url, hash, found: true, page_resources: resource });
    // The hash is of the base64 text, not of the bytes; another url with the same content is another resource.
    const bytesHash = createHash('md5').update(Buffer.from(content, 'base64')).digest('hex');
    expect((await t.client.reconcilePageResource({ url, hash: bytesHash })).found).toBe(false);
    expect((await t.client.reconcilePageResource({ url: `${url}?v=2`, hash })).found).toBe(false);
  });

  test('identical content is stored once, whatever url it comes under', async () => {
    t = await startTestService();
    const content = base64('body { margin: 0 }'.repeat(100));
    await t.client.createPageResource({ url: 'https://a.test/x.css', resource_type: 'stylesheet', content_type: 'text/css', content });
    const before = blobCount(t.dbPath);
    await t.client.createPageResource({ url: 'https://b.test/y.css', resource_type: 'stylesheet', content_type: 'text/css', content });
    await t.clientFor(TOKEN_B).createPageResource({ url: 'https://a.test/x.css', resource_type: 'stylesheet', content_type: 'text/css', content });
    expect(blobCount(t.dbPath)).toBe(before);
    await t.client.createPageResource({ url: 'https://a.test/x.css', resource_type: 'stylesheet', content_type: 'text/css', content: base64('other') });
    expect(blobCount(t.dbPath)).toBe(before + 1);
  });

  test('the size limit counts decoded bytes, not base64 text', async () => {
    t = await startTestService({ maxResourceBytes: 12 });
    const twelve = Buffer.alloc(12, 7).toString('base64'); // 16 characters of base64
    expect(twelve.length).toBeGreaterThan(12);
    await t.client.createPageResource({ url: 'https://example.test/ok.bin', resource_type: 'font', content_type: 'font/woff2', content: twelve });
    const error = await t.client.createPageResource({ url: 'https://example.test/big.bin', resource_type: 'font', content_type: 'font/woff2', content: Buffer.alloc(13).toString('base64') })
      .catch((e: ApiError) => e);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).detail).toMatch(/big\.bin is 13 bytes once decoded; the limit is 12 bytes/);
  });

  test('the stored bytes come back exactly, with their content type, to their owner only', async () => {
    t = await startTestService();
    const bytes = Buffer.from([0, 255, 1, 254, 10, 13]);
    const resource = await t.client.createPageResource({ url: 'https://example.test/f.woff2', resource_type: 'font', content_type: 'font/woff2', content: bytes.toString('base64') });
    const response = await fetch(`${t.url}/page_resource/${resource.id}/content`, { headers: { authorization: `Bearer ${TOKEN_A}` } });
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect((await raw(t.url, `/page_resource/${resource.id}/content`, { token: TOKEN_B })).status).toBe(404);
  });

  test('resources are listed in creation order', async () => {
    t = await startTestService();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await t.client.createPageResource({ url: `https://example.test/${i}.js`, resource_type: 'script', content_type: 'text/javascript', content: base64(`${i}`) })).id);
    const page = await t.client.listPageResources();
    expect(page.count).toBe(3);
    expect(page.items.map((r) => r.id)).toEqual(ids);
  });

  test('a page state naming an unknown resource id is a 422 naming that id', async () => {
    t = await startTestService();
    const session = await t.client.createSession({ workflow_name: 'w', is_training: false });
    const known = await t.client.createPageResource({ url: 'https://example.test/a.css', resource_type: 'stylesheet', content_type: 'text/css', content: base64('a{}') });
    const unknown = crypto.randomUUID();
    const answer = await raw(t.url, '/page_state/', {
      method: 'POST',
      body: JSON.stringify({ url: 'https://example.test/', content: LOGIN_PAGE, session_id: session.id, field_values: [], allowed_resource_ids: [known.id, unknown] }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'allowed_resource_ids', 1], msg: expect.stringContaining(unknown) })]);
  });
});

describe('text that would break later is refused at upload, naming the field', () => {
  const upload = (fields: Record<string, unknown>) => raw(t.url, '/page_resource/', {
    method: 'POST',
    body: JSON.stringify({ url: 'https://example.test/site.css', resource_type: 'stylesheet', content_type: 'text/css', content: base64('a{}'), ...fields }),
  });

  test('a content_type with a line break or another character a header cannot carry is a 422 naming content_type, and nothing is stored', async () => {
    t = await startTestService();
    for (const [contentType, found] of [
      ['text/css\r\nX-Injected: 1', 'U+000D (carriage return) after "text/css"'],
      ['text/css\n', 'U+000A (line feed) after "text/css"'],
      ['text/css\u0000', 'U+0000 (NUL) after "text/css"'],
      ['text/css\u007f', 'U+007F (DEL) after "text/css"'],
      ['text/\u2603', 'U+2603, which a header cannot carry, after "text/"'],
    ] as const) {
      const answer = await upload({ content_type: contentType });
      expect(answer.status, JSON.stringify(contentType)).toBe(422);
      expect(answer.body.detail).toEqual([{ loc: ['body', 'content_type'], msg: expect.stringContaining(found), type: 'string_pattern_mismatch' }]);
      expect(answer.body.detail[0].msg).toMatch(/^content_type must be a single header value/);
    }
    expect((await t.client.listPageResources()).count).toBe(0);
  });

  test('header values as servers send them are accepted and served back as they came', async () => {
    t = await startTestService();
    for (const contentType of ['text/css; charset=utf-8', 'text/plain;\tcharset="latin-1 é"', '']) {
      const created = await upload({ content_type: contentType });
      expect(created.status).toBe(200);
      const content = await raw(t.url, `/page_resource/${created.body.id}/content`);
      expect(content.status).toBe(200);
      expect(content.headers.get('content-type')).toBe(contentType || 'application/octet-stream');
    }
  });

  test('a url with a control character or an unpaired surrogate is a 422 naming url, on upload and on reconcile', async () => {
    t = await startTestService();
    for (const [url, found] of [
      ['https://example.test/a\r\n.css', 'U+000D (carriage return) after "https://example.test/a"'],
      ['https://example.test/\u0000.css', 'U+0000 (NUL) after "https://example.test/"'],
      ['https://example.test/\u0085', 'U+0085 (a control character) after "https://example.test/"'],
      ['https://example.test/\ud83d.css', 'U+D83D (an unpaired UTF-16 surrogate, which would be stored as U+FFFD) after "https://example.test/"'],
    ] as const) {
      const created = await upload({ url });
      expect(created.status, JSON.stringify(url)).toBe(422);
      expect(created.body.detail).toEqual([{ loc: ['body', 'url'], msg: expect.stringContaining(found), type: 'string_pattern_mismatch' }]);
      const reconciled = await raw(t.url, '/page_resource/reconcile', { method: 'POST', body: JSON.stringify({ url, hash: md5('x') }) });
      expect(reconciled.status).toBe(422);
      expect(reconciled.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'url'], msg: expect.stringContaining(found) })]);
    }
    // Non-ASCII text that is well formed is fine: it is kept and answered exactly.
    const emoji = await upload({ url: 'https://example.test/😀 é.css' });
    expect(emoji.status).toBe(200);
    expect((await raw(t.url, `/page_resource/${emoji.body.id}`)).body.url).toBe('https://example.test/😀 é.css');
  });

  test('a resource stored earlier with a content type a header cannot carry is served as octet-stream, not a 500', async () => {
    t = await startTestService();
    const resource = await t.client.createPageResource({ url: 'https://example.test/old.css', resource_type: 'stylesheet', content_type: 'text/css', content: base64('a{}') });
    const db = new DatabaseSync(t.dbPath);
    try {
      db.prepare('UPDATE page_resources SET content_type = ? WHERE id = ?').run('text/css\r\nX-Injected: 1', resource.id);
    } finally {
      db.close();
    }
    const content = await raw(t.url, `/page_resource/${resource.id}/content`);
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('application/octet-stream');
    expect(content.headers.get('x-injected')).toBeNull();
    expect(content.text).toBe('a{}');
  });
});
