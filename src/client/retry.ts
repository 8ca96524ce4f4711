/**
 * When to try a call again, and after how long. Pure: no timers, no I/O; the clock
 * and the dice are passed in, so every rule here is a one-line test.
 *
 * The rules:
 * 1. Only calls that are safe to repeat are ever retried (GETs, reconcile, ping).
 *    A write that may have reached the service is never sent twice.
 * 2. Only transient failures are retried: no connection, 429, and 5xx.
 * 3. The wait is exponential backoff with full jitter, unless the service said
 *    how long to wait (`Retry-After`, seconds or HTTP-date), which wins, capped.
 */

export interface RetryPolicy {
  /** Total tries, the first one included. 1 means never retry. */
  attempts: number;
  /** Backoff base: the ceiling of the first wait. */
  minDelayMs: number;
  /** Backoff ceiling: the wait never grows beyond this. */
  maxDelayMs: number;
  /** Ceiling on a wait the service asks for with `Retry-After`. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 4,
  minDelayMs: 200,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 60_000,
};

/**
 * What happened on one try: an answer with a status, no connection (refused, reset,
 * DNS, or connecting timed out: nothing reached the service), or no answer in time.
 */
export type AttemptOutcome =
  | { kind: 'status'; status: number; retryAfter?: string | undefined }
  | { kind: 'connection' }
  | { kind: 'timeout' };

export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

export function decideRetry(input: {
  /** The try that just failed, counting from 1. */
  attempt: number;
  safeToRepeat: boolean;
  outcome: AttemptOutcome;
  policy: RetryPolicy;
  nowMs: number;
  /** A number in [0, 1), as Math.random gives. */
  random: number;
}): RetryDecision {
  const { attempt, outcome, policy } = input;
  if (!input.safeToRepeat) return { retry: false };
  if (attempt >= policy.attempts) return { retry: false };
  if (!isTransient(outcome)) return { retry: false };

  const asked = outcome.kind === 'status' ? parseRetryAfter(outcome.retryAfter, input.nowMs) : undefined;
  if (asked !== undefined) return { retry: true, delayMs: Math.min(asked, policy.maxRetryAfterMs) };
  return { retry: true, delayMs: fullJitterDelay(attempt, policy, input.random) };
}

export function isTransient(outcome: AttemptOutcome): boolean {
  switch (outcome.kind) {
    case 'connection':
      return true;
    // A slow service is not a flaky one: asking again would only double the wait.
    case 'timeout':
      return false;
    case 'status':
      return outcome.status === 429 || outcome.status >= 500;
  }
}

/** "Full jitter": a uniform wait between 0 and min(max, base * 2^(attempt-1)). */
export function fullJitterDelay(attempt: number, policy: RetryPolicy, random: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.minDelayMs * 2 ** (attempt - 1));
  return Math.floor(random * ceiling);
}

/**
 * `Retry-After` (RFC 9110 §10.2.3) in milliseconds from now: either delay-seconds
 * or an HTTP-date. Undefined when absent or unreadable; a date in the past is 0.
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // All three HTTP-date forms start with the day name; Date.parse alone would take "-5" as a year.
  if (!/^(mon|tue|wed|thu|fri|sat|sun)/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
