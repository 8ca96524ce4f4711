/**
 * The reference Page-Selector service over node:http: request reading with a size cap,
 * bearer authentication, routing, and FastAPI-style error answers. The routes themselves
 * live in `routes/`, one file per spec resource.
 */
import { isUtf8 } from 'node:buffer';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { TokenRing } from './auth.ts';
import { consolePage } from './console-page.ts';
import type { Context, Reply, Shared } from './context.ts';
import { Store } from './database.ts';
import { HttpError } from './errors.ts';
import { IndexCache } from './index-cache.ts';
import { Router } from './router.ts';
import { pageResourceRoutes } from './routes/page-resources.ts';
import { pageSelectorRoutes } from './routes/page-selectors.ts';
import { pageStateRoutes } from './routes/page-states.ts';
import { sessionRoutes } from './routes/sessions.ts';
import {
  DEFAULT_DB_PATH, DEFAULT_HOST, DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_RESOURCE_BYTES, DEFAULT_PORT, DEFAULT_SESSION_TIMEOUT_MS,
} from './defaults.ts';

export * from './defaults.ts';

export interface ServiceOptions {
  host?: string;
  /** Default 8787; 0 picks a free port (the url says which). */
  port?: number;
  /** A file, or ':memory:'. Default `.page-selector/db.sqlite` (the folder is created). */
  dbPath?: string;
  /** Accepted bearer tokens; at least one. Each token sees only its own data. */
  tokens: string[];
  /** Largest request body; default 32 MiB. */
  maxBodyBytes?: number;
  /** An open session without a ping for this long is closed; default 15 min. */
  sessionTimeoutMs?: number;
  /** Largest page resource, counted after base64 decoding; default 20 MiB. */
  maxResourceBytes?: number;
  /** A path prefix the service is mounted under (`/api` -> `/api/session`); default none. */
  basePath?: string;
  /** TEST-ONLY: lets auto_resolve_resources fetch from loopback addresses. */
  allowLoopbackFetch?: boolean;
  /** Where log lines go (default stderr). Never receives tokens. */
  log?: (line: string) => void;
}

export interface RunningService {
  /** `http://host:port` plus the base path. */
  url: string;
  /** Stops accepting, finishes requests in flight and background fetches, closes the database. */
  close(): Promise<void>;
}

/** How long `close()` waits for requests in flight before cutting connections. */
const SHUTDOWN_GRACE_MS = 30_000;

const router = new Router([...sessionRoutes, ...pageResourceRoutes, ...pageStateRoutes, ...pageSelectorRoutes]);

