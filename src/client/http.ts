/**
 * How one call travels: a keep-alive undici Pool per client, the bearer token on
 * every request, a deadline per try (connecting has its own), and the retry loop
 * driven by `retry.ts`.
 * Knows nothing about endpoints; `client.ts` names those.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import type { ErrorBody } from '../api/types.ts';
import { tokenProblem } from '../api/bearer-token.ts';
import { checkBaseUrl, describeBaseUrlProblem } from './base-url.ts';
import { ApiError, ConnectionError, TimeoutError, type TimeoutPhase } from './errors.ts';
import { decideRetry, type AttemptOutcome, type RetryPolicy } from './retry.ts';

export interface TransportOptions {
  baseUrl: string;
  token: string;
  connectMs: number;
  userAgent: string;
  retry: RetryPolicy;
  /** Largest answer accepted: a base URL pointing at the wrong server must not fill memory. */
  maxResponseBytes: number;
  onRetry?: ((event: RetryEvent) => void) | undefined;
}

/** Told before each wait-and-retry, for logs. Carries no secrets. */
export interface RetryEvent {
  method: string;
  path: string;
  /** The try that failed, counting from 1. */
  attempt: number;
  delayMs: number;
  /** `503`, `429`, or the connection error's reason. */
  reason: string;
}

export interface Call {
  method: 'GET' | 'POST';
  /** Endpoint path as the spec writes it, ids already encoded: `/session/abc/ping`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Limit for the whole answer of one try, headers and body (connecting has its own). */
  timeoutMs: number;
  /** True only for calls the service can see twice without harm (GETs, reconcile, ping). */
  safeToRepeat: boolean;
  /** Fields a 2xx answer must carry (see `Shape`). */
  shape?: Shape;
}

/**
 * The fields of a 2xx answer that callers rely on, with their JSON type. A base URL that
 * points at some other JSON server must fail at its first answer, naming the call, rather
 * than hand `undefined` ids to every later call.
 */
export type Shape = Readonly<Record<string, 'string' | 'boolean' | 'number' | 'array'>>;

export interface Transport {
  /** `https://host/api/v1`: origin plus path prefix, no trailing slash. */
  readonly baseUrl: string;
  send<T>(call: Call): Promise<T>;
  close(): Promise<void>;
}

function checkToken(token: string): void {
  const problem = tokenProblem(token);
  if (problem === null) return;
  const advice = token.length === 0 ? 'set' : 'check';
  throw new Error(`the token ${problem}: ${advice} the token input / PAGE_SELECTOR_TOKEN`);
}

export function createTransport(options: TransportOptions): Transport {
  const checked = checkBaseUrl(options.baseUrl);
  if (!checked.ok) throw new Error(`baseUrl ${describeBaseUrlProblem(checked.problem, { token: 'pass the token as the token option' })}`);
  const { baseUrl, origin, prefix } = checked;
  checkToken(options.token);
  const pool = new Pool(origin, {
    connect: { timeout: options.connectMs },
    keepAliveTimeout: 10_000,
    maxResponseSize: options.maxResponseBytes,
  });
  const headers = {
    authorization: `Bearer ${options.token}`,
    'user-agent': options.userAgent,
    accept: 'application/json',
  };

  async function send<T>(call: Call): Promise<T> {
    const path = call.path + queryString(call.query);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    for (let attempt = 1; ; attempt++) {
      const result = await attemptOnce(call, path, body);
      if (result.kind === 'answered' && result.status >= 200 && result.status < 300) {
        return parseSuccess<T>(result, call, path);
      }
      const outcome: AttemptOutcome =
        result.kind === 'answered' ? { kind: 'status', status: result.status, retryAfter: result.retryAfter } : result.outcome;
      const decision = decideRetry({
        attempt,
        safeToRepeat: call.safeToRepeat,
        outcome,
        policy: options.retry,
        nowMs: Date.now(),
        random: Math.random(),
      });
      if (!decision.retry) {
        if (result.kind === 'answered') {
          throw new ApiError({ status: result.status, detail: parseDetail(result.text), method: call.method, path });
        }
        throw result.error(attempt);
      }
      const reason = result.kind === 'answered' ? String(result.status) : result.reason;
      options.onRetry?.({ method: call.method, path, attempt, delayMs: decision.delayMs, reason });
      await sleep(decision.delayMs);
    }
  }

  /** A try either got an answer (any status) or failed; a failure builds its error once the tries are counted. */
  type Attempt =
    | { kind: 'answered'; status: number; retryAfter: string | undefined; text: string }
    | { kind: 'failed'; outcome: AttemptOutcome; reason: string; error: (attempts: number) => Error };

  async function attemptOnce(call: Call, path: string, body: string | undefined): Promise<Attempt> {
    // One deadline for the whole answer, on a native timer: undici's own header and
    // body timers have a resolution of about a second, too coarse for short limits.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), call.timeoutMs);
    let phase: TimeoutPhase = 'headers';
    try {
      const response = await pool.request({
        method: call.method,
        path: prefix + path,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body,
        signal: deadline.signal,
        headersTimeout: 0,
        bodyTimeout: 0,
      });
      phase = 'body';
      const text = await response.body.text();
      const retryAfter = response.headers['retry-after'];
      return {
        kind: 'answered',
        status: response.statusCode,
        retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        text,
      };
    } catch (cause) {
      const where = { method: call.method, path, cause };
      if (deadline.signal.aborted) {
        const error = new TimeoutError({ ...where, phase, limitMs: call.timeoutMs });
        return { kind: 'failed', outcome: { kind: 'timeout' }, reason: 'timeout', error: () => error };
      }
      const code = errorCode(cause);
      if (code === 'UND_ERR_CONNECT_TIMEOUT') {
        // The connection never opened, so nothing was sent: as safe to retry as a refusal.
        const error = new TimeoutError({ ...where, phase: 'connect', limitMs: options.connectMs });
        return { kind: 'failed', outcome: { kind: 'connection' }, reason: 'connect timeout', error: () => error };
      }
      if (code === 'UND_ERR_CLOSED' || code === 'UND_ERR_DESTROYED') {
        throw new ConnectionError({ ...where, baseUrl, reason: 'this client was closed' });
      }
      if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
        const reason = `the answer is over ${options.maxResponseBytes} bytes; is the base URL the Page-Selector service?`;
        throw new ConnectionError({ ...where, baseUrl, reason });
      }
      const reason = describeConnectionFailure(code, cause);
      if (reason === undefined) throw cause;
      return {
        kind: 'failed',
        outcome: { kind: 'connection' },
        reason,
        error: (attempts) =>
          new ConnectionError({ ...where, baseUrl, reason: attempts > 1 ? `${reason} (tried ${attempts} times)` : reason }),
      };
    } finally {
      clearTimeout(timer);
    }
  }

  // Closing twice (a `finally` plus an exit hook, say) must not throw.
  let closed: Promise<void> | undefined;
  const close = async (): Promise<void> => {
    await (closed ??= pool.close());
  };
  return { baseUrl, send, close };
}

