/**
 * Error answers in FastAPI's conventions: `{"detail": "message"}`, and for validation
 * 422 `{"detail": [{"loc": [...], "msg": "...", "type": "..."}]}`.
 */
import type { ValidationIssue } from '../api/types.ts';

export class HttpError extends Error {
  readonly status: number;
  readonly detail: string | ValidationIssue[];
  readonly headers: Record<string, string>;

  constructor(status: number, detail: string | ValidationIssue[], headers: Record<string, string> = {}) {
    super(typeof detail === 'string' ? detail : detail.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '));
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }
}

export function notFound(what: string, id: string): HttpError {
  return new HttpError(404, `${what} ${id} not found`);
}

export function invalid(issues: ValidationIssue[]): HttpError {
  return new HttpError(422, issues);
}

export function invalidField(loc: (string | number)[], msg: string, type = 'value_error'): HttpError {
  return new HttpError(422, [{ loc, msg, type }]);
}