export async function startService(options: ServiceOptions): Promise<RunningService> {
  if (options.tokens.some((t) => t.trim() === '')) throw new Error('tokens must not be empty');
  const tokens = new TokenRing(options.tokens);
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const store = new Store(options.dbPath ?? DEFAULT_DB_PATH);

  const backgroundWork = new Set<Promise<void>>();
  const stopBackground = new AbortController();
  const shared: Shared = {
    store,
    indexes: new IndexCache(),
    settings: {
      sessionTimeoutMs: options.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      maxResourceBytes: options.maxResourceBytes ?? DEFAULT_MAX_RESOURCE_BYTES,
      allowLoopbackFetch: options.allowLoopbackFetch ?? false,
    },
    log,
    background(name, work) {
      const task = work(stopBackground.signal)
        .catch((error: unknown) => log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => backgroundWork.delete(task));
      backgroundWork.add(task);
    },
  };

  let closing = false;
  const server = createServer((request, response) => {
    if (closing) response.setHeader('connection', 'close');
    void handle(request, response, { shared, tokens, basePath }).catch((error: unknown) => {
      log(`response failed: ${error instanceof Error ? error.message : String(error)}`);
      response.destroy();
    });
  });
  server.headersTimeout = 30_000;
  server.requestTimeout = 5 * 60_000;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    store.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}${basePath}`;

  let closed: Promise<void> | undefined;
  return {
    url,
    close() {
      closed ??= (async () => {
        closing = true;
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        // Idle keep-alive connections go now; busy ones once their response is out (they carry `connection: close`).
        server.closeIdleConnections();
        const sweep = setInterval(() => server.closeIdleConnections(), 25);
        const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        await stopped;
        clearInterval(sweep);
        clearTimeout(force);
        stopBackground.abort();
        await Promise.allSettled([...backgroundWork]);
        store.close();
      })();
      return closed;
    },
  };
}

interface Wiring {
  shared: Shared;
  tokens: TokenRing;
  basePath: string;
}

async function handle(request: IncomingMessage, response: ServerResponse, wiring: Wiring): Promise<void> {
  const { shared, tokens, basePath } = wiring;
  try {
    const target = new URL(request.url ?? '/', 'http://service.invalid');
    let path = target.pathname;
    if (basePath) {
      if (path !== basePath && !path.startsWith(`${basePath}/`)) throw new HttpError(404, 'Not Found');
      path = path.slice(basePath.length) || '/';
    }
    const method = request.method ?? 'GET';

    // The labelling console page is static and public; everything it does goes through the API with the bearer token.
    if (path.replace(/\/+$/, '') === '/console') {
      if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'Method Not Allowed', { allow: 'GET' });
      const nonce = randomBytes(16).toString('base64');
      return send(request, response, {
        raw: consolePage(nonce),
        contentType: 'text/html; charset=utf-8',
        headers: {
          'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
          'x-frame-options': 'DENY',
          'referrer-policy': 'no-referrer',
        },
      });
    }

    const match = router.match(method, path);
    if (match.kind === 'none') throw new HttpError(404, 'Not Found');
    if (match.kind === 'wrong-method') throw new HttpError(405, 'Method Not Allowed', { allow: match.allowed.join(', ') });

    const owner = tokens.owner(request.headers.authorization);
    if (!owner) {
      const detail = request.headers.authorization ? 'Invalid bearer token' : 'Not authenticated: send the header "authorization: Bearer <token>"';
      throw new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
    }

    const body = method === 'POST' ? await readJsonBody(request, shared.settings.maxBodyBytes) : undefined;
    const context: Context = { shared, owner, params: match.params, query: target.searchParams, body, now: Date.now() };
    send(request, response, await match.route.handle(context));
  } catch (error) {
    if (error instanceof HttpError) {
      // An error before the body was read: let the client finish sending, then hang up.
      const hasBody = (request.headers['content-length'] ?? '0') !== '0' || request.headers['transfer-encoding'] !== undefined;
      if (hasBody && !request.complete) response.setHeader('connection', 'close');
      request.resume();
      send(request, response, { status: error.status, json: { detail: error.detail }, headers: error.headers });
      return;
    }
    shared.log(`internal error on ${request.method} ${(request.url ?? '').split('?')[0]}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (!response.headersSent) send(request, response, { status: 500, json: { detail: 'internal error' } });
    else response.destroy();
  }
}

/** Reads a JSON body, refusing more than `maxBytes` (early by Content-Length, else while streaming). */
async function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  const tooLarge = (): HttpError => new HttpError(413, `request body is larger than the limit of ${maxBytes} bytes (set with --max-body)`);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw tooLarge();
  // Events rather than `for await`: leaving an async iterator early would destroy the socket
  // before the 413 could be sent. Past the limit the rest is drained and dropped.
  const chunks: Buffer[] = await new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.byteLength;
      if (size <= maxBytes) return void received.push(chunk);
      request.off('data', onData);
      request.resume();
      reject(tooLarge());
    };
    request.on('data', onData);
    request.once('end', () => resolve(received));
    request.once('error', reject);
  });
  const bytes = Buffer.concat(chunks);
  // JSON is UTF-8 (RFC 8259 §8.1). Decoded leniently, bad bytes would be stored as U+FFFD and
  // acknowledged: the page or name kept would not be the one sent.
  if (!isUtf8(bytes)) throw new HttpError(400, 'malformed JSON body: it is not UTF-8; send the JSON encoded as UTF-8');
  const text = bytes.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpError(400, `malformed JSON body: ${error instanceof Error ? error.message : 'unparsable'}`);
  }
}

function send(request: IncomingMessage, response: ServerResponse, reply: Reply): void {
  const payload = 'json' in reply ? Buffer.from(JSON.stringify(reply.json), 'utf8') : Buffer.from(reply.raw);
  const contentType = 'json' in reply ? 'application/json' : reply.contentType;
  response.writeHead(reply.status ?? 200, {
    ...reply.headers,
    'content-type': contentType,
    'content-length': payload.byteLength,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : payload);
}
