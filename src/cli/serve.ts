/**
 * `page-selector serve`: runs the reference service until SIGINT or SIGTERM.
 * Prints exactly one stdout line when ready: `page-selector listening on http://HOST:PORT`.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { tokenProblem } from '../api/bearer-token.ts';
import { DEFAULT_DB_PATH, DEFAULT_HOST, DEFAULT_MAX_BODY_BYTES, DEFAULT_PORT, DEFAULT_SESSION_TIMEOUT_MS } from '../service/defaults.ts';

export const TOKEN_ENV = 'PAGE_SELECTOR_TOKEN';

const USAGE = `usage: page-selector serve [options]

  --host HOST              address to listen on (default ${DEFAULT_HOST})
  --port PORT              port; 0 picks a free one (default ${DEFAULT_PORT})
  --db FILE|:memory:       SQLite database (default ${DEFAULT_DB_PATH})
  --token T                accepted bearer token; repeat for several. Also ${TOKEN_ENV}
                           (comma-separated). With none, one is generated and printed on stderr.
  --max-body BYTES         largest request body (default ${DEFAULT_MAX_BODY_BYTES})
  --session-timeout SECS   close sessions not pinged for this long (default ${DEFAULT_SESSION_TIMEOUT_MS / 1000})
  --base-path PATH         serve under a path prefix, e.g. /api (default none)
  -h, --help               show this help
`;

class UsageError extends Error {}

export async function run(argv: string[]): Promise<number> {
  let settings: ReturnType<typeof parse>;
  try {
    settings = parse(argv);
  } catch (error) {
    process.stderr.write(`page-selector serve: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (settings === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }

  let tokens = settings.tokens;
  if (tokens.length === 0) {
    const token = randomBytes(24).toString('base64url');
    tokens = [token];
    process.stderr.write(`page-selector: no token given (--token or ${TOKEN_ENV}); generated one for this run:\n  ${token}\n`);
  }

  let service;
  try {
    // Loaded only now: a mistyped flag is answered without loading the engine.
    const { startService } = await import('../service/server.ts');
    service = await startService({ ...settings, tokens });
  } catch (error) {
    process.stderr.write(`page-selector serve: could not start: ${startProblem(error, settings)}\n`);
    return 1;
  }
  process.stdout.write(`page-selector listening on ${service.url}\n`);

  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  process.stderr.write(`page-selector: ${signal}: finishing requests in flight, then stopping\n`);
  await service.close();
  return 0;
}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: false,
    strict: true,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      db: { type: 'string' },
      token: { type: 'string', multiple: true },
      'max-body': { type: 'string' },
      'session-timeout': { type: 'string' },
      'base-path': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help' as const;
  const fromEnv = (process.env[TOKEN_ENV] ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  const fromFlags = values.token ?? [];
  if (fromFlags.some((t) => t.trim() === '')) throw new UsageError('--token must not be empty');
  // A client sends one visible-ASCII word after "Bearer", so any other token would lock every caller out.
  for (const [where, tokens] of [['--token', fromFlags], [TOKEN_ENV, fromEnv]] as const) {
    const problem = tokens.map(tokenProblem).find((p) => p !== null);
    if (problem) throw new UsageError(`a token from ${where} ${problem}; a bearer token is one word of visible ASCII characters`);
  }
  const basePath = values['base-path'];
  if (basePath !== undefined && !basePath.startsWith('/')) throw new UsageError(`--base-path must start with "/", got "${basePath}"`);
  return {
    host: values.host ?? DEFAULT_HOST,
    port: integer('--port', values.port, DEFAULT_PORT, 0, 65535),
    dbPath: values.db ?? DEFAULT_DB_PATH,
    tokens: [...fromFlags, ...fromEnv],
    maxBodyBytes: integer('--max-body', values['max-body'], DEFAULT_MAX_BODY_BYTES, 1, Number.MAX_SAFE_INTEGER),
    sessionTimeoutMs: integer('--session-timeout', values['session-timeout'], DEFAULT_SESSION_TIMEOUT_MS / 1000, 1, 365 * 24 * 3600) * 1000,
    ...(basePath ? { basePath } : {}),
  };
}

/** Why the service could not start, named by the flag that decides it, with what to do. */
function startProblem(error: unknown, settings: { host: string; port: number; dbPath: string }): string {
  const { code, syscall, message } = error as NodeJS.ErrnoException;
  if (syscall === 'listen' && code === 'EADDRINUSE') {
    return `port ${settings.port} on ${settings.host} is already in use (another page-selector serve?); stop that process, or pick another --port (0 picks a free one)`;
  }
  if (syscall === 'listen' && code === 'EACCES') return `no permission to listen on port ${settings.port}; pick a --port from 1024 up (0 picks a free one)`;
  if (code === 'EADDRNOTAVAIL' || syscall === 'getaddrinfo') {
    return `--host ${settings.host} is not an address of this machine; use 127.0.0.1 (this machine only) or 0.0.0.0 (every interface)`;
  }
  // Opening the file (ERR_SQLITE_ERROR) or creating its folder (mkdir).
  if (code === 'ERR_SQLITE_ERROR' || syscall === 'mkdir') return `--db ${settings.dbPath}: cannot open the database (${message}); pass a SQLite file in a folder you can write to, or :memory:`;
  return error instanceof Error ? message : String(error);
}

function integer(flag: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return Number(raw);
}
