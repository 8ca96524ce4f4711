/**
 * The real reference service on loopback with a real SQLite file in a temp folder,
 * and real clients for it. Two tokens, so isolation can be checked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type PageSelectorClient } from '../../src/client/index.ts';
import { startService, type RunningService, type ServiceOptions } from '../../src/service/server.ts';

export const TOKEN_A = 'token-a-0123456789';
export const TOKEN_B = 'token-b-9876543210';

export interface TestService {
  service: RunningService;
  url: string;
  /** Token A, the one `client` uses. */
  token: string;
  dbPath: string;
  dir: string;
  /** Client with token A. */
  client: PageSelectorClient;
  clientFor(token: string): PageSelectorClient;
  logs: string[];
  /** Stops the service (keeping the folder) and starts it again on the same database. */
  restart(options?: Partial<ServiceOptions>): Promise<void>;
  close(): Promise<void>;
}

export async function startTestService(options: Partial<ServiceOptions> = {}): Promise<TestService> {
  const dir = mkdtempSync(join(tmpdir(), 'page-selector-service-'));
  const dbPath = join(dir, 'db.sqlite');
  const logs: string[] = [];
  const clients: PageSelectorClient[] = [];
  const start = (extra: Partial<ServiceOptions>) =>
    startService({ port: 0, dbPath, tokens: [TOKEN_A, TOKEN_B], log: (line) => logs.push(line), ...options, ...extra });
  let service = await start({});
  const clientFor = (token: string): PageSelectorClient => {
    const client = createClient({ baseUrl: test.url, token, retry: { attempts: 1 } });
    clients.push(client);
    return client;
  };
  const test: TestService = {
    service,
    url: service.url,
    token: TOKEN_A,
    dbPath,
    dir,
    client: undefined as unknown as PageSelectorClient,
    clientFor,
    logs,
    async restart(extra = {}) {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await service.close();
      service = await start(extra);
      test.service = service;
      test.url = service.url;
      test.client = clientFor(TOKEN_A);
    },
    async close() {
      await Promise.all(clients.map((c) => c.close()));
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  test.client = clientFor(TOKEN_A);
  return test;
}

/** A raw request with token A unless `headers` says otherwise; for what the typed client cannot send. */
export async function raw(url: string, path: string, init: RequestInit & { token?: string | null } = {}): Promise<{ status: number; headers: Headers; body: any; text: string }> {
  const headers = new Headers(init.headers);
  const token = init.token === undefined ? TOKEN_A : init.token;
  if (token !== null && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(`${url}${path}`, { ...init, headers });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A small login page whose elements carry sl-identifiers, as a headless browser would add them. */
export const LOGIN_PAGE = `<!doctype html>
<html><head><title>Sign in</title></head>
<body sl-identifier="b0">
  <header sl-identifier="h1"><a href="/" sl-identifier="home">Home</a> <a href="/pricing" sl-identifier="pricing">Pricing</a></header>
  <main sl-identifier="m1">
    <h1 sl-identifier="t1">Sign in to your account</h1>
    <form sl-identifier="f1">
      <label for="email" sl-identifier="l1">Email</label>
      <input id="email" name="email" type="email" sl-identifier="email">
      <label for="password" sl-identifier="l2">Password</label>
      <input id="password" name="password" type="password" sl-identifier="password">
      <button type="submit" sl-identifier="signin">Sign in</button>
    </form>
  </main>
</body></html>`;

export function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