function parseSuccess<T>(result: { status: number; text: string }, call: Call, path: string): T {
  const fail = (detail: string): ApiError => new ApiError({ status: result.status, detail, method: call.method, path });
  let parsed: unknown;
  try {
    parsed = JSON.parse(result.text);
  } catch {
    throw fail(`the body is not JSON: ${snippet(result.text) || '(empty body)'}`);
  }
  const missing = Object.entries(call.shape ?? {}).find(([field, type]) => !hasType((parsed as Record<string, unknown> | null)?.[field], type));
  if (missing) throw fail(`the body has no ${missing[1]} "${missing[0]}": ${snippet(result.text)}`);
  return parsed as T;
}

function hasType(value: unknown, type: Shape[string]): boolean {
  return type === 'array' ? Array.isArray(value) : typeof value === type;
}

/** FastAPI's `{"detail": ...}`; anything else is kept as short text so the message still says something. */
function parseDetail(text: string): ErrorBody['detail'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return snippet(text) || '(empty body)';
  }
  const detail = (parsed as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail) && detail.every(isIssue)) return detail;
  return snippet(text);
}

function isIssue(value: unknown): value is { loc: (string | number)[]; msg: string; type: string } {
  const issue = value as { loc?: unknown; msg?: unknown } | null;
  return typeof issue === 'object' && issue !== null && Array.isArray(issue.loc) && typeof issue.msg === 'string';
}

function snippet(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 200 ? `${oneLine.slice(0, 200)}...` : oneLine;
}

function queryString(query: Call['query']): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function errorCode(error: unknown): string | undefined {
  const withCode = error as { code?: unknown; errors?: unknown[] } | null;
  if (typeof withCode?.code === 'string') return withCode.code;
  // Happy-eyeballs connects (localhost -> ::1 and 127.0.0.1) fail with an AggregateError.
  const first = withCode?.errors?.[0] as { code?: unknown } | undefined;
  return typeof first?.code === 'string' ? first.code : undefined;
}

const CONNECTION_FAILURES: Record<string, string> = {
  ECONNREFUSED: 'connection refused; is the service running and listening on that port?',
  ENOTFOUND: 'host name not found (DNS); check the base URL',
  EAI_AGAIN: 'host name lookup failed for now (DNS)',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection was closed while sending',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_SOCKET: 'the connection closed before the service answered',
};

/** A readable reason for a failure to reach the service, or undefined when it is some other kind of error. */
function describeConnectionFailure(code: string | undefined, error: unknown): string | undefined {
  if (code === undefined) return undefined;
  const known = CONNECTION_FAILURES[code];
  if (known !== undefined) return `${known} (${code})`;
  if (/^E[A-Z]+$/.test(code)) return `${(error as Error).message} (${code})`;
  return undefined;
}
