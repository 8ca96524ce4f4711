/**
 * A stand-in for GitHub's Actions cache service (the v1 REST protocol @actions/cache
 * speaks when ACTIONS_CACHE_URL is set), on loopback. It is GitHub's own web API, so it
 * is faked at the HTTP boundary; the Action's bundled @actions/cache, tar and all, runs
 * for real against it.
 *
 * - GET  /_apis/artifactcache/cache?keys=a,b&version=v  -> the newest entry whose key equals,
 *   else starts with, each key in turn (same version only); 204 when none
 * - POST /_apis/artifactcache/caches {key, version}      -> reserve; 409 when the key exists
 * - PATCH /_apis/artifactcache/caches/:id (Content-Range) -> one chunk of the archive
 * - POST /_apis/artifactcache/caches/:id {size}          -> commit
 * - GET  /archives/:id                                    -> the archive bytes
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Entry {
  id: number;
  key: string;
  version: string;
  chunks: { start: number; bytes: Buffer }[];
  archive: Buffer | null;
}

export interface FakeCache {
  /** The runner variables that point @actions/cache here. */
  env: Record<string, string>;
  /** Keys committed, oldest first. */
  readonly saved: string[];
  /** The key lists restore asked for, in order. */
  readonly lookups: string[][];
  /** Makes every call answer with this status from now on (0: behave). */
  failWith(status: number): void;
  close(): Promise<void>;
}

export async function startFakeCache(): Promise<FakeCache> {
  const token = 'fake-runtime-token';
  const entries: Entry[] = [];
  const saved: string[] = [];
  const lookups: string[][] = [];
  let failure = 0;

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    if (failure) return json(response, failure, { message: 'the fake cache was told to fail' });

    const archive = /^\/archives\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && archive) {
      const entry = entries.find((e) => e.id === Number(archive[1]));
      if (!entry?.archive) return json(response, 404, { message: 'no such archive' });
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': entry.archive.length });
      response.end(entry.archive);
      return;
    }
    if (request.headers.authorization !== `Bearer ${token}`) return json(response, 401, { message: 'bad runtime token' });

    if (request.method === 'GET' && url.pathname === '/_apis/artifactcache/cache') {
      const keys = (url.searchParams.get('keys') ?? '').split(',');
      const version = url.searchParams.get('version') ?? '';
      lookups.push(keys);
      const committed = entries.filter((e) => e.archive && e.version === version).reverse(); // newest first
      for (const key of keys) {
        const hit = committed.find((e) => e.key === key) ?? committed.find((e) => e.key.startsWith(key));
        if (hit) {
          const address = server.address() as AddressInfo;
          return json(response, 200, {
            cacheKey: hit.key,
            scope: 'refs/heads/main',
            archiveLocation: `http://127.0.0.1:${address.port}/archives/${hit.id}`,
          });
        }
      }
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/_apis/artifactcache/caches') {
      const { key, version } = JSON.parse(body.toString('utf8')) as { key: string; version: string };
      if (entries.some((e) => e.key === key && e.version === version)) {
        return json(response, 409, { message: `Cache already exists. Scope: refs/heads/main, Key: ${key}, Version: ${version}` });
      }
      const entry: Entry = { id: entries.length + 1, key, version, chunks: [], archive: null };
      entries.push(entry);
      return json(response, 201, { cacheId: entry.id });
    }
    const cache = /^\/_apis\/artifactcache\/caches\/(\d+)$/.exec(url.pathname);
    const entry = cache && entries.find((e) => e.id === Number(cache[1]));
    if (entry && request.method === 'PATCH') {
      const start = Number(/^bytes (\d+)-/.exec(request.headers['content-range'] ?? '')?.[1] ?? NaN);
      if (Number.isNaN(start)) return json(response, 400, { message: 'Content-Range missing' });
      entry.chunks.push({ start, bytes: body });
      response.writeHead(204).end();
      return;
    }
    if (entry && request.method === 'POST') {
      const { size } = JSON.parse(body.toString('utf8')) as { size: number };
      const archive = Buffer.concat(entry.chunks.sort((a, b) => a.start - b.start).map((c) => c.bytes));
      if (archive.length !== size) return json(response, 400, { message: `size ${size} but ${archive.length} bytes uploaded` });
      entry.archive = archive;
      saved.push(entry.key);
      response.writeHead(204).end();
      return;
    }
    json(response, 404, { message: `the fake cache has no ${request.method} ${url.pathname}` });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/`;
  return {
    env: { ACTIONS_CACHE_URL: base, ACTIONS_RESULTS_URL: base, ACTIONS_RUNTIME_TOKEN: token },
    saved,
    lookups,
    failWith: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}
