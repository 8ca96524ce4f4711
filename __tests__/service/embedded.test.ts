import { mkdtempSync, rmSync, statSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createClient } from '../../src/client/index.ts';
import { startEmbeddedService } from '../../src/service/embedded.ts';

const dirs: string[] = [];
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

test('the embedded service keeps its token (mode 0600) and data in its folder across restarts, as the Action steps need', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'page-selector-embedded-')), 'state');
  dirs.push(dir);

  const pre = await startEmbeddedService({ dir });
  expect(pre.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(statSync(join(dir, 'token')).mode & 0o777).toBe(0o600);
  expect(readFileSync(join(dir, 'token'), 'utf8').trim()).toBe(pre.token);
  const first = createClient({ baseUrl: pre.url, token: pre.token });
  const session = await first.createSession({ workflow_name: 'action', is_training: false });
  await first.close();
  await pre.close();

  const post = await startEmbeddedService({ dir });
  expect(post.token).toBe(pre.token);
  const second = createClient({ baseUrl: post.url, token: post.token });
  try {
    expect(await second.getSession(session.id)).toEqual(session);
    expect((await second.endSession(session.id)).state).toBe('ended');
  } finally {
    await second.close();
    await post.close();
  }
});
