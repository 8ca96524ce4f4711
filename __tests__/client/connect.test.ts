/**
 * The one way the Action's steps and `page-selector check` reach a service: a remote base URL,
 * or the embedded default started in-process on a folder that later runs share. Real service,
 * real SQLite file, loopback HTTP.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ConnectionError, connectService, createClient } from '../../src/client/index.ts';
import { startTestService } from '../helpers/service.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'page-selector-connect-'));
  dirs.push(dir);
  return dir;
}

it('with no base URL it starts the embedded default, tells its token before use, and a later run on the same folder finds the same data', async () => {
  const embeddedDir = path.join(await tempDir(), 'embedded');
  const told: string[] = [];
  const first = await connectService({ baseUrl: '', token: '', embeddedDir, onEmbeddedToken: (token) => told.push(token) });
  expect(first.sharedBaseUrl).toBe('');
  expect(told).toHaveLength(1);
  const session = await first.client.createSession({ workflow_name: 'connect', is_training: false });
  const loopback = first.client.baseUrl;
  await first.close();
  // Closing stops the embedded service too, not only the client's connections.
  const stale = createClient({ baseUrl: loopback, token: told[0]!, retry: { attempts: 1 } });
  await expect(stale.getSession(session.id)).rejects.toBeInstanceOf(ConnectionError);
  await stale.close();

  const second = await connectService({ baseUrl: '', token: '', embeddedDir, onEmbeddedToken: (token) => told.push(token) });
  try {
    expect(told[1]).toBe(told[0]);
    expect(await second.client.getSession(session.id)).toEqual(session);
  } finally {
    await second.close();
  }
});

it('with a base URL it talks to that service, shares its normalised address and never starts the embedded one', async () => {
  const service = await startTestService({ basePath: '/api/v1' });
  const told: string[] = [];
  const connection = await connectService({
    baseUrl: `${service.url}/`,
    token: service.token,
    embeddedDir: path.join(service.dir, 'never'),
    onEmbeddedToken: (token) => told.push(token),
  });
  try {
    expect(connection.sharedBaseUrl).toBe(service.url);
    expect((await connection.client.createSession({ workflow_name: 'connect', is_training: false })).id).toBeTruthy();
    expect(told).toEqual([]);
    expect(existsSync(path.join(service.dir, 'never'))).toBe(false);
  } finally {
    await connection.close();
    await service.close();
  }
});
