/**
 * The three ways a call can fail, each a class with a stable `code` so callers
 * branch on codes, never on message text:
 *
 * - ApiError: the service answered, with a status that is not 2xx, or a 2xx answer that
 *   is not the JSON the call expects.
 * - ConnectionError: no answer at all (refused, DNS, reset, client closed).
 * - TimeoutError: the service did not answer within the call's limit.
 *
 * All three extend ServiceCallError, for callers that only need to know a call failed.
 * Messages say what to do. They name the call (method + path), never the token.
 */
import type { ErrorBody, ValidationIssue } from '../api/types.ts';

export const ERROR_CODES = {
  api: 'PAGE_SELECTOR_API_ERROR',
  connection: 'PAGE_SELECTOR_CONNECTION_ERROR',
  timeout: 'PAGE_SELECTOR_TIMEOUT',
} as const;

/** Any of the three: a call to the service (method + path) that failed. */
export abstract class ServiceCallError extends Error {
  abstract readonly code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
  readonly method: string;
  readonly path: string;

  constructor(message: string, fields: { method: string; path: string }, options?: ErrorOptions) {
    super(message, options);
    this.method = fields.method;
    this.path = fields.path;
  }
}

export class ApiError extends ServiceCallError {
  readonly code = ERROR_CODES.api;
  readonly status: number;
  readonly detail: ErrorBody['detail'];

  constructor(fields: { status: number; detail: ErrorBody['detail']; method: string; path: string }) {
    super(describeApiError(fields), fields);
    this.name = 'ApiError';
    this.status = fields.status;
    this.detail = fields.detail;
  }
}

export class ConnectionError extends ServiceCallError {
  readonly code = ERROR_CODES.connection;
  readonly baseUrl: string;
  /** The system or undici code when there is one: ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET... */
  readonly reason: string;

  constructor(fields: { baseUrl: string; method: string; path: string; reason: string; cause?: unknown }) {
    super(
      `cannot reach the Page-Selector service at ${fields.baseUrl}: ${fields.reason} (${fields.method} ${fields.path})`,
      fields,
      { cause: fields.cause },
    );
    this.name = 'ConnectionError';
    this.baseUrl = fields.baseUrl;
    this.reason = fields.reason;
  }
}

/** Which wait ran out: opening the connection, the response headers, or the response body. */
export type TimeoutPhase = 'connect' | 'headers' | 'body';

export class TimeoutError extends ServiceCallError {
  readonly code = ERROR_CODES.timeout;
  readonly phase: TimeoutPhase;
  readonly limitMs: number;

  constructor(fields: { method: string; path: string; phase: TimeoutPhase; limitMs: number; cause?: unknown }) {
    super(describeTimeout(fields), fields, { cause: fields.cause });
    this.name = 'TimeoutError';
    this.phase = fields.phase;
    this.limitMs = fields.limitMs;
  }
}

function describeTimeout(fields: { method: string; path: string; phase: TimeoutPhase; limitMs: number }): string {
  const call = `${fields.method} ${fields.path}`;
  const option = fields.phase === 'connect' ? 'timeouts.connectMs' : 'the call timeout (timeouts.defaultMs / timeouts.predictMs)';
  const waitingFor =
    fields.phase === 'connect'
      ? 'for the connection to open'
      : fields.phase === 'headers'
        ? 'for the response'
        : 'for the end of the response body';
  return `${call} timed out after ${fields.limitMs} ms waiting ${waitingFor}; the service may be overloaded, or raise ${option}`;
}

function describeApiError(fields: { status: number; detail: ErrorBody['detail']; method: string; path: string }): string {
  const call = `${fields.method} ${fields.path}`;
  const detail = typeof fields.detail === 'string' ? fields.detail : '';
  switch (fields.status) {
    case 401:
      return `the service rejected the token (401): check the token input / PAGE_SELECTOR_TOKEN (${call})`;
    case 403:
      return `the token may not do this (403): ${detail || 'forbidden'} (${call})`;
    case 404:
      return `not found (404): ${detail || 'unknown id'} (${call})`;
    case 409:
      return `the service refused the change (409): ${detail} (${call})`;
    case 413:
      return (
        `the request body is over the service's size limit (413): ${detail || 'payload too large'}; ` +
        `upload smaller content or raise the service's --max-body (${call})`
      );
    case 422:
      return `the service found the request invalid (422) (${call}):\n${formatDetail(fields.detail)}`;
    case 429:
      return `the service is rate limiting this token (429): ${detail || 'too many requests'}; try again later (${call})`;
    default:
      // A 2xx the client could not use (see parseSuccess): most often a base URL that is some other server.
      if (fields.status >= 200 && fields.status < 300) {
        return `the service answered ${fields.status}, but ${detail}; is the base URL the Page-Selector service? (${call})`;
      }
      if (fields.status >= 500) return `the service failed (${fields.status}): ${detail || 'server error'} (${call})`;
      return `the service answered ${fields.status}: ${formatDetail(fields.detail)} (${call})`;
  }
}

/** FastAPI's validation list, one issue a line: `body.field: msg`. A plain detail stays as it is. */
export function formatDetail(detail: ErrorBody['detail']): string {
  if (typeof detail === 'string') return detail;
  return detail.map(formatIssue).join('\n');
}

function formatIssue(issue: ValidationIssue): string {
  const where = Array.isArray(issue.loc) && issue.loc.length > 0 ? issue.loc.join('.') : '(request)';
  return `${where}: ${issue.msg}`;
}
