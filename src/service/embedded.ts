/**
 * The embedded default: the reference service started in-process on loopback when no
 * `base-url` is configured, for the Action and `page-selector check`.
 *
 * The Action's pre, main and post steps are separate processes, so everything lives in
 * `dir`: the SQLite file and a token generated once (file mode 0600). Each step starts the
 * service again on the same data. Session expiry is computed from the last ping when a
 * session is read (see `sessions.ts`), so the time between steps counts correctly.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startService, type RunningService } from './server.ts';

/** Long enough to span a whole CI job between the pre and post steps. */
export const EMBEDDED_SESSION_TIMEOUT_MS = 6 * 60 * 60 * 1000;

export async function startEmbeddedService(options: { dir: string; log?: (line: string) => void }): Promise<RunningService & { token: string }> {
  mkdirSync(options.dir, { recursive: true });
  const token = readOrCreateToken(join(options.dir, 'token'));
  const service = await startService({
    host: '127.0.0.1',
    port: 0,
    dbPath: join(options.dir, 'page-selector.sqlite'),
    tokens: [token],
    sessionTimeoutMs: EMBEDDED_SESSION_TIMEOUT_MS,
    log: options.log ?? (() => undefined),
  });
  return { url: service.url, close: () => service.close(), token };
}

function readOrCreateToken(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two steps race, the first one's token wins and the other reads it.
    writeFileSync(path, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(path, 'utf8').trim();
  }
}
