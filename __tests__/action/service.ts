/**
 * The real reference service for the end-to-end tests: loopback, port 0, a SQLite file
 * in a temp folder, and a client with the same token to look at what the steps did.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ApiError, createClient, type PageSelectorClient } from '../../src/client/index.ts';
import { startService } from '../../src/service/server.ts';

export interface TestService {
  url: string;
  token: string;
  client: PageSelectorClient;
  close(): Promise<void>;
}

export async function startTestService(): Promise<TestService> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'page-selector-service-'));
  const token = `test-${randomBytes(12).toString('hex')}`;
  const service = await startService({
    host: '127.0.0.1',
    port: 0,
    dbPath: path.join(dir, 'db.sqlite'),
    tokens: [token],
    log: () => {},
  });
  const client = createClient({ baseUrl: service.url, token, retry: { attempts: 1 } });
  return {
    url: service.url,
    token,
    client,
    close: async () => {
      await client.close();
      await service.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The session's state as the service tells it: a ping answers for an open one, 409 says ended or closed. */
export async function sessionState(client: PageSelectorClient, sessionId: string): Promise<string> {
  try {
    return (await client.pingSession(sessionId)).state;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const detail = typeof error.detail === 'string' ? error.detail : JSON.stringify(error.detail);
      const state = /\bis (ended|closed) since\b/.exec(detail)?.[1];
      if (state) return state;
    }
    throw error;
  }
}

/** A loopback port nothing listens on: the "service unreachable" address. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}
