/**
 * auto_resolve_resources stores each fetched resource and its link to the page state in one
 * transaction: a failure between the two leaves neither.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { autoResolveResources } from '../../src/service/auto-resolve.ts';
import type { Shared } from '../../src/service/context.ts';
import { Store } from '../../src/service/database.ts';
import { IndexCache } from '../../src/service/index-cache.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => { for (const cleanup of cleanups.splice(0).reverse()) await cleanup(); });

async function startSite(): Promise<string> {
  const site: Server = createServer((request, response) => {
    if (request.url === '/site.css') return void response.writeHead(200, { 'content-type': 'text/css' }).end('body { color: red }');
    response.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  cleanups.push(() => new Promise<void>((r) => { site.closeAllConnections(); site.close(() => r()); }));
  return `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}

function openStore(): { store: Store; shared: Shared; logs: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'page-selector-auto-resolve-'));
  const store = new Store(join(dir, 'db.sqlite'));
  cleanups.push(() => { store.close(); rmSync(dir, { recursive: true, force: true }); });
  const logs: string[] = [];
  const shared: Shared = {
    store,
    indexes: new IndexCache(),
    settings: { sessionTimeoutMs: 60_000, maxBodyBytes: 1 << 20, maxResourceBytes: 1 << 20, allowLoopbackFetch: true },
    log: (line) => logs.push(line),
    background: () => undefined,
  };
  return { store, shared, logs };
}

test('a fetched resource whose link to the page state fails is not stored either', async () => {
  const origin = await startSite();
  const { store, shared, logs } = openStore();
  // A page state id with no row: the resource insert succeeds, the link then breaks the foreign key.
  const missingPageState = crypto.randomUUID();
  const page = '<html><head><link rel="stylesheet" href="/site.css"></head><body></body></html>';
  await autoResolveResources(shared, 'owner', missingPageState, `${origin}/index.html`, page, new AbortController().signal);

  expect(logs.join('\n')).toMatch(/FOREIGN KEY constraint failed/);
  expect(store.listPageResources('owner', {}, 0, 10).count).toBe(0);
  expect(store.blobCount).toBe(0);
});

test('a fetched resource is stored and linked to its page state', async () => {
  const origin = await startSite();
  const { store, shared, logs } = openStore();
  const session = store.createSession('owner', crypto.randomUUID(), 'w', false, 1000);
  const state = store.createPageState('owner', { id: crypto.randomUUID(), session_id: session.id, url: `${origin}/index.html`, field_values: [], html: '<p>' }, [], 1000);
  const page = '<html><head><link rel="stylesheet" href="/site.css"></head><body></body></html>';
  await autoResolveResources(shared, 'owner', state.id, state.url, page, new AbortController().signal);

  expect(logs).toEqual([]);
  const linked = store.listPageResources('owner', { page_state_id: state.id }, 0, 10);
  expect(linked.rows.map((r) => [r.url, r.content_type])).toEqual([[`${origin}/site.css`, 'text/css']]);
});
